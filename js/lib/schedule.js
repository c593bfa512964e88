// Pure: when each event of an update is highlighted. Input is never blocked; the sequence of
// highlights starts within a fixed budget so it never lags behind the game.

export const ANIMATION_BUDGET_MS = 300;
const MAX_GAP_MS = 120;

/**
 * Start offsets (ms) of the highlights of `count` events, evenly spread, the last one starting
 * by the budget; with reduced motion there is nothing to animate (an empty list).
 * @param {number} count
 * @param {{reducedMotion?: boolean, budget?: number}} [options]
 * @returns {number[]}
 */
export function highlightSchedule(count, { reducedMotion = false, budget = ANIMATION_BUDGET_MS } = {}) {
  if (count <= 0 || reducedMotion) return [];
  const gap = count > 1 ? Math.min(MAX_GAP_MS, budget / (count - 1)) : 0;
  return Array.from({ length: count }, (_, i) => Math.round(i * gap));
}
