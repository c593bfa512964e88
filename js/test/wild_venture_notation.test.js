// A Wild Venture's action notation: parsing and where each legal action is taken.
import assert from "node:assert/strict";
import { test } from "node:test";
import { menuCards, parseAction, placeActions } from "../games/wild_venture/notation.js";

/** @param {string[]} actions */
const legal = (actions) => actions.map((action) => ({ action, text: `text of ${action}` }));

test("parseAction splits the verb from its argument", () => {
  assert.deepEqual(parseAction("play frog_wizard"), { verb: "play", arg: "frog_wizard" });
  assert.deepEqual(parseAction("end"), { verb: "end", arg: "" });
  assert.deepEqual(parseAction("chest tuck"), { verb: "chest", arg: "tuck" });
  assert.deepEqual(parseAction("invest 2"), { verb: "invest", arg: "2" });
});

test("card verbs go to their card, moves to their space, the rest to buttons", () => {
  const place = placeActions(
    legal(["play frog_wizard", "activate nest", "free pond_skater", "enchant zero_waste", "move w1", "move n1", "end"]),
  );
  assert.deepEqual([...place.cards.keys()], ["frog_wizard", "nest", "pond_skater", "zero_waste"]);
  assert.deepEqual([...place.spaces.keys()], ["w1", "n1"]);
  assert.deepEqual(
    place.buttons.map((b) => b.action),
    ["end"],
  );
  assert.equal(place.spaces.get("w1")?.text, "text of move w1");
});

test("chests, invest, triggers, stop and skip are buttons", () => {
  const actions = [
    "chest tuck",
    "chest supply",
    "chest consider",
    "invest 0",
    "invest 1",
    "trigger postal_contract",
    "stop",
    "skip",
  ];
  const place = placeActions(legal(actions));
  assert.equal(place.cards.size, 0);
  assert.deepEqual(
    place.buttons.map((b) => b.action),
    actions,
  );
});

test("a starter reward is two buttons, not a click on the starter", () => {
  const place = placeActions(legal(["activate lilypad", "upgrade lilypad"]));
  assert.equal(place.cards.size, 0);
  assert.deepEqual(
    place.buttons.map((b) => b.action),
    ["activate lilypad", "upgrade lilypad"],
  );
  // in the main menu, activating a starter is a click on it
  assert.deepEqual([...placeActions(legal(["activate lilypad", "end"])).cards.keys()], ["lilypad"]);
});

test("a card with several verbs opens a menu; one verb is a direct click", () => {
  const actions = ["draw a", "tuck a", "trash a", "top a", "draw b", "take c"];
  const place = placeActions(legal(actions));
  assert.deepEqual(
    place.cards.get("a")?.map((l) => l.action),
    ["draw a", "tuck a", "trash a", "top a"],
  );
  assert.deepEqual(menuCards(legal(actions)), ["a"]);
  assert.deepEqual(menuCards(legal(["play x", "end"])), []);
});

test("unknown notation is never lost: it becomes a button", () => {
  const place = placeActions(legal(["dance wildly", "move", "weird"]));
  assert.deepEqual(
    place.buttons.map((b) => b.action),
    ["dance wildly", "move", "weird"],
  );
});
