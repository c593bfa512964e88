// The level picker's pure parts: the options of a bot seat, the seats New game sends, the picks forgotten.
import assert from "node:assert/strict";
import { test } from "node:test";
import { chosenSeats, levelOptions, settlePicks } from "../lib/levels.js";

const LEVELS = [
  { name: "beginner", spec: "random" },
  { name: "easy", spec: "greedy" },
  { name: "hard", spec: "mcts:1000" },
];
const SEATS = [
  { seat: 0, kind: "human", label: "Seat 0 (you)" },
  { seat: 1, kind: "hard", label: "Seat 1 (hard bot)" },
  { seat: 2, kind: "mcts:300", label: "Seat 2 (mcts:300 bot)" },
];

test("a bot seat offers the levels, and its own name first when that is no level", () => {
  assert.deepEqual(levelOptions(LEVELS, "hard"), ["beginner", "easy", "hard"]);
  assert.deepEqual(levelOptions(LEVELS, "mcts:300"), ["mcts:300", "beginner", "easy", "hard"]);
  assert.deepEqual(levelOptions(LEVELS, "greedy"), ["greedy", "beginner", "easy", "hard"]);
});

test("New game sends the seats with the levels picked, or nothing when no pick changes a seat", () => {
  assert.equal(chosenSeats(SEATS, new Map()), null);
  assert.equal(chosenSeats(SEATS, new Map([[1, "hard"]])), null);
  assert.deepEqual(chosenSeats(SEATS, new Map([[2, "easy"]])), ["human", "hard", "easy"]);
  assert.deepEqual(chosenSeats(SEATS, new Map([[1, "beginner"], [2, "hard"]])), ["human", "beginner", "hard"]);
});

test("a pick is forgotten once the seat has it, kept while it differs", () => {
  const picks = new Map([[1, "easy"], [2, "mcts:300"]]);
  settlePicks(SEATS, picks);
  assert.deepEqual([...picks], [[1, "easy"]]);
  settlePicks([SEATS[0], { ...SEATS[1], kind: "easy" }, SEATS[2]], picks);
  assert.deepEqual([...picks], []);
});
