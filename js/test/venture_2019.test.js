// Venture (2019)'s front end on the engine's own output (js/test/engine/venture_2019.json): every
// legal action placed on one element (a card aimed at a player after picking it), the question
// asked out of turn, the prompt and headline, and what events point at and move.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { eventMotion, eventTargets } from "../games/venture_2019/events.js";
import { questionWords } from "../games/venture_2019/middle.js";
import { aimedCards, cardPlays, twoSteps } from "../games/venture_2019/offer.js";
import { headline, promptSentence, toViewer } from "../games/venture_2019/prompt.js";
import { drawTable } from "../games/venture_2019/table.js";
import { GAMES } from "../games/index.js";
import { placeActions } from "../lib/targets.js";
import { engine, marked } from "./engine.js";

const V19 = engine("venture_2019");
const { catalog } = V19;

/**
 * The table of a fixture position, as widget.js would draw it.
 * @param {string} kind
 * @param {string | null} [selected]
 */
const draw = (kind, selected = null) => {
  const { view, legal } = V19.positions[kind];
  const seats = view.seats.map((/** @type {{seat: number}} */ s) => ({
    seat: s.seat,
    kind: s.seat === view.seat ? "human" : "random",
    label: "",
  }));
  const ctx = {
    view,
    catalog,
    seats,
    selected,
    unavailable: [],
    place: placeActions(legal),
    offered: new Set(),
    plays: cardPlays(legal),
  };
  const parts = drawTable(ctx);
  return [parts.others, parts.middle, parts.bar, parts.own];
};

describe("every legal action has one element", () => {
  for (const kind of Object.keys(V19.positions)) {
    test(kind, () => {
      const { view, legal } = V19.positions[kind];
      /** @type {Map<string, number>} */
      const found = new Map();
      const count = (/** @type {any[]} */ all) => {
        for (const { value } of marked(all, "data-action")) found.set(value, (found.get(value) ?? 0) + 1);
      };
      const first = draw(kind);
      count(first);
      const aimed = marked(first, "data-select").map((m) => m.value);
      assert.deepEqual(aimed.sort(), aimedCards(legal, view.seat).sort());
      // an aimed card's plays are drawn once it is picked, on the players lit for it
      for (const code of aimed) {
        const picked = marked(draw(kind, code), "data-action").map((m) => m.value);
        const plays = new Set((cardPlays(legal).get(code) ?? []).map((item) => item.action));
        for (const action of picked) if (plays.has(action)) found.set(action, (found.get(action) ?? 0) + 1);
      }
      for (const { action } of legal) assert.equal(found.get(action), 1, action);
      assert.deepEqual(
        [...found.keys()].filter((a) => !legal.some((l) => l.action === a)),
        [],
      );
    });
  }
});

test("a card goes in two steps when it could go to several players, or to another than its player", () => {
  const target = (/** @type {number | undefined} */ seat) => ({
    action: "x",
    text: "x",
    target: { zone: "hand", card: "c", seat, label: "x" },
  });
  assert.equal(twoSteps([target(1), target(2)], 0), true);
  assert.equal(twoSteps([target(1)], 0), true);
  assert.equal(twoSteps([target(0)], 0), false);
  assert.equal(twoSteps([target(undefined)], 0), false);
});

test("the question asked out of turn says who plays what on whom", () => {
  const { view } = V19.positions.answer;
  const seats = view.seats.map((/** @type {{seat: number}} */ s) => ({
    seat: s.seat,
    kind: "random",
    label: `Seat ${s.seat}`,
  }));
  const words = questionWords(/** @type {any} */ ({ view, catalog, seats }), view.chain);
  const top = view.chain[view.chain.length - 1];
  assert.match(words, new RegExp(catalog.cards[top.card].name));
  const ctx = /** @type {any} */ ({ view: { ...view, seat: 2 }, catalog, seats });
  const theft = { card: "theft-chem", player: 1, target: 2, cancelled: false };
  assert.equal(questionWords(ctx, [theft]), "Seat 1 plays Idea Theft on you");
  const objection = { card: "objection-geo", player: 2, target: null, cancelled: false };
  assert.equal(questionWords(ctx, [theft, objection]), "You answer Idea Theft with Objection");
  assert.equal(questionWords(ctx, [{ ...theft, player: null }]), "The bulb is on: Idea Theft on you");
});

test("the prompt: the engine's, a picked card's, another seat deciding, the end", () => {
  const { view, legal } = V19.positions.action;
  const input = {
    view,
    legal,
    seats: [],
    catalog,
    selected: null,
    unavailable: [],
    log: [],
    lastTarget: null,
    ask: () => {},
    replies: {},
  };
  assert.equal(promptSentence(input).replace(/\.$/, ""), view.decision.prompt.replace(/\.$/, ""));
  assert.match(promptSentence({ ...input, selected: "theft-bio" }), /^Idea Theft: choose a lit player/);
  assert.match(promptSentence({ ...input, legal: [] }), /^Seat 0 \(you\)|is deciding/);
  const over = { ...view, is_over: true, outcome: { winners: [1] } };
  assert.equal(promptSentence({ ...input, view: over }), "The game is over: Seat 1 wins the Nobel Prize.");
  assert.match(headline(view), /^Turn \d+ · Seat \d · Phase 2: Actions$/);
  assert.equal(GAMES.venture_2019.title, "Venture (2019)");
});

