// DOM: the cards of Venture (2019) as the game draws them, with our own drawings: an action card
// (bulb on or off and its timing mark at the top left, its title and text, the role symbol at the
// bottom right), an instrument (in its colour), a mission (framed in the colour of the instrument
// it needs, the instrument lying on it once completed), a role card (symbol, talent and its
// text), a card back. The words are the catalog's (Python's); none are written here.
import { h } from "../../lib/dom.js";
import { frozen } from "../../lib/frozen.js";
import { bulbIcon, instrumentIcon, roleSymbol, timingIcon } from "./symbols.js";

/**
 * @typedef {import("../../lib/dom.js").El} El
 * @typedef {{code: string, kind: string, name: string, instrument?: string, colour?: string, symbol?: string | null,
 *   role?: string | null, bulb?: boolean, timing?: string, text?: string}} CardInfo
 * @typedef {{number: number, colour: string, instrument: string, completed: boolean}} MissionView
 */

/** What the cards' kept parts are kept for when there is no catalog (lib/frozen.js). */
const NO_CATALOG = {};

/**
 * What the catalog says of a card code (an unknown code is drawn by its name).
 * @param {any} catalog
 * @param {string} code
 * @returns {CardInfo}
 */
export function cardInfo(catalog, code) {
  return catalog?.cards?.[code] ?? { code, kind: "unknown", name: code };
}

/**
 * A card's name, as the table and its messages say it ("Idea Theft", "Quill").
 * @param {any} catalog
 * @param {string} code
 * @returns {string}
 */
export function cardName(catalog, code) {
  return cardInfo(catalog, code).name;
}

/**
 * What a card says on hover: its name, its role and its text.
 * @param {CardInfo} info
 * @param {any} catalog
 * @returns {string}
 */
function hoverText(info, catalog) {
  if (info.kind !== "action") return info.kind === "instrument" ? `${info.name}: an instrument` : info.name;
  const role = info.role ? ` (${catalog?.roles?.[info.role]?.name ?? info.role})` : "";
  return `${info.name}${role}: ${info.text ?? ""}`;
}

/**
 * A card face: an action card or an instrument.
 * @param {any} catalog
 * @param {string} code
 * @param {{size?: "full" | "small", count?: number}} [options]  small: name and marks, no text
 * @returns {El}
 */
export function cardFace(catalog, code, { size = "full", count = 1 } = {}) {
  const info = cardInfo(catalog, code);
  const small = size === "small";
  const colour = info.kind === "instrument" ? ` vw-v19-frame-${info.colour}` : "";
  // what the card shows is drawn from the catalog alone: built once, kept (lib/frozen.js); the
  // card itself is built anew, as a choice marks it
  const face = frozen(catalog ?? NO_CATALOG, `face|${code}|${size}`, () => faceParts(catalog, info, small));
  return h(
    "div",
    {
      class: `vw-v19-card vw-v19-${info.kind}${small ? " vw-v19-small" : ""}${colour}`,
      "data-card": code,
      "data-count": count > 1 ? count : null,
      title: hoverText(info, catalog),
    },
    [face, count > 1 ? h("span", { class: "vw-v19-count", text: `×${count}` }) : null],
  );
}

/**
 * What a card face shows: an instrument's name and picture, an action card's marks, name, text
 * (full size) and role.
 * @param {any} catalog
 * @param {CardInfo} info
 * @param {boolean} small
 * @returns {import("../../lib/dom.js").Child[]}
 */
