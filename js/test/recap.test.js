// The recap's pure parts: which events of an update are told, how long a step lasts, the
// player's steps on a fake clock; where moved things come from; rule ids found in a text.
import assert from "node:assert/strict";
import { test } from "node:test";
import { eventMotion as venturesomeMotion } from "../games/venturesome/events.js";
import { eventMotion as wildMotion } from "../games/wild_venture/events.js";
import {
  LEAD_MS,
  MAX_STEPS,
  QUIET,
  Recap,
  RecapPlayer,
  SPEEDS,
  recapRange,
  recapStart,
  stepDuration,
} from "../lib/recap.js";
import { findRules, ruleIndex, ruleTitle } from "../lib/rules_panel.js";

/** @param {string} type @param {number} [seat] */
const ev = (type, seat) => ({ type, rule: "r", text: type, seat });

test("the viewer's own events are not told; the others' from their first event on", () => {
  const events = [ev("play", 0), ev("effect", 0), ev("play", 1), ev("effect", 1), ev("turn", 0)];
  assert.equal(recapStart(events, 0), 2);
  assert.equal(recapStart(events, 1), 0, "seat 1 sees seat 0's events as the others'");
  assert.equal(recapStart(events, null), 0, "a spectator is told everything");
  assert.equal(recapStart([ev("play", 0), ev("trash")], 0), 2, "nothing of another seat: nothing told");
  assert.equal(recapStart([], 0), 0);
});

test("events of no seat just before the others' moves are told with them", () => {
  const events = [ev("leave_round", 0), ev("round_end"), ev("reveal_threats"), ev("round_start", 1), ev("play", 1)];
  assert.equal(recapStart(events, 0), 1);
  assert.equal(recapStart([ev("initiate", 0), ev("trash"), ev("turn", 0)], 0), 3);
});

test("the range is in log indexes, and only the last MAX_STEPS events are told", () => {
  const events = [ev("play", 0), ev("play", 1), ev("play", 2)];
  assert.deepEqual(recapRange(events, 10, 0), { from: 8, to: 10, update: 7 });
  assert.equal(recapRange([ev("play", 0)], 4, 0), null);
  const many = Array.from({ length: MAX_STEPS + 20 }, (_, i) => ev("play", 1 + (i % 2)));
  assert.deepEqual(recapRange(many, 100, 0), { from: 100 - MAX_STEPS, to: 100, update: 100 - many.length });
});

test("a step lasts 300 to 600 ms at normal speed, longer when slow, shorter when fast", () => {
  const normal = stepDuration("normal", false);
  assert.ok(normal >= 300 && normal <= 600, `${normal}`);
  assert.ok(stepDuration("normal", true) >= 300, "a quiet step is still long enough to read");
  assert.equal(stepDuration("normal", true), Math.round(SPEEDS.normal * QUIET));
  assert.ok(stepDuration("slow", false) > normal && stepDuration("fast", false) < normal);
  assert.equal(stepDuration(/** @type {any} */ ("warp"), false), normal, "an unknown speed is normal");
});

