// Small DOM helpers shared by every piece of the front end (no logic, no state). They build
// Preact virtual nodes, not elements: widget.js renders the whole view with Preact's render(),
// which patches the DOM in place, so an element that an update does not change stays the same
// node (no click on it is lost, focus and hover stay).
import { Component, Fragment, createElement, render } from "preact";

/**
 * @typedef {Record<string, string | number | boolean | null | undefined | Function>} Attrs
 *   `class`, `text` (the text inside), `data-*`, `aria-*` and any other attribute; null/undefined/false skip it;
 *   `key` (Preact's key among siblings) and `on*` event handlers (e.g. `onChange`) are passed to Preact.
 * @typedef {import("preact").VNode<Record<string, any>>} El  what h() and svg() build
 * @typedef {El | string | number | null | undefined | false} Child
 */

/**
 * The attributes that say which thing an element shows, in order. A child with no `key` is
 * keyed by the first of them it has, else by its first class, and by its rank among the
 * siblings with the same (a hand may hold two identical cards): Preact then moves a card
 * rather than redrawing its neighbours, and never turns one kind of thing into another (which
 * would leave the old one's attributes behind, empty).
 */
const IDENTITY = ["data-card", "data-space", "data-pawn", "data-threat", "data-log-index", "data-testid"];

/**
 * Create an HTML element.
 * @param {string} tag
 * @param {Attrs} [attrs]
 * @param {Child[]} [children]
 * @returns {El}
 */
export function h(tag, attrs = {}, children = []) {
  /** @type {Record<string, any>} */
  const props = {};
  setAttrs({ props }, attrs);
  const { text } = attrs;
  const all = text == null || text === false || text === "" ? [] : [String(text)];
  for (const child of children) {
    if (child != null && child !== false && child !== "") all.push(child);
  }
  keyChildren(all);
  const { key, ...rest } = props;
  return createElement(tag, key === undefined ? rest : { ...rest, key }, ...all);
}

/**
 * Create an SVG element (inline drawings: symbols, card backs). Preact gives every element
 * inside an `<svg>` the SVG namespace.
 * @param {string} tag
 * @param {Attrs} [attrs]
 * @param {Child[]} [children]
 * @returns {El}
 */
export function svg(tag, attrs = {}, children = []) {
  return h(tag, attrs, children);
}

/**
 * Set attributes on an element that is built but not drawn yet, as h() does (null, undefined
 * and false remove one; `text` is only taken by h()).
 * @param {{props: Record<string, any>}} el
 * @param {Attrs} attrs
 */
export function setAttrs(el, attrs) {
  for (const [name, value] of Object.entries(attrs)) {
    if (name === "text") continue;
    if (value == null || value === false) delete el.props[name];
    else el.props[name] = value === true && name.includes("-") ? "" : value;
  }
}

/**
 * An attribute of a built element, as a string (null when it has none).
 * @param {{props: Record<string, any>}} el
 * @param {string} name
 * @returns {string | null}
 */
export function attr(el, name) {
  const value = el.props[name];
  return value == null ? null : String(value);
}

/**
 * Whether a built element has the class `name`.
 * @param {{props: Record<string, any>}} el
 * @param {string} name
 * @returns {boolean}
 */
export function hasClass(el, name) {
  return (attr(el, "class") ?? "").split(/\s+/).includes(name);
}

/**
 * Add (`on` true) or remove the class `name` of a built element.
 * @param {{props: Record<string, any>}} el
 * @param {string} name
 * @param {boolean} [on]
 */
export function toggleClass(el, name, on = true) {
  const names = (attr(el, "class") ?? "").split(/\s+/).filter(Boolean);
  if (on === names.includes(name)) return;
  setAttrs(el, { class: (on ? [...names, name] : names.filter((n) => n !== name)).join(" ") || null });
}

/**
 * What a built element holds: its children, or what a memo (see memo) draws, built for reading.
 * @param {{props: Record<string, any>}} el
 * @returns {unknown[]}
 */
function inside(el) {
  const { build, children } = el.props;
  return [typeof build === "function" ? build() : children].flat(Infinity);
}

