// The Venture Forth renderer: what widget.js needs to draw and explain a Venture Forth table.
import { placeActions } from "../../lib/targets.js";
import { eventMotion, eventTargets } from "./events.js";
import { handPlays } from "./offer.js";
import { headline, promptSentence } from "./prompt.js";
import { drawTable } from "./table.js";

/** @type {import("../index.js").GameRenderer} */
export const ventureForth = {
  title: "Venture Forth",
  headline,
  table: ({ view, catalog, legal, seats, selected, preview }) =>
    drawTable({
      view,
      catalog,
      seats,
      selected,
      preview,
      place: placeActions(legal),
      offered: new Set(),
      plays: handPlays(legal),
    }),
  // a hand card with plays is picked first, then a lit space (a choice in two steps)
  selectors: (legal) => [...handPlays(legal).keys()],
  prompt: promptSentence,
  eventTargets,
  eventMotion,
};
