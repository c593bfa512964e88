// Pure: the table elements each Venture Forth event involves (CSS selectors), for the highlight,
// and where a card or pawn it moves comes from, for the recap's short flight. Events are
// `{type, rule, text, seat?, card?, space?, site?, path?, temple?, ...}` (the engine's); whatever
// is missing just highlights less.

/**
 * @typedef {{type: string, seat?: number, card?: string, space?: string, site?: string, path?: string,
 *   temple?: string, token?: string, level3?: string}} GameEvent
 * @typedef {import("../index.js").Motion} Motion
 * @typedef {import("../index.js").MotionContext} MotionContext
 */

/** @param {string} zone @param {number} [seat] */
const zone = (zone, seat) => (seat == null ? `[data-zone="${zone}"]` : `[data-zone="${zone}"][data-seat="${seat}"]`);
/** @param {string | undefined} id */
const at = (id) => (id ? [`[data-space="${id}"]`] : []);
/** an adventurer of the seat's party @param {GameEvent} e */
const member = (e) => (e.card && e.seat != null ? [`${zone("party", e.seat)} [data-card="${e.card}"]`] : []);
/** @param {GameEvent} e */
const pawn = (e) => (e.seat == null ? [] : [`[data-pawn="${e.seat}"]`]);
const JOURNEY = '[data-testid="vw-vf-journey"]';

/** @type {Record<string, (e: GameEvent) => string[]>} */
const TARGETS = {
  start: (e) => member(e),
  pawn: (e) => [...pawn(e), ...at(e.site)],
  play: (e) => [...at(e.space), zone("hand", e.seat)],
  will: (e) => member(e),
  coins: (e) => [zone("coins", e.seat)],
  pay: (e) => [zone("coins", e.seat)],
  no_coin: (e) => [zone("coins", e.seat)],
  points: (e) => [zone("points", e.seat), `[data-score="${e.seat}"]`],
  draw: (e) => [zone("deck"), zone("hand", e.seat), zone("hand-count", e.seat)],
  token_drawn: () => [zone("token-supply"), JOURNEY],
  token: (e) => at(e.path),
  venture: (e) => [...at(e.path), ...pawn(e)],
  meet: (e) => [...at(e.space), ...pawn(e), JOURNEY],
  recruit: (e) => [...member(e), zone("coins", e.seat)],
  no_recruit: (e) => [JOURNEY],
  exert: (e) => [...member(e), '[data-testid="vw-vf-party-power"]'],
  defeat: () => [JOURNEY, zone("discard")],
  undefeated: () => [JOURNEY],
  lose: (e) => member(e),
  despair: (e) => member(e),
  relief: (e) => member(e),
  ambition: (e) => member(e),
  ambition_pass: (e) => [zone("party", e.seat)],
  ambition_short: (e) => member(e),
  level_up: (e) => [...member(e), zone("level3")],
  arrive: (e) => [...pawn(e), ...at(e.site)],
  explore: (e) => [...at(e.path), zone("explored", e.seat)],
  look: (e) => [zone("treasure-deck"), JOURNEY],
  keep: (e) => [zone("treasures", e.seat)],
  offer: (e) => [...(e.temple ? [`[data-temple="${e.temple}"]`] : []), zone("coins", e.seat)],
  move: (e) => [...pawn(e), ...at(e.site)],
  use: (e) => [zone("treasures", e.seat)],
  discard: (e) => [zone("hand", e.seat), zone("discard")],
  upright: (e) => at(e.space),
  zeus: () => ['[data-testid="vw-board"]'],
  reshuffle: () => [zone("deck"), zone("discard")],
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
 * Where the seat's pawn stood before an event: the space of its last encounter or the site it
 * last reached among the update's earlier events, else where the view before the update had it.
 * @param {number | undefined} seat
 * @param {MotionContext} ctx
 * @returns {string | null}
 */
export function pawnBefore(seat, { earlier, before }) {
  for (let i = earlier.length - 1; i >= 0; i--) {
    const e = earlier[i];
    if (e.seat !== seat) continue;
    if (e.type === "meet" && e.space) return e.space;
    if ((e.type === "arrive" || e.type === "move" || e.type === "pawn") && e.site) return e.site;
  }
  if (before?.travel && before.active === seat && before.travel.space) return before.travel.space;
  return before?.board?.pawns?.find((/** @type {{seat: number}} */ p) => p.seat === seat)?.site ?? null;
}

/**
 * A pawn going to `to` from where it stood.
 * @param {GameEvent} e
 * @param {MotionContext} ctx
 * @param {string | undefined} to
 * @returns {Motion | null}
 */
function pawnMove(e, ctx, to) {
  const from = pawnBefore(e.seat, ctx);
  if (!from || !to || from === to) return null;
  return { from: `[data-space="${from}"]`, to: `[data-space="${to}"]`, piece: `[data-pawn="${e.seat}"]` };
}

/** @type {Record<string, (e: GameEvent, ctx: MotionContext) => Motion | null>} */
const MOTIONS = {
  play: (e) => (e.space ? { from: zone("hand", e.seat), to: `[data-space="${e.space}"]` } : null),
  draw: (e) => ({ from: zone("deck"), to: zone("hand", e.seat) }),
  meet: (e, ctx) => pawnMove(e, ctx, e.space),
  arrive: (e, ctx) => pawnMove(e, ctx, e.site),
  move: (e, ctx) => pawnMove(e, ctx, e.site),
  recruit: (e) => (e.card ? { from: JOURNEY, to: member(e)[0] } : null),
  // a Level III card taken from its stack to the adventurer
  level_up: (e) =>
    e.level3 && e.card ? { from: `[data-zone="level3"] [data-card="${e.level3}"]`, to: member(e)[0] } : null,
};

/**
 * Where what an event moves comes from and where it lands, or null (nothing moves).
 * @param {GameEvent} event
 * @param {MotionContext} ctx  the events of the update before it, the view before the update
 * @returns {Motion | null}
 */
export function eventMotion(event, ctx) {
  return MOTIONS[event.type]?.(event, ctx) ?? null;
}
