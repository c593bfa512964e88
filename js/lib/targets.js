// Pure: the legal actions sorted by the table element that takes each, from the target the engine
// gives every one of them (`legal[i].target`, see CONTRACT.md "Why not, and what an action points
// at"). The action texts are never read: they are only sent back.

/**
 * @typedef {{zone: string, seat?: number, card?: string, space?: string, position?: number, side?: string,
 *   label: string}} Target
 * @typedef {{action: string, text: string, target: Target}} Legal
 * @typedef {{elements: Map<string, Legal[]>, buttons: Legal[]}} Placement
 *   elements: the actions of each table element (by elementKey; several: a menu, or a choice of ends);
 *   buttons: the actions with no element of their own (zone "button"), in the engine's order
 */

/**
 * A string naming one table element: its zone, whose area, which card or space, where in its row.
 * A target's `side` and `label` say what is done there, not where, so they are left out.
 * @param {{zone: string, seat?: number | null, card?: string | null, space?: string | null,
 *   position?: number | null}} target
 * @returns {string}
 */
export function elementKey({ zone, seat = null, card = null, space = null, position = null }) {
  return JSON.stringify([zone, seat, card, space, position]);
}

/**
 * Sort the legal actions by the element that takes each.
 * @param {Legal[]} legal
 * @returns {Placement}
 */
export function placeActions(legal) {
  /** @type {Placement} */
  const place = { elements: new Map(), buttons: [] };
  for (const item of legal) {
    if (item.target.zone === "button") {
      place.buttons.push(item);
      continue;
    }
    const key = elementKey(item.target);
    place.elements.set(key, [...(place.elements.get(key) ?? []), item]);
  }
  return place;
}
