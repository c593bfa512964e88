// Pure data: Venturesome's words for the score sheet (the rule ids' sections and summaries come
// with the catalog: see js/lib/rules_panel.js).

export const SCORE_SPEC = {
  categories: ["gems", "artifacts", "artifact_sets", "maps"],
  labels: {
    gems: "Gems (1, 2 or 3 per symbol)",
    artifacts: "Artifacts (1 each)",
    artifact_sets: "Sets of 3 identical artifacts (4 each)",
    maps: "Maps (1 per card of the map's colour)",
    total: "Total",
  },
  cardsLabel: "Treasure cards (fewer wins a tie)",
};
