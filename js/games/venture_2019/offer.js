// DOM: how the table's elements take the legal actions whose targets point at them (see
// lib/targets.js and CONTRACT.md "Venture (2019)'s zones"). A card of the hand (or the card drawn
// face up) used on a player it names is a choice in two steps when it could go to another
// player: the card first (a selector), then one of the players lit for it. Every other action is
// a click on its element: a mission, a card of the discard pile or of a Stargazing, a card that
// activates the talent; the zone `button` actions, and any whose element is not drawn, are
// buttons beside the prompt (Pass: in the banner of the question asked).
import { asAction, asSelector } from "../../lib/choice.js";
import { h, setAttrs } from "../../lib/dom.js";
import { elementKey } from "../../lib/targets.js";
import { cardName } from "./cards.js";

/**
 * @typedef {import("../../lib/targets.js").Legal} Legal
 * @typedef {import("../../lib/targets.js").Placement} Placement
 * @typedef {import("../../lib/dom.js").El} El
 * @typedef {{view: any, catalog: any, seats: import("../../lib/seats.js").SeatInfo[], selected: string | null,
 *   place: Placement, offered: Set<string>, plays: Map<string, Legal[]>, unavailable: any[]}} TableContext
 *   selected: the card picked, whose player is chosen next; offered: the actions already given an element;
 *   plays: the actions of each hand (or face-up) card, by card code
 */

/** The zones of a card that is used, answered with or discarded. */
const CARD_ZONES = new Set(["hand", "face_up"]);

/**
 * The actions of each card of the hand or drawn face up, by card code.
 * @param {Legal[]} legal
 * @returns {Map<string, Legal[]>}
 */
export function cardPlays(legal) {
  /** @type {Map<string, Legal[]>} */
  const plays = new Map();
  for (const item of legal) {
    const { zone, card } = item.target;
    if (!CARD_ZONES.has(zone) || card == null) continue;
    plays.set(card, [...(plays.get(card) ?? []), item]);
  }
  return plays;
}

/**
 * Whether a card's actions are chosen in two steps: it goes to one of several players, or to
 * one player who is not the one choosing (so that a click on the card alone never aims it).
 * @param {Legal[]} items
 * @param {number | null} viewer
 * @returns {boolean}
 */
export function twoSteps(items, viewer) {
  if (items.length > 1) return true;
  const seat = items[0]?.target.seat;
  return seat != null && seat !== viewer;
}

/**
 * The cards picked first, then aimed at a player: the keys of the two-step choices.
 * @param {Legal[]} legal
 * @param {number | null} viewer
 * @returns {string[]}
 */
export function aimedCards(legal, viewer) {
  return [...cardPlays(legal)].filter(([, items]) => twoSteps(items, viewer)).map(([code]) => code);
}

/**
 * Make `el` the element of the one legal action whose target is `where`, if there is one.
 * @template {El} E
 * @param {TableContext} ctx
 * @param {E} el
 * @param {{zone: string, seat?: number, card?: string}} where
 * @returns {E}
 */
export function offer(ctx, el, where) {
  const items = ctx.place.elements.get(elementKey(where)) ?? [];
  const item = items.find((i) => !ctx.offered.has(i.action));
  if (!item || items.length !== 1) return el;
  ctx.offered.add(item.action);
  return asAction(el, item.action, item.text);
}

/**
 * A card of the hand or drawn face up: the first step of aiming it (a selector), the element of
 * its one action, or no choice.
 * @template {El} E
 * @param {TableContext} ctx
 * @param {E} el
 * @param {string} code
 * @returns {E}
 */
export function offerCard(ctx, el, code) {
  const items = ctx.plays.get(code) ?? [];
  if (!items.length) return el;
  if (!twoSteps(items, ctx.view.seat ?? null)) {
    if (ctx.offered.has(items[0].action)) return el;
    ctx.offered.add(items[0].action);
    return asAction(el, items[0].action, items[0].text);
  }
  const players = items.length === 1 ? "then the lit player" : `then one of the ${items.length} lit players`;
  return asSelector(el, code, `${cardName(ctx.catalog, code)}: pick it, ${players}`, ctx.selected === code);
}

/**
 * The aim of the picked card at `seat` (the seat's own element, lit), or null.
 * @param {TableContext} ctx
 * @param {number} seat
 * @param {string} name  the seat's name
 * @returns {El | null}
 */
export function aimAt(ctx, seat, name) {
  if (!ctx.selected) return null;
  const item = (ctx.plays.get(ctx.selected) ?? []).find((i) => i.target.seat === seat);
  if (!item || ctx.offered.has(item.action)) return null;
  ctx.offered.add(item.action);
  const first = !ctx.offered.has("focus-first");
  ctx.offered.add("focus-first");
  const el = h("button", {
    type: "button",
    class: "vw-button vw-v19-aim",
    text: `◎ ${item.target.label}`,
    "data-seat": seat,
    "data-focus-first": first ? "" : null,
  });
  const button = asAction(el, item.action, item.text);
  setAttrs(button, { "aria-label": null, "aria-description": item.text, title: `${item.text} (${name})` });
  return button;
}

/**
 * A button for an action.
 * @param {Legal} item
 * @param {string} label  its words
 * @param {string} [cls]
 * @returns {El}
 */
export function actionButton(item, label, cls = "vw-button vw-primary vw-v19-decide") {
  const button = asAction(h("button", { type: "button", class: cls, text: label }), item.action, item.text);
  // named by the words it shows, described by what it does
  setAttrs(button, { "aria-label": null, "aria-description": item.text });
  return button;
}

/**
 * The buttons of the actions no element has taken: zone `button` ones (but those of `skip`),
 * and any whose element is not drawn (its label and the card's name). Drawn last.
 * @param {TableContext} ctx
 * @param {(item: Legal) => boolean} [which]
 * @returns {El[]}
 */
export function leftoverButtons(ctx, which = () => true) {
  const aimed = new Set(ctx.selected ? (ctx.plays.get(ctx.selected) ?? []).map((i) => i.action) : []);
  const picked = new Set(aimedCards([...ctx.plays.values()].flat(), ctx.view.seat ?? null));
  /** @type {El[]} */
  const buttons = [];
  for (const item of [...ctx.place.buttons, ...[...ctx.place.elements.values()].flat()]) {
    if (ctx.offered.has(item.action) || !which(item)) continue;
    const card = item.target.card;
    // a play of a card picked in two steps is on a lit player once the card is picked
    if (card != null && picked.has(card) && !aimed.has(item.action)) continue;
    ctx.offered.add(item.action);
    const label =
      item.target.zone === "button" || card == null
        ? item.target.label
        : `${item.target.label}: ${cardName(ctx.catalog, card)}`;
    buttons.push(actionButton(item, label));
  }
  return buttons;
}
