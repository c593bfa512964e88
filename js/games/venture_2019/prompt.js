// Pure: the sentence of the prompt bar and the headline for Venture (2019), from the engine's
// decision prompt.
import { seatName } from "../../lib/seats.js";
import { cardName } from "./cards.js";
import { PHASES } from "./middle.js";

/**
 * @param {string} text
 * @returns {string}
 */
const sentence = (text) => (/[.!?:]$/.test(text) ? text : `${text}.`);

/**
 * The engine's prompt as the viewer reads it: the engine names every seat "Seat N" (its prompts
 * are the same for all), the table speaks to the viewer as the question's banner does ("Seat 1's
 * Idea Theft on you", "your Idea Theft", "a mission of yours").
 * @param {string} prompt
 * @param {number | null} viewer
 * @returns {string}
 */
export function toViewer(prompt, viewer) {
  if (viewer == null) return prompt;
  const seat = `Seat ${viewer}(?!\\d)`;
  return prompt
    .replace(new RegExp(`(^|[.!?:] )${seat}'s`, "g"), "$1Your")
    .replace(new RegExp(`${seat}'s`, "g"), "your")
    .replace(new RegExp(`\\bof ${seat}`, "g"), "of yours")
    .replace(new RegExp(`\\bon ${seat}`, "g"), "on you");
}

/**
 * @param {import("../index.js").RenderInput} input
 * @returns {string}
 */
export function promptSentence({ view, legal, seats, catalog, selected }) {
  if (!view) return "";
  const name = (/** @type {number} */ seat) => seatName(seats, seat, view.seat ?? null);
  if (view.is_over) {
    /** @type {string[]} */
    const winners = (view.outcome?.winners ?? []).map(name);
    return winners.length ? `The game is over: ${winners.join(" and ")} wins the Nobel Prize.` : "The game is over.";
  }
  const decision = view.decision;
  if (!decision) return "";
  const prompt = toViewer(String(decision.prompt ?? "").trim(), view.seat ?? null);
  if (decision.owner === view.seat && legal.length) {
    if (selected) return `${cardName(catalog, selected)}: choose a lit player (Escape goes back).`;
    return prompt ? sentence(prompt) : "Your decision.";
  }
  return sentence(`${name(decision.owner ?? 0)} is deciding${prompt ? `: ${prompt}` : ""}`);
}

/**
 * The headline next to the title: the turn, whose it is and its phase; or the game's end.
 * @param {any} view
 * @returns {string}
 */
export function headline(view) {
  if (!view) return "";
  if (view.is_over) return "The Nobel Prize is awarded";
  const phase = PHASES.find((p) => p.id === view.phase);
  const now = phase ? ` · Phase ${phase.number}: ${phase.name}` : "";
  return `Turn ${view.turn} · Seat ${view.active}${now}`;
}
