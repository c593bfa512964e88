// DOM: one player's area: a head line (name in the seat's colour, points, coins, treasures,
// explore tokens taken, hand size), then the party (each adventurer with its level card, will
// and despair), the treasures (the viewer's face up, the others' as backs) and, for the viewer,
// the hand. The other seats' areas are compact (their cards' words on hover).
import { h } from "../../lib/dom.js";
import { cardSlots, frozen, unkept } from "../../lib/frozen.js";
import { seatName } from "../../lib/seats.js";
import { elementKey } from "../../lib/targets.js";
import { SEAT_COLOURS, counted, tokenFace } from "./catalog.js";
import { back, encounterCard, memberCard, treasureCard } from "./cards.js";
import { offer, offerHandCard, offers } from "./offer.js";

/**
 * @typedef {import("./offer.js").TableContext} TableContext
 * @typedef {{seat: number, coins: number, points: number, hand: string[] | null, hand_count: number,
 *   treasures: string[] | null, treasure_count: number, explored: string[],
 *   party: import("./cards.js").Member[], site: string | null}} PlayerView
 */

/**
 * @param {TableContext} ctx
 * @param {PlayerView} p
 * @param {boolean} own  the viewer's area (full cards, the hand, under the prompt)
 * @returns {import("../../lib/dom.js").El}
 */
export function playerArea(ctx, p, own) {
  const { view } = ctx;
  const toMove = view.decision?.owner === p.seat && !view.is_over;
  const name = seatName(ctx.seats, p.seat, view.seat ?? null);
  const size = own ? "full" : "chip";
  const partySlots = cardSlots(p.party.map((m) => m.card));
  const party = p.party.map((m, i) =>
    card(ctx, { zone: "party", seat: p.seat, card: m.card }, partySlots[i], `member|${size}|${JSON.stringify(m)}`, () =>
      memberCard(ctx.catalog, m, { size }),
    ),
  );
  const treasureSlots = cardSlots(p.treasures ?? []);
  const treasures = p.treasures
    ? p.treasures.map((code, i) =>
        card(ctx, { zone: "treasures", seat: p.seat, card: code }, treasureSlots[i], `treasure|${size}|${code}`, () =>
          treasureCard(ctx.catalog, code, { size }),
        ),
      )
    : Array.from({ length: p.treasure_count }, () => back("treasure"));
  const head = h("header", { class: "vw-seat-head" }, [
    h("span", {
      class: "vw-vf-seat-swatch",
      style: `--seat: ${SEAT_COLOURS[p.seat % SEAT_COLOURS.length]}`,
      "aria-hidden": "true",
    }),
    h("span", { class: "vw-seat-name", text: name }),
    toMove ? h("span", { class: "vw-chip vw-chip-move", text: "to move" }) : null,
    h("span", { class: "vw-vf-stats" }, [
      stat(p.seat, "points", counted(p.points, "point"), String(p.points), "points"),
      stat(p.seat, "coins", counted(p.coins, "coin"), String(p.coins), "coins"),
      own ? null : stat(p.seat, "hand-count", `${counted(p.hand_count, "card")} in hand`, String(p.hand_count), "hand"),
      stat(p.seat, "explored", exploredWords(ctx, p), String(p.explored.length), "explore tokens"),
    ]),
  ]);
  // the viewer's hand first: most decisions start there
  const zones = [
    own ? handZone(ctx, p) : null,
    zone(p.seat, "party", own ? "Your party" : "Party", party, own ? "" : `${p.party.length}`),
    zone(p.seat, "treasures", "Treasures", treasures, `${p.treasure_count}`),
  ];
  return h(
    "section",
    {
      class: `vw-seat vw-vf-player${own ? " vw-own" : " vw-vf-compact"}${toMove ? " vw-active" : ""}`,
      "data-seat-area": p.seat,
      "data-testid": `vw-seat-${p.seat}`,
      "aria-label": name,
      style: `--seat: ${SEAT_COLOURS[p.seat % SEAT_COLOURS.length]}`,
    },
    [head, h("div", { class: "vw-vf-zones" }, zones)],
  );
}

