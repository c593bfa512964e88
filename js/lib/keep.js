// What survives a redraw: which piles are open, where the log is scrolled, which choice has the
// keyboard focus. Preact keeps the elements an update does not change, and with them all of
// this; these put it back where an element was drawn anew (the log after a hand-off screen, a
// pile whose key changed, a choice that moved).
import { focusKey, restoreFocus } from "./choice.js";
import { scrollLog } from "./log.js";

/**
 * @typedef {{focus: string | null, logPinned: boolean, logTop: number}} Kept
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
  return {
    focus: root.contains(document.activeElement) ? focusKey(document.activeElement) : null,
    logPinned: !log || log.scrollTop + log.clientHeight >= log.scrollHeight - 4,
    logTop: log?.scrollTop ?? 0,
  };
}

/**
 * Put it back after the redraw. The log follows its newest line (or current line, `followLog`)
 * unless the reader had scrolled up; `focusFirst` moves the focus to `[data-focus-first]`
 * (the next step of a two-step choice) instead of back to the same choice.
 * @param {HTMLElement} root
 * @param {Kept} kept
 * @param {Map<string, boolean>} open
 * @param {{followLog: boolean, focusFirst: boolean}} options
 */
export function restore(root, kept, open, { followLog, focusFirst }) {
  for (const d of root.querySelectorAll("details[data-keep-open]")) {
    const wasOpen = open.get(/** @type {HTMLElement} */ (d).dataset.keepOpen ?? "");
    if (wasOpen !== undefined) /** @type {HTMLDetailsElement} */ (d).open = wasOpen;
  }
  const panel = /** @type {HTMLElement | null} */ (root.querySelector(".vw-log-panel"));
  const log = root.querySelector(".vw-log");
  if (panel && (kept.logPinned || followLog)) scrollLog(panel);
  else if (log) log.scrollTop = kept.logTop;
  const first = focusFirst ? /** @type {HTMLElement | null} */ (root.querySelector("[data-focus-first]")) : null;
  if (first) first.focus();
  else if (kept.focus) restoreFocus(root, kept.focus);
}
