// Adventurous's front end on the engine's own output (js/test/engine/adventurous.json): the
// grid's footprints, the placements of a card from the legal targets and the one the pointer
// snaps to, the map's extent, the counts against the thresholds, the decision buttons (each
// legal action once, the unavailable ones dimmed with their reason), the prompt.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  cardsToPlace,
  centredAt,
  encounterCounts,
  mapBounds,
  placeAction,
  placementsOf,
  shapeOf,
  snap,
} from "../games/adventurous/geometry.js";
import { twoLines } from "../games/adventurous/drawing.js";
import { fitBox, placingStatus, zoomBox } from "../games/adventurous/map.js";
import { decisionBar, resultPanel, scorePanel } from "../games/adventurous/panel.js";
import { eventTargets, promptSentence } from "../games/adventurous/index.js";
import { GAMES } from "../games/index.js";
import { shownText } from "../lib/dom.js";
import { engine, marked } from "./engine.js";

const ADV = engine("adventurous");
const { catalog } = ADV;

describe("Adventurous geometry", () => {
  test("a map card is 3 x 4 in portrait and 4 x 3 in landscape; a marvel 4 x 3", () => {
    assert.deepEqual([shapeOf(catalog, 5, "map", 0).width, shapeOf(catalog, 5, "map", 0).height], [3, 4]);
    assert.deepEqual([shapeOf(catalog, 5, "map", 90).width, shapeOf(catalog, 5, "map", 90).height], [4, 3]);
    const marvel = shapeOf(catalog, 5, "marvel", 90);
    assert.deepEqual([marvel.width, marvel.height, marvel.codes.length], [4, 3, 12]);
  });

  test("the placements of the card placed are exactly its legal targets", () => {
    const { view, legal } = ADV.positions.place;
    const [first] = cardsToPlace(view);
    const found = placementsOf(legal, first.card);
    const expected = legal.filter((l) => l.target.card === String(first.card));
    assert.equal(found.length, expected.length);
    for (const p of found) assert.equal(p.legal.target.space, `${p.x},${p.y}`);
  });

  test("the pointer snaps to the nearest legal placement within reach, else to none", () => {
    const shape = shapeOf(catalog, 5, "map", 0);
    const near = { legal: /** @type {any} */ ({ action: "a" }), x: 0, y: 0, orientation: 0 };
    const far = { legal: /** @type {any} */ ({ action: "b" }), x: 6, y: 0, orientation: 0 };
    assert.equal(snap([near, far], shape, { x: 1.9, y: 2.4 }), near);
    assert.equal(snap([near, far], shape, { x: 7, y: 2 }), far);
    assert.equal(snap([near, far], shape, { x: 4.5, y: 9 }), null);
    assert.deepEqual(centredAt(shape, { x: 4.5, y: 9 }), { x: 3, y: 7 });
  });

  test("the action asked about is written in the game's notation", () => {
    assert.equal(placeAction(5, "map", -1, -4, 90), "place 5 -1,-4 90");
    assert.equal(placeAction(13, "marvel", 2, -5, 90), "place 13 2,-5");
  });

  test("the map's extent holds the ship and every placed card", () => {
    const { view } = ADV.positions.place;
    const b = mapBounds(view, catalog, [], 0);
    assert.ok(b.x0 <= 0 && b.y0 <= 0 && b.x1 >= 3 && b.y1 >= 4);
    for (const p of view.placed) assert.ok(p.x >= b.x0 && p.y >= b.y0);
  });

  test("counts are measured against the ship's thresholds; whirlpools have none", () => {
    const view = {
      ship: { thresholds: { fin: 4, serpent: 3, trident: 2 } },
      counts: { fin: 5, serpent: 3, trident: 0, whirlpool: 7 },
    };
    assert.deepEqual(
      encounterCounts(view).map((c) => [c.kind, c.over]),
      [
        ["fin", true],
        ["serpent", false],
        ["trident", false],
        ["whirlpool", false],
      ],
    );
  });

  test("fitting shows the whole map, and a small one not larger than 13 x 11 spaces", () => {
    assert.deepEqual(fitBox({ x0: -10, y0: -20, x1: 10, y1: 5 }), { x: -10, y: -20, w: 20, h: 25 });
    assert.deepEqual(fitBox({ x0: -1, y0: -1, x1: 4, y1: 5 }), { x: -5, y: -3.5, w: 13, h: 11 });
  });

  test("zooming keeps the point under the pointer where it is", () => {
    const box = zoomBox({ x: 0, y: 0, w: 10, h: 8 }, 2, 5, 4);
    assert.deepEqual(box, { x: 2.5, y: 2, w: 5, h: 4 });
  });
});

