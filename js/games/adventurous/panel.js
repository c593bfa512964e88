// DOM: Adventurous's panels beside the map: the decisions' buttons (Explore, Discover the active
// or the top marvel, draw the top card (shown) or the unknown bottom one), the unavailable ones
// dimmed with the engine's reason under them; the live counts of visible encounters against the
// ship's thresholds and the running score; the decks, the active marvel, the active journey
// effect, the drawn and set-aside cards; the result at the end.
import { asAction } from "../../lib/choice.js";
import { h, memoData, setAttrs } from "../../lib/dom.js";
import { countOf } from "../../lib/words.js";
import { miniCard, shipEffects } from "./drawing.js";
import { cardOf, encounterCounts } from "./geometry.js";

/**
 * @typedef {import("../../lib/targets.js").Legal} Legal
 * @typedef {import("../../lib/why_not.js").Unavailable} Unavailable
 */

/** The buttons of the decisions, in order, by their target's zone and side. */
const BUTTONS = [
  { zone: "button", side: undefined, testid: "adv-explore" },
  { zone: "button", side: "active", testid: "adv-discover-active" },
  { zone: "button", side: "top", testid: "adv-discover-top" },
  { zone: "map_deck", side: "top", testid: "adv-draw-top" },
  { zone: "map_deck", side: "bottom", testid: "adv-draw-bottom" },
];

/**
 * The decision bar: each button legal now (it sends its action), or dimmed with the reason it
 * is not (the `unavailable` trait); the buttons of the other kind of decision are not drawn.
 * @param {any} view
 * @param {any} catalog
 * @param {Legal[]} legal
 * @param {Unavailable[]} unavailable
 * @param {string | null} [hinted]  the action of the best hint (its button is outlined)
 * @returns {import("../../lib/dom.js").El | null}
 */
export function decisionBar(view, catalog, legal, unavailable, hinted = null) {
  const same = (/** @type {any} */ target, /** @type {typeof BUTTONS[number]} */ b) =>
    target.zone === b.zone && target.side === b.side;
  const buttons = BUTTONS.flatMap((b) => {
    const item = legal.find((l) => same(l.target, b));
    const off = item ? null : unavailable.find((u) => same(u.target, b));
    if (!item && !off) return [];
    const target = /** @type {any} */ ((item ?? off)?.target);
    const top = b.zone === "map_deck" && b.side === "top" ? view.map_deck?.top : null;
    const label = h("span", { class: "vw-adv-button-label", text: target.label }, []);
    const face = top ? miniCard(catalog, top, "map", 11) : null;
    const reasonId = `adv-why-${b.testid}`;
    const button = h(
      "button",
      {
        type: "button",
        class: `vw-adv-decision${off ? " vw-adv-dimmed" : ""}${item && item.action === hinted ? " vw-adv-hinted" : ""}`,
        "data-testid": b.testid,
        "aria-disabled": off ? "true" : null,
        "aria-describedby": off ? reasonId : null,
      },
      [face, label, b.side === "bottom" ? h("span", { class: "vw-adv-unknown", text: "?" }) : null],
    );
    return [
      h("div", { class: "vw-adv-decision-cell", key: b.testid }, [
        item ? namedByItsWords(asAction(button, item.action, item.text), item.text) : button,
        off
          ? h("small", { class: "vw-adv-reason", id: reasonId, "data-testid": `${b.testid}-why`, text: off.text })
          : null,
      ]),
    ];
  });
  if (!buttons.length) return null;
  return h(
    "div",
    { class: "vw-adv-decisions", role: "group", "aria-label": "Decisions", "data-testid": "vw-decisions" },
    buttons,
  );
}

/**
 * A decision's button is named by the words it shows ("Draw the top card"), as a person sees it
 * and a voice user says it, and described by what it does ("Draw card 8 from the top of the map
 * deck"): a name that did not contain the words shown is a serious axe finding.
 * @param {import("../../lib/dom.js").El} button
 * @param {string} does
 * @returns {import("../../lib/dom.js").El}
 */
function namedByItsWords(button, does) {
  setAttrs(button, { "aria-label": null, "aria-description": does });
  return button;
}

/**
 * The counts of visible encounters against the thresholds, and the running score.
 * @param {any} view
 * @param {any} catalog
 * @returns {import("../../lib/dom.js").El}
 */
export function scorePanel(view, catalog) {
  const { score, counts, ship, options } = view;
  const shown = { score, counts, ship, options, marvels: view.marvels_placed };
  return memoData("adv-score", catalog, shown, () => scoreTable(shown, catalog));
}

/**
 * The running score's table (see scorePanel), from the parts of the view it shows.
 * @param {any} view
 * @param {any} catalog
 * @returns {import("../../lib/dom.js").El}
 */
