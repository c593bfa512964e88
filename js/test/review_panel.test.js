// The review panel's pure parts: the better move lit at the decision shown, the progress line, a seat's summary.
import assert from "node:assert/strict";
import { test } from "node:test";
import { progressText, reviewHint, summaryText, valueText } from "../lib/review_panel.js";

const MOVE = {
  index: 4,
  seat: 1,
  mark: "mistake",
  loss: 0.12,
  played: "play A",
  best: "play B",
  text_played: "Play A",
  text_best: "Play B",
  value_played: 0.3,
  value_best: 0.42,
  forced: false,
  reason: "Keeps 3 cards in hand.",
};
const REVIEW = { state: "done", done: 3, total: 3, seat: 1, unit: "chance to win", actions: 9, points: [], marks: [], summary: [], current: MOVE };

test("the better move is lit only when the table draws it among the decision's moves", () => {
  assert.deepEqual(reviewHint(REVIEW, [{ action: "play A" }, { action: "play B" }]), {
    action: "play B",
    text: "Play B",
    reason: "Keeps 3 cards in hand.",
  });
  assert.equal(reviewHint(REVIEW, []), null); // a decision of a seat not shown: no moves drawn
  assert.equal(reviewHint({ ...REVIEW, current: null }, [{ action: "play B" }]), null);
  assert.equal(reviewHint({ ...REVIEW, current: { ...MOVE, forced: true } }, [{ action: "play B" }]), null);
  assert.equal(reviewHint(null, [{ action: "play B" }]), null);
});

test("the progress line says how far the analysis got, and how it ended", () => {
  assert.equal(progressText({ ...REVIEW, state: "running", done: 1, total: 30 }), "Analysing… 1 of 30 decisions");
  assert.equal(progressText({ ...REVIEW, total: 1, done: 1 }), "Analysis done: 1 of 1 decision reviewed.");
  assert.equal(progressText({ ...REVIEW, state: "cancelled", done: 2 }), "Analysis stopped: 2 of 3 decisions reviewed.");
  assert.equal(
    progressText({ ...REVIEW, state: "failed", problem: "ValueError: no" }),
    "The analysis failed (ValueError: no): 3 of 3 decisions reviewed.",
  );
});

test("a seat's summary counts its choices and names each mark in the singular or plural", () => {
  const row = { seat: 2, decisions: 10, forced: 2, mean_loss: 0.0456, inaccuracy: 1, mistake: 2, blunder: 0 };
  assert.equal(
    summaryText(row, (seat) => `Seat ${seat}`),
    "Seat 2: mean loss 0.046 over 8 choices; 1 inaccuracy, 2 mistakes, 0 blunders.",
  );
});

test("a value reads as a chance to win, or in a cooperative game as the team's points", () => {
  assert.equal(valueText(REVIEW, 0.434), "43%");
  assert.equal(valueText({ ...REVIEW, points_scale: 50 }, 0.55), "28 points");
});
