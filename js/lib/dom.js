// Small DOM helpers shared by every piece of the front end (no logic, no state).

/**
 * @typedef {Record<string, string | number | boolean | null | undefined>} Attrs
 *   `class`, `text` (textContent), `data-*`, `aria-*` and any other attribute; null/undefined/false skip it.
 */

/**
 * Create an HTML element.
 * @param {string} tag
 * @param {Attrs} [attrs]
 * @param {(Node | string | null | undefined | false)[]} [children]
 * @returns {HTMLElement}
 */
export function h(tag, attrs = {}, children = []) {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

/**
 * Create an SVG element (inline drawings: symbols, card backs).
 * @param {string} tag
 * @param {Attrs} [attrs]
 * @param {(Node | null | undefined | false)[]} [children]
 * @returns {SVGElement}
 */
export function svg(tag, attrs = {}, children = []) {
  const el = document.createElementNS("http://www.w3.org/2000/svg", tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

/**
 * @param {Element} el
 * @param {Attrs} attrs
 */
function setAttrs(el, attrs) {
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "text") el.textContent = String(value);
    else el.setAttribute(key, value === true ? "" : String(value));
  }
}

/**
 * @param {Element} el
 * @param {(Node | string | null | undefined | false)[]} children
 */
function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child);
  }
}
