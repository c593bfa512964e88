// The rules reference inside the table: the game's terms, then every rule id by rulebook
// section with a summary in our own words (`catalog.reference`, from the game's rules_reference.py).
// Rule ids shown elsewhere (log, recap, error) are links that open the panel at that rule.
import { h, memo } from "./dom.js";

/**
 * @typedef {{id: string, section: string, summary: string}} RuleEntry
 * @typedef {{groups: {title: string, rules: RuleEntry[]}[], terms: {term: string, text: string}[]}} Reference
 * @typedef {Map<string, RuleEntry>} RuleIndex
 */

/** @type {WeakMap<object, RuleIndex>} */
const INDEXES = new WeakMap();

/**
 * The entries of a reference by rule id (built once per catalog).
 * @param {Reference | null | undefined} reference
 * @returns {RuleIndex}
 */
export function ruleIndex(reference) {
  if (!reference) return new Map();
  let index = INDEXES.get(reference);
  if (!index) {
    index = new Map((reference.groups ?? []).flatMap((group) => group.rules.map((rule) => [rule.id, rule])));
    INDEXES.set(reference, index);
  }
  return index;
}

/**
 * The rulebook section of a rule id, with the id ("Player's Turn, step I (turn.play)"); the id
 * alone when the reference does not know it.
 * @param {RuleIndex} index
 * @param {string} rule
 * @returns {string}
 */
export function ruleTitle(index, rule) {
  const entry = index.get(rule);
  return entry ? `${entry.section} (${rule})` : rule;
}

/**
 * A rule id as a link to its entry of the rules panel (a plain tag when the reference does not
 * know it), its summary as the hover text. `compact`: for the log, which has hundreds of them:
 * out of the Tab order, the section alone as the hover text, the id as the name.
 * @param {RuleIndex} index
 * @param {string} rule
 * @param {{compact?: boolean}} [options]
 * @returns {import("./dom.js").El}
 */
export function ruleLink(index, rule, { compact = false } = {}) {
  const entry = index.get(rule);
  if (!entry) return h("span", { class: "vw-rule", text: rule });
  return h("button", {
    type: "button",
    class: "vw-rule vw-rule-link",
    "data-rule": rule,
    title: compact ? entry.section : `${ruleTitle(index, rule)}: ${entry.summary}`,
    "aria-label": compact ? null : `Rule ${rule}, ${entry.section}: open it in the rules reference`,
    tabindex: compact ? -1 : null,
    text: rule,
  });
}

/**
 * Where known rule ids occur in a text (an error message): an id with a dot anywhere as a word
 * of its own, an id without one ("setup", "turn") only right after "(" or "rule " (as the
 * engine writes them: "(rule turn: Turn Sequence)"), since it is a plain word too.
 * @param {string} text
 * @param {Iterable<string>} rules
 * @returns {{start: number, rule: string}[]}  in order, never overlapping
 */
export function findRules(text, rules) {
  const ids = [...rules].sort((a, b) => b.length - a.length); // the longest id first: "turn.end" before "turn"
  if (!ids.length) return [];
  const escaped = ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  const pattern = new RegExp(`(?<![\\w.])(${escaped})(?![\\w]|\\.\\w)`, "g");
  /** @type {{start: number, rule: string}[]} */
  const found = [];
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    const named = text[start - 1] === "(" || text.slice(Math.max(0, start - 5), start) === "rule ";
    if (match[1].includes(".") || named) found.push({ start, rule: match[1] });
  }
  return found;
}

/**
 * A text with the rule ids it names turned into links (see findRules).
 * @param {string} text
 * @param {RuleIndex} index
 * @returns {(import("./dom.js").El | string)[]}
 */
export function linkRules(text, index) {
  /** @type {(import("./dom.js").El | string)[]} */
  const parts = [];
  let at = 0;
  for (const { start, rule } of findRules(text, index.keys())) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(ruleLink(index, rule));
    at = start + rule.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/**
 * The collapsible panel: terms, then the rules by section, one anchor (`data-rule-anchor`) per
 * rule; `current` is the rule a link opened it at.
 * @param {Reference | null | undefined} reference
 * @param {{current?: string | null}} [options]
 * @returns {import("./dom.js").El | null}
 */
export function rulesPanel(reference, { current = null } = {}) {
  if (!reference?.groups?.length) return null;
  // a few hundred elements that change only with the catalog and the rule opened
  return memo("vw-rules-panel", [reference, current], () => rulesBody(reference, current));
}

/**
 * The panel itself (see rulesPanel).
 * @param {Reference} reference
 * @param {string | null} current
 * @returns {import("./dom.js").El}
 */
function rulesBody(reference, current) {
  const entry = (/** @type {RuleEntry} */ rule) =>
    h(
      "li",
      {
        class: rule.id === current ? "vw-rule-entry vw-current" : "vw-rule-entry",
        "data-rule-anchor": rule.id,
        tabindex: -1,
        "aria-current": rule.id === current ? "true" : null,
      },
      [
        h("div", { class: "vw-rule-head" }, [
          h("code", { class: "vw-rule", text: rule.id }),
          " ",
          h("span", { class: "vw-rule-section", text: rule.section }),
        ]),
        h("p", { class: "vw-rule-summary", text: rule.summary }),
      ],
    );
  const terms = reference.terms ?? [];
  return h("details", { class: "vw-rules-panel", "data-keep-open": "rules", "data-testid": "vw-rules" }, [
    h("summary", { class: "vw-heading", text: "Rules reference" }),
    h("div", { class: "vw-rules-body", role: "region", "aria-label": "Rules reference", tabindex: 0 }, [
      terms.length
        ? h("section", { class: "vw-rules-group", "data-testid": "vw-terms" }, [
            h("h4", { class: "vw-rules-title", text: "Terms" }),
            h(
              "dl",
              { class: "vw-terms" },
              terms.flatMap((t) => [h("dt", { text: t.term }), h("dd", { text: t.text })]),
            ),
          ])
        : null,
      ...reference.groups.map((group) =>
        h("section", { class: "vw-rules-group" }, [
          h("h4", { class: "vw-rules-title", text: group.title }),
          h("ul", { class: "vw-rule-list" }, group.rules.map(entry)),
        ]),
      ),
    ]),
  ]);
}

/**
 * Clicks on rule links anywhere in `root` call `open` with the rule id.
 * @param {HTMLElement} root
 * @param {(rule: string) => void} open
 * @returns {() => void} removes the listener
 */
export function delegateRuleLinks(root, open) {
  const onClick = (/** @type {MouseEvent} */ event) => {
    const link = /** @type {Element} */ (event.target).closest("[data-rule]");
    if (link && root.contains(link)) open(/** @type {HTMLElement} */ (link).dataset.rule ?? "");
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}

/**
 * After the panel was opened at `rule`: scroll its entry into view and give it the focus.
 * @param {HTMLElement} root
 * @param {string} rule
 */
export function revealRule(root, rule) {
  const anchor = [...root.querySelectorAll("[data-rule-anchor]")].find(
    (el) => /** @type {HTMLElement} */ (el).dataset.ruleAnchor === rule,
  );
  if (!(anchor instanceof HTMLElement)) return;
  anchor.scrollIntoView({ block: "nearest" });
  anchor.focus({ preventScroll: true });
}
