// DOM: one player's area: a head line with the name, coins, the tucked stack and enchantment
// tokens, then its zones side by side (hand, villagers, starters and buildings, gear), wrapping
// onto the next line when they do not fit. The viewer's cards are full cards that take actions;
// an opponent's are compact tiles, which show their texts when the reader asks.
import { h } from "../../lib/dom.js";
import { FIT_ATTRIBUTE } from "../../lib/fit_room.js";
import { cardSlots, frozen } from "../../lib/frozen.js";
import { browsable } from "../../lib/piles.js";
import { seatName } from "../../lib/seats.js";
import { elementKey } from "../../lib/targets.js";
import { coin, enchantToken, wvBack, wvCard } from "./cards.js";
import { counted } from "./catalog.js";
import { cardMarks, markCard, take } from "./offer.js";
import { decisionSeat } from "./view.js";

/**
 * @typedef {import("./offer.js").TableContext} TableContext
 * @typedef {{seat: number, coins: number, hand: (string | null)[] | null, hand_count: number, known_hand?: string[],
 *   tucked_count: number, tucked?: string[] | null, enchantments?: {type: string, on: string | null}[],
 *   starters?: {code: string, species: string, upgraded: boolean}[],
 *   villagers?: {code: string, supply: number, used_main?: boolean, used_free?: boolean}[],
 *   gear?: {code: string, supply: number}[], buildings?: {code: string, supply: number, enchanted: string | null}[],
 *   species?: string | null}} PlayerView
 */

/**
 * @param {TableContext} ctx
 * @param {PlayerView} p
 * @param {boolean} own   the viewer's area (its cards take actions; full cards under the prompt)
 * @returns {HTMLElement}
 */
export function playerArea(ctx, p, own) {
  const { view } = ctx;
  const toMove = decisionSeat(view.decision) === p.seat && view.phase !== "over";
  const name = seatName(ctx.seats, p.seat, view.seat ?? null);
  const size = own ? "full" : "chip";
  const laid = (/** @type {Laid[]} */ cards) => cardRow(ctx, cards, { seat: p.seat, choices: own });
  const gear = laid((p.gear ?? []).map((g) => ({ zone: "gear", code: g.code, options: { size, supply: g.supply } })));
  const villagers = laid(
    (p.villagers ?? []).map((v) => ({
      zone: "villagers",
      code: v.code,
      options: { size, supply: v.supply, used: Boolean(v.used_main || v.used_free) },
    })),
  );
  const bottom = laid([
    ...(p.starters ?? []).map((s) => ({ zone: "starters", code: s.code, options: { size, upgraded: s.upgraded } })),
    ...(p.buildings ?? []).map((b) => ({
      zone: "buildings",
      code: b.code,
      options: { size, supply: b.supply, enchanted: b.enchanted },
    })),
  ]);
  // the hand first: most decisions start there; then the rows of the tableau
  const zones = [
    own ? ownHand(ctx, p) : hiddenHand(ctx, p),
    row(p.seat, "villagers", "Villagers", villagers),
    row(p.seat, "buildings", "Starters and buildings", bottom),
    row(p.seat, "gear", "Gear", gear),
  ];
  const head = h("header", { class: "vw-seat-head" }, [
    h("span", { class: "vw-seat-name", text: name }),
    p.species ? h("span", { class: "vw-chip vw-wv-species", "data-species": p.species, text: p.species }) : null,
    toMove ? h("span", { class: "vw-chip vw-chip-move", text: "to move" }) : null,
    toMove && view.phase === "play" && view.active === p.seat && view.main_actions_left != null
      ? h("span", {
          class: "vw-chip",
          text: `${view.main_actions_left} main action${view.main_actions_left === 1 ? "" : "s"} left`,
        })
      : null,
    h("span", { class: "vw-wv-stats" }, [coins(ctx, p), tucked(ctx, p), enchantments(p)]),
  ]);
  return h(
    "section",
    {
      class: `vw-seat vw-wv-player${own ? " vw-own" : " vw-wv-compact"}${toMove ? " vw-active" : ""}`,
      "data-seat-area": p.seat,
      "data-testid": `vw-seat-${p.seat}`,
      "aria-label": name,
    },
    // the viewer's zones grow with the game: they get the room left on the screen (lib/fit_room.js)
    [head, h("div", { class: "vw-wv-zones", [FIT_ATTRIBUTE]: own ? "" : null }, zones), own ? null : cardTexts(p)],
  );
}

