// Markdown-lite for tutorial narration, pure parsing: blocks of inline runs. No HTML is ever
// produced from the text (markdown_dom.js builds nodes with textContent), so it cannot inject markup.

/**
 * @typedef {{type: "text" | "strong" | "em" | "code", text: string}} Inline
 * @typedef {{type: "p", inlines: Inline[]} | {type: "h", level: number, inlines: Inline[]}
 *   | {type: "ul" | "ol", items: Inline[][]}} Block
 */

const INLINE = /(\*\*[^*]+\*\*|`[^`]+`|\*[^*\s][^*]*\*|_[^_\s][^_]*_)/;

/**
 * Split one line of text into plain, **strong**, *em* / _em_ and `code` runs.
 * @param {string} text
 * @returns {Inline[]}
 */
export function parseInline(text) {
  /** @type {Inline[]} */
  const out = [];
  for (const part of text.split(INLINE)) {
    if (!part) continue;
    if (part.startsWith("**") && part.endsWith("**") && part.length > 4)
      out.push({ type: "strong", text: part.slice(2, -2) });
    else if (part.startsWith("`") && part.endsWith("`") && part.length > 2)
      out.push({ type: "code", text: part.slice(1, -1) });
    else if (/^([*_]).+\1$/.test(part)) out.push({ type: "em", text: part.slice(1, -1) });
    else out.push({ type: "text", text: part });
  }
  return out;
}

/**
 * Parse markdown-lite: `#` headings, `-`/`*` bullet lists, `1.` numbered lists, paragraphs
 * separated by blank lines (lines of one paragraph are joined with a space).
 * @param {string} source
 * @returns {Block[]}
 */
export function parseMarkdown(source) {
  /** @type {Block[]} */
  const blocks = [];
  /** @type {string[]} */
  let paragraph = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: "p", inlines: parseInline(paragraph.join(" ")) });
    paragraph = [];
  };
  for (const raw of String(source ?? "").split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = /^([-*]|\d+[.)])\s+(.*)$/.exec(line);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ type: "h", level: heading[1].length, inlines: parseInline(heading[2]) });
    } else if (item) {
      flush();
      const type = /^\d/.test(item[1]) ? "ol" : "ul";
      const last = blocks[blocks.length - 1];
      if (last && last.type === type) last.items.push(parseInline(item[2]));
      else blocks.push({ type, items: [parseInline(item[2])] });
    } else {
      const last = blocks[blocks.length - 1];
      const continuesItem =
        paragraph.length === 0 && last && (last.type === "ul" || last.type === "ol") && raw.startsWith(" ");
      if (continuesItem) last.items[last.items.length - 1].push({ type: "text", text: " " }, ...parseInline(line));
      else paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
