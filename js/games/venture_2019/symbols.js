// DOM: the small drawings of Venture (2019), all drawn by us in a 24×24 box (no publisher art):
// the six role symbols, the four instruments, the light bulb (on / off) and the timing marks of
// action cards (long-term, instant). Each has its own silhouette, so colour is never the only cue.
import { svg } from "../../lib/dom.js";
import { frozen } from "../../lib/frozen.js";

/** @typedef {[string, Record<string, string | number>]} Shape  an SVG tag and its attributes */

const LINE = {
  fill: "none",
  stroke: "currentColor",
  "stroke-width": 1.8,
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
};
const FILL = { fill: "currentColor" };

/** @type {Record<string, Shape[]>} the role symbols, by the short name card codes use */
const ROLE_SHAPES = {
  // a sigma over a ruler line
  math: [["path", { d: "M17 4H7l6 8-6 8h10", ...LINE, "stroke-width": 2.4 }]],
  // a ring of six atoms
  chem: [
    ["polygon", { points: "12,3 19.8,7.5 19.8,16.5 12,21 4.2,16.5 4.2,7.5", ...LINE, "stroke-width": 2 }],
    ["circle", { cx: 12, cy: 12, r: 3.2, ...LINE }],
  ],
  // a star and a small planet
  astro: [
    ["polygon", { points: "10,2 12.3,8.2 19,8.4 13.8,12.4 15.6,19 10,15.2 4.4,19 6.2,12.4 1,8.4 7.7,8.2", ...FILL }],
    ["circle", { cx: 19.5, cy: 18.5, r: 2.6, ...FILL }],
  ],
  // an atom: three orbits around a nucleus
  phys: [
    ["ellipse", { cx: 12, cy: 12, rx: 10, ry: 4, ...LINE, "stroke-width": 1.5 }],
    ["ellipse", { cx: 12, cy: 12, rx: 10, ry: 4, transform: "rotate(60 12 12)", ...LINE, "stroke-width": 1.5 }],
    ["ellipse", { cx: 12, cy: 12, rx: 10, ry: 4, transform: "rotate(120 12 12)", ...LINE, "stroke-width": 1.5 }],
    ["circle", { cx: 12, cy: 12, r: 2.2, ...FILL }],
  ],
  // a leaf with its vein
  bio: [
    ["path", { d: "M4 20C4 10 10 4 21 3c0 11-6 17-15 17z", ...FILL }],
    ["path", { d: "M4 20L15 9", fill: "none", stroke: "var(--v19-card, #fff)", "stroke-width": 1.6 }],
  ],
  // two mountain peaks over a layer line
  geo: [
    ["polygon", { points: "1,19 8,6 12,13 15,8 23,19", ...FILL }],
    ["path", { d: "M1 22h22", ...LINE, "stroke-width": 2 }],
  ],
};

/** @type {Record<string, Shape[]>} the instruments */
const INSTRUMENT_SHAPES = {
  calculator: [
    ["rect", { x: 5, y: 2.5, width: 14, height: 19, rx: 2, ...LINE }],
    ["rect", { x: 8, y: 5.5, width: 8, height: 4, ...FILL }],
    ["path", { d: "M8.5 13h1M12 13h1M15.5 13h0M8.5 16.5h1M12 16.5h1M15.5 16.5h0", ...LINE, "stroke-width": 2.2 }],
  ],
  hourglass: [
    ["path", { d: "M6 3h12M6 21h12M7.5 3c0 5 9 6 9 9s-9 4-9 9M16.5 3c0 5-9 6-9 9s9 4 9 9", ...LINE }],
    ["path", { d: "M9.5 19.5h5l-2.5-3z", ...FILL }],
  ],
  quill: [
    ["path", { d: "M20 3C11 4 6 10 5 19l3-2c5-1 9-6 12-14z", ...FILL }],
    ["path", { d: "M4 21L12 11", ...LINE }],
  ],
  flask: [
    ["path", { d: "M9 3h6M10 3v6L4.5 19a1.5 1.5 0 0 0 1.3 2h12.4a1.5 1.5 0 0 0 1.3-2L14 9V3", ...LINE }],
    ["path", { d: "M7.2 15h9.6l2.2 4.3a1 1 0 0 1-.9 1.4H5.9a1 1 0 0 1-.9-1.4z", ...FILL }],
  ],
};

