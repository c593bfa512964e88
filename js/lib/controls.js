// Buttons that send a control message (undo, new game, hand-off, replay, tutorial): the
// delegated handler in choice.js sends their `data-msg`.
import { h } from "./dom.js";

/**
 * @param {string} label
 * @param {object} msg      the message sent with model.send
 * @param {string} testid
 * @param {{disabled?: boolean, title?: string, primary?: boolean}} [options]
 * @returns {import("./dom.js").El}
 */
export function msgButton(label, msg, testid, { disabled = false, title, primary = false } = {}) {
  return h("button", {
    type: "button",
    class: primary ? "vw-button vw-primary" : "vw-button",
    "data-msg": JSON.stringify(msg),
    "data-testid": testid,
    disabled,
    title,
    text: label,
  });
}

/**
 * Undo and New game, for table widgets, after the level picker (levels.js) if there is one.
 * @param {{can_undo?: boolean} | null | undefined} status
 * @param {{picker?: import("./dom.js").El | null, seats?: string[] | null}} [options]
 *   seats: the seats New game sends, when levels were chosen (levels.js `chosenSeats`)
 * @returns {import("./dom.js").El}
 */
export function tableControls(status, { picker = null, seats = null } = {}) {
  return h("div", { class: "vw-controls" }, [
    picker,
    msgButton("Undo", { kind: "undo" }, "vw-undo", {
      disabled: !status?.can_undo,
      title: "Back to your previous decision",
    }),
    msgButton("New game", seats ? { kind: "new_game", seats } : { kind: "new_game" }, "vw-new-game", {
      title: seats ? "Start again, with the levels chosen" : "Start again with a new seed",
      primary: seats != null,
    }),
  ]);
}
