// DOM: the board in SVG, drawn from the catalog's graph (a 100 x 100 drawing) and `view.board`:
// sites in their region's colour with their temple, paths through their spaces, each space's
// symbol and explore icon, the cards on the spaces (turned sideways when wandering), the explore
// tokens beside the paths (face down: a back) and the pawns in their seats' colours. Legal
// choices light up: sites, paths, spaces (after picking a hand card), a card to turn upright.
import { setAttrs, svg } from "../../lib/dom.js";
import { frozen } from "../../lib/frozen.js";
import { asGhost } from "../../lib/hint_preview.js";
import { seatName } from "../../lib/seats.js";
import {
  REGION_COLOURS,
  SEAT_COLOURS,
  SYMBOL_WORDS,
  TEMPLE_WORDS,
  boardOf,
  cardInfo,
  cardSummary,
  counted,
  tokenFace,
} from "./catalog.js";
import { pathLine, pawnSpots, tokenSpots } from "./geometry.js";
import { offer, offerSpace } from "./offer.js";

/** @typedef {import("./offer.js").TableContext} TableContext */

/** A card on a space: its size in the drawing (upright; a wandering one is turned a quarter). */
export const CARD_W = 10.4;
export const CARD_H = 7.6;
const SITE_R = 6.4;
/** Letters of a card's name that fit one line (a longer name is split at a space); a line of
 * as many or more is fitted to the card's width (the board's words are 2.2 units high, 11 px
 * on a board 540 px wide: see venture_forth.css). */
const LINE_CHARS = 8;
/** The room for a card's kind word beside its power badge. */
const KIND_W = 6.2;

/**
 * A card's name on at most two lines: split at the space nearest the middle.
 * @param {string} name
 * @returns {string[]}
 */
export function nameLines(name) {
  if (name.length <= LINE_CHARS || !name.includes(" ")) return [name];
  const spaces = [...name].map((c, i) => (c === " " ? i : -1)).filter((i) => i >= 0);
  const cut = spaces.reduce((a, b) => (Math.abs(b - name.length / 2) < Math.abs(a - name.length / 2) ? b : a));
  return [name.slice(0, cut), name.slice(cut + 1)];
}

/** The explore tokens' spots of each board: they depend on its graph only, so they are worked out once. */
const SPOTS = /** @type {WeakMap<import("./catalog.js").BoardData, Map<string, {x: number, y: number}>>} */ (
  new WeakMap()
);

/**
 * @param {import("./catalog.js").BoardData} board
 * @returns {Map<string, {x: number, y: number}>}
 */
function spotsOf(board) {
  let spots = SPOTS.get(board);
  if (!spots) SPOTS.set(board, (spots = tokenSpots(board)));
  return spots;
}

/**
 * The board. What an update seldom changes (a site, a path and its token, a space and the card
 * on it) is a part kept for the board (lib/frozen.js): a redraw builds, and Preact compares, only
 * the parts that changed and the marks of the choices on them.
 * @param {TableContext} ctx
 * @returns {import("../../lib/dom.js").El}
 */
