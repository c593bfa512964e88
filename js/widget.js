// The anywidget entry: one view for every widget kind ("table", "replay", "tutorial") and game.
// Python is the source of truth (see js/CONTRACT.md): this draws the synced traits and sends
// intents back; the only local state is what the viewer is in the middle of (a picked card,
// open piles, focus). Preact draws the view (see lib/dom.js): an update patches the DOM in place.
import { animateEvents } from "./lib/animate.js";
import { delegateChoices, markSent } from "./lib/choice.js";
import { tableControls } from "./lib/controls.js";
import { draw, h } from "./lib/dom.js";
import { handoffScreen } from "./lib/handoff.js";
import { hintAnswer, hintButton } from "./lib/hint_panel.js";
import { legalList } from "./lib/legal_list.js";
import { chosenSeats, levelPicker, settlePicks } from "./lib/levels.js";
import { capture, restore } from "./lib/keep.js";
import { logPanel } from "./lib/log.js";
import { cardPlaces, glideCards } from "./lib/motion.js";
import { logToSave, receiveLog, restoredLog, syncLog } from "./lib/log_sync.js";
import { promptBar } from "./lib/prompt_bar.js";
import { Recap } from "./lib/recap.js";
import { replayControls } from "./lib/replay_controls.js";
import { delegateRows } from "./lib/rows.js";
import { delegateRuleLinks, linkRules, revealRule, ruleIndex, rulesPanel } from "./lib/rules_panel.js";
import { scoreSheet } from "./lib/score.js";
import { scoreSheetPanel } from "./lib/score_sheet.js";
import { seatName, statusLine, thinkingLine } from "./lib/seats.js";
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
  "levels",
];

/**
 * @typedef {import("./games/index.js").GameRenderer} GameRenderer
 * @typedef {{get(key: string): any, set(key: string, value: any): void, on(name: string, cb: Function): void,
 *   off(name: string, cb: Function): void, send(msg: object): void}} Model
 * @typedef {{widget_kind: string, game_id: string, catalog: any, seat: number | null, view: any,
 *   legal: import("./lib/targets.js").Legal[], unavailable: import("./lib/why_not.js").Unavailable[],
 *   log: any[], events: any[], status: any, seats: any[], error: string,
 *   tutor: any, replay: any, levels: import("./lib/levels.js").Level[]}} Traits
 * @typedef {{selected: string | null, lastTarget: import("./lib/targets.js").Target | null, open: Map<string, boolean>,
 *   focusFirst: boolean, landing: import("./lib/keep.js").Landing, byKeyboard: boolean, animate: boolean,
 *   waiting: boolean, rule: string | null, revealRule: boolean, replies: Record<string, any>,
 *   ask: (msg: object) => void, levels: Map<number, string>, pick: (seat: number, name: string) => void}} Ui
 *   rule: the rule a rule link opened the rules panel at (revealRule: scroll to it after the redraw);
 *   landing: where the focus goes once Python answers what was sent; byKeyboard: the last input
 *   was a key (the page may scroll to the focus), not a pointer; replies: Python's last answer of
 *   each kind to a question the table asked (`ask`: a message that changes nothing, such as
 *   `why` or `hint`, sent at once, even while a move is being sent); levels: the level picked for
 *   a bot seat, until New game sends it (`pick` picks one)
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
  };
}

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
 * @returns {import("./lib/dom.js").Child[]}
 */