/**
 * @typedef {{zone: string, code: string, options: import("./cards.js").CardOptions}} Laid
 *   a card of a row: the zone its targets name, and how it is drawn
 */

/**
 * A row's cards, each kept for the game (lib/frozen.js) under what it shows and, when it takes a
 * choice now, the marks of that choice (markCard marks its nodes): an update builds, and Preact
 * compares, only the cards that changed or whose choices changed.
 * @param {TableContext} ctx
 * @param {Laid[]} cards
 * @param {{seat?: number, choices?: boolean}} [where]  seat: whose area (none: the middle's
 *   cards, whose targets name no seat); choices: whether its cards take the viewer's choices
 * @returns {import("../../lib/dom.js").El[]}
 */
export function cardRow(ctx, cards, { seat, choices = true } = {}) {
  const slots = cardSlots(cards.map((card) => card.code));
  return cards.map(({ zone, code, options }, i) => {
    const key = `card|${code}|${JSON.stringify(options)}`;
    const items = choices ? take(ctx, { zone, seat, card: code }) : null;
    if (!items) return frozen(ctx.catalog, key, () => [wvCard(ctx.catalog, code, options)], slots[i]);
    return frozen(
      ctx.catalog,
      `${key}|${zone}|${seat}|${cardMarks(ctx, items, code)}`,
      () => [markCard(ctx, wvCard(ctx.catalog, code, options), items, code)],
      slots[i],
    );
  });
}

/**
 * The switch of an opponent's compact area: its cards show their texts while it is open (the
 * stylesheet reads its state), and it stays as the reader left it (see keep.js).
 * @param {PlayerView} p
 * @returns {HTMLElement}
 */
function cardTexts(p) {
  return h("details", { class: "vw-wv-texts", "data-keep-open": `texts-${p.seat}` }, [
    h("summary", { class: "vw-wv-texts-toggle", "data-testid": `vw-texts-${p.seat}`, text: "card texts" }),
  ]);
}

/**
 * @param {number} seat
 * @param {string} zone
 * @param {string} label
 * @param {HTMLElement[]} cards
 * @returns {HTMLElement}
 */
function row(seat, zone, label, cards) {
  return h("div", { class: `vw-wv-zone${cards.length ? "" : " vw-wv-empty-zone"}` }, [
    h("span", { class: "vw-zone-label vw-wv-row-label", text: cards.length ? `${label} (${cards.length})` : label }),
    h(
      "div",
      {
        class: "vw-row vw-wv-row",
        role: "group",
        "aria-label": label,
        "data-zone": zone,
        "data-seat": seat,
        "data-testid": `vw-${zone}-${seat}`,
        "data-count": cards.length,
      },
      cards.length ? cards : [h("span", { class: "vw-empty", text: "none" })],
    ),
  ]);
}

/**
 * @param {TableContext} ctx
 * @param {PlayerView} p
 * @returns {HTMLElement}
 */
function coins(ctx, p) {
  return h(
    "span",
    {
      class: "vw-wv-stat",
      "data-zone": "coins",
      "data-seat": p.seat,
      "data-testid": `vw-coins-${p.seat}`,
      "data-count": p.coins,
      role: "img",
      "aria-label": counted(ctx.catalog, p.coins, "coin"),
      title: counted(ctx.catalog, p.coins, "coin"),
    },
    [coin(p.coins, "vw-wv-coin vw-wv-big"), h("span", { class: "vw-zone-label", text: "coins" })],
  );
}

/**
 * The tucked cards under the score card: a face-down stack with its count, browsable when
 * their faces are known (No Memory, or the end of the game).
 * @param {TableContext} ctx
 * @param {PlayerView} p
 * @returns {HTMLElement}
 */
