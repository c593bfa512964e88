// DOM: the parts of the A Wild Venture table (widget.js places them): the opponent's compact
// area, the middle (board, deck, trash), the viewer's own area, and the bar of the decisions
// that belong to no card or space, which goes beside the prompt. Legal choices come from
// notation.js's placement; nothing here decides legality.
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
