import assert from "node:assert/strict";
import { test } from "node:test";
import { promptSentence } from "../games/venturesome/prompt.js";
import { CATALOG, view } from "./fixtures.js";

const SEATS = [
  { seat: 0, kind: "human", label: "" },
  { seat: 1, kind: "greedy", label: "" },
  { seat: 2, kind: "random", label: "" },
];
const LEGAL = [{ action: "x", text: "x", target: { zone: "button", label: "x" } }];

/**
 * @param {object} decision
 * @param {{log?: any[], selected?: string | null, extra?: object, legal?: any[], lastTarget?: import("../lib/targets.js").Target | null}} [more]
 */
function say(decision, { log = [], selected = null, extra = {}, legal = LEGAL, lastTarget = null } = {}) {
  const input = {
    view: view(/** @type {any} */ (decision), extra),
    legal,
    log,
    seats: SEATS,
    catalog: CATALOG,
    selected,
    lastTarget,
  };
  return promptSentence(input);
}

test("play: pick a card, then an end; with a card picked, name it", () => {
  const decision = { owner: 0, kind: "play", rule: "turn.play", prompt: "Play a card into your expedition" };
  assert.match(say(decision), /choose a card from your hand, then the end of your expedition/);
  assert.equal(
    say(decision, { selected: "PROFESSOR.RING" }),
    "Play Professor (Ring): choose the left or right end of your expedition (Escape picks another card).",
  );
});

test("multi-step effects read as one prompt", () => {
  const aviator = say({
    owner: 0,
    kind: "own_card_not_played",
    rule: "effects.aviator",
    prompt: "Choose a card of your expedition",
  });
  assert.equal(aviator, "Aviator: choose one of your cards, then a player's card to swap it with.");
  const second = { owner: 0, kind: "other_expedition_card", rule: "effects.aviator", prompt: "p" };
  assert.equal(
    say(second, { lastTarget: { zone: "expedition", seat: 0, card: "AVIATOR.GEM1", position: 0, label: "Give" } }),
    "Aviator: choose one of your cards, then a player's card: you give Aviator (1 Gem); now pick the card to take in its place.",
  );
  assert.match(say(second), /: you chose your card; now pick the card to take/);
  assert.match(
    say({ owner: 0, kind: "other_player", rule: "effects.collector", prompt: "p" }),
    /^Collector: choose a player, then a card/,
  );
  assert.equal(
    say(
      { owner: 0, kind: "hand_card", rule: "effects.collector", prompt: "p" },
      { lastTarget: { zone: "seat", seat: 2, label: "Trade a card" } },
    ),
    "Collector: choose the card of your hand to give Seat 2 · random bot; they give you a different card back.",
  );
});

test("Professor names the drawn card from the log", () => {
  const log = [
    { type: "draw", rule: "effects.professor", text: "Seat 0 draws Guide (Map).", seat: 0, card: "GUIDE.MAP" },
  ];
  assert.equal(
    say({ owner: 0, kind: "hand_card", rule: "effects.professor", prompt: "p" }, { log }),
    "Professor: you drew Guide (Map); now put one card of your hand at the bottom of the deck.",
  );
});

test("the Collector's target sees who gave what", () => {
  const decision = {
    owner: 0,
    kind: "hand_card_to_return",
    rule: "effects.collector",
    prompt: "p",
    received: "GUIDE.MAP",
  };
  assert.equal(
    say(decision, { extra: { turn: 1 } }),
    "Seat 1 · greedy bot's Collector gave you Guide (Map): give back a different card from your hand.",
  );
});

test("a threat after being stuck says why the hand is gone", () => {
  const decision = { owner: 0, kind: "threat", rule: "turn.resolve_threat", prompt: "Choose a threat to resolve" };
  const stuck = [{ type: "cannot_play", rule: "turn.cannot_play", text: "...", seat: 0 }];
  assert.match(say(decision, { log: stuck }), /^You could not play any card/);
  assert.match(say(decision, { log: [{ type: "play", rule: "turn.play", text: "", seat: 0 }] }), /^Your hand is empty/);
});

test("somebody else's decision names them; the end names the winners", () => {
  assert.equal(
    say({ owner: 2, kind: "threat", rule: "turn.resolve_threat", prompt: "Choose a threat to resolve" }, { legal: [] }),
    "Seat 2 · random bot is deciding: Choose a threat to resolve.",
  );
  const over = { is_over: true, outcome: { winners: [0], scores: [], reasoning: [] } };
  assert.equal(say(null, { extra: over }), "The game is over: Seat 0 · human (you) wins.");
  assert.equal(say(null, { extra: { ...over, outcome: { winners: [] } } }), "The game is over: nobody wins.");
});

test("an unknown decision kind falls back to the engine's prompt", () => {
  assert.equal(say({ owner: 0, kind: "mystery", rule: "x", prompt: "Do the thing" }), "Do the thing.");
});
