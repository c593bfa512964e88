// The parts of a drawing that an update seldom changes (a board's sites, a space with the card
// on it, a key of symbols), built once and kept: a redraw takes the kept part instead of building
// it again, and Preact skips it without comparing it node by node while it stays the same. This
// is what keeps an update's redraw within a frame on a board of a few hundred elements: it costs
// what changed, not what is drawn.
//
// A kept part is only read: it must not be marked afterwards (asAction, setAttrs, ...), or the
// mark would stay on it for every later redraw. So an element that takes a choice is built with
// its kept part inside (the part's nodes are not touched), or, when the choice marks the nodes
// inside it too (a card whose words are its name), built anew, or kept with its marks under a
// key that names them all (A Wild Venture's cards: wild_venture/offer.js's cardMarks).
import { createElement } from "preact";
import { keyChildren } from "./dom.js";

/** How many parts are kept for one owner: past that they are let go, and built again as they are drawn. */
const LIMIT = 2000;

/**
 * @param {{children: import("./dom.js").Child[]}} next
 * @this {{props: {children: import("./dom.js").Child[]}}}
 * @returns {boolean}
 */
function changed(next) {
  return next.children !== this.props.children;
}

/**
 * Draws its children; Preact skips it (and them) while they are the same array as last time
 * (as preact/compat's `memo` does, the component Preact draws it with is told when to update).
 * A function, so that it can also be called as one outside a render (`this` is then undefined).
 * @param {{children: import("./dom.js").Child[]}} props
 * @this {{shouldComponentUpdate?: typeof changed} | undefined}
 * @returns {import("./dom.js").Child[]}
 */
function Frozen(props) {
  if (this) this.shouldComponentUpdate = changed;
  return props.children;
}

/** The parts kept for each owner (a catalog: the parts are drawn from it), by key. */
const kept = /** @type {WeakMap<object, Map<string, import("./dom.js").Child[]>>} */ (new WeakMap());

/**
 * The children that `build` draws for `key`, built once for `owner` and kept.
 * @param {object} owner  what they are drawn from (a new owner, such as a new catalog, builds anew)
 * @param {string} key  everything the children depend on, besides the owner
 * @param {() => import("./dom.js").Child[]} build
 * @returns {import("./dom.js").Child[]}
 */
export function keptChildren(owner, key, build) {
  let parts = kept.get(owner);
  if (!parts) kept.set(owner, (parts = new Map()));
  let children = parts.get(key);
  if (!children) {
    if (parts.size >= LIMIT) parts.clear();
    children = build();
    keyChildren(children); // as h() keys an element's children: Preact matches them by what they show
    parts.set(key, children);
  }
  return children;
}

/**
 * A kept part (see keptChildren), as one child of an element: Preact skips it while it is kept.
 * Its nodes stay readable through `props.children` (what dom.js's shownText and the tests read).
 * @param {object} owner
 * @param {string} key
 * @param {() => import("./dom.js").Child[]} build
 * @param {string} [slot]  Preact's key for it among its siblings (what it shows, as dom.js keys elements)
 * @returns {import("./dom.js").El}
 */
export function frozen(owner, key, build, slot) {
  return createElement(Frozen, { children: keptChildren(owner, key, build), key: slot });
}

/**
 * Children that are not kept (a card that takes a choice now: its marks change its nodes), in
 * the same place as a kept part: a card that comes and goes between the two stays one node.
 * @param {import("./dom.js").Child[]} children
 * @param {string} [slot]  as for frozen()
 * @returns {import("./dom.js").El}
 */
export function unkept(children, slot) {
  keyChildren(children);
  return createElement(Frozen, { children, key: slot });
}

/**
 * Preact's keys for a row of cards kept as parts, by their codes, as dom.js keys a drawn card
 * (`data-card=<code>#<rank among the same code>`): Preact then moves a card rather than
 * redrawing its neighbours, and the cards' motion (lib/motion.js) finds each card's node again.
 * @param {string[]} codes
 * @returns {string[]}
 */
export function cardSlots(codes) {
  /** @type {Map<string, number>} */
  const seen = new Map();
  return codes.map((code) => {
    const rank = seen.get(code) ?? 0;
    seen.set(code, rank + 1);
    return `data-card=${code}#${rank}`;
  });
}
