// The view's copy of the log: kept in step from each update's events, asking Python only when
// it cannot (a new view, a rewritten log), never twice for the same part.
import assert from "node:assert/strict";
import { test } from "node:test";
import { emptyLog, logToSave, receiveLog, restoredLog, syncLog } from "../lib/log_sync.js";

const ev = (/** @type {number} */ n) => ({ type: "t", rule: "r", text: `event ${n}` });
const range = (/** @type {number} */ from, /** @type {number} */ to) =>
  Array.from({ length: to - from }, (_, i) => ev(from + i));

/** A copy that holds events 0..n-1 of epoch `epoch`. */
const holding = (/** @type {number} */ epoch, /** @type {number} */ n) => ({ epoch, events: range(0, n), asked: null });

test("a view in step appends the events of each update and asks nothing", () => {
  let copy = holding(0, 5);
  for (const [from, to] of [
    [5, 9],
    [9, 9],
    [9, 30],
  ]) {
    const step = syncLog(copy, { epoch: 0, length: to, events_at: from }, range(from, to));
    assert.equal(step.request, null);
    copy = step.copy;
    assert.deepEqual(copy.events, range(0, to));
  }
});

test("events that overlap what the view holds are appended once", () => {
  const { copy, request } = syncLog(holding(2, 7), { epoch: 2, length: 9, events_at: 5 }, range(5, 9));
  assert.equal(request, null);
  assert.deepEqual(copy.events, range(0, 9));
});

test("a new view asks for the whole log, once, and takes the answer", () => {
  const state = { epoch: 4, length: 12, events_at: 10 };
  const first = syncLog(emptyLog(), state, range(10, 12));
  assert.deepEqual(first.request, { kind: "log", epoch: 4, start: 0 });
  const again = syncLog(first.copy, state, range(10, 12));
  assert.equal(again.request, null, "the same request is not sent while it is unanswered");
  const copy = receiveLog(again.copy, state, { kind: "log", epoch: 4, start: 0, events: range(0, 12) });
  assert.deepEqual(copy.events, range(0, 12));
  assert.equal(syncLog(copy, state, range(10, 12)).request, null);
});

test("a view that missed updates asks only for the events it lacks", () => {
  const state = { epoch: 1, length: 20, events_at: 18 };
  const { copy, request } = syncLog(holding(1, 10), state, range(18, 20));
  assert.deepEqual(request, { kind: "log", epoch: 1, start: 10 });
  const done = receiveLog(copy, state, { kind: "log", epoch: 1, start: 10, events: range(10, 20) });
  assert.deepEqual(done.events, range(0, 20));
});

test("a rewritten log (undo, new game) drops the copy: from the events when they are all of it, else by asking", () => {
  const undone = syncLog(holding(0, 30), { epoch: 1, length: 12, events_at: 12 }, []);
  assert.deepEqual(undone.request, { kind: "log", epoch: 1, start: 0 });
  assert.deepEqual(undone.copy.events, []);
  const fresh = syncLog(holding(0, 30), { epoch: 2, length: 3, events_at: 0 }, range(0, 3));
  assert.equal(fresh.request, null, "a new game's events are its whole log");
  assert.deepEqual(fresh.copy, { epoch: 2, events: range(0, 3), asked: null });
});

test("a replay's seek shows one event of a log the view already holds", () => {
  const state = { epoch: 3, length: 40, events_at: 17 };
  const { copy, request } = syncLog(holding(3, 40), state, [ev(17)]);
  assert.equal(request, null);
  assert.equal(copy.events.length, 40);
});

test("an answer for another epoch, or beyond the copy, changes nothing and lets the view ask again", () => {
  const state = { epoch: 5, length: 8, events_at: 8 };
  const asked = syncLog(emptyLog(), state, []).copy;
  const stale = receiveLog(asked, state, { kind: "log", epoch: 4, start: 0, events: range(0, 3) });
  assert.deepEqual(stale.events, []);
  assert.deepEqual(syncLog(stale, state, []).request, { kind: "log", epoch: 5, start: 0 });
  const gap = receiveLog(holding(5, 2), state, { kind: "log", epoch: 5, start: 4, events: range(4, 8) });
  assert.deepEqual(gap.events, range(0, 2));
  assert.equal(gap.asked, null);
});

test("no log_state (an older kernel, a bare model): the copy stays as it is", () => {
  const copy = holding(0, 3);
  assert.deepEqual(syncLog(copy, undefined, []), { copy, request: null });
  assert.deepEqual(syncLog(copy, {}, []), { copy, request: null });
  assert.equal(receiveLog(copy, null, { kind: "log", epoch: 0, start: 0, events: [] }).events, copy.events);
});

test("the copy kept for the saved widget state changes only when the copy does", () => {
  assert.equal(logToSave(emptyLog(), undefined), null, "nothing held, nothing kept");
  const copy = holding(3, 4);
  const saved = logToSave(copy, undefined);
  assert.deepEqual(saved, { epoch: 3, events: range(0, 4) });
  assert.equal(logToSave(copy, saved), null);
  assert.deepEqual(logToSave(holding(3, 6), saved)?.events, range(0, 6), "grown");
  assert.deepEqual(logToSave(holding(4, 2), saved), { epoch: 4, events: range(0, 2) }, "rewritten");
});

test("a view without a kernel shows the saved log and needs to ask nothing", () => {
  const copy = restoredLog({ epoch: 3, events: range(0, 9) });
  const { copy: shown, request } = syncLog(copy, { epoch: 3, length: 9, events_at: 7 }, range(7, 9));
  assert.equal(request, null);
  assert.deepEqual(shown.events, range(0, 9));
  assert.deepEqual(restoredLog(undefined), emptyLog());
  assert.deepEqual(restoredLog({ epoch: "3", events: [] }), emptyLog(), "not a saved log");
});

test("a saved log of another epoch or longer than the log is not shown", () => {
  const copy = restoredLog({ epoch: 2, events: range(0, 9) });
  const { copy: next, request } = syncLog(copy, { epoch: 3, length: 4, events_at: 0 }, range(0, 4));
  assert.equal(request, null);
  assert.deepEqual(next.events, range(0, 4));
  const longer = syncLog(restoredLog({ epoch: 3, events: range(0, 9) }), { epoch: 3, length: 5, events_at: null }, []);
  assert.deepEqual(longer.request, { kind: "log", epoch: 3, start: 0 });
});
