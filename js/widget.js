// The anywidget entry: one view for every widget kind ("table", "replay", "tutorial") and game.
// Python is the source of truth (see js/CONTRACT.md): this draws the synced traits and sends
// intents back; the only local state is what the viewer is in the middle of (a picked card,
// open piles, focus). Preact draws the view (see lib/dom.js): an update patches the DOM in place.
import { animateEvents } from "./lib/animate.js";
import { delegateChoices, markSent } from "./lib/choice.js";
import { msgButton, tableControls } from "./lib/controls.js";
import { draw, h, memo } from "./lib/dom.js";
import { fitRooms, trackMore } from "./lib/fit_room.js";
import { handoffScreen } from "./lib/handoff.js";
import { hintAnswer, hintButton } from "./lib/hint_panel.js";
import {
  delegatePreviews,
  markPreview,
  previewElements,
  previewStands,
  previewedHint,
  selectorFor,
} from "./lib/hint_preview.js";
import { legalList } from "./lib/legal_list.js";
import { chosenSeats, levelPicker, settlePicks } from "./lib/levels.js";
import { capture, placeLog, restore, trackLog } from "./lib/keep.js";
import { logPanel } from "./lib/log.js";
import { glideCards } from "./lib/motion.js";
import { logToSave, receiveLog, restoredLog, syncLog } from "./lib/log_sync.js";
import { promptBar } from "./lib/prompt_bar.js";
import { Recap } from "./lib/recap.js";
import { LOCAL_REDRAW, UPDATE_REDRAW, recordRedraw } from "./lib/redraw_timing.js";
import { replayControls } from "./lib/replay_controls.js";
import { puzzleHint, puzzlePanel } from "./lib/puzzle_panel.js";
import { reviewHint, reviewPanel } from "./lib/review_panel.js";
import { delegateRows } from "./lib/rows.js";
import { delegateRuleLinks, linkRules, revealRule, ruleIndex, rulesPanel } from "./lib/rules_panel.js";
import { scoreSheet } from "./lib/score.js";
import { scoreSheetPanel } from "./lib/score_sheet.js";
import { seatName, statusLine, thinkingLine } from "./lib/seats.js";
import { TableParts } from "./lib/table_parts.js";
import { thinkingIndicator } from "./lib/thinking.js";
import { tutorPanel } from "./lib/tutor_panel.js";
import { WhyNot } from "./lib/why_not.js";
import { GAMES } from "./games/index.js";

/** The synced traits this view draws (see CONTRACT.md). */
const TRAITS = [
  "widget_kind",
  "game_id",
  "catalog",
  "seat",
  "view",
  "legal",
  "unavailable",
  "log_state",
  "events",
  "status",
  "seats",
  "error",
  "tutor",
  "replay",
  "review",
  "puzzle",
  "levels",
];

/**
 * @typedef {import("./games/index.js").GameRenderer} GameRenderer
 * @typedef {{get(key: string): any, set(key: string, value: any): void, on(name: string, cb: Function): void,
 *   off(name: string, cb: Function): void, send(msg: object): void}} Model
 * @typedef {{widget_kind: string, game_id: string, catalog: any, seat: number | null, view: any,
 *   legal: import("./lib/targets.js").Legal[], unavailable: import("./lib/why_not.js").Unavailable[],
 *   log: any[], events: any[], status: any, seats: any[], error: string,
 *   tutor: any, replay: any, review: import("./lib/review_panel.js").ReviewState | null,
 *   puzzle: import("./lib/puzzle_panel.js").PuzzleState | null, levels: import("./lib/levels.js").Level[]}} Traits
 * @typedef {{selected: string | null, lastTarget: import("./lib/targets.js").Target | null, open: Map<string, boolean>,
 *   focusFirst: boolean, landing: import("./lib/keep.js").Landing, byKeyboard: boolean, animate: boolean,
 *   waiting: boolean, rule: string | null, revealRule: boolean, replies: Record<string, any>,
 *   ask: (msg: object) => void, levels: Map<number, string>, pick: (seat: number, name: string) => void,
 *   preview: import("./lib/hint_preview.js").Preview | null}} Ui
 *   rule: the rule a rule link opened the rules panel at (revealRule: scroll to it after the redraw);
 *   landing: where the focus goes once Python answers what was sent; byKeyboard: the last input
 *   was a key (the page may scroll to the focus), not a pointer; replies: Python's last answer of
 *   each kind to a question the table asked (`ask`: a message that changes nothing, such as
 *   `why` or `hint`, sent at once, even while a move is being sent: Python's `handled` answer to
 *   it names it, so it releases no click); levels: the level picked for a bot seat, until New
 *   game sends it (`pick` picks one); preview: the hint shown on the table (lib/hint_preview.js),
 *   until it is played or hidden, or the decision changes
 */

