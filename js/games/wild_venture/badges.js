// Pure: where the small things of the adventure board go, so that they stay readable: beside
// each space its name (on one line or two), a path's cost badge somewhere along its path, and
// beside a space the badge of a token lying on it and its enchantment discs. None should cover
// a space, a space's name or another badge, and a space's badge should lie clearly nearer that
// space than any other. Spaces can lie about 11
// units apart, so no fixed corner fits everywhere: each thing takes, of a few spots in order
// of preference, the first free one, or else the one that collides least. All sizes are in the
// board's 100 × 100 units, as board.js draws them.

/** A space's radius. */
export const R = 3.5;
/** The font size of a space's name, and the height of one of its lines. */
export const NAME_SIZE = 2.2;
export const NAME_LINE = 2.5;
/** The board's drawn area (its viewBox). */
export const BOUNDS = { x: -2, y: -3, w: 104, h: 104 };
/** A token's badge height. */
export const BADGE_H = 3.5;
/** A path cost's badge: an icon (coin or bin) and the number, in a pill this high. */
export const COST_H = 4.2;
export const COST_ICON = 3;
/** The pitch of a row of enchantment discs (radius 1.7). */
export const DISC = 3.4;

// a space's name (.vw-wv-space-label) as drawn: the widest mean character width of the names
// in common sans-serif fonts (DejaVu Sans, the widest, measures 0.57 em at most)
const NAME_CHAR = 0.6 * NAME_SIZE;

/**
 * @typedef {{x: number, y: number, w: number, h: number}} Box   top-left corner and size
 * @typedef {Box & {round?: boolean}} Obstacle  a box, or the circle in it (round: a space's disc)
 * @typedef {{id: string, x: number, y: number, end?: boolean, name: string, token: string,
 *   enchantments: number}} SpotSpace
 *   end: it has the dashed ring of a path's end; name: the name written beside it ("" if none);
 *   token: the token's badge text ("" if none); enchantments: how many enchantment discs wait there
 * @typedef {{from: string, to: string, n: number}} CostPath  a path with a cost (its number n)
 * @typedef {{dx: number, dy: number}} Offset  from the space's centre to the top-left corner
 * @typedef {{token?: Offset, discs?: Offset}} Spots
 * @typedef {{lines: string[], box: Box, anchor: "start" | "middle" | "end"}} NameSpot
 *   the name's lines and its box (from the space's centre); anchor: how its lines line up in the box
 * @typedef {{spots: Map<string, Spots>, costs: {x: number, y: number}[], names: Map<string, NameSpot>}} Placement
 *   spots: by space id, for the spaces with something on them; costs: the centre of each cost badge;
 *   names: by space id, for the spaces with a name
 */

/**
 * The width of a token badge with `text`.
 * @param {string} text
 * @returns {number}
 */
export function badgeWidth(text) {
  return text.length * 1.45 + 1.6;
}

/**
 * The width of a path cost's badge for the number `n`.
 * @param {number} n
 * @returns {number}
 */
export function costWidth(n) {
  return 0.9 + COST_ICON + 0.4 + String(n).length * 1.6 + 1.1;
}

/**
 * The ways a name can be written: on one line, and on two lines broken at the space that
 * makes the longer line shortest.
 * @param {string} name
 * @returns {string[][]}
 */
export function nameLines(name) {
  const words = name.split(" ");
  if (words.length < 2) return [[name]];
  const splits = words.slice(1).map((_, i) => [words.slice(0, i + 1).join(" "), words.slice(i + 1).join(" ")]);
  const longer = (/** @type {string[]} */ lines) => Math.max(...lines.map((l) => l.length));
  return [[name], splits.reduce((best, lines) => (longer(lines) < longer(best) ? lines : best))];
}

/**
 * The size of a name written in `lines`.
 * @param {string[]} lines
 * @returns {{w: number, h: number}}
 */
export function nameSize(lines) {
  return { w: Math.max(...lines.map((l) => l.length)) * NAME_CHAR, h: lines.length * NAME_LINE };
}

