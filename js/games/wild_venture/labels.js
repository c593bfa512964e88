// Pure: the short words drawn on buttons, board costs, rewards and tokens.
import { sentenceCase } from "../../lib/words.js";
import { parseAction } from "./notation.js";

/** @type {Record<string, string>} the starter of each species (a starter reward names the species) */
const STARTER_OF = { crow: "Nest", frog: "Lilypad", rabbit: "Warren" };

/** @type {Record<string, string>} the verb of a card's menu button */
const VERBS = {
  play: "Play",
  activate: "Activate",
  free: "Free action",
  enchant: "Enchant",
  trash: "Trash",
  tuck: "Tuck",
  draw: "Draw",
  top: "Put back on top",
  supply: "Add a supply",
  take: "Take",
  initiate: "Choose",
};

/** @type {Record<string, string>} what `chest <option>` does */
const CHEST = {
  tuck: "Chest: tuck from hand",
  supply: "Chest: add a supply",
  consider: "Chest: consider",
  activate: "Chest: activate a villager",
  search: "Chest: search the trash",
};

/**
 * The word of a card's menu button for `action` ("Draw", "Put back on top", ...).
 * @param {string} action
 * @returns {string}
 */
export function verbLabel(action) {
  const { verb } = parseAction(action);
  return VERBS[verb] ?? sentenceCase(verb);
}

/**
 * The text of a decision-bar button.
 * @param {string} action
 * @param {(code: string) => string} name   a card's name
 * @returns {string}
 */
export function buttonLabel(action, name) {
  const { verb, arg } = parseAction(action);
  switch (verb) {
    case "end":
      return "End turn";
    case "stop":
      return "Stop here";
    case "skip":
      return "Skip";
    case "chest":
      return CHEST[arg] ?? `Chest: ${arg}`;
    case "invest":
      return `Invest ${arg}`;
    case "trigger":
      return `Resolve ${name(arg)} next`;
    case "upgrade":
      return `Upgrade ${name(arg)}`;
    default:
      return arg ? `${VERBS[verb] ?? sentenceCase(verb)} ${name(arg)}` : sentenceCase(verb);
  }
}

/**
 * A path's cost badge: "1 coin", "2 coins", "trash 1".
 * @param {{kind: string, n: number} | null | undefined} cost
 * @returns {string}
 */
export function costLabel(cost) {
  if (!cost) return "";
  if (cost.kind === "pay") return `${cost.n} coin${cost.n === 1 ? "" : "s"}`;
  return `${cost.kind} ${cost.n}`;
}

/**
 * The glyph inside a space: what its reward is at a glance (the label below says it in words).
 * @param {{kind: string, value?: any} | null | undefined} reward
 * @returns {{icon: string, text: string}}  icon: a key of icons.js's REWARD_ICONS
 */
export function rewardGlyph(reward) {
  if (!reward) return { icon: "home", text: "" };
  const value = reward.value ?? "";
  switch (reward.kind) {
    case "gain":
      return { icon: "coin", text: String(value) };
    case "draw":
      return { icon: "card", text: String(value) };
    case "starter":
      return { icon: "starter", text: (STARTER_OF[String(value)] ?? String(value)).charAt(0).toUpperCase() };
    case "chest":
      return { icon: "chest", text: "" };
    case "enchant":
      return { icon: "enchant", text: "" };
    default:
      return { icon: "other", text: String(value) };
  }
}

/**
 * Words for a reward, when the space has no label of its own.
 * @param {{kind: string, value?: any} | null | undefined} reward
 * @returns {string}
 */
export function rewardText(reward) {
  if (!reward) return "Home";
  const value = reward.value ?? "";
  switch (reward.kind) {
    case "gain":
      return `Gain ${value}`;
    case "draw":
      return `Draw ${value}`;
    case "starter":
      return STARTER_OF[String(value)] ?? sentenceCase(String(value));
    case "chest":
      return `${sentenceCase(String(value))} chest`;
    case "enchant":
      return "Enchantment";
    default:
      return sentenceCase(`${reward.kind} ${value}`);
  }
}

/**
 * The short word under a space, where the glyph alone does not say it: the chest's metal, the
 * starter's name; "" for coins, cards, enchantments and Home (their glyph is enough).
 * @param {{kind: string, value?: any} | null | undefined} reward
 * @returns {string}
 */
export function rewardShort(reward) {
  if (reward?.kind === "chest") return sentenceCase(String(reward.value ?? ""));
  if (reward?.kind === "starter") return STARTER_OF[String(reward.value)] ?? sentenceCase(String(reward.value ?? ""));
  return "";
}

/**
 * A board token's badge: "+5", "Nest", "Gold" (the Gold Chest token).
 * @param {{kind: string} | null | undefined} token
 * @returns {string}
 */
export function tokenLabel(token) {
  if (!token) return "";
  if (token.kind === "plus5") return "+5";
  if (token.kind === "gold_chest") return "Gold";
  return sentenceCase(token.kind);
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

/**
 * "2 supplies", "1 supply".
 * @param {number} n
 * @returns {string}
 */
export function suppliesText(n) {
  return `${n} ${n === 1 ? "supply" : "supplies"}`;
}
