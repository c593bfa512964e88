// Pure: the one sentence of the prompt bar for Venturesome, from the decision, the log and the
// card the player has picked but not yet placed. Multi-step effects read as one prompt.
import { seatName } from "../../lib/seats.js";
import { cardName } from "./catalog.js";

/**
 * @typedef {import("./catalog.js").Catalog} Catalog
 * @typedef {{type: string, rule: string, text: string, seat?: number, card?: string}} GameEvent
 * @typedef {{view: any, legal: import("../../lib/targets.js").Legal[], log: GameEvent[],
 *   seats: import("../../lib/seats.js").SeatInfo[], catalog: Catalog, selected: string | null,
 *   lastTarget?: import("../../lib/targets.js").Target | null}} PromptInput
 *   lastTarget: the target of the last action this view sent, the first step of a two-step effect
 */

/** @type {Record<string, string>} keyed by `kind rule` or `kind` */
const SENTENCES = {
  "own_card_not_played effects.guide":
    "Guide: choose a card of your expedition (not the Guide) to take back into your hand.",
  "own_card_not_played effects.aviator": "Aviator: choose one of your cards, then a player's card to swap it with.",
  "other_player effects.adventurer": "Adventurer: choose a player to swap your whole hand with.",
  "other_player effects.collector":
    "Collector: choose a player, then a card of your hand to give them; they give you a different card back.",
  intimidation_card: "Artifact Hunter: choose the character nobody may play from hand until the round ends.",
  adjacent_pair: "Rope Bridge: choose two neighbouring cards of your expedition to lose.",
};

/**
 * The last event of `seat` among `types`, newest first.
 * @param {GameEvent[]} log
 * @param {number} seat
 * @param {string[]} types
 * @returns {GameEvent | undefined}
 */
function lastOf(log, seat, types) {
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i].seat === seat && types.includes(log[i].type)) return log[i];
  }
  return undefined;
}

/**
 * @param {PromptInput} input
 * @returns {string}
 */
export function promptSentence({ view, legal, log, seats, catalog, selected, lastTarget = null }) {
  if (!view) return "";
  const viewer = view.seat ?? null;
  if (view.is_over) {
    /** @type {number[]} */
    const winners = view.outcome?.winners ?? [];
    const names = winners.map((s) => seatName(seats, s, viewer)).join(" and ");
    if (!winners.length) return "The game is over: nobody wins.";
    return `The game is over: ${names} ${winners.length === 1 ? "wins" : "win"}.`;
  }
  const decision = view.decision;
  if (!decision) return "";
  if (decision.owner !== viewer || !legal.length)
    return `${seatName(seats, decision.owner, viewer)} is deciding: ${decision.prompt}.`;
  return ownPrompt(view, decision, { log, catalog, selected, seats, lastTarget });
}

/**
 * @param {any} view
 * @param {{kind: string, rule: string, prompt: string, received?: string}} decision
 * @param {Omit<PromptInput, "view" | "legal">} input
 * @returns {string}
 */
function ownPrompt(view, decision, { log, catalog, selected, seats, lastTarget }) {
  const viewer = view.seat;
  switch (decision.kind) {
    case "play": {
      if (selected)
        return `Play ${cardName(catalog, selected)}: choose the left or right end of your expedition (Escape picks another card).`;
      const empty = !view.seats[viewer].expedition.length;
      return empty
        ? "Your turn: play a card from your hand to start your expedition."
        : "Your turn: choose a card from your hand, then the end of your expedition where it goes.";
    }
    case "threat": {
      const stuck = lastOf(log, viewer, ["play", "cannot_play"])?.type === "cannot_play";
      const why = stuck ? "You could not play any card, so your hand was discarded" : "Your hand is empty";
      return `${why}: choose a threat to resolve; then your expedition goes onto your treasure pile.`;
    }
    case "other_expedition_card": {
      // the Aviator's first step chose a card of the viewer's own expedition
      const given = lastTarget?.zone === "expedition" && lastTarget.seat === viewer ? lastTarget.card : undefined;
      const step = given ? `you give ${cardName(catalog, given)}` : "you chose your card";
      return `Aviator: choose one of your cards, then a player's card: ${step}; now pick the card to take in its place.`;
    }
    case "hand_card": {
      if (decision.rule === "effects.collector") {
        // the Collector's first step chose a player
        const who = lastTarget?.zone === "seat" ? seatName(seats, lastTarget.seat ?? 0, viewer) : "the player";
        return `Collector: choose the card of your hand to give ${who}; they give you a different card back.`;
      }
      const drew = lastOf(log, viewer, ["draw"]);
      const what = drew?.card ? `you drew ${cardName(catalog, drew.card)}; now` : "now";
      return `Professor: ${what} put one card of your hand at the bottom of the deck.`;
    }
    case "hand_card_to_return": {
      const from = seatName(seats, view.turn, viewer);
      const got = decision.received ? `gave you ${cardName(catalog, decision.received)}` : "gave you a card";
      return `${from}'s Collector ${got}: give back a different card from your hand.`;
    }
    default:
      break;
  }
  return SENTENCES[`${decision.kind} ${decision.rule}`] ?? SENTENCES[decision.kind] ?? `${decision.prompt}.`;
}
