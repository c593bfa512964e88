// Pure data: A Wild Venture's words for the score sheet (the rule ids' sections and summaries come
// with the catalog: see js/lib/rules_panel.js).

/** @type {import("../../lib/score.js").ScoreSpec} */
export const SCORE_SPEC = {
  categories: ["villagers", "buildings", "gear"],
  labels: {
    villagers: "Villagers (smallest × largest species group)",
    buildings: "Buildings (1 per supply)",
    gear: "Gear (tucked gear × enchanted buildings)",
    total: "Total",
  },
  noWinner: "Nobody wins.",
};
