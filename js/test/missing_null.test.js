// A key Python leaves out and a null mean the same. JupyterLite's Pyodide kernel drops every
// dict key whose value is None from the synced state (and a None list item may arrive as
// undefined), where a kernel sends null: so each game draws every position of its engine's
// output (js/test/engine/*.json) the same with its nulls left out, and no source under js/
// tests `=== null` or `!== null` (which tell the two apart).
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, test } from "node:test";
import { options } from "preact";
import { GAMES } from "../games/index.js";
import { engine, renderInput } from "./engine.js";

const GAME_IDS = /** @type {const} */ (["venturesome", "wild_venture", "venture_forth", "adventurous", "venture_2019"]);
const JS = fileURLToPath(new URL("..", import.meta.url));

/**
 * A deep copy of `value` as JupyterLite's Pyodide kernel delivers it: every object key whose
 * value is null deleted, every null list item undefined.
 * @param {any} value
 * @returns {any}
 */
function withoutNull(value) {
  if (Array.isArray(value)) return value.map((item) => (item === null ? undefined : withoutNull(item)));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== null)
      .map(([key, item]) => [key, withoutNull(item)]),
  );
}

/**
 * What a component draws, called outside a render: a class component (a part kept between
 * redraws, lib/dom.js's memo and lib/frozen.js) by a fresh instance; a function component with
 * Preact's hooks, which take the component being drawn from its (mangled) `_render` option hook,
 * so it gets a fresh one with no state. Effects are never run.
 * @param {any} vnode
 * @returns {any}
 */
function drawComponent(vnode) {
  if (vnode.type.prototype?.render) return new vnode.type(vnode.props, {}).render(vnode.props, {}, {});
  const hooks = /** @type {any} */ (options);
  const component = { props: vnode.props, context: {}, __h: [] };
  const node = { ...vnode, __c: component };
  hooks.__b?.(node);
  hooks.__r?.(node);
  const drawn = vnode.type(vnode.props, {});
  hooks.__b?.({}); // no component is being drawn any more
  return drawn;
}

/**
 * A drawn vnode tree in a canonical form: each element as its type, its props (handlers, null
 * and undefined left out: Preact draws no attribute for them, and none of a handler) and its
 * children (null, undefined and booleans left out: Preact draws nothing for them); components
 * drawn; a string or number as a string.
 * @param {any} node
 * @returns {any}
 */
function canonical(node) {
  if (Array.isArray(node))
    return node
      .flat(Infinity)
      .map(canonical)
      .filter((n) => n !== null);
  if (node === null || node === undefined || typeof node === "boolean") return null;
  if (typeof node !== "object") return String(node);
  if (typeof node.type === "function") return canonical(drawComponent(node));
  /** @type {Record<string, any>} */
  const props = {};
  for (const name of Object.keys(node.props).sort()) {
    const value = node.props[name];
    if (name === "children" || value === null || value === undefined || typeof value === "function") continue;
    props[name] = name === "style" && typeof value === "object" ? { ...value } : value;
  }
  const key = node.key ?? null;
  return { type: node.type, key, props, children: canonical([node.props.children]) };
}

/**
 * Where two canonical trees first differ, as a path and both values ("" when they are the same).
 * @param {any} a
 * @param {any} b
 * @param {string} [path]
 * @returns {string}
 */
function difference(a, b, path = "") {
  if (a === b) return "";
  if (a && b && typeof a === "object" && typeof b === "object") {
    const names = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const name of names) {
      const found = difference(
        a[name],
        b[name],
        `${path}/${a.type ?? ""}${Array.isArray(a) ? `[${name}]` : `.${name}`}`,
      );
      if (found) return found;
    }
    return "";
  }
  return `${path}: ${JSON.stringify(a)} with nulls, ${JSON.stringify(b)} without`;
}

/**
 * The shown text and the attribute values of a canonical tree, one string.
 * @param {any} tree
 * @returns {string}
 */
function words(tree) {
  if (Array.isArray(tree)) return tree.map(words).join(" ");
  if (typeof tree === "string") return tree;
  if (!tree) return "";
  return [...Object.values(tree.props).map(String), words(tree.children)].join(" ");
}

/**
 * What a game draws of a position: the table's parts, the prompt and the headline.
 * @param {string} gameId
 * @param {import("../games/index.js").RenderInput} input
 */
function drawn(gameId, input) {
  const game = GAMES[gameId];
  const parts = game.table(input);
  return {
    table: canonical([parts.others, parts.middle, parts.bar, parts.own]),
    className: parts.className,
    prompt: game.prompt(input),
    headline: game.headline(input.view),
  };
}

for (const gameId of GAME_IDS) {
  describe(`${gameId}: a position draws the same with its nulls left out (as Pyodide sends it)`, () => {
    const { catalog, positions } = engine(gameId);
    for (const [kind, { view, legal }] of Object.entries(positions)) {
      // the table as it comes, and with each first step of a two-step choice picked
      const picks = [null, ...GAMES[gameId].selectors(legal)];
      test(kind, () => {
        for (const selected of picks) {
          const what = `${kind}${selected === null ? "" : `, ${selected} picked`}`;
          const full = drawn(gameId, renderInput(view, catalog, legal, selected, view));
          const sparse = drawn(
            gameId,
            renderInput(withoutNull(view), withoutNull(catalog), withoutNull(legal), selected, view),
          );
          assert.equal(difference(full.table, sparse.table), "", `${what}: the table differs`);
          assert.deepEqual(sparse, full, what);
          const shown = [words(sparse.table), sparse.prompt, sparse.headline].join(" ");
          assert.ok(!/\bundefined\b|\bNaN\b/.test(shown), `${what}: "undefined" or "NaN" drawn`);
        }
      });
    }
  });
}

test("a null left out is a null: withoutNull deletes null keys at every depth", () => {
  const sparse = withoutNull({ a: null, b: [1, null, { c: null, d: 0 }], e: { f: null, g: "" } });
  assert.deepEqual(Object.keys(sparse), ["b", "e"]);
  assert.deepEqual(sparse.b, [1, undefined, { d: 0 }]);
  assert.deepEqual(sparse.e, { g: "" });
});

/**
 * The front end's sources: every .js and .mjs file under js/ but its tests and node_modules.
 * @param {string} dir
 * @returns {string[]}
 */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ["test", "node_modules"].includes(entry.name) ? [] : sources(path);
    return /\.m?js$/.test(entry.name) ? [path] : [];
  });
}

test("no source under js/ compares with null strictly (=== null, !== null)", () => {
  const strict = /[!=]==\s*null\b|\bnull\s*[!=]==/;
  const offenders = sources(JS).flatMap((path) =>
    readFileSync(path, "utf8")
      .split("\n")
      .flatMap((line, i) => (strict.test(line) ? [`js/${relative(JS, path)}:${i + 1}: ${line.trim()}`] : [])),
  );
  assert.ok(sources(JS).length > 50, "the sources were not found");
  assert.deepEqual(
    offenders,
    [],
    "JupyterLite's Pyodide kernel drops every None-valued key from the synced state (the key is missing, " +
      "so the value is undefined where a kernel sends null): test for null with == null / != null, which " +
      `take missing and null alike. Strict comparisons:\n${offenders.join("\n")}`,
  );
});
