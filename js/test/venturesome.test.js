// Venturesome's pure helpers: catalog lookups, symbols, event targets.
import assert from "node:assert/strict";
import { test } from "node:test";
import { cardInfo, cardName } from "../games/venturesome/catalog.js";
import { eventTargets } from "../games/venturesome/events.js";
import { SYMBOL_SHAPES } from "../games/venturesome/symbols.js";
import { characterCard } from "../games/venturesome/cards.js";
import { engine, marked } from "./engine.js";
import { CATALOG } from "./fixtures.js";

test("a card's face shows the catalog's short reminder of its character's effect, the small card none", () => {
  const { catalog } = engine("venturesome");
  const reminders = catalog.characters.map((/** @type {any} */ c) => c.reminder);
  assert.ok(reminders.every((r) => r.length > 0 && r.length <= 36), JSON.stringify(reminders));
  assert.equal(new Set(reminders).size, reminders.length);
  const code = catalog.cards.find((/** @type {any} */ c) => c.character === "PROFESSOR").code;
  const face = JSON.stringify(marked(characterCard(catalog, code), "class").map((m) => m.text));
  assert.ok(face.includes("Draw 1, then bottom a hand card"), face);
  const small = JSON.stringify(marked(characterCard(catalog, code, { small: true }), "class").map((m) => m.text));
  assert.ok(!small.includes("Draw 1, then bottom"), small);
});

test("card info from the catalog, with a fallback for unknown ids", () => {
  assert.deepEqual(cardInfo(CATALOG, "ARTIFACT_HUNTER.GEM2"), {
    code: "ARTIFACT_HUNTER.GEM2",
    character: "ARTIFACT_HUNTER",
    symbol: "GEM2",
    name: "Artifact Hunter",
    symbolName: "2 Gems",
    colour: "purple",
    effect: "Intimidate.",
    label: "Artifact Hunter (2 Gems)",
  });
  assert.equal(cardName(CATALOG, "PROFESSOR.RING"), "Professor (Ring)");
  assert.equal(cardName(/** @type {any} */ ({}), "NEW_FACE.GEM1"), "New Face (Gem1)");
});

test("each of the eight symbols has its own drawing", () => {
  assert.deepEqual(Object.keys(SYMBOL_SHAPES).sort(), CATALOG.symbols.map((s) => s.id).sort());
  const drawings = Object.values(SYMBOL_SHAPES).map((shapes) => JSON.stringify(shapes));
  assert.equal(new Set(drawings).size, 8);
  const gems = (/** @type {string} */ id) => SYMBOL_SHAPES[id].filter((s) => s.tag === "polygon").length;
  assert.deepEqual([gems("GEM1"), gems("GEM2"), gems("GEM3")], [1, 2, 3]);
});

test("events point at the elements they change", () => {
  assert.deepEqual(eventTargets({ type: "play", seat: 1, card: "GUIDE.MAP" }), [
    '[data-zone="expedition"][data-seat="1"] [data-card="GUIDE.MAP"]',
  ]);
  assert.deepEqual(eventTargets({ type: "threat", seat: 0, threat: "JAGUAR" }), ['[data-threat="JAGUAR"]']);
  assert.deepEqual(eventTargets({ type: "swap_hands", seat: 0, target: 2 }), [
    '[data-zone="hand"][data-seat="0"]',
    '[data-zone="hand"][data-seat="2"]',
  ]);
  assert.deepEqual(eventTargets({ type: "something_new", seat: 2 }), ['[data-seat-area="2"]']);
  assert.deepEqual(eventTargets({ type: "game_over" }), []);
});
