// Pure: the rows of a score sheet from a game's outcome (`view.outcome`), for any game whose
// outcome has per-seat `scores` (a `total` and categories), `cards`, `winners` and `reasoning`.

/**
 * @typedef {{scores: Record<string, number>[], cards?: number[], winners: number[],
 *   reasoning?: {rule: string, seats?: number[], text: string}[]}} Outcome
 * @typedef {{categories: string[], labels: Record<string, string>, cards_label?: string, no_winner?: string}} ScoreSpec
 *   the catalog's `score_sheet` (its words are Python's): cards_label: the row of the cards that
 *   break a tie; no_winner: the verdict when nobody wins
 * @typedef {{key: string, label: string, values: number[], total: boolean}} ScoreRow
 * @typedef {{seats: number[], rows: ScoreRow[], winners: number[], reasoning: {rule: string, text: string}[],
 *   noWinner: string}} ScoreSheet
 */

/**
 * Rows in the game's category order (labels from the game), any category the game did not
 * list after them, the treasure-card count, and the total last.
 * @param {Outcome} outcome
 * @param {ScoreSpec} [spec]  the catalog's `score_sheet` (without it: the outcome's own keys)
 * @returns {ScoreSheet}
 */
export function scoreSheet(outcome, spec = { categories: [], labels: {} }) {
  const scores = outcome.scores ?? [];
  const seats = scores.map((_, i) => i);
  const seen = new Set(scores.flatMap((s) => Object.keys(s)));
  const extra = [...seen].filter((k) => k !== "total" && !spec.categories.includes(k)).sort();
  const keys = [...spec.categories.filter((k) => seen.has(k)), ...extra];
  /** @type {ScoreRow[]} */
  const rows = keys.map((key) => ({
    key,
    label: spec.labels[key] ?? key.replace(/_/g, " "),
    values: scores.map((s) => s[key] ?? 0),
    total: false,
  }));
  if (outcome.cards)
    rows.push({ key: "cards", label: spec.cards_label ?? "Cards", values: [...outcome.cards], total: false });
  rows.push({
    key: "total",
    label: spec.labels.total ?? "Total",
    values: scores.map((s) => s.total ?? 0),
    total: true,
  });
  return {
    seats,
    rows,
    winners: [...(outcome.winners ?? [])],
    noWinner: spec.no_winner ?? "Nobody wins.",
    reasoning: (outcome.reasoning ?? []).map(({ rule, text }) => ({ rule, text })),
  };
}
