// Built from js/ by `npm run build` (esbuild); do not edit by hand.

// js/lib/schedule.js
var ANIMATION_BUDGET_MS = 300;
var MAX_GAP_MS = 120;
function highlightSchedule(count, { reducedMotion = false, budget = ANIMATION_BUDGET_MS } = {}) {
  if (count <= 0 || reducedMotion) return [];
  const gap = count > 1 ? Math.min(MAX_GAP_MS, budget / (count - 1)) : 0;
  return Array.from({ length: count }, (_, i) => Math.round(i * gap));
}

// js/lib/animate.js
function animateEvents(root, targets, reducedMotion) {
  const starts = highlightSchedule(targets.length, { reducedMotion });
  const timers = [];
  starts.forEach((start, i) => {
    const selectors = targets[i];
    timers.push(
      setTimeout(() => {
        for (const el of found(root, selectors)) {
          el.classList.remove("vw-flash");
          void /** @type {HTMLElement} */
          el.offsetWidth;
          el.classList.add("vw-flash");
          el.addEventListener("animationend", () => el.classList.remove("vw-flash"), { once: true });
        }
      }, start)
    );
  });
  return () => timers.forEach(clearTimeout);
}
function animateStep(root, step, { duration, reducedMotion }) {
  const colour = getComputedStyle(root).getPropertyValue("--vw-flash").trim() || "#f57c00";
  const animations = found(root, step.targets).map((el) => el.animate(pulse(el, colour, reducedMotion), duration));
  const ghost = reducedMotion || !step.motion ? null : fly(root, step.motion, duration);
  return () => {
    for (const animation of animations) animation.cancel();
    ghost?.();
  };
}
function found(root, selectors) {
  return [...new Set(selectors.flatMap((s) => [...root.querySelectorAll(s)]))];
}
function pulse(el, colour, still) {
  if (el instanceof SVGElement) {
    const glow = `drop-shadow(0 0 1.5px ${colour}) drop-shadow(0 0 1.5px ${colour})`;
    const none = "drop-shadow(0 0 0 transparent) drop-shadow(0 0 0 transparent)";
    if (still) return [{ filter: glow }, { filter: glow }];
    return [{ filter: glow }, { filter: glow, offset: 0.6 }, { filter: none }];
  }
  const ring = `0 0 0 4px ${colour}`;
  if (still) return [{ boxShadow: ring }, { boxShadow: ring }].map((k) => ({ ...k, composite: "add" }));
  return [
    { boxShadow: `0 0 0 0 ${colour}`, transform: "translateY(0)" },
    { boxShadow: ring, transform: "translateY(-3px)", offset: 0.3 },
    { boxShadow: `0 0 0 2px transparent`, transform: "translateY(0)" }
  ].map((k) => ({ ...k, composite: "add" }));
}
function fly(root, motion, duration) {
  const from = root.querySelector(motion.from);
  const to = root.querySelector(motion.to);
  if (!from || !to || from === to) return null;
  const base = root.getBoundingClientRect();
  const a = from.getBoundingClientRect();
  const b = to.getBoundingClientRect();
  if (!a.width || !b.width) return null;
  const { ghost, size } = ghostOf(to, motion.piece ? root.querySelector(motion.piece) : null);
  const [w, hgt] = size ?? [b.width, b.height];
  const centre = (r) => [r.left + r.width / 2 - base.left, r.top + r.height / 2 - base.top];
  const [ax, ay] = centre(a);
  const [bx, by] = centre(b);
  Object.assign(ghost.style, {
    position: "absolute",
    left: `${bx - w / 2}px`,
    top: `${by - hgt / 2}px`,
    width: `${w}px`,
    height: `${hgt}px`,
    margin: "0"
  });
  root.append(ghost);
  const flight = ghost.animate(
    [
      { transform: `translate(${ax - bx}px, ${ay - by}px) scale(0.8)`, opacity: 0.9 },
      { transform: "translate(0, 0) scale(1)", opacity: 1, offset: 0.85 },
      { transform: "translate(0, 0) scale(1)", opacity: 0 }
    ],
    { duration, easing: "ease-in-out" }
  );
  const arrives = to.hasAttribute("data-card") ? to.animate([{ opacity: 0 }, { opacity: 0, offset: 0.8 }, { opacity: 1 }], duration) : null;
  const done = () => {
    flight.cancel();
    arrives?.cancel();
    ghost.remove();
  };
  flight.onfinish = done;
  return done;
}
function ghostOf(to, piece) {
  let ghost;
  let size = null;
  if (to instanceof HTMLElement && to.hasAttribute("data-card")) {
    ghost = /** @type {HTMLElement} */
    to.cloneNode(true);
    for (const el of [ghost, ...ghost.querySelectorAll("*")]) {
      for (const name of el.getAttributeNames()) {
        if (/^(data-|aria-|id$|role$|tabindex$|title$)/.test(name)) el.removeAttribute(name);
      }
    }
    ghost.classList.remove("vw-choice", "vw-selected", "vw-sent");
  } else {
    ghost = document.createElement("div");
    const disc = piece ?? (to instanceof SVGElement ? to : null);
    size = disc ? [14, 14] : [26, 36];
    ghost.classList.add(disc ? "vw-ghost-disc" : "vw-ghost-card");
    const shape = disc?.querySelector("path, circle") ?? disc;
    if (shape) ghost.style.background = getComputedStyle(shape).fill;
  }
  ghost.classList.add("vw-ghost");
  ghost.setAttribute("aria-hidden", "true");
  return { ghost, size };
}

// js/lib/choice.js
var CHOICE_SELECTOR = "[data-action], [data-legal], [data-select], [data-msg]";
function asAction(el, action, label) {
  el.dataset.action = action;
  return focusable(el, label);
}
function asSelector(el, key, label, pressed) {
  el.dataset.select = key;
  el.setAttribute("aria-pressed", String(pressed));
  el.classList.toggle("vw-selected", pressed);
  return focusable(el, label);
}
function focusable(el, label) {
  el.classList.add("vw-choice");
  el.setAttribute("role", "button");
  el.setAttribute("tabindex", "0");
  el.setAttribute("aria-label", label);
  if (!el.hasAttribute("title")) el.setAttribute("title", label);
  return el;
}
function intentOf(el) {
  const data = (
    /** @type {HTMLElement} */
    el.dataset
  );
  if (data.action !== void 0) return { type: "action", value: data.action };
  if (data.legal !== void 0) return { type: "action", value: data.legal };
  if (data.select !== void 0) return { type: "select", value: data.select };
  if (data.msg !== void 0) return { type: "msg", value: data.msg };
  return null;
}
function focusKey(el) {
  const intent = el && intentOf(el);
  return intent ? `${intent.type}:${intent.value}:${/** @type {HTMLElement} */
  el.dataset.testid ?? ""}` : null;
}
function delegateChoices(root, handlers) {
  const fire = (target) => {
    const intent = intentOf(target);
    if (!intent || target.getAttribute("aria-disabled") === "true") return;
    if (intent.type === "action") handlers.act(intent.value, target);
    else if (intent.type === "select") handlers.select(intent.value);
    else handlers.message(JSON.parse(intent.value), target);
  };
  const onClick = (event) => {
    const target = (
      /** @type {Element} */
      event.target.closest(CHOICE_SELECTOR)
    );
    if (target && root.contains(target)) fire(target);
  };
  const onKey = (event) => {
    if (event.key === "Escape") {
      handlers.cancel();
      return;
    }
    if (event.key !== "Enter" && event.key !== " ") return;
    const target = (
      /** @type {Element} */
      event.target
    );
    if (target.tagName === "BUTTON" || !target.matches(CHOICE_SELECTOR)) return;
    event.preventDefault();
    fire(target);
  };
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKey);
  };
}
function restoreFocus(root, key) {
  const choices = [...root.querySelectorAll(CHOICE_SELECTOR)];
  const target = choices.find((el) => focusKey(el) === key) ?? choices.find((el) => el.matches("[data-action], [data-select]"));
  target?.focus();
}
function markSent(el) {
  el.setAttribute("aria-disabled", "true");
  el.classList.add("vw-sent");
}

// js/lib/dom.js
function h(tag, attrs = {}, children = []) {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}
function svg(tag, attrs = {}, children = []) {
  const el = document.createElementNS("http://www.w3.org/2000/svg", tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}
function setAttrs(el, attrs) {
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === void 0 || value === false) continue;
    if (key === "text") el.textContent = String(value);
    else el.setAttribute(key, value === true ? "" : String(value));
  }
}
function append(el, children) {
  for (const child of children) {
    if (child === null || child === void 0 || child === false) continue;
    el.append(child);
  }
}

// js/lib/controls.js
function msgButton(label, msg, testid, { disabled = false, title, primary = false } = {}) {
  return h("button", {
    type: "button",
    class: primary ? "vw-button vw-primary" : "vw-button",
    "data-msg": JSON.stringify(msg),
    "data-testid": testid,
    disabled,
    title,
    text: label
  });
}
function tableControls(status) {
  return h("div", { class: "vw-controls" }, [
    msgButton("Undo", { kind: "undo" }, "vw-undo", {
      disabled: !status?.can_undo,
      title: "Back to your previous decision"
    }),
    msgButton("New game", { kind: "new_game" }, "vw-new-game", { title: "Start again with a new seed" })
  ]);
}

// js/lib/handoff.js
function handoffScreen(name) {
  return h("section", { class: "vw-handoff", "data-testid": "vw-handoff", "aria-label": "Hand-off" }, [
    h("p", { class: "vw-handoff-title", text: `Pass the screen to ${name}.` }),
    h("p", { text: "Everyone else, look away: the next screen shows that player's hand." }),
    msgButton(`I am ${name.replace(/ \(you\)$/, "")}: show my hand`, { kind: "handoff" }, "vw-handoff-confirm", {
      primary: true
    })
  ]);
}

// js/lib/legal_list.js
function legalList(legal) {
  if (!legal.length) return null;
  return h("nav", { class: "vw-legal-list", "aria-label": "Your options", "data-testid": "vw-legal" }, [
    h("h3", { class: "vw-heading", text: "Your options" }),
    h(
      "ul",
      {},
      legal.map(
        ({ action, text }, i) => h("li", {}, [
          h("button", {
            type: "button",
            class: "vw-button vw-option",
            "data-legal": action,
            "data-testid": `vw-legal-${i}`,
            title: action,
            text
          })
        ])
      )
    )
  ]);
}

