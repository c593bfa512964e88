// Pure data: Venturesome's words for the score sheet and the reminders of the effects printed
// on the cards (the rule ids' sections and summaries come with the catalog: see
// js/lib/rules_panel.js).

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

/** @type {Record<string, string>} a few words of our own that remind of each character's effect
 * (the catalog's text, in full, is on hover) */
const REMINDERS = {
  GUIDE: "Take back an expedition card",
  REPORTER: "No effect",
  ADVENTURER: "Swap hands with a player",
  PROFESSOR: "Draw 1, then bottom a hand card",
  AVIATOR: "Swap a card with another expedition",
  ARTIFACT_HUNTER: "Turn up an intimidation card",
  COLLECTOR: "Give a card, get another back",
};

/**
 * The reminder of a character's effect printed on its card ("" for a character we do not know).
 * @param {string} character  e.g. "GUIDE"
 * @returns {string}
 */
export function effectReminder(character) {
  return REMINDERS[character] ?? "";
}
