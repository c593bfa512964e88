// DOM: Venture Forth's cards, drawn by us (no publisher artwork): encounter cards with a band in
// their region's colour (power, kind, region in words, so colour is never the only cue), the
// name, what they desire and an adventurer's ambition; a party's adventurers with their level
// card and their will and despair as pips; treasures; explore tokens; card backs.
import { h } from "../../lib/dom.js";
import { cardInfo, cardSummary, counted, desireWords, levelCard, tokenFace, treasureInfo } from "./catalog.js";

/**
 * @typedef {import("./catalog.js").Catalog} Catalog
 * @typedef {{card: string, level: number, level3: string | null, will: number, despair: number, power: number}} Member
 *   an adventurer of a party (`view.seats[i].party[j]`)
 * @typedef {"full" | "chip"} Size  full: every word; chip: a compact tile (its words on hover)
 */

/** Pips drawn one by one up to this many; more are one pip and the number. */
const MAX_PIPS = 6;

/**
 * A row of pips: will (round) or despair (square, with a cross).
 * @param {number} n
 * @param {"will" | "despair"} kind
 * @returns {import("../../lib/dom.js").El}
 */
export function pips(n, kind) {
  const one = () => h("span", { class: `vw-vf-pip vw-vf-pip-${kind}` });
  const shown =
    n === 0
      ? [h("span", { class: "vw-vf-pips-none", text: "0" })]
      : n <= MAX_PIPS
        ? Array.from({ length: n }, one)
        : [one(), h("b", { text: `×${n}` })];
  return h(
    "span",
    { class: `vw-vf-pips vw-vf-${kind}`, "data-count": n, title: counted(n, kind), "aria-label": counted(n, kind) },
    [h("span", { class: "vw-vf-pips-label", text: kind === "will" ? "Will" : "Despair" }), ...shown],
  );
}

/**
 * The band at the top of an encounter card: power, kind and region.
 * @param {import("./catalog.js").CardData} info
 * @param {number} [power]  the power shown (a party member's, with its bonuses)
 * @returns {import("../../lib/dom.js").El}
 */
function band(info, power = info.power) {
  const enemy = info.kind === "enemy";
  return h("span", { class: "vw-vf-band", "aria-hidden": "true" }, [
    h("span", {
      class: enemy ? "vw-vf-power vw-vf-power-enemy" : "vw-vf-power",
      title: `power ${power}`,
      text: String(power),
    }),
    h("span", { class: "vw-vf-region", text: info.region }),
  ]);
}

/**
 * An encounter card face up (hand, the encounter at hand, a discard).
 * @param {Catalog} catalog
 * @param {string} code
 * @param {{size?: Size}} [options]
 * @returns {import("../../lib/dom.js").El}
 */
export function encounterCard(catalog, code, { size = "full" } = {}) {
  const info = cardInfo(catalog, code);
  const summary = cardSummary(info);
  return h(
    "div",
    {
      class: `vw-vf-card${size === "chip" ? " vw-vf-chip" : ""}`,
      role: "img",
      "aria-label": summary,
      title: summary,
      "data-card": code,
      "data-region": info.region,
      "data-kind": info.kind,
    },
    [
      band(info),
      h("span", { class: "vw-vf-name", "aria-hidden": "true", text: info.name }),
      h("span", { class: "vw-vf-desire", "aria-hidden": "true" }, [
        h("b", { text: info.kind === "enemy" ? "Enemy" : "Adventurer" }),
        ` · ${desireWords(info)}`,
      ]),
      size === "full" && info.kind !== "enemy" && info.ambition
        ? h("span", { class: "vw-vf-ambition", "aria-hidden": "true" }, [h("b", { text: "Ambition: " }), info.ambition])
        : null,
    ],
  );
}

/**
 * An adventurer of a party: its card, its level card (Level I or II, or its Level III card with
 * its text) and its will and despair as pips.
 * @param {Catalog} catalog
 * @param {Member} member
 * @param {{size?: Size, exerted?: boolean}} [options]  exerted: in the encounter at hand
 * @returns {import("../../lib/dom.js").El}
 */