// js/lib/rules_panel.js
var INDEXES = /* @__PURE__ */ new WeakMap();
function ruleIndex(reference) {
  if (!reference) return /* @__PURE__ */ new Map();
  let index = INDEXES.get(reference);
  if (!index) {
    index = new Map((reference.groups ?? []).flatMap((group) => group.rules.map((rule) => [rule.id, rule])));
    INDEXES.set(reference, index);
  }
  return index;
}
function ruleTitle(index, rule) {
  const entry2 = index.get(rule);
  return entry2 ? `${entry2.section} (${rule})` : rule;
}
function ruleLink(index, rule, { compact = false } = {}) {
  const entry2 = index.get(rule);
  if (!entry2) return h("span", { class: "vw-rule", text: rule });
  return h("button", {
    type: "button",
    class: "vw-rule vw-rule-link",
    "data-rule": rule,
    title: compact ? entry2.section : `${ruleTitle(index, rule)}: ${entry2.summary}`,
    "aria-label": compact ? null : `Rule ${rule}, ${entry2.section}: open it in the rules reference`,
    tabindex: compact ? -1 : null,
    text: rule
  });
}
function findRules(text, rules) {
  const ids = [...rules].sort((a, b) => b.length - a.length);
  if (!ids.length) return [];
  const escaped = ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  const pattern = new RegExp(`(?<![\\w.])(${escaped})(?![\\w]|\\.\\w)`, "g");
  const found2 = [];
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    const named = text[start - 1] === "(" || text.slice(Math.max(0, start - 5), start) === "rule ";
    if (match[1].includes(".") || named) found2.push({ start, rule: match[1] });
  }
  return found2;
}
function linkRules(text, index) {
  const parts = [];
  let at = 0;
  for (const { start, rule } of findRules(text, index.keys())) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(ruleLink(index, rule));
    at = start + rule.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
function rulesPanel(reference, { current = null } = {}) {
  if (!reference?.groups?.length) return null;
  const entry2 = (rule) => h(
    "li",
    {
      class: rule.id === current ? "vw-rule-entry vw-current" : "vw-rule-entry",
      "data-rule-anchor": rule.id,
      tabindex: -1,
      "aria-current": rule.id === current ? "true" : null
    },
    [
      h("div", { class: "vw-rule-head" }, [
        h("code", { class: "vw-rule", text: rule.id }),
        " ",
        h("span", { class: "vw-rule-section", text: rule.section })
      ]),
      h("p", { class: "vw-rule-summary", text: rule.summary })
    ]
  );
  const terms = reference.terms ?? [];
  return h("details", { class: "vw-rules-panel", "data-keep-open": "rules", "data-testid": "vw-rules" }, [
    h("summary", { class: "vw-heading", text: "Rules reference" }),
    h("div", { class: "vw-rules-body", role: "region", "aria-label": "Rules reference", tabindex: 0 }, [
      terms.length ? h("section", { class: "vw-rules-group", "data-testid": "vw-terms" }, [
        h("h4", { class: "vw-rules-title", text: "Terms" }),
        h(
          "dl",
          { class: "vw-terms" },
          terms.flatMap((t) => [h("dt", { text: t.term }), h("dd", { text: t.text })])
        )
      ]) : null,
      ...reference.groups.map(
        (group) => h("section", { class: "vw-rules-group" }, [
          h("h4", { class: "vw-rules-title", text: group.title }),
          h("ul", { class: "vw-rule-list" }, group.rules.map(entry2))
        ])
      )
    ])
  ]);
}
function delegateRuleLinks(root, open) {
  const onClick = (event) => {
    const link = (
      /** @type {Element} */
      event.target.closest("[data-rule]")
    );
    if (link && root.contains(link)) open(
      /** @type {HTMLElement} */
      link.dataset.rule ?? ""
    );
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}
function revealRule(root, rule) {
  const anchor = [...root.querySelectorAll("[data-rule-anchor]")].find(
    (el) => (
      /** @type {HTMLElement} */
      el.dataset.ruleAnchor === rule
    )
  );
  if (!(anchor instanceof HTMLElement)) return;
  anchor.scrollIntoView({ block: "nearest" });
  anchor.focus({ preventScroll: true });
}

// js/lib/log.js
function logPanel(log, { rules, current = null }) {
  const lines = log.map(
    (event, i) => h(
      "li",
      {
        class: i === current ? "vw-log-line vw-current" : "vw-log-line",
        "data-log-index": i,
        "aria-current": i === current ? "step" : null
      },
      [
        ruleLink(rules, event.rule, { compact: true }),
        " ",
        h("span", { class: "vw-log-text", text: event.text })
      ]
    )
  );
  return h("details", { class: "vw-log-panel", open: true, "data-keep-open": "log" }, [
    h("summary", { class: "vw-heading", text: `Log (${log.length})` }),
    h("ol", { class: "vw-log", "aria-label": "Game log", "data-testid": "vw-log" }, lines)
  ]);
}
function scrollLog(panel) {
  const list = panel.querySelector(".vw-log");
  if (!list) return;
  const current = list.querySelector(".vw-current");
  if (current) list.scrollTop = /** @type {HTMLElement} */
  current.offsetTop - list.clientHeight / 2;
  else list.scrollTop = list.scrollHeight;
}

// js/lib/keep.js
function capture(root, open) {
  for (const d of root.querySelectorAll("details[data-keep-open]")) {
    open.set(
      /** @type {HTMLElement} */
      d.dataset.keepOpen ?? "",
      /** @type {HTMLDetailsElement} */
      d.open
    );
  }
  const log = root.querySelector(".vw-log");
  return {
    focus: root.contains(document.activeElement) ? focusKey(document.activeElement) : null,
    logPinned: !log || log.scrollTop + log.clientHeight >= log.scrollHeight - 4,
    logTop: log?.scrollTop ?? 0
  };
}
function restore(root, kept, open, { followLog, focusFirst }) {
  for (const d of root.querySelectorAll("details[data-keep-open]")) {
    const wasOpen = open.get(
      /** @type {HTMLElement} */
      d.dataset.keepOpen ?? ""
    );
    if (wasOpen !== void 0) d.open = wasOpen;
  }
  const panel = (
    /** @type {HTMLElement | null} */
    root.querySelector(".vw-log-panel")
  );
  const log = root.querySelector(".vw-log");
  if (panel && (kept.logPinned || followLog)) scrollLog(panel);
  else if (log) log.scrollTop = kept.logTop;
  const first = focusFirst ? (
    /** @type {HTMLElement | null} */
    root.querySelector("[data-focus-first]")
  ) : null;
  if (first) first.focus();
  else if (kept.focus) restoreFocus(root, kept.focus);
}

// js/lib/prompt_bar.js
function promptBar(prompt, error, yourMove, linkRules2 = (text) => [text]) {
  return h("div", { class: "vw-prompt-bar" }, [
    h("p", {
      class: yourMove ? "vw-prompt vw-your-move" : "vw-prompt",
      "data-testid": "vw-prompt",
      text: prompt
    }),
    error ? h("p", { class: "vw-error", role: "alert", "data-testid": "vw-error" }, linkRules2(error)) : null
  ]);
}

// js/lib/seats.js
var KIND_NAMES = { human: "human", random: "random bot", greedy: "greedy bot", ismcts: "IS-MCTS bot" };
function seatName(seats, seat, viewer = null) {
  const info = (seats ?? []).find((s) => s.seat === seat);
  const label = (info ? info.label || KIND_NAMES[info.kind] || info.kind : "").replace(/\s*\(you\)/, "").trim();
  const number = `Seat ${seat}`;
  const name = !label || label === number ? number : label.startsWith(`${number} `) ? label : `${number} · ${label}`;
  return seat === viewer ? `${name} (you)` : name;
}
function statusLine(status, seats, viewer) {
  if (!status) return "";
  const who = (seat) => seat === null || seat === void 0 ? "nobody" : seatName(seats, seat, viewer);
  switch (status.phase) {
    case "over":
      return "The game is over.";
    case "handoff":
      return `Hand the screen to ${who(status.handoff_to)}.`;
    case "play":
      return status.to_move === viewer ? "Your decision." : `${who(status.to_move)} to decide.`;
    default:
      return `Waiting for ${who(status.to_move)}.`;
  }
}
function otherSeats(players, viewer) {
  if (viewer === null || viewer === void 0) return Array.from({ length: players }, (_, i) => i);
  return Array.from({ length: players - 1 }, (_, i) => (viewer + 1 + i) % players);
}

// js/lib/recap.js
var SPEEDS = (
  /** @type {const} */
  { slow: 1100, normal: 550, fast: 250 }
);
var QUIET = 0.6;
var MAX_STEPS = 50;
var LEAD_MS = 120;
function recapStart(events, viewer) {
  if (viewer === null || viewer === void 0) return 0;
  const hasSeat = (e) => e.seat !== void 0 && e.seat !== null;
  let start = events.findIndex((e) => hasSeat(e) && e.seat !== viewer);
  if (start < 0) return events.length;
  while (start > 0 && !hasSeat(events[start - 1])) start -= 1;
  return start;
}
function recapRange(events, logLength, viewer) {
  const update = logLength - events.length;
  const from = Math.max(update + recapStart(events, viewer), logLength - MAX_STEPS);
  return from < logLength ? { from, to: logLength, update } : null;
}
function stepDuration(speed, quiet) {
  const full = SPEEDS[speed] ?? SPEEDS.normal;
  return Math.round(quiet ? full * QUIET : full);
}
var RecapPlayer = class {
  /**
   * @param {{onStep: (animate: boolean) => void, clock?: Clock}} options
   *   onStep: the line changed (`animate`: it is a step of the telling, not a jump by Skip)
   */
  constructor({ onStep, clock = { set: (f, ms) => setTimeout(f, ms), clear: (id) => clearTimeout(id) } }) {
    this.onStep = onStep;
    this.clock = clock;
    this.range = null;
    this.quiet = [];
    this.step = -1;
    this.playing = false;
    this.speed = "normal";
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
  /** Start telling a loaded recap (after a short lead, see LEAD_MS); nothing if it has started. */
  start() {
    if (this.playing && this.step < 0 && this.timer === null) this.wait(LEAD_MS);
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
    if (this.timer !== null) this.clock.clear(this.timer);
    this.timer = null;
  }
  /** @param {number} ms */
  wait(ms) {
    this.timer = this.clock.set(() => this.advance(), ms);
  }
};
function recapStrip(player, { log, seats, viewer, rules }) {
  const { range, step, playing, speed } = player;
  const index = range && step >= 0 ? range.from + step : null;
  const event = index === null ? null : log[index];
  const idle = !range ? "Moves by the other players are told here, one at a time." : "";
  const line = event ? [
    h("span", { class: "vw-recap-count", "aria-hidden": "true", text: `${step + 1}/${player.count}` }),
    event.seat !== void 0 && event.seat !== null ? h("span", { class: "vw-recap-who", text: seatName(seats, event.seat, viewer) }) : null,
    h("span", { class: "vw-recap-text", "data-testid": "vw-recap-text", text: event.text }),
    ruleLink(rules, event.rule)
  ] : [h("span", { class: "vw-recap-idle", text: idle })];
  return h(
    "section",
    {
      class: "vw-recap",
      "aria-label": "What just happened",
      "data-testid": "vw-recap",
      "data-step": step,
      "data-steps": player.count,
      "data-playing": String(playing),
      "data-event": index ?? ""
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
          text: "Skip"
        }),
        h("button", {
          type: "button",
          class: "vw-button",
          "data-recap": "replay",
          "data-testid": "vw-recap-replay",
          "aria-disabled": String(!range),
          title: "Tell these moves again",
          text: "Replay"
        }),
        h("label", { class: "vw-recap-speed" }, [
          "Speed ",
          h(
            "select",
            { "data-recap": "speed", "data-testid": "vw-recap-speed" },
            Object.keys(SPEEDS).map((s) => h("option", { value: s, selected: s === speed, text: s }))
          )
        ])
      ])
    ]
  );
}
function paintStrip(strip, fresh) {
  for (const name of fresh.getAttributeNames()) strip.setAttribute(name, fresh.getAttribute(name) ?? "");
  const line = (el) => el.querySelector(".vw-recap-line");
  line(strip)?.replaceChildren(...line(fresh)?.childNodes ?? []);
  for (const button of fresh.querySelectorAll("button[data-recap]")) {
    const key = (
      /** @type {HTMLElement} */
      button.dataset.recap
    );
    const state = button.getAttribute("aria-disabled") ?? "false";
    strip.querySelector(`button[data-recap="${key}"]`)?.setAttribute("aria-disabled", state);
  }
}
var textsOf = (events) => events.map((e) => e.text).join("\n");
var Recap = class {
  /** @param {HTMLElement} root  the view's root: the strip is found in it, the animations run in it */
  constructor(root) {
    this.root = root;
    this.player = new RecapPlayer({ onStep: (animate) => this.show(animate) });
    this.ctx = { log: [], seats: [], viewer: null, rules: /* @__PURE__ */ new Map(), game: void 0, view: null };
    this.before = null;
    this.enabled = false;
    this.toldTexts = "";
    this.pending = null;
    this.stopAnimation = () => {
    };
    this.onClick = (event) => {
      const button = (
        /** @type {Element} */
        event.target.closest("button[data-recap]")
      );
      if (!button || !root.contains(button) || button.getAttribute("aria-disabled") === "true") return;
      if (
        /** @type {HTMLElement} */
        button.dataset.recap === "skip"
      ) this.player.skip();
      else this.player.replay();
    };
    this.onChange = (event) => {
      const target = (
        /** @type {HTMLSelectElement} */
        event.target
      );
      if (target.matches?.('select[data-recap="speed"]')) this.player.setSpeed(
        /** @type {Speed} */
        target.value
      );
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
    this.enabled = t.widget_kind === "table" && game !== void 0;
    const range = this.player.range;
    if (!this.enabled || !game) {
      this.player.clear();
      return events.length;
    }
    if (range && textsOf(log.slice(range.from, range.to)) !== this.toldTexts) this.player.clear();
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
    this.before = own ? before : pending?.before;
    const quiet = log.slice(next.from, next.to).map((e) => game.eventTargets(e).length === 0);
    this.player.load(next, quiet);
    this.toldTexts = textsOf(log.slice(next.from, next.to));
    return own ? own.from - own.update : events.length;
  }
  /** @returns {HTMLElement | null} the strip, for a table view */
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
    this.stopAnimation = () => {
    };
    const strip = this.root.querySelector('[data-testid="vw-recap"]');
    const fresh = this.strip();
    if (strip && fresh) paintStrip(strip, fresh);
    const { range, step } = this.player;
    const game = this.ctx.game;
    if (!animate || !range || !game || step < 0) return;
    const index = range.from + step;
    const event = this.ctx.log[index];
    const motion = game.eventMotion?.(event, { earlier: this.ctx.log.slice(range.update, index), before: this.before });
    const reducedMotion = Boolean(globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches);
    this.stopAnimation = animateStep(
      this.root,
      { targets: [...game.eventTargets(event), `[data-log-index="${index}"]`], motion: motion ?? null },
      { duration: stepDuration(this.player.speed, this.player.quiet[step] ?? false), reducedMotion }
    );
  }
  /** Stop everything (the view is closed). */
  destroy() {
    this.player.halt();
    this.stopAnimation();
    this.root.removeEventListener("click", this.onClick);
    this.root.removeEventListener("change", this.onChange);
  }
};

// js/lib/replay.js
function replayPosition(replay) {
  const count = Math.max(0, replay?.count ?? 0);
  const last = Math.max(0, count - 1);
  const index = Math.min(Math.max(0, replay?.index ?? 0), last);
  const actions = replay?.actions === void 0 ? "" : ` · action ${replay.action ?? 0} of ${replay.actions}`;
  return {
    index,
    last,
    canPrev: index > 0,
    canNext: index < last,
    label: count ? `Event ${index + 1} of ${count}${actions}` : "No events"
  };
}

// js/lib/replay_controls.js
function replayControls(replay, send) {
  const pos = replayPosition(replay);
  const slider = (
    /** @type {HTMLInputElement} */
    h("input", {
      type: "range",
      min: 0,
      max: pos.last,
      value: pos.index,
      class: "vw-slider",
      "aria-label": "Event",
      "aria-valuetext": pos.label,
      "data-testid": "vw-replay-slider"
    })
  );
  slider.addEventListener("change", () => send({ kind: "seek", index: Number(slider.value) }));
  return h("div", { class: "vw-replay", role: "group", "aria-label": "Replay" }, [
    msgButton("◀ Previous", { kind: "seek", index: pos.index - 1 }, "vw-replay-prev", { disabled: !pos.canPrev }),
    slider,
    msgButton("Next ▶", { kind: "seek", index: pos.index + 1 }, "vw-replay-next", { disabled: !pos.canNext }),
    h("span", { class: "vw-replay-position", "data-testid": "vw-replay-position", text: pos.label }),
    msgButton("Play from here", { kind: "play_from_here" }, "vw-replay-play", { primary: true })
  ]);
}

// js/lib/score.js
function scoreSheet(outcome, spec) {
  const scores = outcome.scores ?? [];
  const seats = scores.map((_, i) => i);
  const seen = new Set(scores.flatMap((s) => Object.keys(s)));
  const extra = [...seen].filter((k) => k !== "total" && !spec.categories.includes(k)).sort();
  const keys = [...spec.categories.filter((k) => seen.has(k)), ...extra];
  const rows = keys.map((key) => ({
    key,
    label: spec.labels[key] ?? key.replace(/_/g, " "),
    values: scores.map((s) => s[key] ?? 0),
    total: false
  }));
  if (outcome.cards)
    rows.push({ key: "cards", label: spec.cardsLabel ?? "Cards", values: [...outcome.cards], total: false });
  rows.push({
    key: "total",
    label: spec.labels.total ?? "Total",
    values: scores.map((s) => s.total ?? 0),
    total: true
  });
  return {
    seats,
    rows,
    winners: [...outcome.winners ?? []],
    noWinner: spec.noWinner ?? "Nobody wins: the tied players are disqualified.",
    reasoning: (outcome.reasoning ?? []).map(({ rule, text }) => ({ rule, text }))
  };
}

// js/lib/score_sheet.js
function scoreSheetPanel(sheet, seatName2) {
  const winner = (seat) => sheet.winners.includes(seat);
  const head = h("tr", {}, [
    h("th", { scope: "col", text: "Category" }),
    ...sheet.seats.map(
      (seat) => h("th", { scope: "col", class: winner(seat) ? "vw-winner" : null, "data-seat": seat }, [
        seatName2(seat),
        winner(seat) ? h("span", { class: "vw-badge", text: "winner" }) : null
      ])
    )
  ]);
  const rows = sheet.rows.map(
    (row2) => h("tr", { class: row2.total ? "vw-total" : null, "data-category": row2.key }, [
      h("th", { scope: "row", text: row2.label }),
      ...row2.values.map((value, seat) => h("td", { class: winner(seat) ? "vw-winner" : null, text: value }))
    ])
  );
  const names = sheet.winners.map(seatName2).join(", ");
  const verdict = sheet.winners.length > 1 ? `Winners (shared victory): ${names}.` : sheet.winners.length ? `Winner: ${names}.` : sheet.noWinner;
  return h("section", { class: "vw-score-sheet", "data-testid": "vw-score-sheet", "aria-label": "Score sheet" }, [
    h("h3", { class: "vw-heading", text: "Score sheet" }),
    h("div", { class: "vw-scroll-x" }, [
      h("table", { class: "vw-score-table" }, [h("thead", {}, [head]), h("tbody", {}, rows)])
    ]),
    h("p", { class: "vw-verdict", "data-testid": "vw-verdict", text: verdict }),
    h(
      "ol",
      { class: "vw-reasoning", "data-testid": "vw-reasoning", "aria-label": "How the winner was decided" },
      sheet.reasoning.map(({ rule, text }) => h("li", {}, [h("span", { class: "vw-rule", text: rule }), " ", text]))
    )
  ]);
}

