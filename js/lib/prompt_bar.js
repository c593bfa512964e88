// The prompt bar: the one sentence saying what to do now, and the last error from Python.
import { h, memo } from "./dom.js";

/**
 * @param {string} prompt
 * @param {string} error
 * @param {boolean} yourMove  the viewer owes the decision (the bar is emphasised)
 * @param {(text: string) => (Node | string)[]} [linkRules]  the error's rule ids as links to the rules panel
 * @returns {import("./dom.js").El}
 */
export function promptBar(prompt, error, yourMove, linkRules = (text) => [text]) {
  // the bar is the same while its words are: Preact skips it on a redraw that keeps them (the
  // rule links of an error come from the game's rules, which stay while its text does)
  return memo("vw-prompt-bar", [prompt, error, yourMove], () => bar(prompt, error, yourMove, linkRules));
}

/**
 * The prompt bar itself, built anew when its words changed.
 * @param {string} prompt
 * @param {string} error
 * @param {boolean} yourMove
 * @param {(text: string) => (Node | string)[]} linkRules
 * @returns {import("./dom.js").El}
 */
function bar(prompt, error, yourMove, linkRules) {
  return h("div", { class: "vw-prompt-bar" }, [
    h("p", {
      class: yourMove ? "vw-prompt vw-your-move" : "vw-prompt",
      "data-testid": "vw-prompt",
      tabindex: -1, // where the focus lands when nothing else is to be done (landing.js)
      text: prompt,
    }),
    error ? h("p", { class: "vw-error", role: "alert", "data-testid": "vw-error" }, linkRules(error)) : null,
  ]);
}
