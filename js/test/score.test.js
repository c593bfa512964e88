import assert from "node:assert/strict";
import { test } from "node:test";
import { scoreSheet } from "../lib/score.js";
import { engine } from "./engine.js";

const SCORE_SPEC = engine("venturesome").catalog.score_sheet;

const OUTCOME = {
  scores: [
    { total: 10, gems: 3, artifacts: 3, artifact_sets: 0, maps: 4 },
    { total: 12, gems: 4, artifacts: 4, artifact_sets: 4, maps: 0 },
  ],
  cards: [7, 9],
  winners: [1],
  reasoning: [
    { rule: "scoring.most_points", seats: [1], text: "Most points: 12, seat 1." },
    { rule: "scoring.winner", seats: [1], text: "Seat 1 wins." },
  ],
};

test("rows follow the game's categories, then cards, then the total", () => {
  const sheet = scoreSheet(OUTCOME, SCORE_SPEC);
  assert.deepEqual(
    sheet.rows.map((r) => r.key),
    ["gems", "artifacts", "artifact_sets", "maps", "cards", "total"],
  );
  assert.deepEqual(sheet.rows.at(-1), { key: "total", label: "Total", values: [10, 12], total: true });
  assert.deepEqual(sheet.rows[4].values, [7, 9]);
  assert.equal(sheet.rows[2].label, "Sets of 3 identical artifacts (4 each)");
  assert.deepEqual(sheet.seats, [0, 1]);
  assert.deepEqual(sheet.winners, [1]);
  assert.deepEqual(sheet.reasoning, [
    { rule: "scoring.most_points", text: "Most points: 12, seat 1." },
    { rule: "scoring.winner", text: "Seat 1 wins." },
  ]);
});

test("categories the game did not list still show, with a readable label", () => {
  const sheet = scoreSheet(
    { scores: [{ total: 1, bonus_points: 1 }], winners: [] },
    { categories: ["gems"], labels: {} },
  );
  assert.deepEqual(
    sheet.rows.map((r) => [r.key, r.label]),
    [
      ["bonus_points", "bonus points"],
      ["total", "Total"],
    ],
  );
});
