// The game's drawing of the table, kept between redraws while what it is drawn from stays the
// same: a redraw that changes nothing on the table (a step of the recap strip, a panel opened, a
// question's answer drawn beside the prompt) neither builds the table again nor has Preact
// compare it (widget.js draws each part through dom.js's memo, keyed by the part itself).

/**
 * Whether two values of a game's input are the same for its drawing: the same value, or two
 * plain objects with the same values (the replies to this decision's questions, picked anew for
 * every redraw from the replies kept).
 * @param {unknown} a
 * @param {unknown} b
 * @returns {boolean}
 */
function same(a, b) {
  if (a === b) return true;
  if (!a || !b || typeof a !== "object" || typeof b !== "object" || Array.isArray(a) || Array.isArray(b)) return false;
  const keys = Object.keys(a);
  const other = /** @type {Record<string, unknown>} */ (b);
  return keys.length === Object.keys(b).length && keys.every((key) => a[/** @type {keyof a} */ (key)] === other[key]);
}

/** One view's table, kept while its game and input stay the same. */
export class TableParts {
  constructor() {
    /** @type {import("../games/index.js").GameRenderer | null} */
    this.game = null;
    /** @type {Record<string, unknown> | null} */
    this.input = null;
    /** @type {import("../games/index.js").TableParts | null} */
    this.parts = null;
  }

  /**
   * The parts of the table for `input`: those of the last call when nothing changed.
   * @param {import("../games/index.js").GameRenderer} game
   * @param {import("../games/index.js").RenderInput} input
   * @returns {import("../games/index.js").TableParts}
   */
  draw(game, input) {
    const last = this.input;
    const changed =
      !this.parts ||
      game !== this.game ||
      !last ||
      Object.keys(input).length !== Object.keys(last).length ||
      Object.entries(input).some(([key, value]) => !same(value, last[key]));
    if (changed) {
      this.parts = game.table(input);
      this.game = game;
      this.input = { ...input };
    }
    return /** @type {import("../games/index.js").TableParts} */ (this.parts);
  }
}