export function boardSvg(ctx) {
  const { view, catalog } = ctx;
  const board = boardOf(catalog, view);
  /** @type {Map<string, {card: string, wandering: boolean}>} */
  const cards = new Map((view.board?.cards ?? []).map((/** @type {any} */ c) => [c.space, c]));
  /** @type {Map<string, {token: string | null, face_up: boolean}>} */
  const tokens = new Map((view.board?.tokens ?? []).map((/** @type {any} */ t) => [t.path, t]));
  const spots = spotsOf(board);
  const travel = view.travel ?? null;
  const pawns = pawnSpots(board, view.board?.pawns ?? [], travel, travel ? view.active : null);
  return svg(
    "svg",
    {
      class: "vw-vf-board",
      viewBox: "-3 -3 106 106",
      role: "group",
      "aria-label": `Board${board.name ? `: ${board.name}` : ""}`,
      "data-zone": "board",
      "data-testid": "vw-board",
    },
    [
      svg("rect", { class: "vw-vf-board-bg", x: -3, y: -3, width: 106, height: 106, rx: 3 }),
      svg(
        "g",
        { class: "vw-vf-paths" },
        board.paths.map((p) => pathEl(ctx, board, p, spots.get(p.id) ?? { x: 0, y: 0 }, tokens.get(p.id), travel)),
      ),
      svg(
        "g",
        { class: "vw-vf-sites" },
        board.sites.map((s) => siteEl(ctx, board, s)),
      ),
      svg(
        "g",
        { class: "vw-vf-spaces" },
        board.paths.flatMap((p) => p.spaces.map((s) => spaceEl(ctx, board, s, cards.get(s.id) ?? null, travel))),
      ),
      svg(
        "g",
        { class: "vw-vf-pawns" },
        pawns.map((p) => pawn(ctx, p)),
      ),
      previewGhost(ctx, board),
    ],
  );
}

/**
 * A path: its line through its spaces (wide where it takes a click), and beside it its explore
 * token, or the empty spot where one may be put.
 * @param {TableContext} ctx
 * @param {import("./catalog.js").BoardData} board
 * @param {import("./catalog.js").PathData} path
 * @param {{x: number, y: number}} spot
 * @param {{token: string | null, face_up: boolean} | undefined} token
 * @param {any} travel
 * @returns {import("../../lib/dom.js").El}
 */
function pathEl(ctx, board, path, spot, token, travel) {
  const journey = travel?.path === path.id;
  const shown = token ? (token.token ?? "hidden") : null;
  const drawing = frozen(board, `path|${path.id}|${token ? `${token.token}|${token.face_up}` : "none"}`, () => {
    const points = pathLine(board, path)
      .map((p) => `${p.x},${p.y}`)
      .join(" ");
    const face = token?.token ? tokenFace(ctx.catalog, token.token) : null;
    const words = token ? (face ? `explore token: ${face.text}` : "an explore token, face down") : "no explore token";
    return [
      svg("title", {}, [`Path ${path.id} (${counted(path.spaces.length, "space")}); ${words}`]),
      svg("polyline", { class: "vw-vf-path-hit", points }),
      svg("polyline", { class: "vw-vf-path-line", points }),
      svg("g", { class: "vw-vf-token-spot", transform: `translate(${spot.x} ${spot.y})` }, [
        ...(token
          ? tokenDisc(face?.glyph ?? null, token.face_up)
          : [svg("circle", { class: "vw-vf-spot-empty", r: 2.4 })]),
      ]),
    ];
  });
  const g = svg(
    "g",
    { class: `vw-vf-path${journey ? " vw-vf-journey-path" : ""}`, "data-space": path.id, "data-token": shown },
    [drawing],
  );
  return offer(ctx, g, { zone: "path", space: path.id });
}

/**
 * An explore token beside a path: its face (what it gives), or a back.
 * @param {string | null} glyph  null: face down and unknown to the viewer
 * @param {boolean} faceUp  on the board face up (a face-down one its placer still knows)
 * @returns {import("../../lib/dom.js").El[]}
 */
export function tokenDisc(glyph, faceUp) {
  if (glyph == null)
    return [
      svg("polygon", { class: "vw-vf-token-back", points: hexagon(3) }),
      svg("text", { class: "vw-vf-token-back-mark", y: 1, "text-anchor": "middle", text: "?" }),
    ];
  return [
    svg("polygon", { class: `vw-vf-token-face${faceUp ? "" : " vw-vf-known"}`, points: hexagon(3.3) }),
    svg("text", {
      class: "vw-vf-token-text",
      y: 0.7,
      "text-anchor": "middle",
      text: glyph,
      textLength: glyph.length > 4 ? 5.4 : null,
      lengthAdjust: glyph.length > 4 ? "spacingAndGlyphs" : null,
    }),
  ];
}

