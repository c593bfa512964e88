// A Wild Venture's pure helpers: catalog lookups and words, the board as drawn, its look, prompt, events.
import assert from "node:assert/strict";
import { test } from "node:test";
import { boardLayout, cardInfo, cardName, counted, plainText, textLines } from "../games/wild_venture/catalog.js";
import { eventTargets } from "../games/wild_venture/events.js";
import { enchantStyle, rewardIcon } from "../games/wild_venture/icons.js";
import { headline, promptSentence } from "../games/wild_venture/prompt.js";
import { arrangeSeats, decisionSeat, knownDeck } from "../games/wild_venture/view.js";
import { engine } from "./engine.js";

const WORDS = engine("wild_venture").catalog.words;

const TEXT = {
  effects: "Adventure 3",
  upgraded: null,
  trigger: null,
  relic: null,
  enchant: null,
  enchant_kind: null,
  modifier: "While adventuring with this card, Gain rewards become Draw rewards of the same number",
  free_action: false,
};
const CATALOG = {
  cards: {
    frog_wizard: {
      name: "Frog Wizard",
      deck: "core",
      species: "frog",
      kind: "villager",
      cost: 3,
      supply: 2,
      text: TEXT,
    },
    zero_waste: {
      name: "Zero Waste",
      species: "rabbit",
      kind: "building",
      cost: 2,
      supply: 0,
      text: {
        ...TEXT,
        effects: "You may play that card",
        modifier: null,
        trigger: "When you trash a Gear card",
        enchant: "Invest 1",
        enchant_kind: "slot",
      },
    },
    nest: {
      name: "Nest",
      species: "crow",
      kind: "starter",
      cost: 0,
      supply: 0,
      text: { ...TEXT, effects: "Consider 2: Draw 1", modifier: null, upgraded: "Consider 3: Draw 1, Tuck 1" },
    },
  },
};

test("card info reads the catalog, copies fall back on the first copy, unknown codes still draw", () => {
  const info = cardInfo(CATALOG, "frog_wizard_2");
  assert.equal(info.name, "Frog Wizard");
  assert.equal(info.species, "frog");
  assert.deepEqual([info.cost, info.supply, info.known], [3, 2, true]);
  assert.deepEqual(cardInfo(CATALOG, "nest").upgradedLines, [{ label: "", text: "Consider 3: Draw 1, Tuck 1" }]);
  const unknown = cardInfo({}, "warren");
  assert.deepEqual(
    [unknown.name, unknown.species, unknown.kind, unknown.known],
    ["Warren", "rabbit", "starter", false],
  );
  assert.equal(cardName({}, "postal_contract"), "Postal contract");
});

test("a card's text paragraphs in printed order, as one line for hover text", () => {
  const lines = textLines(CATALOG.cards.zero_waste.text);
  assert.deepEqual(lines, [
    { label: "When", text: "When you trash a Gear card" },
    { label: "", text: "You may play that card" },
    { label: "Enchanted", text: "Invest 1" },
  ]);
  assert.equal(plainText(lines), "When: When you trash a Gear card You may play that card Enchanted: Invest 1");
  assert.deepEqual(textLines({ free_action: true, effects: "Adventure 1" }), [
    { label: "Free action", text: "" },
    { label: "", text: "Adventure 1" },
  ]);
  assert.deepEqual(textLines("Gain 2"), [{ label: "", text: "Gain 2" }]);
});

test("numbers of things in the catalog's words, plain English for a unit it lacks", () => {
  const catalog = { words: WORDS };
  assert.equal(counted(catalog, 1, "coin"), "1 coin");
  assert.equal(counted(catalog, 2, "supply"), "2 supplies");
  assert.equal(counted(catalog, 0, "card"), "0 cards");
  assert.equal(counted({}, 3, "coin"), "3 coins");
});

test("the board as drawn: fixed spaces from the catalog, tokens and enchantments from the view", () => {
  const catalog = {
    words: WORDS,
    boards: {
      spring: {
        name: "Spring",
        spaces: [
          { id: "home", reward: null, label: "", text: "Home", short: "", glyph: "", x: 50, y: 95 },
          {
            id: "a",
            reward: { kind: "gain", value: 3 },
            label: "Gain 3",
            text: "Gain 3",
            short: "",
            glyph: "3",
            x: 50,
            y: 80,
          },
        ],
        edges: [{ from: "home", to: "a", cost: null }],
      },
    },
  };
  const view = {
    id: "spring",
    name: "Spring",
    tokens: { a: { kind: "plus5", reward: { kind: "gain", value: 5 }, label: "Gain 5" } },
    enchantments: { home: ["moon"] },
    adventurers: [{ seat: 0, species: "frog", space: "a" }],
  };
  const board = boardLayout(catalog, view);
  // a token's reward and its words (from words.tokens) replace the printed ones
  assert.deepEqual(
    [board.spaces[1].label, board.spaces[1].text, board.spaces[1].glyph],
    ["Gain 5", WORDS.tokens.plus5.text, WORDS.tokens.plus5.glyph],
  );
  assert.deepEqual(board.spaces[1].token, { kind: "plus5", badge: WORDS.tokens.plus5.badge });
  assert.deepEqual(board.spaces[0].enchantments, ["moon"]);
  assert.deepEqual([board.spaces[0].token, board.spaces[0].text], [null, "Home"]);
  assert.equal(board.edges.length, 1);
  assert.equal(board.adventurers[0].space, "a");
});

