import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { indexActions, targetKey, targetOf } from "../games/venturesome/notation.js";

describe("targetOf: every action notation of the README maps to its table element", () => {
  const cases = [
    ["play GUIDE.MAP", { zone: "hand", code: "GUIDE.MAP" }],
    ["play GUIDE.MAP left", { zone: "end", code: "GUIDE.MAP", side: "left" }],
    ["play ARTIFACT_HUNTER.GEM3 right", { zone: "end", code: "ARTIFACT_HUNTER.GEM3", side: "right" }],
    ["threat JAGUAR", { zone: "threat", id: "JAGUAR" }],
    ["threat SPIDERS_NEST", { zone: "threat", id: "SPIDERS_NEST" }],
    ["bridge 2-3", { zone: "pair", first: 2 }],
    ["return PROFESSOR.RING@3", { zone: "expedition", seat: 2, pos: 3, code: "PROFESSOR.RING" }],
    ["give PROFESSOR.RING@2", { zone: "expedition", seat: 2, pos: 2, code: "PROFESSOR.RING" }],
    ["take 1:GUIDE.MAP@3", { zone: "expedition", seat: 1, pos: 3, code: "GUIDE.MAP" }],
    ["swap-hands 1", { zone: "seat", seat: 1 }],
    ["trade-with 0", { zone: "seat", seat: 0 }],
    ["give COLLECTOR.STATUETTE", { zone: "hand", code: "COLLECTOR.STATUETTE" }],
    ["bottom GUIDE.GEM1", { zone: "hand", code: "GUIDE.GEM1" }],
    ["give-back REPORTER.MAP", { zone: "hand", code: "REPORTER.MAP" }],
    ["intimidate PROFESSOR", { zone: "intimidation", character: "PROFESSOR" }],
  ];
  for (const [action, target] of cases) {
    test(action, () => assert.deepEqual(targetOf(String(action), 2), target));
  }

  test("unknown or malformed notation has no element", () => {
    for (const action of ["", "dance", "bridge 2-4", "play", "take x:GUIDE.MAP@1", "play GUIDE.MAP middle"]) {
      assert.equal(targetOf(action, 0), null, action);
    }
  });

  test("own-expedition actions need a seat on screen", () => {
    assert.equal(targetOf("return GUIDE.MAP@1", null), null);
  });
});

describe("indexActions", () => {
  test("plays at an end become selectors of their hand card", () => {
    const legal = [
      { action: "play GUIDE.MAP left", text: "Play Guide (Map) at the left end of your expedition" },
      { action: "play GUIDE.MAP right", text: "Play Guide (Map) at the right end of your expedition" },
      { action: "play PROFESSOR.RING left", text: "..." },
    ];
    const index = indexActions(legal, 0);
    assert.deepEqual([...index.selectors.keys()], ["GUIDE.MAP", "PROFESSOR.RING"]);
    assert.deepEqual(
      index.selectors.get("GUIDE.MAP")?.map((l) => l.action),
      ["play GUIDE.MAP left", "play GUIDE.MAP right"],
    );
    assert.equal(index.byKey.get("end:GUIDE.MAP:right")?.action, "play GUIDE.MAP right");
    assert.deepEqual(index.unmapped, []);
  });

  test("each element takes one action; unknown and duplicate targets stay unmapped", () => {
    const legal = [
      { action: "threat JAGUAR", text: "a" },
      { action: "dance", text: "b" },
      { action: "give GUIDE.MAP", text: "c" },
      { action: "bottom GUIDE.MAP", text: "d" },
    ];
    const index = indexActions(legal, 0);
    assert.equal(index.byKey.get("threat:JAGUAR")?.action, "threat JAGUAR");
    assert.equal(index.byKey.get("hand:GUIDE.MAP")?.action, "give GUIDE.MAP");
    assert.deepEqual(
      index.unmapped.map((l) => l.action),
      ["dance", "bottom GUIDE.MAP"],
    );
  });

  test("targetKey tells elements apart", () => {
    const keys = [
      "play A.MAP",
      "play A.MAP left",
      "take 1:A.MAP@1",
      "take 2:A.MAP@1",
      "threat A",
      "bridge 1-2",
      "swap-hands 1",
      "intimidate A",
    ].map((a) => targetKey(/** @type {any} */ (targetOf(a, 0))));
    assert.equal(new Set(keys).size, keys.length);
  });
});
