// DOM: the parts of the Venture (2019) table (widget.js places them): the other scientists
// compact across the top (in turn order from the viewer), the middle (turn and phase, the piles,
// the chain of cards in play), the viewer's own place under the prompt, and beside the prompt the
// decisions that belong to no card. Legal choices are placed by their targets (lib/targets.js);
// nothing here decides legality.
import { h } from "../../lib/dom.js";
import { otherSeats } from "../../lib/seats.js";
import { middle } from "./middle.js";
import { leftoverButtons } from "./offer.js";
import { seatArea } from "./seat.js";

/**
 * @param {import("./offer.js").TableContext} ctx
 * @returns {import("../index.js").TableParts}
 */
export function drawTable(ctx) {
  const { view } = ctx;
  const viewer = view.seat ?? null;
  const seats = view.seats ?? [];
  const others = otherSeats(view.players, viewer).map((seat) => seatArea(ctx, seats[seat], false));
  const centre = middle(ctx);
  const own = viewer == null ? null : seatArea(ctx, seats[viewer], true);
  // drawn last, so that it also offers what the table had no element for
  const buttons = leftoverButtons(ctx);
  return {
    className: `vw-v19-table vw-v19-p${view.players}`,
    others: h("div", { class: "vw-others vw-v19-others", "data-count": others.length }, others),
    middle: centre,
    bar: buttons.length
      ? h(
          "div",
          { class: "vw-v19-decisions", role: "group", "aria-label": "Decisions", "data-testid": "vw-decisions" },
          buttons,
        )
      : null,
    own,
  };
}
