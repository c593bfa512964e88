// Pure: small readings of the engine's `view` that several modules need.

/**
 * The seats drawn: across the table, then at the bottom (the viewer; seat 0 for a spectator).
 * @param {any[]} seats  `view.seats`
 * @param {number | null} viewer
 * @returns {{top: any[], bottom: any, own: boolean}}
 */
export function arrangeSeats(seats, viewer) {
  const bottomSeat = viewer ?? 0;
  return {
    top: seats.filter((s) => s.seat !== bottomSeat),
    bottom: seats.find((s) => s.seat === bottomSeat),
    own: viewer != null,
  };
}

/**
 * The seat that owes the decision, or null when nobody does.
 * @param {any} decision  `view.decision`
 * @returns {number | null}
 */
export function decisionSeat(decision) {
  return decision ? decision.owner : null;
}

/**
 * The cards this viewer knows in the deck, top first (`view.deck.known`: `[{from_top, card}]`, 0 = top).
 * @param {any} deck
 * @returns {{card: string, fromTop: number}[]}
 */
export function knownDeck(deck) {
  return (deck?.known ?? [])
    .map((/** @type {{from_top: number, card: string}} */ k) => ({ card: k.card, fromTop: k.from_top }))
    .sort((/** @type {{fromTop: number}} */ a, /** @type {{fromTop: number}} */ b) => a.fromTop - b.fromTop);
}
