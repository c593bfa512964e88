// The game renderers by game id. A game without one still plays through the list of options.
import { adventurous } from "./adventurous/index.js";
import { venture2019 } from "./venture_2019/index.js";
import { ventureForth } from "./venture_forth/index.js";
import { venturesome } from "./venturesome/index.js";
import { wildVenture } from "./wild_venture/index.js";

/**
 * @typedef {{view: any, catalog: any, legal: import("../lib/targets.js").Legal[],
 *   unavailable: import("../lib/why_not.js").Unavailable[], log: any[],
 *   seats: import("../lib/seats.js").SeatInfo[], selected: string | null,
 *   lastTarget: import("../lib/targets.js").Target | null, ask: (msg: object) => void,
 *   replies: Record<string, any>, preview: import("../lib/hint_panel.js").Hint | null}} RenderInput
 *   selected: the first step of a two-step choice; lastTarget: the target of the last action this view sent;
 *   ask: send Python a question that changes nothing (e.g. `{kind: "why", action}`), answered by a custom
 *   message of the same kind; replies: the last such answer of each kind for the decision offered now;
 *   preview: the hint shown on the table (lib/hint_preview.js lights its elements; where the move puts
 *   something, the game draws its ghost there: class `vw-preview-ghost`, attribute `data-preview-ghost`)
 * @typedef {{from: string, to: string, piece?: string}} Motion  selectors: where a moved card, coin or piece
 *   was, where it lands, and (a piece) the element whose colour its flying copy takes
 * @typedef {{earlier: any[], before: any}} MotionContext  the update's events before this one; the view before it
 * @typedef {object} TableParts  the parts of a table, which widget.js places on the screen (see build())
 * @property {string} className         the table's own class (its stylesheet's scope)
 * @property {HTMLElement | null} others  the other seats: compact, across the top
 * @property {HTMLElement} middle         the board or the middle of the table
 * @property {HTMLElement | null} bar     decisions that belong to no card or space (beside the prompt)
 * @property {HTMLElement | null} own     the viewer's own area (under the prompt)
 * @typedef {object} GameRenderer
 * @property {string} title
 * @property {(view: any) => string} headline                 e.g. the round
 * @property {(input: RenderInput) => TableParts} table       the table's parts, with legal choices clickable
 * @property {(legal: import("../lib/targets.js").Legal[]) => string[]} selectors
 *   keys that a first click may select (two-step choices)
 * @property {(input: RenderInput) => string} prompt          the prompt sentence
 * @property {(event: any) => string[]} eventTargets          selectors of the elements an event involves
 * @property {(event: any, ctx: MotionContext) => Motion | null} [eventMotion]  where what an event moves comes from
 * @property {(view: any) => boolean} [isOver]                whether the game has ended (default: `view.is_over`)
 * @property {boolean} [drawsHints]  the game draws its own hint button and suggestions (lib/hint_panel.js's
 *   list in its own place), so the table's shared hint panel stays away
 */

/** @type {Record<string, GameRenderer>} */
export const GAMES = {
  venturesome,
  wild_venture: wildVenture,
  venture_forth: ventureForth,
  adventurous,
  venture_2019: venture2019,
};
