// Hints you can act on (lib/hint_preview.js, lib/hint_panel.js): which suggestion is shown on the
// table, which card a two-step move picks first, the hint list's buttons, and each game's ghost of
// what a move puts down, drawn from the engine's positions (js/test/engine/).
import assert from "node:assert/strict";
import { test } from "node:test";
import { GAMES } from "../games/index.js";
import { hintList } from "../lib/hint_panel.js";
import { actionSelector, asGhost, previewStands, previewedHint, selectorFor } from "../lib/hint_preview.js";
import { h } from "../lib/dom.js";
import { engine, marked, renderInput } from "./engine.js";

const HINTS = {
  hints: [
    { action: "play PROFESSOR.MAP left", text: "Play Professor (Map) at the left end", win_rate: 0.6 },
    { action: "end", text: "End the turn", win_rate: 0.4 },
  ],
};
const LEGAL = [{ action: "play PROFESSOR.MAP left" }, { action: "end" }];

test("the suggestion shown is the one of a legal action, in the answer for this decision", () => {
  const preview = { action: "end", decision: 4, select: null };
  assert.equal(previewedHint(HINTS, preview, LEGAL)?.text, "End the turn");
  assert.equal(previewedHint(HINTS, preview, [{ action: "play PROFESSOR.MAP left" }]), null, "not legal now");
  assert.equal(previewedHint(null, preview, LEGAL), null, "no answer for this decision");
  assert.equal(previewedHint(HINTS, null, LEGAL), null);
  assert.equal(previewedHint(HINTS, { ...preview, action: "stop" }, [{ action: "stop" }]), null, "not suggested");
  assert.equal(previewStands(preview, 4), true);
  assert.equal(previewStands(preview, 5), false, "a new decision ends it");
});

test("a two-step move picks its card first only when the game picks that card first", () => {
  const hint = { target: { zone: "hand", card: "PROFESSOR.MAP", side: "left" } };
  assert.equal(selectorFor(hint, ["PROFESSOR.MAP", "GUIDE.GEM1"]), "PROFESSOR.MAP");
  assert.equal(selectorFor(hint, ["GUIDE.GEM1"]), null);
  assert.equal(selectorFor({ target: { zone: "board", space: "w1" } }, ["w1"]), null, "no card");
  assert.equal(selectorFor(null, ["PROFESSOR.MAP"]), null);
});

test("the elements of an action are found by its exact string, quotes and all", () => {
  assert.equal(actionSelector("place 5 -1,-4 90"), '[data-action="place 5 -1,-4 90"]');
  assert.equal(actionSelector('say "hi"'), '[data-action="say \\"hi\\""]');
});

test("each legal suggestion has a button to show it; the one shown has Play this move and Hide", () => {
  const list = hintList(HINTS, { previewed: "end", legal: [{ action: "end" }] });
  assert.deepEqual(
    marked(list, "data-preview").map((m) => m.value),
    [],
    "the first is not legal: no button; the second is shown",
  );
  const play = marked(list, "data-action");
  assert.deepEqual(
    play.map((m) => [m.value, m.text]),
    [["end", "Play this move"]],
  );
  assert.equal(marked(list, "data-preview-hide").length, 1);
  const both = hintList(HINTS, { legal: LEGAL });
  assert.deepEqual(
    marked(both, "data-preview").map((m) => [m.value, m.text, m.props["aria-label"]]),
    [
      ["play PROFESSOR.MAP left", "Show on the table", "Show on the table: Play Professor (Map) at the left end"],
      ["end", "Show on the table", "Show on the table: End the turn"],
    ],
  );
  assert.equal(marked(both, "data-action").length, 0, "nothing is played before it is shown");
  assert.equal(marked(hintList(HINTS), "data-preview").length, 0, "no legal actions given: nothing to show");
});

test("a ghost is no card of the table: seen, not clickable, not read out", () => {
  const ghost = asGhost(h("div", { class: "vw-card", "data-card": "GUIDE.MAP", role: "img", "aria-label": "Guide" }));
  assert.equal(ghost.props.class, "vw-card vw-preview-ghost");
  assert.equal(ghost.props["data-preview-ghost"], "");
  assert.equal(ghost.props["aria-hidden"], "true");
  for (const gone of ["data-card", "role", "aria-label"]) assert.equal(ghost.props[gone], undefined, gone);
});

/**
 * The ghosts a game draws for a move of one of its engine positions shown on the table.
 * @param {string} gameId
 * @param {string} kind  the position's decision kind
 * @param {(item: any) => boolean} which  the legal entry shown
 */
function ghosts(gameId, kind, which) {
  const { catalog, positions } = engine(gameId);
  const { view, legal } = positions[kind];
  const preview = legal.find(which);
  assert.ok(preview, `${gameId} ${kind}: no such move`);
  const input = { ...renderInput(view, catalog, legal), preview };
  const parts = GAMES[gameId].table(input);
  return marked([parts.others, parts.middle, parts.bar, parts.own], "data-preview-ghost");
}

test("where a move puts something down, the game draws its ghost there; elsewhere none", () => {
  assert.equal(ghosts("venturesome", "play", (i) => i.target.side === "left").length, 1, "a card at an end");
  assert.equal(ghosts("wild_venture", "adventure", (i) => i.target.zone === "board").length, 1, "the adventurer");
  assert.equal(ghosts("venture_forth", "pawn", (i) => i.target.zone === "site").length, 1, "the pawn on a site");
  assert.equal(ghosts("venture_forth", "turn", (i) => i.target.zone === "board").length, 1, "a card on a space");
  assert.equal(ghosts("venture_forth", "turn", (i) => i.target.zone === "button").length, 0);
  assert.equal(ghosts("venturesome", "threat", () => true).length, 0);
  assert.equal(ghosts("venture_2019", "action", (i) => i.target.zone === "hand").length, 0, "a card aimed at a player");
});