/** @param {number} r */
const hexagon = (r) =>
  Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return `${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`;
  }).join(" ");

/**
 * A site: a disc in its region's colour with its temple's name, its name under it.
 * @param {TableContext} ctx
 * @param {import("./catalog.js").BoardData} board
 * @param {import("./catalog.js").SiteData} site
 * @returns {import("../../lib/dom.js").El}
 */
function siteEl(ctx, board, site) {
  const drawing = frozen(board, `site|${site.id}`, () => {
    const temple = site.temple ? TEMPLE_WORDS[site.temple] ?? site.temple : null;
    const below = site.y >= 50; // the name on the board's side of the disc
    return [
      svg("title", {}, [`${site.name} (${site.region})${temple ? `: Temple of ${temple}` : ": no temple"}`]),
      svg("circle", { class: "vw-vf-site-halo", r: SITE_R + 1.6 }),
      svg("circle", { class: "vw-vf-site-disc", r: SITE_R, fill: REGION_COLOURS[site.region] ?? "#555" }),
      temple
        ? svg("text", { class: "vw-vf-temple", y: -0.4, "text-anchor": "middle" }, [
            svg("tspan", { x: 0, text: "Temple" }),
            svg("tspan", { x: 0, dy: 2.4, text: temple.replace(/^the /, "") }),
          ])
        : svg("text", { class: "vw-vf-temple", y: 0.7, "text-anchor": "middle", text: "no temple" }),
      svg("text", {
        class: "vw-vf-site-name",
        y: below ? SITE_R + 3 : -SITE_R - 1.2,
        "text-anchor": "middle",
        text: site.name,
      }),
    ];
  });
  const g = svg(
    "g",
    {
      class: "vw-vf-site",
      transform: `translate(${site.x} ${site.y})`,
      "data-space": site.id,
      "data-region": site.region,
      "data-temple": site.temple,
    },
    [drawing],
  );
  return offer(ctx, g, { zone: "site", space: site.id });
}

/**
 * A path space: its symbol and explore icon, and the card on it (sideways when wandering).
 * @param {TableContext} ctx
 * @param {import("./catalog.js").BoardData} board
 * @param {import("./catalog.js").SpaceData} space
 * @param {{card: string, wandering: boolean} | null} onIt
 * @param {any} travel
 * @returns {import("../../lib/dom.js").El}
 */
function spaceEl(ctx, board, space, onIt, travel) {
  const here = travel?.space === space.id && onIt != null;
  const drawing = frozen(board, `space|${space.id}|${onIt ? `${onIt.card}|${onIt.wandering}` : "empty"}`, () => {
    const symbol = SYMBOL_WORDS[space.symbol] ?? space.symbol;
    const info = onIt ? cardInfo(ctx.catalog, onIt.card) : null;
    const title = [
      info ? `${cardSummary(info)}${onIt?.wandering ? " (wandering)" : ""}` : "empty",
      `space ${space.id}: ${space.text ?? symbol}`,
    ].join("; ");
    return [
      svg("title", {}, [title]),
      svg("rect", {
        class: "vw-vf-space-halo",
        x: -CARD_W / 2 - 1.3,
        y: -CARD_H / 2 - 1.3,
        width: CARD_W + 2.6,
        height: CARD_H + 2.6,
        rx: 1.8,
      }),
      svg("rect", { class: "vw-vf-slot", x: -CARD_W / 2, y: -CARD_H / 2, width: CARD_W, height: CARD_H, rx: 1 }),
      ...(onIt && info ? [boardCard(info, onIt.wandering)] : slotSymbol(space.symbol, symbol)),
      space.explore ? exploreIcon(onIt != null) : null,
    ];
  });
  const g = svg(
    "g",
    {
      class: `vw-vf-space${onIt ? " vw-vf-filled" : ""}${here ? " vw-vf-here" : ""}`,
      transform: `translate(${space.x} ${space.y})`,
      "data-space": space.id,
      "data-symbol": space.symbol,
      "data-wandering": onIt ? String(onIt.wandering) : null,
    },
    [drawing],
  );
  return offerSpace(ctx, g, space.id, onIt?.card ?? null);
}

