import assert from "node:assert/strict";
import { test } from "node:test";
import { CARD_W, boardCard } from "../games/venture_forth/board.js";
import { expeditionRow, groupHand } from "../games/venturesome/layout.js";
import { more, room } from "../lib/fit_room.js";
import { otherSeats } from "../lib/seats.js";
import { countOf } from "../lib/words.js";

test("other seats go clockwise from the viewer's left; a spectator sees all", () => {
  assert.deepEqual(otherSeats(4, 2), [3, 0, 1]);
  assert.deepEqual(otherSeats(3, 0), [1, 2]);
  assert.deepEqual(otherSeats(3, null), [0, 1, 2]);
});

test("identical cards group with a count; unseen cards count as backs", () => {
  assert.deepEqual(groupHand(["GUIDE.GEM1", "GUIDE.GEM1", "REPORTER.MAP", null, null]), {
    faces: [
      { code: "GUIDE.GEM1", count: 2 },
      { code: "REPORTER.MAP", count: 1 },
    ],
    backs: 2,
  });
  assert.deepEqual(groupHand([]), { faces: [], backs: 0 });
});

test("expedition row: end markers outside, pair markers between their cards", () => {
  const row = expeditionRow(["A.MAP", "B.RING", "C.ANKH"], { ends: ["left", "right"], pairs: [2, 3] });
  assert.deepEqual(row, [
    { kind: "end", side: "left" },
    { kind: "card", code: "A.MAP", pos: 1 },
    { kind: "card", code: "B.RING", pos: 2 },
    { kind: "pair", first: 2 },
    { kind: "card", code: "C.ANKH", pos: 3 },
    { kind: "end", side: "right" },
  ]);
  assert.deepEqual(expeditionRow([]), []);
});

test("countOf", () => {
  assert.equal(countOf(1), "1 card");
  assert.equal(countOf(0), "0 cards");
  assert.equal(countOf(3, "threat"), "3 threats");
});

test("Venture Forth's board cards: words too long for the card at 2.2 units are narrowed to it", () => {
  /** @param {any} card */
  const texts = (card) =>
    [card.props.children].flat(2).filter((/** @type {any} */ c) => c?.type === "text").map((c) => c.props);
  const info = { code: "x", name: "Caucasian Eagle", kind: "enemy", region: "mountains", power: 5 };
  const words = texts(boardCard(info, false));
  const kind = words.find((w) => w.class === "vw-vf-bc-kind");
  assert.equal(kind.lengthAdjust, "spacingAndGlyphs"); // "ENEMY" beside the power badge
  assert.ok(kind.textLength < CARD_W / 2 + 2);
  const names = words.filter((w) => w.class === "vw-vf-bc-name");
  assert.deepEqual(
    names.map((w) => [w.children, w.textLength != null]),
    [
      ["Caucasian", true],
      ["Eagle", false],
    ],
  );
  const adventurer = texts(boardCard({ ...info, name: "Minotaur", kind: "adventurer" }, false));
  assert.equal(adventurer.find((w) => w.class === "vw-vf-bc-kind").textLength, undefined);
  assert.equal(adventurer.find((w) => w.class === "vw-vf-bc-name").textLength, CARD_W - 0.8);
});

test("a growing part gets the window's height less what lies above it and under it in its area", () => {
  // 779 px of notebook; the part 240 px under the table's top; 12 px of its area under it; 8 px kept
  assert.equal(room({ viewport: 779, table: 100, part: { top: 340, bottom: 900 }, area: 912 }), 519);
  // a part at the bottom of its area: only the margin is kept under it
  assert.equal(room({ viewport: 779, table: 0, part: { top: 300, bottom: 500 }, area: 500 }), 471);
  // no room left at all: none, never less (the CSS gives its floor)
  assert.equal(room({ viewport: 400, table: 0, part: { top: 600, bottom: 700 }, area: 720 }), 0);
});

test("a growing part says which way it holds more than it shows, a pixel of rounding aside", () => {
  assert.equal(more({ scrollTop: 0, scrollHeight: 900, clientHeight: 500 }), "below");
  assert.equal(more({ scrollTop: 200, scrollHeight: 900, clientHeight: 500 }), "both");
  assert.equal(more({ scrollTop: 400, scrollHeight: 900, clientHeight: 500 }), "above");
  assert.equal(more({ scrollTop: 0, scrollHeight: 501, clientHeight: 500 }), null);
  assert.equal(more({ scrollTop: 0.5, scrollHeight: 500, clientHeight: 500 }), null);
});
