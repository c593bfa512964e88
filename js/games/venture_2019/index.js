// The Venture (2019) renderer: what widget.js needs to draw and explain a Venture (2019) table.
import { h } from "../../lib/dom.js";
import { asAction } from "../../lib/choice.js";

/** @type {import("../index.js").GameRenderer} */
export const venture2019 = {
  title: "Venture (2019)",
  headline: (view) => (view.is_over ? "The Nobel Prize" : `Turn ${view.turn} · Seat ${view.active}'s turn`),
  table: ({ view, legal }) => ({
    className: "vw-v19-table",
    others: null,
    middle: h("section", { class: "vw-middle", "aria-label": "Middle of the table" }, [
      h("p", { text: `Deck ${view.deck} · discard ${view.discard.length}` }),
    ]),
    bar: h(
      "div",
      { class: "vw-v19-decisions", role: "group", "aria-label": "Decisions" },
      legal.map((item) => asAction(h("button", { type: "button", class: "vw-button", text: item.text }), item.action, item.text)),
    ),
    own: null,
  }),
  selectors: () => [],
  prompt: ({ view }) => String(view.decision?.prompt ?? ""),
  eventTargets: () => [],
};
