// DOM: the adventure board in SVG, from the catalog's board and `view.board`: paths with their
// costs, spaces with their rewards and names, the tokens on them and the adventurers; the
// spaces of legal moves are clickable. Where the names and badges go is badges.js's.
import { svg } from "../../lib/dom.js";
import { frozen } from "../../lib/frozen.js";
import { asGhost } from "../../lib/hint_preview.js";
import { seatName } from "../../lib/seats.js";
import { COIN, ENCHANT_GLYPHS, TRASH, enchantStyle, rewardIcon } from "./icons.js";
import { COST_H, COST_ICON, NAME_LINE, NAME_SIZE, R, badgeWidth, costWidth, placeBadgesOnce } from "./badges.js";
import { boardLayout } from "./catalog.js";
import { offerSpace } from "./offer.js";

/**
 * @typedef {import("./offer.js").TableContext} TableContext
 * @typedef {{id: string, name?: string, reward: {kind: string, value?: any} | null, label?: string, text?: string,
 *   short?: string, glyph?: string, x: number, y: number, end?: boolean, token?: Token | null,
 *   enchantments?: string[]}} Space  text, short, glyph: the catalog's words for its reward (see boardLayout)
 * @typedef {{kind: string, badge: string}} Token  a setup token on a space, with its badge from `words.tokens`
 * @typedef {{kind: string, n: number, label: string}} Cost  a path's cost, with its badge from the catalog
 * @typedef {{from: string, to: string, cost: Cost | null}} Edge
 * @typedef {{seat: number, species: string, space: string, returning?: boolean}} Adventurer
 */

/** @type {Record<string, string>} */
const CHEST_COLOURS = { iron: "#78909c", gold: "#e0a800", ruby: "#c2185b" };

/**
 * @param {TableContext} ctx
 * @returns {SVGElement}
 */
