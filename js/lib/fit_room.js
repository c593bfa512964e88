// A table on one screen (issue 32): the part of the viewer's own area or of the table's middle
// that grows without bound (a long hand, a large tableau, a long chain of cards in play), or
// that what grows above it pushes down (A Wild Venture's board, under the other seats' band), is
// marked `data-vw-fit`, and gets as much height as is left for it when the table's top is at
// the top of the notebook's area, so that the prompt, the board or middle and the whole own
// area are in view together; what does not fit scrolls inside that part. A part that fits is
// never touched: the room only caps it.
//
// The room is a custom property, `--vw-room` (px), set on the part; the game's CSS turns it
// into a max-height with a floor (a tiny window scrolls the notebook, not a sliver of cards), or
// for A Wild Venture's board, a square, into a max-width.
// It is measured in the frame after a redraw, where the layout is read anyway (see
// lib/redraw_timing.js), and again when the window is resized. A part that holds more than it
// shows says so (`data-vw-more`: above, below or both), and its edge on that side fades (table.css):
// a scroll bar alone is thin, and some systems show none until the pointer moves.

/** The attribute marking a part that is given the room left under it. */
export const FIT_ATTRIBUTE = "data-vw-fit";
/** The attribute saying which way a part scrolls to what it does not show: "above", "below" or "both". */
export const MORE_ATTRIBUTE = "data-vw-more";
/** Room kept free under the own area, for its ring and the focus ring of its last card. */
const MARGIN_PX = 8;

/**
 * The height of the window onto the notebook: that of the nearest ancestor that scrolls
 * vertically (JupyterLab's notebook area), else the browser's window. An ancestor that could
 * scroll but has nothing to scroll (JupyterLab's output area, `overflow: auto` and as tall as
 * its output) is not one.
 * @param {Element} el
 * @returns {number} px
 */
export function viewportHeight(el) {
  for (let node = el.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    const scrolls = node.scrollHeight > node.clientHeight + 1;
    if ((overflow === "auto" || overflow === "scroll") && scrolls) return node.clientHeight;
  }
  return globalThis.innerHeight;
}

/**
 * The room of one part: the viewport's height less what lies above the part in the table
 * (from the table's top) and what lies under it in its area (the own area or the middle: their
 * padding and border, what follows the part), less a margin. Pure, so that it can be tested without a browser.
 * @param {{viewport: number, table: number, part: {top: number, bottom: number}, area: number}} boxes
 *   the viewport's height; the table's top, the part's top and bottom, its area's bottom
 * @returns {number} px, never below 0
 * @example
 * // a 779 px notebook area, a hand 240 px under the table's top, 12 px of its area under it
 * room({ viewport: 779, table: 100, part: { top: 340, bottom: 900 }, area: 912 }); // 519
 */
export function room({ viewport: height, table, part, area }) {
  const above = part.top - table;
  const under = Math.max(0, area - part.bottom);
  return Math.max(0, Math.floor(height - above - under - MARGIN_PX));
}

/**
 * Give every marked part of the table `root` its room (see the module's comment).
 * @param {HTMLElement} root  the widget's root
 */
export function fitRooms(root) {
  const parts = root.querySelectorAll(`[${FIT_ATTRIBUTE}]`);
  if (parts.length === 0) return;
  const height = viewportHeight(root);
  const table = root.getBoundingClientRect().top;
  for (const part of parts) {
    const area = part.closest(".vw-own, .vw-middle") ?? part;
    const box = part.getBoundingClientRect();
    const px = `${room({ viewport: height, table, part: box, area: area.getBoundingClientRect().bottom })}px`;
    if (part.style.getPropertyValue("--vw-room") !== px) part.style.setProperty("--vw-room", px);
  }
  for (const part of parts) markMore(part);
}

/**
 * Which way a scrolled box holds more than it shows.
 * @param {{scrollTop: number, scrollHeight: number, clientHeight: number}} box
 * @returns {"above" | "below" | "both" | null}
 * @example
 * more({ scrollTop: 0, scrollHeight: 900, clientHeight: 500 }); // "below"
 * more({ scrollTop: 400, scrollHeight: 900, clientHeight: 500 }); // "above"
 */
export function more({ scrollTop, scrollHeight, clientHeight }) {
  const above = scrollTop > 1;
  const below = scrollTop + clientHeight < scrollHeight - 1;
  return above && below ? "both" : above ? "above" : below ? "below" : null;
}

/**
 * Mark a part with which way it holds more than it shows (see MORE_ATTRIBUTE).
 * @param {Element} part
 */
function markMore(part) {
  const way = more(part);
  if (way == null) part.removeAttribute(MORE_ATTRIBUTE);
  else if (part.getAttribute(MORE_ATTRIBUTE) !== way) part.setAttribute(MORE_ATTRIBUTE, way);
}

/**
 * Keep the marks of the parts of `root` up to date as the reader scrolls them.
 * @param {HTMLElement} root
 * @returns {() => void}  stop (the view is closed)
 */
export function trackMore(root) {
  const onScroll = (/** @type {Event} */ event) => {
    const part = event.target;
    if (part instanceof Element && part.hasAttribute(FIT_ATTRIBUTE)) markMore(part);
  };
  // a scroll does not bubble: the root hears its parts' while capturing
  root.addEventListener("scroll", onScroll, { capture: true, passive: true });
  return () => root.removeEventListener("scroll", onScroll, { capture: true });
}
