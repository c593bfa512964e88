// DOM: the middle of the Venture (2019) table: whose turn and which phase (with the actions left
// and the turn order's direction), the deck and the discard pile, the card drawn face up in
// Phase 1, the card taking effect, the chain of cards in play with the seats still to be asked,
// the banner of the question asked of the viewer out of turn, and the cards a talent chooses
// among (a Stargazing's cards, the discard pile).
import { browsable } from "../../lib/piles.js";
import { h, memo } from "../../lib/dom.js";
import { FIT_ATTRIBUTE } from "../../lib/fit_room.js";
import { seatName } from "../../lib/seats.js";
import { elementKey } from "../../lib/targets.js";
import { cardBack, cardFace, cardInfo, cardName } from "./cards.js";
import { actionButton, offer, offerCard } from "./offer.js";
import { grouped } from "./seat.js";

/**
 * @typedef {import("./offer.js").TableContext} TableContext
 * @typedef {import("../../lib/dom.js").El} El
 * @typedef {{card: string, player: number | null, target: number | null, cancelled: boolean}} Link
 */

/** The four phases of a turn, by the engine's `phase`, with their number and words. */
export const PHASES = [
  { id: "draw", number: 1, name: "Draw 1 face up" },
  { id: "actions", number: 2, name: "Actions" },
  { id: "missions", number: 3, name: "Mission" },
  { id: "refill", number: 4, name: "Draw & discard" },
];

/**
 * The middle of the table.
 * @param {TableContext} ctx
 * @returns {El}
 */
export function middle(ctx) {
  return h("section", { class: "vw-middle vw-v19-middle", "aria-label": "Middle of the table" }, [
    turnTrack(ctx),
    h("div", { class: "vw-v19-centre" }, [piles(ctx), faceUp(ctx), resolving(ctx)]),
    chain(ctx),
    choices(ctx, "looking", "The top cards of the deck: keep one", ctx.view.looking ?? []),
    ctx.view.decision?.kind === "take" && ctx.view.decision.owner === ctx.view.seat
      ? choices(ctx, "discard", "Take a card from the discard pile", takeable(ctx))
      : null,
  ]);
}

/**
 * Whose turn, the four phases (the current one lit), the actions left, the turn order.
 * @param {TableContext} ctx
 * @returns {El}
 */
function turnTrack(ctx) {
  const { view } = ctx;
  const clockwise = view.direction !== -1;
  const left = view.actions_left;
  return h("div", { class: "vw-v19-track", "data-testid": "vw-v19-track", "data-phase": view.phase }, [
    h("span", {
      class: "vw-v19-whose",
      text: view.is_over
        ? "The game is over"
        : view.active === view.seat
          ? "Your turn"
          : `${seatName(ctx.seats, view.active, view.seat)}'s turn`,
    }),
    h(
      "ol",
      { class: "vw-v19-phases", "aria-label": "Phases of the turn" },
      PHASES.map((p) =>
        h(
          "li",
          {
            class: `vw-v19-phase${p.id === view.phase ? " vw-v19-now" : ""}`,
            "data-phase": p.id,
            "aria-current": p.id === view.phase ? "step" : null,
          },
          [
            h("span", { class: "vw-v19-phase-number", text: String(p.number) }),
            h("span", { text: p.name }),
            p.id === "actions" && p.id === view.phase && left != null
              ? h("span", { class: "vw-v19-left", "data-testid": "vw-v19-actions-left", text: ` · ${left} left` })
              : null,
          ],
        ),
      ),
    ),
    h("span", {
      class: "vw-v19-direction",
      "data-testid": "vw-v19-direction",
      "data-direction": clockwise ? "clockwise" : "counter-clockwise",
      title: "The turn order; a Change of Direction turns it around",
      text: clockwise ? "↻ clockwise" : "↺ counter-clockwise",
    }),
  ]);
}

/**
 * The deck (a count) and the discard pile (its top card, a count, the whole list on demand).
 * @param {TableContext} ctx
 * @returns {El}
 */
