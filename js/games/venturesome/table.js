// DOM: the parts of the Venturesome table as players see it: the other seats, the middle of
// the table (threats, decks, discard piles, intimidation), the viewer's own seat.
// Legal choices are placed by their targets (lib/targets.js); nothing here decides legality.
import { asAction, asSelector } from "../../lib/choice.js";
import { findByClass, h, hasClass, memo, setAttrs, toggleClass } from "../../lib/dom.js";
import { asGhost } from "../../lib/hint_preview.js";
import { browsable, pile } from "../../lib/piles.js";
import { otherSeats, seatName } from "../../lib/seats.js";
import { elementKey } from "../../lib/targets.js";
import { countOf } from "../../lib/words.js";
import { cardBack, characterCard, intimidationCard, threatCard } from "./cards.js";
import { cardName, threat } from "./catalog.js";
import { expeditionRow, groupHand } from "./layout.js";

/**
 * @typedef {import("./catalog.js").Catalog} Catalog
 * @typedef {import("../../lib/targets.js").Legal} Legal
 * @typedef {import("../../lib/targets.js").Placement} Placement
 * @typedef {{zone: string, seat?: number, card?: string, position?: number}} Where  a table element, as targets name it
 * @typedef {{view: any, catalog: Catalog, place: Placement, seats: import("../../lib/seats.js").SeatInfo[],
 *   selected: string | null, preview?: import("../../lib/hint_panel.js").Hint | null}} TableContext
 *   selected: the hand card picked, whose end is chosen next; preview: the hint shown on the table
 * @typedef {{seat: number, in_round: boolean, expedition: string[], hand: (string | null)[], hand_count: number,
 *   treasure: (string | null)[], treasure_count: number, resolved_threat: string | null}} SeatView
 */

/**
 * The legal actions whose target is the element `where`.
 * @param {Placement} place
 * @param {Where} where
 * @returns {Legal[]}
 */
const actionsOf = (place, where) => place.elements.get(elementKey(where)) ?? [];

/**
 * The plays of a hand card at an end of the expedition (chosen after picking the card).
 * @param {Placement} place
 * @param {number} seat
 * @param {string} code
 * @returns {Legal[]}
 */
const endPlays = (place, seat, code) =>
  actionsOf(place, { zone: "hand", seat, card: code }).filter((item) => item.target.side != null);

/**
 * The hand cards that are picked first, then played at an end: the keys of a two-step choice.
 * @param {Placement} place
 * @returns {string[]}
 */
export function endCards(place) {
  const picked = [...place.elements.values()].flat().filter((item) => item.target.side != null);
  return [...new Set(picked.map((item) => /** @type {string} */ (item.target.card)))];
}

/**
 * Make `el` the element of the action whose target is `where`, if it is legal.
 * @param {TableContext} ctx
 * @param {HTMLElement} el
 * @param {Where} where
 * @returns {HTMLElement}
 */
function offer(ctx, el, where) {
  const [legal] = actionsOf(ctx.place, where);
  return legal && legal.target.side == null ? asAction(el, legal.action, legal.text) : el;
}

/**
 * The parts of the table (widget.js places them): the other seats, the middle, the viewer's seat.
 * @param {TableContext} ctx
 * @returns {import("../index.js").TableParts}
 */
export function drawTable(ctx) {
  const { view } = ctx;
  const viewer = view.seat ?? null;
  const others = otherSeats(view.players, viewer).map((seat) => seatArea(ctx, view.seats[seat], false));
  return {
    className: "vw-vs-table",
    others: h("div", { class: "vw-others" }, others),
    middle: middle(ctx),
    bar: null,
    own: viewer == null ? null : seatArea(ctx, view.seats[viewer], true),
  };
}

/**
 * One seat: name and state, hand, expedition, treasure pile.
 * @param {TableContext} ctx
 * @param {SeatView} s
 * @param {boolean} own
 * @returns {HTMLElement}
 */
