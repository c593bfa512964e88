"""An Adventurous position as plain text (what ``venture_widgets.tutor.show`` prints), and the
map as the view shows it (:func:`map_spaces`), which the picture draws too.

Only what ``state.observe(seat)`` shows is printed: the map deck's and the marvel deck's top
cards and the set of cards each holds, never their order. The map is a grid of the codes that
show (``W`` waypoint, ``P`` path segment, ``F`` fin, ``S`` serpent, ``T`` trident, ``H``
whirlpool, ``M`` a marvel, ``.`` the ship's open water, ``#`` the ship); the visible path's
spaces stand in square brackets and its last waypoint in angle brackets.

>>> from venture_widgets import load_game
>>> state = load_game("adventurous").new_game(players=1, seed=35)
>>> for _ in range(4):
...     _ = state.apply(state.legal_actions()[0])
>>> print(render(state.observe(0)))
Turn 2, Novice, Calm Seas (without journey effects). Seat 0 (you) to decide: Explore or Discover? [turn]
Map, x -4 to 2 (left to right), y -3 to 3 (top to bottom):
  y -3:   T [ P][ P]< W>  F   S
  y -2:   S [ P]  F   S   T   F
  y -1:   F [ P][ P][ W]  H   F
  y  0:             [ P][ P][ W]  .
  y  1:                   #   #   #
  y  2:                   #   #   #
  y  3:                   #   #   #
Laid, first to last: card 8 at (-1, -3) in portrait, as printed; card 5 at (-4, -3) in landscape, turned 90°
Path from the ship: 10 spaces, 7 segments, ending at (-1, -3) on card 5.
Visible: 7 path segments; fins 5 of 4 (over: no points), serpents 3 of 3, tridents 2 of 2, whirlpools 1.
Score if the voyage ended now: -11 (path 7, fin 0, serpent 6, trident 4, whirlpool -3, marvels -25)
Active marvel: marvel 14 (III): cover 4 + fin; may not touch another marvel
Marvel deck: 4 marvels (1, 2, 3, 9), the top one marvel 3 (I): cover 1 + serpent; may not cover any whirlpool
Map deck: 10 cards (4, 6, 7, 10, 11, 12, 13, 15, 16, 17), the top one card 7
Set aside: none
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.words import counted
from .model import ENCOUNTERS
from .placement import BareMap, Shown, lay_map, lay_marvel
from .scoring import RESULTS
from .ship import SHIP, SHIP_TOP
from .text import effect_words, marvel_words, placement_words

Space = tuple[int, int]
#: How many of each encounter type the score counts, by name.
THRESHOLDS = SHIP.thresholds
RESULT_NAMES = {row["id"]: row["name"] for row in RESULTS}


def map_spaces(view: Mapping[str, Any]) -> dict[Space, Shown]:
    """What shows at each space of the map: ``(card number, code)``, 0 for the ship, laying the
    cards of ``view["placed"]`` in their order over the ship.

    >>> shown = map_spaces({"placed": [{"card": 5, "side": "map", "x": 0, "y": -3, "orientation": 0}], "path": []})
    >>> shown[(1, 0)], shown[(0, 0)], shown[(1, -3)]
    ((5, 'S'), (5, 'T'), (5, 'S'))
    """
    laid = BareMap(placed=[], top=dict(SHIP_TOP), path=[])
    for card in view["placed"]:
        placement = (card["x"], card["y"], card["orientation"])
        if card["side"] == "map":
            lay_map(laid, card["card"], placement, [])
        else:
            lay_marvel(laid, card["card"], placement)
    return laid.top


def bounds(spaces: Mapping[Space, Any]) -> tuple[int, int, int, int]:
    """The smallest and largest ``x`` and ``y`` of ``spaces``.

    >>> bounds({(0, 0): 1, (-2, 3): 1})
    (-2, 0, 0, 3)
    """
    xs = [x for x, _ in spaces]
    ys = [y for _, y in spaces]
    return min(xs), max(xs), min(ys), max(ys)


def headline(view: Mapping[str, Any]) -> str:
    """Turn, difficulty, ship side, and whose decision with its prompt."""
    effects = "with journey effects" if view["ship"]["effects"] else "without journey effects"
    setting = f"{view['options']['difficulty'].title()}, {view['ship']['name']} ({effects})"
    if view["is_over"]:
        return f"The voyage is over. {setting}."
    decision = view["decision"]
    who = f"Seat {decision['owner']}" + (" (you)" if decision["owner"] == view["seat"] else "")
    return f"Turn {view['turn']}, {setting}. {who} to decide: {decision['prompt']} [{decision['rule']}]"


def _cell(space: Space, shown: Shown | None, path: set[Space], end: Space) -> str:
    code = " " if shown is None else shown[1]
    if space == end:
        return f"< {code}>"
    return f"[ {code}]" if space in path else f"  {code} "


def map_lines(view: Mapping[str, Any]) -> list[str]:
    """The map as a grid of codes, the path in brackets, its end in angle brackets."""
    shown = map_spaces(view)
    left, right, top, bottom = bounds(shown)
    path = {(x, y) for x, y in view["path"]}
    end = (view["path"][-1][0], view["path"][-1][1])
    lines = [f"Map, x {left} to {right} (left to right), y {top} to {bottom} (top to bottom):"]
    for y in range(top, bottom + 1):
        row = "".join(_cell((x, y), shown.get((x, y)), path, end) for x in range(left, right + 1))
        lines.append(f"  y {y:2}: {row.rstrip()}")
    return lines


def laid_words(view: Mapping[str, Any]) -> str:
    """Every card on the map, in the order laid (later cards lie over earlier ones)."""
    if not view["placed"]:
        return "Laid: nothing yet"
    parts = [
        f"{'card' if card['side'] == 'map' else 'marvel'} {card['card']} "
        + placement_words((card["x"], card["y"], card["orientation"]), card["side"])
        for card in view["placed"]
    ]
    return "Laid, first to last: " + "; ".join(parts)


def path_words(view: Mapping[str, Any]) -> str:
    """How long the visible path is and where it ends."""
    path = view["path"]
    if len(path) == 1:
        return "Path from the ship: only the ship's starting waypoint."
    end = (path[-1][0], path[-1][1])
    card = map_spaces(view)[end][0]
    return (
        f"Path from the ship: {len(path)} spaces, {view['counts']['path']} segments, "
        f"ending at ({end[0]}, {end[1]}) on card {card}."
    )


def count_words(view: Mapping[str, Any]) -> str:
    """The visible encounters against their thresholds."""
    counts = view["counts"]
    parts = [f"{counts['path']} path segments"]
    for name in ENCOUNTERS.values():
        if name in THRESHOLDS:
            over = " (over: no points)" if counts[name] > THRESHOLDS[name] else ""
            parts.append(f"{name}s {counts[name]} of {THRESHOLDS[name]}{over}")
        else:
            parts.append(f"{name}s {counts[name]}")
    return "Visible: " + ", ".join(parts[:1]) + "; " + ", ".join(parts[1:]) + "."


def score_words(score: Mapping[str, int]) -> str:
    """``-13 (path 7, fin 0, ..., marvels -25)``."""
    parts = ", ".join(f"{key} {value}" for key, value in score.items() if key != "total")
    return f"{score['total']} ({parts})"


def _numbers(cards: list[int]) -> str:
    return ", ".join(map(str, cards)) or "none"


def deck_lines(view: Mapping[str, Any]) -> list[str]:
    """The active marvel, both decks (their tops and the set of cards in each), the cards drawn,
    set aside and the marvel being placed."""
    lines = []
    if view["active_effect"]:
        lines.append(f"Active journey effect: {effect_words(view['active_effect'])}")
    active = view["active_marvel"]
    lines.append(f"Active marvel: {marvel_words(active) if active is not None else 'none'}")
    marvels, cards = view["marvel_deck"], view["map_deck"]
    top = f", the top one {marvel_words(marvels['top'])}" if marvels["count"] else ""
    lines.append(f"Marvel deck: {marvels['count']} marvels ({_numbers(marvels['cards'])}){top}")
    top = f", the top one card {cards['top']}" if cards["count"] else ""
    lines.append(f"Map deck: {counted(cards['count'])} ({_numbers(cards['cards'])}){top}")
    if view["drawn"]:
        lines.append(f"Drawn this turn, to place: {_numbers(view['drawn'])}")
    if view["discovering"]:
        where = "the active marvel" if view["discovering"]["source"] == "active" else "the marvel deck's top"
        lines.append(f"Discovering {where}: {marvel_words(view['discovering']['card'])}")
    lines.append(f"Set aside: {_numbers(view['set_aside'])}")
    return lines


def outcome_words(view: Mapping[str, Any]) -> str:
    """The team's final score and the result table's row."""
    outcome = view["outcome"]
    return f"Final score: {score_words(outcome['scores'][0])}: {RESULT_NAMES[outcome['result']]}"


def render(view: Mapping[str, Any]) -> str:
    """The text of an Adventurous observation (``state.observe(seat)``)."""
    lines = [headline(view), *map_lines(view), laid_words(view), path_words(view), count_words(view)]
    lines.append(f"Score if the voyage ended now: {score_words(view['score'])}")
    lines.extend(deck_lines(view))
    if view["outcome"] is not None:
        lines.append(outcome_words(view))
    return "\n".join(lines)
