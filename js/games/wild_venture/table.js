// DOM: the parts of the A Wild Venture table (widget.js places them): the opponent's compact
// area, the middle (board, deck, trash), the viewer's own area, and the bar of the decisions
// that belong to no card or space, which goes beside the prompt. Legal choices are placed by
// their targets (lib/targets.js); nothing here decides legality.
import { h } from "../../lib/dom.js";
import { cardName } from "./catalog.js";
import { middle } from "./middle.js";
import { actionButton } from "./offer.js";
import { playerArea } from "./player.js";
import { arrangeSeats } from "./view.js";

/** @typedef {import("./offer.js").TableContext} TableContext */

/**
 * @param {TableContext} ctx
 * @returns {import("../index.js").TableParts}
 */
export function drawTable(ctx) {
  const { view } = ctx;
  const viewer = view.seat ?? null;
  const seats = arrangeSeats(view.seats ?? [], viewer);
  const others = seats.top.length
    ? h("div", { class: "vw-others vw-wv-others" }, seats.top.map((p) => playerArea(ctx, p, false)))
    : null;
  const centre = middle(ctx);
  const own = seats.bottom ? playerArea(ctx, seats.bottom, seats.own) : null;
  // drawn last, so that it also offers what the table had no element for
  const bar = decisionBar(ctx);
  return { className: "vw-wv-table", others, middle: centre, bar, own };
}

/**
 * The buttons of the decisions that no card or space takes: end the turn, stop moving, chests,
 * invest, which trigger resolves next, a starter reward; and any card or space action whose
 * element is not on the table.
 * @param {TableContext} ctx
 * @returns {HTMLElement | null}
 */
function decisionBar(ctx) {
  const leftovers = [...ctx.place.elements]
    .filter(([key]) => !ctx.offered.has(key))
    .flatMap(([, items]) => items)
    .map((item) => actionButton(item, leftoverLabel(ctx, item.target)));
  const buttons = [...ctx.place.buttons.map((item) => actionButton(item, item.target.label)), ...leftovers];
  if (!buttons.length) return null;
  return h(
    "div",
    { class: "vw-wv-decisions", role: "group", "aria-label": "Decisions", "data-testid": "vw-decisions" },
    buttons,
  );
}

/**
 * The words of a button for an action whose card is not on the table: its label and the card's name.
 * @param {TableContext} ctx
 * @param {import("../../lib/targets.js").Target} target
 * @returns {string}
 */
function leftoverLabel(ctx, target) {
  return target.card == null ? target.label : `${target.label} ${cardName(ctx.catalog, target.card)}`;
}