function seatArea(ctx, s, own) {
  const { view } = ctx;
  const toMove = view.decision?.owner === s.seat;
  const name = seatName(ctx.seats, s.seat, view.seat);
  const nameEl = offer(ctx, h("span", { class: "vw-seat-name", text: name }), { zone: "seat", seat: s.seat });
  const chips = [
    toMove ? h("span", { class: "vw-chip vw-chip-move", text: "to move" }) : null,
    s.in_round || view.is_over ? null : h("span", { class: "vw-chip", text: "out of this round" }),
    s.resolved_threat
      ? h("span", { class: "vw-chip", text: `resolved ${threat(ctx.catalog, s.resolved_threat).name}` })
      : null,
  ];
  // at the end only the treasure piles matter: they are revealed and scored
  const parts = view.is_over
    ? [treasure(ctx, s)]
    : own
      ? [expedition(ctx, s, true), ownHand(ctx, s), treasure(ctx, s)]
      : [hiddenHand(ctx, s), expedition(ctx, s, false), treasure(ctx, s)];
  return h(
    "section",
    {
      class: `vw-seat${own ? " vw-own" : ""}${toMove ? " vw-active" : ""}${s.in_round ? "" : " vw-out"}`,
      "data-seat-area": s.seat,
      "data-testid": `vw-seat-${s.seat}`,
      "aria-label": name,
    },
    [h("header", { class: "vw-seat-head" }, [nameEl, ...chips]), h("div", { class: "vw-seat-body" }, parts)],
  );
}

/**
 * The expedition row; on the viewer's own row the end markers (after picking a hand card)
 * and the pair markers (Rope Bridge).
 * @param {TableContext} ctx
 * @param {SeatView} s
 * @param {boolean} own
 * @returns {HTMLElement}
 */
function expedition(ctx, s, own) {
  const ends = own && ctx.selected ? endPlays(ctx.place, s.seat, ctx.selected) : [];
  const sides = ends.map((legal) => /** @type {"left" | "right"} */ (legal.target.side));
  const pair = (/** @type {number} */ first) => ({ zone: "pair", seat: s.seat, position: first - 1 });
  const pairs = own
    ? s.expedition.map((_, i) => i + 1).filter((pos) => actionsOf(ctx.place, pair(pos)).length)
    : [];
  const ghost = own ? playGhost(ctx, s.seat) : null;
  const items = expeditionRow(s.expedition, { ends: sides, pairs }).map((item) => {
    if (item.kind === "card") {
      const card = characterCard(ctx.catalog, item.code, { small: !own });
      setAttrs(card, { "data-pos": item.pos });
      return offer(ctx, card, { zone: "expedition", seat: s.seat, card: item.code, position: item.pos - 1 });
    }
    if (item.kind === "pair") {
      const marker = h("div", { class: "vw-pair", text: `${item.first}–${item.first + 1}` });
      return offer(ctx, marker, pair(item.first));
    }
    const marker = h(
      "div",
      { class: "vw-end", "data-side": item.side, "data-focus-first": item.side === "left" ? "" : null },
      [h("span", { text: item.side === "left" ? "◀ left end" : "right end ▶" })],
    );
    const play = ends.find((legal) => legal.target.side === item.side);
    return play ? asAction(marker, play.action, play.text) : marker;
  });
  if (ghost?.side === "left") items.splice(sides.includes("left") ? 1 : 0, 0, ghost.card);
  if (ghost?.side === "right") items.splice(items.length - (sides.includes("right") ? 1 : 0), 0, ghost.card);
  const label = own ? "Your expedition" : `${seatName(ctx.seats, s.seat)}'s expedition`;
  return h("div", { class: "vw-zone" }, [
    h("span", { class: "vw-zone-label", text: `Expedition (${s.expedition.length})` }),
    h(
      "div",
      {
        class: own ? "vw-row vw-expedition" : "vw-row vw-expedition vw-small-row",
        role: "group",
        "aria-label": label,
        "data-zone": "expedition",
        "data-seat": s.seat,
        "data-testid": `vw-expedition-${s.seat}`,
        "data-count": s.expedition.length,
      },
      items.length ? items : [h("span", { class: "vw-empty", text: "empty" })],
    ),
  ]);
}

/**
 * The ghost of the hand card a hint shows played into `seat`'s expedition, and the end it goes to
 * (the first card of an expedition: its right end), or null.
 * @param {TableContext} ctx
 * @param {number} seat
 * @returns {{side: string, card: HTMLElement} | null}
 */
