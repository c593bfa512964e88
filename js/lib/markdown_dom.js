// Markdown-lite to elements (text only, never innerHTML); the parsing is in markdown.js.
import { h } from "./dom.js";
import { parseMarkdown } from "./markdown.js";

/** @typedef {import("./markdown.js").Inline} Inline */

/** @type {Record<Inline["type"], string | null>} */
const INLINE_TAG = { text: null, strong: "strong", em: "em", code: "code" };

/**
 * @param {Inline[]} inlines
 * @returns {(import("./dom.js").El | string)[]}
 */
function inlineNodes(inlines) {
  return inlines.map((run) => {
    const tag = INLINE_TAG[run.type];
    return tag ? h(tag, { text: run.text }) : run.text;
  });
}

/**
 * Render markdown-lite as elements (text only, never innerHTML).
 * @param {string} source
 * @returns {import("./dom.js").El}
 */
export function renderMarkdown(source) {
  const nodes = parseMarkdown(source).map((block) => {
    if (block.type === "p") return h("p", {}, inlineNodes(block.inlines));
    if (block.type === "h") return h(`h${Math.min(block.level + 2, 6)}`, {}, inlineNodes(block.inlines));
    return h(
      block.type,
      {},
      block.items.map((item) => h("li", {}, inlineNodes(item))),
    );
  });
  return h("div", { class: "vw-markdown" }, nodes);
}
