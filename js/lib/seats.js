// Pure: how seats are named and what the status line says.

/**
 * @typedef {{seat: number, kind: string, label: string}} SeatInfo
 * @typedef {{phase: "play" | "handoff" | "waiting" | "over", to_move: number | null,
 *   handoff_to?: number | null, can_undo?: boolean, actions?: number, thinking?: number | null}} Status
 *   thinking: the seat whose bot is thinking in the background
 */

/** @type {Record<string, string>} */
const KIND_NAMES = { human: "human", random: "random bot", greedy: "greedy bot", ismcts: "IS-MCTS bot" };

/**
 * The seat's name: its label when that starts with "Seat N", else "Seat N · label" (or the
 * kind), since the engine's texts say "Seat N"; "(you)" marks the viewer and only the viewer.
 * @param {SeatInfo[] | null | undefined} seats
 * @param {number} seat
 * @param {number | null} [viewer]
 * @returns {string}
 */
export function seatName(seats, seat, viewer = null) {
  const info = (seats ?? []).find((s) => s.seat === seat);
  const label = (info ? info.label || KIND_NAMES[info.kind] || info.kind : "").replace(/\s*\(you\)/, "").trim();
  const number = `Seat ${seat}`;
  const name = !label || label === number ? number : label.startsWith(`${number} `) ? label : `${number} · ${label}`;
  return seat === viewer ? `${name} (you)` : name;
}

/**
 * One line saying who acts now.
 * @param {Status | null | undefined} status
 * @param {SeatInfo[] | null | undefined} seats
 * @param {number | null} viewer
 * @returns {string}
 */
export function statusLine(status, seats, viewer) {
  if (!status) return "";
  const who = (/** @type {number | null | undefined} */ seat) =>
    seat == null ? "nobody" : seatName(seats, seat, viewer);
  switch (status.phase) {
    case "over":
      return "The game is over.";
    case "handoff":
      return `Hand the screen to ${who(status.handoff_to)}.`;
    case "play":
      return (status.to_move ?? null) === viewer ? "Your decision." : `${who(status.to_move)} to decide.`;
    default:
      return `Waiting for ${who(status.to_move)}.`;
  }
}

/**
 * What the view says while a bot thinks in the background ("Seat 2 (expert bot) is thinking…"),
 * else "".
 * @param {Status | null | undefined} status
 * @param {SeatInfo[] | null | undefined} seats
 * @param {number | null} viewer
 * @returns {string}
 */
export function thinkingLine(status, seats, viewer) {
  const seat = status?.thinking;
  return typeof seat === "number" ? `${seatName(seats, seat, viewer)} is thinking…` : "";
}

/**
 * The seats drawn around the viewer, clockwise from the viewer's left; a spectator (null)
 * sees every seat in order.
 * @param {number} players
 * @param {number | null} viewer
 * @returns {number[]}
 */
export function otherSeats(players, viewer) {
  if (viewer == null) return Array.from({ length: players }, (_, i) => i);
  return Array.from({ length: players - 1 }, (_, i) => (viewer + 1 + i) % players);
}
