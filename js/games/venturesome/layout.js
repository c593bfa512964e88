// Pure: how the Venturesome table is laid out (hands, expedition rows).

/**
 * Group a hand for drawing: identical cards (same code) are one card with a count, since
 * they are identical in play and actions name kinds; unseen cards (null) are counted as backs.
 * @param {(string | null)[]} hand
 * @returns {{faces: {code: string, count: number}[], backs: number}}
 */
export function groupHand(hand) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  let backs = 0;
  for (const code of hand) {
    if (code == null) backs += 1;
    else counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return { faces: [...counts].map(([code, count]) => ({ code, count })), backs };
}

/**
 * @typedef {{kind: "card", code: string, pos: number} | {kind: "end", side: "left" | "right"}
 *   | {kind: "pair", first: number}} RowItem
 */

/**
 * The items of an expedition row, left to right: the cards (1-based positions), a marker
 * between positions `first` and `first + 1` for each pair choice, and the end markers.
 * @param {string[]} expedition
 * @param {{ends?: ("left" | "right")[], pairs?: number[]}} [choices]
 * @returns {RowItem[]}
 */
export function expeditionRow(expedition, { ends = [], pairs = [] } = {}) {
  /** @type {RowItem[]} */
  const row = [];
  if (ends.includes("left")) row.push({ kind: "end", side: "left" });
  expedition.forEach((code, i) => {
    const pos = i + 1;
    row.push({ kind: "card", code, pos });
    if (pairs.includes(pos) && pos < expedition.length) row.push({ kind: "pair", first: pos });
  });
  if (ends.includes("right")) row.push({ kind: "end", side: "right" });
  return row;
}
