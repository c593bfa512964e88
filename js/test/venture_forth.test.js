// Venture Forth's front end on the engine's own output (js/test/engine/venture_forth.json): the
// catalog's words, where things go on the board, every legal action placed on its element, the
// journey's questions in one place, the prompt, and what events point at and move.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { nameLines } from "../games/venture_forth/board.js";
import { cardSummary, counted, desireWords, levelCard, tokenFace } from "../games/venture_forth/catalog.js";
import { eventMotion, eventTargets, pawnBefore } from "../games/venture_forth/events.js";
import { SPOT_OFFSET, pathLine, pawnSpots, tokenSpots } from "../games/venture_forth/geometry.js";
import { journeyOrder, journeyShown } from "../games/venture_forth/journey.js";
import { boardKey } from "../games/venture_forth/legend.js";
import { handPlays } from "../games/venture_forth/offer.js";
import { headline, promptSentence } from "../games/venture_forth/prompt.js";
import { arrangeSeats, drawTable } from "../games/venture_forth/table.js";
import { GAMES } from "../games/index.js";
import { placeActions } from "../lib/targets.js";
import { engine, marked } from "./engine.js";

const VF = engine("venture_forth");
const { catalog } = VF;
const SEATS = [0, 1, 2].map((seat) => ({ seat, kind: "random", label: "" }));

/**
 * The table of a fixture position, as widget.js would draw it.
 * @param {string} kind
 * @param {string | null} [selected]
 */
const draw = (kind, selected = null) => {
  const { view, legal } = VF.positions[kind];
  const seats = SEATS.map((s) => (s.seat === view.seat ? { ...s, kind: "human" } : s));
  const parts = drawTable({
    view,
    catalog,
    seats,
    selected,
    place: placeActions(legal),
    offered: new Set(),
    plays: handPlays(legal),
  });
  return { parts, all: [parts.others, parts.middle, parts.bar, parts.own] };
};

describe("the catalog's words", () => {
  test("what a card desires: an adventurer's one desire, a vicious enemy's two", () => {
    assert.equal(desireWords(catalog.cards.lion), "vicious: desires 2 will");
    assert.equal(desireWords(catalog.cards.poet), `desires ${catalog.cards.poet.desire}`);
    assert.match(cardSummary(catalog.cards.lion), /^Lion: mountains enemy of power 4; vicious/);
    assert.match(cardSummary(catalog.cards.poet), /ambition: Encounter an enemy with 10 or more power/);
  });

  test("level cards: Level I and II by level, a Level III card by its code, with their texts", () => {
    assert.deepEqual(levelCard(catalog, { level: 1 }).lines, catalog.levels.level_i.text);
    assert.equal(levelCard(catalog, { level: 2, level3: null }).name, "Level II");
    const three = levelCard(catalog, { level: 3, level3: "strength_of_heracles" });
    assert.deepEqual([three.name, three.level], ["Strength of Heracles", 3]);
  });

  test("an explore token's face: coins, treasure cards, despair", () => {
    const face = (/** @type {{code: string}} */ t) => [t.code, tokenFace(catalog, t.code).glyph];
    const glyphs = Object.fromEntries(catalog.tokens.map(face));
    assert.equal(glyphs.token_3c_1, "3c");
    assert.equal(glyphs.token_1t_1, "1T");
    assert.equal(glyphs.token_3t1d_2, "3T 1D");
    assert.equal(tokenFace(catalog, "token_3c_1").text, "Gain 3 coins.");
    assert.equal(counted(2, "will"), "2 will");
    assert.equal(counted(2, "coin"), "2 coins");
  });

  test("a card's name on the board: one line, or two split near the middle", () => {
    assert.deepEqual(nameLines("Lion"), ["Lion"]);
    assert.deepEqual(nameLines("Tyrrhenian Pirates"), ["Tyrrhenian", "Pirates"]);
    assert.deepEqual(nameLines("Stymphalian Birds"), ["Stymphalian", "Birds"]);
  });
});

