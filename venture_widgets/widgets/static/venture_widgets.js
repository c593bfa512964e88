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
        const els = selectors.flatMap((s) => [...root.querySelectorAll(s)]);
        for (const el of els) {
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
    if (intent.type === "action") handlers.act(intent.value);
    else if (intent.type === "select") handlers.select(intent.value);
    else handlers.message(JSON.parse(intent.value));
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

// js/lib/log.js
function logPanel(log, { ruleTitle: ruleTitle2, current = null }) {
  const lines = log.map(
    (event, i) => h(
      "li",
      {
        class: i === current ? "vw-log-line vw-current" : "vw-log-line",
        "data-log-index": i,
        "aria-current": i === current ? "step" : null
      },
      [
        h("span", { class: "vw-rule", title: ruleTitle2(event.rule), text: event.rule }),
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
function promptBar(prompt, error, yourMove) {
  return h("div", { class: "vw-prompt-bar" }, [
    h("p", {
      class: yourMove ? "vw-prompt vw-your-move" : "vw-prompt",
      "data-testid": "vw-prompt",
      text: prompt
    }),
    error ? h("p", { class: "vw-error", role: "alert", "data-testid": "vw-error", text: error }) : null
  ]);
}

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
    (row) => h("tr", { class: row.total ? "vw-total" : null, "data-category": row.key }, [
      h("th", { scope: "row", text: row.label }),
      ...row.values.map((value, seat) => h("td", { class: winner(seat) ? "vw-winner" : null, text: value }))
    ])
  );
  const verdict = sheet.winners.length ? `Winner: ${sheet.winners.map(seatName2).join(", ")}.` : "Nobody wins: the tied players are disqualified.";
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
      h("div", { class: "vw-controls" }, [
        msgButton("Restart", { kind: "restart" }, "vw-tutor-restart"),
        msgButton(tutor.kind === "done" ? "Done" : "Next", { kind: "next" }, "vw-tutor-next", {
          disabled: !tutor.can_next,
          primary: true
        })
      ])
    ]
  );
}

// js/games/venturesome/events.js
var zone = (zone2, seat) => seat === void 0 ? `[data-zone="${zone2}"]` : `[data-zone="${zone2}"][data-seat="${seat}"]`;
var expeditionCard = (seat, code) => `${zone("expedition", seat)} [data-card="${code}"]`;
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
function monogram(name) {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length > 1)
    return words.map((w) => w[0].toUpperCase()).join("").slice(0, 2);
  return name.slice(0, 1).toUpperCase() + name.slice(1, 2).toLowerCase();
}
function character(catalog, id) {
  const found = catalog?.characters?.find((c) => c.id === id);
  return found ?? { id, name: titleCase(id), colour: "", text: "", rule: "" };
}
function threat(catalog, id) {
  return catalog?.threats?.find((t) => t.id === id) ?? { id, name: titleCase(id), text: "", rule: "" };
}
function cardInfo(catalog, code) {
  const [charId, symbol] = code.split(".");
  const ch = character(catalog, charId);
  const symbolName = catalog?.symbols?.find((s) => s.id === symbol)?.name ?? titleCase(symbol ?? "");
  return {
    code,
    character: charId,
    symbol,
    name: ch.name,
    symbolName,
    colour: ch.colour,
    monogram: monogram(ch.name),
    effect: ch.text,
    label: `${ch.name} (${symbolName})`
  };
}
function cardName(catalog, code) {
  return cardInfo(catalog, code).label;
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

// js/games/venturesome/cards.js
function symbolIcon(symbol) {
  const shapes = SYMBOL_SHAPES[symbol] ?? [];
  return svg(
    "svg",
    { class: "vw-symbol", viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false", "data-symbol": symbol },
    shapes.map(({ tag, attrs }) => svg(tag, attrs))
  );
}
function characterCard(catalog, code, { small = false, count = 1 } = {}) {
  const info = cardInfo(catalog, code);
  const label = count > 1 ? `${info.label} ×${count}` : info.label;
  return h(
    "div",
    {
      class: small ? "vw-card vw-small" : "vw-card",
      role: "img",
      "aria-label": label,
      title: info.effect ? `${label} — ${info.name}: ${info.effect}` : label,
      "data-card": code,
      "data-character": info.character,
      "data-colour": info.colour,
      "data-symbol": info.symbol
    },
    [
      h("span", { class: "vw-mono", "aria-hidden": "true", text: info.monogram }),
      h("span", { class: "vw-medal" }, [symbolIcon(info.symbol)]),
      h("span", { class: "vw-sym", "aria-hidden": "true", text: info.symbolName }),
      h("span", { class: "vw-name", "aria-hidden": "true", text: info.name }),
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
    [h("span", { class: "vw-mono", text: monogram(ch.name) }), h("span", { class: "vw-intim-name", text: ch.name })]
  );
}

// js/games/venturesome/layout.js
function otherSeats(players, viewer) {
  if (viewer === null || viewer === void 0) return Array.from({ length: players }, (_, i) => i);
  return Array.from({ length: players - 1 }, (_, i) => (viewer + 1 + i) % players);
}
function groupHand(hand) {
  const counts = /* @__PURE__ */ new Map();
  let backs = 0;
  for (const code of hand) {
    if (code === null) backs += 1;
    else counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return { faces: [...counts].map(([code, count]) => ({ code, count })), backs };
}
function expeditionRow(expedition2, { ends = [], pairs = [] } = {}) {
  const row = [];
  if (ends.includes("left")) row.push({ kind: "end", side: "left" });
  expedition2.forEach((code, i) => {
    const pos = i + 1;
    row.push({ kind: "card", code, pos });
    if (pairs.includes(pos) && pos < expedition2.length) row.push({ kind: "pair", first: pos });
  });
  if (ends.includes("right")) row.push({ kind: "end", side: "right" });
  return row;
}
function countOf(n, noun = "card") {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
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
  return h("section", { class: "vw-table", "data-testid": "vw-table", "aria-label": "Table" }, [
    h("div", { class: "vw-others" }, others),
    middle(ctx),
    viewer === null ? null : seatArea(ctx, view.seats[viewer], true)
  ]);
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
      const card = characterCard(ctx.catalog, item.code, { small: !own });
      card.dataset.pos = String(item.pos);
      return offer(ctx, card, `expedition:${s.seat}:${item.pos}`);
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
  const cards = faces.map(({ code, count }) => {
    const card = characterCard(ctx.catalog, code, { count });
    if (ctx.index.byKey.has(`hand:${code}`)) return offer(ctx, card, `hand:${code}`);
    if (ctx.index.selectors.has(code)) {
      return asSelector(
        card,
        code,
        `${cardName(ctx.catalog, code)}: pick it, then an end of your expedition`,
        ctx.selected === code
      );
    }
    return card;
  });
  const zone2 = handZone(s, cards, `Your hand (${countOf(s.hand_count)})`);
  if (cards.some((card) => card.classList.contains("vw-choice")))
    zone2.querySelector(".vw-hand")?.classList.add("vw-deciding");
  return zone2;
}
function hiddenHand(ctx, s) {
  const { faces, backs } = groupHand(s.hand);
  const cards = [
    ...faces.map(({ code, count }) => characterCard(ctx.catalog, code, { small: true, count })),
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
  const cards = visible.map((code) => characterCard(ctx.catalog, code, { small: true }));
  return browsable(caption, `treasure-${s.seat}`, attrs, cards, { open: Boolean(ctx.view.is_over) });
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
function middle(ctx) {
  const { view, catalog } = ctx;
  const threats = view.threats.map((t) => {
    const by = t.resolved_by === null ? null : seatName(ctx.seats, t.resolved_by, view.seat);
    return offer(ctx, threatCard(catalog, t.id, by), `threat:${t.id}`);
  });
  const discard = view.discard.map((code) => characterCard(catalog, code, { small: true }));
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
      pile("Deck", view.deck.count, "deck", deckNote(ctx)),
      browsable(
        `Discard (${view.discard.length})`,
        "discard",
        { "data-zone": "discard", "data-testid": "vw-discard", "data-count": view.discard.length },
        discard,
        { top }
      ),
      pile("Threat deck", view.threat_deck, "threat-deck", ""),
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
function pile(caption, count, zone2, note) {
  return h(
    "div",
    {
      class: "vw-zone vw-pile-zone",
      "data-zone": zone2,
      "data-testid": `vw-${zone2}`,
      "data-count": count,
      title: note || null
    },
    [
      h("span", { class: "vw-zone-label", text: `${caption} (${count})` }),
      h("div", { class: "vw-stack" }, [
        count ? cardBack({ small: true }) : h("span", { class: "vw-empty", text: "empty" })
      ])
    ]
  );
}
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
var SECTIONS = [
  ["setup", "Setup"],
  ["turn.play", "Player's Turn, step I: play a card"],
  ["turn.last_card", "Player's Turn, step II: the last card's effect is skipped"],
  ["turn.effect", "Player's Turn, step II: resolve the effect"],
  ["turn.cannot_play", "Player's Turn, step III: no playable card"],
  ["turn.resolve_threat", "Player's Turn, step III: resolve a threat"],
  ["turn.alone_in_round", "Player's Turn: the last player in the round"],
  ["round.", "End of Round and Preparing the Next"],
  ["effects.", "Character Card Effects"],
  ["threats.", "Threat Cards"],
  ["scoring", "End of Game and Scoring"],
  ["gameplay", "Gameplay"]
];
function ruleTitle(rule) {
  const found = SECTIONS.find(
    ([prefix]) => prefix.endsWith(".") ? rule.startsWith(prefix) : rule === prefix || rule.startsWith(`${prefix}.`)
  );
  return found ? `${found[1]} (${rule})` : rule;
}

// js/games/venturesome/index.js
var venturesome = {
  title: "Venturesome",
  headline: (view) => view.is_over ? "Final scores" : `Round ${view.round} of 3`,
  table: ({ view, catalog, legal, seats, selected }) => drawTable({ view, catalog, seats, selected, index: indexActions(legal, view.seat ?? null) }),
  selectors: (legal, viewer) => [...indexActions(legal, viewer).selectors.keys()],
  prompt: promptSentence,
  eventTargets,
  ruleTitle,
  score: SCORE_SPEC
};

// js/games/index.js
var GAMES = { venturesome };

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
function promptText(t, game, ui) {
  if (t.widget_kind === "replay") return t.log[t.replay?.index ?? -1]?.text ?? "";
  if (t.status?.phase === "handoff") return statusLine(t.status, t.seats, null);
  if (game && t.view) return game.prompt(renderInput(t, ui));
  return t.view?.decision?.prompt ?? "";
}
function build(t, game, ui, send) {
  const viewer = t.view?.seat ?? t.seat ?? null;
  const phase = t.status?.phase ?? "waiting";
  const input = renderInput(t, ui);
  const handoff = phase === "handoff";
  const prompt = promptText(t, game, ui);
  const over = Boolean(t.view?.is_over && t.view.outcome);
  const name = (seat) => seatName(t.seats, seat, viewer);
  return [
    h("header", { class: "vw-header" }, [
      h("h2", { class: "vw-title", text: game?.title ?? t.game_id }),
      h("span", { class: "vw-headline", text: game && t.view ? game.headline(t.view) : "" }),
      h("span", {
        class: "vw-status",
        "data-testid": "vw-status",
        text: t.widget_kind === "replay" ? "Replay" : statusLine(t.status, t.seats, viewer)
      }),
      t.widget_kind === "table" ? tableControls(t.status) : null
    ]),
    t.widget_kind === "tutorial" ? tutorPanel(t.tutor) : null,
    promptBar(prompt, t.error, phase === "play" && t.legal.length > 0),
    handoff ? handoffScreen(name(t.status.handoff_to)) : null,
    over && game ? scoreSheetPanel(scoreSheet(t.view.outcome, game.score), name) : null,
    !handoff && t.view && game ? game.table(input) : null,
    !handoff && t.view && !game ? h("p", { class: "vw-note", text: `No table drawing for ${t.game_id}: use the options below.` }) : null,
    handoff ? null : legalList(t.legal),
    t.widget_kind === "replay" ? replayControls(t.replay, send) : null,
    handoff ? null : logPanel(t.log, {
      ruleTitle: game?.ruleTitle ?? String,
      current: t.widget_kind === "replay" ? t.replay?.index ?? null : null
    })
  ];
}
function render({ model, el }) {
  const announcer = h("div", { class: "vw-sr-only", "aria-live": "polite", "data-testid": "vw-announce" });
  const content = h("div", { class: "vw-content" });
  const root = h("div", { class: "vw-root", "data-testid": "vw-root" }, [announcer, content]);
  el.append(root);
  const ui = { selected: null, lastAction: null, open: /* @__PURE__ */ new Map(), focusFirst: false, animate: false };
  const send = (msg) => model.send(msg);
  let cancelAnimation = () => {
  };
  let scheduled = false;
  const redraw = () => {
    scheduled = false;
    const t = readTraits(model);
    const game = GAMES[t.game_id];
    if (ui.selected && !(game?.selectors(t.legal, t.view?.seat ?? null) ?? []).includes(ui.selected))
      ui.selected = null;
    const kept = capture(root, ui.open);
    content.replaceChildren(...build(t, game, ui, send).filter((x) => x !== null));
    const news = [...ui.animate ? t.events.map((e) => e.text) : [], promptText(t, game, ui)].join(" ");
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
    if (ui.animate && game) {
      cancelAnimation();
      const offset = t.log.length - t.events.length;
      const targets = t.events.map((e, i) => [...game.eventTargets(e), `[data-log-index="${offset + i}"]`]);
      const reduced = Boolean(globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches);
      cancelAnimation = animateEvents(root, targets, reduced);
    }
    ui.animate = false;
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(redraw);
  };
  const listeners = {};
  for (const trait of TRAITS) {
    listeners[trait] = trait === "events" ? () => {
      ui.animate = true;
      schedule();
    } : schedule;
    model.on(`change:${trait}`, listeners[trait]);
  }
  const undelegate = delegateChoices(root, {
    act: (action) => {
      ui.lastAction = action;
      send({ kind: "act", action });
    },
    message: (msg) => {
      ui.lastAction = null;
      send(msg);
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
  redraw();
  return () => {
    for (const trait of TRAITS) model.off(`change:${trait}`, listeners[trait]);
    undelegate();
    cancelAnimation();
    root.remove();
  };
}
var widget_default = { render };
export {
  widget_default as default
};
