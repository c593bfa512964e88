// Where the keyboard focus lands when a redraw took it away (the focused card was played, a
// button went disabled, the game ended) or when the viewer asked to go back (Undo): on the next
// thing to do, never on the page's body.

/**
 * The places of the next thing to do, the first found winning: a question's options (until it is
 * answered right, when Next is the thing to do), the hot-seat
 * hand-off's button, the legal choices on the table, the score sheet's heading at the end, the
 * list of options, the lesson's Next, a replay's buttons, and at last the prompt (always drawn).
 */
const NEXT = [
  ".vw-question:not([data-answered]) [data-msg]",
  '[data-testid="vw-handoff-confirm"]',
  "[data-action], [data-select]",
  '[data-testid="vw-score-sheet"] [data-landing]',
  "[data-legal]",
  ".vw-tutor .vw-primary",
  ".vw-replay [data-msg]",
  '[data-testid="vw-prompt"]',
];

/** Where the focus rests while nothing is to be done (the last of NEXT): the prompt. */
const REST = NEXT[NEXT.length - 1];

/**
 * Whether the focus on `el` only rests there, waiting for something to do (while the bots
 * think, say): the redraw of a new decision moves it on to its first thing to do (keep.js), so
 * that the person's next decision, when it comes, has the focus; a redraw of the same decision
 * leaves it there.
 * @param {Element} el
 * @returns {boolean}
 */
export function resting(el) {
  return el.matches(REST);
}

/**
 * Whether `el` can hold the focus now: drawn, shown, not disabled, focusable by nature or by
 * its tabindex.
 * @param {Element | null} el
 * @returns {el is HTMLElement}
 */
export function canFocus(el) {
  if (!el || !el.isConnected || el.matches(":disabled") || !shown(el)) return false;
  return el.hasAttribute("tabindex") || el.matches("button, a[href], summary, input, select, textarea");
}

/**
 * The element of the next thing to do in `root` (null: nothing there can take the focus).
 * @param {ParentNode} root
 * @returns {HTMLElement | null}
 */
export function nextThing(root) {
  for (const selector of NEXT) {
    const found = [...root.querySelectorAll(selector)].find(
      (el) => canFocus(el) && el.getAttribute("aria-disabled") !== "true",
    );
    if (found) return /** @type {HTMLElement} */ (found);
  }
  return null;
}

/**
 * Whether an element is rendered (no ancestor hides it, it is not in a closed `<details>`).
 * Chromium lays the page out to answer (`checkVisibility`, or the boxes where a browser lacks
 * it), as it does to move the focus: keep.js asks in the frame after a redraw, not in it.
 * @param {Element} el
 * @returns {boolean}
 */
function shown(el) {
  return typeof el.checkVisibility === "function" ? el.checkVisibility() : el.getClientRects().length > 0;
}
