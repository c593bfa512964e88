// Cards that move: after a redraw, a card drawn elsewhere than before glides there from where
// it was, with the Web Animations API (a transform added to what the styles give it, so
// a tilted or lifted card stays so). "The same card" is the same DOM node, which Preact keeps
// when a card moves within its row, or else a card of the same code whose node went away in
// this redraw (played from the hand to a row, taken from the trash, ...). Decoration only: the
// card is in its new place at once and takes clicks there.
//
// Where the cards were is where the last glide found them (each glide returns the places it
// read), not read again before the redraw: reading boxes then would lay the table out in the
// redraw. The places are kept relative to the view's root, so that scrolling the page between
// two redraws moves nothing.

/** How long a card glides (ms). */
export const GLIDE_MS = 250;

/**
 * @typedef {{left: number, top: number, width: number}} Box  a box relative to the view's root
 * @typedef {{rect: Box, row: Element | null, rowRect: Box | null}} Place
 *   where a card is drawn, and the element that holds it (its row) with the row's own place
 * @typedef {Map<HTMLElement, Place>} Places
 */

/**
 * Where the cards of `root` are drawn now; hidden ones (in a closed pile) are left out.
 * @param {Element} root
 * @returns {Places}
 */
export function cardPlaces(root) {
  const base = root.getBoundingClientRect();
  /** @type {Places} */
  const places = new Map();
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-card]"))) {
    const place = placeOf(el, base);
    if (place.rect.width) places.set(el, place);
  }
  return places;
}

/**
 * After the redraw (in the next animation frame, when the layout is done for the paint anyway):
 * each card that changed rows, or its place in its row, glides from its old place. A card that
 * only moved with its whole row (a row above grew) does not: moving the whole table about would
 * only distract. All places are read before any glide starts (a glide started between two reads
 * would have the styles worked out again for the second).
 * @param {Element} root
 * @param {Places} before  where the cards of the same root were before the redraw
 * @returns {{stop: () => void, places: Places}}  stop: stops the glides; places: where the cards are now
 */
export function glideCards(root, before) {
  /** @type {Map<string, Box[]>} the old places of the cards whose node went away, by code */
  const gone = new Map();
  for (const [el, { rect }] of before) {
    if (el.isConnected) continue;
    const code = el.dataset.card ?? "";
    gone.set(code, [...(gone.get(code) ?? []), rect]);
  }
  const places = cardPlaces(root);
  /** @type {[HTMLElement, number, number][]} */
  const moves = [];
  for (const [el, now] of places) {
    const old = before.get(el);
    const from = old ? old.rect : gone.get(el.dataset.card ?? "")?.shift();
    if (!from || (old && !movedInRow(old, now))) continue;
    const [dx, dy] = [from.left - now.rect.left, from.top - now.rect.top];
    if (Math.abs(dx) >= 1 || Math.abs(dy) >= 1) moves.push([el, dx, dy]);
  }
  const glides = moves.map(([el, dx, dy]) =>
    el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "translate(0, 0)" }], {
      duration: GLIDE_MS,
      easing: "ease-out",
      composite: "add",
    }),
  );
  return { stop: () => glides.forEach((glide) => glide.cancel()), places };
}

/**
 * @param {HTMLElement} el
 * @param {DOMRect} base  the root's box: places are relative to it
 * @returns {Place}
 */
function placeOf(el, base) {
  const row = el.parentElement;
  return { rect: relative(el.getBoundingClientRect(), base), row, rowRect: row ? relative(row.getBoundingClientRect(), base) : null };
}

/**
 * @param {DOMRect} rect
 * @param {DOMRect} base
 * @returns {Box}
 */
function relative(rect, base) {
  return { left: rect.left - base.left, top: rect.top - base.top, width: rect.width };
}

/**
 * Whether a card now in `now` changed rows, or its place within its row, since `old`.
 * @param {Place} old
 * @param {Place} now
 * @returns {boolean}
 */
function movedInRow(old, now) {
  if (old.row !== now.row || !old.rowRect || !now.rowRect) return true;
  const dx = old.rect.left - old.rowRect.left - (now.rect.left - now.rowRect.left);
  const dy = old.rect.top - old.rowRect.top - (now.rect.top - now.rowRect.top);
  return Math.abs(dx) >= 1 || Math.abs(dy) >= 1;
}
