// The parts of a drawing kept between redraws (lib/frozen.js), and the tables that keep them:
// a part is built once per owner and key, keyed as h() keys children, and holds a choice's marks
// only when it is kept under them (a card that is a choice is built anew, or kept under the
// choices it takes), so that a kept part draws the same every time.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { svg } from "../lib/dom.js";
import { cardSlots, frozen, keptChildren, unkept } from "../lib/frozen.js";
import { placeActions } from "../lib/targets.js";
import { drawTable as drawVentureForth } from "../games/venture_forth/table.js";
import { handPlays } from "../games/venture_forth/offer.js";
import { drawTable as drawWildVenture } from "../games/wild_venture/table.js";
import { engine } from "./engine.js";

/** The marks that make an element a choice (lib/choice.js). */
const MARKS = ["data-action", "data-select", "tabindex"];

/**
 * Every kept or unkept part in a drawn table (vnodes whose component is lib/frozen.js's).
 * @param {any} node
 * @returns {any[]}  their children arrays, in drawing order
 */
function parts(node) {
  /** @type {any[]} */
  const found = [];
  const walk = (/** @type {any} */ n) => {
    if (Array.isArray(n)) return n.forEach(walk);
    if (!n || typeof n !== "object" || !n.props) return;
    if (typeof n.type === "function" && n.type.name === "Frozen") found.push(n.props.children);
    walk(n.props.children);
  };
  walk(node);
  return found;
}

/**
 * Whether a node, or one inside it, carries a choice's mark.
 * @param {any} node
 * @returns {boolean}
 */
function marked(node) {
  if (Array.isArray(node)) return node.some(marked);
  if (!node || typeof node !== "object" || !node.props) return false;
  return MARKS.some((name) => node.props[name] !== undefined) || marked(node.props.children);
}

describe("a kept part", () => {
  test("is built once per owner and key, and again for another owner", () => {
    const [a, b] = [{}, {}];
    let built = 0;
    const build = () => {
      built += 1;
      return [svg("circle", { class: "dot", r: 1 })];
    };
    const first = keptChildren(a, "dot", build);
    assert.equal(keptChildren(a, "dot", build), first);
    assert.equal(built, 1);
    assert.notEqual(keptChildren(b, "dot", build), first);
    assert.equal(built, 2);
  });

  test("keys its children as h() does, and takes the key it is given among its siblings", () => {
    const part = frozen({}, "card", () => [svg("g", { "data-card": "lion" }), svg("rect", { class: "edge" })], "here");
    assert.equal(part.key, "here");
    assert.deepEqual(
      part.props.children.map((/** @type {any} */ child) => child.key),
      ["data-card=lion#0", ".edge#0"],
    );
    assert.equal(unkept([svg("g", { "data-card": "lion" })], "there").props.children[0].key, "data-card=lion#0");
  });

  test("draws its children when called outside a render", () => {
    const part = frozen({}, "x", () => ["words"]);
    assert.deepEqual(part.type(part.props), ["words"]);
  });

  test("a row's cards are keyed by code and rank, as h() keys the same cards", () => {
    assert.deepEqual(cardSlots(["a", "b", "a"]), ["data-card=a#0", "data-card=b#0", "data-card=a#1"]);
  });
});

const VF = engine("venture_forth");
const WV = engine("wild_venture");
const SEATS = [0, 1, 2].map((seat) => ({ seat, kind: seat ? "random" : "human", label: "" }));

/**
 * Venture Forth's table of a fixture position.
 * @param {string} kind
 * @param {string | null} [selected]
 * @param {any[]} [legal]  the legal actions (by default the position's)
 */
const ventureForth = (kind, selected = null, legal = VF.positions[kind].legal) => {
  const { view } = VF.positions[kind];
  const ctx = { view, catalog: VF.catalog, seats: SEATS, selected };
  return drawVentureForth({ ...ctx, place: placeActions(legal), offered: new Set(), plays: handPlays(legal) });
};

/**
 * A Wild Venture's table of a fixture position.
 * @param {string} kind
 * @param {any[]} [legal]  the legal actions (by default the position's)
 */
const wildVenture = (kind, legal = WV.positions[kind].legal) => {
  const { view } = WV.positions[kind];
  const ctx = { view, catalog: WV.catalog, seats: SEATS, selected: null };
  return drawWildVenture({ ...ctx, place: placeActions(legal), offered: new Set() });
};

/**
 * The actions of the choices marked in a node and inside it.
 * @param {any} node
 * @returns {string[]}
 */
function actions(node) {
  if (Array.isArray(node)) return node.flatMap(actions);
  if (!node || typeof node !== "object" || !node.props) return [];
  const own = node.props["data-action"];
  return [...(own === undefined ? [] : [own]), ...actions(node.props.children)];
}

describe("the tables keep what an update does not change, and a choice only under its marks", () => {
  const tables = /** @type {[string, (kind: string, selected?: null, legal?: any[]) => any, any][]} */ ([
    ["Venture Forth", ventureForth, VF],
    ["A Wild Venture", (kind, _, legal) => wildVenture(kind, legal), WV],
  ]);
  for (const [game, draw, fixtures] of tables) {
    test(`${game}: drawn twice, the same parts are the same; drawn with other choices, none of the old`, () => {
      for (const [kind, { legal }] of Object.entries(fixtures.positions)) {
        const once = parts(Object.values(draw(kind)));
        const twice = parts(Object.values(draw(kind)));
        assert.equal(once.length, twice.length, kind);
        const kept = twice.filter((children, i) => children === once[i]);
        assert.ok(kept.length > once.length / 2, `${kind}: ${kept.length} of ${once.length} parts kept`);
        assert.ok(actions(kept).every((action) => legal.some((/** @type {any} */ item) => item.action === action)));
        // the next update's choices: none (another seat decides), or others for the same cards
        const none = parts(Object.values(draw(kind, null, [])));
        assert.ok(!marked(none), `${kind}: with no legal action, a kept part holds a choice`);
        const next = legal.map((/** @type {any} */ item) => ({ ...item, action: `${item.action} next` }));
        for (const action of actions(parts(Object.values(draw(kind, null, next)))))
          assert.match(action, / next$/, `${kind}: a kept part holds the choice ${action} of an update before`);
      }
    });
  }

  test("Venture Forth: a hand card picked to play is drawn anew, pressed, and the spaces for it lit", () => {
    const { legal } = VF.positions.turn;
    const card = [...handPlays(legal).keys()][0];
    assert.ok(card, "the fixture's turn has a card to play");
    const picked = parts(Object.values(ventureForth("turn", card)));
    const pressed = picked.flat().filter((node) => node?.props?.["data-select"] === card);
    assert.equal(pressed.length, 1);
    assert.equal(pressed[0].props["aria-pressed"], "true");
  });
});