describe("the board's geometry", () => {
  for (const side of Object.keys(catalog.boards)) {
    test(`${side}: each path's explore token lies beside it, clear of sites, spaces and the others`, () => {
      const board = catalog.boards[side];
      const spots = tokenSpots(board);
      assert.equal(spots.size, board.paths.length);
      const things = [...board.sites, ...board.paths.flatMap((/** @type {any} */ p) => p.spaces)];
      for (const [id, spot] of spots) {
        assert.ok(spot.x >= 3 && spot.x <= 97 && spot.y >= 3 && spot.y <= 97, `${id} on the board`);
        const nearest = Math.min(...things.map((t) => Math.hypot(t.x - spot.x, t.y - spot.y)));
        assert.ok(nearest >= SPOT_OFFSET - 0.5, `${id}'s token is ${nearest.toFixed(1)} from a site or space`);
      }
      const all = [...spots.values()];
      all.forEach((a, i) => all.slice(i + 1).forEach((b) => assert.ok(Math.hypot(a.x - b.x, a.y - b.y) > 5)));
      const line = pathLine(board, board.paths[0]);
      assert.equal(line.length, board.paths[0].spaces.length + 2);
    });
  }

  test("pawns: side by side on a shared site; the traveller on the space of its encounter", () => {
    const board = catalog.boards.sea_corner;
    const pawns = [
      { seat: 0, site: "shore" },
      { seat: 1, site: "shore" },
      { seat: 2, site: "country" },
    ];
    const [a, b, c] = pawnSpots(board, pawns, null, null);
    assert.equal(a.at, "shore");
    assert.notDeepEqual([a.x, a.y], [b.x, b.y]);
    const travelling = pawnSpots(board, pawns, { space: "p1.2" }, 2);
    assert.equal(travelling[2].at, "p1.2");
    assert.equal(c.at, "country");
  });

  test("a journey meets the path's spaces from the site it starts at", () => {
    const board = catalog.boards.sea_corner;
    assert.deepEqual(journeyOrder(board, { path: "p2", from: "shore" }), ["p2.1", "p2.2", "p2.3"]);
    assert.deepEqual(journeyOrder(board, { path: "p2", from: "country" }), ["p2.3", "p2.2", "p2.1"]);
  });
});

test("the board's key explains every symbol in the catalog's words, face-down tokens with the variant", () => {
  const key = marked(boardKey(catalog, VF.positions.turn.view), "class").find((el) => el.value === "vw-vf-key-list");
  assert.ok(key);
  for (const symbol of ["will", "coin", "will_plus", "coin_or_will"]) {
    const words = catalog.boards.sea_corner.paths
      .flatMap((/** @type {any} */ p) => p.spaces)
      .find((/** @type {any} */ s) => s.symbol === symbol && !s.explore)
      .text.slice(1);
    assert.ok(key.text.includes(words), `${symbol}: ${words}`);
  }
  const hidden = { ...VF.positions.turn.view, options: { hidden_tokens: true } };
  const list = (/** @type {any} */ view) =>
    marked(boardKey(catalog, view), "class").find((el) => el.value === "vw-vf-key-list")?.text ?? "";
  assert.match(list(hidden), /face down/);
  assert.doesNotMatch(key.text, /face down/);
});