function playGhost(ctx, seat) {
  const target = ctx.preview?.target;
  if (ctx.view.decision?.kind !== "play" || target?.zone !== "hand" || target.seat !== seat || target.card == null)
    return null;
  return { side: target.side ?? "right", card: asGhost(characterCard(ctx.catalog, target.card)) };
}

/**
 * The viewer's hand, face up; identical cards drawn once with a count. A card is a direct
 * choice (Professor, Collector, first card of an expedition) or opens the choice of an end.
 * @param {TableContext} ctx
 * @param {SeatView} s
 * @returns {HTMLElement}
 */
function ownHand(ctx, s) {
  const { faces } = groupHand(s.hand);
  const cards = faces.map(({ code, count }) => {
    const card = characterCard(ctx.catalog, code, { count });
    if (endPlays(ctx.place, s.seat, code).length) {
      return asSelector(
        card,
        code,
        `${cardName(ctx.catalog, code)}: pick it, then an end of your expedition`,
        ctx.selected === code,
      );
    }
    return offer(ctx, card, { zone: "hand", seat: s.seat, card: code });
  });
  const zone = handZone(s, cards, `Your hand (${countOf(s.hand_count)})`);
  const row = findByClass(zone, "vw-hand");
  if (row && cards.some((card) => hasClass(card, "vw-choice"))) toggleClass(row, "vw-deciding");
  return zone;
}

/**
 * Another seat's hand: backs with the count, and face up the cards this viewer has seen.
 * @param {TableContext} ctx
 * @param {SeatView} s
 * @returns {HTMLElement}
 */
function hiddenHand(ctx, s) {
  const { faces, backs } = groupHand(s.hand);
  const cards = [
    ...faces.map(({ code, count }) => characterCard(ctx.catalog, code, { small: true, count })),
    ...Array.from({ length: backs }, () => cardBack({ small: true })),
  ];
  return handZone(s, cards, `Hand (${countOf(s.hand_count)})`);
}

/**
 * @param {SeatView} s
 * @param {HTMLElement[]} cards
 * @param {string} label
 * @returns {HTMLElement}
 */
function handZone(s, cards, label) {
  return h("div", { class: "vw-zone" }, [
    h("span", { class: "vw-zone-label", text: label }),
    h(
      "div",
      {
        class: "vw-row vw-hand",
        role: "group",
        "aria-label": label,
        "data-zone": "hand",
        "data-seat": s.seat,
        "data-testid": `vw-hand-${s.seat}`,
        "data-count": s.hand_count,
      },
      cards.length ? cards : [h("span", { class: "vw-empty", text: "no cards" })],
    ),
  ]);
}

/**
 * A treasure pile: browsable when its cards are visible (own pile, everyone's at the end),
 * else a face-down stack with its count.
 * @param {TableContext} ctx
 * @param {SeatView} s
 * @returns {HTMLElement}
 */
function treasure(ctx, s) {
  const visible = s.treasure.filter((c) => c != null);
  const attrs = {
    "data-zone": "treasure",
    "data-seat": s.seat,
    "data-testid": `vw-treasure-${s.seat}`,
    "data-count": s.treasure_count,
  };
  const caption = `Treasure (${countOf(s.treasure_count)})`;
  if (!s.treasure_count || visible.length < s.treasure_count) {
    return h("div", { class: "vw-zone vw-pile-zone", ...attrs }, [
      h("span", { class: "vw-zone-label", text: caption }),
      h("div", { class: "vw-stack" }, [
        s.treasure_count ? cardBack({ small: true }) : h("span", { class: "vw-empty", text: "none yet" }),
      ]),
    ]);
  }
  const cards = shownCards(`treasure-${s.seat}`, ctx.catalog, visible, (code) =>
    characterCard(ctx.catalog, code, { small: true }),
  );
  return browsable(caption, `treasure-${s.seat}`, attrs, cards, { open: Boolean(ctx.view.is_over) });
}

/**
 * The middle of the table: threats, decks and discard piles, the intimidation stack, and the
 * intimidation cards to choose from when the Artifact Hunter asks.
 * @param {TableContext} ctx
 * @returns {HTMLElement}
 */
