// What just happened: when an update brings the moves of other seats, a strip next to the board
// tells them one at a time (who did what, and the rule as a link to the rules panel) while the
// table elements each one involves are animated. The table already shows the final position:
// the strip only narrates. The speed (slow, normal, fast) lasts as long as the view; Skip jumps
// to the last line, Replay tells it again; the full log stays below. The viewer's own moves are
// not told again (widget.js flashes them at once, as before).
//
// The pure parts (which events are told, how long a step lasts, the player's steps with an
// injected clock) are tested in js/test/recap.test.js; `Recap` ties them to the page.
import { animateStep } from "./animate.js";
import { h, memo } from "./dom.js";
import { ruleIndex, ruleLink } from "./rules_panel.js";
import { seatName } from "./seats.js";

/** Milliseconds per step, at each speed, for an event that shows something on the table. */
export const SPEEDS = /** @type {const} */ ({ slow: 1100, normal: 550, fast: 250 });
/** The share of a step given to an event with nothing to show on the table. */
export const QUIET = 0.6;
/** At most this many events are told (the last ones): the log holds them all. */
export const MAX_STEPS = 50;
/** The wait before the first line, so that the strip is on the page before its live region changes. */
export const LEAD_MS = 120;

/**
 * @typedef {{type: string, rule: string, text: string, seat?: number | null}} GameEvent
 * @typedef {keyof typeof SPEEDS} Speed
 * @typedef {{from: number, to: number, update: number}} Range
 *   log indexes: the events told are log[from..to); the update that brought them starts at `update`
 * @typedef {{set: (callback: () => void, ms: number) => any, clear: (id: any) => void}} Clock
 */

/**
 * Where the telling of an update starts: at the first event of another seat, with the events
 * of no seat just before it (a round that ends, threats turned up, before the others play);
 * the viewer's own events before that are not told. A spectator (`viewer` null) is told all.
 * `events.length` when there is nothing to tell.
 * @param {GameEvent[]} events
 * @param {number | null} viewer
 * @returns {number}
 */
export function recapStart(events, viewer) {
  if (viewer == null) return 0;
  const hasSeat = (/** @type {GameEvent} */ e) => e.seat != null;
  let start = events.findIndex((e) => hasSeat(e) && e.seat !== viewer);
  if (start < 0) return events.length;
  while (start > 0 && !hasSeat(events[start - 1])) start -= 1;
  return start;
}

/**
 * The log range told for an update whose `events` are the last ones of a log of `logLength`
 * events (at most MAX_STEPS, the last ones), or null when there is nothing to tell.
 * @param {GameEvent[]} events
 * @param {number} logLength
 * @param {number | null} viewer
 * @returns {Range | null}
 */
export function recapRange(events, logLength, viewer) {
  const update = logLength - events.length;
  const from = Math.max(update + recapStart(events, viewer), logLength - MAX_STEPS);
  return from < logLength ? { from, to: logLength, update } : null;
}

/**
 * How long a step lasts.
 * @param {Speed} speed
 * @param {boolean} quiet  the event shows nothing on the table
 * @returns {number} ms
 */
export function stepDuration(speed, quiet) {
  const full = SPEEDS[speed] ?? SPEEDS.normal;
  return Math.round(quiet ? full * QUIET : full);
}

/** The steps of a recap in time: which line is shown, whether more are to come. */
export class RecapPlayer {
  /**
   * @param {{onStep: (animate: boolean) => void, clock?: Clock}} options
   *   onStep: the line changed (`animate`: it is a step of the telling, not a jump by Skip)
   */
  constructor({ onStep, clock = { set: (f, ms) => setTimeout(f, ms), clear: (id) => clearTimeout(id) } }) {
    this.onStep = onStep;
    this.clock = clock;
    /** @type {Range | null} */
    this.range = null;
    /** @type {boolean[]} per step: the event shows nothing on the table */
    this.quiet = [];
    /** the step shown, from 0; -1 before the first */
    this.step = -1;
    /** more steps are to come */
    this.playing = false;
    /** @type {Speed} */
    this.speed = "normal";
    /** @type {any} */
    this.timer = null;
  }

  /** @returns {number} */
  get count() {
    return this.range ? this.range.to - this.range.from : 0;
  }

  /**
   * Take a new recap (shown from its first step once `start` is called).
   * @param {Range} range
   * @param {boolean[]} quiet
   */
  load(range, quiet) {
    this.halt();
    Object.assign(this, { range, quiet, step: -1, playing: true });
  }

  /**
   * Tell the events up to `to` too, after those being told, while the telling goes on (the moves
   * of a bot that thinks in the background come one update each).
   * @param {number} to
   * @param {boolean[]} quiet  per event added: it shows nothing on the table
   * @returns {boolean} whether they were added (not once the last step shows: then load them)
   */
  extend(to, quiet) {
    if (!this.range || !this.playing || to <= this.range.to) return false;
    this.range = { ...this.range, to };
    this.quiet = [...this.quiet, ...quiet];
    return true;
  }

