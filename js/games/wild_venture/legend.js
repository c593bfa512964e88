// DOM: the key of the adventure board: each of its symbols, drawn as on the board, with a few
// words on what it means (our own words; see the rulebook's Adventuring and Claiming a Reward).
// The symbols are drawn from the catalog's boards and words, as the board draws them.
import { h, svg } from "../../lib/dom.js";
import { R } from "./badges.js";
import { costBadge, enchantDiscs, glyph, tokenBadge } from "./board.js";

/**
 * @typedef {import("./catalog.js").Catalog} Catalog
 * @typedef {{kind: string, value?: any} | null} Reward
 * @typedef {{reward: Reward, glyph?: string, short?: string}} KeySpace  a space of the catalog's boards
 */

/**
 * A space of the catalog's boards with this reward (its words as the board shows them).
 * @param {Catalog} catalog
 * @param {Reward} reward
 * @returns {KeySpace}
 */
function sample(catalog, reward) {
  const spaces = Object.values(catalog?.boards ?? {}).flatMap((b) => b.spaces ?? []);
  const same = (/** @type {Reward} */ r) =>
    (r?.kind ?? null) === (reward?.kind ?? null) && (r?.value ?? null) === (reward?.value ?? null);
  return spaces.find((/** @type {KeySpace} */ s) => same(s.reward)) ?? { reward };
}

/**
 * A path's cost of one of the catalog's boards, of `kind` and `n`, with its badge.
 * @param {Catalog} catalog
 * @param {string} kind
 * @param {number} n
 * @returns {import("./board.js").Cost}
 */
function sampleCost(catalog, kind, n) {
  const edges = Object.values(catalog?.boards ?? {}).flatMap((b) => b.edges ?? []);
  const costs = edges.map((/** @type {any} */ e) => e.cost);
  return costs.find((c) => c?.kind === kind && c?.n === n) ?? { kind, n, label: "" };
}

/**
 * A space as the board draws it, at (x, y).
 * @param {KeySpace} s
 * @param {number} x
 * @param {{end?: boolean, lit?: boolean}} [options]  end: the ring of a path's end; lit: a space one may move to
 * @returns {SVGElement}
 */
function space(s, x, { end = false, lit = false } = {}) {
  const reward = s.reward;
  const kind = reward?.kind ?? "home";
  return svg(
    "g",
    {
      class: `vw-wv-space vw-wv-r-${kind}${lit ? " vw-wv-reachable" : ""}`,
      transform: `translate(${x} 0)`,
      "data-species": kind === "starter" ? String(reward?.value) : null,
    },
    [
      lit ? svg("circle", { class: "vw-wv-halo", r: R + 1.8 }) : null,
      end ? svg("circle", { class: "vw-wv-end-ring", r: R + 0.9 }) : null,
      svg("circle", { class: "vw-wv-disc", r: R }),
      ...glyph(s),
    ],
  );
}

/**
 * A small drawing of board things, `width` units wide and as high as a space.
 * @param {number} width
 * @param {(SVGElement | null)[]} things
 * @returns {SVGElement}
 */
function drawing(width, things) {
  return svg(
    "svg",
    { class: "vw-wv-key-icon", viewBox: `-5.5 -5.5 ${width} 11`, "aria-hidden": "true", focusable: "false" },
    things,
  );
}

/**
 * @param {Catalog} catalog
 * @returns {[SVGElement, string][]} each symbol and what it means
 */
function entries(catalog) {
  const at = (/** @type {Reward} */ reward) => sample(catalog, reward);
  const plus5 = catalog?.words?.tokens?.plus5?.badge ?? "";
  const pawn = (/** @type {number} */ x, /** @type {string} */ species) =>
    svg("g", { class: "vw-wv-pawn", transform: `translate(${x} 0.4) scale(0.85)`, "data-species": species }, [
      svg("path", { d: "M-2 3.2C-2 0.8 -1.2 -0.2 0 -0.2S2 0.8 2 3.2Z" }),
      svg("circle", { cy: -1.5, r: 1.45 }),
    ]);
  return [
    [drawing(11, [space(at({ kind: "gain", value: 2 }), 0)]), "Gain that many coins"],
    [drawing(11, [space(at({ kind: "draw", value: 1 }), 0)]), "Draw that many cards"],
    [
      drawing(27, [
        space(at({ kind: "starter", value: "crow" }), 0),
        space(at({ kind: "starter", value: "frog" }), 8),
        space(at({ kind: "starter", value: "rabbit" }), 16),
      ]),
      "Activate or upgrade your Nest, Lilypad or Warren",
    ],
    [
      drawing(27, [
        space(at({ kind: "chest", value: "iron" }), 0),
        space(at({ kind: "chest", value: "gold" }), 8),
        space(at({ kind: "chest", value: "ruby" }), 16),
      ]),
      "Iron, Gold or Ruby chest: choose one of its rewards",
    ],
    [drawing(11, [space(at({ kind: "enchant", value: null }), 0)]), "Enchantment: take a token waiting there"],
    [drawing(11, [space(at(null), 0)]), "Home: every adventurer starts here"],
    [
      drawing(11, [space(at({ kind: "chest", value: "iron" }), 0, { end: true })]),
      "End of a path: back home after the turn",
    ],
    [
      drawing(16, [
        costBadge({ x: -1.5, y: 0 }, sampleCost(catalog, "pay", 1)),
        costBadge({ x: 6.5, y: 0 }, sampleCost(catalog, "trash", 1)),
      ]),
      "Path cost: pay coins, or trash cards from your hand",
    ],
    [
      drawing(11, [tokenBadge({ kind: "plus5", badge: plus5 }, { dx: -2.25, dy: -1.75 })]),
      "Token: its reward, once, instead of the space's",
    ],
    [drawing(11, enchantDiscs(["moon", "sun"], { dx: -3.4, dy: -1.7 })), "Enchantment tokens waiting on a space"],
    [drawing(11, [pawn(-1.8, "crow"), pawn(1.8, "frog")]), "Adventurers, in their species' colour"],
    [drawing(11, [space(at({ kind: "gain", value: 1 }), 0, { lit: true })]), "Lit: you may move there now"],
  ];
}

/**
 * The board's key, which opens over the board (its state is kept, see keep.js).
 * @param {Catalog} catalog
 * @returns {HTMLElement}
 */
export function boardKey(catalog) {
  return h("details", { class: "vw-wv-key", "data-keep-open": "board-key", "data-testid": "vw-board-key" }, [
    h("summary", { class: "vw-zone-label", text: "Board key" }),
    h(
      "ul",
      { class: "vw-wv-key-list" },
      entries(catalog).map(([icon, text]) => h("li", {}, [icon, h("span", { text })])),
    ),
  ]);
}