/**
 * @param {Model} model
 * @param {any[]} log  the view's copy of the log (Python sends only its new events: lib/log_sync.js)
 * @returns {Traits}
 */
function readTraits(model, log) {
  const get = (/** @type {string} */ key, /** @type {any} */ fallback) => model.get(key) ?? fallback;
  // Python's Dict traits default to {}: an empty object means "not there" (no view yet, no tutor, ...)
  const obj = (/** @type {string} */ key) => {
    const value = model.get(key);
    return value && typeof value === "object" && Object.keys(value).length ? value : null;
  };
  const status = obj("status");
  return {
    widget_kind: get("widget_kind", "table"),
    game_id: get("game_id", ""),
    catalog: obj("catalog") ?? {},
    // nobody's seat is on screen during a hand-off (CONTRACT.md): JupyterLite's Pyodide kernel
    // leaves a trait set to None out of the update, so the model may still hold the seat before
    seat: status?.phase === "handoff" ? null : get("seat", null),
    view: obj("view"),
    legal: get("legal", []),
    unavailable: get("unavailable", []),
    log,
    events: get("events", []),
    status,
    seats: get("seats", []),
    error: get("error", ""),
    tutor: obj("tutor"),
    replay: obj("replay"),
    review: obj("review"),
    puzzle: obj("puzzle"),
    levels: get("levels", []),
  };
}

/**
 * @param {Traits} t
 * @param {Ui} ui
 * @returns {import("./games/index.js").RenderInput}
 */
function renderInput(t, ui) {
  const decision = t.status?.decision ?? null;
  // Python's answers to this decision's questions (an answer for an earlier decision is stale)
  const replies = Object.fromEntries(Object.entries(ui.replies).filter(([, msg]) => msg.decision === decision));
  return {
    view: t.view,
    catalog: t.catalog,
    legal: t.legal,
    unavailable: t.unavailable,
    log: t.log,
    seats: t.seats,
    selected: ui.selected,
    lastTarget: ui.lastTarget,
    ask: ui.ask,
    replies,
    // a hint shown on the table, or the move a review or a puzzle shows
    preview: previewedHint(replies.hint, ui.preview, t.legal) ?? shownMove(t),
  };
}

/**
 * The move the widget itself shows on the table, lit as a hint's move is: in a review the better
 * move at the decision shown, in a puzzle the answer once found or shown.
 * @param {Traits} t
 * @returns {{action: string, text: string, reason: string} | null}
 */
function shownMove(t) {
  if (t.widget_kind === "replay") return reviewHint(t.review, t.legal);
  if (t.widget_kind === "puzzle") return puzzleHint(t.puzzle, t.legal);
  return null;
}

/**
 * The lit marks of the move shown: its elements, and where the table draws it in two steps (a
 * hand card, then its end) the card to pick first, until it is picked.
 * @param {Traits} t
 * @param {GameRenderer | undefined} game
 * @returns {import("./lib/hint_preview.js").Preview | null}
 */
function shownPreview(t, game) {
  const move = shownMove(t);
  if (!move) return null;
  const target = t.legal.find((item) => item.action === move.action)?.target ?? null;
  return { action: move.action, decision: null, select: selectorFor({ target }, game?.selectors(t.legal) ?? []) };
}

/** The header's status for the kinds of widget that are not a game going on. */
const KIND_STATUS = /** @type {Record<string, string>} */ ({ replay: "Replay", puzzle: "Puzzle" });

/** Whether a lesson's step has the learner move: a move to make, or free play. */
const MOVE_STEPS = new Set(["expect", "play"]);

/** What the prompt bar says while a lesson's step is not a move to make: nobody is deciding then. */
const TUTOR_PROMPTS = /** @type {Record<string, string>} */ ({
  say: "Read the step above, then press Next.",
  ask: "Answer the question above.",
  done: "The lesson is over: restart it, or go on to the next lesson.",
});