/**
 * The symbol printed on an empty space: a will drop, a coin, or both, with its word.
 * @param {string} kind
 * @param {string} word
 * @returns {import("../../lib/dom.js").El[]}
 */
export function slotSymbol(kind, word) {
  const will = (/** @type {number} */ x) => svg("circle", { class: "vw-vf-sym-will", cx: x, cy: -1.2, r: 1.35 });
  const coin = (/** @type {number} */ x) => svg("circle", { class: "vw-vf-sym-coin", cx: x, cy: -1.2, r: 1.35 });
  const marks =
    kind === "will"
      ? [will(0)]
      : kind === "coin"
        ? [coin(0)]
        : kind === "will_plus"
          ? [will(-1.6), will(1.6)]
          : [coin(-1.6), will(1.6)];
  return [...marks, svg("text", { class: "vw-vf-sym-text", y: 2.6, "text-anchor": "middle", text: word })];
}

/**
 * The explore icon of a space: a compass star at its corner.
 * @param {boolean} covered  a card lies on the space (the star sits outside it)
 * @returns {import("../../lib/dom.js").El}
 */
export function exploreIcon(covered) {
  const [x, y] = covered ? [CARD_W / 2, -CARD_H / 2] : [CARD_W / 2 - 1.6, -CARD_H / 2 + 1.6];
  return svg("g", { class: "vw-vf-explore-icon", transform: `translate(${x} ${y})` }, [
    svg("circle", { r: 1.35 }),
    svg("polygon", { points: "0,-1.1 0.3,-0.3 1.1,0 0.3,0.3 0,1.1 -0.3,0.3 -1.1,0 -0.3,-0.3" }),
  ]);
}

/**
 * A card on a space: a tile in its region's colour with its power and name; turned a quarter
 * when wandering.
 * @param {import("./catalog.js").CardData} info
 * @param {boolean} wandering
 * @returns {import("../../lib/dom.js").El}
 */
export function boardCard(info, wandering) {
  const lines = nameLines(info.name);
  const enemy = info.kind === "enemy";
  const badge = enemy
    ? svg("rect", { class: "vw-vf-bc-enemy", x: -5.2, y: -3.5, width: 3.2, height: 2.8, rx: 0.4 })
    : svg("circle", { class: "vw-vf-bc-adventurer", cx: -3.6, cy: -2.1, r: 1.45 });
  return svg(
    "g",
    {
      class: `vw-vf-board-card${wandering ? " vw-vf-wandering" : ""}`,
      transform: wandering ? "rotate(90)" : null,
      "data-card": info.code,
      "data-region": info.region,
      "data-kind": info.kind,
    },
    [
      svg("rect", {
        class: "vw-vf-bc-face",
        x: -CARD_W / 2,
        y: -CARD_H / 2,
        width: CARD_W,
        height: CARD_H,
        rx: 0.9,
        fill: REGION_COLOURS[info.region] ?? "#555",
      }),
      badge,
      svg("text", { class: "vw-vf-bc-power", x: -3.6, y: -1.35, "text-anchor": "middle", text: String(info.power) }),
      svg("text", {
        class: "vw-vf-bc-kind",
        x: 4.6,
        y: -1.6,
        "text-anchor": "end",
        text: enemy ? "enemy" : "adv.",
        // the word's letters as tall as the name's, narrowed to the room beside the badge
        textLength: enemy ? KIND_W : null,
        lengthAdjust: enemy ? "spacingAndGlyphs" : null,
      }),
      ...lines.map((line, i) =>
        svg("text", {
          class: "vw-vf-bc-name",
          y: (lines.length === 1 ? 2 : 1) + i * 2.2,
          "text-anchor": "middle",
          text: line,
          textLength: line.length >= LINE_CHARS ? CARD_W - 0.8 : null,
          lengthAdjust: line.length >= LINE_CHARS ? "spacingAndGlyphs" : null,
        }),
      ),
    ],
  );
}

