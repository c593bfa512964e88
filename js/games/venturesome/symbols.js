// Pure data: the eight treasure symbols as shapes in a 24×24 box, drawn by us. Each has its
// own silhouette (colour is never the only cue): a folded map, one/two/three cut gems, the
// ankh's loop and cross, a cup on a stem, a ring with a stone, a figure on a pedestal.

/** @typedef {{tag: "path" | "polygon" | "circle" | "ellipse" | "rect", attrs: Record<string, string | number>}} Shape */

const STROKE = { fill: "none", stroke: "currentColor", "stroke-linecap": "round", "stroke-linejoin": "round" };

/**
 * A cut gem centred at (cx, cy) of half-width s: crown, table line and the point below.
 * @param {number} cx
 * @param {number} cy
 * @param {number} s
 * @returns {Shape[]}
 */
function gem(cx, cy, s) {
  const r = (/** @type {number} */ v) => Math.round(v * 100) / 100;
  const girdle = r(cy - s * 0.3);
  const top = r(cy - s * 0.9);
  return [
    {
      tag: "polygon",
      attrs: {
        points: `${r(cx - s)},${girdle} ${r(cx - s * 0.5)},${top} ${r(cx + s * 0.5)},${top} ${r(cx + s)},${girdle} ${cx},${r(cy + s)}`,
        fill: "currentColor",
      },
    },
    {
      tag: "path",
      attrs: {
        d: `M${r(cx - s)} ${girdle}H${r(cx + s)}M${r(cx - s * 0.45)} ${girdle}L${cx} ${r(cy + s)}L${r(cx + s * 0.45)} ${girdle}`,
        class: "vw-facet",
      },
    },
  ];
}

/** @type {Record<string, Shape[]>} */
export const SYMBOL_SHAPES = {
  MAP: [
    {
      tag: "polygon",
      attrs: {
        points: "2.5,6 8.5,3.5 15.5,6 21.5,3.5 21.5,18 15.5,20.5 8.5,18 2.5,20.5",
        ...STROKE,
        "stroke-width": 1.8,
      },
    },
    { tag: "path", attrs: { d: "M8.5 3.5V18M15.5 6v14.5", ...STROKE, "stroke-width": 1.1 } },
    { tag: "path", attrs: { d: "M10.5 10l3 3M13.5 10l-3 3", ...STROKE, "stroke-width": 1.8 } },
  ],
  GEM1: gem(12, 12.5, 8.5),
  GEM2: [...gem(6.5, 13, 5.2), ...gem(17.5, 13, 5.2)],
  GEM3: [...gem(12, 7.2, 4.6), ...gem(6.3, 17, 4.6), ...gem(17.7, 17, 4.6)],
  ANKH: [
    { tag: "ellipse", attrs: { cx: 12, cy: 6.2, rx: 3.6, ry: 4.2, ...STROKE, "stroke-width": 2.4 } },
    { tag: "path", attrs: { d: "M5 12.4h14M12 10.6V22", ...STROKE, "stroke-width": 2.6 } },
  ],
  CHALICE: [
    { tag: "path", attrs: { d: "M5.5 3h13c0 6.2-2.8 9.6-6.5 9.6S5.5 9.2 5.5 3z", fill: "currentColor" } },
    { tag: "rect", attrs: { x: 11, y: 12, width: 2, height: 6.5, fill: "currentColor" } },
    { tag: "path", attrs: { d: "M7 21.8c0-2 2.2-3.4 5-3.4s5 1.4 5 3.4z", fill: "currentColor" } },
  ],
  RING: [
    { tag: "circle", attrs: { cx: 12, cy: 14.6, r: 6.2, ...STROKE, "stroke-width": 2.6 } },
    { tag: "polygon", attrs: { points: "12,1.8 15.3,5.1 12,8.4 8.7,5.1", fill: "currentColor" } },
  ],
  STATUETTE: [
    { tag: "circle", attrs: { cx: 12, cy: 4.6, r: 2.7, fill: "currentColor" } },
    { tag: "path", attrs: { d: "M7.6 8.4h8.8l-1.8 9.4H9.4z", fill: "currentColor" } },
    { tag: "rect", attrs: { x: 5.5, y: 18.6, width: 13, height: 3.6, rx: 0.8, fill: "currentColor" } },
  ],
};