// js/lib/markdown.js
var INLINE = /(\*\*[^*]+\*\*|`[^`]+`|\*[^*\s][^*]*\*|_[^_\s][^_]*_)/;
function parseInline(text) {
  const out = [];
  for (const part of text.split(INLINE)) {
    if (!part) continue;
    if (part.startsWith("**") && part.endsWith("**") && part.length > 4)
      out.push({ type: "strong", text: part.slice(2, -2) });
    else if (part.startsWith("`") && part.endsWith("`") && part.length > 2)
      out.push({ type: "code", text: part.slice(1, -1) });
    else if (/^([*_]).+\1$/.test(part)) out.push({ type: "em", text: part.slice(1, -1) });
    else out.push({ type: "text", text: part });
  }
  return out;
}
function parseMarkdown(source) {
  const blocks = [];
  let paragraph = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: "p", inlines: parseInline(paragraph.join(" ")) });
    paragraph = [];
  };
  for (const raw of String(source ?? "").split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = /^([-*]|\d+[.)])\s+(.*)$/.exec(line);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ type: "h", level: heading[1].length, inlines: parseInline(heading[2]) });
    } else if (item) {
      flush();
      const type = /^\d/.test(item[1]) ? "ol" : "ul";
      const last = blocks[blocks.length - 1];
      if (last && last.type === type) last.items.push(parseInline(item[2]));
      else blocks.push({ type, items: [parseInline(item[2])] });
    } else {
      const last = blocks[blocks.length - 1];
      const continuesItem = paragraph.length === 0 && last && (last.type === "ul" || last.type === "ol") && raw.startsWith(" ");
      if (continuesItem) last.items[last.items.length - 1].push({ type: "text", text: " " }, ...parseInline(line));
      else paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

// js/lib/markdown_dom.js
var INLINE_TAG = { text: null, strong: "strong", em: "em", code: "code" };
function inlineNodes(inlines) {
  return inlines.map((run) => {
    const tag = INLINE_TAG[run.type];
    return tag ? h(tag, { text: run.text }) : run.text;
  });
}
function renderMarkdown(source) {
  const nodes = parseMarkdown(source).map((block) => {
    if (block.type === "p") return h("p", {}, inlineNodes(block.inlines));
    if (block.type === "h") return h(`h${Math.min(block.level + 2, 6)}`, {}, inlineNodes(block.inlines));
    return h(
      block.type,
      {},
      block.items.map((item) => h("li", {}, inlineNodes(item)))
    );
  });
  return h("div", { class: "vw-markdown" }, nodes);
}

// js/lib/tutor_panel.js
function points(seat) {
  if (seat.total === null) return "?";
  return seat.exact ? String(seat.total) : `at least ${seat.total}`;
}
function scoresTable(scores) {
  const parts = scores.seats[0]?.parts.map((part) => part.label) ?? [];
  const unseen = scores.seats.some((seat) => seat.unseen);
  const head = h("tr", {}, [
    h("th", { scope: "col", text: "Seat" }),
    h("th", { scope: "col", text: "Points" }),
    ...parts.map((label) => h("th", { scope: "col", text: label })),
    unseen ? h("th", { scope: "col", text: "Not counted" }) : null
  ]);
  const rows = scores.seats.map(
    (seat) => h("tr", { "data-seat": seat.seat }, [
      h("th", { scope: "row", text: seat.label }),
      h("td", { class: "vw-total", "data-testid": `vw-tutor-score-${seat.seat}`, text: points(seat) }),
      ...seat.parts.map((part) => h("td", { text: seat.total === null ? "?" : String(part.value) })),
      unseen ? h("td", { text: seat.unseen || "—" }) : null
    ])
  );
  return h("section", { class: "vw-tutor-scores", "data-testid": "vw-tutor-scores", "aria-label": scores.title }, [
    h("h4", { class: "vw-heading", text: scores.title }),
    h("div", { class: "vw-scroll-x" }, [
      h("table", { class: "vw-score-table" }, [h("thead", {}, [head]), h("tbody", {}, rows)])
    ]),
    h("p", { class: "vw-note", text: scores.note })
  ]);
}
function forward(tutor) {
  if (tutor.kind !== "done") {
    return msgButton("Next", { kind: "next" }, "vw-tutor-next", { disabled: !tutor.can_next, primary: true });
  }
  const following = tutor.next_lesson;
  if (!following) return null;
  return msgButton(`Next lesson: ${following.title}`, { kind: "next_lesson" }, "vw-tutor-next-lesson", {
    primary: true,
    title: `Open the lesson “${following.title}” in this widget`
  });
}
function tutorPanel(tutor) {
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
      "aria-label": "Lesson"
    },
    [
      h("header", { class: "vw-tutor-head" }, [
        h("h3", { class: "vw-heading", text: tutor.title }),
        h("span", {
          class: "vw-tutor-step",
          "data-testid": "vw-tutor-step",
          text: `Step ${tutor.step} of ${tutor.steps}`
        })
      ]),
      h("div", { class: "vw-tutor-text", "data-testid": "vw-tutor-text" }, [renderMarkdown(tutor.text)]),
      question ? h("div", { class: "vw-question", role: "group", "aria-label": question.prompt }, [
        h("p", { class: "vw-question-prompt", text: question.prompt }),
        ...question.options.map(
          (option, i) => msgButton(option, { kind: "answer", option: i }, `vw-tutor-option-${i}`)
        )
      ]) : null,
      feedback ? h("p", {
        class: feedback.ok ? "vw-feedback vw-ok" : "vw-feedback vw-wrong",
        role: "status",
        "data-testid": "vw-tutor-feedback",
        "data-ok": String(feedback.ok),
        text: `${feedback.ok ? "✓" : "✗"} ${feedback.text}`
      }) : null,
      tutor.scores?.seats?.length ? scoresTable(tutor.scores) : null,
      h("div", { class: "vw-controls" }, [
        msgButton("Restart", { kind: "restart" }, "vw-tutor-restart"),
        msgButton("Back", { kind: "back" }, "vw-tutor-back", {
          disabled: !tutor.can_back,
          title: "Back to the step before, as it was"
        }),
        forward(tutor)
      ])
    ]
  );
}

// js/games/venturesome/events.js
var zone = (zone3, seat) => seat === void 0 ? `[data-zone="${zone3}"]` : `[data-zone="${zone3}"][data-seat="${seat}"]`;
var expeditionCard = (seat, code2) => `${zone("expedition", seat)} [data-card="${code2}"]`;
var TARGETS = {
  play: (e) => [expeditionCard(e.seat, e.card)],
  return_to_hand: (e) => [zone("hand", e.seat)],
  swap_hands: (e) => [zone("hand", e.seat), zone("hand", e.target)],
  give: (e) => [zone("hand", e.seat), zone("hand", e.target)],
  give_back: (e) => [zone("hand", e.seat), zone("hand", e.target)],
  draw: (e) => [zone("deck"), zone("hand", e.seat)],
  bottom: (e) => [zone("hand", e.seat), zone("deck")],
  swap_expedition_cards: (e) => [expeditionCard(e.seat, e.taken), expeditionCard(e.target, e.given)],
  intimidate: () => [zone("intimidation")],
  intimidation_down: () => [zone("intimidation")],
  threat: (e) => [`[data-threat="${e.threat}"]`],
  discard: () => [zone("discard")],
  cannot_play: () => [zone("discard")],
  leave_round: (e) => [zone("treasure", e.seat)],
  reveal_threats: () => [zone("threats")],
  deal: () => [zone("deck")],
  reshuffle: () => [zone("deck")],
  reshuffle_threats: () => [zone("threat-deck")]
};
function eventTargets(event) {
  const targets = TARGETS[event.type];
  if (targets) return targets(event);
  return event.seat === void 0 ? [] : [`[data-seat-area="${event.seat}"]`];
}
var MOTIONS = {
  play: (e) => ({ from: zone("hand", e.seat), to: expeditionCard(e.seat, e.card) }),
  return_to_hand: (e) => ({ from: zone("expedition", e.seat), to: zone("hand", e.seat) }),
  give: (e) => ({ from: zone("hand", e.seat), to: zone("hand", e.target) }),
  give_back: (e) => ({ from: zone("hand", e.seat), to: zone("hand", e.target) }),
  draw: (e) => ({ from: zone("deck"), to: zone("hand", e.seat) }),
  bottom: (e) => ({ from: zone("hand", e.seat), to: zone("deck") }),
  swap_expedition_cards: (e) => ({ from: zone("expedition", e.target), to: expeditionCard(e.seat, e.taken) }),
  leave_round: (e) => ({ from: zone("expedition", e.seat), to: zone("treasure", e.seat) }),
  discard: (e) => ({ from: zone("expedition", e.seat), to: zone("discard") }),
  cannot_play: (e) => ({ from: zone("hand", e.seat), to: zone("discard") })
};
function eventMotion(event) {
  return MOTIONS[event.type]?.(event) ?? null;
}

// js/games/venturesome/notation.js
var PATTERNS = [
  [/^play (\S+)$/, (m) => ({ zone: "hand", code: m[1] })],
  [/^play (\S+) (left|right)$/, (m) => ({ zone: "end", code: m[1], side: (
    /** @type {"left" | "right"} */
    m[2]
  ) })],
  [/^threat (\S+)$/, (m) => ({ zone: "threat", id: m[1] })],
  [/^bridge (\d+)-(\d+)$/, (m) => Number(m[2]) === Number(m[1]) + 1 ? { zone: "pair", first: Number(m[1]) } : null],
  [
    /^(?:return|give) (\S+)@(\d+)$/,
    (m, viewer) => viewer === null ? null : { zone: "expedition", seat: viewer, pos: Number(m[2]), code: m[1] }
  ],
  [/^take (\d+):(\S+)@(\d+)$/, (m) => ({ zone: "expedition", seat: Number(m[1]), pos: Number(m[3]), code: m[2] })],
  [/^(?:swap-hands|trade-with) (\d+)$/, (m) => ({ zone: "seat", seat: Number(m[1]) })],
  [/^(?:give|bottom|give-back) (\S+)$/, (m) => ({ zone: "hand", code: m[1] })],
  [/^intimidate (\S+)$/, (m) => ({ zone: "intimidation", character: m[1] })]
];
function targetOf(action, viewer) {
  for (const [pattern, build2] of PATTERNS) {
    const m = pattern.exec(action);
    if (m) return build2(m, viewer);
  }
  return null;
}
function targetKey(t) {
  switch (t.zone) {
    case "hand":
      return `hand:${t.code}`;
    case "end":
      return `end:${t.code}:${t.side}`;
    case "expedition":
      return `expedition:${t.seat}:${t.pos}`;
    case "threat":
      return `threat:${t.id}`;
    case "pair":
      return `pair:${t.first}`;
    case "seat":
      return `seat:${t.seat}`;
    case "intimidation":
      return `intimidation:${t.character}`;
  }
}
function indexActions(legal, viewer) {
  const index = { byKey: /* @__PURE__ */ new Map(), selectors: /* @__PURE__ */ new Map(), unmapped: [] };
  for (const item of legal) {
    const target = targetOf(item.action, viewer);
    const key = target && targetKey(target);
    if (!target || !key || index.byKey.has(key)) {
      index.unmapped.push(item);
      continue;
    }
    index.byKey.set(key, item);
    if (target.zone === "end") index.selectors.set(target.code, [...index.selectors.get(target.code) ?? [], item]);
  }
  return index;
}

// js/games/venturesome/catalog.js
function character(catalog, id) {
  const found2 = catalog?.characters?.find((c) => c.id === id);
  return found2 ?? { id, name: titleCase(id), colour: "", text: "", rule: "" };
}
function threat(catalog, id) {
  return catalog?.threats?.find((t) => t.id === id) ?? { id, name: titleCase(id), text: "", rule: "" };
}
function cardInfo(catalog, code2) {
  const [charId, symbol] = code2.split(".");
  const ch = character(catalog, charId);
  const symbolName = catalog?.symbols?.find((s) => s.id === symbol)?.name ?? titleCase(symbol ?? "");
  return {
    code: code2,
    character: charId,
    symbol,
    name: ch.name,
    symbolName,
    colour: ch.colour,
    effect: ch.text,
    label: `${ch.name} (${symbolName})`
  };
}
function cardName(catalog, code2) {
  return cardInfo(catalog, code2).label;
}
function titleCase(id) {
  return id.toLowerCase().split("_").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");
}

// js/games/venturesome/prompt.js
var SENTENCES = {
  "own_card_not_played effects.guide": "Guide: choose a card of your expedition (not the Guide) to take back into your hand.",
  "own_card_not_played effects.aviator": "Aviator: choose one of your cards, then a player's card to swap it with.",
  "other_player effects.adventurer": "Adventurer: choose a player to swap your whole hand with.",
  "other_player effects.collector": "Collector: choose a player, then a card of your hand to give them; they give you a different card back.",
  intimidation_card: "Artifact Hunter: choose the character nobody may play from hand until the round ends.",
  adjacent_pair: "Rope Bridge: choose two neighbouring cards of your expedition to lose."
};
function lastOf(log, seat, types) {
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i].seat === seat && types.includes(log[i].type)) return log[i];
  }
  return void 0;
}
function promptSentence({ view, legal, log, seats, catalog, selected, lastAction = null }) {
  if (!view) return "";
  const viewer = view.seat ?? null;
  if (view.is_over) {
    const winners = view.outcome?.winners ?? [];
    const names = winners.map((s) => seatName(seats, s, viewer)).join(" and ");
    if (!winners.length) return "The game is over: nobody wins.";
    return `The game is over: ${names} ${winners.length === 1 ? "wins" : "win"}.`;
  }
  const decision = view.decision;
  if (!decision) return "";
  if (decision.owner !== viewer || !legal.length)
    return `${seatName(seats, decision.owner, viewer)} is deciding: ${decision.prompt}.`;
  return ownPrompt(view, decision, { log, catalog, selected, seats, lastAction });
}
function ownPrompt(view, decision, { log, catalog, selected, seats, lastAction }) {
  const viewer = view.seat;
  switch (decision.kind) {
    case "play": {
      if (selected)
        return `Play ${cardName(catalog, selected)}: choose the left or right end of your expedition (Escape picks another card).`;
      const empty = !view.seats[viewer].expedition.length;
      return empty ? "Your turn: play a card from your hand to start your expedition." : "Your turn: choose a card from your hand, then the end of your expedition where it goes.";
    }
    case "threat": {
      const stuck = lastOf(log, viewer, ["play", "cannot_play"])?.type === "cannot_play";
      const why = stuck ? "You could not play any card, so your hand was discarded" : "Your hand is empty";
      return `${why}: choose a threat to resolve; then your expedition goes onto your treasure pile.`;
    }
    case "other_expedition_card": {
      const given = /^give (\S+)@\d+$/.exec(lastAction ?? "");
      const step = given ? `you give ${cardName(catalog, given[1])}` : "you chose your card";
      return `Aviator: choose one of your cards, then a player's card: ${step}; now pick the card to take in its place.`;
    }
    case "hand_card": {
      if (decision.rule === "effects.collector") {
        const target = /^trade-with (\d+)$/.exec(lastAction ?? "");
        const who = target ? seatName(seats, Number(target[1]), viewer) : "the player";
        return `Collector: choose the card of your hand to give ${who}; they give you a different card back.`;
      }
      const drew = lastOf(log, viewer, ["draw"]);
      const what = drew?.card ? `you drew ${cardName(catalog, drew.card)}; now` : "now";
      return `Professor: ${what} put one card of your hand at the bottom of the deck.`;
    }
    case "hand_card_to_return": {
      const from = seatName(seats, view.turn, viewer);
      const got = decision.received ? `gave you ${cardName(catalog, decision.received)}` : "gave you a card";
      return `${from}'s Collector ${got}: give back a different card from your hand.`;
    }
    default:
      break;
  }
  return SENTENCES[`${decision.kind} ${decision.rule}`] ?? SENTENCES[decision.kind] ?? `${decision.prompt}.`;
}

// js/lib/piles.js
function pile(caption, count, zone3, note, back) {
  return h(
    "div",
    {
      class: "vw-zone vw-pile-zone",
      "data-zone": zone3,
      "data-testid": `vw-${zone3}`,
      "data-count": count,
      title: note || null
    },
    [
      h("span", { class: "vw-zone-label", text: `${caption} (${count})` }),
      h("div", { class: "vw-stack" }, [count ? back() : h("span", { class: "vw-empty", text: "empty" })])
    ]
  );
}
function browsable(caption, keep, attrs, cards, { top = null, open = false } = {}) {
  return h("details", { class: "vw-zone vw-browse", "data-keep-open": keep, open, ...attrs }, [
    h("summary", { class: "vw-zone-label" }, [caption, top ? h("span", { class: "vw-stack" }, [top]) : null]),
    h(
      "div",
      { class: "vw-row vw-small-row vw-pile-cards" },
      cards.length ? cards : [h("span", { class: "vw-empty", text: "empty" })]
    )
  ]);
}

