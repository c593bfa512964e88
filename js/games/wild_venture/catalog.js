// Pure: the one place that knows the shape of A Wild Venture's catalog (`Game.catalog()`):
//   {cards: {code: {name, deck, species, kind, cost, supply,
//                   text: {effects, trigger, relic, enchant, enchant_kind, modifier, free_action},
//                   upgraded_text?, source}}, boards: {...}, words: {verbs, buttons, chests, tokens, units, ...}}
// Everything else asks these functions, so a change of shape is adapted here only.
import { countOf, sentenceCase } from "../../lib/words.js";

/**
 * @typedef {{effects?: string | null, upgraded?: string | null, trigger?: string | null, relic?: string | null, enchant?: string | null,
 *   enchant_kind?: string | null, modifier?: string | null, free_action?: boolean | string | null}} CardText
 * @typedef {{name: string, deck?: string, species: string, kind: string, cost?: number, supply?: number,
 *   text?: CardText | string, upgraded_text?: string | null, source?: string}} CatalogCard
 * @typedef {{cards?: Record<string, CatalogCard>, boards?: Record<string, any>, words?: Record<string, any>}} Catalog
 * @typedef {{label: string, text: string}} TextLine  one paragraph of a card ("Trigger", "Relic", ...; "" for effects)
 * @typedef {{code: string, name: string, species: string, kind: string, cost: number, supply: number,
 *   freeAction: boolean, lines: TextLine[], upgradedLines: TextLine[], known: boolean}} CardInfo
 */

/** Starter codes and their species, for codes the catalog does not list. */
const STARTERS = { nest: "crow", lilypad: "frog", warren: "rabbit" };

/**
 * The catalog entry of `code`; copies (`name_2`) fall back on the first copy's entry.
 * @param {Catalog} catalog
 * @param {string} code
 * @returns {CatalogCard | null}
 */
function entry(catalog, code) {
  const cards = catalog?.cards ?? {};
  return cards[code] ?? cards[code.replace(/_\d+$/, "")] ?? null;
}

/**
 * The paragraphs of a card's text, in the order they are printed.
 * @param {CardText | string | null | undefined} text
 * @returns {TextLine[]}
 */
export function textLines(text) {
  if (!text) return [];
  if (typeof text === "string") return [{ label: "", text }];
  /** @type {TextLine[]} */
  const lines = [];
  const add = (/** @type {string} */ label, /** @type {unknown} */ value) => {
    if (typeof value === "string" && value.trim()) lines.push({ label, text: value.trim() });
  };
  if (text.free_action === true) lines.push({ label: "Free action", text: "" });
  else add("Free action", text.free_action);
  add("When", text.trigger);
  add("", text.effects);
  add("Adventure", text.modifier);
  add("Relic", text.relic);
  add(text.enchant_kind === "slot" ? "Enchanted" : "Enchant", text.enchant);
  return lines;
}

/**
 * The text of a starter's upgraded side.
 * @param {CatalogCard | null} card
 * @returns {TextLine[]}
 */
function upgradedLines(card) {
  const text = (typeof card?.text === "object" && card.text?.upgraded) || card?.upgraded_text;
  return text ? [{ label: "", text }] : [];
}

/**
 * Everything drawn on a card. Unknown codes still draw (a readable name, no text).
 * @param {Catalog} catalog
 * @param {string} code
 * @returns {CardInfo}
 */
export function cardInfo(catalog, code) {
  const card = entry(catalog, code);
  const starter = /** @type {Record<string, string>} */ (STARTERS)[code];
  const text = card?.text;
  return {
    code,
    name: card?.name ?? sentenceCase(code.replace(/_\d+$/, "")),
    species: card?.species ?? starter ?? "",
    kind: card?.kind ?? (starter ? "starter" : ""),
    cost: Number(card?.cost ?? 0),
    supply: Number(card?.supply ?? 0),
    freeAction: typeof text === "object" && text != null && Boolean(text.free_action),
    lines: textLines(text),
    upgradedLines: upgradedLines(card),
    known: card != null,
  };
}

/**
 * The card's name, as the engine's texts name it.
 * @param {Catalog} catalog
 * @param {string} code
 * @returns {string}
 */
export function cardName(catalog, code) {
  return cardInfo(catalog, code).name;
}

/**
 * One line of plain text for a hover or a screen reader: "When …: … Relic: …".
 * @param {TextLine[]} lines
 * @returns {string}
 */
export function plainText(lines) {
  return lines.map(({ label, text }) => (label && text ? `${label}: ${text}` : label || text)).join(" ");
}

/**
 * The board as drawn: the fixed spaces and paths of `catalog.boards[view.board.id]`, with what
 * changes during the game laid on them from `view.board` (a token replaces the printed reward
 * and its words, from `words.tokens`; enchantment tokens waiting on a space).
 * @param {Catalog} catalog
 * @param {any} viewBoard  `view.board`: {id, name, tokens: {space: {kind, reward, label}}, enchantments: {space: [type]}, adventurers}
 * @returns {{name: string, spaces: any[], edges: any[], adventurers: any[]}}
 */
export function boardLayout(catalog, viewBoard) {
  const fixed = catalog?.boards?.[viewBoard?.id] ?? { spaces: [], edges: [] };
  const tokens = viewBoard?.tokens ?? {};
  const waiting = viewBoard?.enchantments ?? {};
  const spaces = (fixed.spaces ?? []).map((/** @type {any} */ s) => {
    const token = tokens[s.id];
    const words = token ? (catalog?.words?.tokens?.[token.kind] ?? {}) : s;
    return {
      ...s,
      reward: token ? token.reward : s.reward,
      label: token ? token.label : s.label,
      text: words.text ?? token?.label ?? "",
      short: words.short ?? "",
      glyph: words.glyph ?? "",
      token: token ? { kind: token.kind, badge: words.badge ?? "" } : null,
      enchantments: waiting[s.id] ?? [],
    };
  });
  return {
    name: viewBoard?.name ?? fixed.name ?? "",
    spaces,
    edges: fixed.edges ?? [],
    adventurers: viewBoard?.adventurers ?? [],
  };
}

/**
 * "1 coin", "2 supplies": a number of a unit with the catalog's word for it (`words.units`).
 * @param {Catalog} catalog
 * @param {number} n
 * @param {string} unit  coin, supply, card
 * @returns {string}
 */
export function counted(catalog, n, unit) {
  const forms = catalog?.words?.units?.[unit];
  return forms ? `${n} ${forms[n === 1 ? 0 : 1]}` : countOf(n, unit);
}
