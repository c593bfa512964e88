// The tutorial panel: the narration of the step, a question's options, feedback, Next/Restart.
import { msgButton } from "./controls.js";
import { h } from "./dom.js";
import { renderMarkdown } from "./markdown_dom.js";

/**
 * @typedef {{lesson: string, title: string, step: number, steps: number, kind: "say" | "expect" | "ask" | "done",
 *   text: string, question?: {prompt: string, options: string[]} | null,
 *   feedback?: {ok: boolean, text: string} | null, can_next: boolean}} Tutor
 */

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
          text: `Step ${tutor.step} of ${tutor.steps}`,
        }),
      ]),
      h("div", { class: "vw-tutor-text", "data-testid": "vw-tutor-text" }, [renderMarkdown(tutor.text)]),
      question
        ? h("div", { class: "vw-question", role: "group", "aria-label": question.prompt }, [
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
      h("div", { class: "vw-controls" }, [
        msgButton("Restart", { kind: "restart" }, "vw-tutor-restart"),
        msgButton(tutor.kind === "done" ? "Done" : "Next", { kind: "next" }, "vw-tutor-next", {
          disabled: !tutor.can_next,
          primary: true,
        }),
      ]),
    ],
  );
}
