// Pure: what the replay controls show for the `replay` trait.

/**
 * @typedef {{index: number, count: number, action?: number, actions?: number}} ReplayState
 */

/**
 * @param {ReplayState | null | undefined} replay
 * @returns {{index: number, last: number, canPrev: boolean, canNext: boolean, label: string}}
 */
export function replayPosition(replay) {
  const count = Math.max(0, replay?.count ?? 0);
  const last = Math.max(0, count - 1);
  const index = Math.min(Math.max(0, replay?.index ?? 0), last);
  const actions = replay?.actions == null ? "" : ` · action ${replay.action ?? 0} of ${replay.actions}`;
  return {
    index,
    last,
    canPrev: index > 0,
    canNext: index < last,
    label: count ? `Event ${index + 1} of ${count}${actions}` : "No events",
  };
}
