// Pure: where things go on Venture Forth's board (a 100 x 100 drawing from the catalog's graph):
// each path's line through its spaces, the spot beside each path where its explore token lies
// (clear of every site, space and other spot), and where a pawn stands.

/** @typedef {{x: number, y: number}} Point */

/** How far a token spot lies from its path's line, and the least room it needs around it. */
export const SPOT_OFFSET = 6.5;

/**
 * The points of a path's line: its first site, its spaces in order, its other site.
 * @param {import("./catalog.js").BoardData} board
 * @param {import("./catalog.js").PathData} path
 * @returns {Point[]}
 */
export function pathLine(board, path) {
  const site = (/** @type {string} */ id) => board.sites.find((s) => s.id === id);
  const a = site(path.a);
  const b = site(path.b);
  return [a, ...path.spaces, b].filter((p) => p !== undefined).map((p) => ({ x: p.x, y: p.y }));
}

/** @param {Point} a @param {Point} b */
const distance = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The spot beside each path for its explore token: among the points beside the middle of each
 * stretch of its line (on either side), the one farthest from every site, space and spot chosen
 * before it, kept inside the board.
 * @param {import("./catalog.js").BoardData} board
 * @returns {Map<string, Point>}  by path id
 */
export function tokenSpots(board) {
  /** @type {Point[]} */
  const taken = [...board.sites, ...board.paths.flatMap((p) => p.spaces)].map((p) => ({ x: p.x, y: p.y }));
  /** @type {Map<string, Point>} */
  const spots = new Map();
  for (const path of board.paths) {
    const line = pathLine(board, path);
    /** @type {Point[]} */
    const candidates = [];
    for (let i = 0; i + 1 < line.length; i++) {
      const [a, b] = [line[i], line[i + 1]];
      const length = distance(a, b) || 1;
      const [nx, ny] = [-(b.y - a.y) / length, (b.x - a.x) / length];
      for (const side of [1, -1]) {
        const x = (a.x + b.x) / 2 + side * nx * SPOT_OFFSET;
        const y = (a.y + b.y) / 2 + side * ny * SPOT_OFFSET;
        if (x >= 3 && x <= 97 && y >= 3 && y <= 97) candidates.push({ x, y });
      }
    }
    const room = (/** @type {Point} */ c) => Math.min(...taken.map((t) => distance(c, t)));
    const best = candidates.reduce((a, b) => (room(b) > room(a) ? b : a), candidates[0] ?? line[0]);
    spots.set(path.id, best);
    taken.push(best);
  }
  return spots;
}

/**
 * Where each seat's pawn stands: on its site (several pawns on one site side by side), or, for
 * the seat on a journey, on the space of the encounter at hand.
 * @param {import("./catalog.js").BoardData} board
 * @param {{seat: number, site: string}[]} pawns  `view.board.pawns`
 * @param {{space: string | null} | null} travel  `view.travel`
 * @param {number | null} traveller  the seat on the journey (`view.active`)
 * @returns {{seat: number, x: number, y: number, at: string}[]}  at: the site or space id
 */
export function pawnSpots(board, pawns, travel, traveller) {
  const spaces = new Map(board.paths.flatMap((p) => p.spaces).map((s) => [s.id, s]));
  const sites = new Map(board.sites.map((s) => [s.id, s]));
  /** @type {Map<string, number>} */
  const count = new Map();
  return pawns.flatMap(({ seat, site }) => {
    const space = travel && seat === traveller && travel.space ? spaces.get(travel.space) : undefined;
    if (space) return [{ seat, x: space.x, y: space.y - 6.4, at: space.id }];
    const place = sites.get(site);
    if (!place) return [];
    const n = count.get(site) ?? 0;
    count.set(site, n + 1);
    // beside the site's disc, clear of its words: left, right, then lower left, lower right
    const dx = n % 2 ? 8 : -8;
    const dy = n < 2 ? -1 : 4;
    return [{ seat, x: place.x + dx, y: place.y + dy, at: site }];
  });
}
