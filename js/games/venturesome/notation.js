// Pure: Venturesome's action notation (see the README) mapped to the table element it belongs to.

/**
 * Where an action is chosen on the table. Positions are 1-based, as in the notation.
 * @typedef {{zone: "hand", code: string}
 *   | {zone: "end", code: string, side: "left" | "right"}
 *   | {zone: "expedition", seat: number, pos: number, code: string}
 *   | {zone: "threat", id: string}
 *   | {zone: "pair", first: number}
 *   | {zone: "seat", seat: number}
 *   | {zone: "intimidation", character: string}} Target
 */

/** @type {[RegExp, (m: RegExpExecArray, viewer: number | null) => Target | null][]} */
const PATTERNS = [
  [/^play (\S+)$/, (m) => ({ zone: "hand", code: m[1] })],
  [/^play (\S+) (left|right)$/, (m) => ({ zone: "end", code: m[1], side: /** @type {"left" | "right"} */ (m[2]) })],
  [/^threat (\S+)$/, (m) => ({ zone: "threat", id: m[1] })],
  [/^bridge (\d+)-(\d+)$/, (m) => (Number(m[2]) === Number(m[1]) + 1 ? { zone: "pair", first: Number(m[1]) } : null)],
  [
    /^(?:return|give) (\S+)@(\d+)$/,
    (m, viewer) => (viewer === null ? null : { zone: "expedition", seat: viewer, pos: Number(m[2]), code: m[1] }),
  ],
  [/^take (\d+):(\S+)@(\d+)$/, (m) => ({ zone: "expedition", seat: Number(m[1]), pos: Number(m[3]), code: m[2] })],
  [/^(?:swap-hands|trade-with) (\d+)$/, (m) => ({ zone: "seat", seat: Number(m[1]) })],
  [/^(?:give|bottom|give-back) (\S+)$/, (m) => ({ zone: "hand", code: m[1] })],
  [/^intimidate (\S+)$/, (m) => ({ zone: "intimidation", character: m[1] })],
];

/**
 * The table element an action belongs to, or null when the notation is unknown.
 * `return`/`give ...@POS` name a card of the acting seat's own expedition: the viewer's.
 * @param {string} action
 * @param {number | null} viewer  the seat on screen
 * @returns {Target | null}
 */
export function targetOf(action, viewer) {
  for (const [pattern, build] of PATTERNS) {
    const m = pattern.exec(action);
    if (m) return build(m, viewer);
  }
  return null;
}

/**
 * A string naming one table element; equal targets give equal keys.
 * @param {Target} t
 * @returns {string}
 */
export function targetKey(t) {
  switch (t.zone) {
    case "hand":
      return `hand:${t.code}`;
    case "end":
      return `end:${t.code}:${t.side}`;
    case "expedition":
      return `expedition:${t.seat}:${t.pos}`;
    case "threat":
      return `threat:${t.id}`;
    case "pair":
      return `pair:${t.first}`;
    case "seat":
      return `seat:${t.seat}`;
    case "intimidation":
      return `intimidation:${t.character}`;
  }
}

/**
 * @typedef {{action: string, text: string}} Legal
 * @typedef {{byKey: Map<string, Legal>, selectors: Map<string, Legal[]>, unmapped: Legal[]}} ActionIndex
 *   byKey: the element key of each directly clickable action; selectors: hand cards (by code) that
 *   open a choice of ends, with their `play CODE left|right` actions; unmapped: actions with no element.
 */

/**
 * Index the legal actions by the element that takes each of them.
 * @param {Legal[]} legal
 * @param {number | null} viewer
 * @returns {ActionIndex}
 */
export function indexActions(legal, viewer) {
  /** @type {ActionIndex} */
  const index = { byKey: new Map(), selectors: new Map(), unmapped: [] };
  for (const item of legal) {
    const target = targetOf(item.action, viewer);
    const key = target && targetKey(target);
    if (!target || !key || index.byKey.has(key)) {
      index.unmapped.push(item);
      continue;
    }
    index.byKey.set(key, item);
    if (target.zone === "end") index.selectors.set(target.code, [...(index.selectors.get(target.code) ?? []), item]);
  }
  return index;
}
