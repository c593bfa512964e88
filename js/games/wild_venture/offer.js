// DOM: how a card, a space or a button takes the legal actions that notation.js placed on it.
// A card with one legal verb sends it on click; with several it opens a small menu of verbs.
// Each action is offered by one element only (the first one drawn for its card).
import { asAction, asSelector } from "../../lib/choice.js";
import { h, toggleClass } from "../../lib/dom.js";
import { cardName } from "./catalog.js";
import { verbLabel } from "./labels.js";

/**
 * @typedef {import("./notation.js").Placement} Placement
 * @typedef {{view: any, catalog: import("./catalog.js").Catalog, seats: import("../../lib/seats.js").SeatInfo[],
 *   selected: string | null, place: Placement, offered: Set<string>}} TableContext
 *   offered: the card codes and space ids already given an element
 */

/**
 * Make `el` (a drawn card) the element of `code`'s legal actions, if it has any.
 * @param {TableContext} ctx
 * @param {HTMLElement} el
 * @param {string} code
 * @returns {HTMLElement}  `el`, or `el` with its open menu
 */
export function offerCard(ctx, el, code) {
  const items = ctx.place.cards.get(code);
  if (!items || ctx.offered.has(code)) return el;
  ctx.offered.add(code);
  if (items.length === 1) return asAction(el, items[0].action, items[0].text);
  const name = cardName(ctx.catalog, code);
  const verbs = items.map((item) => verbLabel(item.action).toLowerCase()).join(", ");
  const pressed = ctx.selected === code;
  asSelector(el, code, `${name}: choose ${verbs}`, pressed);
  if (!pressed) return el;
  const menu = h(
    "div",
    { class: "vw-wv-menu", role: "group", "aria-label": `What to do with ${name}`, "data-testid": "vw-wv-menu" },
    items.map((item, i) =>
      asAction(
        h("button", {
          type: "button",
          class: "vw-button vw-wv-verb",
          text: verbLabel(item.action),
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
 * Make a board space's element the element of `move <space>`, if legal.
 * @template {HTMLElement | SVGElement} E
 * @param {TableContext} ctx
 * @param {E} el
 * @param {string} space
 * @returns {E}
 */
export function offerSpace(ctx, el, space) {
  const item = ctx.place.spaces.get(space);
  if (!item || ctx.offered.has(`space:${space}`)) return el;
  ctx.offered.add(`space:${space}`);
  toggleClass(el, "vw-wv-reachable");
  return asAction(el, item.action, item.text);
}

/**
 * A button of the decision bar.
 * @param {{action: string, text: string}} item
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
