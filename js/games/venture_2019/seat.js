// DOM: a scientist's place at the table: the role card (with its talent), the four missions,
// the long-term cards beside the role, the hand. The other seats are compact (their hand is a
// count and the cards everyone saw go into it); the viewer's own is full size, with the hand
// face up and the cards that can activate the talent on the role card.
import { h, hasClass, memo } from "../../lib/dom.js";
import { FIT_ATTRIBUTE } from "../../lib/fit_room.js";
import { seatName } from "../../lib/seats.js";
import { countOf } from "../../lib/words.js";
import { cardBack, cardFace, cardName, missionCard, roleCard } from "./cards.js";
import { aimAt, offer, offerCard } from "./offer.js";

/**
 * @typedef {import("./offer.js").TableContext} TableContext
 * @typedef {import("../../lib/dom.js").El} El
 * @typedef {{seat: number, role: string, missions: import("./cards.js").MissionView[], completed: number,
 *   lasting: {card: string | null, kind: string, spent: boolean}[],
 *   hand: {count: number, known: string[], cards?: string[]}}} SeatView
 */

/**
 * Identical cards drawn once, with a count, in the order first met.
 * @param {string[]} codes
 * @returns {{code: string, count: number}[]}
 */
export function grouped(codes) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  return [...counts].map(([code, count]) => ({ code, count }));
}

/**
 * The chips of a seat: whose turn, who decides now, who is still asked to answer.
 * @param {TableContext} ctx
 * @param {SeatView} s
 * @returns {El[]}
 */
function chips(ctx, s) {
  const { view } = ctx;
  const answering = view.decision?.kind === "answer" && view.decision.owner === s.seat;
  return [
    view.active === s.seat && !view.is_over ? h("span", { class: "vw-chip vw-chip-move", text: "their turn" }) : null,
    answering ? h("span", { class: "vw-chip vw-v19-chip-asked", text: "answering" }) : null,
    !answering && (view.asking ?? []).includes(s.seat) ? h("span", { class: "vw-chip", text: "to answer" }) : null,
    view.outcome?.winners?.includes(s.seat) ? h("span", { class: "vw-chip vw-chip-move", text: "Nobel Prize" }) : null,
  ];
}

/**
 * Whether a seat's place may take a choice now: a legal action (or one the engine says why not)
 * points at the seat, or a card is picked, to be aimed at a player.
 * @param {TableContext} ctx
 * @param {number} seat
 * @returns {boolean}
 */
function takesChoices(ctx, seat) {
  if (ctx.selected) return true;
  const items = [...[...ctx.place.elements.values()].flat(), ...ctx.place.buttons, ...ctx.unavailable];
  return items.some((item) => item.target?.seat === seat);
}

/**
 * One seat's place at the table. Another seat's that takes no choice now is drawn from its own
 * view and a few of the table's alone: it is built again, and compared by Preact, only when one
 * of them changed (an update mostly changes one seat, the one whose turn it is).
 * @param {TableContext} ctx
 * @param {SeatView} s
 * @param {boolean} own  the viewer's (full size, hand face up)
 * @returns {El}
 */
export function seatArea(ctx, s, own) {
  const key = `vw-seat-${s.seat}`;
  if (own || takesChoices(ctx, s.seat)) {
    // built now, with the rest of the table (its choices are offered in turn: offer.js)
    const built = drawSeat(ctx, s, own);
    return memo(key, [built], built);
  }
  const { view } = ctx;
  // everything drawSeat reads for a seat without choices (besides the catalog)
  const drawn = JSON.stringify([
    s,
    ctx.seats,
    view.seat,
    view.decision?.owner,
    view.decision?.kind,
    view.active,
    Boolean(view.talent_used),
    Boolean(view.is_over),
    view.asking,
    view.outcome?.winners,
  ]);
  return memo(key, [ctx.catalog, drawn], () => drawSeat(ctx, s, own));
}

/**
 * One seat's place at the table, built.
 * @param {TableContext} ctx
 * @param {SeatView} s
 * @param {boolean} own
 * @returns {El}
 */
