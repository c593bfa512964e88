// Pure data: Venturesome's words for the score sheet, the reminders of the effects printed on
// the cards, and the rulebook sections of rule ids.

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

/** @type {[string, string][]} rule id prefix -> rulebook section, most specific first */
const SECTIONS = [
  ["setup", "Setup"],
  ["turn.play", "Player's Turn, step I: play a card"],
  ["turn.last_card", "Player's Turn, step II: the last card's effect is skipped"],
  ["turn.effect", "Player's Turn, step II: resolve the effect"],
  ["turn.cannot_play", "Player's Turn, step III: no playable card"],
  ["turn.resolve_threat", "Player's Turn, step III: resolve a threat"],
  ["turn.alone_in_round", "Player's Turn: the last player in the round"],
  ["round.", "End of Round and Preparing the Next"],
  ["effects.", "Character Card Effects"],
  ["threats.", "Threat Cards"],
  ["scoring", "End of Game and Scoring"],
  ["gameplay", "Gameplay"],
];

/**
 * The rulebook section a rule id points at ("effects.aviator" -> "Character Card Effects").
 * @param {string} rule
 * @returns {string}
 */
export function ruleTitle(rule) {
  const found = SECTIONS.find(([prefix]) =>
    prefix.endsWith(".") ? rule.startsWith(prefix) : rule === prefix || rule.startsWith(`${prefix}.`),
  );
  return found ? `${found[1]} (${rule})` : rule;
}
