// Pure: the table elements each A Wild Venture event involves (CSS selectors), for the highlight,
// and where a card, coin or adventurer it moves comes from, for the recap's short flight.
// Events are `{type, rule, text, seat?, ...}`; a card is named by `card` (or `code`), a space by
// `space` (or `to`); whatever is missing just highlights less.

/**
 * @typedef {{type: string, seat?: number, card?: string, code?: string, space?: string, to?: string,
 *   owner?: number}} GameEvent
 */

/** @param {string} zone @param {number} [seat] */
const zone = (zone, seat) => (seat == null ? `[data-zone="${zone}"]` : `[data-zone="${zone}"][data-seat="${seat}"]`);
/** @param {GameEvent} e */
const code = (e) => e.card ?? e.code;
/** a card of the seat's area (or anywhere, when the seat is not known) @param {GameEvent} e @param {number} [seat] */
const card = (e, seat = e.seat) => {
  const c = code(e);
  if (!c) return [];
  return seat == null ? [`[data-card="${c}"]`] : [`[data-seat-area="${seat}"] [data-card="${c}"]`];
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
  return event.seat == null ? [] : [`[data-seat-area="${event.seat}"]`];
}

/**
 * The space an adventurer stood on before an event: its last move (or trip Home) among
 * the earlier events of the update, else its space in the view before the update.
 * @param {number | undefined} seat
 * @param {import("../index.js").MotionContext} ctx
 * @returns {string | null}
 */
function spaceBefore(seat, { earlier, before }) {
  for (let i = earlier.length - 1; i >= 0; i--) {
    const e = earlier[i];
    if (e.seat !== seat) continue;
    if (e.type === "move" && e.space) return e.space;
    if (e.type === "home") return "home";
  }
  return before?.board?.adventurers?.find((/** @type {{seat: number}} */ a) => a.seat === seat)?.space ?? null;
}

/**
 * @typedef {import("../index.js").Motion} Motion
 * @type {Record<string, (e: GameEvent, ctx: import("../index.js").MotionContext) => Motion | null>}
 */
const MOTIONS = {
  play: (e) => (code(e) ? { from: zone("hand", e.seat), to: card(e)[0] } : null),
  draw: (e) => ({ from: zone("deck"), to: zone("hand", e.seat) }),
  invest: (e) => (code(e) ? { from: zone("coins", e.seat), to: card(e)[0] } : null),
  trigger: (e) => (code(e) ? { from: card(e, e.owner)[0], to: zone("coins", e.seat) } : null),
  move: (e, ctx) => {
    const from = spaceBefore(e.seat, ctx);
    const to = e.space ? `[data-space="${e.space}"]` : null;
    return from && to ? { from: `[data-space="${from}"]`, to, piece: `[data-pawn="${e.seat}"]` } : null;
  },
  home: (e, ctx) => {
    const from = spaceBefore(e.seat, ctx);
    const piece = `[data-pawn="${e.seat}"]`;
    return from ? { from: `[data-space="${from}"]`, to: '[data-space="home"]', piece } : null;
  },
};

/**
 * Where what an event moves comes from and where it lands, or null (nothing moves).
 * @param {GameEvent} event
 * @param {import("../index.js").MotionContext} ctx  the events of the update before it, the view before the update
 * @returns {import("../index.js").Motion | null}
 */
export function eventMotion(event, ctx) {
  return MOTIONS[event.type]?.(event, ctx) ?? null;
}