function drawSeat(ctx, s, own) {
  const { view, catalog } = ctx;
  const name = seatName(ctx.seats, s.seat, view.seat);
  const role = catalog?.roles?.[s.role]?.name ?? s.role;
  const deciding = view.decision?.owner === s.seat;
  const aim = aimAt(ctx, s.seat, name);
  const used = view.active === s.seat && Boolean(view.talent_used) && !view.is_over;
  return h(
    "section",
    {
      class: `vw-seat vw-v19-seat${own ? " vw-own" : " vw-v19-compact"}${deciding ? " vw-active" : ""}${aim ? " vw-v19-aimed" : ""}`,
      "data-seat-area": s.seat,
      "data-testid": `vw-seat-${s.seat}`,
      "aria-label": `${name}, the ${role}`,
    },
    [
      h("header", { class: "vw-seat-head" }, [
        h("span", { class: "vw-seat-name", text: name }),
        h("span", { class: "vw-v19-role-word", text: role }),
        h("span", {
          class: "vw-v19-done-count",
          "data-testid": `vw-v19-completed-${s.seat}`,
          text: `${s.completed}/4 missions`,
        }),
        ...chips(ctx, s),
        aim,
      ]),
      h("div", { class: "vw-v19-seat-body" }, [
        roleCard(catalog, s.role, { small: !own, used }, own ? talentCards(ctx, s) : null),
        h("div", { class: "vw-v19-seat-side" }, [
          missions(ctx, s, own),
          lasting(ctx, s),
          own ? null : hiddenHand(ctx, s),
        ]),
      ]),
      own ? ownHand(ctx, s) : null,
    ],
  );
}

/**
 * The four missions of a seat.
 * @param {TableContext} ctx
 * @param {SeatView} s
 * @param {boolean} own
 * @returns {El}
 */
function missions(ctx, s, own) {
  return h(
    "div",
    {
      class: "vw-row vw-v19-missions",
      role: "group",
      "aria-label": `Missions of ${seatName(ctx.seats, s.seat, ctx.view.seat)}`,
      "data-zone": "mission",
      "data-seat": s.seat,
      "data-testid": `vw-v19-missions-${s.seat}`,
    },
    s.missions.map((m) =>
      offer(ctx, missionCard(ctx.catalog, m, !own), { zone: "mission", seat: s.seat, card: String(m.number) }),
    ),
  );
}

/**
 * The long-term cards beside a role (and a talent's shield): what each does, spent ones dimmed;
 * identical ones (three Peer Reviews) on one line with their count, so that a seat's column
 * stays short.
 * @param {TableContext} ctx
 * @param {SeatView} s
 * @returns {El | null}
 */
function lasting(ctx, s) {
  if (!s.lasting.length) return null;
  const words = ctx.catalog?.lasting ?? {};
  const talent = ctx.catalog?.roles?.[s.role]?.talent ?? "Talent";
  // copies of a card have codes of their own: the same card is the same name doing the same
  /** @type {Map<string, {item: SeatView["lasting"][number], name: string, count: number}>} */
  const same = new Map();
  for (const item of s.lasting) {
    const name = item.card ? cardName(ctx.catalog, item.card) : talent;
    const key = `${name}|${item.kind}|${Boolean(item.spent)}`;
    const seen = same.get(key);
    if (seen) seen.count += 1;
    else same.set(key, { item, name, count: 1 });
  }
  return h(
    "ul",
    { class: "vw-v19-lasting", "data-zone": "lasting", "data-seat": s.seat, "aria-label": "Beside the role" },
    [...same.values()].map(({ item, name, count }) => {
      const does = words[item.kind] ?? item.kind;
      const times = count > 1 ? ` ×${count}` : "";
      return h(
        "li",
        {
          class: `vw-v19-lasting-card${item.spent ? " vw-v19-spent" : ""}`,
          "data-card": item.card ?? item.kind,
          "data-count": count,
          title: `${name}${times}: ${item.spent ? "spent, discarded at the start of their next turn" : does}`,
        },
        [
          h("strong", { text: `${name}${times}` }),
          item.spent
            ? h("span", { text: " · spent" })
            : h("span", { class: "vw-v19-lasting-does", text: ` · ${does.replace(/^(it|they) /, "")}` }),
        ],
      );
    }),
  );
}

