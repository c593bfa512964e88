// DOM: how a card, a space or a button takes the legal actions whose targets point at it (see
// lib/targets.js). A card with one legal action sends it on click; with several it opens a small
// menu of their labels. Each element takes its actions once (the first one drawn for its target).
import { asAction, asSelector } from "../../lib/choice.js";
import { h, toggleClass } from "../../lib/dom.js";
import { elementKey } from "../../lib/targets.js";
import { cardName } from "./catalog.js";

/**
 * @typedef {import("../../lib/targets.js").Legal} Legal
 * @typedef {import("../../lib/targets.js").Placement} Placement
 * @typedef {{view: any, catalog: import("./catalog.js").Catalog, seats: import("../../lib/seats.js").SeatInfo[],
 *   selected: string | null, place: Placement, offered: Set<string>,
 *   preview?: import("../../lib/hint_panel.js").Hint | null}} TableContext
 *   selected: the card code whose menu is open; offered: the element keys already given an element;
 *   preview: the hint shown on the table
 */

/**
 * The actions of the element `where` that no element drawn before has taken (and now this one
 * has), or null: each element takes its actions once.
 * @param {TableContext} ctx
 * @param {{zone: string, seat?: number, card?: string, space?: string}} where
 * @returns {Legal[] | null}
 */
export function take(ctx, where) {
  const key = elementKey(where);
  const items = ctx.place.elements.get(key);
  if (!items || ctx.offered.has(key)) return null;
  ctx.offered.add(key);
  return items;
}

/**
 * What a card taking `items` (its legal actions) is marked by: what the marks read besides the
 * card, so that a card kept with its marks (lib/frozen.js) is kept under it.
 * @param {TableContext} ctx
 * @param {Legal[]} items
 * @param {string} code
 * @returns {string}
 */
export function cardMarks(ctx, items, code) {
  return JSON.stringify([ctx.selected === code, items.map((item) => [item.action, item.text, item.target.label])]);
}

/**
 * Make `el` (a drawn card) the element of `items`, the legal actions whose target is that card
 * (take's answer): with one it sends it on click; with several its click opens their menu.
 * @param {TableContext} ctx
 * @param {HTMLElement} el
 * @param {Legal[]} items
 * @param {string} code
 * @returns {HTMLElement}  `el`, or `el` with its open menu
 */
export function markCard(ctx, el, items, code) {
  if (items.length === 1) return asAction(el, items[0].action, items[0].text);
  const name = cardName(ctx.catalog, code);
  const labels = items.map((item) => item.target.label.toLowerCase()).join(", ");
  const pressed = ctx.selected === code;
  asSelector(el, code, `${name}: choose ${labels}`, pressed);
  if (!pressed) return el;
  const menu = h(
    "div",
    { class: "vw-wv-menu", role: "group", "aria-label": `What to do with ${name}`, "data-testid": "vw-wv-menu" },
    items.map((item, i) =>
      asAction(
        h("button", {
          type: "button",
          class: "vw-button vw-wv-verb",
          text: item.target.label,
          "data-focus-first": i === 0 ? "" : null,
        }),
        item.action,
        item.text,
      ),
    ),
  );
  return h("div", { class: "vw-wv-menu-anchor" }, [el, menu]);
}

/**
 * Make a board space's element the element of the move there, if legal.
 * @template {HTMLElement | SVGElement} E
 * @param {TableContext} ctx
 * @param {E} el
 * @param {string} space
 * @returns {E}
 */
export function offerSpace(ctx, el, space) {
  const items = take(ctx, { zone: "board", space });
  if (!items) return el;
  toggleClass(el, "vw-wv-reachable");
  return asAction(el, items[0].action, items[0].text);
}

/**
 * The cards whose click opens a menu (more than one legal action): the keys of a two-step choice.
 * @param {Placement} place
 * @returns {string[]}
 */
export function menuCards(place) {
  return [...place.elements.values()]
    .filter((items) => items.length > 1 && items[0].target.card != null)
    .map((items) => /** @type {string} */ (items[0].target.card));
}

/**
 * A button of the decision bar.
 * @param {Legal} item
 * @param {string} label  its short text
 * @returns {HTMLElement}
 */
export function actionButton(item, label) {
  return asAction(
    h("button", { type: "button", class: "vw-button vw-primary vw-wv-decide", text: label }),
    item.action,
    item.text,
  );
}
