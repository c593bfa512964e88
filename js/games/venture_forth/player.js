// DOM: one player's area: a head line (name in the seat's colour, points, coins, treasures,
// explore tokens taken, hand size), then the party (each adventurer with its level card, will
// and despair), the treasures (the viewer's face up, the others' as backs) and, for the viewer,
// the hand. The other seats' areas are compact (their cards' words on hover).
import { h } from "../../lib/dom.js";
import { seatName } from "../../lib/seats.js";
import { elementKey } from "../../lib/targets.js";
import { SEAT_COLOURS, counted, tokenFace } from "./catalog.js";
import { back, encounterCard, memberCard, treasureCard } from "./cards.js";
import { offer, offerHandCard } from "./offer.js";

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
  const party = p.party.map((m) =>
    offer(ctx, memberCard(ctx.catalog, m, { size }), { zone: "party", seat: p.seat, card: m.card }),
  );
  const treasures = p.treasures
    ? p.treasures.map((code) =>
        offer(ctx, treasureCard(ctx.catalog, code, { size }), { zone: "treasures", seat: p.seat, card: code }),
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
  const cards = codes.map((code) => offerHandCard(ctx, encounterCard(ctx.catalog, code), p.seat, code));
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
