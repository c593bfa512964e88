// Pure data: A Wild Venture's words for the score sheet and the rulebook sections of rule ids.

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

/** @type {[string, string][]} rule id prefix -> rulebook section, most specific first */
const SECTIONS = [
  ["setup", "Setup"],
  ["actions.play", "Main Action: Play a card"],
  ["actions.activate", "Main Action: Activate a card"],
  ["actions.free", "Free Action: Activate a 'Free Action' Villager card"],
  ["actions.enchant", "Free Action: Enchant a Building"],
  ["turn.end", "End of Turn"],
  ["turn", "Turn Sequence"],
  ["effects.consider", "Card Effects: Consider"],
  ["effects", "Card Effects"],
  ["adventure.reward", "Claiming a Reward"],
  ["adventure.token", "Claiming tokens"],
  ["adventure", "Adventuring"],
  ["rewards", "Claiming a Reward"],
  ["tokens", "Claiming tokens"],
  ["triggers.gear", "Gear Cards"],
  ["triggers.building", "Building Cards"],
  ["triggers.multiple", "Multiple Triggers"],
  ["triggers", "Gear Cards and Building Cards"],
  ["invest", "Investing in Buildings"],
  ["enchant", "Enchanting Buildings"],
  ["end", "End of Game"],
  ["scoring", "End of Game: scoring"],
];

/**
 * The rulebook section a rule id points at ("triggers.gear" -> "Gear Cards (triggers.gear)").
 * @param {string} rule
 * @returns {string}
 */
export function ruleTitle(rule) {
  const found = SECTIONS.find(([prefix]) => rule === prefix || rule.startsWith(`${prefix}.`));
  return found ? `${found[1]} (${rule})` : rule;
}
