// The puzzle panel's pure parts: the answer lit once found or shown, what the panel says, the score.
import assert from "node:assert/strict";
import { test } from "node:test";
import { puzzleHint, puzzleLine, scoreText } from "../lib/puzzle_panel.js";

const PUZZLE = {
  index: 0,
  count: 3,
  id: "venturesome-01",
  seat: 1,
  section: "Player's Turn",
  rule: "turn.play",
  status: /** @type {const} */ ("open"),
  feedback: null,
  answer: null,
  answer_text: null,
  reason: null,
  score: { solved: 0, tried: 0 },
};

test("the answer is lit only once it is found or shown, and only when the table draws it", () => {
  const legal = [{ action: "play A" }, { action: "play B" }];
  assert.equal(puzzleHint(PUZZLE, legal), null);
  const found = { ...PUZZLE, status: /** @type {const} */ ("solved"), answer: "play B", answer_text: "Play B", reason: "Why." };
  assert.deepEqual(puzzleHint(found, legal), { action: "play B", text: "Play B", reason: "Why." });
  assert.equal(puzzleHint(found, [{ action: "play A" }]), null);
  assert.equal(puzzleHint(null, legal), null);
});

test("the panel asks, then says how the puzzle stands", () => {
  assert.equal(puzzleLine(PUZZLE), "Find the best move: click it on the table.");
  assert.equal(puzzleLine({ ...PUZZLE, status: "missed" }), "Try another move, or show the answer.");
  assert.equal(puzzleLine({ ...PUZZLE, status: "solved" }), "Solved.");
  assert.equal(puzzleLine({ ...PUZZLE, status: "shown", answer_text: "Play B" }), "The answer: Play B");
});

test("the score counts first tries", () => {
  assert.equal(scoreText(PUZZLE), "No puzzle tried yet");
  assert.equal(scoreText({ ...PUZZLE, score: { solved: 2, tried: 3 } }), "Solved at the first try: 2 of 3");
});
