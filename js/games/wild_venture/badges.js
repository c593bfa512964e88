// Pure: where the small things of the adventure board go, so that they stay readable: a path's
// cost badge somewhere along its path, and beside a space the badge of a token lying on it and
// its enchantment discs. None should cover a space, a space's label or another badge, and a
// space's badge should lie clearly nearer that space than any other. Spaces can lie about 11
// units apart, so no fixed corner fits everywhere: each thing takes, of a few spots in order
// of preference, the first free one, or else the one that collides least. All sizes are in the
// board's 100 × 100 units, as board.js draws them.

/** A space's radius. */
export const R = 3.5;
/** The baseline of a space's short label, below its centre. */
export const LABEL_Y = R + 2.8;
/** The board's drawn area (its viewBox). */
export const BOUNDS = { x: -2, y: -3, w: 104, h: 104 };
/** A token's badge height. */
export const BADGE_H = 3.5;
/** A path cost's badge: an icon (coin or bin) and the number, in a pill this high. */
export const COST_H = 4.2;
export const COST_ICON = 3;
/** The pitch of a row of enchantment discs (radius 1.7). */
export const DISC = 3.4;

// a space's label (.vw-wv-space-label, 2.3 units bold) as drawn: the widest mean character
// width of the labels, and its height from the top of capitals to the bottom of descenders
const LABEL_CHAR = 1.65;
const LABEL_TOP = 2.2;
const LABEL_H = 2.85;

/**
 * @typedef {{x: number, y: number, w: number, h: number}} Box   top-left corner and size
 * @typedef {{id: string, x: number, y: number, end?: boolean, short: string, token: string,
 *   enchantments: number}} SpotSpace
 *   end: it has the dashed ring of a path's end; short: the label drawn under the space;
 *   token: the token's badge text ("" if none); enchantments: how many enchantment discs wait there
 * @typedef {{from: string, to: string, n: number}} CostPath  a path with a cost (its number n)
 * @typedef {{dx: number, dy: number}} Offset  from the space's centre to the top-left corner
 * @typedef {{token?: Offset, discs?: Offset}} Spots
 * @typedef {{spots: Map<string, Spots>, costs: {x: number, y: number}[]}} Placement
 *   spots: by space id, for the spaces with something on them; costs: the centre of each cost badge
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
 * The box of a space's short label (empty text: none).
 * @param {{x: number, y: number, short: string}} s
 * @returns {Box | null}
 */
export function labelBox(s) {
  if (!s.short) return null;
  const w = s.short.length * LABEL_CHAR;
  return { x: s.x - w / 2, y: s.y + LABEL_Y - LABEL_TOP, w, h: LABEL_H };
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
 * What `box` collides with: the area that it, with its clearance, shares with `taken`, and
 * four times its area outside the board.
 * @param {Box} box
 * @param {Box[]} taken
 * @returns {number}
 */
function collision(box, taken) {
  const out = box.w * box.h - overlap(box, BOUNDS);
  const wide = clearance(box);
  return taken.reduce((sum, t) => sum + overlap(wide, t), 0) + 4 * out;
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
 * Where everything goes on a board.
 * @param {SpotSpace[]} spaces
 * @param {CostPath[]} [paths]  the paths with a cost
 * @returns {Placement}
 */
export function placeBadges(spaces, paths = []) {
  const at = new Map(spaces.map((s) => [s.id, s]));
  /** @type {Box[]} */
  const taken = [];
  for (const s of spaces) {
    taken.push(discBox(s));
    const label = labelBox(s);
    if (label) taken.push(label);
  }
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
      const cost = collision({ x: x - w / 2, y: y - COST_H / 2, w, h: COST_H }, taken) + (off ? 1 : 0) + i * 0.01;
      if (cost < bestCost) [best, bestCost] = [{ x, y }, cost];
    });
    taken.push({ x: best.x - w / 2, y: best.y - COST_H / 2, w, h: COST_H });
    return best;
  });
  /**
   * @param {SpotSpace} s
   * @param {number} w
   * @param {number} h
   * @returns {Offset}
   */
  const beside = (s, w, h) => {
    const own = discBox(s);
    const others = spaces.filter((o) => o !== s);
    let best = { dx: 0, dy: 0 };
    let bestCost = Infinity;
    around(w, h).forEach((spot, i) => {
      const box = { x: s.x + spot.dx, y: s.y + spot.dy, w, h };
      const cx = box.x + w / 2;
      const cy = box.y + h / 2;
      const mine = Math.hypot(cx - s.x, cy - s.y);
      const nearest = Math.min(Infinity, ...others.map((o) => Math.hypot(cx - o.x, cy - o.y)));
      // its own disc may be touched; it should lie clearly nearer its own space than any other
      const cost =
        4 * (collision(box, taken) - overlap(clearance(box), own)) + Math.max(0, mine + 2 - nearest) + i * 0.01;
      if (cost < bestCost) [best, bestCost] = [spot, cost];
    });
    taken.push({ x: s.x + best.dx, y: s.y + best.dy, w, h });
    return best;
  };
  /** @type {Map<string, Spots>} */
  const spots = new Map();
  for (const s of spaces) {
    if (!s.token && !s.enchantments) continue;
    /** @type {Spots} */
    const spot = {};
    if (s.token) spot.token = beside(s, badgeWidth(s.token), BADGE_H);
    if (s.enchantments) spot.discs = beside(s, s.enchantments * DISC, DISC);
    spots.set(s.id, spot);
  }
  return { spots, costs };
}
