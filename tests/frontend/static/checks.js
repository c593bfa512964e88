// In-page checks and measurements of the front-end tests (test_static_table.py), run against
// the view mounted by fake_model.js's mount() as window.w.

const root = () => document.querySelector('[data-testid="vw-root"]');
const table = () => root().querySelector('[data-testid="vw-table"]'); // looked up anew: a redraw may replace it
const byData = (scope, key, value) =>
  [...scope.querySelectorAll(`[data-${key}]`)].filter((e) => e.dataset[key] === value);
/** Python's answer to the last message, with no change (as for a refused one): clicks are taken again. */
const answered = async () => {
  window.w.model.handled();
  await Promise.resolve(); // the view redraws in a microtask
};

/**
 * For every legal action: exactly one element of the table carries it (after picking the hand
 * card, for a play at an end), it is an accessible button, and clicking it sends {kind: "act"}.
 * Nothing else is clickable; other hands show backs and the cards this seat knows, no more.
 * @returns {Promise<string[]>} the problems found
 */
export async function checkTable({ legal, view }) {
  await Promise.resolve();
  const model = window.w.model;
  const problems = [];
  for (const { action, text, target } of legal) {
    let els = byData(table(), "action", action);
    // a play at an end (its target has a side): the hand card is picked first
    const picked = !els.length && target.side ? byData(table(), "select", target.card)[0] : null;
    if (picked) {
      picked.click();
      els = byData(table(), "action", action);
    }
    if (els.length !== 1) {
      problems.push(`${action}: ${els.length} elements`);
      continue;
    }
    const el = els[0];
    const accessible = el.getAttribute("role") === "button" && el.getAttribute("tabindex") === "0";
    if (!accessible || saysWhatItDoes(el) !== text) problems.push(`${action}: not an accessible button`);
    const before = model.sent.length;
    el.click();
    const got = model.sent.slice(before);
    if (got.length !== 1 || got[0].kind !== "act" || got[0].action !== action) {
      problems.push(`${action}: sent ${JSON.stringify(got)}`);
    }
    await answered();
    if (picked) root().dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  }
  const allowed = new Set(legal.map((l) => l.action));
  const stray = [...root().querySelectorAll("[data-action]")]
    .map((e) => e.dataset.action)
    .filter((a) => !allowed.has(a));
  if (stray.length) problems.push(`clickable but not legal: ${stray}`);
  const inert = [...table().querySelectorAll(".vw-card, .vw-threat, .vw-intim")].filter(
    (e) => !e.matches(".vw-choice"),
  );
  // a card that is no choice takes the focus only to say why not (why_not.js), as unavailable
  const focusable = inert.filter((e) => e.hasAttribute("tabindex"));
  if (focusable.some((e) => !e.hasAttribute("data-why"))) problems.push("a card that is no choice takes focus");
  if (focusable.some((e) => e.getAttribute("aria-disabled") !== "true")) problems.push("a dimmed card is not disabled");
  const before = model.sent.length;
  inert.forEach((e) => e.click());
  if (model.sent.length !== before) problems.push("a card that is no choice sent a message");
  for (const s of view.seats) {
    if (s.seat !== view.seat) problems.push(...checkHiddenHand(s));
  }
  const data = root().dataset;
  if (data.phase !== "play" || data.seat !== String(view.seat) || data.legalCount !== String(legal.length)) {
    problems.push(`root data: ${JSON.stringify(data)}`);
  }
  return problems;
}

/**
 * Any game: every legal action is taken by exactly one accessible element of the table, found
 * directly or in the menu a selector opens; clicking it sends exactly that action; nothing
 * that is not legal is clickable.
 * @returns {Promise<string[]>} the problems found
 */
export async function checkChoices({ legal }) {
  await Promise.resolve();
  const model = window.w.model;
  const problems = [];
  const escape = () => root().dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  for (const { action, text } of legal) {
    let els = byData(table(), "action", action);
    let opened = false;
    for (const key of els.length ? [] : [...table().querySelectorAll("[data-select]")].map((e) => e.dataset.select)) {
      byData(table(), "select", key)[0].click();
      els = byData(table(), "action", action);
      if (els.length) {
        opened = true;
        break;
      }
      escape();
    }
    if (els.length !== 1) {
      problems.push(`${action}: ${els.length} elements`);
      if (opened) escape();
      continue;
    }
    const el = els[0];
    if (
      el.getAttribute("role") !== "button" ||
      el.getAttribute("tabindex") !== "0" ||
      saysWhatItDoes(el) !== text
    )
      problems.push(`${action}: not an accessible button`);
    const before = model.sent.length;
    el.dispatchEvent(new MouseEvent("click", { bubbles: true })); // SVG elements have no click()
    const got = model.sent.slice(before);
    if (got.length !== 1 || got[0].kind !== "act" || got[0].action !== action)
      problems.push(`${action}: sent ${JSON.stringify(got)}`);
    await answered();
    if (opened) escape();
  }
  const allowed = new Set(legal.map((l) => l.action));
  const stray = [...root().querySelectorAll("[data-action]")]
    .map((e) => e.dataset.action)
    .filter((a) => !allowed.has(a));
  if (stray.length) problems.push(`clickable but not legal: ${stray}`);
  return problems;
}