function faceParts(catalog, info, small) {
  const role = info.role ? (catalog?.roles?.[info.role]?.name ?? info.role) : null;
  return info.kind === "instrument"
      ? [
          h("span", { class: "vw-v19-card-name", text: info.name }),
          h("span", { class: "vw-v19-card-art" }, [instrumentIcon(info.instrument ?? "")]),
        ]
      : [
          h("span", { class: "vw-v19-card-top" }, [
            info.kind === "action" ? bulbIcon(Boolean(info.bulb)) : null,
            info.kind === "action" ? timingIcon(info.timing ?? "") : null,
          ]),
          h("span", { class: "vw-v19-card-name", text: info.name }),
          small ? null : h("span", { class: "vw-v19-card-text", text: info.text ?? "" }),
          info.symbol
            ? h("span", { class: "vw-v19-card-role" }, [
                small ? null : h("span", { class: "vw-v19-card-role-name", text: role ?? "" }),
                roleSymbol(info.symbol, role ?? undefined),
              ])
            : null,
        ];
}

/**
 * A card back (a hand's cards the viewer has not seen, the deck).
 * @returns {El}
 */
export function cardBack() {
  return h("div", { class: "vw-v19-card vw-v19-back vw-v19-small", "aria-hidden": "true" }, [
    h("span", { class: "vw-v19-back-mark" }, [bulbIcon(true)]),
  ]);
}

/**
 * A mission card: framed in its colour, its number and (full size) title; the instrument it needs
 * drawn faintly, or lying on it once completed.
 * @param {any} catalog
 * @param {MissionView} mission
 * @param {boolean} small  the other seats' compact cards: the title is hover text
 * @returns {El}
 */
export function missionCard(catalog, mission, small) {
  const title = catalog?.missions?.[String(mission.number)]?.title ?? "";
  const instrument = catalog?.cards?.[mission.instrument]?.name ?? mission.instrument;
  const state = mission.completed ? `completed with a ${instrument}` : `needs a ${instrument}`;
  return h(
    "div",
    {
      class: `vw-v19-mission vw-v19-frame-${mission.colour}${mission.completed ? " vw-v19-done" : ""}${small ? " vw-v19-small" : ""}`,
      "data-card": String(mission.number),
      "data-completed": mission.completed ? "true" : "false",
      title: `Mission ${mission.number}: ${title} (${state})`,
    },
    [
      frozen(catalog ?? NO_CATALOG, `mission|${mission.number}|${mission.instrument}|${mission.completed}|${small}`, () => [
        h("span", { class: "vw-v19-mission-number", text: String(mission.number) }),
        small ? null : h("span", { class: "vw-v19-mission-title", text: title }),
        h("span", { class: "vw-v19-mission-slot" }, [instrumentIcon(mission.instrument)]),
        small ? null : h("span", { class: "vw-v19-mission-state", text: mission.completed ? "done" : instrument }),
      ]),
    ],
  );
}

/**
 * A role card: its symbol and name, its talent and what the talent does.
 * @param {any} catalog
 * @param {string} roleId
 * @param {{small: boolean, used: boolean}} options  used: the talent was activated this turn
 * @param {El | null} [extra]  drawn under the talent (the viewer's cards that can activate it)
 * @returns {El}
 */
export function roleCard(catalog, roleId, { small, used }, extra = null) {
  const role = catalog?.roles?.[roleId] ?? { name: roleId, symbol: "", talent: "", text: "" };
  const text = String(role.text ?? "").replace(`${role.talent}: `, "");
  return h(
    "div",
    {
      class: `vw-v19-role${small ? " vw-v19-small" : ""}${used ? " vw-v19-used" : ""}`,
      "data-role": roleId,
      title: `${role.name}: ${role.text}`,
    },
    [
      frozen(catalog ?? NO_CATALOG, `role|${roleId}|${used}`, () => [
        h("span", { class: "vw-v19-role-head" }, [
          roleSymbol(role.symbol),
          h("span", { class: "vw-v19-role-name", text: role.name }),
        ]),
        h("span", { class: "vw-v19-talent" }, [
          h("strong", { text: role.talent }),
          used ? h("span", { class: "vw-v19-used-mark", text: " (used this turn)" }) : null,
          h("span", { class: "vw-v19-talent-text", text: ` ${text}` }),
        ]),
      ]),
      extra,
    ],
  );
}
