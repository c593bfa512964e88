// DOM: the map of Adventurous, a Preact component (it keeps what the viewer is in the middle of
// across updates: the card picked, its orientation, where the pointer is, pan and zoom). It draws
// the ship and the cards in the order laid (later on top), the visible path traced from the ship
// with its end lit and, while a card is being placed, a ghost of it that follows the pointer and
// snaps to the legal placements only (the legal actions' targets for that card and orientation),
// whose anchors are lit and take the keyboard. Over a spot with no legal placement it asks Python
// why (`{kind: "why", action}`) and shows the answer. A hint (`{kind: "hint"}`) shows Python's
// suggestions, the best one's placement outlined on the map, or the one shown on the table
// (lib/hint_preview.js): then its outline is the move's ghost, and a click on it places the card.
import { createElement } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { asAction } from "../../lib/choice.js";
import { h, memoData, svg } from "../../lib/dom.js";
import { hintList } from "../../lib/hint_panel.js";
import { mapSide, marvelSide, miniCard, numberLabel, placedCard, shipCard } from "./drawing.js";
import {
  ORIENTATIONS,
  cardsToPlace,
  centredAt,
  mapBounds,
  placeAction,
  placementsOf,
  shapeOf,
  snap,
} from "./geometry.js";

/**
 * @typedef {import("../index.js").RenderInput} RenderInput
 * @typedef {{x: number, y: number, w: number, h: number}} Box  the map's view box, in spaces
 */

/** How much one zoom step (a button, a wheel notch) scales the map. */
const ZOOM = 1.25;
/** A drag of fewer pixels than this is a click. */
const DRAG = 4;

/** The least the fitted map shows (spaces across, down): a small map is not drawn huge. */
const MIN_FIT = { w: 13, h: 11 };

/**
 * The view box showing `bounds` whole (at least MIN_FIT, centred on them).
 * @param {import("./geometry.js").Bounds} b
 * @returns {Box}
 */
export function fitBox(b) {
  const w = Math.max(MIN_FIT.w, b.x1 - b.x0);
  const h = Math.max(MIN_FIT.h, b.y1 - b.y0);
  return { x: (b.x0 + b.x1 - w) / 2, y: (b.y0 + b.y1 - h) / 2, w, h };
}

/**
 * `box` zoomed by `factor` about the point (cx, cy).
 * @param {Box} box
 * @param {number} factor  above 1: closer
 * @param {number} cx
 * @param {number} cy
 * @returns {Box}
 */
export function zoomBox(box, factor, cx = box.x + box.w / 2, cy = box.y + box.h / 2) {
  const w = Math.min(80, Math.max(4, box.w / factor));
  const h = (box.h * w) / box.w;
  return { x: cx - ((cx - box.x) * w) / box.w, y: cy - ((cy - box.y) * h) / box.h, w, h };
}

/**
 * The map and its toolbar (an element of the table's middle).
 * @param {RenderInput} input
 * @returns {import("../../lib/dom.js").El}
 */
export function mapPanel(input) {
  return createElement(MapPanel, { input, key: "adv-map" });
}

/**
 * @param {{input: RenderInput}} props
 */
