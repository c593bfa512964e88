// Legal choices: how an element becomes clickable, and the one delegated handler that turns
// clicks and Enter/Space into messages. Python decides legality; this only marks what `legal`
// allows and reports the choice. The marks are put on elements before they are drawn (see dom.js);
// the handler reads them from the drawn DOM.
import { attr, setAttrs, shownText, toggleClass } from "./dom.js";

/** @typedef {import("./dom.js").El} El */

/** The attributes that make an element a choice, in the order the handler looks for them. */
export const CHOICE_SELECTOR = "[data-action], [data-legal], [data-select], [data-msg]";

/**
 * Mark `el` as the table element of a legal action: clicking it sends `{kind: "act", action}`.
 * @template {El} E
 * @param {E} el
 * @param {string} action  the exact action string of `legal[i].action`
 * @param {string} label   `legal[i].text`, read by screen readers and shown on hover
 * @returns {E}
 */
export function asAction(el, action, label) {
  setAttrs(el, { "data-action": action });
  return focusable(el, label);
}

/**
 * Mark `el` as the first step of a two-step choice (a hand card whose end is chosen next).
 * @template {El} E
 * @param {E} el
 * @param {string} key       what is selected (e.g. a card code)
 * @param {string} label
 * @param {boolean} pressed  whether it is the current selection
 * @returns {E}
 */
export function asSelector(el, key, label, pressed) {
  setAttrs(el, { "data-select": key, "aria-pressed": String(pressed) });
  toggleClass(el, "vw-selected", pressed);
  return focusable(el, label);
}

/**
 * @template {El} E
 * @param {E} el
 * @param {string} label
 * @returns {E}
 */
function focusable(el, label) {
  toggleClass(el, "vw-choice");
  // An element that shows words (a card: its name, symbol and reminder) is named by them, as a
  // person sees it, and what choosing it does is its description; one that shows none is named
  // by what it does. A card keeps its effect as the hover text.
  const shows = el.type !== "button" && showWords(el); // a button's words are its label already
  setAttrs(el, {
    role: "button",
    tabindex: "0",
    "aria-label": shows ? null : label,
    "aria-description": shows ? label : null,
    title: attr(el, "title") ?? label,
  });
  return el;
}

/**
 * Whether a built element shows words; if so, the words hidden from screen readers inside it are
 * given back to them (so the element's spoken name is its visible text).
 * @param {{type?: unknown, props: Record<string, any>}} el
 * @returns {boolean}
 */
function showWords(el) {
  if (!shownText(el).trim()) return false;
  const unhide = (/** @type {any} */ node) => {
    if (!node || typeof node !== "object" || !("props" in node) || node.type === "svg") return;
    if (node.props["aria-hidden"] !== undefined && shownText(node).trim()) delete node.props["aria-hidden"];
    for (const child of [node.props.children].flat(Infinity)) unhide(child);
  };
  for (const child of [el.props.children].flat(Infinity)) unhide(child);
  return true;
}

/**
 * What a choice element asks for, from its data attributes.
 * @param {Element} el
 * @returns {{type: "action" | "select" | "msg", value: string} | null}
 */
export function intentOf(el) {
  const data = /** @type {HTMLElement} */ (el).dataset;
  if (data.action !== undefined) return { type: "action", value: data.action };
  if (data.legal !== undefined) return { type: "action", value: data.legal };
  if (data.select !== undefined) return { type: "select", value: data.select };
  if (data.msg !== undefined) return { type: "msg", value: data.msg };
  return null;
}

/**
 * A stable key for a choice element, so focus can return to "the same" element after a redraw.
 * @param {Element | null} el
 * @returns {string | null}
 */
export function focusKey(el) {
  const intent = el && intentOf(el);
  return intent ? `${intent.type}:${intent.value}:${/** @type {HTMLElement} */ (el).dataset.testid ?? ""}` : null;
}

/**
 * @typedef {object} Handlers
 * @property {(action: string, el: Element) => void} act    a legal action was chosen (by clicking `el`)
 * @property {(key: string) => void} select                  a selector was toggled
 * @property {(msg: object, el: Element) => void} message   a control button (undo, next, ...) was pressed
 * @property {() => void} cancel                  Escape: drop the current selection
 */

/**
 * Install one click and one keydown listener on `root` for every choice inside it.
 * Buttons get Enter/Space from the browser as clicks; other elements get them here.
 * @param {HTMLElement} root
 * @param {Handlers} handlers
 * @returns {() => void} removes the listeners
 */
export function delegateChoices(root, handlers) {
  /** @param {Element} target */
  const fire = (target) => {
    const intent = intentOf(target);
    if (!intent || target.getAttribute("aria-disabled") === "true") return;
    if (intent.type === "action") handlers.act(intent.value, target);
    else if (intent.type === "select") handlers.select(intent.value);
    else handlers.message(JSON.parse(intent.value), target);
  };
  /** @param {MouseEvent} event */
  const onClick = (event) => {
    const target = /** @type {Element} */ (event.target).closest(CHOICE_SELECTOR);
    if (target && root.contains(target)) fire(target);
  };
  /** @param {KeyboardEvent} event */
  const onKey = (event) => {
    if (event.key === "Escape") {
      handlers.cancel();
      return;
    }
    if (event.key !== "Enter" && event.key !== " ") return;
    const target = /** @type {Element} */ (event.target);
    if (target.tagName === "BUTTON" || !target.matches(CHOICE_SELECTOR)) return;
    event.preventDefault();
    fire(target);
  };
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKey);
  };
}

/**
 * The choice element with `key` after a redraw (null: it is gone).
 * @param {ParentNode} root
 * @param {string} key
 * @returns {HTMLElement | null}
 */
export function findChoice(root, key) {
  const found = [...root.querySelectorAll(CHOICE_SELECTOR)].find((el) => focusKey(el) === key);
  return /** @type {HTMLElement | undefined} */ (found) ?? null;
}

/**
 * Show `el` (the drawn element just clicked) as clicked and waiting for Python: it takes no
 * second click until Python answers. `aria-disabled`, not `disabled`, so that focus stays on it
 * for the keyboard. The mark goes on the DOM at once, with no redraw (Preact leaves alone the
 * attributes it was not given, and sets `class` again only when it changes).
 * @param {Element} el
 * @returns {() => void} takes the mark off again (Python answered)
 */
export function markSent(el) {
  el.setAttribute("aria-disabled", "true");
  el.classList.add("vw-sent");
  return () => {
    el.removeAttribute("aria-disabled");
    el.classList.remove("vw-sent");
  };
}
