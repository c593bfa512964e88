// Why not: the elements of what the viewer sees but may not do now (the `unavailable` trait:
// each entry's target and the engine's one-sentence reason, naming the rule) say why when they
// are clicked, hovered or focused, in a note next to them. Python decides; this only shows its
// words. The marks are attributes Preact does not draw, so they are taken off and put back after
// every draw.
import { draw, h } from "./dom.js";

/**
 * @typedef {{zone: string, seat?: number, card?: string, space?: string, position?: number, side?: string,
 *   label: string}} Target
 * @typedef {{action: string, target: Target, text: string}} Unavailable
 */

/** Where a target is drawn: zones carry `data-zone` (and `data-seat`), cards `data-card`, spaces `data-space`. */
const ESCAPE = (/** @type {unknown} */ value) => String(value).replace(/["\\]/g, "\\$&");

/**
 * The CSS selector of the table element a target points at (null: it has none of its own, such
 * as a button that is only drawn while it is legal).
 * @param {Target} target
 * @returns {string | null}
 */
export function targetSelector(target) {
  if (target.space !== undefined) return `[data-space="${ESCAPE(target.space)}"]`;
  if (target.zone === "threat" && target.card !== undefined) return `[data-threat="${ESCAPE(target.card)}"]`;
  if (target.card === undefined || target.zone === "button") return null;
  const seat = target.seat !== undefined ? `[data-seat="${ESCAPE(target.seat)}"]` : "";
  return `[data-zone="${ESCAPE(target.zone)}"]${seat} [data-card="${ESCAPE(target.card)}"]`;
}

/**
 * The reason of each element, the first entry naming it winning; an element that also takes a
 * legal action (another verb of the same card) is left alone.
 * @param {ParentNode} root
 * @param {Unavailable[]} unavailable
 * @returns {Map<Element, string>}
 */
export function reasons(root, unavailable) {
  /** @type {Map<Element, string>} */
  const found = new Map();
  for (const item of unavailable) {
    const selector = targetSelector(item.target);
    if (!selector) continue;
    for (const el of root.querySelectorAll(selector)) {
      if (el.matches("[data-action], [data-select]") || found.has(el)) continue;
      found.set(el, item.text);
    }
  }
  return found;
}

/** The note and the marks of one view. */
export class WhyNot {
  /**
   * @param {HTMLElement} root  the view's root (the note is drawn in it, over the table)
   * @param {(text: string) => any[]} linkRules  the text with its rule ids as links to the rules panel
   */
  constructor(root, linkRules) {
    this.root = root;
    this.linkRules = linkRules;
    this.note = document.createElement("div");
    this.note.className = "vw-why-note";
    this.note.setAttribute("role", "status");
    this.note.dataset.testid = "vw-why-not";
    this.note.hidden = true;
    root.append(this.note);
    /** @type {Element | null} the element the note is about */
    this.about = null;
    this.onClick = (/** @type {Event} */ event) => {
      const el = /** @type {Element} */ (event.target).closest?.("[data-why]");
      if (el && root.contains(el)) this.show(el);
      else if (!this.note.contains(/** @type {Node} */ (event.target))) this.hide();
    };
    this.onOver = (/** @type {Event} */ event) => {
      const el = /** @type {Element} */ (event.target).closest?.("[data-why]");
      if (el && root.contains(el)) this.show(el);
    };
    this.onOut = (/** @type {PointerEvent} */ event) => {
      const el = /** @type {Element} */ (event.target).closest?.("[data-why]");
      const to = /** @type {Node | null} */ (event.relatedTarget);
      if (el && el === this.about && !(to && (el.contains(to) || this.note.contains(to)))) this.hide();
    };
    this.onKey = (/** @type {KeyboardEvent} */ event) => {
      if (event.key === "Escape") this.hide();
    };
    root.addEventListener("click", this.onClick);
    root.addEventListener("pointerover", this.onOver);
    root.addEventListener("pointerout", this.onOut);
    root.addEventListener("focusin", this.onOver);
    root.addEventListener("keydown", this.onKey);
  }

  /**
   * Mark the drawn elements of `unavailable` (after every draw); a note about an element that is
   * no longer marked goes.
   * @param {Unavailable[]} unavailable
   */
  mark(unavailable) {
    for (const el of this.root.querySelectorAll("[data-why]")) {
      el.removeAttribute("data-why");
    }
    for (const [el, text] of reasons(this.root, unavailable)) {
      el.setAttribute("data-why", text); // the note (a status region) reads it out when shown
    }
    if (this.about && !(this.about.isConnected && this.about.hasAttribute("data-why"))) this.hide();
  }

  /** @param {Element} el */
  show(el) {
    this.about = el;
    draw([h("strong", { text: "Not now: " }), ...this.linkRules(el.getAttribute("data-why") ?? "")], this.note);
    this.note.hidden = false;
    const box = el.getBoundingClientRect();
    const base = this.root.getBoundingClientRect();
    const width = Math.min(320, base.width - 8);
    const left = Math.max(4, Math.min(box.left - base.left, base.width - width - 4));
    Object.assign(this.note.style, { left: `${left}px`, top: `${box.bottom - base.top + 4}px`, maxWidth: `${width}px` });
  }

  hide() {
    this.about = null;
    this.note.hidden = true;
  }

  /** Stop listening (the view is closed). */
  destroy() {
    this.root.removeEventListener("click", this.onClick);
    this.root.removeEventListener("pointerover", this.onOver);
    this.root.removeEventListener("pointerout", this.onOut);
    this.root.removeEventListener("focusin", this.onOver);
    this.root.removeEventListener("keydown", this.onKey);
    draw([], this.note);
    this.note.remove();
  }
}
