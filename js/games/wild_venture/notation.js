// Pure: A Wild Venture's action notation (see the engine's legal_actions()) sorted by the table
// element that takes each action: a card (by code), a board space, or a button of the decision bar.

/**
 * @typedef {{action: string, text: string}} Legal
 * @typedef {{verb: string, arg: string}} Parsed
 * @typedef {{cards: Map<string, Legal[]>, spaces: Map<string, Legal>, buttons: Legal[]}} Placement
 *   cards: the actions of each card code (several verbs: a menu); spaces: `move <space>`;
 *   buttons: actions with no element of their own (end, stop, skip, chest …, invest n, trigger …)
 */

/** Verbs whose argument is a card that is clicked. */
export const CARD_VERBS = new Set([
  "play",
  "activate",
  "free",
  "enchant",
  "trash",
  "tuck",
  "draw",
  "top",
  "supply",
  "take",
  "initiate",
]);

/**
 * "play frog_wizard" -> {verb: "play", arg: "frog_wizard"}; "end" -> {verb: "end", arg: ""}.
 * @param {string} action
 * @returns {Parsed}
 */
export function parseAction(action) {
  const text = String(action).trim();
  const space = text.indexOf(" ");
  return space < 0 ? { verb: text, arg: "" } : { verb: text.slice(0, space), arg: text.slice(space + 1).trim() };
}

/**
 * Sort the legal actions by element. A starter reward (`activate S` / `upgrade S`) is a pair of
 * buttons, not a click on the card, since it is a choice between two outcomes of one reward.
 * @param {Legal[]} legal
 * @returns {Placement}
 */
export function placeActions(legal) {
  /** @type {Placement} */
  const place = { cards: new Map(), spaces: new Map(), buttons: [] };
  const upgradable = new Set(
    legal
      .map((l) => parseAction(l.action))
      .filter((p) => p.verb === "upgrade")
      .map((p) => p.arg),
  );
  for (const item of legal) {
    const { verb, arg } = parseAction(item.action);
    if (verb === "move" && arg && !place.spaces.has(arg)) place.spaces.set(arg, item);
    else if (CARD_VERBS.has(verb) && arg && !arg.includes(" ") && !(verb === "activate" && upgradable.has(arg)))
      place.cards.set(arg, [...(place.cards.get(arg) ?? []), item]);
    else place.buttons.push(item);
  }
  return place;
}

/**
 * The cards whose click opens a menu (more than one legal verb): the keys of a two-step choice.
 * @param {Legal[]} legal
 * @returns {string[]}
 */
export function menuCards(legal) {
  return [...placeActions(legal).cards].filter(([, items]) => items.length > 1).map(([code]) => code);
}
