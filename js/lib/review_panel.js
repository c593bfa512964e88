// The review of a game (vw.Review): the analysis' progress, a win-chance graph along the record
// (a point per decision reviewed, bigger and coloured where a move was marked; a click on one
// goes to that decision), the marks as a list, and at a reviewed decision what was played, the
// better move and why. Python sends the analysis in the `review` trait; this only draws it. A
// click sends `review_goto` (the index of the record's action), `review_cancel`, or a move of the
// decision shown (the table's own choices, which play on from there).
import { msgButton } from "./controls.js";
import { h, svg } from "./dom.js";

/**
 * @typedef {{index: number, seat: number, mark: string | null, loss: number, text_played: string,
 *   text_best: string}} Mark
 * @typedef {Mark & {played: string, best: string, value_played: number | null, value_best: number | null,
 *   forced: boolean, reason: string}} Move
 * @typedef {{state: string, problem?: string, done: number, total: number, seat: number | null, unit: string,
 *   points_scale?: number | null, actions: number, points: [number, number, number, string | null][], marks: Mark[],
 *   summary: {seat: number, decisions: number, forced: number, mean_loss: number, inaccuracy: number,
 *   mistake: number, blunder: number}[], current: Move | null}} ReviewState
 */

/** The marks' names as a learner reads them. */
const MARK_WORDS = /** @type {Record<string, string>} */ ({
  inaccuracy: "Inaccuracy",
  mistake: "Mistake",
  blunder: "Blunder",
});
/** The graph's size in its own units (it scales to the width of the panel). */
const WIDTH = 600;
const HEIGHT = 120;
const PAD = { left: 34, right: 8, top: 8, bottom: 18 };

/**
 * The move reviewed at the position shown, as a hint the table lights (lib/hint_preview.js):
 * the better move, when the table draws the decision (its moves are `legal`).
 * @param {ReviewState | null} review
 * @param {{action: string}[]} legal
 * @returns {{action: string, text: string, reason: string} | null}
 */
export function reviewHint(review, legal) {
  const move = review?.current;
  if (!move || move.forced || !legal.some((item) => item.action === move.best)) return null;
  return { action: move.best, text: move.text_best, reason: move.reason };
}

/**
 * What the progress line says.
 * @param {ReviewState} review
 * @returns {string}
 */
export function progressText(review) {
  const counted = `${review.done} of ${review.total} decision${review.total === 1 ? "" : "s"}`;
  if (review.state === "running") return `Analysing… ${counted}`;
  if (review.state === "cancelled") return `Analysis stopped: ${counted} reviewed.`;
  if (review.state === "failed") return `The analysis failed (${review.problem ?? ""}): ${counted} reviewed.`;
  return `Analysis done: ${counted} reviewed.`;
}

/**
 * One seat's line of the summary.
 * @param {ReviewState["summary"][number]} row
 * @param {(seat: number) => string} name
 * @returns {string}
 */
export function summaryText(row, name) {
  const marks = ["inaccuracy", "mistake", "blunder"].map((mark) => {
    const count = /** @type {Record<string, number>} */ (/** @type {unknown} */ (row))[mark];
    const word = mark === "inaccuracy" ? (count === 1 ? "inaccuracy" : "inaccuracies") : count === 1 ? mark : `${mark}s`;
    return `${count} ${word}`;
  });
  return `${name(row.seat)}: mean loss ${row.mean_loss.toFixed(3)} over ${row.decisions - row.forced} choices; ${marks.join(", ")}.`;
}

/**
 * A value of the graph in words: a chance to win, or (a cooperative game) the team's points.
 * @param {ReviewState} review
 * @param {number} value
 * @returns {string}
 */
export function valueText(review, value) {
  return review.points_scale ? `${Math.round(value * review.points_scale)} points` : `${Math.round(value * 100)}%`;
}

/**
 * The win-chance graph.
 * @param {ReviewState} review
 * @param {number | null} at  the record's action shown (its decision's place on the graph)
 * @param {(seat: number) => string} name
 * @returns {import("./dom.js").El}
 */
