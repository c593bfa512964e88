"""A Venture Forth position as plain text (what ``venture_widgets.tutor.show`` prints).

Only what ``state.observe(seat)`` shows is printed, so a hidden card never appears.

>>> from venture_widgets import load_game
>>> state = load_game("venture_forth").scenario({
...     "players": [{"party": [{"card": "Archer", "will": 3}], "site": "Country", "hand": ["hoplite"],
...                  "treasures": ["owl_of_athena"], "explored": ["token_2c_1"]},
...                 {"party": [{"card": "Poet", "despair": 1}], "hand": ["lion"], "site": "Shore",
...                  "treasures": ["thread_of_ariadne"]}],
...     "board": {"p3.1": "priestess", "p3.2": {"card": "dragon", "wandering": True}},
...     "path_tokens": {"p3": "token_2t_1"}, "level3": [["strength_of_heracles"], [], []]})
>>> print(render(state.observe(0)))
Turn 1, Sea in the corner board. Seat 0 (you) to decide: Choose your action (or first use one treasure's ability) [turn]
Board:
  Shore (shore, Temple of Hestia): Seat 1
  Country (country, Temple of Hermes): Seat 0 (you)
  Mountains (mountains, Temple of Nike)
  North Wilderness (wilderness, Temple of the Muses)
  South Wilderness (wilderness)
  p1 Shore - Country: [will] empty, [coin, explore] empty
  p2 Shore - Country: [coin] empty, [will] empty, [coin or will, explore] empty
  p3 Country - Mountains: [will] Priestess, [coin, explore] Dragon (wandering); explore token: 2 treasures
  p4 Mountains - North Wilderness: [coin] empty, [2 will +] empty, [will, explore] empty
  p5 Country - North Wilderness: [coin or will] empty, [will, explore] empty
  p6 Country - South Wilderness: [will] empty, [coin] empty, [coin, explore] empty
  p7 Shore - South Wilderness: [coin] empty, [will, explore] empty
  p8 South Wilderness - Mountains: [2 will +] empty, [coin or will] empty, [coin or will, explore] empty
Seat 0 (you) at Country: 4 coins, 0 points
  hand (1): Hoplite
  treasures (1): Owl of Athena (knowledge, 1)
  explore tokens (1): 2 coins
  party: Archer (power 2, Level I, 3 will, 0 despair)
Seat 1 at Shore: 4 coins, 0 points
  hand: 1 card
  treasures: 1 card
  explore tokens: none
  party: Poet (power 3, Level I, 0 will, 1 despair)
Level III tops: Strength of Heracles (1 card), none, none
Encounter deck: 66 cards. Discard: empty. Treasure deck: 19 cards. Treasure discard: empty.
Explore tokens in the supply: 20. Level cards left: 18.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.show import outcome_lines
from ...core.words import counted
from .catalog import catalog
from .temples import TEMPLE_NAMES

CATALOG = catalog()
CARDS: Mapping[str, Mapping[str, Any]] = CATALOG["cards"]
LEVELS: Mapping[str, Mapping[str, Any]] = CATALOG["levels"]
TREASURES: Mapping[str, Mapping[str, Any]] = CATALOG["treasures"]
TOKENS: Mapping[str, Mapping[str, Any]] = {token["code"]: token for token in CATALOG["tokens"]}
BOARDS: Mapping[str, Mapping[str, Any]] = CATALOG["boards"]
#: How a space's symbol is written.
SYMBOLS = {"will": "will", "coin": "coin", "will_plus": "2 will +", "coin_or_will": "coin or will"}
LEVEL_NAMES = {1: "Level I", 2: "Level II"}
#: How many discarded cards a position lists (the rest are counted).
DISCARD_SHOWN = 5


def card_name(code: str) -> str:
    """An encounter card's name from its code."""
    return str(CARDS[code]["name"])


def treasure_words(code: str) -> str:
    """``Owl of Athena (knowledge, 1)``: a treasure's name, type and points."""
    treasure = TREASURES[code]
    return f"{treasure['name']} ({treasure['type']}, {treasure['points']})"