/**
 * Another seat's hand: its count, and face up the cards everyone saw go into it.
 * @param {TableContext} ctx
 * @param {SeatView} s
 * @returns {El}
 */
function hiddenHand(ctx, s) {
  const known = grouped(s.hand.known).map(({ code, count }) =>
    h("span", { class: "vw-v19-known", "data-known": code, title: "Everyone saw this card go into the hand" }, [
      cardName(ctx.catalog, code),
      count > 1 ? ` ×${count}` : "",
    ]),
  );
  return h(
    "div",
    {
      class: "vw-v19-hidden-hand",
      "data-zone": "hand",
      "data-seat": s.seat,
      "data-count": s.hand.count,
      "data-testid": `vw-hand-${s.seat}`,
    },
    [
      cardBack(),
      h("span", { class: "vw-v19-hand-count", text: `Hand: ${countOf(s.hand.count)}` }),
      known.length ? h("span", { class: "vw-v19-known-list" }, [h("span", { text: "seen:" }), ...known]) : null,
    ],
  );
}

/** Past this many faces (a row of full cards in JupyterLab's cell) the viewer's hand is packed (see the CSS). */
const MANY = 4;

/**
 * The viewer's hand, face up; identical cards drawn once with a count; a large hand packed, to stay on one screen.
 * @param {TableContext} ctx
 * @param {SeatView} s
 * @returns {El}
 */
function ownHand(ctx, s) {
  const cards = grouped(s.hand.cards ?? []).map(({ code, count }) =>
    offerCard(ctx, cardFace(ctx.catalog, code, { count }), code),
  );
  const label = `Your hand (${countOf(s.hand.count)})`;
  const { view } = ctx;
  // the limit Phase 4 discards down to (3 under a Funding Cut), while it applies
  const limit = view.phase === "refill" && view.active === s.seat ? ` · hand limit ${view.hand_limit}` : "";
  const known = s.hand.known.length
    ? ` · everyone saw: ${s.hand.known.map((c) => cardName(ctx.catalog, c)).join(", ")}`
    : "";
  const deciding = cards.some((card) => hasClass(card, "vw-choice"));
  const packed = cards.length > MANY ? " vw-v19-hand-many" : "";
  // the hand is the part of the own area that grows: it gets the room left on the screen (lib/fit_room.js)
  return h("div", { class: "vw-zone vw-v19-hand-zone", [FIT_ATTRIBUTE]: "" }, [
    h("span", { class: "vw-zone-label", "data-testid": "vw-v19-hand-label", text: `${label}${limit}${known}` }),
    h(
      "div",
      {
        class: `vw-row vw-hand vw-v19-hand${packed}${deciding ? " vw-deciding" : ""}`,
        role: "group",
        "aria-label": label,
        "data-zone": "hand",
        "data-seat": s.seat,
        "data-count": s.hand.count,
        "data-testid": `vw-hand-${s.seat}`,
      },
      cards.length ? cards : [h("span", { class: "vw-empty", text: "no cards" })],
    ),
  ]);
}

/**
 * Under the viewer's talent, while it is their action: the cards of the hand with the role's
 * symbol, each a click that activates the talent (or dimmed, with the engine's reason).
 * @param {TableContext} ctx
 * @param {SeatView} s
 * @returns {El | null}
 */
function talentCards(ctx, s) {
  const codes = new Set(
    [...[...ctx.place.elements.values()].flat(), ...ctx.unavailable]
      .filter((item) => item.target.zone === "talent" && item.target.seat === s.seat)
      .map((item) => /** @type {string} */ (item.target.card)),
  );
  if (!codes.size) return null;
  return h(
    "span",
    {
      class: "vw-row vw-v19-talent-cards",
      role: "group",
      "aria-label": "Discard to activate the talent",
      "data-zone": "talent",
      "data-seat": s.seat,
    },
    [
      h("span", { class: "vw-v19-talent-hint", text: "Discard to activate:" }),
      ...[...codes].map((code) =>
        offer(ctx, h("span", { class: "vw-v19-talent-card", "data-card": code, text: cardName(ctx.catalog, code) }), {
          zone: "talent",
          seat: s.seat,
          card: code,
        }),
      ),
    ],
  );
}
