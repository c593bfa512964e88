// What survives a redraw: which piles are open, where the log is scrolled, which choice has the
// keyboard focus. Preact keeps the elements an update does not change, and with them all of
// this; these put it back where an element was drawn anew (the log after a hand-off screen, a
// pile whose key changed, a choice that moved), and send the focus on to the next thing to do
// when it was taken away (landing.js).
import { findChoice, focusKey } from "./choice.js";
import { canFocus, nextThing } from "./landing.js";
import { scrollLog } from "./log.js";

/**
 * @typedef {{inside: boolean, focus: string | null, logPinned: boolean, logTop: number}} Kept
 *   inside: the focus was in the view; focus: the key of the choice that had it
 * @typedef {"keep" | "settle" | "next"} Landing  what the redraw does with the focus:
 *   keep: leave it where it is, if it still can be there; settle (Python answered a choice):
 *   the same, but not on an element that takes no choice now; next (Python answered Undo or
 *   New game): on the next thing to do
 */

/**
 * Read the state of the view before a redraw; the open state of every `<details data-keep-open>`
 * is recorded in `open`, which lives as long as the view.
 * @param {HTMLElement} root
 * @param {Map<string, boolean>} open
 * @returns {Kept}
 */
export function capture(root, open) {
  for (const d of root.querySelectorAll("details[data-keep-open]")) {
    open.set(/** @type {HTMLElement} */ (d).dataset.keepOpen ?? "", /** @type {HTMLDetailsElement} */ (d).open);
  }
  const log = root.querySelector(".vw-log");
  const inside = root.contains(document.activeElement);
  return {
    inside,
    focus: inside ? focusKey(document.activeElement) : null,
    logPinned: !log || log.scrollTop + log.clientHeight >= log.scrollHeight - 4,
    logTop: log?.scrollTop ?? 0,
  };
}

/**
 * Put it back after the redraw. The log follows its newest line (or current line, `followLog`)
 * unless the reader had scrolled up; `focusFirst` moves the focus to `[data-focus-first]`
 * (the next step of a two-step choice); else a focus that was in the view stays in it (see
 * Landing).
 * @param {HTMLElement} root
 * @param {Kept} kept
 * @param {Map<string, boolean>} open
 * @param {{followLog: boolean, focusFirst: boolean, landing: Landing, byKeyboard: boolean}} options
 *   byKeyboard: the viewer's last input was a key, so the page scrolls to where the focus lands;
 *   after a pointer the page stays where it is (a mouse user's next target must not move away)
 */
export function restore(root, kept, open, { followLog, focusFirst, landing, byKeyboard }) {
  for (const d of root.querySelectorAll("details[data-keep-open]")) {
    const wasOpen = open.get(/** @type {HTMLElement} */ (d).dataset.keepOpen ?? "");
    if (wasOpen !== undefined) /** @type {HTMLDetailsElement} */ (d).open = wasOpen;
  }
  const panel = /** @type {HTMLElement | null} */ (root.querySelector(".vw-log-panel"));
  const log = root.querySelector(".vw-log");
  if (panel && (kept.logPinned || followLog)) scrollLog(panel);
  else if (log) log.scrollTop = kept.logTop;
  const first = focusFirst ? /** @type {HTMLElement | null} */ (root.querySelector("[data-focus-first]")) : null;
  const scroll = { preventScroll: !byKeyboard };
  if (first) first.focus(scroll);
  else if (kept.inside) land(root, kept.focus, landing, scroll);
}

/**
 * Keep the focus in the view after a redraw (see Landing).
 * @param {HTMLElement} root
 * @param {string | null} key  the choice that had the focus before
 * @param {Landing} landing
 * @param {FocusOptions} scroll
 */
function land(root, key, landing, scroll) {
  const fits = (/** @type {Element | null} */ el) =>
    canFocus(el) &&
    root.contains(el) &&
    !el.closest("[data-answered]") && // a question answered right: on to Next
    (landing === "keep" || el.getAttribute("aria-disabled") !== "true");
  if (landing !== "next" && fits(document.activeElement)) return;
  const same = landing !== "next" && key ? findChoice(root, key) : null;
  (fits(same) ? same : nextThing(root))?.focus(scroll);
}
