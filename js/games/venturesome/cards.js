// DOM: Venturesome's cards, drawn by us: character cards (the character's name first, then the
// symbol and its name, and on a full card a reminder of the effect, in the character's colour),
// card backs, threat cards and intimidation cards. No publisher artwork.
import { h, svg } from "../../lib/dom.js";
import { frozen } from "../../lib/frozen.js";
import { cardInfo, character, threat } from "./catalog.js";
import { SYMBOL_SHAPES } from "./symbols.js";

/** @typedef {import("./catalog.js").Catalog} Catalog */

/**
 * The symbol as inline SVG (decorative: the card's label names it).
 * @param {string} symbol
 * @returns {SVGElement}
 */
export function symbolIcon(symbol) {
  const shapes = SYMBOL_SHAPES[symbol] ?? [];
  // the same drawing at every redraw: built once, kept (lib/frozen.js)
  return frozen(shapes, symbol, () => [
    svg(
      "svg",
      { class: "vw-symbol", viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false", "data-symbol": symbol },
      shapes.map(({ tag, attrs }) => svg(tag, attrs)),
    ),
  ]);
}

/**
 * A character card, face up: a full card reminds of its effect in a few words; hovering shows
 * the whole effect.
 * @param {Catalog} catalog
 * @param {string} code   `CHARACTER.SYMBOL`
 * @param {{small?: boolean, count?: number}} [options]  count > 1: identical cards drawn as one
 * @returns {HTMLElement}
 */
export function characterCard(catalog, code, { small = false, count = 1 } = {}) {
  const info = cardInfo(catalog, code);
  const label = count > 1 ? `${info.label} ×${count}` : info.label;
  const reminder = small ? "" : (character(catalog, info.character).reminder ?? "");
  return h(
    "div",
    {
      class: small ? "vw-card vw-small" : "vw-card",
      role: "img",
      "aria-label": label,
      title: info.effect ? `${label} — ${info.name}: ${info.effect}` : label,
      "data-card": code,
      "data-character": info.character,
      "data-colour": info.colour,
      "data-symbol": info.symbol,
    },
    [
      h("span", { class: "vw-name", "aria-hidden": "true", text: info.name }),
      h("span", { class: "vw-medal" }, [symbolIcon(info.symbol)]),
      h("span", { class: "vw-sym", "aria-hidden": "true", text: info.symbolName }),
      reminder ? h("span", { class: "vw-effect", "aria-hidden": "true", text: reminder }) : null,
      count > 1 ? h("span", { class: "vw-count", "aria-hidden": "true", text: `×${count}` }) : null,
    ],
  );
}

/**
 * A face-down card.
 * @param {{small?: boolean}} [options]
 * @returns {HTMLElement}
 */
export function cardBack({ small = false } = {}) {
  return h("div", { class: small ? "vw-card vw-back vw-small" : "vw-card vw-back", "aria-hidden": "true" });
}

/**
 * A threat card: its name and effect; a resolved one lies face down with who resolved it.
 * @param {Catalog} catalog
 * @param {string} id
 * @param {string | null} resolvedBy  the name of the seat that resolved it, or null
 * @returns {HTMLElement}
 */
export function threatCard(catalog, id, resolvedBy) {
  const t = threat(catalog, id);
  const label = resolvedBy ? `${t.name}, resolved by ${resolvedBy}` : `${t.name}: ${t.text}`;
  return h(
    "div",
    {
      class: resolvedBy ? "vw-threat vw-resolved" : "vw-threat",
      role: "img",
      "aria-label": label,
      title: `${t.name}: ${t.text}`,
      "data-threat": id,
    },
    [
      h("strong", { class: "vw-threat-name", text: t.name }),
      resolvedBy
        ? h("span", { class: "vw-threat-by", text: `resolved by ${resolvedBy}` })
        : h("span", { class: "vw-threat-text", text: t.text }),
    ],
  );
}

/**
 * An intimidation card showing a character (face up: that character may not be played).
 * @param {Catalog} catalog
 * @param {string} characterId
 * @returns {HTMLElement}
 */
export function intimidationCard(catalog, characterId) {
  const ch = character(catalog, characterId);
  return h(
    "div",
    {
      class: "vw-intim",
      role: "img",
      "aria-label": `Intimidation: ${ch.name}`,
      title: `Intimidation card: nobody may play the ${ch.name} from hand`,
      "data-character": characterId,
      "data-colour": ch.colour,
    },
    [h("span", { class: "vw-intim-name", text: ch.name })],
  );
}
