// DOM: piles of cards in the middle of a table: a face-down pile with its count, and a pile
// that opens to show its cards (a `<details>` whose open state survives redraws, see keep.js).
import { h } from "./dom.js";

/**
 * A face-down pile (deck, threat deck): caption with the count, one card back or "empty".
 * @param {string} caption
 * @param {number} count
 * @param {string} zone   `data-zone` and `data-testid="vw-<zone>"`
 * @param {string} note   shown on hover (what the viewer knows about it)
 * @param {() => import("./dom.js").El} back  draws the game's card back
 * @returns {import("./dom.js").El}
 */
export function pile(caption, count, zone, note, back) {
  return h(
    "div",
    {
      class: "vw-zone vw-pile-zone",
      "data-zone": zone,
      "data-testid": `vw-${zone}`,
      "data-count": count,
      title: note || null,
    },
    [
      h("span", { class: "vw-zone-label", text: `${caption} (${count})` }),
      h("div", { class: "vw-stack" }, [count ? back() : h("span", { class: "vw-empty", text: "empty" })]),
    ],
  );
}

/**
 * A pile that opens to show its cards.
 * @param {string} caption
 * @param {string} keep   the key under which its open state is kept across redraws
 * @param {Record<string, string | number>} attrs
 * @param {import("./dom.js").El[]} cards
 * @param {{top?: import("./dom.js").El | null, open?: boolean}} [options]  top: drawn in the summary (a discard pile's top card)
 * @returns {import("./dom.js").El}
 */
export function browsable(caption, keep, attrs, cards, { top = null, open = false } = {}) {
  return h("details", { class: "vw-zone vw-browse", "data-keep-open": keep, open, ...attrs }, [
    h("summary", { class: "vw-zone-label" }, [caption, top ? h("span", { class: "vw-stack" }, [top]) : null]),
    h(
      "div",
      { class: "vw-row vw-small-row vw-pile-cards" },
      cards.length ? cards : [h("span", { class: "vw-empty", text: "empty" })],
    ),
  ]);
}