/**
 * The ghost of what a hint shows put on the board: the viewer's pawn beside the site it moves
 * to or setting out down the path it ventures on, an explore token on the spot of the path it
 * is put beside, or the hand card on the space it is played on; null for another move.
 * @param {TableContext} ctx
 * @param {import("./catalog.js").BoardData} board
 * @returns {import("../../lib/dom.js").El | null}
 */
function previewGhost(ctx, board) {
  const target = ctx.preview?.target;
  const seat = ctx.view.seat;
  if (!target || seat == null) return null;
  const site = target.zone === "site" ? board.sites.find((s) => s.id === target.space) : null;
  if (site) return asGhost(pawn(ctx, { seat, x: site.x - 8, y: site.y - 1, at: site.id }));
  const path = target.zone === "path" ? board.paths.find((p) => p.id === target.space) : null;
  if (path && ctx.preview?.action.startsWith("token ")) {
    // the token being put down: the one just revealed, which its placer knows
    const token = ctx.view.revealed_token;
    const glyph = token ? (tokenFace(ctx.catalog, token)?.glyph ?? null) : null;
    const spot = spotsOf(board).get(path.id) ?? { x: 0, y: 0 };
    return asGhost(svg("g", { transform: `translate(${spot.x} ${spot.y})` }, tokenDisc(glyph, false)));
  }
  if (path) return asGhost(pawn(ctx, { seat, ...setOut(board, path, ctx.view, seat), at: path.id }));
  const space =
    target.zone === "board" && target.seat != null && target.card != null
      ? board.paths.flatMap((p) => p.spaces).find((s) => s.id === target.space)
      : null;
  if (!space) return null;
  const card = boardCard(cardInfo(ctx.catalog, String(target.card)), false);
  setAttrs(card, { "data-card": null }); // no card of the board yet
  return asGhost(svg("g", { transform: `translate(${space.x} ${space.y})` }, [card]));
}

/**
 * Where a pawn setting out down `path` is shown: halfway from the site it stands on (the path's
 * end where the seat's pawn is, else its first end) to the path's first space from there.
 * @param {import("./catalog.js").BoardData} board
 * @param {import("./catalog.js").BoardData["paths"][number]} path
 * @param {TableContext["view"]} view
 * @param {number} seat
 * @returns {{x: number, y: number}}
 */
function setOut(board, path, view, seat) {
  const at = (view.board?.pawns ?? []).find((/** @type {any} */ p) => p.seat === seat)?.site;
  const line = pathLine(board, path);
  const [from, next] = at === path.b ? [line[line.length - 1], line[line.length - 2]] : [line[0], line[1]];
  return { x: (from.x + next.x) / 2, y: (from.y + next.y) / 2 };
}

/**
 * A pawn in its seat's colour.
 * @param {TableContext} ctx
 * @param {{seat: number, x: number, y: number, at: string}} p
 * @returns {import("../../lib/dom.js").El}
 */
function pawn(ctx, p) {
  const who = seatName(ctx.seats, p.seat, ctx.view.seat ?? null);
  return svg(
    "g",
    {
      class: "vw-vf-pawn",
      transform: `translate(${p.x} ${p.y})`,
      "data-pawn": p.seat,
      "data-at": p.at,
      fill: SEAT_COLOURS[p.seat % SEAT_COLOURS.length],
      role: "img",
      "aria-label": `${who}'s pawn`,
    },
    [
      svg("title", {}, [`${who}'s pawn`]),
      svg("path", { d: "M-2 2.4C-2 0.2 -1.2 -0.6 0 -0.6S2 0.2 2 2.4Z" }),
      svg("circle", { cy: -1.9, r: 1.4 }),
    ],
  );
}