/** Another seat's hand: its count, a back per unseen card, face up only the cards known. */
function checkHiddenHand(s) {
  const hand = table().querySelector(`[data-testid="vw-hand-${s.seat}"]`);
  const faces = [...new Set([...hand.querySelectorAll("[data-card]")].map((e) => e.dataset.card))].sort();
  const known = s.hand.filter((c) => c !== null);
  const backs = hand.querySelectorAll(".vw-back").length;
  const ok = hand.dataset.count === String(s.hand_count) && backs === s.hand_count - known.length;
  if (ok && JSON.stringify(faces) === JSON.stringify([...new Set(known)].sort())) return [];
  return [`seat ${s.seat}'s hand shows ${faces} and ${backs} backs for ${JSON.stringify(s.hand)}`];
}

/** Send the view's messages to Python (window.pyMessage, exposed by the test) and draw the
 * traits it answers with, as a kernel update would. */
export function connectPython() {
  const model = window.w.model;
  model.onSend = async (content) => {
    const answer = JSON.parse(await window.pyMessage(content)); // JSON text: quicker to cross than an object
    model.receiveState(answer.state);
    return answer.custom; // the widget's own messages (its "handled"), after its traits, as over a comm
  };
}

/**
 * Click-to-render figures (ms): each of `states` set on the model until the DOM is drawn
 * (style and layout included); `clicks` local clicks picking a hand card, from `start`; and
 * `roundTrips` clicks on an option answered by Python, until the answer is drawn.
 */
export async function measure({ states, start, clicks, roundTrips }) {
  const model = window.w.model;
  const timed = async (act) => {
    const t0 = performance.now();
    await act();
    void root().offsetHeight;
    return performance.now() - t0;
  };
  const render = [];
  for (const state of states) {
    render.push(
      await timed(async () => {
        model.receiveState(state);
        await Promise.resolve(); // the view redraws in a microtask, once for all traits of an update
      }),
    );
  }
  model.receiveState(start);
  await Promise.resolve();
  const select = [];
  for (let i = 0; i < clicks; i++) select.push(await timed(() => root().querySelector("[data-select]").click()));
  connectPython();
  const roundTrip = [];
  for (let i = 0; i < roundTrips && root().dataset.phase === "play"; i++) {
    const before = root().dataset.actions;
    roundTrip.push(
      await timed(async () => {
        root().querySelector("[data-legal]").click();
        while (root().dataset.actions === before) await new Promise((r) => setTimeout(r, 0));
      }),
    );
  }
  return { render, select, round_trip: roundTrip };
}

/** A bounding box in the page, rounded: {left, top, right, bottom}. */
const boxOf = (el) => {
  const r = el.getBoundingClientRect();
  return { left: Math.round(r.left), top: Math.round(r.top), right: Math.round(r.right), bottom: Math.round(r.bottom) };
};

/**
 * Where the parts a player needs lie on the page (test_layout.py): the prompt, the board or the
 * middle, the viewer's own area and every legal choice of the table; and the page's scroll.
 */
export function layoutBoxes() {
  const seat = root().dataset.seat;
  const one = (sel) => {
    const el = root().querySelector(sel);
    return el ? boxOf(el) : null;
  };
  // a choice is seen if it lies inside every box around it that clips what sticks out
  const clipped = (el) => {
    const box = boxOf(el);
    for (let e = el.parentElement; e && e !== root(); e = e.parentElement) {
      if (getComputedStyle(e).overflowY === "visible") continue;
      const c = boxOf(e);
      if (box.top < c.top - 1 || box.bottom > c.bottom + 1) return true;
    }
    return false;
  };
  const choices = [...table().querySelectorAll("[data-action], [data-select]")].map((el) => ({
    what: el.dataset.action ?? el.dataset.select,
    clipped: clipped(el),
    ...boxOf(el),
  }));
  return {
    prompt: one('[data-testid="vw-prompt"]'),
    middle: one('[data-testid="vw-board"]') ?? one(".vw-middle"),
    own: seat === "" ? null : one(`[data-testid="vw-seat-${seat}"]`),
    feedback: one('[data-testid="vw-tutor-feedback"]'),
    choices,
    scroll: [window.scrollX, window.scrollY],
    page: [document.documentElement.scrollWidth, window.innerWidth],
    root: boxOf(root()),
  };
}

/** Whether `el` lies inside a box of the widget that scrolls sideways (what sticks out of it is scrolled to). */
const inSideScroll = (el) => {
  for (let e = el.parentElement; e && e !== root(); e = e.parentElement) {
    if (["auto", "scroll"].includes(getComputedStyle(e).overflowX)) return true;
  }
  return false;
};

/** The elements of the widget wider than it, or sticking out of it on the right (not counting
 * those in a box that scrolls sideways). */
