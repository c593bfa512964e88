// DOM: how the table's elements take the legal actions whose targets point at them (see
// lib/targets.js). An element takes its actions once (the first one drawn for its target): one
// action is a click on it; an element with several, and any action whose element is not drawn,
// goes to the decision bar as a button. Playing a card is a choice in two steps: the hand card
// first (a selector), then one of the board spaces lit for it.
import { asAction, asSelector } from "../../lib/choice.js";
import { h, setAttrs, toggleClass } from "../../lib/dom.js";
import { elementKey } from "../../lib/targets.js";
import { cardName } from "./catalog.js";

/**
 * @typedef {import("../../lib/targets.js").Legal} Legal
 * @typedef {import("../../lib/targets.js").Placement} Placement
 * @typedef {{view: any, catalog: import("./catalog.js").Catalog, seats: import("../../lib/seats.js").SeatInfo[],
 *   selected: string | null, place: Placement, offered: Set<string>, plays: Map<string, Legal[]>,
 *   preview?: import("../../lib/hint_panel.js").Hint | null}} TableContext
 *   selected: the hand card picked to play; offered: the element keys already given an element;
 *   plays: the plays of each hand card, by card code (the spaces to light once it is picked);
 *   preview: the hint shown on the table
 * @typedef {{zone: string, seat?: number, card?: string, space?: string}} Where
 */

/**
 * The plays of hand cards, by card: the actions whose target is a board space and names a seat
 * (the engine's `board` zone: a hand card played there; a card turned upright names none).
 * @param {Legal[]} legal
 * @returns {Map<string, Legal[]>}
 */
export function handPlays(legal) {
  /** @type {Map<string, Legal[]>} */
  const plays = new Map();
  for (const item of legal) {
    const { zone, card, seat } = item.target;
    if (zone !== "board" || card == null || seat == null) continue;
    plays.set(card, [...(plays.get(card) ?? []), item]);
  }
  return plays;
}

/**
 * The actions of the element `where` that no element drawn before has taken (and now this one has).
 * @param {TableContext} ctx
 * @param {Where} where
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
 * Make `el` the element of the one legal action whose target is `where` (several stay for the bar).
 * @template {import("../../lib/dom.js").El} E
 * @param {TableContext} ctx
 * @param {E} el
 * @param {Where} where
 * @returns {E}
 */
export function offer(ctx, el, where) {
  if (!offers(ctx, where)) return el;
  const key = elementKey(where);
  const [item] = ctx.place.elements.get(key) ?? [];
  ctx.offered.add(key);
  return asAction(el, item.action, item.text);
}

/**
 * Whether offer() makes the element `where` a choice now (and so marks it).
 * @param {TableContext} ctx
 * @param {Where} where
 * @returns {boolean}
 */
export function offers(ctx, where) {
  const key = elementKey(where);
  return ctx.place.elements.get(key)?.length === 1 && !ctx.offered.has(key);
}

/**
 * A hand card: the first step of playing it (when it has plays), else the element of its action.
 * @template {import("../../lib/dom.js").El} E
 * @param {TableContext} ctx
 * @param {E} el
 * @param {number} seat
 * @param {string} code
 * @returns {E}
 */
export function offerHandCard(ctx, el, seat, code) {
  if (!ctx.plays.has(code)) return offer(ctx, el, { zone: "hand", seat, card: code });
  const spaces = (ctx.plays.get(code) ?? []).length;
  const name = cardName(ctx.catalog, code);
  return asSelector(el, code, `${name}: pick it, then one of the ${spaces} lit spaces`, ctx.selected === code);
}

/**
 * A board space: the play of the picked hand card there, or the action on the card lying on it.
 * @template {import("../../lib/dom.js").El} E
 * @param {TableContext} ctx
 * @param {E} el
 * @param {string} space
 * @param {string | null} onIt  the card on the space
 * @returns {E}
 */
export function offerSpace(ctx, el, space, onIt) {
  const play = ctx.selected ? (ctx.plays.get(ctx.selected) ?? []).find((item) => item.target.space === space) : null;
  if (play) {
    ctx.offered.add(elementKey(play.target));
    toggleClass(el, "vw-vf-lit");
    // the keyboard's focus goes to the first lit space once the card is picked
    if (!ctx.offered.has("focus-first")) setAttrs(el, { "data-focus-first": "" });
    ctx.offered.add("focus-first");
    return asAction(el, play.action, play.text);
  }
  if (!onIt) return el;
  const items = ctx.place.elements.get(elementKey({ zone: "board", card: onIt, space }));
  if (items?.length === 1) toggleClass(el, "vw-vf-lit");
  return offer(ctx, el, { zone: "board", card: onIt, space });
}

/**
 * A button for an action (the decision bar, the journey's questions).
 * @param {Legal} item
 * @param {string} label  its short text
 * @param {string} [cls]
 * @returns {import("../../lib/dom.js").El}
 */
export function actionButton(item, label, cls = "vw-button vw-primary vw-vf-decide") {
  const button = asAction(h("button", { type: "button", class: cls, text: label }), item.action, item.text);
  // named by the words it shows (so that a voice command naming them finds it), described by what it does
  setAttrs(button, { "aria-label": null, "aria-description": item.text });
  return button;
}

/**
 * The buttons of the actions no element has taken yet: zone `button` ones, and any whose element
 * is not drawn or has several actions (each with its label and the card's name). Drawn last.
 * @param {TableContext} ctx
 * @param {(item: Legal) => boolean} [which]  only these (default: all)
 * @returns {import("../../lib/dom.js").El[]}
 */
export function leftoverButtons(ctx, which = () => true) {
  /** @type {import("../../lib/dom.js").El[]} */
  const buttons = [];
  for (const item of ctx.place.buttons) {
    const key = `button:${item.action}`;
    if (ctx.offered.has(key) || !which(item)) continue;
    ctx.offered.add(key);
    buttons.push(actionButton(item, item.target.label));
  }
  for (const [key, items] of ctx.place.elements) {
    if (ctx.offered.has(key)) continue;
    const mine = items.filter((item) => which(item) && !ctx.offered.has(`act:${item.action}`));
    if (!mine.length) continue;
    for (const item of mine) ctx.offered.add(`act:${item.action}`);
    if (items.every((item) => ctx.offered.has(`act:${item.action}`))) ctx.offered.add(key);
    for (const item of mine) {
      const play = item.target.zone === "board" && ctx.plays.has(item.target.card ?? "");
      if (play) continue; // a play is taken by the board once its card is picked
      buttons.push(actionButton(item, buttonLabel(ctx, item.target)));
    }
  }
  return buttons;
}

/**
 * The words of a button for an action with no element of its own: its label, with the card it
 * concerns (an adventurer first: "Archer: Exert"; another card after: "Use Horn of Plenty").
 * @param {TableContext} ctx
 * @param {import("../../lib/targets.js").Target} target
 * @returns {string}
 */
export function buttonLabel(ctx, target) {
  if (target.card == null) return target.label;
  const name = cardName(ctx.catalog, target.card);
  return target.zone === "party" ? `${name}: ${target.label}` : `${target.label} ${name}`;
}
