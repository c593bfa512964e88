// Legal actions placed by the engine's targets: the shared placement, and where each game's table
// puts every action of real positions (never reading the action texts).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { drawTable as drawVenturesome, endCards } from "../games/venturesome/table.js";
import { drawTable as drawWildVenture } from "../games/wild_venture/table.js";
import { menuCards } from "../games/wild_venture/offer.js";
import { elementKey, placeActions } from "../lib/targets.js";
import { engine, marked } from "./engine.js";

const VS = engine("venturesome");
const WV = engine("wild_venture");
const SEATS = [0, 1, 2].map((seat) => ({ seat, kind: seat ? "random" : "human", label: "" }));

/** @param {any} parts  a table's parts */
const all = (parts) => [parts.others, parts.middle, parts.bar, parts.own];

describe("placeActions", () => {
  test("actions on the same element are together, whatever their side or label; buttons apart", () => {
    const { legal } = VS.positions.play;
    const place = placeActions(legal);
    const key = elementKey({ zone: "hand", seat: 0, card: "PROFESSOR.MAP" });
    assert.deepEqual(place.elements.get(key)?.map((item) => item.target.side), ["left", "right"]);
    assert.equal(place.buttons.length, 0);
    const chest = placeActions(WV.positions.chest.legal);
    assert.deepEqual(
      chest.buttons.map((item) => item.target.label),
      ["Chest: tuck from hand", "Chest: activate a villager", "Chest: consider"],
    );
    assert.equal(chest.elements.size, 0);
  });

  test("an element key leaves out what is done there; absent keys equal null ones", () => {
    assert.equal(elementKey({ zone: "hand", seat: 0, card: "X" }), elementKey({ zone: "hand", seat: 0, card: "X" }));
    assert.notEqual(elementKey({ zone: "hand", seat: 0, card: "X" }), elementKey({ zone: "hand", seat: 1, card: "X" }));
    assert.notEqual(elementKey({ zone: "trash", card: "X" }), elementKey({ zone: "considering", card: "X" }));
    const second = elementKey({ zone: "expedition", seat: 1, position: 1 });
    assert.notEqual(elementKey({ zone: "expedition", seat: 1, position: 0 }), second);
  });
});

describe("Venturesome's table", () => {
  /**
   * @param {string} kind
   * @param {string | null} [selected]
   */
  const draw = (kind, selected = null) => {
    const { view, legal } = VS.positions[kind];
    return drawVenturesome({ view, catalog: VS.catalog, seats: SEATS, selected, place: placeActions(legal) });
  };

  test("a play at an end: the hand card is picked first, then an end marker plays it", () => {
    const { legal } = VS.positions.play;
    const cards = endCards(placeActions(legal));
    assert.deepEqual(cards, [...new Set(legal.map((item) => item.target.card))]);
    const before = all(draw("play"));
    assert.deepEqual(marked(before, "data-select").map((s) => s.value), cards);
    assert.deepEqual(marked(before, "data-action"), []);
    const after = marked(all(draw("play", cards[0])), "data-action");
    assert.deepEqual(
      after.map((el) => [el.value, el.props["data-side"]]),
      [
        [`play ${cards[0]} left`, "left"],
        [`play ${cards[0]} right`, "right"],
      ],
    );
  });

  for (const kind of ["threat", "other_player", "other_expedition_card", "adjacent_pair"]) {
    test(`${kind}: each legal action has one element, the one its target names`, () => {
      const { legal } = VS.positions[kind];
      const els = marked(all(draw(kind)), "data-action");
      assert.deepEqual(els.map((el) => el.value).sort(), legal.map((item) => item.action).sort());
      for (const item of legal) {
        const el = els.find((e) => e.value === item.action);
        const { zone, card, position } = item.target;
        if (zone === "threat") assert.equal(el?.props["data-threat"], card);
        if (zone === "expedition") {
          assert.equal(el?.props["data-card"], card);
          assert.equal(el?.props["data-pos"], Number(position) + 1);
        }
        if (zone === "pair") assert.equal(el?.text, `${Number(position) + 1}–${Number(position) + 2}`);
        if (zone === "seat") assert.match(el?.text ?? "", new RegExp(`^Seat ${item.target.seat}`));
        assert.equal(el?.props["aria-label"] ?? el?.props["aria-description"], item.text);
      }
    });
  }
});

describe("A Wild Venture's table", () => {
  /**
   * @param {string} kind
   * @param {{legal?: import("../lib/targets.js").Legal[], selected?: string | null}} [more]
   */
  const draw = (kind, { legal = WV.positions[kind].legal, selected = null } = {}) => {
    const { view } = WV.positions[kind];
    const parts = drawWildVenture({
      view,
      catalog: WV.catalog,
      seats: SEATS.slice(0, 2),
      selected,
      place: placeActions(legal),
      offered: new Set(),
    });
    return { parts, els: marked(all(parts), "data-action") };
  };

  for (const kind of Object.keys(WV.positions)) {
    test(`${kind}: each legal action has one element; a card's or a space's is the one its target names`, () => {
      const { legal } = WV.positions[kind];
      const { parts, els } = draw(kind);
      assert.deepEqual(els.map((el) => el.value).sort(), legal.map((item) => item.action).sort());
      const buttons = marked(parts.bar, "data-action");
      for (const item of legal) {
        const el = els.find((e) => e.value === item.action);
        const { zone, card, space, label } = item.target;
        if (zone === "button") assert.equal(buttons.find((b) => b.value === item.action)?.text, label);
        else if (zone === "board") assert.equal(el?.props["data-space"], space);
        else assert.equal(el?.props["data-card"], card);
      }
    });
  }

  test("the starter reward's two buttons say what each does, from the targets", () => {
    const { parts } = draw("starter_reward");
    assert.deepEqual(marked(parts.bar, "data-action").map((b) => b.text), ["Activate Nest", "Upgrade Nest"]);
  });

  test("several actions on one card are a menu of their labels, opened by picking the card", () => {
    const { legal } = WV.positions.consider_draw;
    const card = String(legal[0].target.card);
    const menu = ["Tuck", "Trash", "Put back on top"].map((label, i) => ({
      action: `choice ${i}`,
      text: `what choice ${i} does`,
      target: { zone: "considering", card, label },
    }));
    const both = [...legal, ...menu];
    assert.deepEqual(menuCards(placeActions(both)), [card]);
    const closed = draw("consider_draw", { legal: both });
    assert.equal(marked(all(closed.parts), "data-select")[0].value, card);
    assert.ok(!closed.els.some((el) => el.value === legal[0].action));
    const open = draw("consider_draw", { legal: both, selected: card });
    const verbs = marked(all(open.parts), "data-action").filter((el) => el.props.class?.includes("vw-wv-verb"));
    assert.deepEqual(verbs.map((el) => el.text), ["Draw", "Tuck", "Trash", "Put back on top"]);
  });

  test("an action whose card is not on the table is a button with the label and the card's name", () => {
    const legal = [{ action: "x", text: "play it", target: { zone: "trash", card: "frog_wizard", label: "Play" } }];
    const { parts } = draw("turn", { legal });
    assert.deepEqual(marked(parts.bar, "data-action").map((b) => [b.value, b.text]), [["x", "Play Frog wizard"]]);
  });
});
