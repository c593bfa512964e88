// The score sheet at the end: every category per seat, the winners, and the tie-break reasoning
// (each step's rule id a link to the rules panel, as in the log).
import { h } from "./dom.js";
import { ruleLink } from "./rules_panel.js";

/**
 * @param {import("./score.js").ScoreSheet} sheet
 * @param {(seat: number) => string} seatName
 * @param {import("./rules_panel.js").RuleIndex} rules  the rules reference by id
 * @returns {import("./dom.js").El}
 */
export function scoreSheetPanel(sheet, seatName, rules) {
  const winner = (/** @type {number} */ seat) => sheet.winners.includes(seat);
  const head = h("tr", {}, [
    h("th", { scope: "col", text: "Category" }),
    ...sheet.seats.map((seat) =>
      h("th", { scope: "col", class: winner(seat) ? "vw-winner" : null, "data-seat": seat }, [
        seatName(seat),
        winner(seat) ? h("span", { class: "vw-badge", text: "winner" }) : null,
      ]),
    ),
  ]);
  const rows = sheet.rows.map((row) =>
    h("tr", { class: row.total ? "vw-total" : null, "data-category": row.key }, [
      h("th", { scope: "row", text: row.label }),
      ...row.values.map((value, seat) => h("td", { class: winner(seat) ? "vw-winner" : null, text: value })),
    ]),
  );
  const names = sheet.winners.map(seatName).join(", ");
  const verdict =
    sheet.winners.length > 1
      ? `Winners (shared victory): ${names}.`
      : sheet.winners.length
        ? `Winner: ${names}.`
        : sheet.noWinner;
  return h("section", { class: "vw-score-sheet", "data-testid": "vw-score-sheet", "aria-label": "Score sheet" }, [
    // the focus lands on it when the game is over (landing.js)
    h("h3", { class: "vw-heading", tabindex: -1, "data-landing": "", text: "Score sheet" }),
    h("div", { class: "vw-scroll-x" }, [
      h("table", { class: "vw-score-table" }, [h("thead", {}, [head]), h("tbody", {}, rows)]),
    ]),
    h("p", { class: "vw-verdict", "data-testid": "vw-verdict", text: verdict }),
    h(
      "ol",
      { class: "vw-reasoning", "data-testid": "vw-reasoning", "aria-label": "How the winner was decided" },
      sheet.reasoning.map(({ rule, text }) => h("li", {}, [ruleLink(rules, rule), " ", text])),
    ),
  ]);
}
