// DOM: the adventure board in SVG, from the catalog's board and `view.board`: paths with their
// costs, spaces with their rewards, the tokens on them and the adventurers; the spaces of legal
// moves are clickable.
import { svg } from "../../lib/dom.js";
import { seatName } from "../../lib/seats.js";
import { ENCHANT_GLYPHS } from "./icons.js";
import { boardLayout } from "./catalog.js";
import { costLabel, enchantStyle, rewardGlyph, rewardShort, rewardText, tokenLabel } from "./labels.js";
import { offerSpace } from "./offer.js";

/**
 * @typedef {import("./offer.js").TableContext} TableContext
 * @typedef {{id: string, name?: string, reward: {kind: string, value?: any} | null, label?: string, x: number, y: number,
 *   end?: boolean, token?: {kind: string} | null, enchantments?: string[]}} Space
 * @typedef {{from: string, to: string, cost: {kind: string, n: number} | null}} Edge
 * @typedef {{seat: number, species: string, space: string, returning?: boolean}} Adventurer
 */

const R = 3.5; // a space's radius, in the board's 100 × 100 units

/** @type {Record<string, string>} */
const CHEST_COLOURS = { iron: "#78909c", gold: "#e0a800", ruby: "#c2185b" };

/**
 * @param {TableContext} ctx
 * @returns {SVGElement}
 */
export function boardSvg(ctx) {
  const board = boardLayout(ctx.catalog, ctx.view.board);
  /** @type {Space[]} */
  const spaces = board.spaces;
  const at = new Map(spaces.map((s) => [s.id, s]));
  const edges = board.edges.filter((/** @type {Edge} */ e) => at.has(e.from) && at.has(e.to));
  return svg(
    "svg",
    {
      class: "vw-wv-board",
      viewBox: "-2 -3 104 104",
      role: "group",
      "aria-label": `Adventure board${board.name ? `: ${board.name}` : ""}`,
      "data-zone": "board",
      "data-testid": "vw-board",
    },
    [
      svg("rect", { class: "vw-wv-board-bg", x: -2, y: -3, width: 104, height: 104, rx: 4 }),
      svg(
        "g",
        { class: "vw-wv-paths" },
        edges.map((/** @type {Edge} */ e) => path(at.get(e.from), at.get(e.to))),
      ),
      svg(
        "g",
        { class: "vw-wv-spaces" },
        spaces.map((s) => spaceEl(ctx, s)),
      ),
      svg(
        "g",
        { class: "vw-wv-costs" },
        edges
          .filter((/** @type {Edge} */ e) => e.cost)
          .map((/** @type {Edge} */ e) => costBadge(at.get(e.from), at.get(e.to), e.cost)),
      ),
      svg(
        "g",
        { class: "vw-wv-pawns" },
        board.adventurers.map((/** @type {Adventurer} */ a) => pawn(ctx, a, at.get(a.space))),
      ),
    ],
  );
}

/**
 * @param {Space | undefined} a
 * @param {Space | undefined} b
 * @returns {SVGElement}
 */
function path(a, b) {
  return svg("line", { class: "vw-wv-path", x1: a?.x ?? 0, y1: a?.y ?? 0, x2: b?.x ?? 0, y2: b?.y ?? 0 });
}

/**
 * A path's cost, half way along it.
 * @param {Space | undefined} a
 * @param {Space | undefined} b
 * @param {{kind: string, n: number}} cost
 * @returns {SVGElement}
 */
function costBadge(a, b, cost) {
  const x = ((a?.x ?? 0) + (b?.x ?? 0)) / 2;
  const y = ((a?.y ?? 0) + (b?.y ?? 0)) / 2;
  const text = costLabel(cost);
  const w = text.length * 1.75 + 2.4;
  return svg("g", { class: `vw-wv-cost-badge vw-wv-cost-${cost.kind}`, transform: `translate(${x} ${y})` }, [
    svg("title", {}, [document.createTextNode(`Path cost: ${text}`)]),
    svg("rect", { x: -w / 2, y: -2.3, width: w, height: 4.6, rx: 2.3 }),
    svg("text", { y: 1.1, "text-anchor": "middle", text }),
  ]);
}

/**
 * The glyph in the middle of a space.
 * @param {Space} s
 * @returns {SVGElement[]}
 */
function glyph(s) {
  const { icon, text } = rewardGlyph(s.reward);
  const label = (/** @type {string} */ t, /** @type {string} */ cls = "vw-wv-glyph-text") =>
    svg("text", { class: cls, y: 1.1, "text-anchor": "middle", text: t });
  switch (icon) {
    case "coin":
      return [svg("circle", { class: "vw-wv-g-coin", r: 2.4 }), label(text, "vw-wv-glyph-text vw-wv-dark")];
    case "card":
      return [
        svg("rect", { class: "vw-wv-g-card", x: -1.8, y: -2.5, width: 3.6, height: 5, rx: 0.5 }),
        label(text, "vw-wv-glyph-text vw-wv-dark"),
      ];
    case "starter":
      return [label(text)];
    case "chest": {
      const colour = CHEST_COLOURS[String(s.reward?.value)] ?? "#8d6e63";
      return [
        svg("rect", { class: "vw-wv-g-chest", x: -2.5, y: -1.7, width: 5, height: 3.6, rx: 0.6, fill: colour }),
        svg("path", { class: "vw-wv-g-chest-lid", d: "M-2.5 -0.3H2.5M0 -0.8V0.6" }),
      ];
    }
    case "enchant":
      return [
        svg("polygon", {
          class: "vw-wv-g-star",
          points: "0,-2.6 0.8,-0.8 2.6,-0.7 1.2,0.5 1.6,2.4 0,1.4 -1.6,2.4 -1.2,0.5 -2.6,-0.7 -0.8,-0.8",
        }),
      ];
    case "home":
      return [
        svg("polygon", {
          class: "vw-wv-g-home",
          points: "0,-2.6 2.6,-0.3 1.7,-0.3 1.7,2.2 -1.7,2.2 -1.7,-0.3 -2.6,-0.3",
        }),
      ];
    default:
      return [label(text)];
  }
}

