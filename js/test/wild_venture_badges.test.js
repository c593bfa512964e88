// A Wild Venture's board: where space names, token badges, enchantment discs and path costs go (badges.js).
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  BADGE_H,
  COST_H,
  badgeWidth,
  costWidth,
  discBox,
  lineBoxes,
  nameLines,
  nameSize,
  overlap,
  placeBadges,
  placeBadgesOnce,
} from "../games/wild_venture/badges.js";

/** @param {Partial<import("../games/wild_venture/badges.js").SpotSpace> & {id: string, x: number, y: number}} s */
const space = (s) => ({ name: "", token: "", enchantments: 0, ...s });

/**
 * Whether `box` covers the disc of space `s` (its circle, as drawn), by more than a hair.
 * @param {{x: number, y: number, w: number, h: number}} box
 * @param {{x: number, y: number, end?: boolean}} s
 */
const onDisc = (box, s) => {
  const r = discBox(s).w / 2;
  const dx = Math.max(box.x - s.x, 0, s.x - (box.x + box.w));
  const dy = Math.max(box.y - s.y, 0, s.y - (box.y + box.h));
  return Math.hypot(dx, dy) < r - 0.05;
};

/**
 * The boxes of a space's name's lines as placed, on the board.
 * @param {import("../games/wild_venture/badges.js").Placement} placed
 * @param {{id: string, x: number, y: number}} s
 */
const lines = (placed, s) => {
  const spot = placed.names.get(s.id);
  return spot ? lineBoxes(spot).map((b) => ({ ...b, x: s.x + b.x, y: s.y + b.y })) : [];
};

/**
 * The box of a space's name as placed, on the board.
 * @param {import("../games/wild_venture/badges.js").Placement} placed
 * @param {{id: string, x: number, y: number}} s
 */
const nameBox = (placed, s) => {
  const spot = placed.names.get(s.id);
  return spot ? { ...spot.box, x: s.x + spot.box.x, y: s.y + spot.box.y } : null;
};

test("a name is written on one line, or on two with the longer line as short as can be", () => {
  assert.deepEqual(nameLines("Orchard"), [["Orchard"]]);
  assert.deepEqual(nameLines("Miller's Strongbox"), [["Miller's Strongbox"], ["Miller's", "Strongbox"]]);
  assert.deepEqual(nameLines("Goblin Market Vault"), [["Goblin Market Vault"], ["Goblin", "Market Vault"]]);
  const one = nameSize(["Miller's Strongbox"]);
  const two = nameSize(["Miller's", "Strongbox"]);
  assert.ok(two.w < one.w && two.h > one.h);
});

test("a lone space's name goes under it, a long one on two lines", () => {
  const s = space({ id: "a", x: 50, y: 50, name: "Hollow Log Hoard" });
  const placed = placeBadges([s]);
  const spot = placed.names.get("a");
  assert.ok(spot);
  assert.deepEqual(spot.lines, ["Hollow", "Log Hoard"]);
  assert.equal(spot.anchor, "middle");
  assert.ok(spot.box.y > 3.5, "below the disc");
  assert.equal(placed.names.has("nameless"), false);
});

test("names in a crowd cover no space and no other name, and stay on the board", () => {
  const crowd = [
    space({ id: "a", x: 8, y: 42, name: "Hollow Log Hoard", end: true }),
    space({ id: "b", x: 18, y: 47, name: "Witch's Cellar", end: true }),
    space({ id: "c", x: 6, y: 53, name: "Fern Grotto" }),
    space({ id: "d", x: 21, y: 58, name: "Toadstool Ring" }),
    space({ id: "e", x: 11, y: 64, name: "Owl Hollow" }),
  ];
  const placed = placeBadges(crowd);
  crowd.forEach((a, i) => {
    const box = nameBox(placed, a);
    assert.ok(box);
    assert.ok(box.x >= -2 && box.x + box.w <= 102, `${a.id} inside the board`);
    for (const line of lines(placed, a)) {
      for (const s of crowd) assert.ok(!onDisc(line, s), `${a.id}'s name on ${s.id}`);
      crowd.forEach((b, j) => {
        if (j === i) return;
        for (const other of lines(placed, b)) assert.equal(overlap(line, other), 0, `${a.id}'s name on ${b.id}'s`);
      });
    }
  });
});

test("a lone space's token goes above right, as it always has", () => {
  const { spots } = placeBadges([space({ id: "a", x: 50, y: 50, token: "+5" })]);
  const at = spots.get("a")?.token;
  assert.ok(at && at.dx > 0 && at.dy + BADGE_H <= -3.5 + 0.5);
});

test("a token does not cover the name of the space just above it, nor anything else", () => {
  const spaces = [
    space({ id: "up", x: 94, y: 44, name: "Lighthouse Locker", end: true }),
    space({ id: "low", x: 94, y: 55, name: "Beehives", token: "Nest", enchantments: 2 }),
    space({ id: "side", x: 84, y: 60 }),
  ];
  const placed = placeBadges(spaces);
  const low = spaces[1];
  const token = placed.spots.get("low")?.token;
  const discs = placed.spots.get("low")?.discs;
  assert.ok(token && discs);
  const tokenBox = { x: low.x + token.dx, y: low.y + token.dy, w: badgeWidth("Nest"), h: BADGE_H };
  const discsBox = { x: low.x + discs.dx, y: low.y + discs.dy, w: 6.8, h: 3.4 };
  const others = [discBox(spaces[0]), nameBox(placed, spaces[0]), discBox(spaces[2]), nameBox(placed, low), discsBox];
  for (const other of others) {
    if (other) assert.equal(overlap(tokenBox, other), 0);
  }
  assert.ok(tokenBox.x + tokenBox.w <= 102, "inside the board");
});

test("a path cost leaves the names of a short path's ends readable", () => {
  const spaces = [
    space({ id: "a", x: 30, y: 43, name: "Misty Moor" }),
    space({ id: "b", x: 30, y: 32, name: "Barrow Crypt", end: true }),
  ];
  const placed = placeBadges(spaces, [{ from: "a", to: "b", n: 1 }]);
  const w = costWidth(1);
  const box = { x: placed.costs[0].x - w / 2, y: placed.costs[0].y - COST_H / 2, w, h: COST_H };
  const others = [discBox(spaces[0]), discBox(spaces[1]), nameBox(placed, spaces[0]), nameBox(placed, spaces[1])];
  for (const other of others) {
    if (other) assert.equal(overlap(box, other), 0);
  }
});

test("a long path's cost sits in its middle", () => {
  const spaces = [space({ id: "a", x: 10, y: 50 }), space({ id: "b", x: 40, y: 50 })];
  assert.deepEqual(placeBadges(spaces, [{ from: "a", to: "b", n: 2 }]).costs, [{ x: 25, y: 50 }]);
});

test("the remembered placement is reused for the same board and placed anew when a badge changes", () => {
  const spaces = [space({ id: "a", x: 50, y: 50, name: "Warren" }), space({ id: "b", x: 60, y: 50 })];
  const first = placeBadgesOnce(spaces);
  assert.equal(placeBadgesOnce(spaces.map((s) => ({ ...s }))), first, "same inputs: the same placement");
  const moved = [{ ...spaces[0], token: "+5" }, spaces[1]];
  const again = placeBadgesOnce(moved);
  assert.notEqual(again, first);
  assert.deepEqual(again, placeBadges(moved));
});