def token_parts(code: str) -> list[str]:
    """What an explore token's face gives, part by part: ``['1 coin', '1 treasure']``."""
    token = TOKENS[code]
    parts = []
    if token["coins"]:
        parts.append(counted(token["coins"], "coin"))
    if token["treasures"]:
        parts.append(counted(token["treasures"], "treasure"))
    if token["despair"]:
        parts.append(f"{token['despair']} despair")
    return parts


def token_words(code: str) -> str:
    """An explore token's face in a few words: ``3 treasures + 1 despair``."""
    return " + ".join(token_parts(code))


def level_words(member: Mapping[str, Any]) -> str:
    """An adventurer's level: ``Level II``, or its Level III card's name."""
    if member["level3"] is not None:
        return f"{LEVELS[member['level3']]['name']} (Level III)"
    return LEVEL_NAMES[member["level"]]


def temple_name(temple: str) -> str:
    """``Temple of Hermes``."""
    return TEMPLE_NAMES[temple].removeprefix("the ")


def site_words(board: Mapping[str, Any], site_id: str) -> str:
    """A site's name."""
    return str(next(site["name"] for site in board["sites"] if site["id"] == site_id))


def placed_token(entry: Mapping[str, Any]) -> str:
    """An explore token beside a path, as the viewer sees it."""
    if entry["face_up"]:
        return token_words(entry["token"])
    return "face down" + (f" ({token_words(entry['token'])})" if entry["token"] else "")


def seat_label(view: Mapping[str, Any], seat: int) -> str:
    """``Seat 1``, ``Seat 0 (you)``."""
    return f"Seat {seat}{' (you)' * (seat == view['seat'])}"


def headline(view: Mapping[str, Any]) -> str:
    """Turn, board, and whose decision with its prompt."""
    board = view["board"]["name"]
    if view["phase"] == "over":
        return f"The game is over ({board} board)."
    decision = view["decision"]
    when = "Setup" if view["phase"] == "setup" else f"Turn {view['turn']}"
    who = seat_label(view, decision["owner"])
    return f"{when}, {board} board. {who} to decide: {decision['prompt']} [{decision['rule']}]"


def _board_lines(view: Mapping[str, Any]) -> list[str]:
    board = BOARDS[view["board"]["side"]]
    pawns: dict[str, list[str]] = {}
    for pawn in view["board"]["pawns"]:
        pawns.setdefault(pawn["site"], []).append(seat_label(view, pawn["seat"]))
    lines = ["Board:"]
    for site in board["sites"]:
        facts = [site["region"]] + ([temple_name(site["temple"])] if site["temple"] else [])
        here = f": {', '.join(pawns[site['id']])}" if site["id"] in pawns else ""
        lines.append(f"  {site['name']} ({', '.join(facts)}){here}")
    cards = {entry["space"]: entry for entry in view["board"]["cards"]}
    tokens = {entry["path"]: entry for entry in view["board"]["tokens"]}
    for path in board["paths"]:
        spaces = []
        for space in path["spaces"]:
            mark = SYMBOLS[space["symbol"]] + (", explore" if space["explore"] else "")
            entry = cards.get(space["id"])
            on = "empty" if entry is None else card_name(entry["card"]) + (" (wandering)" if entry["wandering"] else "")
            spaces.append(f"[{mark}] {on}")
        token = f"; explore token: {placed_token(tokens[path['id']])}" if path["id"] in tokens else ""
        ends = f"{site_words(board, path['a'])} - {site_words(board, path['b'])}"
        lines.append(f"  {path['id']} {ends}: {', '.join(spaces)}{token}")
    return lines


def member_words(member: Mapping[str, Any]) -> str:
    """``Archer (power 2, Level I, 3 will, 0 despair)``."""
    return (
        f"{card_name(member['card'])} (power {member['power']}, {level_words(member)}, "
        f"{member['will']} will, {member['despair']} despair)"
    )


def _shown(label: str, items: Sequence[str] | None, count: int) -> str:
    if items is None:
        return f"  {label}: {counted(count)}"
    return f"  {label} ({count}): {', '.join(items) or 'none'}"


