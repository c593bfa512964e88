// A Wild Venture's board: where token badges, enchantment discs and path costs go (badges.js).
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  BADGE_H,
  COST_H,
  badgeWidth,
  costWidth,
  discBox,
  labelBox,
  overlap,
  placeBadges,
} from "../games/wild_venture/badges.js";

/** @param {Partial<import("../games/wild_venture/badges.js").SpotSpace> & {id: string, x: number, y: number}} s */
const space = (s) => ({ short: "", token: "", enchantments: 0, ...s });

test("a lone space's token goes above right, as it always has", () => {
  const { spots } = placeBadges([space({ id: "a", x: 50, y: 50, token: "+5" })]);
  const at = spots.get("a")?.token;
  assert.ok(at && at.dx > 0 && at.dy + BADGE_H <= -3.5 + 0.5);
});

test("a token does not cover the label of the space just above it, nor anything else", () => {
  const spaces = [
    space({ id: "up", x: 94, y: 44, short: "Iron", end: true }),
    space({ id: "low", x: 94, y: 55, short: "Nest", token: "Nest", enchantments: 2 }),
    space({ id: "side", x: 84, y: 60 }),
  ];
  const { spots } = placeBadges(spaces);
  const low = spaces[1];
  const token = spots.get("low")?.token;
  const discs = spots.get("low")?.discs;
  assert.ok(token && discs);
  const tokenBox = { x: low.x + token.dx, y: low.y + token.dy, w: badgeWidth("Nest"), h: BADGE_H };
  const discsBox = { x: low.x + discs.dx, y: low.y + discs.dy, w: 6.8, h: 3.4 };
  for (const other of [discBox(spaces[0]), labelBox(spaces[0]), discBox(spaces[2]), labelBox(low), discsBox]) {
    if (other) assert.equal(overlap(tokenBox, other), 0);
  }
  assert.ok(tokenBox.x + tokenBox.w <= 102, "inside the board");
});

test("a path cost leaves the labels of a short path's ends readable", () => {
  const spaces = [space({ id: "a", x: 30, y: 43 }), space({ id: "b", x: 30, y: 32, short: "Ruby", end: true })];
  const { costs } = placeBadges(spaces, [{ from: "a", to: "b", n: 1 }]);
  const w = costWidth(1);
  const box = { x: costs[0].x - w / 2, y: costs[0].y - COST_H / 2, w, h: COST_H };
  for (const other of [discBox(spaces[0]), discBox(spaces[1]), labelBox(spaces[1])]) {
    if (other) assert.equal(overlap(box, other), 0);
  }
});

test("a long path's cost sits in its middle", () => {
  const spaces = [space({ id: "a", x: 10, y: 50 }), space({ id: "b", x: 40, y: 50 })];
  assert.deepEqual(placeBadges(spaces, [{ from: "a", to: "b", n: 2 }]).costs, [{ x: 25, y: 50 }]);
});
