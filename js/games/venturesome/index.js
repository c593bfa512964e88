// The Venturesome renderer: what widget.js needs to draw and explain a Venturesome table.
import { placeActions } from "../../lib/targets.js";
import { eventMotion, eventTargets } from "./events.js";
import { promptSentence } from "./prompt.js";
import { drawTable, endCards } from "./table.js";

/** @type {import("../index.js").GameRenderer} */
export const venturesome = {
  title: "Venturesome",
  headline: (view) => (view.is_over ? "Final scores" : `Round ${view.round} of 3`),
  table: ({ view, catalog, legal, seats, selected, preview }) =>
    drawTable({ view, catalog, seats, selected, preview, place: placeActions(legal) }),
  selectors: (legal) => endCards(placeActions(legal)),
  prompt: promptSentence,
  eventTargets,
  eventMotion,
};