function middle(ctx) {
  const { view, catalog } = ctx;
  /** @type {{id: string, resolved_by: number | null}[]} */
  const shown = view.threats;
  const threats = shown.map((t, i) => {
    const by = t.resolved_by == null ? null : seatName(ctx.seats, t.resolved_by, view.seat);
    return offer(ctx, threatCard(catalog, t.id, by), { zone: "threat", card: t.id, position: i });
  });
  const discard = shownCards("discard", catalog, view.discard, (code) => characterCard(catalog, code, { small: true }));
  const top = view.discard.length
    ? characterCard(catalog, view.discard[view.discard.length - 1], { small: true })
    : null;
  const threatDiscard = shownCards("threat-discard", catalog, view.threat_discard, (id) => threatCard(catalog, id, null));
  return h("section", { class: "vw-middle", "aria-label": "Middle of the table" }, [
    h(
      "div",
      {
        class: "vw-row vw-threats",
        role: "group",
        "aria-label": "Threats",
        "data-zone": "threats",
        "data-testid": "vw-threats",
      },
      threats,
    ),
    h("div", { class: "vw-piles" }, [
      pile("Deck", view.deck.count, "deck", deckNote(ctx), smallBack),
      browsable(
        `Discard (${view.discard.length})`,
        "discard",
        { "data-zone": "discard", "data-testid": "vw-discard", "data-count": view.discard.length },
        discard,
        { top },
      ),
      pile("Threat deck", view.threat_deck, "threat-deck", "", smallBack),
      browsable(
        `Threat discard (${view.threat_discard.length})`,
        "threat-discard",
        { "data-zone": "threat-discard", "data-testid": "vw-threat-discard", "data-count": view.threat_discard.length },
        threatDiscard,
      ),
      intimidation(ctx),
    ]),
    intimidationChoices(ctx),
  ]);
}

/** @returns {HTMLElement} */
const smallBack = () => cardBack({ small: true });

/**
 * The cards of a pile that only shows them (no choice among them): built again, and compared
 * by Preact, only when the pile changed (the discard piles and the treasure grow all game long).
 * @param {string} key
 * @param {Catalog} catalog
 * @param {string[]} codes
 * @param {(code: string) => HTMLElement} card
 * @returns {HTMLElement[]}  none for an empty pile
 */
function shownCards(key, catalog, codes, card) {
  return codes.length ? [memo(`cards-${key}`, [catalog, codes.join(" ")], () => codes.map(card))] : [];
}

/**
 * What the viewer knows of the deck: the cards it put at the bottom with the Professor.
 * @param {TableContext} ctx
 * @returns {string}
 */
function deckNote(ctx) {
  const known = ctx.view.deck.known ?? [];
  return known
    .map(
      (/** @type {{from_top: number, card: string}} */ k) =>
        `${cardName(ctx.catalog, k.card)} is card ${k.from_top + 1} from the top`,
    )
    .join("; ");
}

/**
 * The intimidation stack: face down, or the face-up card of the intimidated character.
 * @param {TableContext} ctx
 * @returns {HTMLElement}
 */
function intimidation(ctx) {
  const up = ctx.view.intimidated;
  return h(
    "div",
    {
      class: "vw-zone vw-pile-zone",
      "data-zone": "intimidation",
      "data-testid": "vw-intimidation",
      "data-intimidated": up ?? "",
    },
    [
      h("span", { class: "vw-zone-label", text: up ? "Intimidated" : "Intimidation" }),
      h("div", { class: "vw-stack" }, [up ? intimidationCard(ctx.catalog, up) : cardBack({ small: true })]),
    ],
  );
}

/**
 * @param {TableContext} ctx
 * @returns {HTMLElement | null}
 */
function intimidationChoices(ctx) {
  const where = (/** @type {string} */ character) => ({ zone: "intimidation", card: character });
  const cards = (ctx.catalog?.intimidation ?? [])
    .filter(({ character }) => actionsOf(ctx.place, where(character)).length)
    .map(({ character }) => offer(ctx, intimidationCard(ctx.catalog, character), where(character)));
  if (!cards.length) return null;
  return h(
    "div",
    {
      class: "vw-row vw-intim-choices",
      role: "group",
      "aria-label": "Intimidation cards",
      "data-testid": "vw-intimidation-choices",
    },
    [h("span", { class: "vw-zone-label", text: "Turn up:" }), ...cards],
  );
}