// js/lib/words.js
function countOf(n, noun = "card") {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
function sentenceCase(id) {
  const words = String(id).replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// js/games/venturesome/symbols.js
var STROKE = { fill: "none", stroke: "currentColor", "stroke-linecap": "round", "stroke-linejoin": "round" };
function gem(cx, cy, s) {
  const r = (v) => Math.round(v * 100) / 100;
  const girdle = r(cy - s * 0.3);
  const top = r(cy - s * 0.9);
  return [
    {
      tag: "polygon",
      attrs: {
        points: `${r(cx - s)},${girdle} ${r(cx - s * 0.5)},${top} ${r(cx + s * 0.5)},${top} ${r(cx + s)},${girdle} ${cx},${r(cy + s)}`,
        fill: "currentColor"
      }
    },
    {
      tag: "path",
      attrs: {
        d: `M${r(cx - s)} ${girdle}H${r(cx + s)}M${r(cx - s * 0.45)} ${girdle}L${cx} ${r(cy + s)}L${r(cx + s * 0.45)} ${girdle}`,
        class: "vw-facet"
      }
    }
  ];
}
var SYMBOL_SHAPES = {
  MAP: [
    {
      tag: "polygon",
      attrs: {
        points: "2.5,6 8.5,3.5 15.5,6 21.5,3.5 21.5,18 15.5,20.5 8.5,18 2.5,20.5",
        ...STROKE,
        "stroke-width": 1.8
      }
    },
    { tag: "path", attrs: { d: "M8.5 3.5V18M15.5 6v14.5", ...STROKE, "stroke-width": 1.1 } },
    { tag: "path", attrs: { d: "M10.5 10l3 3M13.5 10l-3 3", ...STROKE, "stroke-width": 1.8 } }
  ],
  GEM1: gem(12, 12.5, 8.5),
  GEM2: [...gem(6.5, 13, 5.2), ...gem(17.5, 13, 5.2)],
  GEM3: [...gem(12, 7.2, 4.6), ...gem(6.3, 17, 4.6), ...gem(17.7, 17, 4.6)],
  ANKH: [
    { tag: "ellipse", attrs: { cx: 12, cy: 6.2, rx: 3.6, ry: 4.2, ...STROKE, "stroke-width": 2.4 } },
    { tag: "path", attrs: { d: "M5 12.4h14M12 10.6V22", ...STROKE, "stroke-width": 2.6 } }
  ],
  CHALICE: [
    { tag: "path", attrs: { d: "M5.5 3h13c0 6.2-2.8 9.6-6.5 9.6S5.5 9.2 5.5 3z", fill: "currentColor" } },
    { tag: "rect", attrs: { x: 11, y: 12, width: 2, height: 6.5, fill: "currentColor" } },
    { tag: "path", attrs: { d: "M7 21.8c0-2 2.2-3.4 5-3.4s5 1.4 5 3.4z", fill: "currentColor" } }
  ],
  RING: [
    { tag: "circle", attrs: { cx: 12, cy: 14.6, r: 6.2, ...STROKE, "stroke-width": 2.6 } },
    { tag: "polygon", attrs: { points: "12,1.8 15.3,5.1 12,8.4 8.7,5.1", fill: "currentColor" } }
  ],
  STATUETTE: [
    { tag: "circle", attrs: { cx: 12, cy: 4.6, r: 2.7, fill: "currentColor" } },
    { tag: "path", attrs: { d: "M7.6 8.4h8.8l-1.8 9.4H9.4z", fill: "currentColor" } },
    { tag: "rect", attrs: { x: 5.5, y: 18.6, width: 13, height: 3.6, rx: 0.8, fill: "currentColor" } }
  ]
};

// js/games/venturesome/text.js
var SCORE_SPEC = {
  categories: ["gems", "artifacts", "artifact_sets", "maps"],
  labels: {
    gems: "Gems (1, 2 or 3 per symbol)",
    artifacts: "Artifacts (1 each)",
    artifact_sets: "Sets of 3 identical artifacts (4 each)",
    maps: "Maps (1 per card of the map's colour)",
    total: "Total"
  },
  cardsLabel: "Treasure cards (fewer wins a tie)"
};
var REMINDERS = {
  GUIDE: "Take back an expedition card",
  REPORTER: "No effect",
  ADVENTURER: "Swap hands with a player",
  PROFESSOR: "Draw 1, then bottom a hand card",
  AVIATOR: "Swap a card with another expedition",
  ARTIFACT_HUNTER: "Turn up an intimidation card",
  COLLECTOR: "Give a card, get another back"
};
function effectReminder(character2) {
  return REMINDERS[character2] ?? "";
}

// js/games/venturesome/cards.js
function symbolIcon(symbol) {
  const shapes = SYMBOL_SHAPES[symbol] ?? [];
  return svg(
    "svg",
    { class: "vw-symbol", viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false", "data-symbol": symbol },
    shapes.map(({ tag, attrs }) => svg(tag, attrs))
  );
}
function characterCard(catalog, code2, { small = false, count = 1 } = {}) {
  const info = cardInfo(catalog, code2);
  const label = count > 1 ? `${info.label} ×${count}` : info.label;
  const reminder = small ? "" : effectReminder(info.character);
  return h(
    "div",
    {
      class: small ? "vw-card vw-small" : "vw-card",
      role: "img",
      "aria-label": label,
      title: info.effect ? `${label} — ${info.name}: ${info.effect}` : label,
      "data-card": code2,
      "data-character": info.character,
      "data-colour": info.colour,
      "data-symbol": info.symbol
    },
    [
      h("span", { class: "vw-name", "aria-hidden": "true", text: info.name }),
      h("span", { class: "vw-medal" }, [symbolIcon(info.symbol)]),
      h("span", { class: "vw-sym", "aria-hidden": "true", text: info.symbolName }),
      reminder ? h("span", { class: "vw-effect", "aria-hidden": "true", text: reminder }) : null,
      count > 1 ? h("span", { class: "vw-count", "aria-hidden": "true", text: `×${count}` }) : null
    ]
  );
}
function cardBack({ small = false } = {}) {
  return h("div", { class: small ? "vw-card vw-back vw-small" : "vw-card vw-back", "aria-hidden": "true" });
}
function threatCard(catalog, id, resolvedBy) {
  const t = threat(catalog, id);
  const label = resolvedBy ? `${t.name}, resolved by ${resolvedBy}` : `${t.name}: ${t.text}`;
  return h(
    "div",
    {
      class: resolvedBy ? "vw-threat vw-resolved" : "vw-threat",
      role: "img",
      "aria-label": label,
      title: `${t.name}: ${t.text}`,
      "data-threat": id
    },
    [
      h("strong", { class: "vw-threat-name", text: t.name }),
      resolvedBy ? h("span", { class: "vw-threat-by", text: `resolved by ${resolvedBy}` }) : h("span", { class: "vw-threat-text", text: t.text })
    ]
  );
}
function intimidationCard(catalog, characterId) {
  const ch = character(catalog, characterId);
  return h(
    "div",
    {
      class: "vw-intim",
      role: "img",
      "aria-label": `Intimidation: ${ch.name}`,
      title: `Intimidation card: nobody may play the ${ch.name} from hand`,
      "data-character": characterId,
      "data-colour": ch.colour
    },
    [h("span", { class: "vw-intim-name", text: ch.name })]
  );
}

// js/games/venturesome/layout.js
function groupHand(hand) {
  const counts = /* @__PURE__ */ new Map();
  let backs = 0;
  for (const code2 of hand) {
    if (code2 === null) backs += 1;
    else counts.set(code2, (counts.get(code2) ?? 0) + 1);
  }
  return { faces: [...counts].map(([code2, count]) => ({ code: code2, count })), backs };
}
function expeditionRow(expedition2, { ends = [], pairs = [] } = {}) {
  const row2 = [];
  if (ends.includes("left")) row2.push({ kind: "end", side: "left" });
  expedition2.forEach((code2, i) => {
    const pos = i + 1;
    row2.push({ kind: "card", code: code2, pos });
    if (pairs.includes(pos) && pos < expedition2.length) row2.push({ kind: "pair", first: pos });
  });
  if (ends.includes("right")) row2.push({ kind: "end", side: "right" });
  return row2;
}

// js/games/venturesome/table.js
function offer(ctx, el, key) {
  const legal = ctx.index.byKey.get(key);
  return legal ? asAction(el, legal.action, legal.text) : el;
}
function drawTable(ctx) {
  const { view } = ctx;
  const viewer = view.seat ?? null;
  const others = otherSeats(view.players, viewer).map((seat) => seatArea(ctx, view.seats[seat], false));
  return {
    className: "vw-vs-table",
    others: h("div", { class: "vw-others" }, others),
    middle: middle(ctx),
    bar: null,
    own: viewer === null ? null : seatArea(ctx, view.seats[viewer], true)
  };
}
function seatArea(ctx, s, own) {
  const { view } = ctx;
  const toMove = view.decision?.owner === s.seat;
  const name = seatName(ctx.seats, s.seat, view.seat);
  const nameEl = offer(ctx, h("span", { class: "vw-seat-name", text: name }), `seat:${s.seat}`);
  const chips = [
    toMove ? h("span", { class: "vw-chip vw-chip-move", text: "to move" }) : null,
    s.in_round || view.is_over ? null : h("span", { class: "vw-chip", text: "out of this round" }),
    s.resolved_threat ? h("span", { class: "vw-chip", text: `resolved ${threat(ctx.catalog, s.resolved_threat).name}` }) : null
  ];
  const parts = view.is_over ? [treasure(ctx, s)] : own ? [expedition(ctx, s, true), ownHand(ctx, s), treasure(ctx, s)] : [hiddenHand(ctx, s), expedition(ctx, s, false), treasure(ctx, s)];
  return h(
    "section",
    {
      class: `vw-seat${own ? " vw-own" : ""}${toMove ? " vw-active" : ""}${s.in_round ? "" : " vw-out"}`,
      "data-seat-area": s.seat,
      "data-testid": `vw-seat-${s.seat}`,
      "aria-label": name
    },
    [h("header", { class: "vw-seat-head" }, [nameEl, ...chips]), h("div", { class: "vw-seat-body" }, parts)]
  );
}
function expedition(ctx, s, own) {
  const ends = own && ctx.selected ? ctx.index.selectors.get(ctx.selected) ?? [] : [];
  const sides = ends.map((legal) => (
    /** @type {"left" | "right"} */
    legal.action.split(" ")[2]
  ));
  const pairs = own ? s.expedition.map((_, i) => i + 1).filter((pos) => ctx.index.byKey.has(`pair:${pos}`)) : [];
  const items = expeditionRow(s.expedition, { ends: sides, pairs }).map((item) => {
    if (item.kind === "card") {
      const card2 = characterCard(ctx.catalog, item.code, { small: !own });
      card2.dataset.pos = String(item.pos);
      return offer(ctx, card2, `expedition:${s.seat}:${item.pos}`);
    }
    if (item.kind === "pair") {
      const marker2 = h("div", { class: "vw-pair", text: `${item.first}–${item.first + 1}` });
      return offer(ctx, marker2, `pair:${item.first}`);
    }
    const marker = h(
      "div",
      { class: "vw-end", "data-side": item.side, "data-focus-first": item.side === "left" ? "" : null },
      [h("span", { text: item.side === "left" ? "◀ left end" : "right end ▶" })]
    );
    return offer(ctx, marker, `end:${ctx.selected}:${item.side}`);
  });
  const label = own ? "Your expedition" : `${seatName(ctx.seats, s.seat)}'s expedition`;
  return h("div", { class: "vw-zone" }, [
    h("span", { class: "vw-zone-label", text: `Expedition (${s.expedition.length})` }),
    h(
      "div",
      {
        class: own ? "vw-row vw-expedition" : "vw-row vw-expedition vw-small-row",
        role: "group",
        "aria-label": label,
        "data-zone": "expedition",
        "data-seat": s.seat,
        "data-testid": `vw-expedition-${s.seat}`,
        "data-count": s.expedition.length
      },
      items.length ? items : [h("span", { class: "vw-empty", text: "empty" })]
    )
  ]);
}
function ownHand(ctx, s) {
  const { faces } = groupHand(s.hand);
  const cards = faces.map(({ code: code2, count }) => {
    const card2 = characterCard(ctx.catalog, code2, { count });
    if (ctx.index.byKey.has(`hand:${code2}`)) return offer(ctx, card2, `hand:${code2}`);
    if (ctx.index.selectors.has(code2)) {
      return asSelector(
        card2,
        code2,
        `${cardName(ctx.catalog, code2)}: pick it, then an end of your expedition`,
        ctx.selected === code2
      );
    }
    return card2;
  });
  const zone3 = handZone(s, cards, `Your hand (${countOf(s.hand_count)})`);
  if (cards.some((card2) => card2.classList.contains("vw-choice")))
    zone3.querySelector(".vw-hand")?.classList.add("vw-deciding");
  return zone3;
}
function hiddenHand(ctx, s) {
  const { faces, backs } = groupHand(s.hand);
  const cards = [
    ...faces.map(({ code: code2, count }) => characterCard(ctx.catalog, code2, { small: true, count })),
    ...Array.from({ length: backs }, () => cardBack({ small: true }))
  ];
  return handZone(s, cards, `Hand (${countOf(s.hand_count)})`);
}
function handZone(s, cards, label) {
  return h("div", { class: "vw-zone" }, [
    h("span", { class: "vw-zone-label", text: label }),
    h(
      "div",
      {
        class: "vw-row vw-hand",
        role: "group",
        "aria-label": label,
        "data-zone": "hand",
        "data-seat": s.seat,
        "data-testid": `vw-hand-${s.seat}`,
        "data-count": s.hand_count
      },
      cards.length ? cards : [h("span", { class: "vw-empty", text: "no cards" })]
    )
  ]);
}
function treasure(ctx, s) {
  const visible = s.treasure.filter((c) => c !== null);
  const attrs = {
    "data-zone": "treasure",
    "data-seat": s.seat,
    "data-testid": `vw-treasure-${s.seat}`,
    "data-count": s.treasure_count
  };
  const caption = `Treasure (${countOf(s.treasure_count)})`;
  if (!s.treasure_count || visible.length < s.treasure_count) {
    return h("div", { class: "vw-zone vw-pile-zone", ...attrs }, [
      h("span", { class: "vw-zone-label", text: caption }),
      h("div", { class: "vw-stack" }, [
        s.treasure_count ? cardBack({ small: true }) : h("span", { class: "vw-empty", text: "none yet" })
      ])
    ]);
  }
  const cards = visible.map((code2) => characterCard(ctx.catalog, code2, { small: true }));
  return browsable(caption, `treasure-${s.seat}`, attrs, cards, { open: Boolean(ctx.view.is_over) });
}
function middle(ctx) {
  const { view, catalog } = ctx;
  const threats = view.threats.map((t) => {
    const by = t.resolved_by === null ? null : seatName(ctx.seats, t.resolved_by, view.seat);
    return offer(ctx, threatCard(catalog, t.id, by), `threat:${t.id}`);
  });
  const discard = view.discard.map((code2) => characterCard(catalog, code2, { small: true }));
  const top = view.discard.length ? characterCard(catalog, view.discard[view.discard.length - 1], { small: true }) : null;
  const threatDiscard = view.threat_discard.map((id) => threatCard(catalog, id, null));
  return h("section", { class: "vw-middle", "aria-label": "Middle of the table" }, [
    h(
      "div",
      {
        class: "vw-row vw-threats",
        role: "group",
        "aria-label": "Threats",
        "data-zone": "threats",
        "data-testid": "vw-threats"
      },
      threats
    ),
    h("div", { class: "vw-piles" }, [
      pile("Deck", view.deck.count, "deck", deckNote(ctx), smallBack),
      browsable(
        `Discard (${view.discard.length})`,
        "discard",
        { "data-zone": "discard", "data-testid": "vw-discard", "data-count": view.discard.length },
        discard,
        { top }
      ),
      pile("Threat deck", view.threat_deck, "threat-deck", "", smallBack),
      browsable(
        `Threat discard (${view.threat_discard.length})`,
        "threat-discard",
        { "data-zone": "threat-discard", "data-testid": "vw-threat-discard", "data-count": view.threat_discard.length },
        threatDiscard
      ),
      intimidation(ctx)
    ]),
    intimidationChoices(ctx)
  ]);
}
var smallBack = () => cardBack({ small: true });
function deckNote(ctx) {
  const known = ctx.view.deck.known ?? [];
  return known.map(
    (k) => `${cardName(ctx.catalog, k.card)} is card ${k.from_top + 1} from the top`
  ).join("; ");
}
function intimidation(ctx) {
  const up = ctx.view.intimidated;
  return h(
    "div",
    {
      class: "vw-zone vw-pile-zone",
      "data-zone": "intimidation",
      "data-testid": "vw-intimidation",
      "data-intimidated": up ?? ""
    },
    [
      h("span", { class: "vw-zone-label", text: up ? "Intimidated" : "Intimidation" }),
      h("div", { class: "vw-stack" }, [up ? intimidationCard(ctx.catalog, up) : cardBack({ small: true })])
    ]
  );
}
function intimidationChoices(ctx) {
  const cards = (ctx.catalog?.intimidation ?? []).filter(({ character: character2 }) => ctx.index.byKey.has(`intimidation:${character2}`)).map(({ character: character2 }) => offer(ctx, intimidationCard(ctx.catalog, character2), `intimidation:${character2}`));
  if (!cards.length) return null;
  return h(
    "div",
    {
      class: "vw-row vw-intim-choices",
      role: "group",
      "aria-label": "Intimidation cards",
      "data-testid": "vw-intimidation-choices"
    },
    [h("span", { class: "vw-zone-label", text: "Turn up:" }), ...cards]
  );
}

// js/games/venturesome/index.js
var venturesome = {
  title: "Venturesome",
  headline: (view) => view.is_over ? "Final scores" : `Round ${view.round} of 3`,
  table: ({ view, catalog, legal, seats, selected }) => drawTable({ view, catalog, seats, selected, index: indexActions(legal, view.seat ?? null) }),
  selectors: (legal, viewer) => [...indexActions(legal, viewer).selectors.keys()],
  prompt: promptSentence,
  eventTargets,
  eventMotion,
  score: SCORE_SPEC
};

// js/games/wild_venture/events.js
var zone2 = (zone3, seat) => seat === void 0 ? `[data-zone="${zone3}"]` : `[data-zone="${zone3}"][data-seat="${seat}"]`;
var code = (e) => e.card ?? e.code;
var card = (e, seat = e.seat) => {
  const c = code(e);
  if (!c) return [];
  return seat === void 0 ? [`[data-card="${c}"]`] : [`[data-seat-area="${seat}"] [data-card="${c}"]`];
};
var space = (e) => {
  const s = e.space ?? e.to;
  return s ? [`[data-space="${s}"]`] : [];
};
var TARGETS2 = {
  play: (e) => card(e),
  activate: (e) => card(e),
  free: (e) => card(e),
  enchant: (e) => [...card(e), zone2("enchantments", e.seat)],
  upgrade: (e) => card(e),
  supply: (e) => card(e),
  invest: (e) => [...card(e), zone2("coins", e.seat)],
  gain: (e) => [zone2("coins", e.seat)],
  draw: (e) => [zone2("deck"), zone2("hand", e.seat)],
  tuck: (e) => [zone2("tucked", e.seat)],
  trash: () => [zone2("trash")],
  trigger: (e) => [...card(e, e.owner), zone2("coins", e.seat)],
  relic: (e) => [...card(e), zone2("tucked", e.seat)],
  move: (e) => [`[data-pawn="${e.seat}"]`, ...space(e)],
  reward: (e) => space(e),
  token: (e) => [...space(e), zone2("enchantments", e.seat)],
  home: (e) => [`[data-pawn="${e.seat}"]`],
  return: (e) => [`[data-pawn="${e.seat}"]`],
  initiate: (e) => card(e),
  enchant_token: (e) => [zone2("enchantments", e.seat)],
  consider: () => [zone2("deck")],
  deck_empty: () => [zone2("deck")]
};
function eventTargets2(event) {
  const targets = TARGETS2[event.type];
  if (targets) return targets(event);
  return event.seat === void 0 || event.seat === null ? [] : [`[data-seat-area="${event.seat}"]`];
}
function spaceBefore(seat, { earlier, before }) {
  for (let i = earlier.length - 1; i >= 0; i--) {
    const e = earlier[i];
    if (e.seat !== seat) continue;
    if (e.type === "move" && e.space) return e.space;
    if (e.type === "home") return "home";
  }
  return before?.board?.adventurers?.find((a) => a.seat === seat)?.space ?? null;
}
var MOTIONS2 = {
  play: (e) => code(e) ? { from: zone2("hand", e.seat), to: card(e)[0] } : null,
  draw: (e) => ({ from: zone2("deck"), to: zone2("hand", e.seat) }),
  invest: (e) => code(e) ? { from: zone2("coins", e.seat), to: card(e)[0] } : null,
  trigger: (e) => code(e) ? { from: card(e, e.owner)[0], to: zone2("coins", e.seat) } : null,
  move: (e, ctx) => {
    const from = spaceBefore(e.seat, ctx);
    const to = e.space ? `[data-space="${e.space}"]` : null;
    return from && to ? { from: `[data-space="${from}"]`, to, piece: `[data-pawn="${e.seat}"]` } : null;
  },
  home: (e, ctx) => {
    const from = spaceBefore(e.seat, ctx);
    const piece = `[data-pawn="${e.seat}"]`;
    return from ? { from: `[data-space="${from}"]`, to: '[data-space="home"]', piece } : null;
  }
};
function eventMotion2(event, ctx) {
  return MOTIONS2[event.type]?.(event, ctx) ?? null;
}

// js/games/wild_venture/notation.js
var CARD_VERBS = /* @__PURE__ */ new Set([
  "play",
  "activate",
  "free",
  "enchant",
  "trash",
  "tuck",
  "draw",
  "top",
  "supply",
  "take",
  "initiate"
]);
function parseAction(action) {
  const text = String(action).trim();
  const space3 = text.indexOf(" ");
  return space3 < 0 ? { verb: text, arg: "" } : { verb: text.slice(0, space3), arg: text.slice(space3 + 1).trim() };
}
function placeActions(legal) {
  const place = { cards: /* @__PURE__ */ new Map(), spaces: /* @__PURE__ */ new Map(), buttons: [] };
  const upgradable = new Set(
    legal.map((l) => parseAction(l.action)).filter((p) => p.verb === "upgrade").map((p) => p.arg)
  );
  for (const item of legal) {
    const { verb, arg } = parseAction(item.action);
    if (verb === "move" && arg && !place.spaces.has(arg)) place.spaces.set(arg, item);
    else if (CARD_VERBS.has(verb) && arg && !arg.includes(" ") && !(verb === "activate" && upgradable.has(arg)))
      place.cards.set(arg, [...place.cards.get(arg) ?? [], item]);
    else place.buttons.push(item);
  }
  return place;
}
function menuCards(legal) {
  return [...placeActions(legal).cards].filter(([, items]) => items.length > 1).map(([code2]) => code2);
}

// js/games/wild_venture/catalog.js
var STARTERS = { nest: "crow", lilypad: "frog", warren: "rabbit" };
function entry(catalog, code2) {
  const cards = catalog?.cards ?? {};
  return cards[code2] ?? cards[code2.replace(/_\d+$/, "")] ?? null;
}
function textLines(text) {
  if (!text) return [];
  if (typeof text === "string") return [{ label: "", text }];
  const lines = [];
  const add = (label, value) => {
    if (typeof value === "string" && value.trim()) lines.push({ label, text: value.trim() });
  };
  if (text.free_action === true) lines.push({ label: "Free action", text: "" });
  else add("Free action", text.free_action);
  add("When", text.trigger);
  add("", text.effects);
  add("Adventure", text.modifier);
  add("Relic", text.relic);
  add(text.enchant_kind === "slot" ? "Enchanted" : "Enchant", text.enchant);
  return lines;
}
function upgradedLines(card2) {
  const text = typeof card2?.text === "object" && card2.text?.upgraded || card2?.upgraded_text;
  return text ? [{ label: "", text }] : [];
}
function cardInfo2(catalog, code2) {
  const card2 = entry(catalog, code2);
  const starter = (
    /** @type {Record<string, string>} */
    STARTERS[code2]
  );
  const text = card2?.text;
  return {
    code: code2,
    name: card2?.name ?? sentenceCase(code2.replace(/_\d+$/, "")),
    species: card2?.species ?? starter ?? "",
    kind: card2?.kind ?? (starter ? "starter" : ""),
    cost: Number(card2?.cost ?? 0),
    supply: Number(card2?.supply ?? 0),
    freeAction: typeof text === "object" && text !== null && Boolean(text.free_action),
    lines: textLines(text),
    upgradedLines: upgradedLines(card2),
    known: card2 !== null
  };
}
function cardName2(catalog, code2) {
  return cardInfo2(catalog, code2).name;
}
function plainText(lines) {
  return lines.map(({ label, text }) => label && text ? `${label}: ${text}` : label || text).join(" ");
}
function boardLayout(catalog, viewBoard) {
  const fixed = catalog?.boards?.[viewBoard?.id] ?? { spaces: [], edges: [] };
  const tokens = viewBoard?.tokens ?? {};
  const waiting = viewBoard?.enchantments ?? {};
  const spaces = (fixed.spaces ?? []).map((s) => {
    const token = tokens[s.id];
    return {
      ...s,
      reward: token ? token.reward : s.reward,
      label: token ? token.label : s.label,
      token: token ? { kind: token.kind } : null,
      enchantments: waiting[s.id] ?? []
    };
  });
  return {
    name: viewBoard?.name ?? fixed.name ?? "",
    spaces,
    edges: fixed.edges ?? [],
    adventurers: viewBoard?.adventurers ?? []
  };
}

// js/games/wild_venture/view.js
function arrangeSeats(seats, viewer) {
  const bottomSeat = viewer ?? 0;
  return {
    top: seats.filter((s) => s.seat !== bottomSeat),
    bottom: seats.find((s) => s.seat === bottomSeat),
    own: viewer !== null
  };
}
function decisionSeat(decision) {
  return decision ? decision.owner : null;
}
function knownDeck(deck2) {
  return (deck2?.known ?? []).map((k) => ({ card: k.card, fromTop: k.from_top })).sort((a, b) => a.fromTop - b.fromTop);
}

// js/games/wild_venture/prompt.js
var sentence = (text) => /[.!?:]$/.test(text) ? text : `${text}.`;
function promptSentence2({ view, legal, seats, catalog, selected }) {
  if (!view) return "";
  const viewer = view.seat ?? null;
  if (view.phase === "over" || view.outcome) {
    const winners = view.outcome?.winners ?? [];
    const names = winners.map((s) => seatName(seats, s, viewer)).join(" and ");
    if (!winners.length) return "The game is over.";
    return winners.length === 1 ? `The game is over: ${names} wins.` : `The game is over: ${names} share the victory.`;
  }
  const decision = view.decision;
  if (!decision) return "";
  const prompt = String(decision.prompt ?? "").trim();
  const owner = decisionSeat(decision);
  if (owner !== viewer || !legal.length)
    return sentence(`${seatName(seats, owner ?? 0, viewer)} is deciding${prompt ? `: ${prompt}` : ""}`);
  if (selected) return `${cardName2(catalog, selected)}: choose what to do with it (Escape goes back).`;
  return prompt ? sentence(prompt) : "Your decision.";
}
function headline(view) {
  if (!view) return "";
  if (view.phase === "over") return "Final scores";
  if (view.phase === "setup") return "Setup";
  const last = view.final_turns ? ` · deck empty: ${view.final_turns} turn${view.final_turns === 1 ? "" : "s"} left` : "";
  return `Turn ${view.turn ?? ""}${last}`;
}

// js/games/wild_venture/labels.js
var STARTER_OF = { crow: "Nest", frog: "Lilypad", rabbit: "Warren" };
var VERBS = {
  play: "Play",
  activate: "Activate",
  free: "Free action",
  enchant: "Enchant",
  trash: "Trash",
  tuck: "Tuck",
  draw: "Draw",
  top: "Put back on top",
  supply: "Add a supply",
  take: "Take",
  initiate: "Choose"
};
var CHEST = {
  tuck: "Chest: tuck from hand",
  supply: "Chest: add a supply",
  consider: "Chest: consider",
  activate: "Chest: activate a villager",
  search: "Chest: search the trash"
};
function verbLabel(action) {
  const { verb } = parseAction(action);
  return VERBS[verb] ?? sentenceCase(verb);
}
function buttonLabel(action, name) {
  const { verb, arg } = parseAction(action);
  switch (verb) {
    case "end":
      return "End turn";
    case "stop":
      return "Stop here";
    case "skip":
      return "Skip";
    case "chest":
      return CHEST[arg] ?? `Chest: ${arg}`;
    case "invest":
      return `Invest ${arg}`;
    case "trigger":
      return `Resolve ${name(arg)} next`;
    case "upgrade":
      return `Upgrade ${name(arg)}`;
    default:
      return arg ? `${VERBS[verb] ?? sentenceCase(verb)} ${name(arg)}` : sentenceCase(verb);
  }
}
function costLabel(cost) {
  if (!cost) return "";
  if (cost.kind === "pay") return `${cost.n} coin${cost.n === 1 ? "" : "s"}`;
  return `${cost.kind} ${cost.n}`;
}
function rewardGlyph(reward) {
  if (!reward) return { icon: "home", text: "" };
  const value = reward.value ?? "";
  switch (reward.kind) {
    case "gain":
      return { icon: "coin", text: String(value) };
    case "draw":
      return { icon: "card", text: String(value) };
    case "starter":
      return { icon: "starter", text: (STARTER_OF[String(value)] ?? String(value)).charAt(0).toUpperCase() };
    case "chest":
      return { icon: "chest", text: "" };
    case "enchant":
      return { icon: "enchant", text: "" };
    default:
      return { icon: "other", text: String(value) };
  }
}
function rewardText(reward) {
  if (!reward) return "Home";
  const value = reward.value ?? "";
  switch (reward.kind) {
    case "gain":
      return `Gain ${value}`;
    case "draw":
      return `Draw ${value}`;
    case "starter":
      return STARTER_OF[String(value)] ?? sentenceCase(String(value));
    case "chest":
      return `${sentenceCase(String(value))} chest`;
    case "enchant":
      return "Enchantment";
    default:
      return sentenceCase(`${reward.kind} ${value}`);
  }
}
function rewardShort(reward) {
  if (reward?.kind === "chest") return sentenceCase(String(reward.value ?? ""));
  if (reward?.kind === "starter") return STARTER_OF[String(reward.value)] ?? sentenceCase(String(reward.value ?? ""));
  return "";
}
function tokenLabel(token) {
  if (!token) return "";
  if (token.kind === "plus5") return "+5";
  if (token.kind === "gold_chest") return "Gold";
  return sentenceCase(token.kind);
}
var ENCHANTMENTS = {
  moon: { colour: "#5c6bc0", glyph: "moon" },
  sun: { colour: "#f9a825", glyph: "sun" },
  star: { colour: "#8e24aa", glyph: "star" }
};
var PALETTE = ["#00897b", "#d81b60", "#6d4c41", "#3949ab", "#7cb342", "#f4511e"];
function enchantStyle(type) {
  const known = ENCHANTMENTS[type];
  const letter = String(type).charAt(0).toUpperCase();
  if (known) return { ...known, letter };
  let hash = 0;
  for (const ch of String(type)) hash = hash * 31 + ch.charCodeAt(0) >>> 0;
  return { colour: PALETTE[hash % PALETTE.length], glyph: "letter", letter };
}
function suppliesText(n) {
  return `${n} ${n === 1 ? "supply" : "supplies"}`;
}

// js/games/wild_venture/icons.js
var FILL = { fill: "currentColor" };
var LINE = { fill: "none", stroke: "currentColor", "stroke-linecap": "round", "stroke-linejoin": "round" };
var KIND_ICONS = {
  villager: [
    { tag: "circle", attrs: { cx: 12, cy: 7, r: 4.2, ...FILL } },
    { tag: "path", attrs: { d: "M4 21c0-5 3.6-8 8-8s8 3 8 8z", ...FILL } }
  ],
  gear: [
    { tag: "circle", attrs: { cx: 12, cy: 12, r: 7.5, ...LINE, "stroke-width": 4.5, "stroke-dasharray": "3.1 2.8" } },
    { tag: "circle", attrs: { cx: 12, cy: 12, r: 5.6, ...LINE, "stroke-width": 2.4 } }
  ],
  building: [
    { tag: "polygon", attrs: { points: "12,2.5 22,11 19,11 19,21.5 5,21.5 5,11 2,11", ...FILL } },
    { tag: "rect", attrs: { x: 10, y: 14.5, width: 4, height: 7, fill: "var(--wv-card-bg, #fbf7ec)" } }
  ],
  starter: [
    { tag: "path", attrs: { d: "M12 22V11", ...LINE, "stroke-width": 2.2 } },
    { tag: "path", attrs: { d: "M12 12C12 6 8 3 3 3c0 5 3 9 9 9z", ...FILL } },
    { tag: "path", attrs: { d: "M12 15c0-5 3.5-8 9-8 0 5-3.5 8-9 8z", ...FILL } }
  ]
};
var ENCHANT_GLYPHS = {
  moon: [{ tag: "path", attrs: { d: "M15.5 3.5a8.5 8.5 0 1 0 5 14.2A7 7 0 0 1 15.5 3.5z", ...FILL } }],
  sun: [
    { tag: "circle", attrs: { cx: 12, cy: 12, r: 4.6, ...FILL } },
    {
      tag: "path",
      attrs: {
        d: "M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1",
        ...LINE,
        "stroke-width": 2
      }
    }
  ],
  star: [
    {
      tag: "polygon",
      attrs: { points: "12,2 14.9,8.6 22,9.3 16.6,14 18.2,21 12,17.3 5.8,21 7.4,14 2,9.3 9.1,8.6", ...FILL }
    }
  ]
};
var COIN = [
  { tag: "circle", attrs: { cx: 12, cy: 12, r: 10, fill: "#f2c14e", stroke: "#9a6b00", "stroke-width": 1.6 } },
  { tag: "circle", attrs: { cx: 12, cy: 12, r: 6.5, fill: "none", stroke: "#9a6b00", "stroke-width": 1 } }
];
var TRASH = [
  { tag: "path", attrs: { d: "M3.5 6.5h17M9 6.5V3.5h6v3M5.8 6.5 7.2 21h9.6l1.4-14.5", ...LINE, "stroke-width": 2.4 } },
  { tag: "path", attrs: { d: "M10 10.5v7M14 10.5v7", ...LINE, "stroke-width": 1.8 } }
];

// js/games/wild_venture/badges.js
var R = 3.5;
var NAME_SIZE = 2.2;
var NAME_LINE = 2.5;
var BOUNDS = { x: -2, y: -3, w: 104, h: 104 };
var BADGE_H = 3.5;
var COST_H = 4.2;
var COST_ICON = 3;
var DISC = 3.4;
var NAME_CHAR = 0.6 * NAME_SIZE;
function badgeWidth(text) {
  return text.length * 1.45 + 1.6;
}
function costWidth(n) {
  return 0.9 + COST_ICON + 0.4 + String(n).length * 1.6 + 1.1;
}
function nameLines(name) {
  const words = name.split(" ");
  if (words.length < 2) return [[name]];
  const splits = words.slice(1).map((_, i) => [words.slice(0, i + 1).join(" "), words.slice(i + 1).join(" ")]);
  const longer = (lines) => Math.max(...lines.map((l) => l.length));
  return [[name], splits.reduce((best, lines) => longer(lines) < longer(best) ? lines : best)];
}
function nameSize(lines) {
  return { w: Math.max(...lines.map((l) => l.length)) * NAME_CHAR, h: lines.length * NAME_LINE };
}
function discBox(s) {
  const r = s.end ? R + 1.1 : R + 0.3;
  return { x: s.x - r, y: s.y - r, w: 2 * r, h: 2 * r };
}
function overlap(a, b) {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h2 = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h2 > 0 ? w * h2 : 0;
}
var MARGIN = 0.3;
function clearance(box) {
  return { x: box.x - MARGIN, y: box.y - MARGIN, w: box.w + 2 * MARGIN, h: box.h + 2 * MARGIN };
}
function cover(box, t) {
  const area = overlap(box, t);
  if (!area || !t.round) return area;
  const x0 = Math.max(box.x, t.x);
  const y0 = Math.max(box.y, t.y);
  const w = Math.min(box.x + box.w, t.x + t.w) - x0;
  const h2 = Math.min(box.y + box.h, t.y + t.h) - y0;
  const [cx, cy, r] = [t.x + t.w / 2, t.y + t.h / 2, t.w / 2];
  let inside = 0;
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      if (Math.hypot(x0 + (i + 0.5) * w / 4 - cx, y0 + (j + 0.5) * h2 / 4 - cy) < r) inside++;
    }
  }
  return area * inside / 16;
}
function collision(box, taken) {
  const wide = clearance(box);
  const out = wide.w * wide.h - overlap(wide, BOUNDS);
  return taken.reduce((sum, t) => sum + cover(wide, t), 0) + 4 * out;
}
var ANGLES = [-55, -125, -90, 0, 180, -20, -160, 30, 150, 90];
for (let a = -180; a < 180; a += 15) if (!ANGLES.includes(a)) ANGLES.push(a);
function around(w, h2) {
  const spots = [];
  for (const gap of [0.5, 1.5, 2.8]) {
    for (const angle of ANGLES) {
      const c = Math.cos(angle * Math.PI / 180);
      const s = Math.sin(angle * Math.PI / 180);
      const d = R + gap + Math.abs(c) * (w / 2) + Math.abs(s) * (h2 / 2);
      spots.push({ dx: c * d - w / 2, dy: s * d - h2 / 2 });
    }
  }
  return spots;
}
function lineBoxes({ lines, box, anchor }) {
  return lines.map((line, i) => {
    const w = line.length * NAME_CHAR;
    const x = anchor === "start" ? box.x : anchor === "end" ? box.x + box.w - w : box.x + (box.w - w) / 2;
    return { x, y: box.y + i * NAME_LINE, w, h: NAME_LINE };
  });
}
function nameSpots(s, name) {
  const r = (s.end ? R + 1.1 : R + 0.3) + MARGIN;
  return nameLines(name).flatMap((lines) => {
    const { w, h: h2 } = nameSize(lines);
    const c = r * 0.75;
    const corners = [
      [-w / 2, r, "middle"],
      [-w / 2, -r - h2, "middle"],
      [r, -h2 / 2, "start"],
      [-r - w, -h2 / 2, "end"],
      [c, c, "start"],
      [-c - w, c, "end"],
      [c, -c - h2, "start"],
      [-c - w, -c - h2, "end"],
      [-w / 2 + w / 3, r, "middle"],
      [-w / 2 - w / 3, r, "middle"],
      [-w / 2 + w / 3, -r - h2, "middle"],
      [-w / 2 - w / 3, -r - h2, "middle"],
      [r, 0, "start"],
      [r, -h2, "start"],
      [-r - w, 0, "end"],
      [-r - w, -h2, "end"]
    ];
    return corners.map(([x, y, anchor]) => ({ lines, box: { x, y, w, h: h2 }, anchor }));
  });
}
function placeBadges(spaces, paths = []) {
  const at = new Map(spaces.map((s) => [s.id, s]));
  const fixed = spaces.map((s) => ({ ...discBox(s), round: true }));
  const costs = paths.map((p) => {
    const a = at.get(p.from) ?? { x: 0, y: 0 };
    const b = at.get(p.to) ?? { x: 0, y: 0 };
    const w = costWidth(p.n);
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const [nx, ny] = [-(b.y - a.y) / length, (b.x - a.x) / length];
    const side = Math.abs(nx) * w / 2 + Math.abs(ny) * COST_H / 2 + 0.6;
    const tries = [
      [0.5, 0],
      [0.42, 0],
      [0.58, 0],
      [0.35, 0],
      [0.65, 0],
      ...[side, side + 2.5, side + 4].flatMap(
        (off) => [0.5, 0.62, 0.38].flatMap((t) => [
          /** @type {[number, number]} */
          [t, off],
          /** @type {[number, number]} */
          [t, -off]
        ])
      )
    ];
    let best = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    let bestCost = Infinity;
    tries.forEach(([t, off], i) => {
      const x = a.x + (b.x - a.x) * t + nx * off;
      const y = a.y + (b.y - a.y) * t + ny * off;
      const cost = collision({ x: x - w / 2, y: y - COST_H / 2, w, h: COST_H }, fixed) + (off ? 1 : 0) + i * 0.01;
      if (cost < bestCost) [best, bestCost] = [{ x, y }, cost];
    });
    fixed.push({ x: best.x - w / 2, y: best.y - COST_H / 2, w, h: COST_H });
    return best;
  });
  const beside = (w, h2) => around(w, h2).map((o) => {
    const box = { x: o.dx, y: o.dy, w, h: h2 };
    return { box, parts: [box], value: o };
  });
  const badge = (s, kind, w, h2) => ({ space: s, kind, spots: beside(w, h2), touch: true, near: 2, wide: 0 });
  const items = [
    ...spaces.flatMap((s) => [
      ...s.token ? [badge(s, "token", badgeWidth(s.token), BADGE_H)] : [],
      ...s.enchantments ? [badge(s, "discs", s.enchantments * DISC, DISC)] : []
    ]),
    ...spaces.filter((s) => s.name).map((s) => ({
      space: s,
      kind: (
        /** @type {const} */
        "name"
      ),
      spots: nameSpots(s, s.name).map((spot) => ({ box: spot.box, parts: lineBoxes(spot), value: spot })),
      touch: false,
      near: 1,
      wide: 0.04
    }))
  ];
  const placed = /* @__PURE__ */ new Map();
  const onBoard = (item, b) => ({
    ...b,
    x: item.space.x + b.x,
    y: item.space.y + b.y
  });
  const place = (item) => {
    const s = item.space;
    const own = { ...discBox(s), round: true };
    const others = spaces.filter((o) => o !== s);
    const taken = [
      ...fixed,
      ...[...placed].filter(([other]) => other !== item).flatMap(([other, p]) => p.parts.map((b) => onBoard(other, b)))
    ];
    let best = item.spots[0];
    let bestCost = Infinity;
    item.spots.forEach((spot, i) => {
      const box = onBoard(item, spot.box);
      const cx = box.x + box.w / 2;
      const cy = box.y + box.h / 2;
      const mine = Math.hypot(cx - s.x, cy - s.y);
      const nearest = Math.min(Infinity, ...others.map((o) => Math.hypot(cx - o.x, cy - o.y)));
      const hits = spot.parts.reduce((sum, part) => {
        const b = onBoard(item, part);
        return sum + collision(b, taken) - (item.touch ? cover(clearance(b), own) : 0);
      }, 0);
      const cost = 4 * hits + Math.max(0, mine + item.near - nearest) + item.wide * box.w + i * 0.01;
      if (cost < bestCost) [best, bestCost] = [spot, cost];
    });
    placed.set(item, best);
  };
  for (let round = 0; round < 4; round++) items.forEach(place);
  const spots = /* @__PURE__ */ new Map();
  const names = /* @__PURE__ */ new Map();
  for (const [item, p] of placed) {
    if (item.kind === "name") names.set(item.space.id, p.value);
    else spots.set(item.space.id, { ...spots.get(item.space.id), [item.kind]: p.value });
  }
  return { spots, costs, names };
}

// js/games/wild_venture/offer.js
function offerCard(ctx, el, code2) {
  const items = ctx.place.cards.get(code2);
  if (!items || ctx.offered.has(code2)) return el;
  ctx.offered.add(code2);
  if (items.length === 1) return asAction(el, items[0].action, items[0].text);
  const name = cardName2(ctx.catalog, code2);
  const verbs = items.map((item) => verbLabel(item.action).toLowerCase()).join(", ");
  const pressed = ctx.selected === code2;
  asSelector(el, code2, `${name}: choose ${verbs}`, pressed);
  if (!pressed) return el;
  const menu = h(
    "div",
    { class: "vw-wv-menu", role: "group", "aria-label": `What to do with ${name}`, "data-testid": "vw-wv-menu" },
    items.map(
      (item, i) => asAction(
        h("button", {
          type: "button",
          class: "vw-button vw-wv-verb",
          text: verbLabel(item.action),
          "data-focus-first": i === 0 ? "" : null
        }),
        item.action,
        item.text
      )
    )
  );
  return h("div", { class: "vw-wv-menu-anchor" }, [el, menu]);
}
function offerSpace(ctx, el, space3) {
  const item = ctx.place.spaces.get(space3);
  if (!item || ctx.offered.has(`space:${space3}`)) return el;
  ctx.offered.add(`space:${space3}`);
  el.classList.add("vw-wv-reachable");
  return asAction(el, item.action, item.text);
}
function actionButton(item, label) {
  return asAction(
    h("button", { type: "button", class: "vw-button vw-primary vw-wv-decide", text: label }),
    item.action,
    item.text
  );
}

// js/games/wild_venture/board.js
var CHEST_COLOURS = { iron: "#78909c", gold: "#e0a800", ruby: "#c2185b" };
function boardSvg(ctx) {
  const board = boardLayout(ctx.catalog, ctx.view.board);
  const spaces = board.spaces;
  const at = new Map(spaces.map((s) => [s.id, s]));
  const edges = board.edges.filter((e) => at.has(e.from) && at.has(e.to));
  const paid = edges.filter((e) => e.cost);
  const { spots, costs, names } = placeBadges(
    spaces.map((s) => ({
      id: s.id,
      x: s.x,
      y: s.y,
      end: Boolean(s.end),
      name: s.name ?? "",
      token: s.token ? tokenLabel(s.token) : "",
      enchantments: (s.enchantments ?? []).length
    })),
    paid.map((e) => ({ from: e.from, to: e.to, n: e.cost?.n ?? 0 }))
  );
  return svg(
    "svg",
    {
      class: "vw-wv-board",
      viewBox: "-2 -3 104 104",
      role: "group",
      "aria-label": `Adventure board${board.name ? `: ${board.name}` : ""}`,
      "data-zone": "board",
      "data-testid": "vw-board"
    },
    [
      svg("rect", { class: "vw-wv-board-bg", x: -2, y: -3, width: 104, height: 104, rx: 4 }),
      svg(
        "g",
        { class: "vw-wv-paths" },
        edges.map((e) => path(at.get(e.from), at.get(e.to)))
      ),
      svg(
        "g",
        { class: "vw-wv-spaces" },
        spaces.map((s) => spaceEl(ctx, s, spots.get(s.id) ?? {}, names.get(s.id) ?? null))
      ),
      svg(
        "g",
        { class: "vw-wv-costs" },
        paid.map((e, i) => costBadge(costs[i], e.cost ?? { kind: "", n: 0 }))
      ),
      svg(
        "g",
        { class: "vw-wv-pawns" },
        board.adventurers.map((a) => pawn(ctx, a, at.get(a.space)))
      )
    ]
  );
}
function path(a, b) {
  return svg("line", { class: "vw-wv-path", x1: a?.x ?? 0, y1: a?.y ?? 0, x2: b?.x ?? 0, y2: b?.y ?? 0 });
}
function costBadge({ x, y }, cost) {
  const shapes = cost.kind === "pay" ? COIN : cost.kind === "trash" ? TRASH : null;
  const w = shapes ? costWidth(cost.n) : costLabel(cost).length * 1.6 + 2.4;
  const left = -w / 2;
  const number = String(cost.n);
  return svg("g", { class: `vw-wv-cost-badge vw-wv-cost-${cost.kind}`, transform: `translate(${x} ${y})` }, [
    svg("title", {}, [document.createTextNode(`Path cost: ${costLabel(cost)}`)]),
    svg("rect", { x: left, y: -COST_H / 2, width: w, height: COST_H, rx: COST_H / 2 }),
    shapes ? svg(
      "svg",
      {
        class: "vw-wv-cost-icon",
        x: left + 0.9,
        y: -COST_ICON / 2,
        width: COST_ICON,
        height: COST_ICON,
        viewBox: "0 0 24 24"
      },
      shapes.map(({ tag, attrs }) => svg(tag, attrs))
    ) : null,
    svg("text", {
      x: shapes ? left + 0.9 + COST_ICON + 0.4 + number.length * 1.6 / 2 : 0,
      y: 1.05,
      "text-anchor": "middle",
      text: shapes ? number : costLabel(cost)
    })
  ]);
}
function glyph(s) {
  const { icon: icon2, text } = rewardGlyph(s.reward);
  const label = (t, cls = "vw-wv-glyph-text") => svg("text", { class: cls, y: 1.1, "text-anchor": "middle", text: t });
  switch (icon2) {
    case "coin":
      return [svg("circle", { class: "vw-wv-g-coin", r: 2.4 }), label(text, "vw-wv-glyph-text vw-wv-dark")];
    case "card":
      return [
        svg("rect", { class: "vw-wv-g-card", x: -1.8, y: -2.5, width: 3.6, height: 5, rx: 0.5 }),
        label(text, "vw-wv-glyph-text vw-wv-dark")
      ];
    case "starter":
      return [label(text)];
    case "chest": {
      const colour = CHEST_COLOURS[String(s.reward?.value)] ?? "#8d6e63";
      return [
        svg("rect", { class: "vw-wv-g-chest", x: -2.6, y: -2.1, width: 5.2, height: 4.2, rx: 0.6, fill: colour }),
        svg("path", { class: "vw-wv-g-chest-lid", d: "M-2.6 -0.9H2.6" }),
        svg("text", {
          class: "vw-wv-chest-letter",
          y: 1.75,
          "text-anchor": "middle",
          text: rewardShort(s.reward).charAt(0)
        })
      ];
    }
    case "enchant":
      return [
        svg("polygon", {
          class: "vw-wv-g-star",
          points: "0,-2.6 0.8,-0.8 2.6,-0.7 1.2,0.5 1.6,2.4 0,1.4 -1.6,2.4 -1.2,0.5 -2.6,-0.7 -0.8,-0.8"
        })
      ];
    case "home":
      return [
        svg("polygon", {
          class: "vw-wv-g-home",
          points: "0,-2.6 2.6,-0.3 1.7,-0.3 1.7,2.2 -1.7,2.2 -1.7,-0.3 -2.6,-0.3"
        })
      ];
    default:
      return [label(text)];
  }
}
function tokenBadge(token, at) {
  const text = tokenLabel(token);
  const w = badgeWidth(text);
  return svg(
    "g",
    {
      class: `vw-wv-token-badge vw-wv-tok-${token.kind}`,
      transform: `translate(${at.dx} ${at.dy + 1.75})`,
      "data-token": token.kind
    },
    [
      svg("rect", { x: 0, y: -1.75, width: w, height: 3.5, rx: 1 }),
      svg("text", { x: w / 2, y: 0.9, "text-anchor": "middle", text })
    ]
  );
}
function enchantDiscs(types, at) {
  return types.map((type, i) => {
    const style = enchantStyle(type);
    const shapes = ENCHANT_GLYPHS[style.glyph];
    const x = at.dx + 1.7 + i * 3.4;
    const y = at.dy + 1.7;
    return svg("g", { class: "vw-wv-enchant-disc", transform: `translate(${x} ${y})`, "data-enchant": type }, [
      svg("circle", { r: 1.7, fill: style.colour }),
      shapes ? svg(
        "svg",
        { x: -1.35, y: -1.35, width: 2.7, height: 2.7, viewBox: "0 0 24 24", class: "vw-wv-disc-glyph" },
        shapes.map(({ tag, attrs }) => svg(tag, attrs))
      ) : svg("text", { y: 0.8, "text-anchor": "middle", class: "vw-wv-disc-letter", text: style.letter })
    ]);
  });
}
function nameText({ lines, box, anchor }) {
  const x = anchor === "start" ? box.x : anchor === "end" ? box.x + box.w : box.x + box.w / 2;
  return svg(
    "text",
    { class: "vw-wv-space-label", "text-anchor": anchor },
    lines.map((line, i) => svg("tspan", { x, y: box.y + NAME_SIZE * 0.8 + i * NAME_LINE, text: line }))
  );
}
function spaceEl(ctx, s, spots, name) {
  const words = s.label || rewardText(s.reward);
  const tokens = [
    s.token ? tokenLabel(s.token) + " token" : null,
    ...(s.enchantments ?? []).map((t) => `${t} enchantment`)
  ].filter(Boolean);
  const title = [s.name && s.name !== words ? `${s.name}: ${words}` : words, s.end ? "end of a path" : null, ...tokens].filter(Boolean).join(", ");
  const g = svg(
    "g",
    {
      class: `vw-wv-space vw-wv-r-${s.reward?.kind ?? "home"}${s.end ? " vw-wv-end" : ""}`,
      transform: `translate(${s.x} ${s.y})`,
      "data-space": s.id,
      "data-species": s.reward?.kind === "starter" ? String(s.reward.value) : null
    },
    [
      svg("title", {}, [document.createTextNode(title)]),
      svg("circle", { class: "vw-wv-halo", r: R + 1.8 }),
      s.end ? svg("circle", { class: "vw-wv-end-ring", r: R + 0.9 }) : null,
      svg("circle", { class: "vw-wv-disc", r: R }),
      ...glyph(s),
      name ? nameText(name) : null,
      s.token && spots.token ? tokenBadge(s.token, spots.token) : null,
      ...spots.discs ? enchantDiscs(s.enchantments ?? [], spots.discs) : []
    ]
  );
  return offerSpace(ctx, g, s.id);
}
function pawn(ctx, a, s) {
  if (!s) return null;
  const dx = a.seat === (ctx.view.seat ?? 0) ? -R - 0.4 : R + 0.4;
  const who = seatName(ctx.seats, a.seat, ctx.view.seat ?? null);
  return svg(
    "g",
    {
      class: "vw-wv-pawn",
      transform: `translate(${s.x + dx} ${s.y + 0.4}) scale(0.85)`,
      "data-pawn": a.seat,
      "data-species": a.species,
      role: "img",
      "aria-label": `${who}'s ${a.species} adventurer${a.returning ? " (returns home at the end of the turn)" : ""}`
    },
    [
      svg("title", {}, [document.createTextNode(`${who}: ${a.species} adventurer`)]),
      svg("path", { d: "M-2 3.2C-2 0.8 -1.2 -0.2 0 -0.2S2 0.8 2 3.2Z" }),
      svg("circle", { cy: -1.5, r: 1.45 })
    ]
  );
}

// js/games/wild_venture/legend.js
function space2(reward, x, { end = false, lit = false } = {}) {
  const kind = reward?.kind ?? "home";
  const s = { id: "", reward, x, y: 0 };
  return svg(
    "g",
    {
      class: `vw-wv-space vw-wv-r-${kind}${lit ? " vw-wv-reachable" : ""}`,
      transform: `translate(${x} 0)`,
      "data-species": kind === "starter" ? String(reward?.value) : null
    },
    [
      lit ? svg("circle", { class: "vw-wv-halo", r: R + 1.8 }) : null,
      end ? svg("circle", { class: "vw-wv-end-ring", r: R + 0.9 }) : null,
      svg("circle", { class: "vw-wv-disc", r: R }),
      ...glyph(s)
    ]
  );
}
function drawing(width, things) {
  return svg(
    "svg",
    { class: "vw-wv-key-icon", viewBox: `-5.5 -5.5 ${width} 11`, "aria-hidden": "true", focusable: "false" },
    things
  );
}
function entries() {
  const pawn2 = (x, species) => svg("g", { class: "vw-wv-pawn", transform: `translate(${x} 0.4) scale(0.85)`, "data-species": species }, [
    svg("path", { d: "M-2 3.2C-2 0.8 -1.2 -0.2 0 -0.2S2 0.8 2 3.2Z" }),
    svg("circle", { cy: -1.5, r: 1.45 })
  ]);
  return [
    [drawing(11, [space2({ kind: "gain", value: 2 }, 0)]), "Gain that many coins"],
    [drawing(11, [space2({ kind: "draw", value: 1 }, 0)]), "Draw that many cards"],
    [
      drawing(27, [
        space2({ kind: "starter", value: "crow" }, 0),
        space2({ kind: "starter", value: "frog" }, 8),
        space2({ kind: "starter", value: "rabbit" }, 16)
      ]),
      "Activate or upgrade your Nest, Lilypad or Warren"
    ],
    [
      drawing(27, [
        space2({ kind: "chest", value: "iron" }, 0),
        space2({ kind: "chest", value: "gold" }, 8),
        space2({ kind: "chest", value: "ruby" }, 16)
      ]),
      "Iron, Gold or Ruby chest: choose one of its rewards"
    ],
    [drawing(11, [space2({ kind: "enchant" }, 0)]), "Enchantment: take a token waiting there"],
    [drawing(11, [space2(null, 0)]), "Home: every adventurer starts here"],
    [
      drawing(11, [space2({ kind: "chest", value: "iron" }, 0, { end: true })]),
      "End of a path: back home after the turn"
    ],
    [
      drawing(16, [
        costBadge({ x: -1.5, y: 0 }, { kind: "pay", n: 1 }),
        costBadge({ x: 6.5, y: 0 }, { kind: "trash", n: 1 })
      ]),
      "Path cost: pay coins, or trash cards from your hand"
    ],
    [
      drawing(11, [tokenBadge({ kind: "plus5" }, { dx: -2.25, dy: -1.75 })]),
      "Token: its reward, once, instead of the space's"
    ],
    [drawing(11, enchantDiscs(["moon", "sun"], { dx: -3.4, dy: -1.7 })), "Enchantment tokens waiting on a space"],
    [drawing(11, [pawn2(-1.8, "crow"), pawn2(1.8, "frog")]), "Adventurers, in their species' colour"],
    [drawing(11, [space2({ kind: "gain", value: 1 }, 0, { lit: true })]), "Lit: you may move there now"]
  ];
}
function boardKey() {
  return h("details", { class: "vw-wv-key", "data-keep-open": "board-key", "data-testid": "vw-board-key" }, [
    h("summary", { class: "vw-zone-label", text: "Board key" }),
    h(
      "ul",
      { class: "vw-wv-key-list" },
      entries().map(([icon2, text]) => h("li", {}, [icon2, h("span", { text })]))
    )
  ]);
}

// js/games/wild_venture/cards.js
function icon(shapes, cls) {
  return svg(
    "svg",
    { class: cls, viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" },
    shapes.map(({ tag, attrs, text }) => {
      const el = svg(tag, attrs);
      if (text) el.textContent = text;
      return el;
    })
  );
}
function coin(n, cls = "vw-wv-coin") {
  return h("span", { class: cls, "aria-hidden": "true" }, [icon(COIN, "vw-wv-coin-disc"), h("b", { text: String(n) })]);
}
function enchantToken(type, { placed = false } = {}) {
  const style = enchantStyle(type);
  const glyph2 = ENCHANT_GLYPHS[style.glyph] ?? [
    {
      tag: "text",
      attrs: { x: 12, y: 16.5, "text-anchor": "middle", "font-size": 13, "font-weight": 700, fill: "currentColor" },
      text: style.letter
    }
  ];
  return h(
    "span",
    {
      class: placed ? "vw-wv-enchant vw-wv-placed" : "vw-wv-enchant",
      style: `--e: ${style.colour}`,
      "data-enchant": type,
      role: "img",
      "aria-label": `${type} enchantment${placed ? " (on a building)" : ""}`,
      title: `${type} enchantment${placed ? " (on a building)" : ""}`
    },
    [icon(glyph2, "vw-wv-glyph")]
  );
}
function supplies(n, markEmpty) {
  const tokens = n <= 6 ? Array.from({ length: n }, () => h("span", { class: "vw-wv-token" })) : [h("span", { class: "vw-wv-token" }), h("b", { text: `×${n}` })];
  return h(
    "span",
    { class: "vw-wv-supplies", "data-supply": n, "aria-hidden": "true" },
    n ? tokens : markEmpty ? [h("span", { class: "vw-wv-none", text: "empty" })] : []
  );
}
function wvCard(catalog, code2, { size = "full", supply = null, enchanted = null, upgraded = false, used = false } = {}) {
  const info = cardInfo2(catalog, code2);
  const lines = upgraded && info.upgradedLines.length ? info.upgradedLines : info.lines;
  const facts = [
    `${info.name} (${[info.species, info.kind].filter(Boolean).join(" ")})`,
    info.kind === "starter" ? upgraded ? "upgraded" : null : `cost ${info.cost}, supply value ${info.supply}`,
    supply === null ? null : `${suppliesText(supply)} on it`,
    enchanted ? `enchanted (${enchanted})` : null,
    used ? "used this turn" : null
  ].filter(Boolean);
  const label = facts.join(", ");
  const text = plainText(lines);
  const isStarter = info.kind === "starter";
  return h(
    "div",
    {
      class: [
        "vw-wv-card",
        size === "small" ? "vw-wv-small" : size === "chip" ? "vw-wv-chip" : "",
        used ? "vw-wv-used" : "",
        upgraded ? "vw-wv-upgraded" : ""
      ].filter(Boolean).join(" "),
      role: "img",
      "aria-label": label,
      title: text ? `${label} — ${text}` : label,
      "data-card": code2,
      "data-species": info.species,
      "data-kind": info.kind,
      "data-supply": supply ?? null
    },
    [
      h("span", { class: "vw-wv-band", "aria-hidden": "true" }, [
        isStarter ? h("span", { class: "vw-wv-cost" }) : coin(info.cost, "vw-wv-coin vw-wv-cost"),
        icon(KIND_ICONS[info.kind] ?? [], "vw-wv-kind"),
        h("span", { class: "vw-wv-kin", text: info.species }),
        isStarter ? h("span", { class: "vw-wv-sv" }) : h("span", { class: "vw-wv-sv", title: "supply value", text: String(info.supply) })
      ]),
      h("span", { class: "vw-wv-name", "aria-hidden": "true", text: info.name }),
      upgraded ? h("span", { class: "vw-wv-flag", "aria-hidden": "true", text: "★ upgraded" }) : null,
      size === "small" ? null : h(
        "span",
        { class: "vw-wv-text", "aria-hidden": "true" },
        lines.map(
          ({ label: l, text: t }) => h("span", { class: "vw-wv-line" }, [l ? h("b", { text: t ? `${l}: ` : l }) : null, t])
        )
      ),
      supply === null ? null : supplies(supply, info.kind !== "building"),
      enchanted ? h("span", { class: "vw-wv-slot" }, [enchantToken(enchanted, { placed: true })]) : null
    ]
  );
}
function wvBack({ size = "small", count } = {}) {
  return h(
    "div",
    { class: size === "small" ? "vw-wv-card vw-wv-back vw-wv-small" : "vw-wv-card vw-wv-back", "aria-hidden": "true" },
    [count === void 0 ? null : h("b", { class: "vw-wv-stack-count", text: String(count) })]
  );
}

// js/games/wild_venture/middle.js
function middle2(ctx) {
  const { view } = ctx;
  const trashed = view.trash ?? [];
  const searching = trashed.some((code2) => ctx.place.cards.get(code2)?.some((l) => l.action.startsWith("take ")));
  const rows = [
    focusRow(ctx, "considering", "Considering", view.considering),
    focusRow(ctx, "search", "Search the trash", searching ? trashed : null),
    focusRow(ctx, "taken", "Taken from the trash", view.taken),
    focusRow(ctx, "initiates", "Initiate villagers", view.phase === "setup" ? view.initiates : null)
  ].filter((row2) => row2 !== null);
  return h("section", { class: "vw-middle vw-wv-middle", "aria-label": "Middle of the table" }, [
    h("div", { class: "vw-wv-board-wrap" }, [
      boardSvg(ctx),
      rows.length ? h("div", { class: "vw-wv-focus-layer", "data-testid": "vw-focus" }, rows) : null
    ]),
    h("div", { class: "vw-wv-side" }, [deck(ctx), trash(ctx), boardKey()])
  ]);
}
function deck(ctx) {
  const d = ctx.view.deck ?? { count: 0 };
  const known = knownDeck(d);
  const place = (n) => n === 0 ? "on top" : `${n + 1}${["st", "nd", "rd"][n] ?? "th"} from the top`;
  const note = known.map((k) => `${cardName2(ctx.catalog, k.card)} ${place(k.fromTop)}`).join("; ");
  const stack = pile("Deck", d.count, "deck", note, () => wvBack());
  if (!known.length) return stack;
  return h("div", { class: "vw-wv-deck" }, [
    stack,
    h("div", { class: "vw-zone", "data-testid": "vw-known-top" }, [
      h("span", { class: "vw-zone-label", text: "Known in the deck" }),
      h(
        "div",
        { class: "vw-row vw-wv-known" },
        known.map((k) => {
          const card2 = wvCard(ctx.catalog, k.card, { size: "small" });
          card2.title = `${place(k.fromTop)}: ${card2.title}`;
          card2.dataset.fromTop = String(k.fromTop);
          return card2;
        })
      )
    ])
  ]);
}
function trash(ctx) {
  const cards = ctx.view.trash ?? [];
  const drawn = cards.map((code2, i) => {
    const card2 = wvCard(ctx.catalog, code2, { size: "small" });
    card2.dataset.pos = String(i + 1);
    return card2;
  });
  const top = cards.length ? wvCard(ctx.catalog, cards[cards.length - 1], { size: "chip" }) : null;
  return browsable(
    `Trash (${cards.length})`,
    "trash",
    {
      "data-zone": "trash",
      "data-testid": "vw-trash",
      "data-count": cards.length,
      class: "vw-zone vw-browse vw-wv-trash"
    },
    drawn,
    { top }
  );
}
function focusRow(ctx, zone3, label, codes) {
  if (!codes || !codes.length) return null;
  const cards = codes.map((code2) => offerCard(ctx, wvCard(ctx.catalog, code2), code2));
  return h("div", { class: "vw-wv-zone vw-wv-focus" }, [
    h("span", { class: "vw-zone-label vw-wv-row-label", text: `${label} (${codes.length})` }),
    h(
      "div",
      { class: "vw-row vw-wv-row", role: "group", "aria-label": label, "data-zone": zone3, "data-testid": `vw-${zone3}` },
      cards
    )
  ]);
}

// js/games/wild_venture/player.js
function playerArea(ctx, p, own) {
  const { view } = ctx;
  const toMove = decisionSeat(view.decision) === p.seat && view.phase !== "over";
  const name = seatName(ctx.seats, p.seat, view.seat ?? null);
  const size = own ? "full" : "chip";
  const offer2 = (el, code2) => own ? offerCard(ctx, el, code2) : el;
  const gear = (p.gear ?? []).map((g) => offer2(wvCard(ctx.catalog, g.code, { size, supply: g.supply }), g.code));
  const villagers = (p.villagers ?? []).map(
    (v) => offer2(wvCard(ctx.catalog, v.code, { size, supply: v.supply, used: Boolean(v.used_main || v.used_free) }), v.code)
  );
  const bottom = [
    ...(p.starters ?? []).map((s) => offer2(wvCard(ctx.catalog, s.code, { size, upgraded: s.upgraded }), s.code)),
    ...(p.buildings ?? []).map(
      (b) => offer2(wvCard(ctx.catalog, b.code, { size, supply: b.supply, enchanted: b.enchanted }), b.code)
    )
  ];
  const zones = [
    own ? ownHand2(ctx, p) : hiddenHand2(ctx, p),
    row(p.seat, "villagers", "Villagers", villagers),
    row(p.seat, "buildings", "Starters and buildings", bottom),
    row(p.seat, "gear", "Gear", gear)
  ];
  const head = h("header", { class: "vw-seat-head" }, [
    h("span", { class: "vw-seat-name", text: name }),
    p.species ? h("span", { class: "vw-chip vw-wv-species", "data-species": p.species, text: p.species }) : null,
    toMove ? h("span", { class: "vw-chip vw-chip-move", text: "to move" }) : null,
    toMove && view.phase === "play" && view.active === p.seat && view.main_actions_left !== void 0 ? h("span", {
      class: "vw-chip",
      text: `${view.main_actions_left} main action${view.main_actions_left === 1 ? "" : "s"} left`
    }) : null,
    h("span", { class: "vw-wv-stats" }, [coins(p), tucked(ctx, p), enchantments(p)])
  ]);
  return h(
    "section",
    {
      class: `vw-seat vw-wv-player${own ? " vw-own" : " vw-wv-compact"}${toMove ? " vw-active" : ""}`,
      "data-seat-area": p.seat,
      "data-testid": `vw-seat-${p.seat}`,
      "aria-label": name
    },
    [head, h("div", { class: "vw-wv-zones" }, zones), own ? null : cardTexts(p)]
  );
}
function cardTexts(p) {
  return h("details", { class: "vw-wv-texts", "data-keep-open": `texts-${p.seat}` }, [
    h("summary", { class: "vw-wv-texts-toggle", "data-testid": `vw-texts-${p.seat}`, text: "card texts" })
  ]);
}
function row(seat, zone3, label, cards) {
  return h("div", { class: `vw-wv-zone${cards.length ? "" : " vw-wv-empty-zone"}` }, [
    h("span", { class: "vw-zone-label vw-wv-row-label", text: cards.length ? `${label} (${cards.length})` : label }),
    h(
      "div",
      {
        class: "vw-row vw-wv-row",
        role: "group",
        "aria-label": label,
        "data-zone": zone3,
        "data-seat": seat,
        "data-testid": `vw-${zone3}-${seat}`,
        "data-count": cards.length
      },
      cards.length ? cards : [h("span", { class: "vw-empty", text: "none" })]
    )
  ]);
}
function coins(p) {
  return h(
    "span",
    {
      class: "vw-wv-stat",
      "data-zone": "coins",
      "data-seat": p.seat,
      "data-testid": `vw-coins-${p.seat}`,
      "data-count": p.coins,
      role: "img",
      "aria-label": countOf(p.coins, "coin"),
      title: countOf(p.coins, "coin")
    },
    [coin(p.coins, "vw-wv-coin vw-wv-big"), h("span", { class: "vw-zone-label", text: "coins" })]
  );
}
function tucked(ctx, p) {
  const attrs = {
    "data-zone": "tucked",
    "data-seat": p.seat,
    "data-testid": `vw-tucked-${p.seat}`,
    "data-count": p.tucked_count
  };
  const caption = `Tucked (${p.tucked_count})`;
  if (p.tucked && p.tucked.length) {
    const cards = p.tucked.map((code2) => wvCard(ctx.catalog, code2, { size: "small" }));
    return browsable(caption, `tucked-${p.seat}`, attrs, cards, { top: wvBack({ count: p.tucked_count }) });
  }
  return h("span", { class: "vw-wv-stat", ...attrs, title: `${countOf(p.tucked_count)} tucked face down` }, [
    p.tucked_count ? wvBack({ count: p.tucked_count }) : h("span", { class: "vw-wv-score-card", "aria-hidden": "true" }),
    h("span", { class: "vw-zone-label", text: caption })
  ]);
}
function enchantments(p) {
  const all = p.enchantments ?? [];
  const free = all.filter((e) => !e.on);
  const placed = all.length - free.length;
  return h(
    "span",
    {
      class: "vw-wv-stat",
      "data-zone": "enchantments",
      "data-seat": p.seat,
      "data-testid": `vw-enchantments-${p.seat}`,
      "data-count": free.length
    },
    [
      h(
        "span",
        { class: "vw-wv-tokens" },
        free.length ? free.map((e) => enchantToken(e.type)) : [h("span", { class: "vw-empty", text: "none" })]
      ),
      h("span", { class: "vw-zone-label", text: placed ? `enchantments (${placed} on buildings)` : "enchantments" })
    ]
  );
}
function ownHand2(ctx, p) {
  const codes = (p.hand ?? []).filter((c) => c !== null);
  const cards = codes.map((code2) => offerCard(ctx, wvCard(ctx.catalog, code2), code2));
  const deciding = codes.some((code2) => ctx.place.cards.has(code2));
  return handZone2(p, cards, `Your hand (${countOf(p.hand_count)})`, deciding);
}
function hiddenHand2(ctx, p) {
  const seen = p.hand ? p.hand.filter((c) => c !== null) : p.known_hand ?? [];
  const backs = Math.max(0, p.hand_count - seen.length);
  const cards = [
    ...seen.map((code2) => wvCard(ctx.catalog, code2, { size: "chip" })),
    ...Array.from({ length: backs }, () => wvBack())
  ];
  return handZone2(p, cards, `Hand (${p.hand_count}${seen.length ? `, ${seen.length} known` : ""})`, false);
}
function handZone2(p, cards, label, deciding) {
  return h("div", { class: "vw-wv-zone vw-wv-hand-zone" }, [
    h("span", { class: "vw-zone-label vw-wv-row-label", text: label }),
    h(
      "div",
      {
        class: `vw-row vw-hand vw-wv-row${deciding ? " vw-deciding" : ""}`,
        role: "group",
        "aria-label": label,
        "data-zone": "hand",
        "data-seat": p.seat,
        "data-testid": `vw-hand-${p.seat}`,
        "data-count": p.hand_count
      },
      cards.length ? cards : [h("span", { class: "vw-empty", text: "no cards" })]
    )
  ]);
}

// js/games/wild_venture/table.js
function drawTable2(ctx) {
  const { view } = ctx;
  const viewer = view.seat ?? null;
  const seats = arrangeSeats(view.seats ?? [], viewer);
  const others = seats.top.length ? h("div", { class: "vw-others vw-wv-others" }, seats.top.map((p) => playerArea(ctx, p, false))) : null;
  const centre = middle2(ctx);
  const own = seats.bottom ? playerArea(ctx, seats.bottom, seats.own) : null;
  const bar = decisionBar(ctx);
  return { className: "vw-wv-table", others, middle: centre, bar, own };
}
function decisionBar(ctx) {
  const name = (code2) => cardName2(ctx.catalog, code2);
  const leftovers = [
    ...[...ctx.place.cards].filter(([code2]) => !ctx.offered.has(code2)).flatMap(([, items2]) => items2),
    ...[...ctx.place.spaces].filter(([space3]) => !ctx.offered.has(`space:${space3}`)).map(([, item]) => item)
  ];
  const items = [...ctx.place.buttons, ...leftovers];
  if (!items.length) return null;
  return h(
    "div",
    { class: "vw-wv-decisions", role: "group", "aria-label": "Decisions", "data-testid": "vw-decisions" },
    items.map((item) => actionButton(item, buttonLabel(item.action, name)))
  );
}

// js/games/wild_venture/text.js
var SCORE_SPEC2 = {
  categories: ["villagers", "buildings", "gear"],
  labels: {
    villagers: "Villagers (smallest × largest species group)",
    buildings: "Buildings (1 per supply)",
    gear: "Gear (tucked gear × enchanted buildings)",
    total: "Total"
  },
  noWinner: "Nobody wins."
};

// js/games/wild_venture/index.js
var wildVenture = {
  title: "A Wild Venture",
  headline,
  table: ({ view, catalog, legal, seats, selected }) => drawTable2({ view, catalog, seats, selected, place: placeActions(legal), offered: /* @__PURE__ */ new Set() }),
  selectors: (legal) => menuCards(legal),
  prompt: promptSentence2,
  eventTargets: eventTargets2,
  eventMotion: eventMotion2,
  score: SCORE_SPEC2,
  isOver: (view) => view.phase === "over" || Boolean(view.is_over)
};

// js/games/index.js
var GAMES = { venturesome, wild_venture: wildVenture };

// js/widget.js
var TRAITS = [
  "widget_kind",
  "game_id",
  "catalog",
  "seat",
  "view",
  "legal",
  "log",
  "events",
  "status",
  "seats",
  "error",
  "tutor",
  "replay"
];
function readTraits(model) {
  const get = (key, fallback) => model.get(key) ?? fallback;
  const obj = (key) => {
    const value = model.get(key);
    return value && typeof value === "object" && Object.keys(value).length ? value : null;
  };
  return {
    widget_kind: get("widget_kind", "table"),
    game_id: get("game_id", ""),
    catalog: obj("catalog") ?? {},
    seat: get("seat", null),
    view: obj("view"),
    legal: get("legal", []),
    log: get("log", []),
    events: get("events", []),
    status: obj("status"),
    seats: get("seats", []),
    error: get("error", ""),
    tutor: obj("tutor"),
    replay: obj("replay")
  };
}
function renderInput(t, ui) {
  return {
    view: t.view,
    catalog: t.catalog,
    legal: t.legal,
    log: t.log,
    seats: t.seats,
    selected: ui.selected,
    lastAction: ui.lastAction
  };
}
var TUTOR_PROMPTS = (
  /** @type {Record<string, string>} */
  {
    say: "Read the step above, then press Next.",
    ask: "Answer the question above.",
    done: "The lesson is over: restart it, or go on to the next lesson."
  }
);
function promptText(t, game, ui) {
  if (t.widget_kind === "replay") return t.log[t.replay?.index ?? -1]?.text ?? "";
  if (t.widget_kind === "tutorial" && t.tutor && t.tutor.kind !== "expect") return TUTOR_PROMPTS[t.tutor.kind] ?? "";
  if (t.status?.phase === "handoff") return statusLine(t.status, t.seats, null);
  if (game && t.view) return game.prompt(renderInput(t, ui));
  return t.view?.decision?.prompt ?? "";
}
function build(t, game, ui, send, recap) {
  const viewer = t.view?.seat ?? t.seat ?? null;
  const phase = t.status?.phase ?? "waiting";
  const input = renderInput(t, ui);
  const handoff = phase === "handoff";
  const prompt = promptText(t, game, ui);
  const over = Boolean(t.view?.outcome) && Boolean(game?.isOver ? game.isOver(t.view) : t.view?.is_over);
  const name = (seat) => seatName(t.seats, seat, viewer);
  const lessonPaused = t.widget_kind === "tutorial" && t.tutor !== null && t.tutor.kind !== "expect";
  const rules = ruleIndex(t.catalog.reference);
  const tutor = t.widget_kind === "tutorial" ? tutorPanel(t.tutor) : null;
  const bar = promptBar(prompt, t.error, phase === "play" && t.legal.length > 0, (text) => linkRules(text, rules));
  const replay = t.widget_kind === "replay" ? replayControls(t.replay, send) : null;
  const sheet = over && game ? scoreSheetPanel(scoreSheet(t.view.outcome, game.score), name) : null;
  const recent = !handoff && t.view ? recap.strip() : null;
  const parts = !handoff && t.view && game ? game.table(input) : null;
  const table = parts ? h("section", { class: `vw-table ${parts.className}`, "data-testid": "vw-table", "aria-label": "Table" }, [
    parts.others,
    h("div", { class: "vw-stage" }, [recent, parts.middle]),
    h("div", { class: "vw-mine" }, [
      tutor,
      h("div", { class: "vw-prompt-row" }, [bar, parts.bar]),
      replay,
      sheet,
      parts.own
    ])
  ]) : null;
  return [
    h("header", { class: "vw-header" }, [
      h("h2", { class: "vw-title", text: game?.title ?? t.game_id }),
      h("span", { class: "vw-headline", text: game && t.view ? game.headline(t.view) : "" }),
      h("span", {
        class: "vw-status",
        "data-testid": "vw-status",
        text: t.widget_kind === "replay" ? "Replay" : lessonPaused ? "Lesson" : statusLine(t.status, t.seats, viewer)
      }),
      t.widget_kind === "table" ? tableControls(t.status) : null
    ]),
    ...table ? [table] : [tutor, bar, replay, sheet, recent],
    handoff ? handoffScreen(name(t.status.handoff_to)) : null,
    !handoff && t.view && !game ? h("p", { class: "vw-note", text: `No table drawing for ${t.game_id}: use the options below.` }) : null,
    handoff ? null : legalList(t.legal),
    handoff ? null : logPanel(t.log, {
      rules,
      current: t.widget_kind === "replay" ? t.replay?.index ?? null : null
    }),
    handoff ? null : rulesPanel(t.catalog.reference, { current: ui.rule })
  ];
}
function render({ model, el }) {
  const announcer = h("div", { class: "vw-sr-only", "aria-live": "polite", "data-testid": "vw-announce" });
  const content = h("div", { class: "vw-content" });
  const root = h("div", { class: "vw-root", "data-testid": "vw-root" }, [announcer, content]);
  el.append(root);
  const ui = {
    selected: null,
    lastAction: null,
    open: /* @__PURE__ */ new Map(),
    focusFirst: false,
    animate: false,
    waiting: false,
    rule: null,
    revealRule: false
  };
  const recap = new Recap(root);
  let mounted = false;
  const send = (msg) => model.send({ ...msg, decision: model.get("status")?.decision ?? null });
  const submit = (msg, el2) => {
    if (ui.waiting) return false;
    ui.waiting = true;
    root.dataset.waiting = "true";
    markSent(el2);
    send(msg);
    return true;
  };
  const answered = () => {
    ui.waiting = false;
    delete root.dataset.waiting;
  };
  let cancelAnimation = () => {
  };
  let scheduled = false;
  const redraw = () => {
    scheduled = false;
    const t = readTraits(model);
    const game = GAMES[t.game_id];
    if (ui.selected && !(game?.selectors(t.legal, t.view?.seat ?? null) ?? []).includes(ui.selected))
      ui.selected = null;
    const told = recap.sync(t, game, { fresh: ui.animate || !mounted, viewer: t.view?.seat ?? t.seat ?? null });
    const own = ui.animate ? t.events.slice(0, told) : [];
    mounted = true;
    const kept = capture(root, ui.open);
    if (ui.revealRule) ui.open.set("rules", true);
    content.replaceChildren(...build(t, game, ui, send, recap).filter((x) => x !== null));
    const news = [...own.map((e) => e.text), promptText(t, game, ui)].join(" ");
    if (news !== announcer.textContent) announcer.textContent = news;
    Object.assign(root.dataset, {
      kind: t.widget_kind,
      game: t.game_id,
      phase: t.status?.phase ?? "",
      toMove: t.status?.to_move ?? "",
      seat: t.seat ?? "",
      actions: t.status?.actions ?? "",
      legalCount: t.legal.length,
      selected: ui.selected ?? ""
    });
    restore(root, kept, ui.open, { followLog: t.widget_kind === "replay", focusFirst: ui.focusFirst });
    ui.focusFirst = false;
    if (ui.revealRule && ui.rule) revealRule(root, ui.rule);
    ui.revealRule = false;
    if (own.length && game) {
      cancelAnimation();
      const offset = t.log.length - t.events.length;
      const targets = own.map((e, i) => [...game.eventTargets(e), `[data-log-index="${offset + i}"]`]);
      const reduced = Boolean(globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches);
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
  const listeners = {};
  for (const trait of TRAITS) {
    listeners[trait] = () => {
      answered();
      if (trait === "events") ui.animate = true;
      schedule();
    };
    model.on(`change:${trait}`, listeners[trait]);
  }
  const onCustom = (msg) => {
    if (msg?.kind !== "handled" || !ui.waiting) return;
    answered();
    schedule();
  };
  model.on("msg:custom", onCustom);
  const keepKeys = (event) => event.stopPropagation();
  root.addEventListener("keydown", keepKeys);
  const undelegate = delegateChoices(root, {
    act: (action, el2) => {
      if (submit({ kind: "act", action }, el2)) ui.lastAction = action;
    },
    message: (msg, el2) => {
      if (submit(msg, el2)) ui.lastAction = null;
    },
    select: (key) => {
      ui.selected = ui.selected === key ? null : key;
      ui.focusFirst = ui.selected !== null;
      redraw();
    },
    cancel: () => {
      if (ui.selected === null) return;
      ui.selected = null;
      redraw();
    }
  });
  const unlinkRules = delegateRuleLinks(root, (rule) => {
    Object.assign(ui, { rule, revealRule: true });
    redraw();
  });
  redraw();
  return () => {
    for (const trait of TRAITS) model.off(`change:${trait}`, listeners[trait]);
    model.off("msg:custom", onCustom);
    root.removeEventListener("keydown", keepKeys);
    undelegate();
    unlinkRules();
    cancelAnimation();
    recap.destroy();
    root.remove();
  };
}
var widget_default = { render };
export {
  widget_default as default
};