/**
 * A token lying on a space (+5, Nest, Gold Chest), as a badge above right.
 * @param {{kind: string}} token
 * @param {number} x  the space's x (a badge stays inside the board)
 * @returns {SVGElement}
 */
function tokenBadge(token, x) {
  const text = tokenLabel(token);
  const w = text.length * 1.45 + 1.6;
  const left = x + R * 0.5 + w > 101; // near the right edge the badge goes on the left
  const dx = left ? -R * 0.5 - w : R * 0.5;
  return svg(
    "g",
    {
      class: `vw-wv-token-badge vw-wv-tok-${token.kind}`,
      transform: `translate(${dx} ${-R - 0.9})`,
      "data-token": token.kind,
    },
    [
      svg("rect", { x: 0, y: -1.75, width: w, height: 3.5, rx: 1 }),
      svg("text", { x: w / 2, y: 0.9, "text-anchor": "middle", text }),
    ],
  );
}

/**
 * The enchantment tokens waiting on a space, as small discs above left.
 * @param {string[]} types
 * @returns {SVGElement[]}
 */
function enchantDiscs(types) {
  return types.map((type, i) => {
    const style = enchantStyle(type);
    const shapes = ENCHANT_GLYPHS[style.glyph];
    const x = -R - 0.2 + i * 3.4;
    const y = -R - 1;
    return svg("g", { class: "vw-wv-enchant-disc", transform: `translate(${x} ${y})`, "data-enchant": type }, [
      svg("circle", { r: 1.7, fill: style.colour }),
      shapes
        ? svg(
            "svg",
            { x: -1.35, y: -1.35, width: 2.7, height: 2.7, viewBox: "0 0 24 24", class: "vw-wv-disc-glyph" },
            shapes.map(({ tag, attrs }) => svg(tag, attrs)),
          )
        : svg("text", { y: 0.8, "text-anchor": "middle", class: "vw-wv-disc-letter", text: style.letter }),
    ]);
  });
}

/**
 * @param {TableContext} ctx
 * @param {Space} s
 * @returns {SVGElement}
 */
function spaceEl(ctx, s) {
  const words = s.label || rewardText(s.reward);
  const short = rewardShort(s.reward);
  const tokens = [
    s.token ? tokenLabel(s.token) + " token" : null,
    ...(s.enchantments ?? []).map((t) => `${t} enchantment`),
  ].filter(Boolean);
  const title = [s.name && s.name !== words ? `${s.name}: ${words}` : words, s.end ? "end of a path" : null, ...tokens]
    .filter(Boolean)
    .join(", ");
  const g = svg(
    "g",
    {
      class: `vw-wv-space vw-wv-r-${s.reward?.kind ?? "home"}${s.end ? " vw-wv-end" : ""}`,
      transform: `translate(${s.x} ${s.y})`,
      "data-space": s.id,
      "data-species": s.reward?.kind === "starter" ? String(s.reward.value) : null,
    },
    [
      svg("title", {}, [document.createTextNode(title)]),
      svg("circle", { class: "vw-wv-halo", r: R + 1.8 }),
      s.end ? svg("circle", { class: "vw-wv-end-ring", r: R + 0.9 }) : null,
      svg("circle", { class: "vw-wv-disc", r: R }),
      ...glyph(s),
      short ? svg("text", { class: "vw-wv-space-label", y: R + 2.8, "text-anchor": "middle", text: short }) : null,
      s.token ? tokenBadge(s.token, s.x) : null,
      ...enchantDiscs(s.enchantments ?? []),
    ],
  );
  return offerSpace(ctx, g, s.id);
}

/**
 * An adventurer: a pawn in its species' colour, beside the other one when they share a space.
 * @param {TableContext} ctx
 * @param {Adventurer} a
 * @param {Space | undefined} s
 * @returns {SVGElement | null}
 */
function pawn(ctx, a, s) {
  if (!s) return null;
  const dx = a.seat === (ctx.view.seat ?? 0) ? -R - 0.4 : R + 0.4;
  const who = seatName(ctx.seats, a.seat, ctx.view.seat ?? null);
  return svg(
    "g",
    {
      class: "vw-wv-pawn",
      transform: `translate(${s.x + dx} ${s.y + 0.4}) scale(0.85)`,
      "data-pawn": a.seat,
      "data-species": a.species,
      role: "img",
      "aria-label": `${who}'s ${a.species} adventurer${a.returning ? " (returns home at the end of the turn)" : ""}`,
    },
    [
      svg("title", {}, [document.createTextNode(`${who}: ${a.species} adventurer`)]),
      svg("path", { d: "M-2 3.2C-2 0.8 -1.2 -0.2 0 -0.2S2 0.8 2 3.2Z" }),
      svg("circle", { cy: -1.5, r: 1.45 }),
    ],
  );
}
