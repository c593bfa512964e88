// Arrow keys within a row of choices (lib/rows.js): where the focus goes from the centres of the
// row's elements.
import assert from "node:assert/strict";
import { test } from "node:test";
import { moveIndex, nearestIndex } from "../lib/rows.js";

/** A hand of five cards 50 px apart wrapping after three: two lines 80 px apart. */
const WRAPPED = [
  { x: 25, y: 40 },
  { x: 75, y: 40 },
  { x: 125, y: 40 },
  { x: 25, y: 120 },
  { x: 75, y: 120 },
];

/** A column of buttons. */
const COLUMN = [
  { x: 50, y: 10 },
  { x: 50, y: 40 },
  { x: 50, y: 70 },
];

test("Left and Right go to the neighbour on the same line", () => {
  assert.equal(moveIndex("ArrowRight", 0, WRAPPED), 1);
  assert.equal(moveIndex("ArrowLeft", 1, WRAPPED), 0);
});

test("at the end of a line Right goes on to the next line, and Left back", () => {
  assert.equal(moveIndex("ArrowRight", 2, WRAPPED), 3);
  assert.equal(moveIndex("ArrowLeft", 3, WRAPPED), 2);
});

test("Up and Down go to the line above or below", () => {
  assert.equal(moveIndex("ArrowDown", 1, WRAPPED), 4);
  assert.equal(moveIndex("ArrowUp", 3, WRAPPED), 0);
});

test("a vertical row moves with Up and Down, and with Left and Right in reading order", () => {
  assert.equal(moveIndex("ArrowDown", 0, COLUMN), 1);
  assert.equal(moveIndex("ArrowUp", 2, COLUMN), 1);
  assert.equal(moveIndex("ArrowRight", 1, COLUMN), 2);
  assert.equal(moveIndex("ArrowLeft", 1, COLUMN), 0);
});

test("the ends stop the focus; Home and End go to the first and the last", () => {
  assert.equal(moveIndex("ArrowLeft", 0, WRAPPED), 0);
  assert.equal(moveIndex("ArrowRight", 4, WRAPPED), 4);
  assert.equal(moveIndex("Home", 3, WRAPPED), 0);
  assert.equal(moveIndex("End", 0, WRAPPED), 4);
});

test("other keys are no move", () => {
  assert.equal(moveIndex("Enter", 0, WRAPPED), -1);
  assert.equal(moveIndex("a", 0, WRAPPED), -1);
});

test("the nearest that way prefers a step along to a step across", () => {
  const board = [
    { x: 50, y: 50 },
    { x: 70, y: 80 }, // below, a little to the side
    { x: 50, y: 140 }, // straight below, farther
    { x: 90, y: 50 }, // to the right: not below
  ];
  assert.equal(nearestIndex(board, 0, "down"), 1);
  assert.equal(nearestIndex(board, 0, "up"), -1);
  assert.equal(nearestIndex(board, 0, "right"), 3);
});