export function boardSvg(ctx) {
  const board = boardLayout(ctx.catalog, ctx.view.board);
  const boardId = String(ctx.view.board?.id ?? "");
  /** @type {Space[]} */
  const spaces = board.spaces;
  const at = new Map(spaces.map((s) => [s.id, s]));
  const edges = board.edges.filter((/** @type {Edge} */ e) => at.has(e.from) && at.has(e.to));
  const paid = edges.filter((/** @type {Edge} */ e) => e.cost);
  const { spots, costs, names } = placeBadgesOnce(
    spaces.map((s) => ({
      id: s.id,
      x: s.x,
      y: s.y,
      end: Boolean(s.end),
      name: s.name ?? "",
      token: s.token?.badge ?? "",
      enchantments: (s.enchantments ?? []).length,
    })),
    paid.map((/** @type {Edge} */ e) => ({ from: e.from, to: e.to, n: e.cost?.n ?? 0 })),
  );
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
      // what an update seldom changes is kept (lib/frozen.js): the paths, their costs, each space's drawing
      svg("g", { class: "vw-wv-paths" }, [
        frozen(ctx.catalog, `paths|${boardId}`, () =>
          edges.map((/** @type {Edge} */ e) => path(at.get(e.from), at.get(e.to))),
        ),
      ]),
      svg(
        "g",
        { class: "vw-wv-spaces" },
        spaces.map((s) => spaceEl(ctx, boardId, s, spots.get(s.id) ?? {}, names.get(s.id) ?? null)),
      ),
      svg("g", { class: "vw-wv-costs" }, [
        frozen(ctx.catalog, `costs|${boardId}|${JSON.stringify(costs)}`, () =>
          paid.map((/** @type {Edge} */ e, i) => costBadge(costs[i], e.cost ?? { kind: "", n: 0, label: "" })),
        ),
      ]),
      svg(
        "g",
        { class: "vw-wv-pawns" },
        [
          ...board.adventurers.map((/** @type {Adventurer} */ a) => pawn(ctx, a, at.get(a.space))),
          moveGhost(ctx, board.adventurers, at),
        ],
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
 * A path's cost on its path (where badges.js found room): a coin or a bin and the number, in
 * words on hover; a cost of another kind in words.
 * @param {{x: number, y: number}} at  its centre
 * @param {Cost} cost
 * @returns {SVGElement}
 */
export function costBadge({ x, y }, cost) {
  const shapes = cost.kind === "pay" ? COIN : cost.kind === "trash" ? TRASH : null;
  const w = shapes ? costWidth(cost.n) : cost.label.length * 1.6 + 2.4;
  const left = -w / 2;
  const number = String(cost.n);
  return svg("g", { class: `vw-wv-cost-badge vw-wv-cost-${cost.kind}`, transform: `translate(${x} ${y})` }, [
    svg("title", {}, [`Path cost: ${cost.label}`]),
    svg("rect", { x: left, y: -COST_H / 2, width: w, height: COST_H, rx: COST_H / 2 }),
    shapes
      ? svg(
          "svg",
          {
            class: "vw-wv-cost-icon",
            x: left + 0.9,
            y: -COST_ICON / 2,
            width: COST_ICON,
            height: COST_ICON,
            viewBox: "0 0 24 24",
          },
          shapes.map(({ tag, attrs }) => svg(tag, attrs)),
        )
      : null,
    svg("text", {
      x: shapes ? left + 0.9 + COST_ICON + 0.4 + (number.length * 1.6) / 2 : 0,
      y: 1.05,
      "text-anchor": "middle",
      text: shapes ? number : cost.label,
    }),
  ]);
}

/**
 * The glyph in the middle of a space: a drawing of its kind of reward, with the catalog's text in it.
 * @param {Pick<Space, "reward" | "glyph" | "short">} s
 * @returns {SVGElement[]}
 */
export function glyph(s) {
  const text = s.glyph ?? "";
  const label = (/** @type {string} */ t, /** @type {string} */ cls = "vw-wv-glyph-text") =>
    svg("text", { class: cls, y: 1.1, "text-anchor": "middle", text: t });
  switch (rewardIcon(s.reward)) {
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
      // the metal's colour and its initial (I, G, R): colour is never the only cue
      const colour = CHEST_COLOURS[String(s.reward?.value)] ?? "#8d6e63";
      return [
        svg("rect", { class: "vw-wv-g-chest", x: -2.6, y: -2.1, width: 5.2, height: 4.2, rx: 0.6, fill: colour }),
        svg("path", { class: "vw-wv-g-chest-lid", d: "M-2.6 -0.9H2.6" }),
        svg("text", {
          class: "vw-wv-chest-letter",
          y: 1.75,
          "text-anchor": "middle",
          text: (s.short ?? "").charAt(0),
        }),
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
 * A token lying on a space (+5, Nest, Gold Chest), as a badge beside it (see badges.js).
 * @param {Token} token
 * @param {import("./badges.js").Offset} at  its top-left corner, from the space's centre
 * @returns {SVGElement}
 */
export function tokenBadge(token, at) {
  const text = token.badge;
  const w = badgeWidth(text);
  return svg(
    "g",
    {
      class: `vw-wv-token-badge vw-wv-tok-${token.kind}`,
      transform: `translate(${at.dx} ${at.dy + 1.75})`,
      "data-token": token.kind,
    },
    [
      svg("rect", { x: 0, y: -1.75, width: w, height: 3.5, rx: 1 }),
      svg("text", { x: w / 2, y: 0.9, "text-anchor": "middle", text }),
    ],
  );
}

/**
 * The enchantment tokens waiting on a space, as a row of small discs beside it (see badges.js).
 * @param {string[]} types
 * @param {import("./badges.js").Offset} at  the row's top-left corner, from the space's centre
 * @returns {SVGElement[]}
 */
export function enchantDiscs(types, at) {
  return types.map((type, i) => {
    const style = enchantStyle(type);
    const shapes = ENCHANT_GLYPHS[style.glyph];
    const x = at.dx + 1.7 + i * 3.4;
    const y = at.dy + 1.7;
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
 * A space's name, on its lines where badges.js placed it.
 * @param {import("./badges.js").NameSpot} spot
 * @returns {SVGElement}
 */
function nameText({ lines, box, anchor }) {
  const x = anchor === "start" ? box.x : anchor === "end" ? box.x + box.w : box.x + box.w / 2;
  return svg(
    "text",
    { class: "vw-wv-space-label", "text-anchor": anchor },
    lines.map((line, i) => svg("tspan", { x, y: box.y + NAME_SIZE * 0.8 + i * NAME_LINE, text: line })),
  );
}

/**
 * @param {TableContext} ctx
 * @param {string} boardId
 * @param {Space} s
 * @param {import("./badges.js").Spots} spots  where its token and enchantment discs go
 * @param {import("./badges.js").NameSpot | null} name  where its name goes
 * @returns {SVGElement}
 */
function spaceEl(ctx, boardId, s, spots, name) {
  // the space's drawing, kept while what it shows stays the same (its reward or token, its
  // enchantments, where badges.js put its name and badges)
  const shown = [s.reward, s.text, s.short, s.glyph, s.token, s.enchantments, s.end, s.name, spots, name];
  const drawing = frozen(ctx.catalog, `space|${boardId}|${s.id}|${JSON.stringify(shown)}`, () => {
    const words = s.text ?? "";
    const tokens = [
      s.token ? `${s.token.badge} token` : null,
      ...(s.enchantments ?? []).map((t) => `${t} enchantment`),
    ].filter(Boolean);
    const named = s.name && s.name !== words ? `${s.name}: ${words}` : words;
    const title = [named, s.end ? "end of a path" : null, ...tokens].filter(Boolean).join(", ");
    return [
      svg("title", {}, [title]),
      svg("circle", { class: "vw-wv-halo", r: R + 1.8 }),
      s.end ? svg("circle", { class: "vw-wv-end-ring", r: R + 0.9 }) : null,
      svg("circle", { class: "vw-wv-disc", r: R }),
      ...glyph(s),
      name ? nameText(name) : null,
      s.token && spots.token ? tokenBadge(s.token, spots.token) : null,
      ...(spots.discs ? enchantDiscs(s.enchantments ?? [], spots.discs) : []),
    ];
  });
  const g = svg(
    "g",
    {
      class: `vw-wv-space vw-wv-r-${s.reward?.kind ?? "home"}${s.end ? " vw-wv-end" : ""}`,
      transform: `translate(${s.x} ${s.y})`,
      "data-space": s.id,
      "data-species": s.reward?.kind === "starter" ? String(s.reward.value) : null,
    },
    [drawing],
  );
  return offerSpace(ctx, g, s.id);
}

/**
 * The ghost of the viewer's adventurer on the space a hint shows it moving to, or null.
 * @param {TableContext} ctx
 * @param {Adventurer[]} adventurers
 * @param {Map<string, Space>} at
 * @returns {SVGElement | null}
 */
function moveGhost(ctx, adventurers, at) {
  const space = ctx.preview?.target?.zone === "board" ? ctx.preview.target.space : null;
  const own = adventurers.find((a) => a.seat === ctx.view.seat);
  const drawn = space != null && own ? pawn(ctx, { ...own, space }, at.get(space)) : null;
  return drawn ? asGhost(drawn) : null;
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
      svg("title", {}, [`${who}: ${a.species} adventurer`]),
      svg("path", { d: "M-2 3.2C-2 0.8 -1.2 -0.2 0 -0.2S2 0.8 2 3.2Z" }),
      svg("circle", { cy: -1.5, r: 1.45 }),
    ],
  );
}
