// Pure: the sentence of the prompt bar and the headline for Venture Forth, from the engine's
// decision prompt.
import { seatName } from "../../lib/seats.js";
import { cardName } from "./catalog.js";

/**
 * @param {string} text
 * @returns {string}
 */
const sentence = (text) => (/[.!?:]$/.test(text) ? text : `${text}.`);

/**
 * @param {import("../index.js").RenderInput} input
 * @returns {string}
 */
export function promptSentence({ view, legal, seats, catalog, selected }) {
  if (!view) return "";
  const viewer = view.seat ?? null;
  if (view.is_over) {
    /** @type {number[]} */
    const winners = view.outcome?.winners ?? [];
    const names = winners.map((s) => seatName(seats, s, viewer)).join(" and ");
    if (!winners.length) return "The game is over.";
    return winners.length === 1 ? `The game is over: ${names} wins.` : `The game is over: ${names} share the victory.`;
  }
  const decision = view.decision;
  if (!decision) return "";
  const prompt = String(decision.prompt ?? "").trim();
  if (decision.owner !== viewer || !legal.length)
    return sentence(`${seatName(seats, decision.owner ?? 0, viewer)} is deciding${prompt ? `: ${prompt}` : ""}`);
  if (selected) return `${cardName(catalog, selected)}: choose a lit space on the board (Escape goes back).`;
  return prompt ? sentence(prompt) : "Your decision.";
}

/**
 * The headline next to the title: setup, the turn and whose it is (extra turns from Nike, the
 * last turns), or the final scores.
 * @param {any} view
 * @returns {string}
 */
export function headline(view) {
  if (!view) return "";
  if (view.is_over) return "Final scores";
  if (view.phase === "setup") return "Setup";
  const notes = [
    view.nike_turn ? "a turn from Nike" : "",
    view.final_order ? "last turns" : "",
    view.tokens_left != null ? `${view.tokens_left} explore tokens left` : "",
  ].filter(Boolean);
  return [`Turn ${view.turn ?? ""}: Seat ${view.active}`, ...notes].join(" · ");
}