function MapPanel({ input }) {
  const { view, catalog, legal, ask, replies, preview } = input;
  const placing = legal.length ? cardsToPlace(view) : []; // only the seat deciding places
  const [asked, setAsked] = useState(/** @type {any[] | null} */ (null)); // the legal list a hint was asked for
  const [picked, setPicked] = useState(/** @type {number | null} */ (null));
  const [turned, setTurned] = useState(/** @type {Record<string, number>} */ ({}));
  const [pointer, setPointer] = useState(/** @type {{x: number, y: number} | null} */ (null));
  const [focused, setFocused] = useState(/** @type {string | null} */ (null));
  const [box, setBox] = useState(/** @type {Box | null} */ (null)); // null: fit the map
  const [refocus, setRefocus] = useState(false);
  const svgRef = useRef(/** @type {SVGSVGElement | null} */ (null));
  const drag = useRef(/** @type {{x: number, y: number, box: Box, moved: boolean} | null} */ (null));

  // the card being placed: the one picked, else the first with a legal placement
  const withPlacements = placing.filter((c) => placementsOf(legal, c.card).length);
  const current = placing.find((c) => c.card === picked) ?? withPlacements[0] ?? placing[0] ?? null;
  const all = current ? placementsOf(legal, current.card) : [];
  const marvel = current?.side === "marvel";
  const orientation = current ? (marvel ? 90 : (turned[current.card] ?? all[0]?.orientation ?? 0)) : 0;
  const shape = current ? shapeOf(catalog, current.card, current.side, orientation) : null;
  const here = all.filter((p) => p.orientation === orientation);

  // the ghost: at the focused anchor, else where the pointer snaps, else centred on the pointer
  const focusedPlacement = here.find((p) => p.legal.action === focused) ?? null;
  const snapped = focusedPlacement ?? (shape && pointer ? snap(here, shape, pointer) : null);
  const loose = !snapped && shape && pointer ? centredAt(shape, pointer) : null;
  const ghostAt = snapped ?? loose;
  const looseAction = current && loose ? placeAction(current.card, current.side, loose.x, loose.y, orientation) : null;
  const why = replies.why && replies.why.action === looseAction ? replies.why.text : null;

  // ask Python why a spot takes no placement, once the pointer rests on it
  useEffect(() => {
    if (!looseAction || why) return;
    const timer = setTimeout(() => ask({ kind: "why", action: looseAction }), 120);
    return () => clearTimeout(timer);
  }, [looseAction, why]);
  // after a rotation by key, the focus goes to the first anchor of the new orientation
  useEffect(() => {
    if (!refocus) return;
    setRefocus(false);
    /** @type {HTMLElement | null} */ (svgRef.current?.querySelector("[data-anchor]") ?? null)?.focus();
  }, [refocus]);

  const hint = replies.hint ?? null;
  const best = hint?.hints?.find((/** @type {any} */ item) => item.target?.zone === "map") ?? null;
  const previewed = preview?.target?.zone === "map" ? preview : null;
  // the fitted map shows every legal placement of the card too
  const extra = all.map((p) => ({
    x: p.x,
    y: p.y,
    shape: shapeOf(catalog, current?.card ?? 0, current?.side ?? "map", p.orientation),
  }));
  const fitted = fitBox(mapBounds(view, catalog, extra));
  const shown = box ?? fitted;

  /** @param {{clientX: number, clientY: number}} event */
  const toGrid = (event) => {
    const el = svgRef.current;
    const matrix = el?.getScreenCTM();
    if (!el || !matrix) return null;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  };
  const rotate = (/** @type {number} */ step, /** @type {boolean} */ byKey) => {
    if (!current || marvel) return;
    const i = ORIENTATIONS.indexOf(orientation);
    setTurned({ ...turned, [current.card]: ORIENTATIONS[(i + step + 4) % 4] });
    if (byKey) setRefocus(true);
  };
  const pick = (/** @type {number} */ card) => {
    setPicked(card);
    setFocused(null);
  };
  /** @param {KeyboardEvent} event */
  const onKey = (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    if (key === "r") {
      event.preventDefault();
      rotate(event.shiftKey ? -1 : 1, true);
    } else if (/^[1-9]$/.test(key) && placing[Number(key) - 1]) {
      event.preventDefault();
      pick(placing[Number(key) - 1].card);
      setRefocus(true);
    } else if (key === "+" || key === "=") setBox(zoomBox(shown, ZOOM));
    else if (key === "-") setBox(zoomBox(shown, 1 / ZOOM));
    else if (key === "f") setBox(null);
  };

  const map = svg(
    "svg",
    {
      ref: svgRef,
      class: `vw-adv-map${pointer && drag.current?.moved ? " vw-adv-dragging" : ""}`,
      viewBox: `${shown.x} ${shown.y} ${shown.w} ${shown.h}`,
      preserveAspectRatio: "xMidYMid meet",
      role: "group",
      "aria-label": current
        ? `Map: legal placements of ${marvel ? "marvel" : "card"} ${current.card} (arrow keys move among them, ` +
          `Enter places${marvel ? "" : ", R rotates"})`
        : "Map",
      "data-zone": "map",
      "data-testid": "adv-map",
      "data-view-box": `${shown.x} ${shown.y} ${shown.w} ${shown.h}`,
      onPointerMove: (/** @type {PointerEvent} */ event) => {
        const d = drag.current;
        if (d && (d.moved || Math.hypot(event.clientX - d.x, event.clientY - d.y) > DRAG)) {
          d.moved = true;
          // spaces per pixel: the drawing fits the element's width or its height, whichever is tighter
          const el = svgRef.current;
          const scale = Math.max(d.box.w / (el?.clientWidth || 1), d.box.h / (el?.clientHeight || 1));
          setBox({ ...d.box, x: d.box.x - (event.clientX - d.x) * scale, y: d.box.y - (event.clientY - d.y) * scale });
          return;
        }
        setPointer(toGrid(event));
      },
      onPointerLeave: () => setPointer(null),
      onPointerDown: (/** @type {PointerEvent} */ event) => {
        if (event.button === 0) drag.current = { x: event.clientX, y: event.clientY, box: shown, moved: false };
      },
      onPointerUp: () => {
        if (!drag.current?.moved) drag.current = null;
      },
      // a drag pans: its click places nothing
      onClickCapture: (/** @type {MouseEvent} */ event) => {
        if (drag.current?.moved) event.stopPropagation();
        drag.current = null;
      },
      onWheel: (/** @type {WheelEvent} */ event) => {
        event.preventDefault();
        const at = toGrid(event);
        setBox(zoomBox(shown, event.deltaY < 0 ? ZOOM : 1 / ZOOM, at?.x, at?.y));
      },
    },
    [
      svg("rect", { class: "vw-adv-table-bg", x: shown.x, y: shown.y, width: shown.w, height: shown.h }),
      // the parts an update changes seldom are built anew only when what they show changed
      memoData("adv-ship", catalog, [view.ship, view.active_effect], () =>
        shipCard({ ship: view.ship, active_effect: view.active_effect }, catalog),
      ),
      memoData("adv-placed", catalog, [view.placed, view.previous], () =>
        placedCards(catalog, view.placed ?? [], view.previous),
      ),
      memoData("adv-path", catalog, view.path, () => pathTrace(view.path ?? [])),
      memoData("adv-numbers", catalog, view.placed, () => numberLayer(catalog, view.placed ?? [])),
      previewed ? hintOutline(catalog, view, previewed, true) : best ? hintOutline(catalog, view, best) : null,
      current && shape
        ? svg(
            "g",
            { class: "vw-adv-anchors" },
            here.map((p) =>
              asAction(
                svg(
                  "g",
                  {
                    class: "vw-adv-anchor",
                    // keyed by its place, not its action (which names the card): an update that
                    // keeps a spot lit for the next card patches its anchor instead of replacing it
                    key: `${p.x},${p.y},${p.orientation}`,
                    "data-anchor": "",
                    "data-space": `${p.x},${p.y}`,
                    "data-orientation": p.orientation,
                    // the ghost shows a placement the keyboard reached; a focus the table put
                    // there after a click (landing.js) leaves the ghost to follow the pointer
                    onFocus: (/** @type {FocusEvent} */ event) =>
                      setFocused(
                        /** @type {Element} */ (event.currentTarget).matches(":focus-visible") ? p.legal.action : null,
                      ),
                    onBlur: () => setFocused(null),
                  },
                  [
                    svg("circle", {
                      class: "vw-adv-anchor-ring",
                      cx: p.x + shape.width / 2,
                      cy: p.y + shape.height / 2,
                      r: 0.42,
                    }),
                    svg("circle", {
                      class: "vw-adv-anchor-dot",
                      cx: p.x + shape.width / 2,
                      cy: p.y + shape.height / 2,
                      r: 0.2,
                    }),
                  ],
                ),
                p.legal.action,
                p.legal.text,
              ),
            ),
          )
        : null,
      current && shape && ghostAt
        ? ghost(catalog, current, shape, ghostAt, orientation, snapped?.legal.action ?? null)
        : null,
    ],
  );

  const status = placingStatus(current, here.length, all.length, marvel, snapped != null, loose != null, why);
  return h("div", { class: "vw-adv-map-panel", "data-testid": "adv-map-panel", onKeyDown: onKey }, [
    h("div", { class: "vw-adv-toolbar", role: "toolbar", "aria-label": "Map tools" }, [
      ...placing.map((c, i) =>
        h(
          "button",
          {
            type: "button",
            class: `vw-adv-pick${c.card === current?.card ? " vw-selected" : ""}`,
            "aria-pressed": String(c.card === current?.card),
            "data-testid": `adv-pick-${c.card}`,
            title: `Place card ${c.card} (key ${i + 1})`,
            onClick: () => pick(c.card),
          },
          [
            miniCard(catalog, c.card, c.side, 12),
            h("span", {
              text: `${i + 1}: ${c.side === "marvel" ? "marvel" : "card"} ${c.card}${
                withPlacements.includes(c) ? "" : " (fits nowhere)"
              }`,
            }),
          ],
        ),
      ),
      current && !marvel
        ? h("button", {
            type: "button",
            class: "vw-adv-tool",
            "data-testid": "adv-rotate",
            title: "Rotate a quarter turn clockwise (R; Shift+R back)",
            onClick: () => rotate(1, false),
            text: `⟳ Rotate (${orientation}°)`,
          })
        : null,
      h("button", {
        type: "button",
        class: "vw-adv-tool",
        "data-testid": "adv-zoom-in",
        title: "Zoom in (+)",
        onClick: () => setBox(zoomBox(shown, ZOOM)),
        text: "+",
      }),
      h("button", {
        type: "button",
        class: "vw-adv-tool",
        "data-testid": "adv-zoom-out",
        title: "Zoom out (−)",
        onClick: () => setBox(zoomBox(shown, 1 / ZOOM)),
        text: "−",
      }),
      h("button", {
        type: "button",
        class: "vw-adv-tool",
        "data-testid": "adv-fit",
        title: "Fit the map (F)",
        onClick: () => setBox(null),
        text: "Fit",
      }),
      legal.length && !view.is_over
        ? h("button", {
            type: "button",
            class: "vw-adv-tool vw-adv-hint-button",
            "data-testid": "adv-hint",
            title: "Ask for the best few moves",
            onClick: () => {
              setAsked(legal);
              ask({ kind: "hint" });
            },
            text: "Hint",
          })
        : null,
    ]),
    h(
      "p",
      // not a live region: it changes with every move of the pointer (the anchors say their placement)
      { class: `vw-adv-map-status${why ? " vw-adv-why" : ""}`, "data-testid": "adv-map-status" },
      [status],
    ),
    hint
      ? hintList(hint, { testid: "adv-hints", className: "vw-adv-hints", previewed: preview?.action, legal })
      : asked === legal
        ? h("p", { class: "vw-adv-hints", "data-testid": "adv-hints-pending", text: "Looking for the best moves…" })
        : null,
    map,
  ]);
}

