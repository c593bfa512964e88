// Hints: the best few moves Python's tree search finds for the seat to move (`{kind: "hint"}`,
// CONTRACT.md), each with how it fares (a competitive game: the estimated share of games won; a
// cooperative one: the team's expected score) and the reason in words. At a table the button says
// "Hint"; in a lesson it asks what a strong player would do here (Python answers with one move).
import { msgButton } from "./controls.js";
import { h } from "./dom.js";

/**
 * @typedef {{action: string, text: string, win_rate?: number, expected?: number, visits?: number,
 *   reason?: string}} Hint
 */

/**
 * How a move fares in the search, in words: `about a 64% chance to win`, `team score about 23.4`.
 * @param {Hint} item
 * @returns {string}
 */
export function hintFigure(item) {
  if (typeof item.win_rate === "number") return `about a ${Math.round(item.win_rate * 100)}% chance to win`;
  if (typeof item.expected === "number") return `team score about ${Math.round(item.expected * 10) / 10}`;
  return "";
}

/**
 * Python's suggestions, best first: the move, its figure, and its reason under it.
 * @param {{hints?: Hint[]}} hint
 * @param {{testid?: string, className?: string, label?: string}} [options]
 * @returns {import("./dom.js").El}
 */
export function hintList(hint, { testid = "vw-hints", className = "vw-hints", label = "Hints, best first" } = {}) {
  const items = hint.hints ?? [];
  if (!items.length) return h("p", { class: className, "data-testid": testid, text: "No move to suggest here." });
  return h(
    "ol",
    { class: className, "data-testid": testid, "aria-label": label },
    items.map((item, i) => {
      const figure = hintFigure(item);
      return h("li", { class: i === 0 ? "vw-hint vw-hint-best" : "vw-hint", key: item.action, "data-hint": item.action }, [
        h("span", { class: "vw-hint-move", text: item.text }),
        figure ? h("span", { class: "vw-hint-figure", "data-testid": `${testid}-figure-${i}`, text: ` (${figure})` }) : null,
        item.reason ? h("span", { class: "vw-hint-reason", "data-testid": `${testid}-reason-${i}`, text: item.reason }) : null,
      ]);
    }),
  );
}

/**
 * The hint button (beside the prompt: it takes no room of its own until Python answers).
 * @param {boolean} lesson  in a lesson: ask what a strong player would do
 * @param {boolean} disabled  the viewer is not deciding now
 * @returns {import("./dom.js").El}
 */
export function hintButton(lesson, disabled) {
  return lesson
    ? msgButton("What would a strong player do?", { kind: "hint" }, "vw-hint-button", {
        disabled,
        title: "The move a strong player would make here, and why",
      })
    : msgButton("Hint", { kind: "hint" }, "vw-hint-button", { disabled, title: "The best few moves here, and why" });
}

/**
 * Python's answer to the hint button for the decision on screen, if it came: its suggestions.
 * @param {{hints?: Hint[]} | null | undefined} hint  the reply to `{kind: "hint"}` for this decision
 * @param {boolean} lesson  in a lesson: what a strong player would do
 * @returns {import("./dom.js").El | null}
 */
export function hintAnswer(hint, lesson) {
  if (!hint) return null;
  return h("section", { class: "vw-hint-panel", "data-testid": "vw-hint-panel", "aria-label": "Hints" }, [
    hintList(hint, { label: lesson ? "What a strong player would do" : "Hints, best first" }),
  ]);
}
