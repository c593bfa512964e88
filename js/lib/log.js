// The game log: one line per event with the id of the rule it applies.
import { h } from "./dom.js";

/**
 * @typedef {{type: string, rule: string, text: string, seat?: number}} GameEvent
 */

/**
 * @param {GameEvent[]} log
 * @param {{ruleTitle: (rule: string) => string, current?: number | null}} options
 *   ruleTitle names a rule id's rulebook section; current marks one line (the replay position)
 * @returns {import("./dom.js").El}
 */
export function logPanel(log, { ruleTitle, current = null }) {
  const lines = log.map((event, i) =>
    h(
      "li",
      {
        class: i === current ? "vw-log-line vw-current" : "vw-log-line",
        "data-log-index": i,
        "aria-current": i === current ? "step" : null,
      },
      [
        h("span", { class: "vw-rule", title: ruleTitle(event.rule), text: event.rule }),
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