/**
 * The first element inside a built element (itself included) that has the class `name`.
 * @param {{props: Record<string, any>}} el
 * @param {string} name
 * @returns {El | null}
 */
export function findByClass(el, name) {
  if (hasClass(el, name)) return /** @type {El} */ (el);
  for (const child of inside(el)) {
    const found = child && typeof child === "object" ? findByClass(child, name) : null;
    if (found) return found;
  }
  return null;
}

/**
 * The text a built element shows (its strings and its descendants', in order, space-separated;
 * SVG titles left out, as they are hover text).
 * @param {unknown} el
 * @returns {string}
 */
export function shownText(el) {
  if (typeof el === "string" || typeof el === "number") return String(el);
  if (!el || typeof el !== "object" || !("props" in el)) return "";
  const node = /** @type {{type: unknown, props: Record<string, any>}} */ (el);
  if (node.type === "title") return "";
  return inside(node)
    .map(shownText)
    .filter(Boolean)
    .join(" ");
}

/**
 * Draws what `build` returns (or its children, built already), and again only when one of its
 * `inputs` changed: Preact skips it (and all inside it) without building or comparing it while
 * they are the same values.
 * @extends {Component<{inputs: unknown[], build?: () => Child | Child[], children?: Child}>}
 */
class Memo extends Component {
  /** @param {{inputs: unknown[]}} next */
  shouldComponentUpdate({ inputs }) {
    const last = this.props.inputs;
    return inputs.length !== last.length || inputs.some((value, i) => value !== last[i]);
  }

  render() {
    const { build, children } = this.props;
    const built = build ? build() : children;
    if (Array.isArray(built)) keyChildren(built); // as h() keys its children
    return built;
  }
}

/**
 * A part of the view that depends on nothing but `inputs` (compared by identity: pass the trait
 * values it draws, which Python's updates replace only when they change), built by `build` when
 * they changed. A redraw then costs what changed, not the whole table: the log's old lines, the
 * rules reference. Nothing may mark its nodes afterwards (setAttrs and the like): they are not
 * built again. `build` may also be the part built already (a part that must be built with the
 * rest, and is readable as the memo's `props.children`): with itself among the inputs, it is
 * compared whenever it is built anew, and the memo keeps its place (and its elements) when a
 * part turns from one kind to the other.
 * @param {string} key  its key among its siblings
 * @param {unknown[]} inputs
 * @param {(() => Child | Child[]) | Child} build
 * @returns {El}
 */
export function memo(key, inputs, build) {
  return createElement(Memo, typeof build === "function" ? { key, inputs, build } : { key, inputs, children: build });
}

/**
 * A part drawn from plain data (the JSON values of Python's traits, which each update replaces
 * with new copies, so that identity says nothing): built anew, and compared by Preact, only when
 * the data's JSON text changed. `data` must hold everything `build` reads besides `owner` (the
 * catalog it draws from, compared by identity).
 * @param {string} key  its key among its siblings
 * @param {object} owner
 * @param {unknown} data
 * @param {() => Child | Child[]} build
 * @returns {El}
 */
export function memoData(key, owner, data, build) {
  return memo(key, [owner, JSON.stringify(data)], build);
}

/**
 * Draw `children` into `container`, patching what an earlier call drew there in place.
 * @param {Child[]} children
 * @param {Element} container
 */
export function draw(children, container) {
  const all = children.filter((child) => child != null && child !== false);
  keyChildren(all);
  render(createElement(Fragment, null, ...all), container);
}

/**
 * Give each element child without a key one from what it shows (see IDENTITY).
 * @param {Child[]} children
 */
export function keyChildren(children) {
  /** @type {Map<string, number>} */
  const seen = new Map();
  for (const child of children) {
    if (!child || typeof child !== "object" || child.key !== undefined) continue;
    const name = IDENTITY.find((n) => child.props[n] !== undefined);
    const id = name ? `${name}=${child.props[name]}` : `.${String(child.props.class ?? "").split(" ")[0]}`;
    if (id === ".") continue;
    const rank = seen.get(id) ?? 0;
    seen.set(id, rank + 1);
    child.key = `${id}#${rank}`;
  }
}