test("the look of rewards and enchantments of any type", () => {
  assert.equal(rewardIcon({ kind: "gain" }), "coin");
  assert.equal(rewardIcon({ kind: "starter" }), "starter");
  assert.equal(rewardIcon(null), "home");
  assert.equal(rewardIcon({ kind: "teleport" }), "other");
  assert.equal(enchantStyle("moon").glyph, "moon");
  const odd = enchantStyle("comet");
  assert.equal(odd.glyph, "letter");
  assert.equal(odd.letter, "C");
  assert.equal(enchantStyle("comet").colour, odd.colour); // stable
});

test("the prompt follows the decision; a picked card asks what to do with it", () => {
  const seats = [
    { seat: 0, kind: "human", label: "" },
    { seat: 1, kind: "greedy", label: "" },
  ];
  const view = {
    seat: 0,
    phase: "play",
    decision: { owner: 0, kind: "turn", prompt: "2 Main Actions left" },
    outcome: null,
  };
  const legal = [{ action: "end", text: "End your turn", target: { zone: "button", label: WORDS.buttons.end } }];
  const input = { view, legal, seats, catalog: CATALOG, selected: null };
  assert.equal(promptSentence(input), "2 Main Actions left.");
  assert.equal(
    promptSentence({ ...input, selected: "frog_wizard" }),
    "Frog Wizard: choose what to do with it (Escape goes back).",
  );
  assert.equal(
    promptSentence({ ...input, view: { ...view, decision: { owner: 1, prompt: "Choose a path" } }, legal: [] }),
    "Seat 1 · greedy bot is deciding: Choose a path.",
  );
  const over = { ...view, phase: "over", outcome: { winners: [0, 1] } };
  assert.equal(
    promptSentence({ ...input, view: over }),
    "The game is over: Seat 0 · human (you) and Seat 1 · greedy bot share the victory.",
  );
  assert.equal(headline({ phase: "play", turn: 7, final_turns: 1 }), "Turn 7 · deck empty: 1 turn left");
  assert.equal(headline({ phase: "setup", turn: 0 }), "Setup");
});

test("view helpers: who decides, the known deck cards top first, where the seats sit", () => {
  assert.equal(decisionSeat({ owner: 1 }), 1);
  assert.equal(decisionSeat(null), null);
  assert.deepEqual(
    knownDeck({
      known: [
        { from_top: 2, card: "b" },
        { from_top: 0, card: "a" },
      ],
    }),
    [
      { card: "a", fromTop: 0 },
      { card: "b", fromTop: 2 },
    ],
  );
  assert.deepEqual(knownDeck({ count: 3 }), []);
  const seats = [{ seat: 0 }, { seat: 1 }];
  assert.deepEqual(arrangeSeats(seats, 1), { top: [{ seat: 0 }], bottom: { seat: 1 }, own: true });
  assert.deepEqual(arrangeSeats(seats, null), { top: [{ seat: 1 }], bottom: { seat: 0 }, own: false });
});

test("events highlight the cards, coins, pawns and piles they involve", () => {
  assert.deepEqual(eventTargets({ type: "play", seat: 1, card: "frog_wizard" }), [
    '[data-seat-area="1"] [data-card="frog_wizard"]',
  ]);
  assert.deepEqual(eventTargets({ type: "gain", seat: 0 }), ['[data-zone="coins"][data-seat="0"]']);
  assert.deepEqual(eventTargets({ type: "move", seat: 0, space: "w1" }), ['[data-pawn="0"]', '[data-space="w1"]']);
  assert.deepEqual(eventTargets({ type: "trash", seat: 0 }), ['[data-zone="trash"]']);
  assert.deepEqual(eventTargets({ type: "mystery", seat: 1 }), ['[data-seat-area="1"]']);
  assert.deepEqual(eventTargets({ type: "mystery" }), []);
});
