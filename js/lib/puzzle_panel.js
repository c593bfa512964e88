// A puzzle (vw.Puzzles): which one of how many, the rule it exercises, the score, what the move
// tried is worth, and once the answer is found or shown, why it is best (the table lights it).
// Python judges every move; this only draws the `puzzle` trait and sends `puzzle_go` (another
// puzzle) and `puzzle_show` (the answer); a move is tried by clicking it on the table.
import { msgButton } from "./controls.js";
import { h } from "./dom.js";

/**
 * @typedef {{index: number, count: number, id: string, seat: number, section: string, rule: string,
 *   status: "open" | "solved" | "missed" | "shown", feedback: {correct: boolean, tried: string, text: string} | null,
 *   answer: string | null, answer_text: string | null, reason: string | null,
 *   score: {solved: number, tried: number}}} PuzzleState
 */

/**
 * The answer lit on the table, once found or shown, as a hint is lit (lib/hint_preview.js).
 * @param {PuzzleState | null} puzzle
 * @param {{action: string}[]} legal
 * @returns {{action: string, text: string, reason: string} | null}
 */
export function puzzleHint(puzzle, legal) {
  const answer = puzzle?.answer;
  if (!answer || !legal.some((item) => item.action === answer)) return null;
  return { action: answer, text: puzzle.answer_text ?? "", reason: puzzle.reason ?? "" };
}

/**
 * What the panel asks or says of the puzzle as it stands.
 * @param {PuzzleState} puzzle
 * @returns {string}
 */
export function puzzleLine(puzzle) {
  if (puzzle.status === "solved") return "Solved.";
  if (puzzle.status === "shown") return `The answer: ${puzzle.answer_text ?? ""}`;
  if (puzzle.status === "missed") return "Try another move, or show the answer.";
  return "Find the best move: click it on the table.";
}

/**
 * @param {PuzzleState} puzzle
 * @returns {string}
 */
export function scoreText(puzzle) {
  const { solved, tried } = puzzle.score;
  return tried ? `Solved at the first try: ${solved} of ${tried}` : "No puzzle tried yet";
}

/**
 * @param {PuzzleState} puzzle
 * @returns {import("./dom.js").El}
 */
export function puzzlePanel(puzzle) {
  const revealed = puzzle.answer != null;
  const last = puzzle.index >= puzzle.count - 1;
  return h("section", { class: "vw-puzzle vw-side-panel", "data-testid": "vw-puzzle", "data-status": puzzle.status, "aria-label": "Puzzle" }, [
    h("div", { class: "vw-puzzle-head" }, [
      h("strong", { "data-testid": "vw-puzzle-number", text: `Puzzle ${puzzle.index + 1} of ${puzzle.count}` }),
      h("span", { class: "vw-puzzle-section", text: `Rule: ${puzzle.section}` }),
      h("span", { class: "vw-puzzle-score", "data-testid": "vw-puzzle-score", text: scoreText(puzzle) }),
    ]),
    h("p", { class: "vw-puzzle-line", "data-testid": "vw-puzzle-line", role: "status", text: puzzleLine(puzzle) }),
    puzzle.feedback
      ? h("p", {
          class: `vw-puzzle-feedback ${puzzle.feedback.correct ? "vw-right" : "vw-wrong"}`,
          "data-testid": "vw-puzzle-feedback",
          "data-correct": String(puzzle.feedback.correct),
          text: puzzle.feedback.text,
        })
      : null,
    revealed && puzzle.reason ? h("p", { class: "vw-puzzle-reason", "data-testid": "vw-puzzle-reason", text: puzzle.reason }) : null,
    h("div", { class: "vw-puzzle-controls" }, [
      msgButton("◀ Previous", { kind: "puzzle_go", index: puzzle.index - 1 }, "vw-puzzle-previous", { disabled: puzzle.index === 0 }),
      revealed ? null : msgButton("Show the answer", { kind: "puzzle_show" }, "vw-puzzle-show"),
      msgButton("Next ▶", { kind: "puzzle_go", index: puzzle.index + 1 }, "vw-puzzle-next", {
        disabled: last,
        primary: revealed && !last,
      }),
    ]),
  ]);
}