test("the prompt speaks to the viewer a card is aimed at as the banner does: you, not Seat N", () => {
  const { view, legal } = V19.positions.answer; // the bulb's card on Seat 0, Seat 1 asked
  const input = { legal, seats: [], catalog, selected: null, ask: () => {}, replies: {} };
  const target = view.chain[view.chain.length - 1].target;
  const asked = { ...view, seat: target, decision: { ...view.decision, owner: target } };
  const said = promptSentence(/** @type {any} */ ({ ...input, view: asked }));
  const banner = questionWords(/** @type {any} */ ({ view: asked, catalog, seats: [] }), view.chain);
  assert.match(banner, / on you$/);
  assert.match(said, / on you: answer with an instant, or pass\?$/);
  assert.doesNotMatch(said, new RegExp(`Seat ${target}`));
  // another seat asked: the viewer the card is aimed at still reads "you"
  const watching = promptSentence(/** @type {any} */ ({ ...input, legal: [], view: { ...view, seat: target } }));
  assert.match(watching, / is deciding: The bulb's Lab Accident on you: answer/);
  // a seat the card is not aimed at reads the engine's words
  const other = promptSentence(/** @type {any} */ ({ ...input, view }));
  assert.match(other, new RegExp(`on Seat ${target}: answer`));
});

test("the engine's names of the viewer's seat become you, your, yours", () => {
  assert.equal(toViewer("Seat 2's Idea Theft on Seat 0: answer?", 2), "Your Idea Theft on Seat 0: answer?");
  assert.equal(toViewer("Seat 1's Idea Theft on Seat 2: answer?", 2), "Seat 1's Idea Theft on you: answer?");
  assert.equal(toViewer("Which completed mission of Seat 1 to undo?", 1), "Which completed mission of yours to undo?");
  assert.equal(toViewer("Which completed mission of Seat 12 to undo?", 1), "Which completed mission of Seat 12 to undo?");
  assert.equal(toViewer("Seat 1's card on Seat 1", null), "Seat 1's card on Seat 1");
});

test("events point at the table and move cards", () => {
  assert.deepEqual(eventTargets({ type: "complete", seat: 1, mission: 6 }), [
    '[data-zone="mission"][data-seat="1"] [data-card="6"]',
  ]);
  assert.ok(eventTargets({ type: "play", seat: 2, card: "theft-chem" }).includes('[data-zone="hand"][data-seat="2"]'));
  assert.deepEqual(eventTargets({ type: "reverse" }), ['[data-testid="vw-v19-direction"]']);
  assert.deepEqual(eventTargets({ type: "unknown", seat: 3 }), ['[data-seat-area="3"]']);
  assert.deepEqual(eventMotion({ type: "draw", seat: 0 }), {
    from: '[data-zone="deck"]',
    to: '[data-zone="hand"][data-seat="0"]',
  });
  assert.equal(eventMotion({ type: "pass", seat: 0 }), null);
});

test("a hand of more than four faces is drawn packed, a smaller one as full cards", () => {
  const packed = (/** @type {string} */ kind) => {
    const seat = V19.positions[kind].view.seat;
    const [hand] = marked(draw(kind), "data-testid").filter((m) => m.value === `vw-hand-${seat}`);
    return hand.props.class.split(" ").includes("vw-v19-hand-many");
  };
  assert.equal(packed("discard"), true); // seven different cards in Phase 4
  assert.equal(packed("keep"), true); // six cards, five faces (two Quills drawn once)
  assert.equal(packed("mission"), false); // four cards, three faces
});

test("a seat's identical long-term cards are one line with their count, copies of one card alike", () => {
  const position = V19.positions.discard;
  const other = position.view.seats.find((/** @type {{seat: number}} */ s) => s.seat !== position.view.seat);
  const lasting = [
    { card: "assistant-astro", kind: "early_draw", spent: false },
    { card: "assistant-chem", kind: "early_draw", spent: false },
    { card: "assistant-phys", kind: "early_draw", spent: true },
    { card: "funding_cut-chem", kind: "hand_limit", spent: false },
  ];
  const saved = other.lasting;
  other.lasting = lasting;
  try {
    // another seat without a choice is kept (lib/dom.js memo): its part is what the memo builds
    const [kept] = marked(draw("discard"), "inputs").filter(
      (m) => m.props.build && String(m.value[1]).includes("assistant-astro"),
    );
    const lines = marked(kept.props.build(), "data-zone")
      .filter((m) => m.value === "lasting" && m.props["data-seat"] === other.seat)
      .flatMap((list) => list.props.children.map((/** @type {any} */ li) => [li.props["data-count"], li.props.title]));
    assert.deepEqual(
      lines.map(([count, title]) => [count, title.split(":")[0]]),
      [
        [2, "Lab Assistant ×2"],
        [1, "Lab Assistant"], // the spent one apart
        [1, "Funding Cut"],
      ],
    );
  } finally {
    other.lasting = saved;
  }
});
