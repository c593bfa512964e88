// Cards that move: after a redraw, a card drawn elsewhere than before glides there from where
// it was, with the Web Animations API (a transform added to what the styles give it, so
// a tilted or lifted card stays so). "The same card" is the same DOM node, which Preact keeps
// when a card moves within its row, or else a card of the same code whose node went away in
// this redraw (played from the hand to a row, taken from the trash, ...). Decoration only: the
// card is in its new place at once and takes clicks there.

/** How long a card glides (ms). */
export const GLIDE_MS = 250;

/**
 * @typedef {{rect: DOMRect, row: Element | null, rowRect: DOMRect | null}} Place
 *   where a card is drawn, and the element that holds it (its row) with the row's own place
 */

/**
 * Where the cards are drawn now (before a redraw); hidden ones (in a closed pile) are left out.
 * @param {Element} root
 * @returns {Map<HTMLElement, Place>}
 */
export function cardPlaces(root) {
  /** @type {Map<HTMLElement, Place>} */
  const places = new Map();
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-card]"))) {
    const place = placeOf(el);
    if (place.rect.width) places.set(el, place);
  }
  return places;
}

/**
 * After the redraw: each card that changed rows, or its place in its row, glides from its old
 * place. A card that only moved with its whole row (a row above grew) does not: moving the
 * whole table about would only distract.
 * @param {Element} root
 * @param {Map<HTMLElement, Place>} before  cardPlaces() of the same root before the redraw
 * @returns {() => void} stops the glides
 */
export function glideCards(root, before) {
  /** @type {Map<string, DOMRect[]>} the old places of the cards whose node went away, by code */
  const gone = new Map();
  for (const [el, { rect }] of before) {
    if (el.isConnected) continue;
    const code = el.dataset.card ?? "";
    gone.set(code, [...(gone.get(code) ?? []), rect]);
  }
  /** @type {Animation[]} */
  const glides = [];
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-card]"))) {
    const old = before.get(el);
    const from = old ? old.rect : gone.get(el.dataset.card ?? "")?.shift();
    if (!from) continue;
    const now = placeOf(el);
    if (!now.rect.width || (old && !movedInRow(old, now))) continue;
    const [dx, dy] = [from.left - now.rect.left, from.top - now.rect.top];
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    glides.push(
      el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "translate(0, 0)" }], {
        duration: GLIDE_MS,
        easing: "ease-out",
        composite: "add",
      }),
    );
  }
  return () => glides.forEach((glide) => glide.cancel());
}

/**
 * @param {HTMLElement} el
 * @returns {Place}
 */
function placeOf(el) {
  const row = el.parentElement;
  return { rect: el.getBoundingClientRect(), row, rowRect: row?.getBoundingClientRect() ?? null };
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