/**
 * The sentence under the map's tools: what placing the current card takes, or why the spot
 * under the pointer takes no placement.
 * @param {{card: number, side: string} | null} current
 * @param {number} here  legal placements in this orientation
 * @param {number} all   legal placements in any orientation
 * @param {boolean} marvel
 * @param {boolean} snapped
 * @param {boolean} loose
 * @param {string | null} why
 * @returns {string}
 */
export function placingStatus(current, here, all, marvel, snapped, loose, why) {
  if (!current) return "Drag to pan, wheel or + − to zoom.";
  const what = marvel ? `Marvel ${current.card}` : `Card ${current.card}`;
  if (why) return `Not here: ${why}`;
  if (loose) return `${what}: no legal placement here; move toward a lit spot.`;
  if (snapped) return `${what}: click (or Enter) to place it here.`;
  if (!all) return `${what} fits nowhere.`;
  if (!here) return `${what}: no legal placement in this orientation; press R to rotate.`;
  const spots = here === 1 ? "1 lit spot takes" : `${here} lit spots take`;
  return `${what}: ${spots} it. Point at the map, or Tab and arrow keys${marvel ? "" : "; R rotates"}.`;
}

/**
 * The ghost of the card being placed: on a legal placement it takes the click (its action).
 * @param {any} catalog
 * @param {{card: number, side: string}} current
 * @param {import("./geometry.js").Shape} shape
 * @param {{x: number, y: number}} at
 * @param {number} orientation
 * @param {string | null} action
 * @returns {import("../../lib/dom.js").El}
 */
