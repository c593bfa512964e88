// Pure: the table elements each Venturesome event involves (CSS selectors), for the highlight,
// and where a card it moves comes from, for the recap's short flight.

/**
 * @typedef {{type: string, seat?: number, target?: number, card?: string, threat?: string,
 *   given?: string, taken?: string}} GameEvent
 */

/** @param {string} zone @param {number} [seat] */
const zone = (zone, seat) => (seat == null ? `[data-zone="${zone}"]` : `[data-zone="${zone}"][data-seat="${seat}"]`);
/** @param {number | undefined} seat @param {string | undefined} code */
const expeditionCard = (seat, code) => `${zone("expedition", seat)} [data-card="${code}"]`;

/** @type {Record<string, (e: GameEvent) => string[]>} */
const TARGETS = {
  play: (e) => [expeditionCard(e.seat, e.card)],
  return_to_hand: (e) => [zone("hand", e.seat)],
  swap_hands: (e) => [zone("hand", e.seat), zone("hand", e.target)],
  give: (e) => [zone("hand", e.seat), zone("hand", e.target)],
  give_back: (e) => [zone("hand", e.seat), zone("hand", e.target)],
  draw: (e) => [zone("deck"), zone("hand", e.seat)],
  bottom: (e) => [zone("hand", e.seat), zone("deck")],
  swap_expedition_cards: (e) => [expeditionCard(e.seat, e.taken), expeditionCard(e.target, e.given)],
  intimidate: () => [zone("intimidation")],
  intimidation_down: () => [zone("intimidation")],
  threat: (e) => [`[data-threat="${e.threat}"]`],
  discard: () => [zone("discard")],
  cannot_play: () => [zone("discard")],
  leave_round: (e) => [zone("treasure", e.seat)],
  reveal_threats: () => [zone("threats")],
  deal: () => [zone("deck")],
  reshuffle: () => [zone("deck")],
  reshuffle_threats: () => [zone("threat-deck")],
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

/** @type {Record<string, (e: GameEvent) => import("../index.js").Motion>} */
const MOTIONS = {
  play: (e) => ({ from: zone("hand", e.seat), to: expeditionCard(e.seat, e.card) }),
  return_to_hand: (e) => ({ from: zone("expedition", e.seat), to: zone("hand", e.seat) }),
  give: (e) => ({ from: zone("hand", e.seat), to: zone("hand", e.target) }),
  give_back: (e) => ({ from: zone("hand", e.seat), to: zone("hand", e.target) }),
  draw: (e) => ({ from: zone("deck"), to: zone("hand", e.seat) }),
  bottom: (e) => ({ from: zone("hand", e.seat), to: zone("deck") }),
  swap_expedition_cards: (e) => ({ from: zone("expedition", e.target), to: expeditionCard(e.seat, e.taken) }),
  leave_round: (e) => ({ from: zone("expedition", e.seat), to: zone("treasure", e.seat) }),
  discard: (e) => ({ from: zone("expedition", e.seat), to: zone("discard") }),
  cannot_play: (e) => ({ from: zone("hand", e.seat), to: zone("discard") }),
};

/**
 * Where the card an event moves comes from and where it lands, or null (nothing moves).
 * @param {GameEvent} event
 * @returns {import("../index.js").Motion | null}
 */
export function eventMotion(event) {
  return MOTIONS[event.type]?.(event) ?? null;
}