/**
 * The sentence of the prompt bar: what the viewer should do now (in a replay: the event shown).
 * @param {Traits} t
 * @param {GameRenderer | undefined} game
 * @param {Ui} ui
 * @returns {string}
 */
function promptText(t, game, ui) {
  if (t.widget_kind === "replay") return t.log[t.replay?.index ?? -1]?.text ?? "";
  if (t.widget_kind === "tutorial" && t.tutor && !MOVE_STEPS.has(t.tutor.kind)) return TUTOR_PROMPTS[t.tutor.kind] ?? "";
  if (t.status?.phase === "handoff") return statusLine(t.status, t.seats, null);
  if (game && t.view) return game.prompt(renderInput(t, ui));
  return t.view?.decision?.prompt ?? "";
}

/**
 * Build the whole view for the current traits.
 * @param {Traits} t
 * @param {GameRenderer | undefined} game
 * @param {Ui} ui
 * @param {(msg: object) => void} send
 * @param {Recap} recap
 * @param {TableParts} tables  the view's table, kept while its input stays the same
 * @returns {import("./lib/dom.js").Child[]}
 */
function build(t, game, ui, send, recap, tables) {
  const viewer = t.view?.seat ?? t.seat ?? null;
  const phase = t.status?.phase ?? "waiting";
  const input = renderInput(t, ui);
  const handoff = phase === "handoff";
  const prompt = promptText(t, game, ui);
  const over = Boolean(t.view?.outcome) && Boolean(game?.isOver ? game.isOver(t.view) : t.view?.is_over);
  const name = (/** @type {number} */ seat) => seatName(t.seats, seat, viewer);
  const lessonPaused = t.widget_kind === "tutorial" && t.tutor != null && !MOVE_STEPS.has(t.tutor.kind);
  const rules = ruleIndex(t.catalog.reference);
  const tutor = t.widget_kind === "tutorial" ? tutorPanel(t.tutor) : null;
  // the hint button beside the prompt (in a lesson: what a strong player would do), which takes
  // clicks while the viewer decides (it stays while the game goes on, so that the prompt keeps
  // its place; a finished game has nothing to hint), and its answer under it; not where the game
  // draws its own
  const lesson = t.widget_kind === "tutorial";
  const deciding = phase === "play" && t.legal.length > 0;
  const hintAsk =
    !handoff && !over && t.widget_kind !== "replay" && t.widget_kind !== "puzzle" && !game?.drawsHints
      ? hintButton(lesson, !deciding)
      : null;
  const hints =
    hintAsk && deciding
      ? hintAnswer(input.replies.hint, lesson, { previewed: input.preview?.action, legal: t.legal })
      : null;
  const bar = promptBar(prompt, t.error, phase === "play" && t.legal.length > 0, (text) => linkRules(text, rules));
  const replay = t.widget_kind === "replay" ? replayControls(t.replay, send) : null;
  const review = t.widget_kind === "replay" && t.review ? reviewPanel(t.review, t.replay?.action ?? null, name) : null;
  const puzzle = t.widget_kind === "puzzle" && t.puzzle ? puzzlePanel(t.puzzle) : null;
  // a game finished at a table can be reviewed there (the table becomes its review)
  const reviewAsk =
    over && t.widget_kind === "table"
      ? msgButton("Review this game", { kind: "review" }, "vw-review-game", {
          primary: true,
          title: "See which moves cost the most, and what was better",
        })
      : null;
  const sheet = over && game ? scoreSheetPanel(scoreSheet(t.view.outcome, t.catalog.score_sheet), name, rules) : null;
  const recent = !handoff && t.view ? recap.strip() : null;
  const thinking = thinkingLine(t.status, t.seats, viewer);
  const parts = !handoff && t.view && game ? tables.draw(game, input) : null;
  // a part of the table that was kept is the same element: Preact skips it whole
  const part = (/** @type {string} */ key, /** @type {import("./lib/dom.js").El | null} */ el) =>
    el ? memo(key, [el], () => el) : null;
  // One screen: on a wide cell the other seats are a compact band across the top, and under it
  // two columns: on the left the strip telling the other seats' last moves and, under it, the
  // board or middle where they happened; on the right the viewer's column: the lesson, the
  // prompt with the decisions beside it (and feedback under it), then the viewer's own area,
  // where most choices are. On a narrow cell (table.css) the columns stack.
  const table = parts
    ? h("section", { class: `vw-table ${parts.className}`, "data-testid": "vw-table", "aria-label": "Table" }, [
        part("vw-part-others", parts.others),
        h("div", { class: "vw-stage" }, [recent, part("vw-part-middle", parts.middle)]),
        h("div", { class: "vw-mine" }, [
          tutor,
          h("div", { class: "vw-prompt-row" }, [bar, part("vw-part-bar", parts.bar), hintAsk]),
          hints,
          puzzle,
          replay,
          review,
          reviewAsk,
          sheet,
          part("vw-part-own", parts.own),
        ]),
      ])
    : null;
  return [
    h("header", { class: "vw-header" }, [
      h("h2", { class: "vw-title", text: game?.title ?? t.game_id }),
      h("span", { class: "vw-headline", text: game && t.view ? game.headline(t.view) : "" }),
      h("span", {
        class: "vw-status",
        "data-testid": "vw-status",
        hidden: Boolean(thinking), // the bot thinking says it
        text: KIND_STATUS[t.widget_kind] ?? (lessonPaused ? "Lesson" : statusLine(t.status, t.seats, viewer)),
      }),
      // a status region that stays in the page, so screen readers hear who starts thinking
      h(
        "span",
        {
          class: "vw-bot-thinking",
          role: "status",
          "aria-live": "polite",
          "data-testid": "vw-bot-thinking",
          "data-seat": t.status?.thinking ?? "",
        },
        thinking ? [h("span", { class: "vw-spinner", "aria-hidden": "true" }), thinking] : [],
      ),
      t.widget_kind === "table"
        ? tableControls(t.status, {
            picker: levelPicker(t.seats, t.levels, ui.levels, ui.pick),
            seats: chosenSeats(t.seats, ui.levels),
          })
        : null,
    ]),
    ...(table ? [table] : [tutor, bar, hintAsk, hints, puzzle, replay, review, reviewAsk, sheet, recent]),
    handoff ? handoffScreen(name(t.status.handoff_to)) : null,
    !handoff && t.view && !game
      ? h("p", { class: "vw-note", text: `No table drawing for ${t.game_id}: use the options below.` })
      : null,
    handoff ? null : legalList(t.legal),
    handoff
      ? null
      : logPanel(t.log, {
          rules,
          current: t.widget_kind === "replay" ? (t.replay?.index ?? null) : null,
        }),
    handoff ? null : rulesPanel(t.catalog.reference, { current: ui.rule }),
  ];
}

