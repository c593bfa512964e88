// Hints: the best few moves Python's tree search finds for the seat to move (`{kind: "hint"}`,
// CONTRACT.md), each with how it fares (a competitive game: the estimated share of games won; a
// cooperative one: the team's expected score) and the reason in words. At a table the button says
// "Hint"; in a lesson it asks what a strong player would do here (Python answers with one move).
// Each suggestion of a legal move can be shown on the table (lib/hint_preview.js) and then
// played: its "Show on the table" button becomes "Play this move", a choice of that action.
import { msgButton } from "./controls.js";
import { h, memo } from "./dom.js";

/**
 * @typedef {{action: string, text: string, win_rate?: number, expected?: number, visits?: number,
 *   reason?: string, target?: import("./targets.js").Target}} Hint
 * @typedef {{testid?: string, className?: string, label?: string, previewed?: string | null,
 *   legal?: {action: string}[]}} HintListOptions
 *   previewed: the action of the suggestion shown on the table; legal: the legal actions now
 *   (a suggestion can be shown and played only while its action is one of them)
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
 * Python's suggestions, best first: the move, its figure, its reason under it and, for a legal
 * move, the button that shows it on the table (then plays it, beside the one that hides it).
 * @param {{hints?: Hint[]}} hint
 * @param {HintListOptions} [options]
 * @returns {import("./dom.js").El}
 */
export function hintList(
  hint,
  { testid = "vw-hints", className = "vw-hints", label = "Hints, best first", previewed = null, legal = [] } = {},
) {
  const items = hint.hints ?? [];
  if (!items.length) return h("p", { class: className, "data-testid": testid, text: "No move to suggest here." });
  const playable = new Set(legal.map((item) => item.action));
  return h(
    "ol",
    { class: className, "data-testid": testid, "aria-label": label, "data-hint-list": "" },
    items.map((item, i) => {
      const figure = hintFigure(item);
      const shown = item.action === previewed;
      return h(
        "li",
        {
          class: `vw-hint${i === 0 ? " vw-hint-best" : ""}${shown ? " vw-hint-shown" : ""}`,
          key: item.action,
          "data-hint": item.action,
        },
        [
          h("span", { class: "vw-hint-move", text: item.text }),
          figure ? h("span", { class: "vw-hint-figure", "data-testid": `${testid}-figure-${i}`, text: ` (${figure})` }) : null,
          playable.has(item.action) ? previewButtons(item, shown, `${testid}-${i}`) : null,
          item.reason ? h("span", { class: "vw-hint-reason", "data-testid": `${testid}-reason-${i}`, text: item.reason }) : null,
        ],
      );
    }),
  );
}

/**
 * A suggestion's buttons: "Show on the table"; once shown, "Play this move" in the same place
 * (a second click plays it) and "Hide".
 * @param {Hint} item
 * @param {boolean} shown  the suggestion is shown on the table
 * @param {string} testid  the suggestion's own test id
 * @returns {import("./dom.js").El}
 */
function previewButtons(item, shown, testid) {
  const main = shown
    ? h("button", {
        type: "button",
        class: "vw-button vw-primary vw-hint-play",
        "data-action": item.action,
        "data-testid": `${testid}-play`,
        "aria-label": `Play this move: ${item.text}`,
        title: "Play this move (the lit one on the table)",
        text: "Play this move",
      })
    : h("button", {
        type: "button",
        class: "vw-button vw-hint-show",
        "data-preview": item.action,
        "data-testid": `${testid}-show`,
        "aria-label": `Show on the table: ${item.text}`,
        title: "Light this move on the table (then play it, or Escape)",
        text: "Show on the table",
      });
  return h("span", { class: "vw-hint-actions" }, [
    main,
    shown
      ? h("button", {
          type: "button",
          class: "vw-button vw-hint-hide",
          "data-preview-hide": "",
          "data-testid": `${testid}-hide`,
          title: "Hide this move on the table (Escape)",
          text: "Hide",
        })
      : null,
  ]);
}

/**
 * The hint button (beside the prompt: it takes no room of its own until Python answers).
 * @param {boolean} lesson  in a lesson: ask what a strong player would do
 * @param {boolean} disabled  the viewer is not deciding now
 * @returns {import("./dom.js").El}
 */
export function hintButton(lesson, disabled) {
  // the same button while the viewer stays deciding (or not): Preact skips it
  return memo("vw-hint-button", [lesson, disabled], () => hintButtonOf(lesson, disabled));
}

/**
 * The hint button itself, built anew when it turns on or off.
 * @param {boolean} lesson
 * @param {boolean} disabled
 * @returns {import("./dom.js").El}
 */
function hintButtonOf(lesson, disabled) {
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
 * @param {{previewed?: string | null, legal?: {action: string}[]}} [options]  see HintListOptions
 * @returns {import("./dom.js").El | null}
 */
export function hintAnswer(hint, lesson, { previewed = null, legal = [] } = {}) {
  if (!hint) return null;
  return h("section", { class: "vw-hint-panel", "data-testid": "vw-hint-panel", "aria-label": "Hints" }, [
    hintList(hint, { label: lesson ? "What a strong player would do" : "Hints, best first", previewed, legal }),
  ]);
}
