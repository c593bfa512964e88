// Pure: the table elements each A Wild Venture event involves (CSS selectors), for the highlight.
// Events are `{type, rule, text, seat?, ...}`; a card is named by `card` (or `code`), a space by
// `space` (or `to`); whatever is missing just highlights less.

/**
 * @typedef {{type: string, seat?: number, card?: string, code?: string, space?: string, to?: string,
 *   owner?: number}} GameEvent
 */

/** @param {string} zone @param {number} [seat] */
const zone = (zone, seat) =>
  seat === undefined ? `[data-zone="${zone}"]` : `[data-zone="${zone}"][data-seat="${seat}"]`;
/** @param {GameEvent} e */
const code = (e) => e.card ?? e.code;
/** a card of the seat's area (or anywhere, when the seat is not known) @param {GameEvent} e @param {number} [seat] */
const card = (e, seat = e.seat) => {
  const c = code(e);
  if (!c) return [];
  return seat === undefined ? [`[data-card="${c}"]`] : [`[data-seat-area="${seat}"] [data-card="${c}"]`];
};
/** @param {GameEvent} e */
const space = (e) => {
  const s = e.space ?? e.to;
  return s ? [`[data-space="${s}"]`] : [];
};

/** @type {Record<string, (e: GameEvent) => string[]>} */
const TARGETS = {
  play: (e) => card(e),
  activate: (e) => card(e),
  free: (e) => card(e),
  enchant: (e) => [...card(e), zone("enchantments", e.seat)],
  upgrade: (e) => card(e),
  supply: (e) => card(e),
  invest: (e) => [...card(e), zone("coins", e.seat)],
  gain: (e) => [zone("coins", e.seat)],
  draw: (e) => [zone("deck"), zone("hand", e.seat)],
  tuck: (e) => [zone("tucked", e.seat)],
  trash: () => [zone("trash")],
  trigger: (e) => [...card(e, e.owner), zone("coins", e.seat)],
  relic: (e) => [...card(e), zone("tucked", e.seat)],
  move: (e) => [`[data-pawn="${e.seat}"]`, ...space(e)],
  reward: (e) => space(e),
  token: (e) => [...space(e), zone("enchantments", e.seat)],
  home: (e) => [`[data-pawn="${e.seat}"]`],
  return: (e) => [`[data-pawn="${e.seat}"]`],
  initiate: (e) => card(e),
  enchant_token: (e) => [zone("enchantments", e.seat)],
  consider: () => [zone("deck")],
  deck_empty: () => [zone("deck")],
};

/**
 * @param {GameEvent} event
 * @returns {string[]}
 */
export function eventTargets(event) {
  const targets = TARGETS[event.type];
  if (targets) return targets(event);
  return event.seat === undefined || event.seat === null ? [] : [`[data-seat-area="${event.seat}"]`];
}
