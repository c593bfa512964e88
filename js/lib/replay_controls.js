// Replay controls: previous / next event, a slider over every event, and "Play from here".
import { msgButton } from "./controls.js";
import { h } from "./dom.js";
import { replayPosition } from "./replay.js";

/**
 * @param {import("./replay.js").ReplayState | null | undefined} replay
 * @param {(msg: object) => void} send
 * @returns {import("./dom.js").El}
 */
export function replayControls(replay, send) {
  const pos = replayPosition(replay);
  const slider = h("input", {
    type: "range",
    min: 0,
    max: pos.last,
    value: String(pos.index),
    class: "vw-slider",
    "aria-label": "Event",
    "aria-valuetext": pos.label,
    "data-testid": "vw-replay-slider",
    onChange: (/** @type {Event} */ event) =>
      send({ kind: "seek", index: Number(/** @type {HTMLInputElement} */ (event.currentTarget).value) }),
  });
  return h("div", { class: "vw-replay", role: "group", "aria-label": "Replay" }, [
    msgButton("◀ Previous", { kind: "seek", index: pos.index - 1 }, "vw-replay-prev", { disabled: !pos.canPrev }),
    slider,
    msgButton("Next ▶", { kind: "seek", index: pos.index + 1 }, "vw-replay-next", { disabled: !pos.canNext }),
    h("span", { class: "vw-replay-position", "data-testid": "vw-replay-position", text: pos.label }),
    msgButton("Play from here", { kind: "play_from_here" }, "vw-replay-play", { primary: true }),
  ]);
}
