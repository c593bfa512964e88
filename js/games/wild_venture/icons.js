// Pure: small drawings of our own in a 24×24 box: card kinds, enchantment glyphs, the coin, the trash;
// which glyph a reward is drawn with, and the look of each enchantment type.
// Each has its own silhouette, so colour is never the only cue.

/** @typedef {{tag: "path" | "polygon" | "circle" | "rect" | "text", attrs: Record<string, string | number>, text?: string}} Shape */

const FILL = { fill: "currentColor" };
const LINE = { fill: "none", stroke: "currentColor", "stroke-linecap": "round", "stroke-linejoin": "round" };

/** @type {Record<string, Shape[]>} the kind of a card */
export const KIND_ICONS = {
  villager: [
    { tag: "circle", attrs: { cx: 12, cy: 7, r: 4.2, ...FILL } },
    { tag: "path", attrs: { d: "M4 21c0-5 3.6-8 8-8s8 3 8 8z", ...FILL } },
  ],
  gear: [
    { tag: "circle", attrs: { cx: 12, cy: 12, r: 7.5, ...LINE, "stroke-width": 4.5, "stroke-dasharray": "3.1 2.8" } },
    { tag: "circle", attrs: { cx: 12, cy: 12, r: 5.6, ...LINE, "stroke-width": 2.4 } },
  ],
  building: [
    { tag: "polygon", attrs: { points: "12,2.5 22,11 19,11 19,21.5 5,21.5 5,11 2,11", ...FILL } },
    { tag: "rect", attrs: { x: 10, y: 14.5, width: 4, height: 7, fill: "var(--wv-card-bg, #fbf7ec)" } },
  ],
  starter: [
    { tag: "path", attrs: { d: "M12 22V11", ...LINE, "stroke-width": 2.2 } },
    { tag: "path", attrs: { d: "M12 12C12 6 8 3 3 3c0 5 3 9 9 9z", ...FILL } },
    { tag: "path", attrs: { d: "M12 15c0-5 3.5-8 9-8 0 5-3.5 8-9 8z", ...FILL } },
  ],
};

/** @type {Record<string, Shape[]>} the glyph of an enchantment token (white on its colour) */
export const ENCHANT_GLYPHS = {
  moon: [{ tag: "path", attrs: { d: "M15.5 3.5a8.5 8.5 0 1 0 5 14.2A7 7 0 0 1 15.5 3.5z", ...FILL } }],
  sun: [
    { tag: "circle", attrs: { cx: 12, cy: 12, r: 4.6, ...FILL } },
    {
      tag: "path",
      attrs: {
        d: "M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1",
        ...LINE,
        "stroke-width": 2,
      },
    },
  ],
  star: [
    {
      tag: "polygon",
      attrs: { points: "12,2 14.9,8.6 22,9.3 16.6,14 18.2,21 12,17.3 5.8,21 7.4,14 2,9.3 9.1,8.6", ...FILL },
    },
  ],
};

/** The coin: a disc with a rim (coins in a player's area, supplies on cards, costs). */
export const COIN = [
  { tag: "circle", attrs: { cx: 12, cy: 12, r: 10, fill: "#f2c14e", stroke: "#9a6b00", "stroke-width": 1.6 } },
  { tag: "circle", attrs: { cx: 12, cy: 12, r: 6.5, fill: "none", stroke: "#9a6b00", "stroke-width": 1 } },
];

/** The trash: a bin with its lid (a path's cost of trashing cards). */
export const TRASH = [
  { tag: "path", attrs: { d: "M3.5 6.5h17M9 6.5V3.5h6v3M5.8 6.5 7.2 21h9.6l1.4-14.5", ...LINE, "stroke-width": 2.4 } },
  { tag: "path", attrs: { d: "M10 10.5v7M14 10.5v7", ...LINE, "stroke-width": 1.8 } },
];

/** @type {Record<string, string>} the glyph drawn in a space for each kind of reward (board.js's glyph()) */
const REWARD_ICONS = { gain: "coin", draw: "card", starter: "starter", chest: "chest", enchant: "enchant" };

/**
 * Which glyph a space's reward is drawn with (its words come from the catalog).
 * @param {{kind: string} | null | undefined} reward
 * @returns {string}  coin, card, starter, chest, enchant, home (no reward) or other
 */
export function rewardIcon(reward) {
  return reward ? (REWARD_ICONS[reward.kind] ?? "other") : "home";
}

/** @type {Record<string, {colour: string, glyph: string}>} the look of known enchantment types */
const ENCHANTMENTS = {
  moon: { colour: "#5c6bc0", glyph: "moon" },
  sun: { colour: "#f9a825", glyph: "sun" },
  star: { colour: "#8e24aa", glyph: "star" },
};
const PALETTE = ["#00897b", "#d81b60", "#6d4c41", "#3949ab", "#7cb342", "#f4511e"];

/**
 * The colour and glyph of an enchantment token of any type: known types have their own
 * shape; others get a colour from their name and their initial as the glyph.
 * @param {string} type
 * @returns {{colour: string, glyph: string, letter: string}}
 */
export function enchantStyle(type) {
  const known = ENCHANTMENTS[type];
  const letter = String(type).charAt(0).toUpperCase();
  if (known) return { ...known, letter };
  let hash = 0;
  for (const ch of String(type)) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return { colour: PALETTE[hash % PALETTE.length], glyph: "letter", letter };
}
