// The Venture (2019) renderer: what widget.js needs to draw and explain a Venture (2019) table.
import { placeActions } from "../../lib/targets.js";
import { eventMotion, eventTargets } from "./events.js";
import { aimedCards, cardPlays } from "./offer.js";
import { headline, promptSentence } from "./prompt.js";
import { drawTable } from "./table.js";

/** @type {import("../index.js").GameRenderer} */
export const venture2019 = {
  title: "Venture (2019)",
  headline,
  table: ({ view, catalog, legal, unavailable, seats, selected }) =>
    drawTable({
      view,
      catalog,
      seats,
      selected,
      unavailable,
      place: placeActions(legal),
      offered: new Set(),
      plays: cardPlays(legal),
    }),
  // a card used on a player it names is picked first, then a lit player (a choice in two steps)
  selectors: (legal) => aimedCards(legal, null),
  prompt: promptSentence,
  eventTargets,
  eventMotion,
};
