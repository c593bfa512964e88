// The small pure helpers of js/lib: seat names, status line, highlight schedule, replay position, a hint's figure.
import assert from "node:assert/strict";
import { test } from "node:test";
import { hintFigure } from "../lib/hint_panel.js";
import { replayPosition } from "../lib/replay.js";
import { ANIMATION_BUDGET_MS, highlightSchedule } from "../lib/schedule.js";
import { seatName, statusLine, thinkingLine } from "../lib/seats.js";

const SEATS = [
  { seat: 0, kind: "human", label: "Ada" },
  { seat: 1, kind: "greedy", label: "" },
];

test("seat names keep the engine's number and add label or kind", () => {
  assert.equal(seatName(SEATS, 0, 0), "Seat 0 · Ada (you)");
  assert.equal(seatName(SEATS, 1, 0), "Seat 1 · greedy bot");
  assert.equal(seatName([], 3), "Seat 3");
  assert.equal(seatName([{ seat: 2, kind: "human", label: "Seat 2" }], 2), "Seat 2");
  const labelled = [
    { seat: 0, kind: "human", label: "Seat 0 (you)" },
    { seat: 1, kind: "greedy", label: "Seat 1 (greedy bot)" },
    { seat: 2, kind: "human", label: "Seat 2 (you)" },
  ];
  assert.equal(seatName(labelled, 0, 0), "Seat 0 (you)");
  assert.equal(seatName(labelled, 1, 0), "Seat 1 (greedy bot)");
  assert.equal(seatName(labelled, 2, 0), "Seat 2", "only the viewer is you");
});

test("status line per phase", () => {
  assert.equal(statusLine({ phase: "play", to_move: 0 }, SEATS, 0), "Your decision.");
  assert.equal(statusLine({ phase: "waiting", to_move: 1 }, SEATS, 0), "Waiting for Seat 1 · greedy bot.");
  assert.equal(
    statusLine({ phase: "handoff", to_move: 1, handoff_to: 1 }, SEATS, null),
    "Hand the screen to Seat 1 · greedy bot.",
  );
  assert.equal(statusLine({ phase: "over", to_move: null }, SEATS, 0), "The game is over.");
  assert.equal(statusLine(null, SEATS, 0), "");
});

test("the line of a bot thinking names its seat, and is empty when none thinks", () => {
  const seats = [...SEATS, { seat: 2, kind: "expert", label: "Seat 2 (expert bot)" }];
  /** @param {number} seat */
  const waiting = (seat) => ({ phase: /** @type {const} */ ("waiting"), to_move: seat, thinking: seat });
  assert.equal(thinkingLine(waiting(2), seats, 0), "Seat 2 (expert bot) is thinking…");
  assert.equal(thinkingLine(waiting(1), seats, 0), "Seat 1 · greedy bot is thinking…");
  assert.equal(thinkingLine(waiting(0), seats, null), "Seat 0 · Ada is thinking…");
  assert.equal(thinkingLine({ phase: "play", to_move: 0, thinking: null }, seats, 0), "");
  assert.equal(thinkingLine({ phase: "play", to_move: 0 }, seats, 0), "");
  assert.equal(thinkingLine(null, seats, 0), "");
});

test("highlights start within the budget, evenly, and not at all with reduced motion", () => {
  assert.deepEqual(highlightSchedule(0), []);
  assert.deepEqual(highlightSchedule(1), [0]);
  assert.deepEqual(highlightSchedule(3), [0, 120, 240]);
  const many = highlightSchedule(40);
  assert.equal(many.length, 40);
  assert.ok(many.at(-1) <= ANIMATION_BUDGET_MS);
  assert.deepEqual(highlightSchedule(5, { reducedMotion: true }), []);
});

test("replay position clamps and labels", () => {
  assert.deepEqual(replayPosition({ index: 0, count: 10, action: 0, actions: 4 }), {
    index: 0,
    last: 9,
    canPrev: false,
    canNext: true,
    label: "Event 1 of 10 · action 0 of 4",
  });
  assert.equal(replayPosition({ index: 99, count: 10 }).index, 9);
  assert.equal(replayPosition({ index: 9, count: 10 }).canNext, false);
  assert.equal(replayPosition(null).label, "No events");
});

test("a hint says how the move fares: the share of games won, or the team's score", () => {
  assert.equal(hintFigure({ action: "a", text: "A", win_rate: 0.643 }), "about a 64% chance to win");
  assert.equal(hintFigure({ action: "a", text: "A", expected: 23.44 }), "team score about 23.4");
  assert.equal(hintFigure({ action: "a", text: "A" }), "");
});
