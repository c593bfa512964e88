// DOM: the A Wild Venture table as players see it: the opponent's area on top, the board, deck
// and trash in the middle, the viewer's own area at the bottom, and above them a bar with the
// decisions that belong to no card or space. Legal choices come from notation.js's placement;
// nothing here decides legality.
import { h } from "../../lib/dom.js";
import { cardName } from "./catalog.js";
import { buttonLabel } from "./labels.js";
import { middle } from "./middle.js";
import { actionButton } from "./offer.js";
import { playerArea } from "./player.js";
import { arrangeSeats } from "./view.js";

/** @typedef {import("./offer.js").TableContext} TableContext */

/**
 * @param {TableContext} ctx
 * @returns {HTMLElement}
 */
export function drawTable(ctx) {
  const { view } = ctx;
  const viewer = view.seat ?? null;
  const seats = arrangeSeats(view.seats ?? [], viewer);
  const top = seats.top.map((p) => playerArea(ctx, p, false));
  const centre = middle(ctx);
  const own = seats.bottom ? playerArea(ctx, seats.bottom, seats.own) : null;
  // drawn last, so that it also offers what the table had no element for
  const bar = decisionBar(ctx);
  // between the board and the player's own area: next to what the player is looking at
  return h("section", { class: "vw-table vw-wv-table", "data-testid": "vw-table", "aria-label": "Table" }, [
    h("div", { class: "vw-others" }, top),
    centre,
    bar,
    own,
  ]);
}

/**
 * The buttons of the decisions that no card or space takes: end the turn, stop moving, chests,
 * invest, which trigger resolves next, a starter reward; and any card or space action whose
 * element is not on the table.
 * @param {TableContext} ctx
 * @returns {HTMLElement | null}
 */
function decisionBar(ctx) {
  const name = (/** @type {string} */ code) => cardName(ctx.catalog, code);
  const leftovers = [
    ...[...ctx.place.cards].filter(([code]) => !ctx.offered.has(code)).flatMap(([, items]) => items),
    ...[...ctx.place.spaces].filter(([space]) => !ctx.offered.has(`space:${space}`)).map(([, item]) => item),
  ];
  const items = [...ctx.place.buttons, ...leftovers];
  if (!items.length) return null;
  return h(
    "div",
    { class: "vw-wv-decisions", role: "group", "aria-label": "Decisions", "data-testid": "vw-decisions" },
    items.map((item) => actionButton(item, buttonLabel(item.action, name))),
  );
}