/** A clock whose time only moves when the test says so. */
function fakeClock() {
  /** @type {{at: number, f: () => void, id: number}[]} */
  let pending = [];
  let now = 0;
  let next = 1;
  return {
    set: (/** @type {() => void} */ f, /** @type {number} */ ms) => {
      pending.push({ at: now + ms, f, id: next });
      return next++;
    },
    clear: (/** @type {number} */ id) => {
      pending = pending.filter((p) => p.id !== id);
    },
    /** @param {number} ms */
    tick(ms) {
      const until = now + ms;
      for (;;) {
        const due = pending.filter((p) => p.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        pending = pending.filter((p) => p !== due);
        now = due.at;
        due.f();
      }
      now = until;
    },
    get size() {
      return pending.length;
    },
  };
}

test("the player shows each step in turn, each for its duration, and stops at the last", () => {
  const clock = fakeClock();
  /** @type {[number, boolean][]} */
  const shown = [];
  const player = new RecapPlayer({ onStep: (animate) => shown.push([player.step, animate]), clock });
  player.load({ from: 5, to: 8, update: 4 }, [false, true, false]);
  assert.equal(player.count, 3);
  assert.equal(player.step, -1);
  player.start();
  player.start(); // a second redraw before the first step changes nothing
  clock.tick(LEAD_MS - 1);
  assert.deepEqual(shown, []);
  clock.tick(1);
  assert.deepEqual(shown, [[0, true]]);
  clock.tick(stepDuration("normal", false) - 1);
  assert.equal(player.step, 0);
  clock.tick(1);
  assert.equal(player.step, 1);
  clock.tick(stepDuration("normal", true));
  assert.deepEqual(shown, [
    [0, true],
    [1, true],
    [2, true],
  ]);
  assert.equal(player.playing, false);
  assert.equal(clock.size, 0, "no timer is left once the last step shows");
});

test("skip jumps to the last step at once; replay starts again; speed applies to the next step", () => {
  const clock = fakeClock();
  /** @type {[number, boolean][]} */
  const shown = [];
  const player = new RecapPlayer({ onStep: (animate) => shown.push([player.step, animate]), clock });
  player.load({ from: 0, to: 4, update: 0 }, [false, false, false, false]);
  player.start();
  clock.tick(LEAD_MS);
  player.skip();
  assert.deepEqual(shown.at(-1), [3, false]);
  assert.equal(player.playing, false);
  assert.equal(clock.size, 0);
  player.skip(); // nothing more to skip
  assert.equal(shown.length, 2);
  player.setSpeed("fast");
  player.replay();
  assert.deepEqual(shown.at(-1), [-1, false], "the strip is cleared at once for the new telling");
  clock.tick(LEAD_MS);
  assert.equal(player.step, 0);
  clock.tick(SPEEDS.fast);
  assert.equal(player.step, 1, "the fast speed is used");
  player.setSpeed(/** @type {any} */ ("warp"));
  assert.equal(player.speed, "fast", "an unknown speed is ignored");
  player.clear();
  assert.equal(player.range, null);
  assert.equal(clock.size, 0);
  player.replay();
  assert.equal(clock.size, 0, "nothing to replay after clear");
});

test("a new recap replaces the one being told", () => {
  const clock = fakeClock();
  const player = new RecapPlayer({ onStep: () => {}, clock });
  player.load({ from: 0, to: 3, update: 0 }, [false, false, false]);
  player.start();
  clock.tick(LEAD_MS);
  player.load({ from: 10, to: 12, update: 9 }, [false, false]);
  assert.equal(clock.size, 0, "the old recap's timer is gone");
  player.start();
  clock.tick(LEAD_MS);
  assert.equal(player.range?.from, 10);
  assert.equal(player.step, 0);
});

test("moves that come while a recap is told join its end; once its last step shows, they are not added", () => {
  const clock = fakeClock();
  const player = new RecapPlayer({ onStep: () => {}, clock });
  player.load({ from: 4, to: 6, update: 4 }, [false, false]);
  player.start();
  clock.tick(LEAD_MS);
  assert.equal(player.extend(6, []), false, "nothing new");
  assert.equal(player.extend(8, [true, false]), true);
  assert.deepEqual([player.range?.from, player.range?.to, player.count], [4, 8, 4]);
  assert.deepEqual(player.quiet, [false, false, true, false]);
  clock.tick(stepDuration("normal", false) * 2 + stepDuration("normal", true));
  assert.equal(player.step, 3, "the added steps are told in turn");
  assert.equal(player.playing, false);
  assert.equal(player.extend(9, [false]), false, "the telling is over: a new one is loaded instead");
  assert.equal(new RecapPlayer({ onStep: () => {}, clock }).extend(3, [false]), false, "nothing told yet");
});

test("a table's recap tells a bot's moves that come one update each in one telling while it goes on", () => {
  const root = /** @type {any} */ ({ addEventListener() {}, removeEventListener() {} });
  const recap = new Recap(root, () => {});
  const game = /** @type {any} */ ({ eventTargets: () => [] });
  /** @param {any[]} log @param {number} fresh  how many of the log's last events the update brings */
  const update = (log, fresh) => {
    const events = log.slice(-fresh);
    const t = { widget_kind: "table", status: { phase: "waiting" }, log, events, seats: [], catalog: {}, view: {} };
    return recap.sync(t, game, { fresh: true, viewer: 0 });
  };
  const log = [ev("play", 0), ev("play", 1)];
  assert.equal(update(log, 1), 0, "the bot's move is told");
  assert.deepEqual(recap.player.range, { from: 1, to: 2, update: 1 });
  log.push(ev("swap", 1));
  assert.equal(update([...log], 1), 0);
  assert.deepEqual([recap.player.range?.from, recap.player.range?.to, recap.player.count], [1, 3, 2], "joined");
  recap.player.skip(); // the telling is over: the next move is a telling of its own
  log.push(ev("play", 1));
  update([...log], 1);
  assert.deepEqual([recap.player.range?.from, recap.player.range?.to], [3, 4]);
  recap.destroy();
});

test("Venturesome: a played card flies from the hand to its place in the expedition", () => {
  assert.deepEqual(venturesomeMotion({ type: "play", seat: 1, card: "GUIDE.MAP" }), {
    from: '[data-zone="hand"][data-seat="1"]',
    to: '[data-zone="expedition"][data-seat="1"] [data-card="GUIDE.MAP"]',
  });
  assert.deepEqual(venturesomeMotion({ type: "give", seat: 2, target: 0 }), {
    from: '[data-zone="hand"][data-seat="2"]',
    to: '[data-zone="hand"][data-seat="0"]',
  });
  assert.equal(venturesomeMotion({ type: "effect", seat: 1 }), null);
});

test("A Wild Venture: an adventurer flies from the space it stood on, known from the events or the view before", () => {
  const before = { board: { adventurers: [{ seat: 1, space: "w1" }] } };
  const move = { type: "move", seat: 1, space: "w2" };
  assert.deepEqual(wildMotion(move, { earlier: [], before }), {
    from: '[data-space="w1"]',
    to: '[data-space="w2"]',
    piece: '[data-pawn="1"]',
  });
  const earlier = [{ type: "move", seat: 1, space: "w2" }, { type: "move", seat: 0, space: "n1" }];
  assert.equal(wildMotion({ type: "move", seat: 1, space: "wn1" }, { earlier, before })?.from, '[data-space="w2"]');
  const home = [{ type: "home", seat: 1 }];
  assert.equal(wildMotion(move, { earlier: home, before })?.from, '[data-space="home"]');
  assert.equal(wildMotion(move, { earlier: [], before: null }), null, "nowhere known to fly from");
  const trigger = { type: "trigger", seat: 0, owner: 1, card: "postal_contract" };
  assert.deepEqual(wildMotion(trigger, { earlier: [], before }), {
    from: '[data-seat-area="1"] [data-card="postal_contract"]',
    to: '[data-zone="coins"][data-seat="0"]',
  });
  assert.equal(wildMotion({ type: "gain", seat: 0 }, { earlier: [], before }), null);
});

const REFERENCE = {
  groups: [
    {
      title: "Turn",
      rules: [
        { id: "turn", section: "Turn Sequence", summary: "Two actions." },
        { id: "turn.end", section: "End of Turn", summary: "Tuck." },
      ],
    },
    { title: "Setup", rules: [{ id: "setup", section: "Setup", summary: "Deal." }] },
  ],
  terms: [],
};

test("rule ids get their section from the reference, once per catalog", () => {
  const index = ruleIndex(REFERENCE);
  assert.equal(ruleIndex(REFERENCE), index);
  assert.equal(ruleTitle(index, "turn.end"), "End of Turn (turn.end)");
  assert.equal(ruleTitle(index, "mystery.rule"), "mystery.rule");
  assert.equal(ruleIndex(null).size, 0);
});

test("rule ids are found in an error text: dotted ids anywhere, plain words only after '(' or 'rule '", () => {
  const ids = ruleIndex(REFERENCE).keys();
  const text = "'x' is not an option of this decision (turn.end: Tuck); it is not your turn (setup), see turn.end.";
  assert.deepEqual(findRules(text, ids), [
    { start: text.indexOf("turn.end"), rule: "turn.end" },
    { start: text.indexOf("setup"), rule: "setup" },
    { start: text.lastIndexOf("turn.end"), rule: "turn.end" },
  ]);
  assert.deepEqual(findRules("the turn.ending and xturn.end are no ids", ["turn.end"]), []);
  assert.deepEqual(findRules("(turn) and (turn.end)", ["turn", "turn.end"]).map((f) => f.rule), ["turn", "turn.end"]);
  const engine = "'x' is not a legal action now: nobody may (rule setup: Setup); it is your turn";
  assert.deepEqual(findRules(engine, ["setup", "turn"]), [{ start: engine.indexOf("setup"), rule: "setup" }]);
  assert.deepEqual(findRules("anything", []), []);
});
