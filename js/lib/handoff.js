// Hot-seat hand-off: the table stays hidden until the next person says they hold the screen.
import { msgButton } from "./controls.js";
import { h } from "./dom.js";

/**
 * @param {string} name  who must take the screen
 * @returns {import("./dom.js").El}
 */
export function handoffScreen(name) {
  return h("section", { class: "vw-handoff", "data-testid": "vw-handoff", "aria-label": "Hand-off" }, [
    h("p", { class: "vw-handoff-title", text: `Pass the screen to ${name}.` }),
    h("p", { text: "Everyone else, look away: the next screen shows that player's hand." }),
    msgButton(`I am ${name.replace(/ \(you\)$/, "")}: show my hand`, { kind: "handoff" }, "vw-handoff-confirm", {
      primary: true,
    }),
  ]);
}
