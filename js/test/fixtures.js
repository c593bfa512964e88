// Test data shaped like the engine's output (a trimmed `Game.catalog()` and a view).

export const CATALOG = {
  symbols: [
    { id: "MAP", name: "Map" },
    { id: "GEM1", name: "1 Gem" },
    { id: "GEM2", name: "2 Gems" },
    { id: "GEM3", name: "3 Gems" },
    { id: "ANKH", name: "Ankh" },
    { id: "CHALICE", name: "Chalice" },
    { id: "RING", name: "Ring" },
    { id: "STATUETTE", name: "Statuette" },
  ],
  characters: [
    { id: "GUIDE", name: "Guide", colour: "green", text: "Take one other card back.", rule: "effects.guide" },
    { id: "REPORTER", name: "Reporter", colour: "grey", text: "No effect.", rule: "effects.reporter" },
    { id: "ADVENTURER", name: "Adventurer", colour: "red", text: "Swap hands.", rule: "effects.adventurer" },
    {
      id: "PROFESSOR",
      name: "Professor",
      colour: "blue",
      text: "Draw, then bottom a card.",
      rule: "effects.professor",
    },
    { id: "AVIATOR", name: "Aviator", colour: "yellow", text: "Swap expedition cards.", rule: "effects.aviator" },
    {
      id: "ARTIFACT_HUNTER",
      name: "Artifact Hunter",
      colour: "purple",
      text: "Intimidate.",
      rule: "effects.artifact_hunter",
    },
    { id: "COLLECTOR", name: "Collector", colour: "brown", text: "Trade a card.", rule: "effects.collector" },
  ],
  threats: [
    { id: "JAGUAR", name: "Jaguar", text: "Discard every Map of your expedition.", rule: "threats.jaguar" },
    { id: "ROPE_BRIDGE", name: "Rope Bridge", text: "Discard 2 neighbouring cards.", rule: "threats.rope_bridge" },
  ],
  intimidation: ["GUIDE", "REPORTER", "ADVENTURER", "PROFESSOR", "AVIATOR", "COLLECTOR"].map((character) => ({
    character,
  })),
};

/**
 * A three-seat view of seat 0 with a decision of `kind`.
 * @param {object} [decision]
 * @param {object} [extra]
 */
export function view(
  decision = { owner: 0, kind: "play", prompt: "Play a card into your expedition", rule: "turn.play" },
  extra = {},
) {
  const seat = (/** @type {number} */ n, /** @type {string[]} */ expedition) => ({
    seat: n,
    in_round: true,
    expedition,
    hand: n === 0 ? ["GUIDE.MAP", "PROFESSOR.RING"] : [null, null],
    hand_count: 2,
    treasure: [],
    treasure_count: 0,
    resolved_threat: null,
  });
  return {
    game: "venturesome",
    seat: 0,
    players: 3,
    round: 1,
    turn: 0,
    current_player: decision?.owner ?? null,
    decision,
    seats: [seat(0, ["AVIATOR.GEM1"]), seat(1, ["GUIDE.GEM2", "REPORTER.ANKH"]), seat(2, [])],
    deck: { count: 30, known: [] },
    discard: [],
    threats: [{ id: "JAGUAR", resolved_by: null }],
    threat_deck: 8,
    threat_discard: [],
    intimidated: null,
    is_over: false,
    ...extra,
  };
}