/** @type {Record<string, Shape[]>} the light bulb, on and off, and the timing marks */
const MARK_SHAPES = {
  bulb_on: [
    ["path", { d: "M12 4a6 6 0 0 0-3.5 10.9V17h7v-2.1A6 6 0 0 0 12 4z", ...FILL }],
    [
      "path",
      {
        d: "M9.5 19.5h5M10.5 21.5h3M12 0.8v1.6M3.5 4.5l1.2 1.1M20.5 4.5l-1.2 1.1M1.5 10.5h1.7M20.8 10.5h1.7",
        ...LINE,
        "stroke-width": 1.5,
      },
    ],
  ],
  bulb_off: [
    ["path", { d: "M12 4a6 6 0 0 0-3.5 10.9V17h7v-2.1A6 6 0 0 0 12 4z", ...LINE, "stroke-width": 1.6 }],
    ["path", { d: "M9.5 19.5h5M10.5 21.5h3", ...LINE, "stroke-width": 1.5 }],
  ],
  long_term: [
    ["circle", { cx: 12, cy: 12, r: 9, ...LINE, "stroke-width": 2 }],
    ["path", { d: "M12 6.5V12l4 2.5", ...LINE, "stroke-width": 2 }],
  ],
  instant: [["polygon", { points: "13.5,1.5 4.5,13.5 11,13.5 9.5,22.5 19.5,9.5 12.8,9.5", ...FILL }]],
};

/**
 * An inline drawing of `shapes`, hidden from screen readers (the words beside it say the same),
 * built once and kept (lib/frozen.js): the same drawing is the same nodes at every redraw.
 * @param {Shape[]} shapes
 * @param {string} cls
 * @param {string} [title]  hover text
 * @returns {import("../../lib/dom.js").El}
 */
function drawing(shapes, cls, title) {
  return frozen(shapes, `${cls}|${title ?? ""}`, () => [
    svg("svg", { class: `vw-v19-icon ${cls}`, viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" }, [
      title ? svg("title", { text: title }) : null,
      ...shapes.map(([tag, attrs]) => svg(tag, attrs)),
    ]),
  ]);
}

/**
 * A role's symbol (`math`, `chem`, ...).
 * @param {string} symbol
 * @param {string} [title]
 * @returns {import("../../lib/dom.js").El}
 */
export function roleSymbol(symbol, title) {
  return drawing(ROLE_SHAPES[symbol] ?? [], `vw-v19-symbol vw-v19-sym-${symbol}`, title);
}

/**
 * An instrument's picture, in its colour.
 * @param {string} kind  calculator, hourglass, quill or flask
 * @param {string} [title]
 * @returns {import("../../lib/dom.js").El}
 */
export function instrumentIcon(kind, title) {
  return drawing(INSTRUMENT_SHAPES[kind] ?? [], `vw-v19-instrument vw-v19-ink-${kind}`, title);
}

/**
 * The light bulb of an action card, on or off.
 * @param {boolean} on
 * @returns {import("../../lib/dom.js").El}
 */
export function bulbIcon(on) {
  return drawing(
    MARK_SHAPES[on ? "bulb_on" : "bulb_off"],
    `vw-v19-bulb${on ? " vw-v19-bulb-on" : ""}`,
    on ? "Bulb on" : "Bulb off",
  );
}

/**
 * The timing mark of an action card: none for a card played and resolved at once.
 * @param {string} timing  immediate, long_term or instant
 * @returns {import("../../lib/dom.js").El | null}
 */
export function timingIcon(timing) {
  if (!MARK_SHAPES[timing]) return null;
  return drawing(MARK_SHAPES[timing], `vw-v19-timing vw-v19-${timing}`, timing === "instant" ? "Instant" : "Long-term");
}
