// DOM (SVG): Adventurous's cards as they look, one grid space = one unit: a map side (sea,
// its path through its spaces, waypoints, encounters as our own glyphs), a marvel side (its
// difficulty numeral, cost and restriction), the ship (its start waypoint, the thresholds, the
// journey effects' numerals). Pure drawing: no choices here.
import { svg } from "../../lib/dom.js";
import { frozen } from "../../lib/frozen.js";
import { SHIP, cardOf, shapeOf } from "./geometry.js";

/** The encounter kinds by code, and their words (the catalog's `codes` name them too). */
export const ENCOUNTERS = /** @type {Record<string, string>} */ ({
  F: "fin",
  S: "serpent",
  T: "trident",
  H: "whirlpool",
});

/**
 * The glyph of an encounter, centred on (0, 0), about 0.7 units across.
 * @param {string} kind  fin, serpent, trident or whirlpool
 * @returns {import("../../lib/dom.js").El}
 */
export function glyph(kind) {
  const shapes = /** @type {Record<string, import("../../lib/dom.js").El[]>} */ ({
    fin: [svg("path", { d: "M-0.34 0.24 Q-0.05 0.1 0.06 -0.34 Q0.14 0.02 0.34 0.24 Z" })],
    serpent: [
      svg("path", { class: "vw-adv-stroke", d: "M-0.36 0.16 q0.12 -0.34 0.24 0 t0.24 0 t0.24 0" }),
      svg("circle", { cx: 0.36, cy: 0.16, r: 0.07 }),
    ],
    trident: [
      svg("path", {
        class: "vw-adv-stroke",
        d: "M0 0.36 V-0.3 M-0.24 -0.3 V-0.08 Q-0.24 0.04 0 0.04 Q0.24 0.04 0.24 -0.08 V-0.3",
      }),
    ],
    whirlpool: [
      svg("path", {
        class: "vw-adv-stroke",
        d: "M0 0 a0.07 0.07 0 1 1 0.14 0 a0.16 0.16 0 1 1 -0.3 0 a0.24 0.24 0 1 1 0.48 0 a0.32 0.32 0 1 1 -0.64 0",
      }),
    ],
  });
  return svg("g", { class: `vw-adv-glyph vw-adv-${kind}`, "data-glyph": kind }, shapes[kind] ?? []);
}

/**
 * The map side of a card in an orientation, its top-left at (0, 0).
 * @param {import("./geometry.js").Shape} shape
 * @param {number} card
 * @returns {import("../../lib/dom.js").El[]}
 */
export function mapSide(shape, card) {
  const centre = (/** @type {number} */ d) => d + 0.5;
  const line = shape.chain.map(([dx, dy]) => `${centre(dx)},${centre(dy)}`).join(" ");
  return [
    svg("rect", { class: "vw-adv-sea", width: shape.width, height: shape.height, rx: 0.12 }),
    svg("polyline", { class: "vw-adv-card-path", points: line }),
    ...shape.codes.map(([dx, dy, code]) => {
      if (code === "W")
        return svg("circle", {
          class: "vw-adv-waypoint",
          cx: centre(dx),
          cy: centre(dy),
          r: 0.24,
          key: `w${dx},${dy}`,
        });
      const kind = ENCOUNTERS[code];
      return kind
        ? svg("g", { transform: `translate(${centre(dx)} ${centre(dy)})`, key: `e${dx},${dy}` }, [glyph(kind)])
        : null;
    }),
    ...numberLabel(card, 0.04, 0.04),
  ];
}

/**
 * A card's number in its top-left corner, on a small backing so that a glyph, the path or the
 * lit path end under it leave it readable.
 * @param {number} card
 * @param {number} x
 * @param {number} y
 * @returns {import("../../lib/dom.js").El[]}
 */
export function numberLabel(card, x, y) {
  const text = String(card);
  return [
    svg("rect", { class: "vw-adv-number-back", x, y, width: 0.1 + 0.23 * text.length, height: 0.4, rx: 0.06 }),
    svg("text", { class: "vw-adv-number", x: x + 0.05, y: y + 0.32, text }),
  ];
}

/**
 * The marvel side of a card (landscape, 4 x 3), its top-left at (0, 0): numeral, cost,
 * restriction.
 * @param {any} catalog
 * @param {number} card
 * @returns {import("../../lib/dom.js").El[]}
 */
export function marvelSide(catalog, card) {
  const marvel = cardOf(catalog, card)?.marvel ?? {};
  const required = /** @type {string[]} */ (marvel.cost?.required ?? []);
  const any = marvel.cost?.any ?? 0;
  return [
    svg("rect", { class: "vw-adv-marvel", width: 4, height: 3, rx: 0.15 }),
    svg("text", { class: "vw-adv-numeral", x: 2, y: 0.85, "text-anchor": "middle", text: marvel.numeral ?? "" }),
    ...numberLabel(card, 0.06, 0.06),
    // the cost: "n any", and a glyph on a light disc for each required encounter
    svg("text", { class: "vw-adv-cost", x: 0.3, y: 1.62, text: required.length ? `${any} +` : `${any} any` }),
    ...required.map((kind, i) =>
      svg("g", { transform: `translate(${1.75 + i * 0.85} 1.46)`, key: `c${i}` }, [
        svg("circle", { class: "vw-adv-cost-disc", r: 0.38 }),
        glyph(kind),
      ]),
    ),
    ...twoLines(marvel.restriction_text ?? "").map((line, i, all) =>
      svg("text", {
        class: "vw-adv-restriction",
        x: 2,
        y: all.length === 1 ? 2.55 : 2.3 + i * 0.45,
        "text-anchor": "middle",
        text: line,
        key: `r${i}`,
        textLength: line.length > LINE_CHARS ? 3.8 : null,
        lengthAdjust: line.length > LINE_CHARS ? "spacingAndGlyphs" : null,
      }),
    ),
  ];
}

