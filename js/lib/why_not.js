// Why not: the elements of what the viewer sees but may not do now (the `unavailable` trait:
// each entry's target and the engine's one-sentence reason, naming the rule) say why when they
// are clicked, hovered or focused, in a note next to them. Python decides; this only shows its
// words. The marks are attributes Preact does not draw, so they are taken off and put back after
// every draw. A marked element takes the keyboard focus too (`aria-disabled`: choosing it does
// nothing); focused, or with Enter or Space, it shows the note, which a screen reader reads out
// (a polite status region, and the element's description while it is about it).
import { CHOICE_SELECTOR } from "./choice.js";
import { draw, h } from "./dom.js";

/** Numbers the notes of the views on a page (each note's id). */
let notes = 0;

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
  if (target.space != null) return `[data-space="${ESCAPE(target.space)}"]`;
  if (target.zone === "threat" && target.card != null) return `[data-threat="${ESCAPE(target.card)}"]`;
  if (target.card == null || target.zone === "button") return null;
  const seat = target.seat != null ? `[data-seat="${ESCAPE(target.seat)}"]` : "";
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
  for (const { selector, text } of targetsOf(unavailable)) {
    for (const el of root.querySelectorAll(selector)) {
      if (el.matches("[data-action], [data-select]") || found.has(el)) continue;
      found.set(el, text);
    }
  }
  return found;
}

/**
 * The entries of `unavailable` that name an element of their own, with its selector.
 * @param {Unavailable[]} unavailable
 * @returns {{selector: string, text: string}[]}
 */
function targetsOf(unavailable) {
  return unavailable.flatMap((item) => {
    const selector = targetSelector(item.target);
    return selector ? [{ selector, text: item.text }] : [];
  });
}

/**
 * The attributes whose change may change what a list of targets marks: those its selectors read
 * (targetSelector) and those of a choice, which is left alone (reasons).
 */
const WATCHED = ["data-card", "data-space", "data-threat", "data-zone", "data-seat", "data-action", "data-select"];