function graph(review, at, name) {
  const span = Math.max(1, review.actions);
  const x = (/** @type {number} */ index) => PAD.left + ((WIDTH - PAD.left - PAD.right) * index) / span;
  const y = (/** @type {number} */ value) =>
    PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (1 - Math.min(1, Math.max(0, value)));
  const seats = [...new Set(review.points.map((point) => point[1]))].sort((a, b) => a - b);
  const grid = [0, 0.5, 1].flatMap((value) => [
    svg("line", { class: "vw-review-grid", x1: PAD.left, x2: WIDTH - PAD.right, y1: y(value), y2: y(value) }),
    svg("text", {
      class: "vw-review-axis",
      x: PAD.left - 4,
      y: y(value) + 4,
      "text-anchor": "end",
      text: valueText(review, value).replace(" points", ""),
    }),
  ]);
  const lines = seats.map((seat) =>
    svg("polyline", {
      class: "vw-review-line",
      "data-seat": seat,
      points: review.points
        .filter((point) => point[1] === seat)
        .map(([index, , value]) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`)
        .join(" "),
    }),
  );
  const dots = review.points.map(([index, seat, value, mark]) =>
    svg(
      "circle",
      {
        class: mark ? `vw-review-dot vw-mark-${mark}` : "vw-review-dot",
        "data-seat": seat,
        "data-index": index,
        "data-testid": mark ? "vw-review-point" : null,
        cx: x(index).toFixed(1),
        cy: y(value).toFixed(1),
        r: mark ? 5 : 2.5,
        "data-msg": JSON.stringify({ kind: "review_goto", index }),
      },
      [svg("title", { text: `Action ${index}, ${name(seat)}: ${valueText(review, value)}${mark ? `, ${mark}` : ""}` })],
    ),
  );
  const cursor =
    at == null ? null : svg("line", { class: "vw-review-cursor", x1: x(at), x2: x(at), y1: PAD.top, y2: HEIGHT - PAD.bottom });
  return svg(
    "svg",
    {
      class: "vw-review-graph",
      "data-testid": "vw-review-graph",
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      role: "img",
      "aria-label": `The value of each move reviewed (${review.unit}), along the game; the marks are listed below`,
    },
    [...grid, cursor, ...lines, ...dots],
  );
}

/**
 * What was played at the decision shown, the better move and why.
 * @param {Move} move
 * @param {(seat: number) => string} name
 * @returns {import("./dom.js").El}
 */
function currentMove(move, name) {
  const best = move.played === move.best;
  const verdict = move.forced
    ? "It was the only legal move."
    : best
      ? "That was the search's best move."
      : `Better: ${move.text_best}`;
  return h(
    "div",
    { class: "vw-review-current", "data-testid": "vw-review-current", "data-mark": move.mark ?? "", "aria-live": "polite" },
    [
      h("p", {}, [
        move.mark ? h("span", { class: `vw-review-badge vw-mark-${move.mark}`, text: MARK_WORDS[move.mark] }) : null,
        `${name(move.seat)} played: ${move.text_played}`,
        move.forced || best ? "" : ` (loss ${move.loss.toFixed(3)})`,
      ]),
      h("p", { class: "vw-review-better", "data-testid": "vw-review-better", text: verdict }),
      move.forced ? null : h("p", { class: "vw-review-reason", text: move.reason }),
      best || move.forced ? null : h("p", { class: "vw-note", text: "The better move is lit on the table: click it to play on from here with it." }),
    ],
  );
}

/**
 * The review panel.
 * @param {ReviewState} review
 * @param {number | null} at  the record's action shown
 * @param {(seat: number) => string} name
 * @returns {import("./dom.js").El}
 */
export function reviewPanel(review, at, name) {
  const running = review.state === "running";
  const whose = review.seat == null ? "every seat" : name(review.seat);
  return h("section", { class: "vw-review vw-side-panel", "data-testid": "vw-review", "data-state": review.state, "aria-label": "Game review" }, [
    h("div", { class: "vw-review-head" }, [
      h("strong", { text: `Review of ${whose}` }),
      h("span", { class: "vw-review-progress", "data-testid": "vw-review-progress", role: "status", text: progressText(review) }),
      running ? msgButton("Stop the analysis", { kind: "review_cancel" }, "vw-review-cancel") : null,
    ]),
    graph(review, at, name),
    ...review.summary.map((row) => h("p", { class: "vw-review-summary", text: summaryText(row, name) })),
    review.current ? currentMove(review.current, name) : null,
    review.marks.length
      ? h(
          "ol",
          { class: "vw-review-marks", "aria-label": "Marked moves" },
          review.marks.map((mark) =>
            h("li", { key: String(mark.index) }, [
              h("button", {
                type: "button",
                class: `vw-button vw-review-mark vw-mark-${mark.mark}`,
                "data-testid": "vw-review-mark",
                "data-index": mark.index,
                "aria-current": at === mark.index ? "step" : null,
                "data-msg": JSON.stringify({ kind: "review_goto", index: mark.index }),
                text: `Action ${mark.index}, ${name(mark.seat)}: ${MARK_WORDS[mark.mark ?? ""] ?? ""}, ${mark.text_played} (better: ${mark.text_best})`,
              }),
            ]),
          ),
        )
      : h("p", { class: "vw-note", text: running ? "Marked moves appear here as they are found." : "No move was marked." }),
  ]);
}
