// Pure: the view's own copy of the game log, kept in step with Python by the new events only.
// Python keeps the whole log; the synced trait `log_state` says where it stands and `events` are
// the events of the last update (see CONTRACT.md, "The log"). A view that cannot bring its copy
// in step from `events` (it is new, or the log was rewritten) asks for what it lacks.

/**
 * @typedef {{epoch: number, length: number, events_at: number | null}} LogState  the synced `log_state`
 * @typedef {{epoch: number | null, events: any[], asked: string | null}} LogCopy
 *   the view's copy: the epoch it belongs to, its events, and the request sent and not yet answered
 * @typedef {{kind: "log", epoch: number, start: number}} LogRequest  browser -> Python
 * @typedef {{kind: "log", epoch: number, start: number, events: any[]}} LogReply  Python -> browser
 */

/** @returns {LogCopy} the copy of a view that holds nothing yet */
export function emptyLog() {
  return { epoch: null, events: [], asked: null };
}

/**
 * @param {any} state
 * @returns {state is LogState}
 */
function isLogState(state) {
  return Boolean(state) && Number.isInteger(state.epoch) && Number.isInteger(state.length);
}

/**
 * The events of `copy` that still hold for `state`'s epoch (none for another epoch).
 * @param {LogCopy} copy
 * @param {LogState} state
 */
function kept(copy, state) {
  return copy.epoch === state.epoch && copy.events.length <= state.length ? copy.events : [];
}

/**
 * Bring `copy` in step with the synced `state` using `events` (the last update's events, found in
 * the log at `state.events_at`). Returns the new copy and the request to send (null when none is
 * needed, or when the same one is still unanswered).
 * @param {LogCopy} copy
 * @param {LogState | null | undefined} state
 * @param {any[]} events
 * @returns {{copy: LogCopy, request: LogRequest | null}}
 */
export function syncLog(copy, state, events) {
  if (!isLogState(state)) return { copy, request: null };
  const have = kept(copy, state);
  const at = state.events_at;
  if (have.length === state.length) return { copy: { ...copy, epoch: state.epoch, events: have }, request: null };
  if (Number.isInteger(at) && at <= have.length && at + events.length >= state.length) {
    const joined = have.concat(events.slice(have.length - at, state.length - at));
    return { copy: { epoch: state.epoch, events: joined, asked: null }, request: null };
  }
  const request = /** @type {LogRequest} */ ({ kind: "log", epoch: state.epoch, start: have.length });
  const key = `${request.epoch}:${request.start}`;
  const next = { epoch: state.epoch, events: have, asked: key };
  return { copy: next, request: copy.asked === key ? null : request };
}

/**
 * Take Python's answer to a request (any view's: an answer goes to every view of the widget).
 * An answer for another epoch than the synced one, or one that starts beyond the copy, changes
 * nothing but lets the view ask again.
 * @param {LogCopy} copy
 * @param {LogState | null | undefined} state
 * @param {LogReply} reply
 * @returns {LogCopy}
 */
export function receiveLog(copy, state, reply) {
  if (!isLogState(state) || reply.epoch !== state.epoch || !Array.isArray(reply.events)) {
    return { ...copy, asked: null };
  }
  const have = kept(copy, state);
  if (!Number.isInteger(reply.start) || reply.start > have.length) return { ...copy, asked: null };
  return { epoch: reply.epoch, events: have.slice(0, reply.start).concat(reply.events), asked: null };
}

/**
 * @typedef {{epoch: number, events: any[]}} SavedLog  the model attribute `saved_log` (not a
 *   Python trait): the log the views have received, kept for the saved widget state
 */

/**
 * The copy a view starts with: what the model's `saved_log` holds (a notebook shown without a
 * kernel has nobody to ask), else nothing.
 * @param {any} saved  the model's `saved_log`
 * @returns {LogCopy}
 */
export function restoredLog(saved) {
  const valid = Boolean(saved) && Number.isInteger(saved.epoch) && Array.isArray(saved.events);
  return valid ? { epoch: saved.epoch, events: saved.events, asked: null } : emptyLog();
}

/**
 * What to put in the model's `saved_log` so that the saved widget state holds the copy (null
 * when it holds it already: within an epoch the log only grows, so the epoch and length say it).
 * @param {LogCopy} copy
 * @param {any} saved  the model's `saved_log`
 * @returns {SavedLog | null}
 */
export function logToSave(copy, saved) {
  if (copy.epoch == null) return null;
  if (saved?.epoch === copy.epoch && saved?.events?.length === copy.events.length) return null;
  return { epoch: copy.epoch, events: copy.events };
}