function piles(ctx) {
  const { view, catalog } = ctx;
  /** @type {string[]} */
  const discard = view.discard ?? [];
  const top = discard.length ? cardFace(catalog, discard[discard.length - 1], { size: "small" }) : null;
  // the whole pile, newest first, built again only when it changed (it grows all game long)
  const list = discard.length
    ? [
        memo("discard-cards", [catalog, discard.join(" ")], () =>
          [...discard].reverse().map((code) => cardFace(catalog, code, { size: "small" })),
        ),
      ]
    : [];
  return h("div", { class: "vw-v19-piles" }, [
    h(
      "div",
      { class: "vw-zone vw-pile-zone", "data-zone": "deck", "data-testid": "vw-deck", "data-count": view.deck },
      [
        h("span", { class: "vw-zone-label", text: `Deck (${view.deck})` }),
        view.deck ? cardBack() : h("span", { class: "vw-empty", text: "empty" }),
      ],
    ),
    browsable(
      `Discard pile (${discard.length})`,
      "discard",
      { "data-zone": "discard-pile", "data-testid": "vw-discard", "data-count": discard.length },
      list,
      { top },
    ),
  ]);
}

/**
 * The card drawn face up in Phase 1 (bulb off: kept, or played at once).
 * @param {TableContext} ctx
 * @returns {El | null}
 */
function faceUp(ctx) {
  const code = ctx.view.face_up;
  if (!code) return null;
  return h("div", { class: "vw-zone vw-v19-face-up", "data-zone": "face_up", "data-testid": "vw-v19-face-up" }, [
    h("span", {
      class: "vw-zone-label",
      text: `Drawn face up by ${ctx.view.active === ctx.view.seat ? "you" : seatName(ctx.seats, ctx.view.active)}`,
    }),
    offerCard(ctx, cardFace(ctx.catalog, code), code),
  ]);
}

/**
 * The card whose effect is being carried out while it asks a question (a Retraction's mission).
 * @param {TableContext} ctx
 * @returns {El | null}
 */
function resolving(ctx) {
  const code = ctx.view.resolving;
  if (!code) return null;
  return h("div", { class: "vw-zone vw-v19-resolving", "data-testid": "vw-v19-resolving" }, [
    h("span", { class: "vw-zone-label", text: "Taking effect" }),
    cardFace(ctx.catalog, code),
  ]);
}

/**
 * Who plays a card of the chain on whom, in short words ("Seat 1 → Seat 2", "the bulb → you").
 * @param {TableContext} ctx
 * @param {Link} link
 * @returns {string}
 */
function aimWords(ctx, link) {
  const name = (/** @type {number} */ seat) => (seat === ctx.view.seat ? "you" : `Seat ${seat}`);
  const player = link.player == null ? "the bulb" : name(link.player);
  return link.target == null ? player : `${player} → ${name(link.target)}`;
}

/**
 * What the card on top of the chain does to the viewer asked, in words: "Seat 1 plays Idea
 * Theft on you", "Seat 2 answers Idea Theft with Objection".
 * @param {TableContext} ctx
 * @param {Link[]} links
 * @returns {string}
 */
export function questionWords(ctx, links) {
  const top = links[links.length - 1];
  if (!top) return "";
  const viewer = ctx.view.seat;
  const who = (/** @type {number | null} */ seat) =>
    seat == null ? "" : seat === viewer ? "you" : seatName(ctx.seats, seat, viewer);
  const name = cardName(ctx.catalog, top.card);
  const below = links[links.length - 2];
  if (below && top.target == null && cardInfo(ctx.catalog, top.card).timing === "instant") {
    const player = who(top.player);
    return `${player === "you" ? "You answer" : `${player} answers`} ${cardName(ctx.catalog, below.card)} with ${name}`;
  }
  const on = top.target == null ? "" : ` on ${who(top.target)}`;
  if (top.player == null) return `The bulb is on: ${name}${on}`;
  const player = who(top.player);
  return `${player === "you" ? "You play" : `${player} plays`} ${name}${on}`;
}

