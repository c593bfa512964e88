// What survives a redraw: which piles are open, where the log is scrolled, which choice has the
// keyboard focus. Preact keeps the elements an update does not change, and with them all of
// this; these put it back where an element was drawn anew (the log after a hand-off screen, a
// pile whose key changed, a choice that moved), and send the focus on to the next thing to do
// when it was taken away (landing.js).
import { findChoice, focusKey } from "./choice.js";
import { canFocus, nextThing, resting } from "./landing.js";
import { scrollLog } from "./log.js";

/**
 * @typedef {{pinned: boolean, top: number}} LogPlace  where the log is scrolled: to its end (pinned), or to `top`
 * @typedef {{inside: boolean, focus: string | null, decision: string}} Kept
 *   inside: the focus was in the view; focus: the key of the choice that had it; decision: the
 *   decision drawn (decisionOf)
 * @typedef {"keep" | "settle" | "next"} Landing  what the redraw does with the focus:
 *   keep: leave it where it is, if it still can be there; settle (Python answered a choice):
 *   the same, but not on an element that takes no choice now; next (Python answered Undo or
 *   New game): on the next thing to do. A focus resting on the prompt (nothing was to be done,
 *   landing.js) goes on to the next thing to do when a new decision arrives, whatever the
 *   landing; a redraw of the same decision (a panel opened, a step of the recap) leaves it there.
 */

/**
 * Which decision the view draws, from what widget.js writes on its root at every redraw (before
 * restore, after capture): the phase, the seat to move and the number of actions played, which
 * every move, Undo and New game change.
 * @param {HTMLElement} root
 * @returns {string}
 */
function decisionOf(root) {
  const { phase, toMove, actions } = root.dataset;
  return `${phase}|${toMove}|${actions}`;
}

/**
 * Read the state of the view before a redraw; the open state of every `<details data-keep-open>`
 * is recorded in `open`, which lives as long as the view. Nothing here reads the layout (where
 * the log is scrolled is followed as the reader scrolls it: trackLog).
 * @param {HTMLElement} root
 * @param {Map<string, boolean>} open
 * @returns {Kept}
 */
export function capture(root, open) {
  for (const d of root.querySelectorAll("details[data-keep-open]")) {
    open.set(/** @type {HTMLElement} */ (d).dataset.keepOpen ?? "", /** @type {HTMLDetailsElement} */ (d).open);
  }
  const inside = root.contains(document.activeElement);
  return { inside, focus: inside ? focusKey(document.activeElement) : null, decision: decisionOf(root) };
}

/**
 * Where the log of `root` is scrolled, kept up to date on every scroll of it (the reader's, and
 * placeLog's), when the layout is fresh anyway: a redraw then needs no layout to know it.
 * @param {HTMLElement} root
 * @returns {{place: LogPlace, stop: () => void}}  place: read it before a redraw; stop: the view is closed
 */
export function trackLog(root) {
  const place = { pinned: true, top: 0 };
  const onScroll = (/** @type {Event} */ event) => {
    const log = event.target;
    if (!(log instanceof HTMLElement) || !log.matches(".vw-log")) return;
    place.pinned = log.scrollTop + log.clientHeight >= log.scrollHeight - 4;
    place.top = log.scrollTop;
  };
  // a scroll does not bubble: the root hears its log's while capturing
  root.addEventListener("scroll", onScroll, { capture: true, passive: true });
  return { place, stop: () => root.removeEventListener("scroll", onScroll, { capture: true }) };
}

/**
 * Scroll the log after a redraw: it follows its newest line (or current line, `followLog`) unless
 * the reader had scrolled up. It reads the new layout, so widget.js calls it in the frame after
 * the redraw (the layout is then done for the paint anyway), not in the redraw.
 * @param {HTMLElement} root
 * @param {LogPlace} place  where it stood before the redraw
 * @param {boolean} followLog
 */
export function placeLog(root, place, followLog) {
  const panel = /** @type {HTMLElement | null} */ (root.querySelector(".vw-log-panel"));
  const log = root.querySelector(".vw-log");
  if (panel && (place.pinned || followLog)) scrollLog(panel);
  else if (log) log.scrollTop = place.top;
}

/**
 * Put it back after the redraw (the log: placeLog): the open piles, and the focus at once or, for
 * an update from Python, in the next animation frame (the function returned). `focusFirst`
 * moves the focus to `[data-focus-first]` (the next step of a two-step choice); else a focus
 * that was in the view stays in it (see Landing). Moving the focus, or asking whether an element
 * is shown, makes the browser lay the page out at once: in the frame it is laid out for the
 * paint anyway, while in the redraw it would be laid out twice (4 ms each in JupyterLab's page).
 * A redraw of the viewer's own input (a card picked, a menu opened) places it at once: their
 * next key follows it.
 * @param {HTMLElement} root
 * @param {Kept} kept
 * @param {Map<string, boolean>} open
 * @param {{focusFirst: boolean, landing: Landing, byKeyboard: boolean, atOnce: boolean}} options
 *   byKeyboard: the viewer's last input was a key, so the page scrolls to where the focus lands;
 *   after a pointer the page stays where it is (a mouse user's next target must not move away);
 *   atOnce: the focus is placed now (the function returned does nothing)
 * @returns {() => void}  the focus placed, for the next animation frame
 */
export function restore(root, kept, open, { focusFirst, landing, byKeyboard, atOnce }) {
  for (const d of root.querySelectorAll("details[data-keep-open]")) {
    const wasOpen = open.get(/** @type {HTMLElement} */ (d).dataset.keepOpen ?? "");
    if (wasOpen !== undefined) /** @type {HTMLDetailsElement} */ (d).open = wasOpen;
  }
  const fresh = decisionOf(root) !== kept.decision;
  const left = document.activeElement; // where the redraw left the focus
  const scroll = { preventScroll: !byKeyboard };
  const place = () => {
    // the viewer put the focus somewhere meanwhile (a click, a key): it stays there
    if (document.activeElement !== left) return;
    const first = focusFirst ? /** @type {HTMLElement | null} */ (root.querySelector("[data-focus-first]")) : null;
    if (first) first.focus(scroll);
    else if (kept.inside) land(root, kept.focus, landing, fresh, scroll);
  };
  if (!atOnce) return place;
  place();
  return () => {};
}

/**
 * Keep the focus in the view after a redraw (see Landing).
 * @param {HTMLElement} root
 * @param {string | null} key  the choice that had the focus before
 * @param {Landing} landing
 * @param {boolean} fresh  a new decision is drawn (a focus resting on the prompt goes on)
 * @param {FocusOptions} scroll
 */
function land(root, key, landing, fresh, scroll) {
  const fits = (/** @type {Element | null} */ el) =>
    canFocus(el) &&
    root.contains(el) &&
    !el.closest("[data-answered]") && // a question answered right: on to Next
    (landing === "keep" || el.getAttribute("aria-disabled") !== "true");
  const active = document.activeElement;
  if (landing !== "next" && fits(active) && !(fresh && active && resting(active))) return;
  const same = landing !== "next" && key ? findChoice(root, key) : null;
  const next = fits(same) ? same : nextThing(root);
  if (next !== active) next?.focus(scroll); // resting still: nothing to do yet
}