/**
 * The box of what is drawn of a space: its disc, and the dashed ring of a path's end.
 * @param {{x: number, y: number, end?: boolean}} s
 * @returns {Box}
 */
export function discBox(s) {
  const r = s.end ? R + 1.1 : R + 0.3;
  return { x: s.x - r, y: s.y - r, w: 2 * r, h: 2 * r };
}

/**
 * @param {Box} a
 * @param {Box} b
 * @returns {number} the area they share
 */
export function overlap(a, b) {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The clearance kept around everything, so that nothing merely touches. */
const MARGIN = 0.3;

/**
 * `box` grown by MARGIN on every side.
 * @param {Box} box
 * @returns {Box}
 */
function clearance(box) {
  return { x: box.x - MARGIN, y: box.y - MARGIN, w: box.w + 2 * MARGIN, h: box.h + 2 * MARGIN };
}

/**
 * The area `box` shares with `t`; with a round thing (a space's disc), the part of their
 * common box that lies in its circle (measured on a grid of points).
 * @param {Box} box
 * @param {Obstacle} t
 * @returns {number}
 */
function cover(box, t) {
  const area = overlap(box, t);
  if (!area || !t.round) return area;
  const x0 = Math.max(box.x, t.x);
  const y0 = Math.max(box.y, t.y);
  const w = Math.min(box.x + box.w, t.x + t.w) - x0;
  const h = Math.min(box.y + box.h, t.y + t.h) - y0;
  const cx = t.x + t.w / 2;
  const cy = t.y + t.h / 2;
  const r = t.w / 2;
  let inside = 0;
  for (let i = 0; i < 4; i++) {
    const dx = x0 + ((i + 0.5) * w) / 4 - cx;
    for (let j = 0; j < 4; j++) {
      const dy = y0 + ((j + 0.5) * h) / 4 - cy;
      if (dx * dx + dy * dy < r * r) inside++; // within the circle (squared: no root to take)
    }
  }
  return (area * inside) / 16;
}

/**
 * What `box` collides with: the area that it, with its clearance, shares with `taken`, and
 * four times the area of that outside the board.
 * @param {Box} box
 * @param {Obstacle[]} taken
 * @returns {number}
 */
function collision(box, taken) {
  const wide = clearance(box);
  const out = wide.w * wide.h - overlap(wide, BOUNDS);
  return taken.reduce((sum, t) => sum + cover(wide, t), 0) + 4 * out;
}

/** Directions around a space, in order of preference: above right first (where a token has
 * always been drawn), then the other sides and diagonals, then every 15 degrees. */
const ANGLES = [-55, -125, -90, 0, 180, -20, -160, 30, 150, 90];
for (let a = -180; a < 180; a += 15) if (!ANGLES.includes(a)) ANGLES.push(a);

/**
 * The spots tried for a `w` × `h` box beside a space: in each direction of ANGLES, just clear
 * of the disc, then a little further out.
 * @param {number} w
 * @param {number} h
 * @returns {Offset[]}
 */
function around(w, h) {
  /** @type {Offset[]} */
  const spots = [];
  for (const gap of [0.5, 1.5, 2.8]) {
    for (const angle of ANGLES) {
      const c = Math.cos((angle * Math.PI) / 180);
      const s = Math.sin((angle * Math.PI) / 180);
      const d = R + gap + Math.abs(c) * (w / 2) + Math.abs(s) * (h / 2);
      spots.push({ dx: c * d - w / 2, dy: s * d - h / 2 });
    }
  }
  return spots;
}

/**
 * The boxes of a name's lines, from its space's centre: each line as wide as its letters, lined
 * up in the name's box as its anchor says.
 * @param {NameSpot} spot
 * @returns {Box[]}
 */
export function lineBoxes({ lines, box, anchor }) {
  return lines.map((line, i) => {
    const w = line.length * NAME_CHAR;
    const x = anchor === "start" ? box.x : anchor === "end" ? box.x + box.w - w : box.x + (box.w - w) / 2;
    return { x, y: box.y + i * NAME_LINE, w, h: NAME_LINE };
  });
}

/**
 * The spots tried for a name beside its space, in order of preference: below, above, right,
 * left, then the corners, then below and above shifted sideways, right and left shifted up or
 * down; each on one line and on two.
 * @param {{end?: boolean}} s
 * @param {string} name
 * @returns {NameSpot[]}
 */
function nameSpots(s, name) {
  const r = (s.end ? R + 1.1 : R + 0.3) + MARGIN;
  return nameLines(name).flatMap((lines) => {
    const { w, h } = nameSize(lines);
    const c = r * 0.75;
    /** @type {[number, number, NameSpot["anchor"]][]} the box's top-left corner, how its lines line up */
    const corners = [
      [-w / 2, r, "middle"],
      [-w / 2, -r - h, "middle"],
      [r, -h / 2, "start"],
      [-r - w, -h / 2, "end"],
      [c, c, "start"],
      [-c - w, c, "end"],
      [c, -c - h, "start"],
      [-c - w, -c - h, "end"],
      [-w / 2 + w / 3, r, "middle"],
      [-w / 2 - w / 3, r, "middle"],
      [-w / 2 + w / 3, -r - h, "middle"],
      [-w / 2 - w / 3, -r - h, "middle"],
      [r, 0, "start"],
      [r, -h, "start"],
      [-r - w, 0, "end"],
      [-r - w, -h, "end"],
    ];
    return corners.map(([x, y, anchor]) => ({ lines, box: { x, y, w, h }, anchor }));
  });
}

/**
 * A thing to place beside its space: a token's badge, its enchantment discs, its name.
 * @typedef {{box: Box, parts: Box[], value: any}} ItemSpot  where an item may go: its box and the
 *   boxes of its parts (a name's lines), from the space's centre
 * @typedef {{space: SpotSpace, kind: "token" | "discs" | "name", spots: ItemSpot[],
 *   touch: boolean, near: number, wide: number}} Item
 *   spots: where it may go, in order of preference; touch: it
 *   may touch its own space's disc; near: how much nearer its own space than any other it must
 *   lie; wide: the cost of each unit of its width (names prefer two short lines)
 * @typedef {{wide: Box, fixed: number, out: number, own: number}} WeighedPart  a part of a spot
 *   with its clearance, and what it collides with that stays: the fixed things, the board's edge,
 *   its own disc (which a badge may touch)
 * @typedef {{spot: ItemSpot, parts: WeighedPart[], far: number, width: number, rank: number}} Choice
 * @typedef {{choices: Choice[], reach: Box}} Weighed  an item's spots, weighed (weigh)
 * @typedef {{fixed: Obstacle[], costs: {x: number, y: number}[], names: Item[], weighed: Weighed[]}} Board
 *   what the placing takes from the spaces and paths alone (boardOf): the names and their weighing
 */

/**
 * A board's spaces and paths, as the placing needs them: the cost badges placed on their paths,
 * the fixed things (the spaces' discs and the costs) and the names to place, weighed
 * (`weigh`). None of it depends on the tokens and enchantments, which most changes of the
 * board change: it is kept for the last board, and only the badges are weighed anew.
 * @param {SpotSpace[]} spaces
 * @param {CostPath[]} paths
 * @returns {Board}
 */
function boardOf(spaces, paths) {
  const key = JSON.stringify([spaces.map((s) => [s.id, s.x, s.y, Boolean(s.end), s.name]), paths]);
  if (key === lastBoard.key && lastBoard.board) return lastBoard.board;
  const at = new Map(spaces.map((s) => [s.id, s]));
  /** @type {Obstacle[]} */
  const fixed = spaces.map((s) => ({ ...discBox(s), round: true }));
  // a cost badge: on its path, as near the middle as it is free; on a path too short for it,
  // beside the path's middle
  const costs = paths.map((p) => {
    const a = at.get(p.from) ?? { x: 0, y: 0 };
    const b = at.get(p.to) ?? { x: 0, y: 0 };
    const w = costWidth(p.n);
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const [nx, ny] = [-(b.y - a.y) / length, (b.x - a.x) / length];
    const side = (Math.abs(nx) * w) / 2 + (Math.abs(ny) * COST_H) / 2 + 0.6;
    /** @type {[number, number][]} along the path (0 to 1), beside it (units) */
    const tries = [
      [0.5, 0],
      [0.42, 0],
      [0.58, 0],
      [0.35, 0],
      [0.65, 0],
      ...[side, side + 2.5, side + 4].flatMap((off) =>
        [0.5, 0.62, 0.38].flatMap((t) => [
          /** @type {[number, number]} */ ([t, off]),
          /** @type {[number, number]} */ ([t, -off]),
        ]),
      ),
    ];
    let best = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    let bestCost = Infinity;
    tries.forEach(([t, off], i) => {
      const x = a.x + (b.x - a.x) * t + nx * off;
      const y = a.y + (b.y - a.y) * t + ny * off;
      const cost = collision({ x: x - w / 2, y: y - COST_H / 2, w, h: COST_H }, fixed) + (off ? 1 : 0) + i * 0.01;
      if (cost < bestCost) [best, bestCost] = [{ x, y }, cost];
    });
    fixed.push({ x: best.x - w / 2, y: best.y - COST_H / 2, w, h: COST_H });
    return best;
  });
  /** @type {Item[]} */
  const names = spaces
    .filter((s) => s.name)
    .map((s) => ({
      space: s,
      kind: /** @type {const} */ ("name"),
      spots: nameSpots(s, s.name).map((spot) => ({ box: spot.box, parts: lineBoxes(spot), value: spot })),
      touch: false,
      near: 1,
      wide: 0.04,
    }));
  const board = { fixed, costs, names, weighed: names.map((item) => weigh(item, spaces, fixed)) };
  lastBoard = { key, board };
  return board;
}

/** @type {{key: string, board: Board | null}} */
let lastBoard = { key: "", board: null };

/**
 * What does not change from one round of the placing to the next, weighed once: each spot's
 * distances and width, and each of its parts' collisions with the fixed things (the spaces and
 * the costs), the board's edge and its own disc. A round only adds the collisions with the
 * others placed that lie within the item's reach (the box around all its spots): nothing
 * farther can touch it. (The sums are taken in the same order as one sum over everything would
 * be, less terms that are nought: the same spots win.)
 * @param {Item} item
 * @param {SpotSpace[]} spaces
 * @param {Obstacle[]} fixed
 * @returns {Weighed}
 */
function weigh(item, spaces, fixed) {
  const s = item.space;
  const own = { ...discBox(s), round: true };
  const others = spaces.filter((o) => o !== s);
  const choices = item.spots.map((spot, i) => {
    const box = onBoard(item, spot.box);
    const cx = box.x + box.w / 2;
    const cy = box.y + box.h / 2;
    const mine = Math.hypot(cx - s.x, cy - s.y);
    // the nearest other space, by squared distances (Math.hypot is slow, and this is the
    // inner loop of the placing: every spot of every item against every space)
    let squared = Infinity;
    for (const o of others) squared = Math.min(squared, (cx - o.x) ** 2 + (cy - o.y) ** 2);
    const nearest = Math.sqrt(squared);
    const parts = spot.parts.map((part) => {
      const wide = clearance(onBoard(item, part));
      const out = 4 * (wide.w * wide.h - overlap(wide, BOUNDS));
      return { wide, fixed: 0, out, own: item.touch ? cover(wide, own) : 0 };
    });
    return { spot, parts, far: Math.max(0, mine + item.near - nearest), width: item.wide * box.w, rank: i * 0.01 };
  });
  const boxes = choices.flatMap((choice) => choice.parts.map((part) => part.wide));
  const [x, y] = [Math.min(...boxes.map((b) => b.x)), Math.min(...boxes.map((b) => b.y))];
  const [right, bottom] = [Math.max(...boxes.map((b) => b.x + b.w)), Math.max(...boxes.map((b) => b.y + b.h))];
  const reach = { x, y, w: right - x, h: bottom - y };
  const near = fixed.filter((t) => overlap(reach, t));
  for (const part of choices.flatMap((choice) => choice.parts)) {
    part.fixed = near.reduce((sum, t) => sum + cover(part.wide, t), 0);
  }
  return { choices, reach };
}

/**
 * A box of an item's spot (from its space's centre), on the board.
 * @param {Item} item
 * @param {Box} b
 * @returns {Box}
 */
function onBoard(item, b) {
  return { ...b, x: item.space.x + b.x, y: item.space.y + b.y };
}

/**
 * Where everything goes on a board: first each path's cost on its path, then the tokens'
 * badges, the enchantment discs and the names beside their spaces, each in the spot that
 * collides least with the spaces, the costs and everything placed; then each of those placed
 * again, a few times, knowing where all the others are.
 * @param {SpotSpace[]} spaces
 * @param {CostPath[]} [paths]  the paths with a cost
 * @returns {Placement}
 */
export function placeBadges(spaces, paths = []) {
  const board = boardOf(spaces, paths);
  const beside = (/** @type {number} */ w, /** @type {number} */ h) =>
    around(w, h).map((o) => {
      const box = { x: o.dx, y: o.dy, w, h };
      return { box, parts: [box], value: o };
    });
  /**
   * @param {SpotSpace} s
   * @param {"token" | "discs"} kind
   * @param {number} w
   * @param {number} h
   * @returns {Item}
   */
  const badge = (s, kind, w, h) => ({ space: s, kind, spots: beside(w, h), touch: true, near: 2, wide: 0 });
  const badges = spaces.flatMap((s) => [
    ...(s.token ? [badge(s, "token", badgeWidth(s.token), BADGE_H)] : []),
    ...(s.enchantments ? [badge(s, "discs", s.enchantments * DISC, DISC)] : []),
  ]);
  /** @type {Item[]} */
  const items = [...badges, ...board.names];
  const weighed = [...badges.map((item) => weigh(item, spaces, board.fixed)), ...board.weighed];
  /** @type {Map<Item, ItemSpot>} */
  const placed = new Map();
  /** @type {Map<Item, Box[]>} the parts of each placed item, on the board */
  const placedParts = new Map();
  const place = (/** @type {Item} */ item, /** @type {number} */ index) => {
    const { choices, reach } = weighed[index];
    /** @type {Box[]} */
    const taken = [];
    for (const [other, parts] of placedParts) {
      if (other !== item) for (const part of parts) if (overlap(reach, part)) taken.push(part);
    }
    let best = item.spots[0];
    let bestCost = Infinity;
    for (const { spot, parts, far, width, rank } of choices) {
      const hits = parts.reduce((sum, part) => {
        const collides = taken.reduce((total, t) => total + cover(part.wide, t), part.fixed) + part.out;
        return sum + collides - part.own;
      }, 0);
      const cost = 4 * hits + far + width + rank;
      if (cost < bestCost) [best, bestCost] = [spot, cost];
    }
    placed.set(item, best);
    placedParts.set(item, best.parts.map((b) => onBoard(item, b)));
  };
  for (let round = 0; round < 4; round++) items.forEach(place);
  /** @type {Map<string, Spots>} */
  const spots = new Map();
  /** @type {Map<string, NameSpot>} */
  const names = new Map();
  for (const [item, p] of placed) {
    if (item.kind === "name") names.set(item.space.id, p.value);
    else spots.set(item.space.id, { ...spots.get(item.space.id), [item.kind]: p.value });
  }
  return { spots, costs: board.costs, names };
}

/** @type {{key: string, placement: Placement | null}} */
let lastPlaced = { key: "", placement: null };

/**
 * `placeBadges`, remembered for its last inputs. Most updates leave the board's tokens,
 * enchantments and costs as they were, and placing is by far the dearest part of drawing the
 * board (it weighs every spot of every badge and name against all the others), so a redraw
 * reuses the placement unless something on the board changed. The placement is only read.
 * @param {SpotSpace[]} spaces
 * @param {CostPath[]} [paths]
 * @returns {Placement}
 */
export function placeBadgesOnce(spaces, paths = []) {
  const key = JSON.stringify([spaces, paths]);
  if (key !== lastPlaced.key || !lastPlaced.placement) lastPlaced = { key, placement: placeBadges(spaces, paths) };
  return lastPlaced.placement;
}
