// The A Wild Venture renderer: what widget.js needs to draw and explain a Wild Venture table.
import { placeActions } from "../../lib/targets.js";
import { eventMotion, eventTargets } from "./events.js";
import { menuCards } from "./offer.js";
import { headline, promptSentence } from "./prompt.js";
import { drawTable } from "./table.js";

/** @type {import("../index.js").GameRenderer} */
export const wildVenture = {
  title: "A Wild Venture",
  headline,
  table: ({ view, catalog, legal, seats, selected, preview }) =>
    drawTable({ view, catalog, seats, selected, preview, place: placeActions(legal), offered: new Set() }),
  selectors: (legal) => menuCards(placeActions(legal)),
  prompt: promptSentence,
  eventTargets,
  eventMotion,
  isOver: (view) => view.phase === "over" || Boolean(view.is_over),
};