function build(t, game, ui, send, recap) {
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
  // clicks while the viewer decides (it stays, so that the prompt keeps its place), and its
  // answer under it; not where the game draws its own
  const lesson = t.widget_kind === "tutorial";
  const deciding = phase === "play" && t.legal.length > 0;
  const hintAsk = !handoff && t.widget_kind !== "replay" && !game?.drawsHints ? hintButton(lesson, !deciding) : null;
  const hints = hintAsk && deciding ? hintAnswer(input.replies.hint, lesson) : null;
  const bar = promptBar(prompt, t.error, phase === "play" && t.legal.length > 0, (text) => linkRules(text, rules));
  const replay = t.widget_kind === "replay" ? replayControls(t.replay, send) : null;
  const sheet = over && game ? scoreSheetPanel(scoreSheet(t.view.outcome, t.catalog.score_sheet), name, rules) : null;
  const recent = !handoff && t.view ? recap.strip() : null;
  const thinking = thinkingLine(t.status, t.seats, viewer);
  const parts = !handoff && t.view && game ? game.table(input) : null;
  // One screen: on a wide cell the other seats are a compact band across the top, and under it
  // two columns: on the left the strip telling the other seats' last moves and, under it, the
  // board or middle where they happened; on the right the viewer's column: the lesson, the
  // prompt with the decisions beside it (and feedback under it), then the viewer's own area,
  // where most choices are. On a narrow cell (table.css) the columns stack.
  const table = parts
    ? h("section", { class: `vw-table ${parts.className}`, "data-testid": "vw-table", "aria-label": "Table" }, [
        parts.others,
        h("div", { class: "vw-stage" }, [recent, parts.middle]),
        h("div", { class: "vw-mine" }, [
          tutor,
          h("div", { class: "vw-prompt-row" }, [bar, parts.bar, hintAsk]),
          hints,
          replay,
          sheet,
          parts.own,
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
        text: t.widget_kind === "replay" ? "Replay" : lessonPaused ? "Lesson" : statusLine(t.status, t.seats, viewer),
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
    ...(table ? [table] : [tutor, bar, hintAsk, hints, replay, sheet, recent]),
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
    ask: (msg) => model.send({ ...msg, decision: model.get("status")?.decision ?? null }),
    levels: new Map(),
    pick: (seat, name) => {
      ui.levels.set(seat, name);
      redraw();
    },
  };
  const recap = new Recap(root, () => redraw());
  // a dimmed card, space or threat says which rule forbids it now, next to it
  const whyNot = new WhyNot(root, (text) => linkRules(text, ruleIndex(model.get("catalog")?.reference)));
  let mounted = false;
  /** the prompt the live region last spoke */
  let spokenPrompt = /** @type {string | null} */ (null);
  // every message names the decision it answers (CONTRACT.md): Python refuses one for a decision that has passed
  const send = (/** @type {object} */ msg) => {
    model.send({ ...msg, decision: model.get("status")?.decision ?? null });
    thinking.start();
  };
  let unmark = () => {};
  /** After a click, nothing more is sent until Python answers (an update, or its `handled` message). */
  const submit = (/** @type {object} */ msg, /** @type {Element} */ el) => {
    if (ui.waiting) return false;
    ui.waiting = true;
    root.dataset.waiting = "true";
    unmark = markSent(el);
    // after Undo or New game the next thing to do is a choice again; after another message the
    // focus stays on the element sent, while it still takes a choice
    const kind = /** @type {{kind?: string}} */ (msg).kind;
    ui.landing = kind === "undo" || kind === "new_game" ? "next" : "settle";
    send(msg);
    return true;
  };
  const answered = () => {
    ui.waiting = false;
    delete root.dataset.waiting;
    unmark();
    unmark = () => {};
    thinking.stop();
  };
  let cancelAnimation = () => {};
  let cancelGlides = () => {};
  let scheduled = false;
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

  const redraw = () => {
    scheduled = false;
    stepLog();
    const t = readTraits(model, log.events);
    settlePicks(t.seats, ui.levels);
    const game = GAMES[t.game_id];
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
    const places = reduced ? null : cardPlaces(content);
    draw(build(t, game, ui, send, recap), content);
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
    restore(root, kept, ui.open, {
      followLog: t.widget_kind === "replay",
      focusFirst: ui.focusFirst,
      landing,
      byKeyboard: ui.byKeyboard,
    });
    ui.focusFirst = false;
    if (!ui.waiting) ui.landing = "keep";
    if (ui.revealRule && ui.rule) revealRule(root, ui.rule);
    ui.revealRule = false;

    cancelGlides();
    cancelGlides = places ? glideCards(content, places) : () => {};
    if (ui.animate) cancelAnimation(); // an update ends the last one's highlights, even with nothing new to flash
    if (own.length && game) {
      const offset = t.log.length - t.events.length;
      const targets = own.map((e, i) => [...game.eventTargets(e), `[data-log-index="${offset + i}"]`]);
      cancelAnimation = animateEvents(root, targets, reduced);
    }
    ui.animate = false;
    recap.drawn();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(redraw);
  };
  /** @type {Record<string, () => void>} */
  const listeners = {};
  for (const trait of TRAITS) {
    listeners[trait] = () => {
      answered();
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
    const clicked = ui.waiting;
    answered(); // a refused message changes no trait: the clicked element takes clicks again
    if (clicked) schedule(); // and the prompt may read the last action sent
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
      ui.selected = ui.selected === key ? null : key;
      ui.focusFirst = ui.selected != null;
      redraw();
    },
    cancel: () => {
      if (ui.selected == null) return;
      ui.selected = null;
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
    undelegate();
    unrow();
    unlinkRules();
    cancelAnimation();
    recap.destroy();
    whyNot.destroy();
    cancelGlides();
    thinking.stop();
    draw([], content); // Preact lets go of the view
    root.remove();
  };
}

export default { render };
