// DOM: the middle of the table: the adventure board with its key, the deck (with the cards this
// viewer put back on top), the public trash pile, and the cards of the moment: the initiate
// display during setup, the cards being considered, the trash searched by a ruby chest and the
// cards taken from it. Those lie in a layer over the top of the board, so that nothing else on
// the screen moves when they come and go (the board is not needed while choosing among them).
import { attr, h, setAttrs } from "../../lib/dom.js";
import { FIT_ATTRIBUTE } from "../../lib/fit_room.js";
import { frozen } from "../../lib/frozen.js";
import { browsable, pile } from "../../lib/piles.js";
import { elementKey } from "../../lib/targets.js";
import { boardSvg } from "./board.js";
import { boardKey } from "./legend.js";
import { cardName } from "./catalog.js";
import { wvBack, wvCard } from "./cards.js";
import { cardRow } from "./player.js";
import { knownDeck } from "./view.js";

/** @typedef {import("./offer.js").TableContext} TableContext */

/**
 * @param {TableContext} ctx
 * @returns {HTMLElement}
 */
export function middle(ctx) {
  const { view } = ctx;
  /** @type {string[]} */
  const trashed = view.trash ?? [];
  // the Ruby Chest's search: the trash laid out to take a card from (a card played from it is a button)
  const searching =
    view.decision?.kind === "ruby_search" &&
    trashed.some((code) => ctx.place.elements.has(elementKey({ zone: "trash", card: code })));
  const rows = [
    focusRow(ctx, "considering", "Considering", view.considering),
    focusRow(ctx, "search", "Search the trash", searching ? trashed : null, "trash"),
    focusRow(ctx, "taken", "Taken from the trash", view.taken),
    focusRow(ctx, "initiates", "Initiate villagers", view.phase === "setup" ? view.initiates : null),
  ].filter((row) => row != null);
  return h("section", { class: "vw-middle vw-wv-middle", "aria-label": "Middle of the table" }, [
    // the board gets the height left on the screen under the band of the other seats (lib/fit_room.js)
    h("div", { class: "vw-wv-board-wrap", [FIT_ATTRIBUTE]: "" }, [
      boardSvg(ctx),
      rows.length ? h("div", { class: "vw-wv-focus-layer", "data-testid": "vw-focus" }, rows) : null,
    ]),
    // the key is the same for the whole game: kept (lib/frozen.js)
    h("div", { class: "vw-wv-side" }, [
      deck(ctx),
      trash(ctx),
      frozen(ctx.catalog, "key", () => [boardKey(ctx.catalog)]),
    ]),
  ]);
}

/**
 * The deck, and face up beside it the cards this viewer knows in it (put back by its own
 * Consider), top first, each with its place.
 * @param {TableContext} ctx
 * @returns {HTMLElement}
 */
function deck(ctx) {
  const d = ctx.view.deck ?? { count: 0 };
  const known = knownDeck(d);
  const place = (/** @type {number} */ n) =>
    n === 0 ? "on top" : `${n + 1}${["st", "nd", "rd"][n] ?? "th"} from the top`;
  const note = known.map((k) => `${cardName(ctx.catalog, k.card)} ${place(k.fromTop)}`).join("; ");
  const stack = pile("Deck", d.count, "deck", note, () => wvBack());
  if (!known.length) return stack;
  return h("div", { class: "vw-wv-deck" }, [
    stack,
    h("div", { class: "vw-zone", "data-testid": "vw-known-top" }, [
      h("span", { class: "vw-zone-label", text: "Known in the deck" }),
      h(
        "div",
        { class: "vw-row vw-wv-known" },
        known.map((k) => {
          const card = wvCard(ctx.catalog, k.card, { size: "small" });
          setAttrs(card, { title: `${place(k.fromTop)}: ${attr(card, "title")}`, "data-from-top": k.fromTop });
          return card;
        }),
      ),
    ]),
  ]);
}

/**
 * The trash pile: the top card's name; click to browse every card in order (bottom first).
 * @param {TableContext} ctx
 * @returns {HTMLElement}
 */
function trash(ctx) {
  /** @type {string[]} */
  const cards = ctx.view.trash ?? [];
  // its cards, kept while the trash stays the same (lib/frozen.js)
  const drawing = frozen(ctx.catalog, `trash|${cards.join(" ")}`, () =>
    cards.map((code, i) => {
      const card = wvCard(ctx.catalog, code, { size: "small" });
      setAttrs(card, { "data-pos": i + 1 });
      return card;
    }),
  );
  const top = cards.length ? wvCard(ctx.catalog, cards[cards.length - 1], { size: "chip" }) : null;
  return browsable(
    `Trash (${cards.length})`,
    "trash",
    {
      "data-zone": "trash",
      "data-testid": "vw-trash",
      "data-count": cards.length,
      class: "vw-zone vw-browse vw-wv-trash",
    },
    cards.length ? [drawing] : [],
    { top },
  );
}

/**
 * A row of full cards the viewer is dealing with now (in the layer over the board); null when
 * there are none.
 * @param {TableContext} ctx
 * @param {string} zone
 * @param {string} label
 * @param {string[] | null | undefined} codes
 * @param {string} [targetZone]  the zone that the targets of its cards name (default: `zone`)
 * @returns {HTMLElement | null}
 */
function focusRow(ctx, zone, label, codes, targetZone = zone) {
  if (!codes || !codes.length) return null;
  const cards = cardRow(
    ctx,
    codes.map((code) => ({ zone: targetZone, code, options: {} })),
  );
  return h("div", { class: "vw-wv-zone vw-wv-focus" }, [
    h("span", { class: "vw-zone-label vw-wv-row-label", text: `${label} (${codes.length})` }),
    h(
      "div",
      { class: "vw-row vw-wv-row", role: "group", "aria-label": label, "data-zone": zone, "data-testid": `vw-${zone}` },
      cards,
    ),
  ]);
}