function ghost(catalog, current, shape, at, orientation, action) {
  return svg(
    "g",
    {
      class: `vw-adv-ghost ${action ? "vw-adv-ghost-ok" : "vw-adv-ghost-bad"}`,
      transform: `translate(${at.x} ${at.y})`,
      "data-testid": "adv-ghost",
      "data-space": null,
      "data-at": `${at.x},${at.y}`,
      "data-orientation": orientation,
      "data-action": action,
      "aria-hidden": "true",
    },
    [
      ...(current.side === "marvel" ? marvelSide(catalog, current.card) : mapSide(shape, current.card)),
      svg("rect", { class: "vw-adv-ghost-edge", width: shape.width, height: shape.height, rx: 0.12 }),
    ],
  );
}

/**
 * The cards laid on the map, in the order laid (later on top), the last one marked.
 * @param {any} catalog
 * @param {{card: number, side: string, x: number, y: number, orientation: number}[]} placed
 * @param {number | null | undefined} previous  the card laid last
 * @returns {import("../../lib/dom.js").El}
 */
function placedCards(catalog, placed, previous) {
  return svg(
    "g",
    { class: "vw-adv-placed" },
    placed.map((p, i) =>
      placedCard(catalog, p, { "data-z": i, key: `p${p.card}`, "data-last": p.card === previous ? "" : null }),
    ),
  );
}