/**
 * A plain element of the view's frame (what Preact does not draw).
 * @param {string} tag
 * @param {Record<string, string>} attrs
 * @returns {HTMLElement}
 */
function frameElement(tag, attrs) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  return el;
}

/**
 * anywidget render: draw now and on every trait change; returns the cleanup.
 * @param {{model: Model, el: HTMLElement}} props
 * @returns {() => void}
 */
function render({ model, el }) {
  // the announcer stays while the content is redrawn, so screen readers hear what changed
  const announcer = frameElement("div", { class: "vw-sr-only", "aria-live": "polite", "data-testid": "vw-announce" });
  const content = frameElement("div", { class: "vw-content" });
  const root = frameElement("div", { class: "vw-root", "data-testid": "vw-root" });
  const thinking = thinkingIndicator(root);
  root.append(announcer, thinking.el, content);
  el.append(root);
  // Every message names the decision it answers, and itself (CONTRACT.md): Python refuses one
  // for a decision that has passed, and its `handled` answer names the message it answers. The
  // names are this view's own, so that another view of the widget takes no answer for its own.
  const viewName = Math.random().toString(36).slice(2, 10);
  let count = 0;
  const nextRef = () => `${viewName}-${++count}`;
  const post = (/** @type {object} */ msg, /** @type {string} */ ref) =>
    model.send({ ...msg, decision: model.get("status")?.decision ?? null, ref });
  /** @type {Ui} */
  const ui = {
    selected: null,
    lastTarget: null,
    open: new Map(),
    focusFirst: false,
    landing: "keep",
    byKeyboard: true,
    animate: false,
    waiting: false,
    rule: null,
    revealRule: false,
    replies: {},
    ask: (msg) => post(msg, nextRef()),
    levels: new Map(),
    pick: (seat, name) => {
      ui.levels.set(seat, name);
      redraw();
    },
    preview: null,
  };
  const recap = new Recap(root, () => redraw());
  const tables = new TableParts();
  // a dimmed card, space or threat says which rule forbids it now, next to it
  const whyNot = new WhyNot(root, (text) => linkRules(text, ruleIndex(model.get("catalog")?.reference)));
  let mounted = false;
  /** the prompt the live region last spoke */
  let spokenPrompt = /** @type {string | null} */ (null);
  /** the viewer's messages Python has not answered yet (by `ref`): "Thinking…" after a moment */
  const unanswered = /** @type {Set<string>} */ (new Set());
  /** the message a click waits on (`submit`), until Python answers it: no other answer releases the click */
  let awaited = /** @type {string | null} */ (null);
  /**
   * Send what the viewer did (not a question: `ui.ask`).
   * @param {object} msg
   * @param {boolean} [wait]  no click is taken until Python answers this message
   */
  const send = (msg, wait = false) => {
    const ref = nextRef();
    unanswered.add(ref);
    if (wait) awaited = ref;
    thinking.start();
    post(msg, ref);
  };
  let unmark = () => {};
  /** After a click, nothing more is sent until Python answers it (an update, or its `handled` message). */
  const submit = (/** @type {object} */ msg, /** @type {Element} */ el) => {
    if (ui.waiting) return false;
    ui.waiting = true;
    root.dataset.waiting = "true";
    unmark = markSent(el);
    // after Undo or New game the next thing to do is a choice again; after another message the
    // focus stays on the element sent, while it still takes a choice
    const kind = /** @type {{kind?: string}} */ (msg).kind;
    ui.landing = kind === "undo" || kind === "new_game" ? "next" : "settle";
    send(msg, true);
    return true;
  };
  /** Python answered: an update came (which answers whatever was sent), or the message a click waits on was handled. */
  const answered = () => {
    ui.waiting = false;
    awaited = null;
    unanswered.clear();
    delete root.dataset.waiting;
    unmark();
    unmark = () => {};
    thinking.stop();
  };
  let cancelAnimation = () => {};
  let cancelGlides = () => {};
  let scheduled = false;
  /** the animation frame due after the last redraw (null: none due), which reads the new layout */
  let frame = /** @type {number | null} */ (null);
  /** what the redraws since the last frame left for it to check of the focus (keep.js's restore) */
  const settles = /** @type {(() => void)[]} */ ([]);
  /** where the cards were drawn when the table was last laid out (lib/motion.js) */
  let places = /** @type {import("./lib/motion.js").Places} */ (new Map());
  /** where the reader left the log */
  const logScroll = trackLog(root);
  /** when the update being drawn arrived (its first trait change or log message), null: no update */
  let arrived = /** @type {number | null} */ (null);
  // the copy of the log starts from what the model kept for the saved widget state (CONTRACT.md,
  // "The log"), and goes back there whenever it changes: only in the browser, never to Python
  let log = restoredLog(model.get("saved_log"));
  const keepLog = () => {
    const saved = logToSave(log, model.get("saved_log"));
    if (saved) model.set("saved_log", saved);
  };
  /** Bring the copy of the log in step (from `events`, else by asking Python for what it lacks). */
  /** the copy of the log waits for Python's answer to a request: the recap waits for it too */
  let logPending = false;
  /** an update (or the first draw) came while the log was pending: the recap takes it on arrival */
  let recapPending = false;
  const stepLog = () => {
    const { copy, request } = syncLog(log, model.get("log_state"), model.get("events") ?? []);
    log = copy;
    keepLog();
    logPending = Boolean(request);
    if (request) model.send(request);
  };

  /** The hint shown on the table ends (with the card it picked first, if it picked one). */
  const hidePreview = () => {
    if (ui.preview?.select != null && ui.selected === ui.preview.select) ui.selected = null;
    ui.preview = null;
  };
  /**
   * Show a suggestion on the table: its elements lit; when it is the second step of a choice in
   * two steps that the table does not show yet, its first step is picked for it.
   * @param {string} action
   */
  const showPreview = (action) => {
    hidePreview();
    const legal = model.get("legal") ?? [];
    const hint = ui.replies.hint?.hints?.find((/** @type {{action: string}} */ item) => item.action === action);
    const key = selectorFor(hint ?? null, GAMES[model.get("game_id")]?.selectors(legal) ?? []);
    const decision = model.get("status")?.decision ?? null;
    ui.preview = { action, decision, select: key != null && key === ui.selected ? key : null };
    redraw();
    if (key == null || ui.preview.select != null || previewElements(content, ui.preview).length) return;
    ui.selected = ui.preview.select = key;
    redraw();
  };

  const redraw = () => {
    const start = arrived ?? performance.now();
    const cause = arrived == null ? LOCAL_REDRAW : UPDATE_REDRAW;
    arrived = null;
    scheduled = false;
    stepLog();
    const t = readTraits(model, log.events);
    settlePicks(t.seats, ui.levels);
    const game = GAMES[t.game_id];
    if (ui.preview && !previewStands(ui.preview, t.status?.decision ?? null)) hidePreview();
    if (ui.selected && !(game?.selectors(t.legal) ?? []).includes(ui.selected))
      ui.selected = null;
    // the other seats' moves of an update (or of the first draw) go to the recap strip; the rest is flashed at once
    const update = ui.animate || !mounted || recapPending;
    recapPending = update && logPending;
    const told = recap.sync(t, game, { fresh: update && !logPending, viewer: t.view?.seat ?? t.seat ?? null });
    const own = ui.animate ? t.events.slice(0, told) : [];
    mounted = true;
    const kept = capture(root, ui.open);
    if (ui.revealRule) ui.open.set("rules", true);
    const reduced = Boolean(globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches);
    draw(build(t, game, ui, send, recap, tables), content);
    markPreview(content, ui.preview ?? shownPreview(t, game));
    whyNot.mark(t.status?.phase === "handoff" ? [] : t.unavailable);
    // the live region speaks an update's own events and the prompt; a redraw that brings neither
    // (a step of the recap strip, a panel opened) leaves it alone, so nothing said is taken back
    const prompt = promptText(t, game, ui);
    if (own.length || prompt !== spokenPrompt) {
      const news = [...own.map((e) => e.text), prompt].join(" ");
      if (news !== announcer.textContent) announcer.textContent = news;
      spokenPrompt = prompt;
    }
    Object.assign(root.dataset, {
      kind: t.widget_kind,
      game: t.game_id,
      phase: t.status?.phase ?? "",
      toMove: t.status?.to_move ?? "",
      botThinking: t.status?.thinking ?? "",
      seat: t.seat ?? "",
      actions: t.status?.actions ?? "",
      legalCount: t.legal.length,
      selected: ui.selected ?? "",
    });

    const landing = ui.waiting ? "keep" : ui.landing; // the answer's redraw places the focus
    settles.push(
      restore(root, kept, ui.open, {
        focusFirst: ui.focusFirst,
        landing,
        byKeyboard: ui.byKeyboard,
        atOnce: cause === LOCAL_REDRAW,
      }),
    );
    ui.focusFirst = false;
    if (!ui.waiting) ui.landing = "keep";
    if (ui.revealRule && ui.rule) revealRule(root, ui.rule);
    ui.revealRule = false;

    // what reads the new layout (the rooms of the growing parts, whether the focus is on an
    // element shown, the log following its end, the cards gliding from where they were) runs in
    // the next frame, before it is painted: the browser lays the table out there once, for the
    // paint, not in the redraw (see lib/redraw_timing.js); a redraw that comes before that frame
    // takes its place, its cards gliding from where they were last laid out
    if (frame != null) cancelAnimationFrame(frame);
    const followLog = t.widget_kind === "replay";
    frame = requestAnimationFrame(() => {
      frame = null;
      fitRooms(root);
      // the focus of every redraw since the last frame (one whose frame a later redraw cancelled too)
      for (const settle of settles.splice(0)) settle();
      placeLog(root, logScroll.place, followLog);
      cancelGlides();
      const glide = reduced ? { stop: () => {}, places: new Map() } : glideCards(content, places);
      cancelGlides = glide.stop;
      places = glide.places;
    });
    if (ui.animate) cancelAnimation(); // an update ends the last one's highlights, even with nothing new to flash
    if (own.length && game) {
      const offset = t.log.length - t.events.length;
      const targets = own.map((e, i) => [...game.eventTargets(e), `[data-log-index="${offset + i}"]`]);
      cancelAnimation = animateEvents(root, targets, reduced);
    }
    ui.animate = false;
    recap.drawn();
    recordRedraw(cause, start, { game: t.game_id, kind: t.widget_kind });
  };
  /** An update arrived: draw it once its traits are all set (a microtask later). */
  const schedule = () => {
    arrived ??= performance.now();
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(redraw);
  };
  /** @type {Record<string, () => void>} */
  const listeners = {};
  for (const trait of TRAITS) {
    listeners[trait] = () => {
      // an error alone releases no click: a refused move's own `handled` follows it, and a hint
      // search failing in its thread says so while the move sent meanwhile is still in flight
      if (trait !== "error") answered();
      if (trait === "events") ui.animate = true;
      schedule();
    };
    model.on(`change:${trait}`, listeners[trait]);
  }
  const onCustom = (/** @type {any} */ msg) => {
    if (msg?.kind === "log") {
      log = receiveLog(log, model.get("log_state"), msg);
      keepLog();
      schedule();
      return;
    }
    if (msg?.kind !== "handled") {
      // the answer to a question the table asked (`ask`), for the decision it names
      if (typeof msg?.kind === "string") {
        ui.replies = { ...ui.replies, [msg.kind]: msg };
        schedule();
      }
      return;
    }
    // Python's answer to one message, which it names: an answer to a question (or to a message
    // of another view, or one already answered by an update) releases no click
    if (!unanswered.delete(msg.ref)) return;
    if (msg.ref === awaited) {
      answered(); // a refused message changes no trait: the clicked element takes clicks again
      schedule(); // and the prompt may read the last action sent
    } else if (!unanswered.size) thinking.stop();
  };
  model.on("msg:custom", onCustom);
  // keys pressed on the table are the table's: JupyterLab's command-mode shortcuts (arrows move
  // the selected cell, `b` inserts one, `d d` deletes one) must not see them
  const keepKeys = (/** @type {KeyboardEvent} */ event) => {
    ui.byKeyboard = true;
    event.stopPropagation();
  };
  root.addEventListener("keydown", keepKeys);
  const byPointer = () => {
    ui.byKeyboard = false;
  };
  root.addEventListener("pointerdown", byPointer, { capture: true });
  // a window made taller or shorter gives the table's growing parts another room (lib/fit_room.js)
  const refit = () => fitRooms(root);
  globalThis.addEventListener("resize", refit);
  const untrackMore = trackMore(root); // a growing part says which way it holds more, as it is scrolled
  const unrow = delegateRows(root); // arrow keys move the focus within a row of choices
  const undelegate = delegateChoices(root, {
    act: (action, el) => {
      /** @type {import("./lib/targets.js").Legal[]} */
      const legal = model.get("legal") ?? [];
      const target = legal.find((item) => item.action === action)?.target ?? null;
      if (submit({ kind: "act", action }, el)) ui.lastTarget = target;
    },
    message: (msg, el) => {
      if (submit(msg, el)) ui.lastTarget = null;
    },
    select: (key) => {
      ui.preview = null; // the viewer picks for themself
      ui.selected = ui.selected === key ? null : key;
      ui.focusFirst = ui.selected != null;
      redraw();
    },
    cancel: () => {
      if (ui.preview) {
        hidePreview();
        redraw();
        return;
      }
      if (ui.selected == null) return;
      // the focus goes back to the card put down (it was on a place lit for it): the keyboard
      // user goes on from where they were, and the redraw keeps it there
      /** @type {HTMLElement | null} */ (root.querySelector(`[data-select="${CSS.escape(ui.selected)}"]`))?.focus();
      ui.selected = null;
      redraw();
    },
  });
  const unpreview = delegatePreviews(root, {
    show: (action) => showPreview(action),
    hide: () => {
      hidePreview();
      redraw();
    },
  });
  // a rule id clicked in the log, the recap or an error opens the rules panel at that rule
  const unlinkRules = delegateRuleLinks(root, (rule) => {
    Object.assign(ui, { rule, revealRule: true });
    redraw();
  });
  redraw();
  return () => {
    for (const trait of TRAITS) model.off(`change:${trait}`, listeners[trait]);
    model.off("msg:custom", onCustom);
    root.removeEventListener("keydown", keepKeys);
    root.removeEventListener("pointerdown", byPointer, { capture: true });
    globalThis.removeEventListener("resize", refit);
    untrackMore();
    undelegate();
    unpreview();
    unrow();
    unlinkRules();
    cancelAnimation();
    recap.destroy();
    whyNot.destroy();
    if (frame != null) cancelAnimationFrame(frame);
    logScroll.stop();
    cancelGlides();
    thinking.stop();
    draw([], content); // Preact lets go of the view
    root.remove();
  };
}

export default { render };