function scoreTable(view, catalog) {
  const labels = catalog.score_sheet?.labels ?? {};
  const score = view.score ?? {};
  const counts = encounterCounts(view);
  const row = (/** @type {string} */ key, /** @type {string} */ count, /** @type {boolean} */ over) =>
    h("tr", { class: over ? "vw-adv-over" : null, "data-category": key, key }, [
      h("th", { scope: "row", text: labels[key] ?? key }),
      h("td", { class: "vw-adv-count", text: count }),
      h("td", { class: "vw-adv-points", text: String(score[key] ?? 0) }),
    ]);
  // the marvels in the game: the difficulty's count of each level (the catalog's table)
  const levels = /** @type {number[]} */ (catalog.difficulties?.[view.options?.difficulty] ?? []);
  const marvels = levels.reduce((a, b) => a + b, 0);
  return h("section", { class: "vw-adv-score", "aria-label": "Running score", "data-testid": "adv-score" }, [
    h("h3", { class: "vw-adv-heading", text: "Running score" }),
    h("table", { class: "vw-adv-score-table" }, [
      h("thead", {}, [
        h("tr", {}, [
          h("th", { scope: "col", text: "" }),
          h("th", { scope: "col", text: "Visible" }),
          h("th", { scope: "col", text: "Points" }),
        ]),
      ]),
      h("tbody", {}, [
        row("path", String(view.counts?.path ?? 0), false),
        ...counts.map((c) =>
          row(
            c.kind,
            c.threshold == null ? String(c.count) : `${c.count} / ${c.threshold}${c.over ? " over!" : ""}`,
            c.over,
          ),
        ),
        row("marvels", `${view.marvels ?? 0} of ${marvels} placed`, false),
        h("tr", { class: "vw-total", key: "total" }, [
          h("th", { scope: "row", text: labels.total ?? "Total" }),
          h("td", {}),
          h("td", { class: "vw-adv-points", "data-testid": "adv-total", text: String(score.total ?? 0) }),
        ]),
      ]),
    ]),
  ]);
}

/**
 * The decks, the active marvel, the journey effect, the drawn and set-aside cards.
 * @param {any} view
 * @param {any} catalog
 * @returns {import("../../lib/dom.js").El}
 */
export function decksPanel(view, catalog) {
  const { map_deck, marvel_deck, active_marvel, active_effect, ship, set_aside } = view;
  const shown = { map_deck, marvel_deck, active_marvel, active_effect, ship, set_aside };
  return memoData("adv-decks", catalog, shown, () => decks(shown, catalog));
}

/**
 * The decks' panel (see decksPanel), from the parts of the view it shows.
 * @param {any} view
 * @param {any} catalog
 * @returns {import("../../lib/dom.js").El}
 */
function decks(view, catalog) {
  const marvelText = (/** @type {number} */ card) => cardOf(catalog, card)?.marvel?.text ?? `marvel ${card}`;
  const effect = shipEffects(view, catalog).find((e) => e.id === view.active_effect);
  const pile = (/** @type {string} */ testid, /** @type {string} */ title, /** @type {any[]} */ body) =>
    h("div", { class: "vw-adv-pile", "data-testid": testid, key: testid }, [h("h4", { text: title }), ...body]);
  return h("section", { class: "vw-adv-decks", "aria-label": "Decks and marvels" }, [
    pile("adv-map-deck", `Map deck: ${countOf(view.map_deck?.count ?? 0)}`, [
      view.map_deck?.top
        ? h("div", { class: "vw-adv-top" }, [
            miniCard(catalog, view.map_deck.top, "map", 14),
            h("span", { text: `top: card ${view.map_deck.top}` }),
          ])
        : h("p", { text: "empty" }),
    ]),
    pile("adv-marvel-deck", `Marvel deck: ${countOf(view.marvel_deck?.count ?? 0)}`, [
      view.marvel_deck?.top ? h("p", { text: `top: ${marvelText(view.marvel_deck.top)}` }) : h("p", { text: "empty" }),
    ]),
    pile("adv-active-marvel", "Active marvel", [
      view.active_marvel
        ? h("div", { class: "vw-adv-top" }, [
            miniCard(catalog, view.active_marvel, "marvel", 16),
            h("span", { text: marvelText(view.active_marvel) }),
          ])
        : h("p", { text: "none: every marvel is out" }),
    ]),
    pile("adv-effect", `Journey effect (${view.ship?.name ?? "ship"})`, [
      h("p", { text: effect ? `${"I".repeat(effect.difficulty)}: ${effect.text}` : "none" }),
    ]),
    view.set_aside?.length
      ? pile("adv-set-aside", "Set aside (fit nowhere)", [
          h("p", { text: view.set_aside.map((/** @type {number} */ c) => `card ${c}`).join(", ") }),
        ])
      : null,
  ]);
}

/**
 * The result at the end: its name, from the catalog's result table.
 * @param {any} view
 * @param {any} catalog
 * @returns {import("../../lib/dom.js").El | null}
 */
export function resultPanel(view, catalog) {
  const id = view.outcome?.result;
  if (!view.is_over || !id) return null;
  const result = (catalog.results ?? []).find((/** @type {any} */ r) => r.id === id);
  const total = view.outcome.scores?.[0]?.total ?? view.score?.total;
  return h("section", { class: `vw-adv-result vw-adv-result-${id}`, "data-testid": "adv-result", "data-result": id }, [
    h("h3", { class: "vw-adv-heading", text: result?.name ?? id }),
    h("p", {
      text: `The team scored ${countOf(total, "point")}${result?.won ? ": the voyage is won." : ": the voyage is lost."}`,
    }),
  ]);
}