def _seat_lines(view: Mapping[str, Any], seat: Mapping[str, Any]) -> list[str]:
    board = BOARDS[view["board"]["side"]]
    place = f" at {site_words(board, seat['site'])}" if seat["site"] else ""
    lines = [
        f"{seat_label(view, seat['seat'])}{place}: {counted(seat['coins'], 'coin')}, {counted(seat['points'], 'point')}"
    ]
    hand = None if seat["hand"] is None else [card_name(code) for code in seat["hand"]]
    lines.append(_shown("hand", hand, seat["hand_count"]))
    treasures = None if seat["treasures"] is None else [treasure_words(code) for code in seat["treasures"]]
    lines.append(_shown("treasures", treasures, seat["treasure_count"]))
    explored = [token_words(code) for code in seat["explored"]]
    lines.append(f"  explore tokens{f' ({len(explored)})' if explored else ''}: {', '.join(explored) or 'none'}")
    lines.append(f"  party: {', '.join(member_words(m) for m in seat['party']) or 'none'}")
    return lines


def _travel_line(view: Mapping[str, Any]) -> list[str]:
    travel = view["travel"]
    if travel is None:
        return []
    board = BOARDS[view["board"]["side"]]
    line = (
        f"{seat_label(view, view['active'])} ventures from {site_words(board, travel['from'])} "
        f"to {site_words(board, travel['to'])} along {travel['path']}"
    )
    if travel["encounter"] is not None:
        exerted = ", ".join(card_name(code) for code in travel["exerted"]) or "none"
        line += (
            f", meeting {card_name(travel['encounter'])} (power {travel['encounter_power']}) at {travel['space']}; "
            f"party power {travel['party_power']}, exerted: {exerted}"
        )
    return [line + "."]


def _pile(codes: Sequence[str], name: Any) -> str:
    if not codes:
        return "empty"
    top = ", ".join(name(code) for code in reversed(codes[-DISCARD_SHOWN:]))
    return f"{len(codes)} (top first: {top}{', ...' if len(codes) > DISCARD_SHOWN else ''})"


def treasure_name(code: str) -> str:
    """A treasure's name from its code."""
    return str(TREASURES[code]["name"])


def _supply_lines(view: Mapping[str, Any]) -> list[str]:
    tops = ", ".join(
        f"{LEVELS[stack['top']]['name']} ({counted(stack['count'])})" if stack["top"] else "none"
        for stack in view["level3"]
    )
    known = ", ".join(
        f"{treasure_name(entry['treasure'])} {entry['from_bottom'] + 1} from the bottom"
        for entry in view["treasure_deck"]["known_bottom"]
    )
    known = f" (you put {known})" if known else ""
    return [
        f"Level III tops: {tops}",
        f"Encounter deck: {counted(view['deck_count'])}. Discard: {_pile(view['discard'], card_name)}. "
        f"Treasure deck: {counted(view['treasure_deck']['count'])}{known}. "
        f"Treasure discard: {_pile(view['treasure_discard'], treasure_name)}.",
        f"Explore tokens in the supply: {view['tokens_left']}. Level cards left: {view['level_supply']}.",
    ]


def moment_lines(view: Mapping[str, Any]) -> list[str]:
    """What is happening now: the journey, a token or treasures being looked at, the last turns."""
    lines = _travel_line(view)
    if view["revealed_token"]:
        lines.append(f"The explore token taken: {token_words(view['revealed_token'])}.")
    if view["looking"]:
        lines.append(f"You are looking at: {', '.join(treasure_words(code) for code in view['looking'])}.")
    elif view["looking_count"]:
        lines.append(f"{seat_label(view, view['active'])} is looking at {counted(view['looking_count'], 'treasure')}.")
    if view["extra_turns"]:
        lines.append(f"Turns owed by the Temple of Nike: {view['extra_turns']}.")
    if view["final_order"] is not None and view["phase"] != "over":
        order = ", ".join(seat_label(view, seat) for seat in view["final_order"]) or "none"
        lines.append(f"The last explore token is placed: last turns to come: {order}.")
    return lines


def render(view: Mapping[str, Any]) -> str:
    """The text of a Venture Forth observation (``state.observe(seat)``)."""
    lines = [headline(view), *moment_lines(view), *_board_lines(view)]
    for seat in view["seats"]:
        lines.extend(_seat_lines(view, seat))
    lines.extend(_supply_lines(view))
    outcome = view["outcome"]
    if outcome is not None:
        lines.extend(outcome_lines(outcome))
    return "\n".join(lines)
