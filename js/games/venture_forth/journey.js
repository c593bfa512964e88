// DOM: the journey, in one place beside the board. While a party ventures forth it shows the
// path's cards in the order they are met (the one at hand marked), the encounter at hand (the
// card, its power against the party's, who has exerted) and its question: recruit or leave,
// exert whom or face, which conversion of an ambition, whom a desire or a despair costs. After
// the journey it shows the explore token taken and the treasures to keep one of. The buttons
// are the legal actions themselves (placed by their targets).
import { h } from "../../lib/dom.js";
import { seatName } from "../../lib/seats.js";
import { boardOf, cardInfo, cardName, levelCard, tokenFace } from "./catalog.js";
import { encounterCard, tokenChip, treasureCard } from "./cards.js";
import { leftoverButtons, offer } from "./offer.js";

/** @typedef {import("./offer.js").TableContext} TableContext */

/** The decisions asked during a journey or right after it (explore token, ambitions, levels). */
const JOURNEY_KINDS = new Set(["recruit", "exert", "lose", "despair", "ambition", "level3", "keep"]);

/**
 * Whether the journey panel is shown: a journey is on, treasures are being looked at, an
 * explore token was just revealed, or a question of a journey is asked.
 * @param {any} view
 * @returns {boolean}
 */
export function journeyShown(view) {
  return Boolean(
    view.travel || view.looking_count || view.revealed_token || JOURNEY_KINDS.has(view.decision?.kind ?? ""),
  );
}

/**
 * The spaces of the journey's path in the order they are met.
 * @param {import("./catalog.js").BoardData} board
 * @param {{path: string, from: string}} travel
 * @returns {string[]}
 */
export function journeyOrder(board, travel) {
  const path = board.paths.find((p) => p.id === travel.path);
  if (!path) return [];
  const ids = path.spaces.map((s) => s.id);
  return path.a === travel.from ? ids : ids.reverse();
}

/**
 * @param {TableContext} ctx
 * @returns {import("../../lib/dom.js").El | null}
 */
export function journeyPanel(ctx) {
  const { view, catalog } = ctx;
  if (!journeyShown(view)) return null;
  const travel = view.travel;
  const actor = view.decision?.owner ?? view.active;
  const board = boardOf(catalog, view);
  const site = (/** @type {string} */ id) => board.sites.find((s) => s.id === id)?.name ?? id;
  const who = seatName(ctx.seats, view.active, view.seat ?? null);
  const title = travel
    ? `Journey of ${who}: from ${site(travel.from)} to ${site(travel.to)}`
    : view.revealed_token && !view.looking_count
      ? `${who}: an explore token`
      : `${who}: after the journey`;
  // the questions: the party's adventurers as buttons (exert, lose, despair, ambitions), the
  // buttons (recruit, leave, face), the treasures looked at (keep one)
  const looking = (view.looking ?? []).map((/** @type {string} */ code) =>
    offer(ctx, treasureCard(catalog, code), { zone: "treasures", seat: actor, card: code }),
  );
  const asked = JOURNEY_KINDS.has(view.decision?.kind ?? "");
  const buttons = asked
    ? leftoverButtons(ctx, (item) => item.target.zone === "button" || item.target.zone === "party")
    : [];
  return h(
    "section",
    { class: "vw-vf-journey", "aria-label": "The journey", "data-testid": "vw-vf-journey", "data-zone": "journey" },
    [
      h("h3", { class: "vw-vf-journey-title", text: title }),
      travel ? steps(ctx, board, travel) : null,
      travel?.encounter ? encounter(ctx, travel) : null,
      view.revealed_token ? revealed(ctx, view.revealed_token) : null,
      looking.length
        ? h("div", { class: "vw-vf-looking" }, [
            h("span", { class: "vw-zone-label", text: `Treasures looked at (${looking.length}): keep one` }),
            h(
              "div",
              { class: "vw-row", role: "group", "aria-label": "Treasures looked at", "data-zone": "looking" },
              looking,
            ),
          ])
        : view.looking_count
          ? h("p", { class: "vw-vf-note", text: `${who} looks at ${view.looking_count} treasure cards.` })
          : null,
      view.decision?.kind === "ambition" ? conversions(ctx, actor) : null,
      buttons.length
        ? h(
            "div",
            { class: "vw-vf-question", role: "group", "aria-label": "Question", "data-testid": "vw-vf-question" },
            [
              h("span", { class: "vw-vf-ask", text: String(view.decision?.prompt ?? "") }),
              h("div", { class: "vw-vf-answers" }, buttons),
            ],
          )
        : null,
    ],
  );
}

