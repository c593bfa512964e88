import assert from "node:assert/strict";
import { test } from "node:test";
import { parseInline, parseMarkdown } from "../lib/markdown.js";

test("inline runs: bold, italic, code, plain", () => {
  assert.deepEqual(parseInline("Play **one** card, *then* `play X`_now_"), [
    { type: "text", text: "Play " },
    { type: "strong", text: "one" },
    { type: "text", text: " card, " },
    { type: "em", text: "then" },
    { type: "text", text: " " },
    { type: "code", text: "play X" },
    { type: "em", text: "now" },
  ]);
  assert.deepEqual(parseInline("2 * 3 = 6"), [{ type: "text", text: "2 * 3 = 6" }]);
});

test("blocks: headings, paragraphs joined across lines, bullet and numbered lists", () => {
  const blocks = parseMarkdown("# A turn\n\nYou play\none card.\n\n- first\n- second\n  goes on\n\n1. one\n2. two");
  assert.deepEqual(blocks, [
    { type: "h", level: 1, inlines: [{ type: "text", text: "A turn" }] },
    { type: "p", inlines: [{ type: "text", text: "You play one card." }] },
    {
      type: "ul",
      items: [
        [{ type: "text", text: "first" }],
        [
          { type: "text", text: "second" },
          { type: "text", text: " " },
          { type: "text", text: "goes on" },
        ],
      ],
    },
    { type: "ol", items: [[{ type: "text", text: "one" }], [{ type: "text", text: "two" }]] },
  ]);
});

test("markup in the text stays text", () => {
  assert.deepEqual(parseMarkdown("<b>hi</b>"), [{ type: "p", inlines: [{ type: "text", text: "<b>hi</b>" }] }]);
  assert.deepEqual(parseMarkdown(""), []);
  assert.deepEqual(parseMarkdown(/** @type {any} */ (null)), []);
});
