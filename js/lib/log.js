// The game log: one line per event with the id of the rule it applies, a link to the rules panel.
import { h, memo } from "./dom.js";
import { ruleLink } from "./rules_panel.js";

/**
 * @typedef {{type: string, rule: string, text: string, seat?: number}} GameEvent
 */

/**
 * Lines per block of the log: a block whose lines did not change is not built or compared again,
 * and in the block that did (the newest, which an update's events join) each line is kept while
 * its event is the same: a redraw builds the new lines only.
 */
const BLOCK = 32;

/**
 * @param {GameEvent[]} log
 * @param {{rules: import("./rules_panel.js").RuleIndex, current?: number | null}} options
 *   rules: the rules reference by id; current marks one line (the replay position)
 * @returns {import("./dom.js").El}
 */
export function logPanel(log, { rules, current = null }) {
  // a redraw that brings no event (a step of the recap, a panel opened, a card picked) keeps the
  // same copy of the log (lib/log_sync.js): Preact then skips the whole panel
  return memo("vw-log-panel", [log, rules, current], () => logDetails(log, rules, current));
}

/**
 * The log panel itself, built anew when the log (or the marked line) changed.
 * @param {GameEvent[]} log
 * @param {import("./rules_panel.js").RuleIndex} rules
 * @param {number | null} current
 * @returns {import("./dom.js").El}
 */
function logDetails(log, rules, current) {
  const blocks = [];
  for (let from = 0; from < log.length; from += BLOCK) {
    const events = log.slice(from, from + BLOCK);
    // a line is the same while its event is the same object: the view's copy of the log keeps
    // the events it has (lib/log_sync.js), and only the marked line changes in a replay
    const marked = current != null && current >= from && current < from + BLOCK ? current : null;
    blocks.push(memo(`lines-${from}`, [rules, marked, ...events], () => logLines(events, from, rules, marked)));
  }
  return h("details", { class: "vw-log-panel", open: true, "data-keep-open": "log" }, [
    h("summary", { class: "vw-heading", text: `Log (${log.length})` }),
    h("ol", { class: "vw-log", "aria-label": "Game log", "data-testid": "vw-log" }, blocks),
  ]);
}

/**
 * The lines of some events of the log, the first of them at `from`.
 * @param {GameEvent[]} events
 * @param {number} from
 * @param {import("./rules_panel.js").RuleIndex} rules
 * @param {number | null} current
 * @returns {import("./dom.js").El[]}
 */
function logLines(events, from, rules, current) {
  return events.map((event, offset) => {
    const i = from + offset;
    return memo(`line-${i}`, [event, rules, i === current], () => logLine(event, i, rules, current));
  });
}

/**
 * One line of the log: the rule's link and the event's text.
 * @param {GameEvent} event
 * @param {number} i  its index in the log
 * @param {import("./rules_panel.js").RuleIndex} rules
 * @param {number | null} current
 * @returns {import("./dom.js").El}
 */
function logLine(event, i, rules, current) {
  return h(
    "li",
    {
      class: i === current ? "vw-log-line vw-current" : "vw-log-line",
      "data-log-index": i,
      "aria-current": i === current ? "step" : null,
    },
    [
      ruleLink(rules, event.rule, { compact: true }),
      " ",
      h("span", { class: "vw-log-text", text: event.text }),
    ],
  );
}

/**
 * Keep the newest line (or the current one) in view.
 * @param {HTMLElement} panel
 */
export function scrollLog(panel) {
  const list = panel.querySelector(".vw-log");
  if (!list) return;
  const current = list.querySelector(".vw-current");
  if (current) list.scrollTop = /** @type {HTMLElement} */ (current).offsetTop - list.clientHeight / 2;
  else list.scrollTop = list.scrollHeight;
}
