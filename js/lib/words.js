// Pure: small English helpers shared by the games' labels.

/**
 * "1 card" / "5 cards".
 * @param {number} n
 * @param {string} [noun]
 * @returns {string}
 */
export function countOf(n, noun = "card") {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

/**
 * "nest" -> "Nest", "gold_chest" -> "Gold chest".
 * @param {string} id
 * @returns {string}
 */
export function sentenceCase(id) {
  const words = String(id).replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
