// Every legal action as a text button, below the table: each decision can be made by keyboard
// or screen reader even where the table has no element for it.
import { h } from "./dom.js";

/**
 * @param {{action: string, text: string}[]} legal
 * @returns {import("./dom.js").El | null}
 */
export function legalList(legal) {
  if (!legal.length) return null;
  return h("nav", { class: "vw-legal-list", "aria-label": "Your options", "data-testid": "vw-legal" }, [
    h("h3", { class: "vw-heading", text: "Your options" }),
    h(
      "ul",
      {},
      legal.map(({ action, text }, i) =>
        h("li", {}, [
          h("button", {
            type: "button",
            class: "vw-button vw-option",
            "data-legal": action,
            "data-testid": `vw-legal-${i}`,
            title: action,
            text,
          }),
        ]),
      ),
    ),
  ]);
}