  /** Start telling a loaded recap (after a short lead, see LEAD_MS); nothing if it has started. */
  start() {
    if (this.playing && this.step < 0 && this.timer == null) this.wait(LEAD_MS);
  }

  /** The next line; the one after it follows when this step's time is up. */
  advance() {
    this.timer = null;
    this.step += 1;
    this.playing = this.step < this.count - 1;
    this.onStep(true);
    if (this.playing) this.wait(stepDuration(this.speed, this.quiet[this.step] ?? false));
  }

  /** Jump to the last line. */
  skip() {
    if (!this.range || !this.playing) return;
    this.halt();
    Object.assign(this, { step: this.count - 1, playing: false });
    this.onStep(false);
  }

  /** Tell the same recap again from its first line. */
  replay() {
    if (!this.range) return;
    this.halt();
    Object.assign(this, { step: -1, playing: true });
    this.onStep(false);
    this.start();
  }

  /** @param {Speed} speed  from the next step on */
  setSpeed(speed) {
    if (speed in SPEEDS) this.speed = speed;
  }

  /** Forget the recap (its events were taken back, or the view shows something else). */
  clear() {
    this.halt();
    Object.assign(this, { range: null, quiet: [], step: -1, playing: false });
  }

  /** Stop the clock. */
  halt() {
    if (this.timer != null) this.clock.clear(this.timer);
    this.timer = null;
  }

  /** @param {number} ms */
  wait(ms) {
    this.timer = this.clock.set(() => this.advance(), ms);
  }
}

/**
 * @typedef {{log: GameEvent[], seats: import("./seats.js").SeatInfo[], viewer: number | null,
 *   rules: import("./rules_panel.js").RuleIndex}} StripContext
 */

/**
 * The strip: the line of the step shown (a live region), Skip, Replay and the speed.
 * @param {RecapPlayer} player
 * @param {StripContext} ctx
 * @returns {import("./dom.js").El}
 */
export function recapStrip(player, { log, seats, viewer, rules }) {
  const { range, step, playing, speed, count } = player;
  const index = range && step >= 0 ? range.from + step : null;
  const event = index == null ? null : log[index];
  // built anew only when what it shows changed: most redraws leave the strip as it was
  return memo("vw-recap", [event, index, step, count, playing, speed, Boolean(range), seats, viewer, rules], () =>
    stripOf(event, index, player, seats, viewer, rules),
  );
}

/**
 * The strip itself (see recapStrip).
 * @param {GameEvent | null} event  the event of the step shown
 * @param {number | null} index  its index in the log
 * @param {RecapPlayer} player
 * @param {import("./seats.js").SeatInfo[]} seats
 * @param {number | null} viewer
 * @param {import("./rules_panel.js").RuleIndex} rules
 * @returns {import("./dom.js").El}
 */
function stripOf(event, index, { range, step, playing, speed, count }, seats, viewer, rules) {
  const idle = !range ? "Moves by the other players are told here, one at a time." : "";
  const line = event
    ? [
        h("span", { class: "vw-recap-count", "aria-hidden": "true", text: `${step + 1}/${count}` }),
        event.seat != null ? h("span", { class: "vw-recap-who", text: seatName(seats, event.seat, viewer) }) : null,
        h("span", { class: "vw-recap-text", "data-testid": "vw-recap-text", text: event.text }),
        ruleLink(rules, event.rule),
      ]
    : [h("span", { class: "vw-recap-idle", text: idle })];
  return h(
    "section",
    {
      class: "vw-recap",
      "aria-label": "What just happened",
      "data-testid": "vw-recap",
      "data-step": step,
      "data-steps": count,
      "data-playing": String(playing),
      "data-event": index ?? "",
    },
    [
      h("p", { class: "vw-recap-line", "aria-live": "polite", "data-testid": "vw-recap-line" }, line),
      h("div", { class: "vw-recap-controls" }, [
        h("button", {
          type: "button",
          class: "vw-button",
          "data-recap": "skip",
          "data-testid": "vw-recap-skip",
          "aria-disabled": String(!playing),
          title: "Show the last move at once",
          text: "Skip",
        }),
        h("button", {
          type: "button",
          class: "vw-button",
          "data-recap": "replay",
          "data-testid": "vw-recap-replay",
          "aria-disabled": String(!range),
          title: "Tell these moves again",
          text: "Replay",
        }),
        h("label", { class: "vw-recap-speed" }, [
          "Speed ",
          h(
            "select",
            { "data-recap": "speed", "data-testid": "vw-recap-speed" },
            Object.keys(SPEEDS).map((s) => h("option", { value: s, selected: s === speed, text: s })),
          ),
        ]),
      ]),
    ],
  );
}

/**
 * The texts of some events, as one string.
 * @param {GameEvent[]} events
 * @returns {string}
 */
const textsOf = (events) => events.map((e) => e.text).join("\n");

/**
 * The recap of a table view: takes each update's events (`sync`), draws the strip (`strip`),
 * tells the moves once the view is drawn (`drawn`), and answers the strip's controls.
 */
