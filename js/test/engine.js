// The engine's output for the front end's tests (made by tests/frontend/js_fixtures.py, checked
// up to date by test_js_fixtures.py), and a reader of the drawn tables' choices.
import { readFileSync } from "node:fs";

/**
 * The catalog and, per decision kind, a position (`view`, `legal`) of a game, as the engine made them.
 * @param {"venturesome" | "wild_venture" | "venture_forth" | "adventurous" | "venture_2019"} gameId
 * @returns {{catalog: any, positions: Record<string, {view: any, legal: import("../lib/targets.js").Legal[]}>}}
 */
export function engine(gameId) {
  return JSON.parse(readFileSync(new URL(`./engine/${gameId}.json`, import.meta.url), "utf8"));
}

/**
 * Every element of a drawn table (Preact vnodes, as dom.js builds them) that has `attribute`,
 * in drawing order.
 * @param {any} node  a vnode, or a list of them
 * @param {string} attribute  e.g. "data-action"
 * @returns {{value: string, props: Record<string, any>, text: string}[]}
 */
export function marked(node, attribute) {
  /** @type {{value: string, props: Record<string, any>, text: string}[]} */
  const found = [];
  const walk = (/** @type {any} */ n) => {
    if (Array.isArray(n)) return n.forEach(walk);
    if (!n || typeof n !== "object" || !n.props) return;
    if (n.props[attribute] !== undefined) found.push({ value: n.props[attribute], props: n.props, text: words(n) });
    walk(n.props.children);
  };
  walk(node);
  return found;
}

/**
 * The text shown inside a vnode.
 * @param {any} n
 * @returns {string}
 */
function words(n) {
  if (typeof n === "string" || typeof n === "number") return String(n);
  if (Array.isArray(n)) return n.map(words).join("");
  return n && typeof n === "object" && n.props ? words(n.props.children) : "";
}

/**
 * A game's input for a fixture position, as widget.js builds it: the viewer's seat human, the
 * others random bots (counted from `original`, the view before any change a test made to it).
 * @param {any} view
 * @param {any} catalog
 * @param {any[]} legal
 * @param {string | null} [selected]
 * @param {any} [original]  the view the seats are counted from (default: `view`)
 * @returns {import("../games/index.js").RenderInput}
 */
export function renderInput(view, catalog, legal, selected = null, original = view) {
  const players = original.seats?.length ?? original.players ?? 1;
  const seats = Array.from({ length: players }, (_, seat) => ({
    seat,
    kind: seat === original.seat ? "human" : "random",
    label: "",
  }));
  return {
    view,
    catalog,
    legal,
    unavailable: [],
    log: [],
    seats,
    selected,
    lastTarget: null,
    ask: () => {},
    replies: {},
  };
}