export function memberCard(catalog, member, { size = "full", exerted = false } = {}) {
  const info = cardInfo(catalog, member.card);
  const level = levelCard(catalog, member);
  const facts = [
    cardSummary({ ...info, power: member.power }),
    level.name,
    counted(member.will, "will"),
    counted(member.despair, "despair"),
    exerted ? "exerted in this encounter" : null,
  ].filter(Boolean);
  const label = facts.join(", ");
  const full = size === "full";
  return h(
    "div",
    {
      class: `vw-vf-card vw-vf-member${full ? "" : " vw-vf-chip"}${exerted ? " vw-vf-exerted" : ""}`,
      role: "img",
      "aria-label": label,
      title: `${label}. ${level.name}: ${level.lines.join(". ")}`,
      "data-card": member.card,
      "data-region": info.region,
      "data-kind": "adventurer",
      "data-level": level.level,
      "data-will": member.will,
      "data-despair": member.despair,
    },
    [
      band(info, member.power),
      h("span", { class: "vw-vf-name", "aria-hidden": "true", text: info.name }),
      full ? h("span", { class: "vw-vf-desire", "aria-hidden": "true", text: desireWords(info) }) : null,
      full && info.ambition
        ? h("span", { class: "vw-vf-ambition", "aria-hidden": "true" }, [h("b", { text: "Ambition: " }), info.ambition])
        : null,
      // Level I and II are the same for everyone: their texts are on hover and in the ambition's
      // question; a Level III card's text is its own
      h("span", { class: `vw-vf-level vw-vf-level-${level.level}`, "aria-hidden": "true" }, [
        h("b", { text: level.name }),
        ...(full && level.level === 3
          ? level.lines.map((line) => h("span", { class: "vw-vf-level-line", text: line }))
          : []),
      ]),
      h("span", { class: "vw-vf-counters", "aria-hidden": "true" }, [
        pips(member.will, "will"),
        member.despair || full ? pips(member.despair, "despair") : null,
      ]),
      exerted ? h("span", { class: "vw-vf-flag", "aria-hidden": "true", text: "exerted" }) : null,
    ],
  );
}

/**
 * A treasure card face up: its type, points and ability.
 * @param {Catalog} catalog
 * @param {string} code
 * @param {{size?: Size}} [options]
 * @returns {import("../../lib/dom.js").El}
 */
export function treasureCard(catalog, code, { size = "full" } = {}) {
  const info = treasureInfo(catalog, code);
  const label = `${info.name}: ${info.type} treasure, ${counted(info.points, "point")}. ${info.text}`;
  return h(
    "div",
    {
      class: `vw-vf-card vw-vf-treasure${size === "chip" ? " vw-vf-chip" : ""}`,
      role: "img",
      "aria-label": label,
      title: label,
      "data-card": code,
      "data-type": info.type,
    },
    [
      h("span", { class: "vw-vf-band vw-vf-treasure-band", "aria-hidden": "true" }, [
        h("span", { class: "vw-vf-points", text: String(info.points) }),
        h("span", { class: "vw-vf-kind", text: `${info.type} treasure` }),
      ]),
      h("span", { class: "vw-vf-name", "aria-hidden": "true", text: info.name }),
      size === "full" ? h("span", { class: "vw-vf-ability", "aria-hidden": "true", text: info.text }) : null,
      // where the ability is cut short (a crowded area), the whole text opens over the card on hover or focus
      size === "full" ? h("span", { class: "vw-vf-ability-full", "aria-hidden": "true", text: info.text }) : null,
    ],
  );
}

/**
 * A face-down card (a hand, a treasure, a pile), with a count on it if given.
 * @param {string} what  e.g. "treasure"
 * @param {number} [count]
 * @returns {import("../../lib/dom.js").El}
 */
export function back(what, count) {
  return h("span", { class: `vw-vf-back vw-vf-back-${what}`, "aria-hidden": "true" }, [
    count == null ? null : h("b", { text: String(count) }),
  ]);
}

/**
 * An explore token: face up with what it gives (its words on hover), or face down.
 * @param {Catalog} catalog
 * @param {string | null} code  null: face down, unknown to the viewer
 * @returns {import("../../lib/dom.js").El}
 */
export function tokenChip(catalog, code) {
  if (code == null)
    return h("span", { class: "vw-vf-token vw-vf-token-down", title: "An explore token, face down", text: "?" });
  const face = tokenFace(catalog, code);
  return h("span", { class: "vw-vf-token", title: face.text, "data-token": code, text: face.glyph });
}
