// What a redraw costs, measured in the page itself: each redraw leaves a User Timing entry
// (`performance.measure`), which the browser's performance panel shows and the benchmarks and
// browser tests read (`performance.getEntriesByName("vw-redraw")`). It stays on in production:
// one entry per redraw costs a few microseconds, and a long game leaves a few thousand of them.
//
// An update's redraw is timed from the update's arrival (the first trait change or log message
// of it, when the view schedules its redraw) to the table drawn: Preact's patch and all that the
// redraw does at once (marks, recap). It is script time: the style and layout the browser
// then does before painting are left out, as the redraw reads no layout (what does, the log
// following its end and the cards gliding, runs in the next animation frame, and the flashes
// in timers: see widget.js); benchmarks/redraw.py measures them too, by forcing layout after the
// redraw. (Where an update leaves the focus is settled in that frame too: moving it lays the
// page out at once, some 4 ms in JupyterLab's page; see keep.js.)

/** The entry of an update's redraw (traits or log from Python). */
export const UPDATE_REDRAW = "vw-redraw";
/** The entry of any other redraw: the first draw, a card picked, a step of the recap, a panel opened. */
export const LOCAL_REDRAW = "vw-redraw-local";

/**
 * Record one redraw that started at `start` (a `performance.now()` time) and ends now.
 * @param {string} name  UPDATE_REDRAW or LOCAL_REDRAW
 * @param {number} start
 * @param {{game: string, kind: string}} detail  the game drawn and the widget kind
 */
export function recordRedraw(name, start, detail) {
  const clock = globalThis.performance;
  // a browser without User Timing level 3 (measure with options) only misses the figure
  if (typeof clock?.measure !== "function") return;
  try {
    clock.measure(name, { start, end: clock.now(), detail });
  } catch {
    // ditto: the measurement must never stop the table from drawing
  }
}
