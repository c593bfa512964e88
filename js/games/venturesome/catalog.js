// Pure: lookups in Venturesome's catalog (`Game.catalog()`): names, colours, texts.

/**
 * @typedef {{id: string, name: string, colour: string, text: string, reminder?: string, rule: string}} Character
 * @typedef {{id: string, name: string, text: string, rule: string}} Threat
 * @typedef {{symbols: {id: string, name: string}[], characters: Character[], threats: Threat[],
 *   intimidation: {character: string}[]}} Catalog
 * @typedef {{code: string, character: string, symbol: string, name: string, symbolName: string,
 *   colour: string, effect: string, label: string}} CardInfo
 */

/**
 * @param {Catalog} catalog
 * @param {string} id
 * @returns {Character}
 */
export function character(catalog, id) {
  const found = catalog?.characters?.find((c) => c.id === id);
  return found ?? { id, name: titleCase(id), colour: "", text: "", rule: "" };
}

/**
 * @param {Catalog} catalog
 * @param {string} id
 * @returns {Threat}
 */
export function threat(catalog, id) {
  return catalog?.threats?.find((t) => t.id === id) ?? { id, name: titleCase(id), text: "", rule: "" };
}

/**
 * Everything drawn on a character card, from its code `CHARACTER.SYMBOL`.
 * @param {Catalog} catalog
 * @param {string} code
 * @returns {CardInfo}
 */
export function cardInfo(catalog, code) {
  const [charId, symbol] = code.split(".");
  const ch = character(catalog, charId);
  const symbolName = catalog?.symbols?.find((s) => s.id === symbol)?.name ?? titleCase(symbol ?? "");
  return {
    code,
    character: charId,
    symbol,
    name: ch.name,
    symbolName,
    colour: ch.colour,
    effect: ch.text,
    label: `${ch.name} (${symbolName})`,
  };
}

/**
 * "Professor (Ring)", as the engine's texts name a card.
 * @param {Catalog} catalog
 * @param {string} code
 * @returns {string}
 */
export function cardName(catalog, code) {
  return cardInfo(catalog, code).label;
}

/**
 * @param {string} id  e.g. "ARTIFACT_HUNTER"
 * @returns {string}   "Artifact Hunter"
 */
function titleCase(id) {
  return id
    .toLowerCase()
    .split("_")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}
