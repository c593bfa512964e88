// Arrow keys within a row of choices: the cards of a hand, the buttons of a bar, the spaces of
// a board, the options of a question. One keydown listener on the view's root moves the focus
// among the focusable elements of the row (`ROW`) that holds the focused one; nothing is
// redrawn and no attribute is changed, so Preact's in-place patching is not disturbed. Tab still
// goes from element to element as before.

/** The containers whose focusable elements form a row (a nested row keeps its own). */
const ROW = '[role="group"], [role="toolbar"], .vw-controls, .vw-legal-list';

/** What may take the focus in a row (disabled buttons and hidden elements left out below). */
const FOCUSABLE = 'button:not([disabled]), a[href], summary, [tabindex]:not([tabindex^="-"])';

/** @typedef {"left" | "right" | "up" | "down"} Direction */

/** @type {Record<string, Direction>} */
const DIRECTIONS = { ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down" };

/**
 * @typedef {{x: number, y: number}} Point  the centre of an element's box
 */

/**
 * The index of the element nearest to `from` in `direction` (centres compared, within 45° of
 * that way; a step across is dearer than a step along), or -1 if none lies that way.
 * @param {Point[]} centres
 * @param {number} from
 * @param {Direction} direction
 * @returns {number}
 */
export function nearestIndex(centres, from, direction) {
  const origin = centres[from];
  const horizontal = direction === "left" || direction === "right";
  const sign = direction === "left" || direction === "up" ? -1 : 1;
  let best = -1;
  let bestCost = Infinity;
  centres.forEach((c, i) => {
    const along = sign * (horizontal ? c.x - origin.x : c.y - origin.y);
    const across = Math.abs(horizontal ? c.y - origin.y : c.x - origin.x);
    if (i === from || along <= 1 || across > along) return; // within 45° of that way
    const cost = along + 2 * across;
    if (cost < bestCost) [best, bestCost] = [i, cost];
  });
  return best;
}

/**
 * Where the focus goes in a row of `count` elements from `index` for `key`: the nearest element
 * that way on screen, else the one before (Left, Up) or after (Right, Down) in reading order,
 * stopping at the ends; Home and End: the first and the last. -1: the key is not a move.
 * @param {string} key
 * @param {number} index
 * @param {Point[]} centres
 * @returns {number}
 */
export function moveIndex(key, index, centres) {
  const count = centres.length;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  const direction = DIRECTIONS[key];
  if (!direction) return -1;
  const near = nearestIndex(centres, index, direction);
  if (near >= 0) return near;
  const step = direction === "left" || direction === "up" ? -1 : 1;
  return Math.min(count - 1, Math.max(0, index + step));
}

/**
 * The focusable elements of `row`, in reading order (not those of a row nested in it).
 * @param {Element} row
 * @returns {HTMLElement[]}
 */
function members(row) {
  return /** @type {HTMLElement[]} */ ([...row.querySelectorAll(FOCUSABLE)]).filter(
    (el) => el.closest(ROW) === row && el.getClientRects().length > 0,
  );
}

/**
 * Listen on `root` for the arrow keys, Home and End pressed on an element of a row.
 * @param {HTMLElement} root
 * @returns {() => void} stops listening
 */
export function delegateRows(root) {
  const onKey = (/** @type {KeyboardEvent} */ event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (!(event.key in DIRECTIONS) && event.key !== "Home" && event.key !== "End") return;
    const target = /** @type {Element} */ (event.target);
    if (target.matches("input, textarea, select, [contenteditable]")) return;
    const row = target.closest(ROW);
    if (!row || !root.contains(row)) return;
    const all = members(row);
    const index = all.indexOf(/** @type {HTMLElement} */ (target));
    if (index < 0) return;
    const centres = all.map((el) => {
      const box = el.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    });
    const next = moveIndex(event.key, index, centres);
    if (next < 0) return;
    event.preventDefault(); // the page does not scroll
    if (next !== index) all[next].focus();
  };
  root.addEventListener("keydown", onKey);
  return () => root.removeEventListener("keydown", onKey);
}
