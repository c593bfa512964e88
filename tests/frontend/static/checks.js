// In-page checks and measurements of the front-end tests (test_static_table.py), run against
// the view mounted by fake_model.js's mount() as window.w.

const root = () => document.querySelector('[data-testid="vw-root"]');
const table = () => root().querySelector('[data-testid="vw-table"]'); // looked up anew: a redraw may replace it
const byData = (scope, key, value) =>
  [...scope.querySelectorAll(`[data-${key}]`)].filter((e) => e.dataset[key] === value);
/** Python's answer to the last message, with no change (as for a refused one): clicks are taken again. */
const answered = async () => {
  window.w.model.receiveCustom({ kind: "handled" });
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
  for (const { action, text } of legal) {
    let els = byData(table(), "action", action);
    const play = /^play (\S+) (left|right)$/.exec(action);
    const picked = !els.length && play ? byData(table(), "select", play[1])[0] : null;
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
    if (!accessible || el.getAttribute("aria-label") !== text) problems.push(`${action}: not an accessible button`);
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
  if (inert.some((e) => e.hasAttribute("tabindex"))) problems.push("a card that is no choice takes focus");
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
      el.getAttribute("aria-label") !== text
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
    const answer = await window.pyMessage(content);
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
