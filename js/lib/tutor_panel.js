// The tutorial panel: the narration of the step, a question's options, feedback, the live
// scores the learner's seat can count, and Restart/Back/Next (at the end: the next lesson).
import { msgButton } from "./controls.js";
import { h } from "./dom.js";
import { renderMarkdown } from "./markdown_dom.js";

/**
 * @typedef {{label: string, value: number}} ScorePart
 * @typedef {{seat: number, label: string, total: number | null, exact: boolean, parts: ScorePart[],
 *   unseen: string}} SeatScore
 * @typedef {{title: string, note: string, seats: SeatScore[]}} Scores
 * @typedef {{lesson: string, title: string, step: number, steps: number, kind: "say" | "expect" | "ask" | "play" | "done",
 *   text: string, minutes?: number, question?: {prompt: string, options: string[]} | null,
 *   feedback?: {ok: boolean, text: string} | null, can_next: boolean, can_back?: boolean,
 *   next_lesson?: {id: string, title: string} | null, scores?: Scores | null}} Tutor
 */

/**
 * A seat's points as the learner can count them: `4`, `at least 2`, or `?` when nothing is seen.
 * @param {SeatScore} seat
 * @returns {string}
 */
function points(seat) {
  if (seat.total == null) return "?";
  return seat.exact ? String(seat.total) : `at least ${seat.total}`;
}

/**
 * The live scores: one row per seat, a column per scoring part, and what is not counted.
 * @param {Scores} scores
 * @returns {HTMLElement}
 */
function scoresTable(scores) {
  const parts = scores.seats[0]?.parts.map((part) => part.label) ?? [];
  const unseen = scores.seats.some((seat) => seat.unseen);
  const head = h("tr", {}, [
    h("th", { scope: "col", text: "Seat" }),
    h("th", { scope: "col", text: "Points" }),
    ...parts.map((label) => h("th", { scope: "col", text: label })),
    unseen ? h("th", { scope: "col", text: "Not counted" }) : null,
  ]);
  const rows = scores.seats.map((seat) =>
    h("tr", { "data-seat": seat.seat }, [
      h("th", { scope: "row", text: seat.label }),
      h("td", { class: "vw-total", "data-testid": `vw-tutor-score-${seat.seat}`, text: points(seat) }),
      ...seat.parts.map((part) => h("td", { text: seat.total == null ? "?" : String(part.value) })),
      unseen ? h("td", { text: seat.unseen || "—" }) : null,
    ]),
  );
  const table =
    scores.seats.length === 1
      ? oneScore(scores.seats[0])
      : h("table", { class: "vw-score-table" }, [h("thead", {}, [head]), h("tbody", {}, rows)]);
  return h("section", { class: "vw-tutor-scores", "data-testid": "vw-tutor-scores", "aria-label": scores.title }, [
    h("h4", { class: "vw-heading", text: scores.title }),
    h("div", { class: "vw-scroll-x" }, [table]),
    h("p", { class: "vw-note", text: scores.note }),
  ]);
}

/**
 * A single score (a team's, shared by every seat): a row per part, so that it fits a narrow column.
 * @param {SeatScore} seat
 * @returns {HTMLElement}
 */
function oneScore(seat) {
  return h("table", { class: "vw-score-table", "data-seat": seat.seat }, [
    h("tbody", {}, [
      h("tr", {}, [
        h("th", { scope: "row", text: `${seat.label}: points` }),
        h("td", { class: "vw-total", "data-testid": `vw-tutor-score-${seat.seat}`, text: points(seat) }),
      ]),
      ...seat.parts.map((part) =>
        h("tr", {}, [
          h("th", { scope: "row", text: part.label }),
          h("td", { text: seat.total == null ? "?" : String(part.value) }),
        ]),
      ),
      seat.unseen ? h("tr", {}, [h("th", { scope: "row", text: "Not counted" }), h("td", { text: seat.unseen })]) : null,
    ]),
  ]);
}

/**
 * Next, or once the lesson is done, the button that opens the next lesson (none after the last).
 * @param {Tutor} tutor
 * @returns {HTMLElement | null}
 */
function forward(tutor) {
  if (tutor.kind === "play") {
    return msgButton("Finish", { kind: "next" }, "vw-tutor-next", { title: "End free play and the lesson" });
  }
  if (tutor.kind !== "done") {
    return msgButton("Next", { kind: "next" }, "vw-tutor-next", { disabled: !tutor.can_next, primary: true });
  }
  const following = tutor.next_lesson;
  if (!following) return null;
  return msgButton(`Next lesson: ${following.title}`, { kind: "next_lesson" }, "vw-tutor-next-lesson", {
    primary: true,
    title: `Open the lesson “${following.title}” in this widget`,
  });
}

/**
 * @param {Tutor | null | undefined} tutor
 * @returns {HTMLElement}
 */
export function tutorPanel(tutor) {
  if (!tutor) return h("section", { class: "vw-tutor", "data-testid": "vw-tutor" });
  const question = tutor.kind === "ask" && tutor.question;
  const feedback = tutor.feedback;
  return h(
    "section",
    {
      class: "vw-tutor",
      "data-testid": "vw-tutor",
      "data-step": tutor.step,
      "data-kind": tutor.kind,
      "aria-label": "Lesson",
    },
    [
      h("header", { class: "vw-tutor-head" }, [
        h("h3", { class: "vw-heading", text: tutor.title }),
        h("span", {
          class: "vw-tutor-step",
          "data-testid": "vw-tutor-step",
          text: `Step ${tutor.step} of ${tutor.steps}` + (tutor.minutes ? ` · about ${tutor.minutes} min` : ""),
        }),
      ]),
      h("div", { class: "vw-tutor-text", "data-testid": "vw-tutor-text" }, [renderMarkdown(tutor.text)]),
      question
        ? h("div", {
            class: "vw-question",
            role: "group",
            "aria-label": question.prompt,
            // answered right: the next thing to do is Next (js/lib/landing.js)
            "data-answered": feedback?.ok ? "true" : null,
          }, [
            h("p", { class: "vw-question-prompt", text: question.prompt }),
            ...question.options.map((option, i) =>
              msgButton(option, { kind: "answer", option: i }, `vw-tutor-option-${i}`),
            ),
          ])
        : null,
      feedback
        ? h("p", {
            class: feedback.ok ? "vw-feedback vw-ok" : "vw-feedback vw-wrong",
            role: "status",
            "data-testid": "vw-tutor-feedback",
            "data-ok": String(feedback.ok),
            text: `${feedback.ok ? "✓" : "✗"} ${feedback.text}`,
          })
        : null,
      tutor.scores?.seats?.length ? scoresTable(tutor.scores) : null,
      h("div", { class: "vw-controls" }, [
        msgButton("Restart", { kind: "restart" }, "vw-tutor-restart"),
        msgButton("Back", { kind: "back" }, "vw-tutor-back", {
          disabled: !tutor.can_back,
          title: "Back to the step before, as it was",
        }),
        forward(tutor),
      ]),
    ],
  );
}