/**
 * The visible path from the ship's start to its end (lit).
 * @param {number[][]} path
 * @returns {import("../../lib/dom.js").El | null}
 */
function pathTrace(path) {
  if (!path.length) return null;
  const points = path.map(([x, y]) => `${x + 0.5},${y + 0.5}`).join(" ");
  const [ex, ey] = path[path.length - 1];
  return svg("g", { class: "vw-adv-trace", "data-testid": "adv-path" }, [
    svg("polyline", { class: "vw-adv-trace-line", points }),
    svg("circle", {
      class: "vw-adv-path-end",
      cx: ex + 0.5,
      cy: ey + 0.5,
      r: 0.4,
      "data-testid": "adv-path-end",
      "data-space": null,
      "data-end": `${ex},${ey}`,
    }),
  ]);
}

/**
 * The numbers of the placed cards whose top-left space no later card covers, above the path and
 * its lit end so that neither hides them.
 * @param {any} catalog
 * @param {{card: number, side: string, x: number, y: number, orientation: number}[]} placed
 * @returns {import("../../lib/dom.js").El}
 */
function numberLayer(catalog, placed) {
  const covers = (/** @type {any} */ q, /** @type {number} */ x, /** @type {number} */ y) => {
    const shape = shapeOf(catalog, q.card, q.side, q.orientation);
    return q.x <= x && x < q.x + shape.width && q.y <= y && y < q.y + shape.height;
  };
  const shown = placed.filter((p, i) => !placed.slice(i + 1).some((q) => covers(q, p.x, p.y)));
  return svg(
    "g",
    { class: "vw-adv-numbers", "aria-hidden": "true" },
    shown.map((p) =>
      svg(
        "g",
        {
          class: p.side === "marvel" ? "vw-adv-marvel-card" : null,
          transform: `translate(${p.x} ${p.y})`,
          key: `n${p.card}`,
        },
        numberLabel(p.card, p.side === "marvel" ? 0.06 : 0.04, p.side === "marvel" ? 0.06 : 0.04),
      ),
    ),
  );
}

/**
 * A hint's placement on the map: a faint ghost of the card there, outlined; the hint shown on
 * the table's is its ghost (lib/hint_preview.js) and places the card when clicked (the lit
 * "Play this move" and the anchors are its keyboard's way).
 * @param {any} catalog
 * @param {any} view
 * @param {{action: string, target: any}} hint
 * @param {boolean} [shown]  the hint is shown on the table
 * @returns {import("../../lib/dom.js").El}
 */
function hintOutline(catalog, view, hint, shown = false) {
  const { card, space, orientation } = hint.target;
  const [x, y] = String(space).split(",").map(Number);
  const side = view.discovering?.card === Number(card) ? "marvel" : "map";
  const shape = shapeOf(catalog, Number(card), side, Number(orientation ?? 90));
  return svg(
    "g",
    {
      class: shown ? "vw-adv-hint-ghost vw-preview-ghost" : "vw-adv-hint-ghost",
      transform: `translate(${x} ${y})`,
      "data-testid": "adv-hint-outline",
      "data-at": `${x},${y}`,
      "data-preview-ghost": shown ? "" : null,
      "data-action": shown ? hint.action : null,
      "aria-hidden": shown ? "true" : null,
    },
    [
      ...(side === "marvel" ? marvelSide(catalog, Number(card)) : mapSide(shape, Number(card))),
      svg("rect", { class: "vw-adv-hint-outline", width: shape.width, height: shape.height, rx: 0.15 }),
    ],
  );
}