/** Letters of a restriction's line that fit a marvel's width. */
const LINE_CHARS = 17;

/**
 * A text on at most two lines: split at the space nearest its middle when it is long.
 * @param {string} text
 * @returns {string[]}
 */
export function twoLines(text) {
  if (!text) return [];
  if (text.length <= LINE_CHARS || !text.includes(" ")) return [text];
  const middle = text.length / 2;
  const spaces = [...text].flatMap((c, i) => (c === " " ? [i] : []));
  const cut = spaces.reduce((a, b) => (Math.abs(b - middle) < Math.abs(a - middle) ? b : a));
  return [text.slice(0, cut), text.slice(cut + 1)];
}

/**
 * A card on the grid: its side in its orientation, at its top-left space. Its drawing is kept
 * (lib/frozen.js): a map of many cards is built, and compared by Preact, only where a card was
 * laid, not every update nor every move of the pointer.
 * @param {any} catalog
 * @param {{card: number, side: string, x: number, y: number, orientation: number}} p
 * @param {Record<string, string | number | null>} [attrs]
 * @returns {import("../../lib/dom.js").El}
 */
export function placedCard(catalog, p, attrs = {}) {
  const marvel = p.side === "marvel";
  const drawing = frozen(catalog, `placed|${p.card}|${p.side}|${p.orientation}`, () => [
    svg("title", {}, [marvel ? (cardOf(catalog, p.card)?.marvel?.text ?? "") : `map card ${p.card}`]),
    ...(marvel ? marvelSide(catalog, p.card) : mapSide(shapeOf(catalog, p.card, p.side, p.orientation), p.card)),
  ]);
  return svg(
    "g",
    {
      class: `vw-adv-card${marvel ? " vw-adv-marvel-card" : ""}`,
      transform: `translate(${p.x} ${p.y})`,
      // not `data-card`: the kit glides moved [data-card] elements by pixels (lib/motion.js), and
      // the map's cards move only with pan and zoom, in the drawing's own units
      "data-map-card": String(p.card),
      "data-side": p.side,
      "data-orientation": p.orientation,
      ...attrs,
    },
    [drawing],
  );
}

/**
 * The journey effects of the ship's side in play (`{id, difficulty, text}`, from the catalog).
 * @param {any} view
 * @param {any} catalog
 * @returns {{id: string, difficulty: number, text: string}[]}
 */
export function shipEffects(view, catalog) {
  const side = (catalog.ship?.sides ?? []).find((/** @type {any} */ s) => s.id === view.ship?.side);
  return side?.effects ?? [];
}

/**
 * The ship: open water and the starting waypoint on its top row, the hull below with the
 * thresholds and the journey effects' numerals (the active one lit).
 * @param {any} view
 * @param {any} catalog
 * @returns {import("../../lib/dom.js").El}
 */
export function shipCard(view, catalog) {
  const ship = view.ship ?? {};
  const thresholds = ship.thresholds ?? {};
  const [sx, sy] = ship.start ?? [1, 0];
  const effects = shipEffects(view, catalog);
  const active = view.active_effect ?? null;
  return svg("g", { class: "vw-adv-ship", "data-testid": "adv-ship" }, [
    svg("title", {}, [`The ship (${ship.name ?? ""}): the path starts at its waypoint`]),
    svg("rect", { class: "vw-adv-ship-water", width: SHIP.width, height: 1 }),
    svg("path", { class: "vw-adv-hull", d: "M0 1 H3 V2.9 Q3 4 1.5 4 Q0 4 0 2.9 Z" }),
    svg("circle", { class: "vw-adv-waypoint vw-adv-start", cx: sx + 0.5, cy: sy + 0.5, r: 0.26 }),
    svg("text", { class: "vw-adv-ship-name", x: 1.5, y: 1.45, "text-anchor": "middle", text: ship.name ?? "Ship" }),
    ...["fin", "serpent", "trident"].map((kind, i) =>
      svg("g", { transform: `translate(${0.55 + i * 0.95} 2.05)`, key: kind }, [
        svg("g", { transform: "scale(0.7)" }, [glyph(kind)]),
        svg("text", {
          class: "vw-adv-ship-limit",
          y: 0.62,
          "text-anchor": "middle",
          text: `≤${thresholds[kind] ?? "?"}`,
        }),
      ]),
    ),
    ...effects.map((effect, i) =>
      svg("text", {
        class: `vw-adv-effect-mark${effect.id === active ? " vw-adv-lit" : ""}`,
        x: 0.6 + i * 0.9,
        y: 3.55,
        "text-anchor": "middle",
        "data-effect": effect.id,
        text: "I".repeat(effect.difficulty),
      }),
    ),
  ]);
}

/**
 * A small drawing of a card's side (the decks' top cards, the drawn cards, the active marvel).
 * @param {any} catalog
 * @param {number} card
 * @param {string} side
 * @param {number} [unit]  pixels per space
 * @returns {import("../../lib/dom.js").El}
 */
export function miniCard(catalog, card, side, unit = 16) {
  const shape = shapeOf(catalog, card, side, side === "marvel" ? 90 : 0);
  return svg(
    "svg",
    {
      class: "vw-adv-mini",
      viewBox: `-0.05 -0.05 ${shape.width + 0.1} ${shape.height + 0.1}`,
      width: shape.width * unit,
      height: shape.height * unit,
      "aria-hidden": "true",
    },
    // kept (lib/frozen.js): the same card is drawn again at every update and move of the pointer
    [
      frozen(catalog, `side|${card}|${side}`, () =>
        side === "marvel" ? marvelSide(catalog, card) : mapSide(shape, card),
      ),
    ],
  );
}