describe("the table places every legal action on its element", () => {
  for (const kind of Object.keys(VF.positions)) {
    test(`${kind}: each legal action has exactly one element (a play once its card is picked)`, () => {
      const { legal } = VF.positions[kind];
      const plays = handPlays(legal);
      const direct = marked(draw(kind).all, "data-action").map((el) => el.value);
      const picked = [...plays.keys()].flatMap((code) =>
        marked(draw(kind, code).all, "data-action")
          .map((el) => el.value)
          .filter((a) => a.startsWith(`play ${code} `)),
      );
      assert.deepEqual([...direct, ...picked].sort(), legal.map((l) => l.action).sort());
    });
  }

  test("turn: the hand's cards are picked first; the picked card's spaces light up on the board", () => {
    const { view, legal } = VF.positions.turn;
    const plays = handPlays(legal);
    const before = draw("turn");
    assert.deepEqual(
      marked(before.parts.own, "data-select").map((el) => el.value).sort(),
      [...plays.keys()].sort(),
    );
    assert.equal(marked(before.parts.middle, "data-action").filter((el) => el.value.startsWith("play ")).length, 0);
    const [code, items] = [...plays.entries()][0];
    const lit = marked(draw("turn", code).parts.middle, "data-action").filter((el) => el.value.startsWith("play "));
    assert.deepEqual(
      lit.map((el) => el.props["data-space"]).sort(),
      items.map((item) => item.target.space).sort(),
    );
    assert.equal(GAMES.venture_forth.selectors(legal).length, plays.size);
    assert.equal(view.seat, VF.positions.turn.view.current_player);
  });

  test("sites, paths and the Level III stacks are the elements of their choices", () => {
    const sites = marked(draw("pawn").parts.middle, "data-action");
    assert.ok(sites.every((el) => el.props["data-space"] === el.value.split(" ")[1]));
    const paths = marked(draw("token").parts.middle, "data-action");
    assert.ok(paths.length && paths.every((el) => el.props.class.includes("vw-vf-path")));
  });

  test("a gift goes on an opponent's adventurer, in the band of the other seats", () => {
    const { legal } = VF.positions.gift;
    const { parts } = draw("gift");
    assert.equal(marked(parts.others, "data-action").length, legal.length);
  });
});

describe("the journey: the encounter and its question in one place", () => {
  test("an enemy: its card, the powers, and exert or face as the journey's buttons", () => {
    const { view, legal } = VF.positions.exert;
    const { parts } = draw("exert");
    const journey = marked(parts.middle, "data-testid").find((el) => el.value === "vw-vf-journey");
    assert.ok(journey);
    const cards = marked(journey.props.children, "data-card").map((el) => el.value);
    assert.ok(cards.includes(view.travel.encounter));
    assert.match(journey.text, new RegExp(`Party power ${view.travel.party_power}`));
    const buttons = marked(journey.props.children, "data-action").map((el) => el.value);
    assert.deepEqual(buttons.sort(), legal.map((l) => l.action).sort());
    assert.equal(marked(parts.own, "data-action").length, 0, "the party's cards are not a second element");
  });

  test("an ambition: each conversion and the pass are buttons naming the adventurer", () => {
    const { legal } = VF.positions.ambition;
    const name = catalog.cards[legal[0].target.card].name;
    const { parts } = draw("ambition");
    const buttons = marked(parts.middle, "data-action");
    assert.equal(buttons.length, legal.length);
    assert.ok(buttons.every((el) => el.text.startsWith(`${name}: `)), buttons.map((b) => b.text).join());
    // the level card's conversions are shown with the question
    const level = marked(parts.middle, "data-testid").find((el) => el.value === "vw-vf-conversions");
    assert.match(level?.text ?? "", new RegExp(`^${name}'s Level I+ card`));
  });

  test("recruit or leave; the treasures looked at, to keep one", () => {
    const answers = marked(draw("recruit").parts.middle, "data-action").map((el) => el.text);
    assert.deepEqual(answers.sort(), ["Leave", "Recruit"]);
    const keep = marked(draw("keep").parts.middle, "data-action");
    assert.deepEqual(keep.map((el) => el.value).sort(), VF.positions.keep.legal.map((l) => l.action).sort());
    assert.equal(journeyShown(VF.positions.keep.view), true);
    assert.equal(journeyShown(VF.positions.turn.view), false);
  });
});

