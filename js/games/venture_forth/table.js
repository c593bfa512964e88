// DOM: the parts of the Venture Forth table (widget.js places them): the other seats compact
// across the top, the middle (the board, and beside it the journey, the Level III stacks, the
// score track and the piles), the viewer's own area, and the bar of the decisions that belong to
// no card, space or site (Regroup, the temple's offering, Redraw, Done ...). Legal choices are
// placed by their targets (lib/targets.js); nothing here decides legality.
import { h } from "../../lib/dom.js";
import { boardSvg } from "./board.js";
import { leftoverButtons } from "./offer.js";
import { playerArea } from "./player.js";
import { sidePanel } from "./side.js";

/** @typedef {import("./offer.js").TableContext} TableContext */

/**
 * The seats drawn: the others across the top (clockwise from the viewer), the viewer (seat 0
 * for a spectator) at the bottom.
 * @param {any[]} seats
 * @param {number | null} viewer
 * @returns {{top: any[], bottom: any, own: boolean}}
 */
export function arrangeSeats(seats, viewer) {
  const bottom = viewer ?? 0;
  const n = seats.length;
  const order = Array.from({ length: Math.max(0, n - 1) }, (_, i) => (bottom + 1 + i) % n);
  return {
    top: order.map((s) => seats.find((p) => p.seat === s)).filter(Boolean),
    bottom: seats.find((p) => p.seat === bottom),
    own: viewer != null,
  };
}

/**
 * @param {TableContext} ctx
 * @returns {import("../index.js").TableParts}
 */
export function drawTable(ctx) {
  const { view } = ctx;
  const seats = arrangeSeats(view.seats ?? [], view.seat ?? null);
  // the middle first: the journey's questions take the party's adventurers as its buttons
  const middle = h("section", { class: "vw-middle vw-vf-middle", "aria-label": "Middle of the table" }, [
    h("div", { class: "vw-vf-board-wrap" }, [boardSvg(ctx)]),
    sidePanel(ctx),
  ]);
  const own = seats.bottom ? playerArea(ctx, seats.bottom, seats.own) : null;
  const others = seats.top.length
    ? h("div", { class: "vw-others vw-vf-others" }, seats.top.map((p) => playerArea(ctx, p, false)))
    : null;
  // drawn last, so that it also offers what the table had no element for
  const buttons = leftoverButtons(ctx);
  const bar = buttons.length
    ? h(
        "div",
        { class: "vw-vf-decisions", role: "group", "aria-label": "Decisions", "data-testid": "vw-decisions" },
        buttons,
      )
    : null;
  return { className: "vw-vf-table", others, middle, bar, own };
}
