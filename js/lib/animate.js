// Highlight the elements of the last update's events one after the other (decoration only:
// the table is already in its new state and takes input at once). The class goes on the drawn
// elements directly; Preact keeps it on an element it does not redraw, so the next update's
// highlights first take it off the last one's (in a closed pile it would wait there).
import { highlightSchedule } from "./schedule.js";

/**
 * @param {HTMLElement} root
 * @param {string[][]} targets   per event, the CSS selectors of the elements it involves
 * @param {boolean} reducedMotion
 * @returns {() => void} cancels pending highlights and ends the ones under way
 */
export function animateEvents(root, targets, reducedMotion) {
  const starts = highlightSchedule(targets.length, { reducedMotion });
  /** @type {ReturnType<typeof setTimeout>[]} */
  const timers = [];
  /** @type {Set<Element>} */
  const lit = new Set();
  starts.forEach((start, i) => {
    const selectors = targets[i];
    timers.push(
      setTimeout(() => {
        const els = selectors.flatMap((s) => [...root.querySelectorAll(s)]);
        for (const el of els) {
          el.classList.remove("vw-flash");
          void (/** @type {HTMLElement} */ (el).offsetWidth); // restart the CSS animation
          el.classList.add("vw-flash");
          lit.add(el);
          el.addEventListener("animationend", () => el.classList.remove("vw-flash"), { once: true });
        }
      }, start),
    );
  });
  return () => {
    timers.forEach(clearTimeout);
    for (const el of lit) el.classList.remove("vw-flash");
  };
}
