// Hints you can act on: a suggestion of the hint list (lib/hint_panel.js) is shown on the table
// before it is played. Its elements are lit: every element that sends the hinted action (a card,
// a space, a button, and in a choice of two steps the card picked first too), and a game draws a
// ghost where the move puts something (its renderer reads `RenderInput.preview`). The preview
// only uses Python's hint answer and what the table already draws for the seat on screen; playing
// it is an ordinary move (the "Play this move" button is a choice of that action: widget.js sends
// it as any click). The marks are an attribute that Preact does not draw, so that they survive
// a game's own redraws of its components; they are taken off and put back after every draw.
import { setAttrs, toggleClass } from "./dom.js";

/** The attribute of a lit element of the move previewed. */
export const LIT = "data-preview-lit";

/**
 * @typedef {import("./hint_panel.js").Hint} Hint
 * @typedef {{action: string, decision: number | null, select: string | null}} Preview
 *   action: the hinted action shown on the table; decision: the decision it was shown for (a
 *   preview ends with it); select: the first step of a two-step choice that shows the move
 *   (widget.js picked it for the preview, or the viewer had picked it)
 */

/**
 * The suggestion shown on the table, if its answer is for the decision on screen and its action
 * is legal now (an answer that is late, or a lesson's step that offers other moves, shows none).
 * @param {{hints?: Hint[]} | null | undefined} reply  Python's hint answer for this decision
 * @param {Preview | null} preview
 * @param {{action: string}[]} legal
 * @returns {Hint | null}
 */
export function previewedHint(reply, preview, legal) {
  if (!reply || !preview || !legal.some((item) => item.action === preview.action)) return null;
  return reply.hints?.find((item) => item.action === preview.action) ?? null;
}

/**
 * Whether the preview still stands at `decision`: a preview ends when the decision changes.
 * @param {Preview} preview
 * @param {number | null} decision
 * @returns {boolean}
 */
export function previewStands(preview, decision) {
  return preview.decision === decision;
}

/**
 * The first step of the two-step choice a hinted move may be the second step of: its card, when
 * that card is a key the game selects first (`GameRenderer.selectors`), else null.
 * @param {{target?: {card?: string | null}} | null} hint
 * @param {string[]} selectors
 * @returns {string | null}
 */
export function selectorFor(hint, selectors) {
  const card = hint?.target?.card;
  return card != null && selectors.includes(String(card)) ? String(card) : null;
}

/**
 * `value` as a CSS attribute value (the action strings have spaces, commas, quotes).
 * @param {string} value
 * @returns {string}
 */
function quoted(value) {
  return `"${value.replace(/["\\]/g, "\\$&")}"`;
}

/**
 * The CSS selector of the table elements that send `action` (the list of options below the table,
 * `data-legal`, is no part of the table).
 * @param {string} action
 * @returns {string}
 */
export function actionSelector(action) {
  return `[data-action=${quoted(action)}]`;
}

/**
 * The table elements of the move: those that send it and the card picked first, if any.
 * @param {ParentNode} root
 * @param {{action: string, select?: string | null}} preview
 * @returns {Element[]}
 */
export function previewElements(root, preview) {
  const selector = preview.select
    ? `${actionSelector(preview.action)}, [data-select=${quoted(preview.select)}]`
    : actionSelector(preview.action);
  return [...root.querySelectorAll(selector)].filter((el) => !el.closest("[data-hint-list]"));
}

/** the elements each root has lit: taken off by name, not by a search of the whole table on every redraw */
const litBy = /** @type {WeakMap<ParentNode, Element[]>} */ (new WeakMap());

/**
 * Light the elements of the move previewed (none: take every mark off).
 * @param {ParentNode} root
 * @param {{action: string, select?: string | null} | null} preview
 * @returns {number} how many elements are lit
 */
export function markPreview(root, preview) {
  for (const el of litBy.get(root) ?? []) el.removeAttribute(LIT);
  const lit = preview ? previewElements(root, preview) : [];
  for (const el of lit) el.setAttribute(LIT, "");
  litBy.set(root, lit);
  return lit.length;
}

/**
 * Install the click listener of the hint list's "Show on the table" and "Hide" buttons
 * (`data-preview`: the action to show; `data-preview-hide`). "Play this move" is a choice of
 * the action (lib/choice.js), which the table sends as any other.
 * @param {HTMLElement} root
 * @param {{show: (action: string) => void, hide: () => void}} handlers
 * @returns {() => void} removes the listener
 */
export function delegatePreviews(root, { show, hide }) {
  // taken on the way down and kept from the table's other handlers: the redraw that follows
  // turns the clicked button into "Play this move", which the same click must not press
  const onClick = (/** @type {MouseEvent} */ event) => {
    const el = /** @type {Element} */ (event.target).closest?.("[data-preview], [data-preview-hide]");
    if (!el || !root.contains(el)) return;
    event.stopPropagation();
    const action = el.getAttribute("data-preview");
    if (action != null) show(action);
    else hide();
  };
  root.addEventListener("click", onClick, { capture: true });
  return () => root.removeEventListener("click", onClick, { capture: true });
}

/**
 * Make a built element (a card, a pawn) the ghost of what the previewed move puts down: seen,
 * faint, not clickable, and no card of the table (no `data-card`: animations, the "why not"
 * notes and the tests find the table's cards by it); screen readers hear the lit choice instead.
 * @template {import("./dom.js").El} E
 * @param {E} el
 * @returns {E}
 */
export function asGhost(el) {
  setAttrs(el, {
    "data-preview-ghost": "",
    "data-testid": "vw-preview-ghost",
    "data-card": null,
    "data-pawn": null,
    "aria-hidden": "true",
    role: null,
    "aria-label": null,
    title: null,
  });
  toggleClass(el, "vw-preview-ghost");
  return el;
}
