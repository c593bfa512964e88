// Cards that move: after a redraw, a card drawn somewhere else than before glides there from
// where it was, with the Web Animations API (a transform added to what the styles give it, so
// a tilted or lifted card stays so). "The same card" is the same DOM node, which Preact keeps
// when a card moves within its row, or else a card of the same code whose node went away in
// this redraw (played from the hand to a row, taken from the trash, ...). Decoration only: the
// card is in its new place at once and takes clicks there.

/** How long a card glides (ms). */
export const GLIDE_MS = 250;

/**
 * Where the cards are drawn now (before a redraw); hidden ones (in a closed pile) are left out.
 * @param {Element} root
 * @returns {Map<HTMLElement, DOMRect>}
 */
export function cardPlaces(root) {
  /** @type {Map<HTMLElement, DOMRect>} */
  const places = new Map();
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-card]"))) {
    const rect = el.getBoundingClientRect();
    if (rect.width) places.set(el, rect);
  }
  return places;
}

/**
 * After the redraw: each card whose place changed glides from its old place.
 * @param {Element} root
 * @param {Map<HTMLElement, DOMRect>} before  cardPlaces() of the same root before the redraw
 * @returns {() => void} stops the glides
 */
export function glideCards(root, before) {
  /** @type {Map<string, DOMRect[]>} the old places of the cards whose node went away, by code */
  const gone = new Map();
  for (const [el, rect] of before) {
    if (el.isConnected) continue;
    const code = el.dataset.card ?? "";
    gone.set(code, [...(gone.get(code) ?? []), rect]);
  }
  /** @type {Animation[]} */
  const glides = [];
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-card]"))) {
    const from = before.get(el) ?? gone.get(el.dataset.card ?? "")?.shift();
    const to = from && el.getBoundingClientRect();
    if (!from || !to || !to.width) continue;
    const [dx, dy] = [from.left - to.left, from.top - to.top];
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