/**
 * The level card of the adventurer whose ambition is met: its conversions, to choose one of.
 * @param {TableContext} ctx
 * @param {number} seat
 * @returns {import("../../lib/dom.js").El | null}
 */
function conversions(ctx, seat) {
  const asked = [...ctx.place.elements.values()].flat().find((item) => item.target.zone === "party");
  const party = ctx.view.seats?.find((/** @type {any} */ s) => s.seat === seat)?.party ?? [];
  const member = party.find((/** @type {any} */ m) => m.card === asked?.target.card);
  if (!member) return null;
  const level = levelCard(ctx.catalog, member);
  return h("div", { class: `vw-vf-level vw-vf-level-${level.level}`, "data-testid": "vw-vf-conversions" }, [
    h("b", { text: `${cardName(ctx.catalog, member.card)}'s ${level.name} card (${member.will} will)` }),
    ...level.lines.map((line) => h("span", { class: "vw-vf-level-line", text: line })),
  ]);
}

/**
 * The path's cards in the order met: met ones struck, the one at hand marked.
 * @param {TableContext} ctx
 * @param {import("./catalog.js").BoardData} board
 * @param {any} travel
 * @returns {import("../../lib/dom.js").El}
 */
function steps(ctx, board, travel) {
  const order = journeyOrder(board, travel);
  const onBoard = new Map((ctx.view.board?.cards ?? []).map((/** @type {any} */ c) => [c.space, c.card]));
  const at = travel.space ? order.indexOf(travel.space) : -1;
  return h(
    "ol",
    { class: "vw-vf-steps", "aria-label": "Encounters in order" },
    order.map((space, i) => {
      const card = onBoard.get(space);
      const state = i < at ? "met" : i === at ? "now" : "ahead";
      const words = card ? cardName(ctx.catalog, card) : i <= at ? "gone" : "empty";
      const attrs = {
        class: `vw-vf-step vw-vf-step-${state}`,
        "data-step": space,
        "aria-current": state === "now" ? "step" : null,
      };
      return h("li", attrs, [h("span", { class: "vw-vf-step-n", text: String(i + 1) }), words]);
    }),
  );
}

/**
 * The encounter at hand: the card, its power against the party's, who has exerted.
 * @param {TableContext} ctx
 * @param {any} travel
 * @returns {import("../../lib/dom.js").El}
 */
function encounter(ctx, travel) {
  const info = cardInfo(ctx.catalog, travel.encounter);
  const enemy = info.kind === "enemy";
  const exerted = (travel.exerted ?? []).map((/** @type {string} */ c) => cardName(ctx.catalog, c));
  const beats = travel.party_power >= travel.encounter_power;
  return h("div", { class: "vw-vf-encounter", "data-testid": "vw-vf-encounter" }, [
    encounterCard(ctx.catalog, travel.encounter),
    h("div", { class: "vw-vf-versus" }, [
      h("span", { class: "vw-vf-vs-line" }, [
        h("b", { text: enemy ? "Enemy power " : "Cost " }),
        h("span", {
          class: "vw-vf-vs-value",
          "data-testid": "vw-vf-enemy-power",
          text: String(travel.encounter_power),
        }),
      ]),
      h("span", { class: "vw-vf-vs-line" }, [
        h("b", { text: "Party power " }),
        h("span", { class: "vw-vf-vs-value", "data-testid": "vw-vf-party-power", text: String(travel.party_power) }),
      ]),
      enemy
        ? h("span", {
            class: `vw-vf-verdict${beats ? " vw-vf-beats" : ""}`,
            text: beats ? "enough to defeat it" : "not enough yet",
          })
        : null,
      exerted.length ? h("span", { class: "vw-vf-exerted-list", text: `Exerted: ${exerted.join(", ")}` }) : null,
    ]),
  ]);
}

/**
 * The explore token just revealed by a played card, to be put beside a path.
 * @param {TableContext} ctx
 * @param {string} code
 * @returns {import("../../lib/dom.js").El}
 */
function revealed(ctx, code) {
  return h("div", { class: "vw-vf-revealed" }, [
    tokenChip(ctx.catalog, code),
    h("span", { text: `Explore token revealed: ${tokenFace(ctx.catalog, code).text}` }),
  ]);
}
