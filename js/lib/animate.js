// Highlight the elements of the last update's events one after the other (decoration only:
// the table is already in its new state and takes input at once).
import { highlightSchedule } from "./schedule.js";

/**
 * @param {HTMLElement} root
 * @param {string[][]} targets   per event, the CSS selectors of the elements it involves
 * @param {boolean} reducedMotion
 * @returns {() => void} cancels pending highlights
 */
export function animateEvents(root, targets, reducedMotion) {
  const starts = highlightSchedule(targets.length, { reducedMotion });
  /** @type {ReturnType<typeof setTimeout>[]} */
  const timers = [];
  starts.forEach((start, i) => {
    const selectors = targets[i];
    timers.push(
      setTimeout(() => {
        const els = selectors.flatMap((s) => [...root.querySelectorAll(s)]);
        for (const el of els) {
          el.classList.remove("vw-flash");
          void (/** @type {HTMLElement} */ (el).offsetWidth); // restart the CSS animation
          el.classList.add("vw-flash");
          el.addEventListener("animationend", () => el.classList.remove("vw-flash"), { once: true });
        }
      }, start),
    );
  });
  return () => timers.forEach(clearTimeout);
}