export function overflowing() {
  const edge = root().getBoundingClientRect().right + 1;
  return [...root().querySelectorAll("*")]
    .filter((el) => el.getBoundingClientRect().right > edge && !el.closest("details:not([open]) > :not(summary)"))
    .filter((el) => !inSideScroll(el))
    .map((el) => el.className?.baseVal ?? el.className);
}

/** The smallest font size (px) of the visible elements matching `selector`, with an example. */
export function smallestFont(selector) {
  const shown = [...root().querySelectorAll(selector)].filter((el) => el.getClientRects().length);
  const sizes = shown.map((el) => ({ size: parseFloat(getComputedStyle(el).fontSize), text: el.textContent.trim() }));
  sizes.sort((a, b) => a.size - b.size);
  return { count: sizes.length, smallest: sizes[0] ?? null };
}

const parseColour = (c) => {
  const srgb = c.match(/color\(srgb ([^)]+)\)/); // what color-mix() computes to
  if (srgb) {
    const p = srgb[1].split(/[ /]+/).filter(Boolean).map(Number);
    return { r: p[0] * 255, g: p[1] * 255, b: p[2] * 255, a: p.length > 3 ? p[3] : 1 };
  }
  const m = c.match(/rgba?\(([^)]+)\)/);
  if (!m) return null;
  const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
  return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
};
/** `top` painted over the opaque `bottom`. */
const paint = (top, bottom) => {
  const mix = (k) => top[k] * top.a + bottom[k] * (1 - top.a);
  return { r: mix("r"), g: mix("g"), b: mix("b"), a: 1 };
};
const luminance = (c) => {
  const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
};
const ratio = (a, b) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
/** The colour behind `el`: its and its ancestors' background colours painted in order; null
 * over a pattern or a picture (not measured). */
const backdrop = (el) => {
  const layers = [];
  for (let e = el; e; e = e.parentElement) {
    const s = getComputedStyle(e);
    if (s.backgroundImage !== "none") return null;
    const c = parseColour(s.backgroundColor);
    if (c && c.a > 0) layers.push(c);
    if (c && c.a === 1) break;
  }
  let colour = parseColour(getComputedStyle(document.body).backgroundColor);
  for (const layer of layers.reverse()) colour = paint(layer, colour);
  return colour;
};

/**
 * Every visible text of the widget whose contrast with what lies behind it is under WCAG AA
 * (4.5:1; 3:1 for large text). Text on drawings (SVG, coins, card backs) and text that is
 * shown as unavailable (disabled buttons and controls, cards that are no choice) are not measured.
 */
export function contrastProblems() {
  const problems = [];
  const seen = new Set();
  const walker = document.createTreeWalker(root(), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || seen.has(el) || !el.getClientRects().length) continue;
    seen.add(el);
    const inactive = ':disabled, [aria-disabled="true"], .vw-deciding > :not(.vw-choice)'; // WCAG exempts them
    if (el.closest(`svg, .vw-sr-only, .vw-wv-coin, .vw-wv-back, ${inactive}`)) continue;
    const s = getComputedStyle(el);
    const behind = backdrop(el);
    if (!behind || s.visibility === "hidden") continue;
    let opacity = 1;
    for (let e = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
    const ink = parseColour(s.color);
    const measured = ratio(paint({ ...ink, a: ink.a * opacity }, behind), behind);
    const size = parseFloat(s.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(s.fontWeight) >= 700);
    if (measured < (large ? 3 : 4.5))
      problems.push(`${el.className || el.tagName} "${node.textContent.trim().slice(0, 30)}": ${measured.toFixed(2)}`);
  }
  return problems;
}

/**
 * The focus ring of the focused legal choice: its contrast with the choice's own (brand)
 * ring and with the background behind it.
 */
export function focusRing() {
  const el = document.activeElement;
  const s = getComputedStyle(el);
  const ring = parseColour(s.outlineColor);
  const brand = parseColour(s.boxShadow); // the choice's own ring, inside the focus ring
  const behind = backdrop(el.parentElement);
  return {
    choice: el.matches(".vw-choice"),
    width: parseFloat(s.outlineWidth),
    against_choice: ratio(paint(ring, behind), paint(brand, behind)),
    against_background: ratio(paint(ring, behind), behind),
  };
}

/** The lowest contrast of a space's name (lit or not) with the board behind it. */
export function boardNameContrast() {
  const board = root().querySelector('[data-testid="vw-board"]');
  const behind = paint(parseColour(getComputedStyle(board.querySelector(".vw-wv-board-bg")).fill), {
    r: 255, g: 255, b: 255, a: 1,
  });
  const ratios = [...board.querySelectorAll(".vw-wv-space-label")].map((t) => {
    const ink = parseColour(getComputedStyle(t).fill);
    return ratio(paint(ink, behind), behind);
  });
  return { count: ratios.length, lowest: Math.min(...ratios) };
}

/**
 * What a choice tells a screen reader it does: its description when it is named by the words it
 * shows (a card), else its name.
 * @param {Element} el
 * @returns {string | null}
 */
function saysWhatItDoes(el) {
  return el.getAttribute("aria-description") ?? el.getAttribute("aria-label");
}
