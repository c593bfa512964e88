// Pure: the table elements each Venture (2019) event involves (CSS selectors), for the
// highlight, and where a card it moves comes from, for the recap's short flight. Events are the
// engine's `{type, rule, text, seat?, card?, target?, mission?, ...}`; whatever is missing just
// highlights less.

/**
 * @typedef {{type: string, seat?: number, card?: string, target?: number | null, mission?: number}} GameEvent
 * @typedef {import("../index.js").Motion} Motion
 */

/** @param {string} zone @param {number | null} [seat] */
const zone = (zone, seat) => (seat == null ? `[data-zone="${zone}"]` : `[data-zone="${zone}"][data-seat="${seat}"]`);
/** @param {number | undefined} seat */
const area = (seat) => (seat == null ? [] : [`[data-seat-area="${seat}"]`]);
/** @param {number | undefined} seat */
const role = (seat) => (seat == null ? [] : [`[data-seat-area="${seat}"] .vw-v19-role`]);
/** @param {number | null | undefined} seat @param {number | undefined} mission */
const mission = (seat, mission) =>
  seat == null || mission == null ? [] : [`${zone("mission", seat)} [data-card="${mission}"]`];
/** @param {GameEvent} e */
const link = (e) => (e.card ? [`${zone("chain")} [data-card="${e.card}"]`] : []);
const DECK = zone("deck");
const DISCARD = zone("discard-pile");
const CHAIN = '[data-testid="vw-v19-chain-zone"]';

/** @type {Record<string, (e: GameEvent) => string[]>} */
const TARGETS = {
  turn: (e) => [...area(e.seat), '[data-testid="vw-v19-track"]'],
  draw_face_up: () => [DECK, '[data-testid="vw-v19-face-up"]'],
  keep: (e) => [zone("hand", e.seat)],
  bulb: (e) => [...area(e.seat), CHAIN],
  play: (e) => [zone("hand", e.seat), CHAIN, ...link(e)],
  pass: (e) => area(e.seat),
  cancel: (e) => [CHAIN, ...link(e)],
  cancelled: (e) => [CHAIN, DISCARD],
  rebound: (e) => [CHAIN, ...link(e), ...area(e.target)],
  resolve: (e) => [CHAIN, ...link(e), '[data-testid="vw-v19-resolving"]'],
  stopped: (e) => [zone("lasting", e.seat), DISCARD],
  lasting: (e) => [zone("lasting", e.seat)],
  lasting_used: (e) => [zone("lasting", e.seat)],
  expire: (e) => [zone("lasting", e.seat), DISCARD],
  complete: (e) => mission(e.seat, e.mission),
  retract: (e) => [...mission(e.seat, e.mission), DISCARD],
  plagiarize: (e) => [...mission(e.target, e.mission), zone("hand", e.seat)],
  lose: (e) => [zone("hand", e.seat), DISCARD],
  discard: (e) => [zone("hand", e.seat), DISCARD],
  draw: (e) => [DECK, zone("hand", e.seat)],
  take: (e) => [DISCARD, zone("hand", e.seat)],
  talent: (e) => [...role(e.seat), DISCARD],
  look: (e) => [DECK, ...role(e.seat)],
  dig: (e) => [DECK, ...role(e.seat), zone("hand", e.seat), DISCARD],
  reverse: () => ['[data-testid="vw-v19-direction"]'],
  reshuffle: () => [DECK, DISCARD],
  end: (e) => area(e.seat),
};

/**
 * @param {GameEvent} event
 * @returns {string[]}
 */
export function eventTargets(event) {
  const targets = TARGETS[event.type];
  if (targets) return targets(event);
  return area(event.seat);
}

/** @type {Record<string, (e: GameEvent) => Motion | null>} */
const MOTIONS = {
  draw: (e) => ({ from: DECK, to: zone("hand", e.seat) }),
  draw_face_up: () => ({ from: DECK, to: '[data-testid="vw-v19-face-up"]' }),
  take: (e) => ({ from: DISCARD, to: zone("hand", e.seat) }),
  discard: (e) => ({ from: zone("hand", e.seat), to: DISCARD }),
  lose: (e) => ({ from: zone("hand", e.seat), to: DISCARD }),
  play: (e) => ({ from: zone("hand", e.seat), to: CHAIN }),
  plagiarize: (e) =>
    mission(e.target, e.mission)[0] ? { from: mission(e.target, e.mission)[0], to: zone("hand", e.seat) } : null,
};

/**
 * Where what an event moves comes from and where it lands, or null (nothing moves).
 * @param {GameEvent} event
 * @returns {Motion | null}
 */
export function eventMotion(event) {
  return MOTIONS[event.type]?.(event) ?? null;
}
