// Pure: the sentence of the prompt bar for A Wild Venture, from the engine's decision prompt.
import { seatName } from "../../lib/seats.js";
import { cardName } from "./catalog.js";
import { decisionSeat } from "./view.js";

/**
 * @typedef {{view: any, legal: {action: string, text: string}[], seats: import("../../lib/seats.js").SeatInfo[],
 *   catalog: import("./catalog.js").Catalog, selected: string | null}} PromptInput
 */

/**
 * @param {string} text
 * @returns {string}
 */
const sentence = (text) => (/[.!?:]$/.test(text) ? text : `${text}.`);

/**
 * @param {PromptInput} input
 * @returns {string}
 */
export function promptSentence({ view, legal, seats, catalog, selected }) {
  if (!view) return "";
  const viewer = view.seat ?? null;
  if (view.phase === "over" || view.outcome) {
    /** @type {number[]} */
    const winners = view.outcome?.winners ?? [];
    const names = winners.map((s) => seatName(seats, s, viewer)).join(" and ");
    if (!winners.length) return "The game is over.";
    return winners.length === 1 ? `The game is over: ${names} wins.` : `The game is over: ${names} share the victory.`;
  }
  const decision = view.decision;
  if (!decision) return "";
  const prompt = String(decision.prompt ?? "").trim();
  const owner = decisionSeat(decision);
  if (owner !== viewer || !legal.length)
    return sentence(`${seatName(seats, owner ?? 0, viewer)} is deciding${prompt ? `: ${prompt}` : ""}`);
  if (selected) return `${cardName(catalog, selected)}: choose what to do with it (Escape goes back).`;
  return prompt ? sentence(prompt) : "Your decision.";
}

/**
 * The headline next to the title: setup, the turn (and how many turns are left once the deck
 * ran out), or the final scores.
 * @param {any} view
 * @returns {string}
 */
export function headline(view) {
  if (!view) return "";
  if (view.phase === "over") return "Final scores";
  if (view.phase === "setup") return "Setup";
  const last = view.final_turns
    ? ` · deck empty: ${view.final_turns} turn${view.final_turns === 1 ? "" : "s"} left`
    : "";
  return `Turn ${view.turn ?? ""}${last}`;
}
