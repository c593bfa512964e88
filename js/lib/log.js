// The game log: one line per event with the id of the rule it applies, a link to the rules panel.
import { h } from "./dom.js";
import { ruleLink } from "./rules_panel.js";

/**
 * @typedef {{type: string, rule: string, text: string, seat?: number}} GameEvent
 */

/**
 * @param {GameEvent[]} log
 * @param {{rules: import("./rules_panel.js").RuleIndex, current?: number | null}} options
 *   rules: the rules reference by id; current marks one line (the replay position)
 * @returns {HTMLElement}
 */
export function logPanel(log, { rules, current = null }) {
  const lines = log.map((event, i) =>
    h(
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
    ),
  );
  return h("details", { class: "vw-log-panel", open: true, "data-keep-open": "log" }, [
    h("summary", { class: "vw-heading", text: `Log (${log.length})` }),
    h("ol", { class: "vw-log", "aria-label": "Game log", "data-testid": "vw-log" }, lines),
  ]);
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
