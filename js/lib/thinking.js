// The thinking indicator: when Python has not answered a message within THINKING_DELAY_MS, the
// view says "Thinking…" until it answers. It shows at the top of the part of the view in sight
// and takes no room (lib.css), so showing it moves nothing under the pointer, and no click. Its
// region is a status region that stays in the page, so screen readers hear the words appear.

/** How long Python may take to answer before the view says it is thinking (ms). */
export const THINKING_DELAY_MS = 150;

/**
 * @typedef {{el: HTMLElement, start(): void, stop(): void}} Thinking
 *   el: the status region to put in the view; start: a message went to Python; stop: it answered
 */

/**
 * @param {HTMLElement} root  marked `data-thinking` while the words show
 * @returns {Thinking}
 */
export function thinkingIndicator(root) {
  const el = document.createElement("div");
  el.className = "vw-thinking-region";
  el.setAttribute("role", "status");
  el.setAttribute("aria-live", "polite");
  el.dataset.testid = "vw-thinking";
  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null;
  const show = () => {
    timer = null;
    const words = document.createElement("span");
    words.className = "vw-thinking";
    words.textContent = "Thinking…";
    el.replaceChildren(words);
    root.dataset.thinking = "true";
  };
  return {
    el,
    start() {
      if (timer == null && !el.firstChild) timer = setTimeout(show, THINKING_DELAY_MS);
    },
    stop() {
      if (timer != null) clearTimeout(timer);
      timer = null;
      el.replaceChildren();
      delete root.dataset.thinking;
    },
  };
}
