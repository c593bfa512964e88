// The Adventurous renderer: what widget.js needs to draw and explain an Adventurous table. The
// map (with its own state: the card picked, its orientation, the ghost, pan and zoom) is the
// middle; the decisions' buttons sit beside the prompt; the score, decks and marvels under it.
import { h } from "../../lib/dom.js";
import { mapPanel } from "./map.js";
import { decisionBar, decksPanel, resultPanel, scorePanel } from "./panel.js";

/**
 * @param {import("../index.js").RenderInput} input
 * @returns {string}
 */
export function promptSentence({ view, legal }) {
  if (!view) return "";
  if (view.is_over) return "The voyage is over: see the score sheet.";
  const prompt = String(view.decision?.prompt ?? "").trim();
  if (!legal.length) return prompt ? `The team is deciding: ${prompt}` : "";
  if (view.decision?.kind === "place") {
    const turn = view.discovering ? "" : "; R rotates";
    return `${prompt}: move the card over the map (lit spots are legal), click to place${turn}.`;
  }
  return /[.!?:]$/.test(prompt) ? prompt : `${prompt}.`;
}

/**
 * @param {any} view
 * @returns {string}
 */
export function headline(view) {
  if (!view) return "";
  if (view.is_over) return "The voyage's end";
  const players = view.players > 1 ? ` · Seat ${view.active}'s turn` : "";
  return `Turn ${view.turn}${players} · ${view.options?.difficulty ?? ""}`;
}

/**
 * What an event points at: a placed card on the map; a drawn card's deck and its pick button.
 * @param {any} event
 * @returns {string[]}
 */
export function eventTargets(event) {
  if (event.type === "place") return [`[data-zone="map"] .vw-adv-placed [data-map-card="${event.card}"]`];
  if (event.type === "draw") return ['[data-testid="adv-map-deck"]', `[data-testid="adv-pick-${event.card}"]`];
  return [];
}

/** @type {import("../index.js").GameRenderer} */
export const adventurous = {
  title: "Adventurous",
  headline,
  drawsHints: true, // the map's Hint button, and the best placement outlined on the map
  table: (input) => {
    const { view, catalog, legal, unavailable, replies } = input;
    return {
      className: "vw-adv-table",
      others: null,
      middle: h("section", { class: "vw-middle vw-adv-middle", "aria-label": "The map" }, [mapPanel(input)]),
      bar: decisionBar(view, catalog, legal, unavailable, replies.hint?.hints?.[0]?.action ?? null),
      own: h("div", { class: "vw-adv-own" }, [
        resultPanel(view, catalog),
        // at the end the score sheet beside the prompt tells the score: one table, not two
        view?.is_over ? null : scorePanel(view, catalog),
        decksPanel(view, catalog),
      ]),
    };
  },
  selectors: () => [],
  prompt: promptSentence,
  eventTargets,
};