function tucked(ctx, p) {
  const attrs = {
    "data-zone": "tucked",
    "data-seat": p.seat,
    "data-testid": `vw-tucked-${p.seat}`,
    "data-count": p.tucked_count,
  };
  const caption = `Tucked (${p.tucked_count})`;
  if (p.tucked && p.tucked.length) {
    const cards = p.tucked.map((code) => wvCard(ctx.catalog, code, { size: "small" }));
    return browsable(caption, `tucked-${p.seat}`, attrs, cards, { top: wvBack({ count: p.tucked_count }) });
  }
  const title = `${counted(ctx.catalog, p.tucked_count, "card")} tucked face down`;
  return h("span", { class: "vw-wv-stat", ...attrs, title }, [
    p.tucked_count
      ? wvBack({ count: p.tucked_count })
      : h("span", { class: "vw-wv-score-card", "aria-hidden": "true" }),
    h("span", { class: "vw-zone-label", text: caption }),
  ]);
}

/**
 * The enchantment tokens in the player's area (not yet on a building).
 * @param {PlayerView} p
 * @returns {HTMLElement}
 */
function enchantments(p) {
  const all = p.enchantments ?? [];
  const free = all.filter((e) => !e.on);
  const placed = all.length - free.length;
  return h(
    "span",
    {
      class: "vw-wv-stat",
      "data-zone": "enchantments",
      "data-seat": p.seat,
      "data-testid": `vw-enchantments-${p.seat}`,
      "data-count": free.length,
    },
    [
      h(
        "span",
        { class: "vw-wv-tokens" },
        free.length ? free.map((e) => enchantToken(e.type)) : [h("span", { class: "vw-empty", text: "none" })],
      ),
      h("span", { class: "vw-zone-label", text: placed ? `enchantments (${placed} on buildings)` : "enchantments" }),
    ],
  );
}

/**
 * @param {TableContext} ctx
 * @param {PlayerView} p
 * @returns {HTMLElement}
 */
function ownHand(ctx, p) {
  const codes = (p.hand ?? []).filter((c) => c != null);
  const cards = cardRow(
    ctx,
    codes.map((code) => ({ zone: "hand", code, options: {} })),
    { seat: p.seat },
  );
  // while choosing from the hand, the cards that are no choice step back
  const deciding = codes.some((code) => ctx.place.elements.has(elementKey({ zone: "hand", seat: p.seat, card: code })));
  return handZone(p, cards, `Your hand (${counted(ctx.catalog, p.hand_count, "card")})`, deciding);
}

/**
 * The opponent's hand: the cards this viewer knows face up, the rest as backs.
 * @param {TableContext} ctx
 * @param {PlayerView} p
 * @returns {HTMLElement}
 */
function hiddenHand(ctx, p) {
  const seen = p.hand ? p.hand.filter((c) => c != null) : (p.known_hand ?? []);
  const backs = Math.max(0, p.hand_count - seen.length);
  const cards = [
    ...cardRow(
      ctx,
      seen.map((code) => ({ zone: "hand", code, options: { size: "chip" } })),
      { choices: false },
    ),
    ...Array.from({ length: backs }, () => wvBack()),
  ];
  return handZone(p, cards, `Hand (${p.hand_count}${seen.length ? `, ${seen.length} known` : ""})`, false);
}

/**
 * @param {PlayerView} p
 * @param {HTMLElement[]} cards
 * @param {string} label
 * @param {boolean} deciding  some of its cards are choices
 * @returns {HTMLElement}
 */
function handZone(p, cards, label, deciding) {
  return h("div", { class: "vw-wv-zone vw-wv-hand-zone" }, [
    h("span", { class: "vw-zone-label vw-wv-row-label", text: label }),
    h(
      "div",
      {
        class: `vw-row vw-hand vw-wv-row${deciding ? " vw-deciding" : ""}`,
        role: "group",
        "aria-label": label,
        "data-zone": "hand",
        "data-seat": p.seat,
        "data-testid": `vw-hand-${p.seat}`,
        "data-count": p.hand_count,
      },
      cards.length ? cards : [h("span", { class: "vw-empty", text: "no cards" })],
    ),
  ]);
}
