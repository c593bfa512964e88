// The level picker of a table: a small select for each bot seat, listing the levels Python
// offers (the `levels` trait; a seat played by a bot named otherwise, such as `mcts:300`, also
// lists its own name). A level chosen is the viewer's until New game sends it with the seats
// (`{kind: "new_game", seats}`): Python checks every value and starts the new game with them,
// so choosing never ends the game in progress.
import { h } from "./dom.js";

/**
 * @typedef {{name: string, spec: string}} Level  a level's name and the bot it stands for
 * @typedef {import("./seats.js").SeatInfo} SeatInfo
 */

/** Seat kinds that are not bots: no level to pick. */
const NOT_BOTS = new Set(["human", "tutor"]);

/**
 * The names a bot seat's select offers: the levels, after the seat's own name when that is
 * not one of them.
 * @param {Level[]} levels
 * @param {string} current  the seat's kind (a level or another bot name)
 * @returns {string[]}
 */
export function levelOptions(levels, current) {
  const names = levels.map((level) => level.name);
  return names.includes(current) ? names : [current, ...names];
}

/**
 * The seats New game sends: every seat's kind, with the levels chosen in their place; null when
 * nothing chosen differs from what the seats are now (a plain New game).
 * @param {SeatInfo[]} seats
 * @param {Map<number, string>} chosen  seat -> the name picked
 * @returns {string[] | null}
 */
export function chosenSeats(seats, chosen) {
  const kinds = seats.map((info) => chosen.get(info.seat) ?? info.kind);
  return kinds.some((kind, i) => kind !== seats[i].kind) ? kinds : null;
}

/**
 * Forget the picks that the seats now have (New game took them).
 * @param {SeatInfo[]} seats
 * @param {Map<number, string>} chosen  changed in place
 */
export function settlePicks(seats, chosen) {
  for (const [seat, name] of chosen) {
    if (seats.find((info) => info.seat === seat)?.kind === name) chosen.delete(seat);
  }
}

/**
 * One select per bot seat; null when the table offers no levels or seats no bot.
 * @param {SeatInfo[]} seats
 * @param {Level[]} levels
 * @param {Map<number, string>} chosen
 * @param {(seat: number, name: string) => void} pick
 * @returns {import("./dom.js").El | null}
 */
export function levelPicker(seats, levels, chosen, pick) {
  const bots = seats.filter((info) => !NOT_BOTS.has(info.kind));
  if (!levels.length || !bots.length) return null;
  const specs = new Map(levels.map((level) => [level.name, level.spec]));
  const selects = bots.map((info) => {
    const value = chosen.get(info.seat) ?? info.kind;
    return h("label", { class: "vw-level" }, [
      `Seat ${info.seat} `,
      h(
        "select",
        {
          "data-testid": `vw-level-${info.seat}`,
          "data-level-seat": info.seat,
          title: `The bot of seat ${info.seat}, from the next New game`,
          onChange: (/** @type {Event} */ event) =>
            pick(info.seat, /** @type {HTMLSelectElement} */ (event.currentTarget).value),
        },
        levelOptions(levels, info.kind).map((name) =>
          h("option", {
            value: name,
            selected: name === value,
            title: specs.get(name),
            text: name,
          }),
        ),
      ),
    ]);
  });
  const pending = chosenSeats(seats, chosen) != null;
  return h("div", { class: "vw-levels", role: "group", "aria-label": "Bot levels", "data-testid": "vw-levels" }, [
    ...selects,
    pending
      ? h("span", { class: "vw-note", "data-testid": "vw-levels-pending", text: "from the next New game" })
      : null,
  ]);
}
