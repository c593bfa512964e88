// Decoration only: the table is already in its new state and takes input at once.
// - animateEvents: a quick flash of the elements of the viewer's own events of an update;
// - animateStep: one step of the recap (recap.js), with the Web Animations API: the elements of
//   the event pulse, and what it moves (a card, a coin, an adventurer) flies from where it was
//   to where it is drawn now. With reduced motion nothing moves: the elements are only outlined.
//
// The flash class goes on the drawn elements directly; Preact keeps it on an element it does not
// redraw, so the next update's highlights first take it off the last one's.
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
        for (const el of found(root, selectors)) {
          // restart the CSS animation of an element still flashing (reading a box lays the
          // table out at once: only then)
          if (el.classList.contains("vw-flash")) {
            el.classList.remove("vw-flash");
            void (/** @type {HTMLElement} */ (el).offsetWidth);
          }
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

/**
 * @typedef {{targets: string[], motion: import("../games/index.js").Motion | null}} Step
 */

/**
 * Animate one step of the recap for `duration` ms.
 * @param {HTMLElement} root
 * @param {Step} step
 * @param {{duration: number, reducedMotion: boolean}} options
 * @returns {() => void} stops the step's animations at once
 */
export function animateStep(root, step, { duration, reducedMotion }) {
  const colour = getComputedStyle(root).getPropertyValue("--vw-flash").trim() || "#f57c00";
  const animations = found(root, step.targets).map((el) => el.animate(pulse(el, colour, reducedMotion), duration));
  const ghost = reducedMotion || !step.motion ? null : fly(root, step.motion, duration);
  return () => {
    for (const animation of animations) animation.cancel();
    ghost?.();
  };
}

/**
 * The elements of `root` the selectors match, each once.
 * @param {HTMLElement} root
 * @param {string[]} selectors
 * @returns {Element[]}
 */
function found(root, selectors) {
  return [...new Set(selectors.flatMap((s) => [...root.querySelectorAll(s)]))];
}

/**
 * Keyframes that mark an element, added to its own look (`composite: "add"`): a ring that swells
 * and fades with a slight lift, or a steady ring with reduced motion. SVG takes a glow instead.
 * @param {Element} el
 * @param {string} colour
 * @param {boolean} still
 * @returns {Keyframe[]}
 */
function pulse(el, colour, still) {
  if (el instanceof SVGElement) {
    // a filter's lengths are in the drawing's own units: 1.5 screen pixels, however it is
    // scaled (a map drawn at 40 px a unit had a glow 60 px wide, and headless Chromium drew
    // such a filter's region as black rectangles)
    const unit = el instanceof SVGGraphicsElement ? Math.abs(el.getScreenCTM()?.a ?? 1) || 1 : 1;
    const blur = `${Math.round((1.5 / unit) * 1000) / 1000}px`;
    const glow = `drop-shadow(0 0 ${blur} ${colour}) drop-shadow(0 0 ${blur} ${colour})`;
    const none = "drop-shadow(0 0 0 transparent) drop-shadow(0 0 0 transparent)";
    if (still) return [{ filter: glow }, { filter: glow }];
    return [{ filter: glow }, { filter: glow, offset: 0.6 }, { filter: none }];
  }
  const ring = `0 0 0 4px ${colour}`;
  if (still) return [{ boxShadow: ring }, { boxShadow: ring }].map((k) => ({ ...k, composite: "add" }));
  return [
    { boxShadow: `0 0 0 0 ${colour}`, transform: "translateY(0)" },
    { boxShadow: ring, transform: "translateY(-3px)", offset: 0.3 },
    { boxShadow: `0 0 0 2px transparent`, transform: "translateY(0)" },
  ].map((k) => ({ ...k, composite: "add" }));
}

/**
 * A ghost of what moves flies from the `from` element to the `to` element; a card arriving
 * fades in at the end of the flight. The ghost is drawn over the table and ignores the pointer.
 * @param {HTMLElement} root
 * @param {import("../games/index.js").Motion} motion
 * @param {number} duration
 * @returns {(() => void) | null} removes the ghost (null: nothing to fly between)
 */
function fly(root, motion, duration) {
  const from = root.querySelector(motion.from);
  const to = root.querySelector(motion.to);
  if (!from || !to || from === to) return null;
  const base = root.getBoundingClientRect();
  const a = from.getBoundingClientRect();
  const b = to.getBoundingClientRect();
  if (!a.width || !b.width) return null;
  const { ghost, size } = ghostOf(to, motion.piece ? root.querySelector(motion.piece) : null);
  const [w, hgt] = size ?? [b.width, b.height];
  const centre = (/** @type {DOMRect} */ r) => [r.left + r.width / 2 - base.left, r.top + r.height / 2 - base.top];
  const [ax, ay] = centre(a);
  const [bx, by] = centre(b);
  // inline, so that no class of the copied card (a card is `position: relative`) moves it into the flow
  Object.assign(ghost.style, {
    position: "absolute",
    left: `${bx - w / 2}px`,
    top: `${by - hgt / 2}px`,
    width: `${w}px`,
    height: `${hgt}px`,
    margin: "0",
  });
  root.append(ghost);
  const flight = ghost.animate(
    [
      { transform: `translate(${ax - bx}px, ${ay - by}px) scale(0.8)`, opacity: 0.9 },
      { transform: "translate(0, 0) scale(1)", opacity: 1, offset: 0.85 },
      { transform: "translate(0, 0) scale(1)", opacity: 0 },
    ],
    { duration, easing: "ease-in-out" },
  );
  const arrives = to.hasAttribute("data-card")
    ? to.animate([{ opacity: 0 }, { opacity: 0, offset: 0.8 }, { opacity: 1 }], duration)
    : null;
  const done = () => {
    flight.cancel();
    arrives?.cancel();
    ghost.remove();
  };
  flight.onfinish = done;
  return done;
}

/**
 * What flies: a copy of the card that lands (every attribute that names or offers it removed,
 * so nothing finds or clicks the copy), a disc in the colour of the piece, or a plain card shape.
 * @param {Element} to
 * @param {Element | null} piece
 * @returns {{ghost: HTMLElement, size: [number, number] | null}}  size: its own (null: that of `to`)
 */
function ghostOf(to, piece) {
  /** @type {HTMLElement} */
  let ghost;
  /** @type {[number, number] | null} */
  let size = null;
  if (to instanceof HTMLElement && to.hasAttribute("data-card")) {
    ghost = /** @type {HTMLElement} */ (to.cloneNode(true));
    for (const el of [ghost, ...ghost.querySelectorAll("*")]) {
      for (const name of el.getAttributeNames()) {
        if (/^(data-|aria-|id$|role$|tabindex$|title$)/.test(name)) el.removeAttribute(name);
      }
    }
    ghost.classList.remove("vw-choice", "vw-selected", "vw-sent");
  } else {
    ghost = document.createElement("div");
    const disc = piece ?? (to instanceof SVGElement ? to : null);
    size = disc ? [14, 14] : [26, 36];
    ghost.classList.add(disc ? "vw-ghost-disc" : "vw-ghost-card");
    const shape = disc?.querySelector("path, circle") ?? disc;
    if (shape) ghost.style.background = getComputedStyle(shape).fill;
  }
  ghost.classList.add("vw-ghost");
  ghost.setAttribute("aria-hidden", "true");
  return { ghost, size };
}