/**
 * The chain of cards in play, oldest first (the newest resolves first), with the seats still to
 * be asked; when the viewer is asked, the banner of the question with its Pass button.
 * @param {TableContext} ctx
 * @returns {El | null}
 */
function chain(ctx) {
  const { view, catalog } = ctx;
  /** @type {Link[]} */
  const links = view.chain ?? [];
  if (!links.length) return null;
  const asked =
    view.decision?.kind === "answer" &&
    view.decision.owner === view.seat &&
    ctx.place.buttons.length + ctx.plays.size > 0;
  const name = (/** @type {number} */ seat) => seatName(ctx.seats, seat, view.seat);
  /** @type {number[]} */
  const asking = view.asking ?? [];
  const pass = ctx.place.buttons.find((item) => item.target.label === "Pass");
  // a long chain is the part of the middle that grows: it gets the room left on the screen (lib/fit_room.js)
  const zone = { class: `vw-v19-chain-zone${asked ? " vw-v19-asked" : ""}`, "data-testid": "vw-v19-chain-zone" };
  return h("div", { ...zone, [FIT_ATTRIBUTE]: "" }, [
    asked
      ? h("div", { class: "vw-v19-banner", role: "status", "data-testid": "vw-v19-banner" }, [
          h("strong", { class: "vw-v19-banner-text", text: `${questionWords(ctx, links)}.` }),
          h("span", {
            text: ctx.plays.size
              ? " Answer with a lit instant of your hand, or pass."
              : " You hold no instant that answers it.",
          }),
          pass ? passButton(ctx, pass) : null,
        ])
      : null,
    h("span", { class: "vw-zone-label", text: "In play (the newest resolves first)" }),
    h(
      "ol",
      { class: "vw-v19-chain", "data-zone": "chain", "data-testid": "vw-v19-chain", "aria-label": "Cards in play" },
      links.map((link, i) =>
        h(
          "li",
          {
            class: `vw-v19-link${link.cancelled ? " vw-v19-cancelled" : ""}`,
            "data-card": link.card,
            "data-position": i,
          },
          [
            cardFace(catalog, link.card, { size: "small" }),
            h("span", { class: "vw-v19-link-aim", text: aimWords(ctx, link) }),
            link.cancelled ? h("span", { class: "vw-v19-link-note", text: "cancelled" }) : null,
          ],
        ),
      ),
    ),
    asking.length
      ? h("p", {
          class: "vw-v19-asking",
          "data-testid": "vw-v19-asking",
          text: `Asked in turn: ${asking.map(name).join(", ")}`,
        })
      : null,
  ]);
}

/**
 * The Pass button of the banner.
 * @param {TableContext} ctx
 * @param {import("../../lib/targets.js").Legal} pass
 * @returns {El}
 */
function passButton(ctx, pass) {
  ctx.offered.add(pass.action);
  return actionButton(pass, pass.target.label, "vw-button vw-v19-pass");
}

/**
 * The cards of the discard pile a talent may take now (the whole pile stays browsable).
 * @param {TableContext} ctx
 * @returns {string[]}
 */
function takeable(ctx) {
  return (ctx.view.discard ?? []).filter((/** @type {string} */ code) =>
    ctx.place.elements.has(elementKey({ zone: "discard", card: code })),
  );
}

/**
 * A row of cards to choose from (a Stargazing's cards, the discard pile for a talent).
 * @param {TableContext} ctx
 * @param {string} zone  `looking` or `discard`
 * @param {string} label
 * @param {string[]} codes
 * @returns {El | null}
 */
function choices(ctx, zone, label, codes) {
  if (!codes.length) return null;
  const cards = grouped(codes).map(({ code, count }) =>
    offer(ctx, cardFace(ctx.catalog, code, { size: "small", count }), { zone, card: code }),
  );
  return h("div", { class: "vw-zone vw-v19-choices" }, [
    h("span", { class: "vw-zone-label", text: label }),
    h(
      "div",
      {
        class: "vw-row vw-v19-choice-row",
        role: "group",
        "aria-label": label,
        "data-zone": zone,
        "data-testid": `vw-v19-${zone}`,
      },
      cards,
    ),
  ]);
}
