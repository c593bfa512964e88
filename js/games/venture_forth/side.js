// DOM: beside the board: the journey (journey.js), the three Level III stacks (the top card face
// up, to take when an adventurer reaches Level III), the score track, and the piles (encounter
// deck, discard pile, treasure deck, explore tokens left).
import { h } from "../../lib/dom.js";
import { cardSlots, frozen } from "../../lib/frozen.js";
import { browsable, pile } from "../../lib/piles.js";
import { seatName } from "../../lib/seats.js";
import { SEAT_COLOURS, cardName, counted, levelCard } from "./catalog.js";
import { back, encounterCard } from "./cards.js";
import { journeyPanel } from "./journey.js";
import { boardKey } from "./legend.js";
import { offer } from "./offer.js";

/** @typedef {import("./offer.js").TableContext} TableContext */

/**
 * @param {TableContext} ctx
 * @returns {import("../../lib/dom.js").El}
 */
export function sidePanel(ctx) {
  return h("div", { class: "vw-vf-side" }, [
    journeyPanel(ctx),
    levelStacks(ctx),
    scoreTrack(ctx),
    piles(ctx),
    // the same for the whole game: kept (lib/frozen.js)
    frozen(ctx.catalog, `key|${Boolean(ctx.view?.options?.hidden_tokens)}`, () => [boardKey(ctx.catalog, ctx.view)]),
  ]);
}

/**
 * The Level III stacks: each top card face up with its name and text, and the stack's count.
 * @param {TableContext} ctx
 * @returns {import("../../lib/dom.js").El}
 */
function levelStacks(ctx) {
  /** @type {{top: string | null, count: number}[]} */
  const stacks = ctx.view.level3 ?? [];
  const choosing = ctx.view.decision?.kind === "level3";
  return h("div", { class: "vw-zone vw-vf-level3", "data-zone": "level3", "data-testid": "vw-level3" }, [
    h("span", { class: "vw-zone-label", text: "Level III stacks" }),
    h(
      "div",
      { class: "vw-vf-stacks", role: "group", "aria-label": "Level III stacks" },
      stacks.map((s, i) => {
        if (!s.top) return h("div", { class: "vw-vf-l3 vw-vf-l3-empty", "data-stack": i, text: "empty" });
        const card = levelCard(ctx.catalog, { level: 3, level3: s.top });
        const label = `${card.name} (${counted(s.count, "card")} in this stack): ${card.lines.join(". ")}`;
        // the cards' texts while one is to be taken; their names (texts on hover) otherwise
        const el = h(
          "div",
          { class: "vw-vf-l3", "data-card": s.top, "data-stack": i, role: "img", "aria-label": label, title: label },
          [
            h("b", { class: "vw-vf-l3-name", "aria-hidden": "true", text: card.name }),
            ...(choosing ? card.lines : []).map((line) =>
              h("span", { class: "vw-vf-l3-line", "aria-hidden": "true", text: line }),
            ),
            h("span", { class: "vw-vf-l3-count", "aria-hidden": "true", text: `${s.count} in stack` }),
          ],
        );
        return offer(ctx, el, { zone: "level3", card: s.top });
      }),
    ),
  ]);
}

/**
 * The score track: each seat's marker and points, the highest first.
 * @param {TableContext} ctx
 * @returns {import("../../lib/dom.js").El}
 */
function scoreTrack(ctx) {
  /** @type {{seat: number, points: number}[]} */
  const seats = ctx.view.seats ?? [];
  const top = Math.max(10, ...seats.map((s) => s.points));
  return h("div", { class: "vw-zone vw-vf-track", "data-zone": "score-track", "data-testid": "vw-score-track" }, [
    h("span", { class: "vw-zone-label", text: "Score track" }),
    h(
      "ol",
      { class: "vw-vf-track-list" },
      seats.map((s) =>
        h(
          "li",
          {
            class: "vw-vf-track-row",
            "data-score": s.seat,
            style: `--seat: ${SEAT_COLOURS[s.seat % SEAT_COLOURS.length]}; --at: ${(100 * s.points) / top}%`,
            title: `${seatName(ctx.seats, s.seat, ctx.view.seat ?? null)}: ${counted(s.points, "point")}`,
          },
          [
            h("span", { class: "vw-vf-track-name", text: `Seat ${s.seat}${s.seat === ctx.view.seat ? " (you)" : ""}` }),
            h("span", { class: "vw-vf-track-bar", "aria-hidden": "true" }, [h("span", { class: "vw-vf-marker" })]),
            h("b", { class: "vw-vf-track-points", text: String(s.points) }),
          ],
        ),
      ),
    ),
  ]);
}

/**
 * The piles: encounter deck, discard pile (browsable, top card shown), treasure deck, explore
 * tokens left in the supply.
 * @param {TableContext} ctx
 * @returns {import("../../lib/dom.js").El}
 */
function piles(ctx) {
  const { view, catalog } = ctx;
  /** @type {string[]} */
  const discard = view.discard ?? [];
  const known = view.treasure_deck?.known_bottom ?? [];
  const place = (/** @type {{treasure: string, from_bottom: number}} */ k) =>
    `${cardName(catalog, k.treasure)} (${k.from_bottom + 1} from the bottom)`;
  const note = known.length ? `You know ${known.map(place).join(", ")}` : "";
  const slots = cardSlots(discard);
  return h("div", { class: "vw-vf-piles" }, [
    pile("Deck", view.deck_count ?? 0, "deck", "", () => back("card")),
    browsable(
      `Discard (${discard.length})`,
      "vf-discard",
      { "data-zone": "discard", "data-testid": "vw-discard", "data-count": discard.length },
      // each card a part kept for the game (lib/frozen.js)
      discard.map((code, i) =>
        frozen(catalog, `chip|${code}`, () => [encounterCard(catalog, code, { size: "chip" })], slots[i]),
      ),
    ),
    pile("Treasures", view.treasure_deck?.count ?? 0, "treasure-deck", note, () => back("treasure")),
    pile("Explore tokens", view.tokens_left ?? 0, "token-supply", "", () => back("token")),
  ]);
}