/** Past this many changes kept between two marks, they are not read: the marks are made anew. */
const STALE = 200;

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
    this.note.id = `vw-why-not-${++notes}`;
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
      const el = /** @type {Element} */ (event.target);
      if ((event.key === "Enter" || event.key === " ") && el.hasAttribute("data-why") && root.contains(el)) {
        event.preventDefault(); // nothing is sent: the note says why
        this.show(el);
      }
    };
    this.onBlur = (/** @type {FocusEvent} */ event) => {
      const to = /** @type {Node | null} */ (event.relatedTarget);
      if (event.target === this.about && !(to && this.note.contains(to))) this.hide();
    };
    root.addEventListener("click", this.onClick);
    root.addEventListener("pointerover", this.onOver);
    root.addEventListener("pointerout", this.onOut);
    root.addEventListener("focusin", this.onOver);
    root.addEventListener("keydown", this.onKey);
    root.addEventListener("focusout", this.onBlur);
    /** @type {Unavailable[] | null} the list the elements were last marked for */
    this.list = null;
    /** the elements that list marks or may mark: its targets' selectors and the marked, as one selector list */
    this.selector = "[data-why]";
    /** @type {Set<Element>} the elements marked */
    this.marked = new Set();
    // A redraw that keeps the list leaves the marks as they are, unless the view changed where
    // they go: an element of a target drawn (or drawn anew), or one marked or matching that
    // turned into a choice or moved. The observer keeps the changes (a redraw's, and those of a
    // part of the view that redraws itself, such as the map), which are read only when the list
    // stayed the same: a redraw with a new list marks anew anyway.
    /** @type {MutationRecord[]} the changes since the last marks */
    this.changed = [];
    /** too many changes to read them: mark anew */
    this.stale = false;
    this.changes = new MutationObserver((records) => this.keep(records));
    this.changes.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: WATCHED });
  }

  /**
   * Keep `records` (changes to the view) until the next marks.
   * @param {MutationRecord[]} records
   */
  keep(records) {
    if (this.stale) return;
    this.stale = this.changed.length + records.length > STALE;
    if (this.stale) this.changed = [];
    else this.changed.push(...records);
  }

  /**
   * Whether the changes kept may change what the list marks.
   * @returns {boolean}
   */
  moved() {
    const records = this.changed;
    this.changed = [];
    return records.some((record) => {
      if (this.note.contains(record.target)) return false; // the note's own words
      const nodes = record.type === "attributes" ? [record.target] : [...record.addedNodes];
      return nodes.some((node) => node instanceof Element && this.touches(node));
    });
  }

  /**
   * Whether `el` (changed or drawn) is, or holds, an element the list marks or may mark.
   * @param {Element} el
   * @returns {boolean}
   */
  touches(el) {
    return el.matches(this.selector) || el.querySelector(this.selector) != null;
  }

  /**
   * Mark the drawn elements of `unavailable` (after every draw); a note about an element that is
   * no longer marked goes.
   * @param {Unavailable[]} unavailable
   */
  mark(unavailable) {
    this.keep(this.changes.takeRecords());
    const same = unavailable === this.list || (!unavailable.length && this.list?.length === 0);
    if (same && !this.stale && !this.moved()) {
      this.hideGone();
      return;
    }
    this.changed = [];
    const found = reasons(this.root, unavailable);
    this.list = unavailable;
    this.selector = [...targetsOf(unavailable).map((item) => item.selector), "[data-why]"].join(", ");
    this.stale = false;
    for (const el of this.marked) {
      if (found.has(el)) continue;
      this.marked.delete(el);
      el.removeAttribute("data-why");
      el.removeAttribute("aria-disabled");
      // the tabindex given here goes, unless the element has become a choice (Preact gave it one)
      if (el.hasAttribute("data-why-tab") && !el.matches(CHOICE_SELECTOR)) el.removeAttribute("tabindex");
      el.removeAttribute("data-why-tab");
    }
    for (const [el, text] of found) {
      this.marked.add(el);
      el.setAttribute("data-why", text); // the note (a status region) reads it out when shown
      el.setAttribute("aria-disabled", "true");
      if (el.hasAttribute("tabindex")) continue;
      el.setAttribute("tabindex", "0");
      el.setAttribute("data-why-tab", "");
    }
    this.hideGone();
  }

  /** The note goes when the element it is about is no longer drawn, or no longer marked. */
  hideGone() {
    if (this.about && !(this.about.isConnected && this.about.hasAttribute("data-why"))) this.hide();
  }

  /** @param {Element} el */
  show(el) {
    if (this.about !== el) this.about?.removeAttribute("aria-describedby");
    this.about = el;
    el.setAttribute("aria-describedby", this.note.id);
    draw([h("strong", { text: "Not now: " }), ...this.linkRules(el.getAttribute("data-why") ?? "")], this.note);
    this.note.hidden = false;
    const box = el.getBoundingClientRect();
    const base = this.root.getBoundingClientRect();
    const width = Math.min(320, base.width - 8);
    const left = Math.max(4, Math.min(box.left - base.left, base.width - width - 4));
    Object.assign(this.note.style, { left: `${left}px`, top: `${box.bottom - base.top + 4}px`, maxWidth: `${width}px` });
  }

  hide() {
    this.about?.removeAttribute("aria-describedby");
    this.about = null;
    this.note.hidden = true;
  }

  /** Stop listening (the view is closed). */
  destroy() {
    this.changes.disconnect();
    this.root.removeEventListener("click", this.onClick);
    this.root.removeEventListener("pointerover", this.onOver);
    this.root.removeEventListener("pointerout", this.onOut);
    this.root.removeEventListener("focusin", this.onOver);
    this.root.removeEventListener("keydown", this.onKey);
    this.root.removeEventListener("focusout", this.onBlur);
    draw([], this.note);
    this.note.remove();
  }
}
