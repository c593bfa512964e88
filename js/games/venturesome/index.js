// The Venturesome renderer: what widget.js needs to draw and explain a Venturesome table.
import { eventMotion, eventTargets } from "./events.js";
import { indexActions } from "./notation.js";
import { promptSentence } from "./prompt.js";
import { drawTable } from "./table.js";
import { SCORE_SPEC } from "./text.js";

/** @type {import("../index.js").GameRenderer} */
export const venturesome = {
  title: "Venturesome",
  headline: (view) => (view.is_over ? "Final scores" : `Round ${view.round} of 3`),
  table: ({ view, catalog, legal, seats, selected }) =>
    drawTable({ view, catalog, seats, selected, index: indexActions(legal, view.seat ?? null) }),
  selectors: (legal, viewer) => [...indexActions(legal, viewer).selectors.keys()],
  prompt: promptSentence,
  eventTargets,
  eventMotion,
  score: SCORE_SPEC,
};