/**
 * A card of a player's area in its row's `slot`: built anew when it is a choice now (offer()
 * marks its nodes), else kept for the game (lib/frozen.js) under `key`, what it shows, so that
 * an update builds, and Preact compares, only the cards that changed or take a choice.
 * @param {TableContext} ctx
 * @param {import("./offer.js").Where} where
 * @param {string} slot
 * @param {string} key
 * @param {() => import("../../lib/dom.js").El} draw
 * @returns {import("../../lib/dom.js").El}
 */
function card(ctx, where, slot, key, draw) {
  if (offers(ctx, where)) return unkept([offer(ctx, draw(), where)], slot);
  return frozen(ctx.catalog, key, () => [draw()], slot);
}

/**
 * The explore tokens a seat took, in words (public: the tokens are revealed when taken).
 * @param {TableContext} ctx
 * @param {PlayerView} p
 * @returns {string}
 */
const exploredWords = (ctx, p) => {
  const faces = p.explored.map((t) => tokenFace(ctx.catalog, t).text);
  return `${counted(p.explored.length, "explore token")} taken${faces.length ? `: ${faces.join(" / ")}` : ""}`;
};

/**
 * A number in the head line, with its word.
 * @param {number} seat
 * @param {string} zoneName
 * @param {string} words  the whole phrase (hover, screen readers)
 * @param {string} value
 * @param {string} label
 * @returns {import("../../lib/dom.js").El}
 */
function stat(seat, zoneName, words, value, label) {
  return h(
    "span",
    {
      class: `vw-vf-stat vw-vf-stat-${zoneName}`,
      "data-zone": zoneName,
      "data-seat": seat,
      "data-testid": `vw-${zoneName}-${seat}`,
      "data-count": value,
      title: words,
    },
    [h("b", { class: "vw-vf-stat-value", text: value }), h("span", { class: "vw-zone-label", text: label })],
  );
}

/**
 * @param {number} seat
 * @param {string} name
 * @param {string} label
 * @param {import("../../lib/dom.js").El[]} cards
 * @param {string} count  written after the label ("" for none)
 * @returns {import("../../lib/dom.js").El}
 */
function zone(seat, name, label, cards, count) {
  return h("div", { class: `vw-vf-zone vw-vf-zone-${name}` }, [
    h("span", { class: "vw-zone-label vw-vf-row-label", text: count ? `${label} (${count})` : label }),
    h(
      "div",
      {
        class: "vw-row vw-vf-row",
        role: "group",
        "aria-label": label,
        "data-zone": name,
        "data-seat": seat,
        "data-testid": `vw-${name}-${seat}`,
        "data-count": cards.length,
      },
      cards.length ? cards : [h("span", { class: "vw-empty", text: "none" })],
    ),
  ]);
}

/**
 * The viewer's hand: full cards; a card with plays is picked first, then a lit space.
 * @param {TableContext} ctx
 * @param {PlayerView} p
 * @returns {import("../../lib/dom.js").El}
 */
function handZone(ctx, p) {
  const codes = p.hand ?? [];
  const slots = cardSlots(codes);
  // a card with plays, or an action, is a choice (built anew); the others are kept (lib/frozen.js)
  const cards = codes.map((code, i) =>
    ctx.plays.has(code) || offers(ctx, { zone: "hand", seat: p.seat, card: code })
      ? unkept([offerHandCard(ctx, encounterCard(ctx.catalog, code), p.seat, code)], slots[i])
      : frozen(ctx.catalog, `hand|${code}`, () => [encounterCard(ctx.catalog, code)], slots[i]),
  );
  const deciding = codes.some(
    (c) => ctx.plays.has(c) || ctx.place.elements.has(elementKey({ zone: "hand", seat: p.seat, card: c })),
  );
  return h("div", { class: "vw-vf-zone vw-vf-zone-hand" }, [
    h("span", { class: "vw-zone-label vw-vf-row-label", text: `Your hand (${p.hand_count})` }),
    h(
      "div",
      {
        class: `vw-row vw-hand vw-vf-row${deciding ? " vw-deciding" : ""}`,
        role: "group",
        "aria-label": "Your hand",
        "data-zone": "hand",
        "data-seat": p.seat,
        "data-testid": `vw-hand-${p.seat}`,
        "data-count": p.hand_count,
      },
      cards.length ? cards : [h("span", { class: "vw-empty", text: "no cards" })],
    ),
  ]);
}