export class Recap {
  /**
   * @param {HTMLElement} root  the view's root: the animations run in it
   * @param {() => void} redraw  draws the view now (Preact patches the strip in place, focus included)
   */
  constructor(root, redraw) {
    this.root = root;
    this.redraw = redraw;
    this.player = new RecapPlayer({ onStep: (animate) => this.show(animate) });
    /** @type {StripContext & {game: import("../games/index.js").GameRenderer | undefined, view: any}} */
    this.ctx = { log: [], seats: [], viewer: null, rules: new Map(), game: undefined, view: null };
    /** the view before the update being told (where pieces were) */
    this.before = null;
    /** a table view with a game renderer: the strip is drawn */
    this.enabled = false;
    /** the texts of the events being told, to notice when the log no longer holds them */
    this.toldTexts = "";
    /** @type {{from: number, to: number, before: any} | null} an update that came while the screen was handed on */
    this.pending = null;
    this.stopAnimation = () => {};
    this.onClick = (/** @type {MouseEvent} */ event) => {
      const button = /** @type {Element} */ (event.target).closest("button[data-recap]");
      if (!button || !root.contains(button) || button.getAttribute("aria-disabled") === "true") return;
      if (/** @type {HTMLElement} */ (button).dataset.recap === "skip") this.player.skip();
      else this.player.replay();
    };
    this.onChange = (/** @type {Event} */ event) => {
      const target = /** @type {HTMLSelectElement} */ (event.target);
      if (target.matches?.('select[data-recap="speed"]')) this.player.setSpeed(/** @type {Speed} */ (target.value));
    };
    root.addEventListener("click", this.onClick);
    root.addEventListener("change", this.onChange);
  }

  /**
   * Called before every redraw with the traits; on an update (`fresh`) its events are taken.
   * @param {{widget_kind: string, status: any, log: GameEvent[], events: GameEvent[], seats: any[], catalog: any,
   *   view: any}} t
   * @param {import("../games/index.js").GameRenderer | undefined} game
   * @param {{fresh: boolean, viewer: number | null}} options
   * @returns {number} how many of the update's first events the strip does not tell (all when none)
   */
  sync(t, game, { fresh, viewer }) {
    const { log, events } = t;
    const before = this.ctx.view;
    this.ctx = { log, seats: t.seats, viewer, rules: ruleIndex(t.catalog?.reference), game, view: t.view };
    this.enabled = t.widget_kind === "table" && game !== undefined;
    const range = this.player.range;
    if (!this.enabled || !game) {
      this.player.clear();
      return events.length;
    }
    if (range && textsOf(log.slice(range.from, range.to)) !== this.toldTexts) this.player.clear(); // taken back: undo, new game
    if (t.status?.phase === "handoff") {
      if (fresh && events.length) this.pending = { from: log.length - events.length, to: log.length, before };
      return events.length;
    }
    const pending = this.pending?.to === log.length ? this.pending : null;
    this.pending = null;
    const own = fresh ? recapRange(events, log.length, viewer) : null;
    const handed = pending ? recapRange(log.slice(pending.from, pending.to), pending.to, viewer) : null;
    const next = own ?? handed;
    if (!next) return events.length;
    const quiet = log.slice(next.from, next.to).map((e) => game.eventTargets(e).length === 0);
    const told = this.player.range;
    // an update that goes on where the telling ends joins it (a bot's moves, one update each)
    if (own && told && own.from === told.to && this.player.extend(own.to, quiet)) {
      this.toldTexts = textsOf(log.slice(told.from, own.to));
      return own.from - own.update;
    }
    this.before = own ? before : pending?.before;
    this.player.load(next, quiet);
    this.toldTexts = textsOf(log.slice(next.from, next.to));
    return own ? own.from - own.update : events.length;
  }

  /** @returns {import("./dom.js").El | null} the strip, for a table view */
  strip() {
    return this.enabled ? recapStrip(this.player, this.ctx) : null;
  }

  /** The view is drawn: a recap just taken starts. */
  drawn() {
    this.player.start();
  }

  /**
   * A step: bring the strip up to date and, for a step of the telling, animate its elements.
   * @param {boolean} animate
   */
  show(animate) {
    this.stopAnimation();
    this.stopAnimation = () => {};
    this.redraw();
    const { range, step } = this.player;
    const game = this.ctx.game;
    if (!animate || !range || !game || step < 0) return;
    const index = range.from + step;
    const event = this.ctx.log[index];
    if (event === undefined) {
      // the log no longer holds the moves being told (another game's log arrived meanwhile)
      this.player.clear();
      this.redraw();
      return;
    }
    const motion = game.eventMotion?.(event, { earlier: this.ctx.log.slice(range.update, index), before: this.before });
    const reducedMotion = Boolean(globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches);
    this.stopAnimation = animateStep(
      this.root,
      { targets: [...game.eventTargets(event), `[data-log-index="${index}"]`], motion: motion ?? null },
      { duration: stepDuration(this.player.speed, this.player.quiet[step] ?? false), reducedMotion },
    );
  }

  /** Stop everything (the view is closed). */
  destroy() {
    this.player.halt();
    this.stopAnimation();
    this.root.removeEventListener("click", this.onClick);
    this.root.removeEventListener("change", this.onChange);
  }
}