describe("words around the table", () => {
  test("the prompt: the decision's, someone else's, or the picked card's next step", () => {
    const { view, legal } = VF.positions.turn;
    const input = { view, legal, seats: SEATS, catalog, selected: null, log: [], lastTarget: null };
    assert.equal(promptSentence(input), `${view.decision.prompt}.`);
    const code = legal[0].target.card;
    assert.match(promptSentence({ ...input, selected: code }), /choose a lit space on the board/);
    const waiting = { ...view, decision: { ...view.decision, owner: 0 } };
    const said = promptSentence({ ...input, view: waiting, legal: [] });
    assert.equal(said, `Seat 0 · random bot is deciding: ${view.decision.prompt}.`);
    const over = { ...view, is_over: true, outcome: { winners: [1] } };
    assert.equal(promptSentence({ ...input, view: over }), "The game is over: Seat 1 · random bot wins.");
  });

  test("the headline: setup, the turn and whose, final scores", () => {
    assert.equal(headline(VF.positions.start.view), "Setup");
    assert.match(headline(VF.positions.turn.view), /^Turn \d+: Seat 2 · \d+ explore tokens left$/);
    assert.equal(headline({ is_over: true }), "Final scores");
  });

  test("seats: the others clockwise from the viewer, the viewer at the bottom", () => {
    const seats = [0, 1, 2].map((seat) => ({ seat }));
    assert.deepEqual(arrangeSeats(seats, 1).top.map((s) => s.seat), [2, 0]);
    assert.equal(arrangeSeats(seats, null).bottom.seat, 0);
  });
});

describe("events", () => {
  test("each event points at the elements it involves", () => {
    assert.deepEqual(eventTargets({ type: "play", seat: 1, card: "lion", space: "p3.1" }), [
      '[data-space="p3.1"]',
      '[data-zone="hand"][data-seat="1"]',
    ]);
    assert.deepEqual(eventTargets({ type: "exert", seat: 0, card: "archer" }), [
      '[data-zone="party"][data-seat="0"] [data-card="archer"]',
      '[data-testid="vw-vf-party-power"]',
    ]);
    assert.deepEqual(eventTargets({ type: "offer", seat: 2, temple: "hestia" }), [
      '[data-temple="hestia"]',
      '[data-zone="coins"][data-seat="2"]',
    ]);
    assert.deepEqual(eventTargets({ type: "unknown", seat: 2 }), ['[data-seat-area="2"]']);
    assert.deepEqual(eventTargets({ type: "zeus" }), ['[data-testid="vw-board"]']);
  });

  test("a card flies from the hand to its space; the pawn from site to card to card to site", () => {
    const before = { board: { pawns: [{ seat: 0, site: "country" }] }, travel: null, active: 0 };
    assert.deepEqual(eventMotion({ type: "play", seat: 0, card: "lion", space: "p3.1" }, { earlier: [], before }), {
      from: '[data-zone="hand"][data-seat="0"]',
      to: '[data-space="p3.1"]',
    });
    const meet1 = { type: "meet", seat: 0, card: "archer", space: "p1.2" };
    assert.deepEqual(eventMotion(meet1, { earlier: [], before }), {
      from: '[data-space="country"]',
      to: '[data-space="p1.2"]',
      piece: '[data-pawn="0"]',
    });
    const arrive = { type: "arrive", seat: 0, site: "shore" };
    assert.equal(eventMotion(arrive, { earlier: [meet1], before })?.from, '[data-space="p1.2"]');
    const midway = { ...before, travel: { space: "p1.1" } };
    assert.equal(pawnBefore(0, { earlier: [], before: midway }), "p1.1");
    assert.equal(eventMotion({ type: "coins", seat: 0 }, { earlier: [], before }), null);
    const third = { type: "level_up", seat: 1, card: "poet", level: 3, level3: "fury_of_ares" };
    assert.deepEqual(eventMotion(third, { earlier: [], before }), {
      from: '[data-zone="level3"] [data-card="fury_of_ares"]',
      to: '[data-zone="party"][data-seat="1"] [data-card="poet"]',
    });
    assert.equal(eventMotion({ ...third, level: 2, level3: undefined }, { earlier: [], before }), null);
  });
});