describe("Adventurous table", () => {
  test("a marvel's restriction goes on two lines split near the middle when it is long", () => {
    assert.deepEqual(twoLines("may not touch another marvel"), ["may not touch", "another marvel"]);
    assert.deepEqual(twoLines("no whirlpools"), ["no whirlpools"]);
    assert.deepEqual(twoLines(""), []);
  });

  test("Adventurous is in the one list of games", () => {
    assert.equal(GAMES.adventurous.title, "Adventurous");
  });

  test("each legal turn or draw action is one button; the unavailable ones are dimmed with their reason", () => {
    for (const kind of ["action", "draw"]) {
      const { view, legal } = ADV.positions[kind];
      const unavailable = [
        {
          action: "x",
          target: { zone: "map_deck", side: "bottom", label: "Draw the bottom card" },
          text: "No (rule x).",
        },
      ];
      const bar = decisionBar(
        view,
        catalog,
        legal,
        kind === "draw" ? unavailable.filter((u) => !legal.some((l) => l.target.side === "bottom")) : [],
      );
      const actions = marked(bar, "data-action").map((m) => m.value);
      assert.deepEqual(actions.sort(), legal.map((l) => l.action).sort());
    }
    const { view, legal } = ADV.positions.action;
    const off = [
      {
        action: "explore",
        target: { zone: "button", label: "Explore" },
        text: "The map deck is empty (rule turn.explore).",
      },
    ];
    const bar = decisionBar(
      view,
      catalog,
      legal.filter((l) => l.target.zone !== "button" || l.target.side),
      off,
    );
    const dimmed = marked(bar, "aria-disabled");
    assert.equal(dimmed.length, 1);
    assert.match(shownText(bar), /The map deck is empty/);
  });

  test("the running score shows every category and the total", () => {
    const { view } = ADV.positions.place;
    const text = shownText(scorePanel(view, catalog));
    for (const key of catalog.score_sheet.categories) assert.ok(text.includes(catalog.score_sheet.labels[key]), key);
    assert.ok(text.includes(String(view.score.total)));
    assert.ok(text.includes(`${view.marvels_placed} of 5 placed`), "novice: 3 + 1 + 1 marvels");
  });

  test("the result is named from the catalog's table at the end, and not before", () => {
    const { view } = ADV.positions.place;
    assert.equal(resultPanel(view, catalog), null);
    const over = { ...view, is_over: true, outcome: { result: "successful", scores: [{ total: 44 }] } };
    assert.match(shownText(resultPanel(over, catalog)), /Successful Voyage.*44/s);
  });

  test("the prompt says how to place, and what is decided otherwise", () => {
    const { view, legal } = ADV.positions.place;
    const input = /** @type {any} */ ({ view, legal });
    assert.match(promptSentence(input), /lit spots are legal/);
    assert.match(promptSentence({ ...input, legal: [] }), /^The team is deciding/);
    assert.equal(
      promptSentence({ ...input, view: { ...view, is_over: true } }),
      "The voyage is over: see the score sheet.",
    );
  });

  test("a placement points at the card on the map, a draw at the deck and the drawn card", () => {
    assert.deepEqual(eventTargets({ type: "place", card: 5 }), ['[data-zone="map"] .vw-adv-placed [data-card="5"]']);
    assert.deepEqual(eventTargets({ type: "draw", card: 7 }), [
      '[data-testid="adv-map-deck"]',
      '[data-testid="adv-pick-7"]',
    ]);
    assert.deepEqual(eventTargets({ type: "explore" }), []);
  });

  test("the status under the tools says what to do, or why not here", () => {
    const card = { card: 5, side: "map" };
    assert.match(placingStatus(card, 3, 6, false, false, false, null), /3 lit spots/);
    assert.match(placingStatus(card, 0, 6, false, false, false, null), /press R/);
    assert.equal(
      placingStatus(card, 3, 6, false, false, true, "Too far (rule map.extend)."),
      "Not here: Too far (rule map.extend).",
    );
    assert.match(placingStatus(null, 0, 0, false, false, false, null), /zoom/);
  });
});
