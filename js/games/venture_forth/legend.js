// DOM: the key of the board: each symbol drawn as on the board, with what it means (the spaces'
// words are the catalog's, from a space of that symbol).
import { h, svg } from "../../lib/dom.js";
import { CARD_H, CARD_W, boardCard, exploreIcon, slotSymbol, tokenDisc } from "./board.js";
import { SYMBOL_WORDS } from "./catalog.js";

/**
 * A small drawing in the board's units.
 * @param {import("../../lib/dom.js").El[]} shapes  drawn around (0, 0)
 * @param {number} [w]  width in the board's units
 * @param {number} [hgt]  height in the board's units
 * @returns {import("../../lib/dom.js").El}
 */
function sketch(shapes, w = CARD_W + 3, hgt = CARD_W + 1) {
  return svg(
    "svg",
    { class: "vw-vf-key-sketch", viewBox: `${-w / 2} ${-hgt / 2} ${w} ${hgt}`, "aria-hidden": "true" },
    shapes,
  );
}

/**
 * A card to draw in the key (named by its kind).
 * @param {string} kind
 * @param {number} power
 * @param {string} region
 * @returns {import("./catalog.js").CardData}
 */
const sampleCard = (kind, power, region) => ({
  code: "",
  name: kind === "enemy" ? "Enemy" : "Adventurer",
  kind,
  region,
  power,
});

/**
 * @param {import("./catalog.js").Catalog} catalog
 * @param {any} view
 * @returns {import("../../lib/dom.js").El}
 */
export function boardKey(catalog, view) {
  const spaces = Object.values(catalog.boards ?? {}).flatMap((b) => b.paths.flatMap((p) => p.spaces));
  const words = (/** @type {string} */ symbol) =>
    spaces.find((s) => s.symbol === symbol && !s.explore)?.text ?? SYMBOL_WORDS[symbol] ?? symbol;
  const lower = (/** @type {string} */ text) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  const slot = (/** @type {string} */ symbol) => [
    svg("rect", { class: "vw-vf-slot", x: -CARD_W / 2, y: -CARD_H / 2, width: CARD_W, height: CARD_H, rx: 1 }),
    ...slotSymbol(symbol, SYMBOL_WORDS[symbol] ?? symbol),
  ];
  const items = [
    ...Object.keys(SYMBOL_WORDS).map((symbol) => [
      sketch(slot(symbol)),
      `Playing a card here: ${lower(words(symbol))}`,
    ]),
    [
      sketch([slot("will")[0], exploreIcon(false)]),
      "Explore icon (the star): playing a card here reveals an explore token, put beside a path",
    ],
    [sketch([boardCard(sampleCard("adventurer", 2, "country"), false)]), "An adventurer: its power is its cost"],
    [sketch([boardCard(sampleCard("enemy", 7, "shore"), false)]), "An enemy and its power"],
    [
      sketch([boardCard(sampleCard("enemy", 4, "mountains"), true)]),
      "Wandering (turned sideways): left on a path again, it is discarded",
    ],
    [sketch(tokenDisc("2c 3T", true), 10, 8), "Explore token: c coins, T treasure cards to look at, D despair"],
    view?.options?.hidden_tokens ? [sketch(tokenDisc(null, false), 10, 8), "Explore token face down"] : null,
  ].filter((item) => item != null);
  return h("details", { class: "vw-zone vw-vf-key", "data-keep-open": "vf-key", "data-testid": "vw-board-key" }, [
    h("summary", { class: "vw-zone-label", text: "Board key" }),
    h(
      "ul",
      { class: "vw-vf-key-list" },
      items.map(([drawing, text]) => h("li", {}, [drawing, h("span", { text: String(text) })])),
    ),
  ]);
}
