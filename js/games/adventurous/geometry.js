// Pure: Adventurous's grid as the table draws it, from the catalog and the view (keys in
// games/adventurous/view.py and catalog.py): a card's footprint on its side and orientation, the
// placements the legal actions offer for a card, the one the pointer snaps to, the map's extent.
// Space (x, y): x right, y down; a card is placed by its top-left space. Nothing here decides
// legality: a placement is legal when a legal action's target names it.

/**
 * @typedef {import("../../lib/targets.js").Legal} Legal
 * @typedef {{width: number, height: number, codes: [number, number, string][], chain: [number, number][]}} Shape
 * @typedef {{legal: Legal, x: number, y: number, orientation: number}} Placement
 * @typedef {{x0: number, y0: number, x1: number, y1: number}} Bounds  spaces x0..x1-1, y0..y1-1
 */

/** A marvel's side: landscape, 4 x 3, every space covered by the marvel. */
const MARVEL_SHAPE = /** @type {Shape} */ ({
  width: 4,
  height: 3,
  codes: Array.from({ length: 12 }, (_, i) => [i % 4, Math.floor(i / 4), "M"]),
  chain: [],
});

/** The orientations of a map card, clockwise from portrait as printed. */
export const ORIENTATIONS = [0, 90, 180, 270];

/** The ship card: portrait at (0, 0), 3 wide and 4 tall. */
export const SHIP = { x: 0, y: 0, width: 3, height: 4 };

/**
 * The footprint of `card` on `side` ("map" or "marvel") in `orientation` (a marvel: landscape).
 * @param {any} catalog
 * @param {number} card
 * @param {string} side
 * @param {number} orientation
 * @returns {Shape}
 */
export function shapeOf(catalog, card, side, orientation) {
  if (side === "marvel") return MARVEL_SHAPE;
  return catalog.shapes?.[String(card)]?.[String(orientation)] ?? MARVEL_SHAPE;
}

/**
 * The card's entry of the catalog (`number`, `map` rows, `marvel` side).
 * @param {any} catalog
 * @param {number} card
 * @returns {any}
 */
export function cardOf(catalog, card) {
  return (catalog.cards ?? []).find((/** @type {any} */ c) => c.number === card) ?? null;
}

/**
 * The space "x,y" of a target as numbers.
 * @param {string} space
 * @returns {[number, number]}
 */
export function parseSpace(space) {
  const [x, y] = space.split(",").map(Number);
  return [x, y];
}

/**
 * The legal placements of `card` (zone `map` targets naming it), with their top-left space.
 * @param {Legal[]} legal
 * @param {number} card
 * @returns {Placement[]}
 */
export function placementsOf(legal, card) {
  return legal
    .filter((item) => item.target.zone === "map" && item.target.card === String(card))
    .map((item) => {
      const [x, y] = parseSpace(item.target.space ?? "0,0");
      return { legal: item, x, y, orientation: Number(item.target.orientation ?? 90) };
    });
}

/**
 * The cards the decision places: the drawn map cards, or the marvel being discovered.
 * @param {any} view
 * @returns {{card: number, side: string}[]}
 */
export function cardsToPlace(view) {
  if (view?.decision?.kind !== "place") return [];
  if (view.discovering) return [{ card: view.discovering.card, side: "marvel" }];
  return (view.drawn ?? []).map((/** @type {number} */ card) => ({ card, side: "map" }));
}

/**
 * The placement the pointer snaps to: among `placements` (one card, one orientation) the one
 * whose centre is nearest to `point` (grid units), if within `reach`; else null.
 * @param {Placement[]} placements
 * @param {Shape} shape
 * @param {{x: number, y: number}} point
 * @param {number} [reach]
 * @returns {Placement | null}
 */
export function snap(placements, shape, point, reach = 1.6) {
  let best = null;
  let bestDistance = reach;
  for (const p of placements) {
    const d = Math.hypot(p.x + shape.width / 2 - point.x, p.y + shape.height / 2 - point.y);
    if (d <= bestDistance) [best, bestDistance] = [p, d];
  }
  return best;
}

/**
 * The top-left space of a card of `shape` centred on `point` (where an unsnapped ghost lies).
 * @param {Shape} shape
 * @param {{x: number, y: number}} point
 * @returns {{x: number, y: number}}
 */
export function centredAt(shape, point) {
  return { x: Math.round(point.x - shape.width / 2), y: Math.round(point.y - shape.height / 2) };
}

/**
 * The action of placing `card` with its top-left space at (x, y) (the game's notation, to ask
 * Python why it is not legal; a marvel's names no orientation).
 * @param {number} card
 * @param {string} side
 * @param {number} x
 * @param {number} y
 * @param {number} orientation
 * @returns {string}
 */
export function placeAction(card, side, x, y, orientation) {
  return side === "marvel" ? `place ${card} ${x},${y}` : `place ${card} ${x},${y} ${orientation}`;
}

/**
 * The spaces the ship, the placed cards and `extra` footprints cover, with a margin.
 * @param {any} view
 * @param {any} catalog
 * @param {{x: number, y: number, shape: Shape}[]} extra
 * @param {number} [margin]
 * @returns {Bounds}
 */
export function mapBounds(view, catalog, extra = [], margin = 1) {
  const boxes = [
    { x: SHIP.x, y: SHIP.y, width: SHIP.width, height: SHIP.height },
    ...(view?.placed ?? []).map((/** @type {any} */ p) => {
      const shape = shapeOf(catalog, p.card, p.side, p.orientation);
      return { x: p.x, y: p.y, width: shape.width, height: shape.height };
    }),
    ...extra.map((e) => ({ x: e.x, y: e.y, width: e.shape.width, height: e.shape.height })),
  ];
  return {
    x0: Math.min(...boxes.map((b) => b.x)) - margin,
    y0: Math.min(...boxes.map((b) => b.y)) - margin,
    x1: Math.max(...boxes.map((b) => b.x + b.width)) + margin,
    y1: Math.max(...boxes.map((b) => b.y + b.height)) + margin,
  };
}

/**
 * The encounters counted against their thresholds: each kind's visible count, its threshold
 * (null: unlimited) and whether it is over.
 * @param {any} view
 * @returns {{kind: string, count: number, threshold: number | null, over: boolean}[]}
 */
export function encounterCounts(view) {
  const thresholds = view?.ship?.thresholds ?? {};
  return ["fin", "serpent", "trident", "whirlpool"].map((kind) => {
    const count = view?.counts?.[kind] ?? 0;
    const threshold = thresholds[kind] ?? null;
    return { kind, count, threshold, over: threshold != null && count > threshold };
  });
}
