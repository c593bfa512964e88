// DOM: A Wild Venture's cards, drawn by us: a band in the species' colour with the cost, the
// kind, the species in words and the supply value, the name, the text; supplies on the card as tokens; the
// enchantment on a building; card backs; tokens. No publisher artwork.
import { h, svg } from "../../lib/dom.js";
import { cardInfo, counted, plainText } from "./catalog.js";
import { COIN, ENCHANT_GLYPHS, KIND_ICONS, enchantStyle } from "./icons.js";

/**
 * @typedef {import("./catalog.js").Catalog} Catalog
 * @typedef {import("./icons.js").Shape} Shape
 * @typedef {{size?: "full" | "chip" | "small", supply?: number | null, enchanted?: string | null, upgraded?: boolean,
 *   used?: boolean}} CardOptions
 *   supply: supplies on the card (null: not in play); enchanted: the type of the token on a building;
 *   used: activated this turn (drawn tilted, as the rulebook suggests)
 */

/**
 * An inline SVG icon from shapes in a 24×24 box (decorative: labels name things).
 * @param {Shape[]} shapes
 * @param {string} cls
 * @returns {SVGElement}
 */
export function icon(shapes, cls) {
  return svg(
    "svg",
    { class: cls, viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" },
    shapes.map(({ tag, attrs, text }) => svg(tag, { ...attrs, text })),
  );
}

/**
 * A coin with a number on it (coins, costs).
 * @param {number | string} n
 * @param {string} [cls]
 * @returns {HTMLElement}
 */
export function coin(n, cls = "vw-wv-coin") {
  return h("span", { class: cls, "aria-hidden": "true" }, [icon(COIN, "vw-wv-coin-disc"), h("b", { text: String(n) })]);
}

/**
 * An enchantment token of any type.
 * @param {string} type
 * @param {{placed?: boolean}} [options]  placed: on a building (drawn smaller, dimmer)
 * @returns {HTMLElement}
 */
export function enchantToken(type, { placed = false } = {}) {
  const style = enchantStyle(type);
  const glyph = ENCHANT_GLYPHS[style.glyph] ?? [
    {
      tag: "text",
      attrs: { x: 12, y: 16.5, "text-anchor": "middle", "font-size": 13, "font-weight": 700, fill: "currentColor" },
      text: style.letter,
    },
  ];
  return h(
    "span",
    {
      class: placed ? "vw-wv-enchant vw-wv-placed" : "vw-wv-enchant",
      style: `--e: ${style.colour}`,
      "data-enchant": type,
      role: "img",
      "aria-label": `${type} enchantment${placed ? " (on a building)" : ""}`,
      title: `${type} enchantment${placed ? " (on a building)" : ""}`,
    },
    [icon(glyph, "vw-wv-glyph")],
  );
}

/**
 * Supplies on a card: up to six tokens, else one token and the number.
 * @param {number} n
 * @param {boolean} markEmpty  say "empty" when there are none (a villager or gear card about to be tucked)
 * @returns {HTMLElement}
 */
function supplies(n, markEmpty) {
  const tokens =
    n <= 6
      ? Array.from({ length: n }, () => h("span", { class: "vw-wv-token" }))
      : [h("span", { class: "vw-wv-token" }), h("b", { text: `×${n}` })];
  return h(
    "span",
    { class: "vw-wv-supplies", "data-supply": n, "aria-hidden": "true" },
    n ? tokens : markEmpty ? [h("span", { class: "vw-wv-none", text: "empty" })] : [],
  );
}

/**
 * A card, face up. Full: everything, its text included (the viewer's own cards, the cards of
 * the moment); chip: a compact tile of an opponent's area, its text shown only when the reader
 * opens that area's texts; small: the band and the name (piles).
 * @param {Catalog} catalog
 * @param {string} code
 * @param {CardOptions} [options]
 * @returns {HTMLElement}
 */
export function wvCard(
  catalog,
  code,
  { size = "full", supply = null, enchanted = null, upgraded = false, used = false } = {},
) {
  const info = cardInfo(catalog, code);
  const lines = upgraded && info.upgradedLines.length ? info.upgradedLines : info.lines;
  const facts = [
    `${info.name} (${[info.species, info.kind].filter(Boolean).join(" ")})`,
    info.kind === "starter" ? (upgraded ? "upgraded" : null) : `cost ${info.cost}, supply value ${info.supply}`,
    supply == null ? null : `${counted(catalog, supply, "supply")} on it`,
    enchanted ? `enchanted (${enchanted})` : null,
    used ? "used this turn" : null,
  ].filter(Boolean);
  const label = facts.join(", ");
  const text = plainText(lines);
  const isStarter = info.kind === "starter";
  return h(
    "div",
    {
      class: [
        "vw-wv-card",
        size === "small" ? "vw-wv-small" : size === "chip" ? "vw-wv-chip" : "",
        used ? "vw-wv-used" : "",
        upgraded ? "vw-wv-upgraded" : "",
      ]
        .filter(Boolean)
        .join(" "),
      role: "img",
      "aria-label": label,
      title: text ? `${label} — ${text}` : label,
      "data-card": code,
      "data-species": info.species,
      "data-kind": info.kind,
      "data-supply": supply ?? null,
    },
    [
      h("span", { class: "vw-wv-band", "aria-hidden": "true" }, [
        isStarter ? h("span", { class: "vw-wv-cost" }) : coin(info.cost, "vw-wv-coin vw-wv-cost"),
        icon(KIND_ICONS[info.kind] ?? [], "vw-wv-kind"),
        h("span", { class: "vw-wv-kin", text: info.species }),
        isStarter
          ? h("span", { class: "vw-wv-sv" })
          : h("span", { class: "vw-wv-sv", title: "supply value", text: String(info.supply) }),
      ]),
      h("span", { class: "vw-wv-name", "aria-hidden": "true", text: info.name }),
      upgraded ? h("span", { class: "vw-wv-flag", "aria-hidden": "true", text: "★ upgraded" }) : null,
      size === "small"
        ? null
        : h(
            "span",
            { class: "vw-wv-text", "aria-hidden": "true" },
            lines.map(({ label: l, text: t }) =>
              h("span", { class: "vw-wv-line" }, [l ? h("b", { text: t ? `${l}: ` : l }) : null, t]),
            ),
          ),
      supply == null ? null : supplies(supply, info.kind !== "building"),
      enchanted ? h("span", { class: "vw-wv-slot" }, [enchantToken(enchanted, { placed: true })]) : null,
    ],
  );
}

/**
 * A face-down card.
 * @param {{size?: "full" | "small", count?: number}} [options]  count: drawn on it (a stack)
 * @returns {HTMLElement}
 */
export function wvBack({ size = "small", count } = {}) {
  return h(
    "div",
    { class: size === "small" ? "vw-wv-card vw-wv-back vw-wv-small" : "vw-wv-card vw-wv-back", "aria-hidden": "true" },
    [count == null ? null : h("b", { class: "vw-wv-stack-count", text: String(count) })],
  );
}
