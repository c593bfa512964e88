"""The rulebook's worked examples of Adventurous as data, replayed by the tests and the tutorials.

Each :class:`Example` is a position (a :mod:`.scenario` spec), the actions that play the example
out (legal actions only), the legal actions expected at some points on the way (``legal``: after
that many actions, sorted) and the facts to check at the end (``facts``: a subset of
:func:`facts_of`). :data:`REFUSED` adds, for an example, placements that are not legal at one
point of it, with the rule that forbids each and the reason the engine gives.

The rulebook shows three: a marvel's placement cost ("3 + fin serpent", our card 13), the
encounter thresholds (five fins score nothing) and a completed setup. The maps are ours, built
from our reconstruction of the cards (docs/reconstructions.md, Adventurous).

>>> [example.name for example in EXAMPLES]
['marvel_cost', 'five_fins', 'completed_setup']
>>> state, events = replay(BY_NAME["marvel_cost"])
>>> facts_of(state)["covered"]
{'13': ['fin', 'fin', 'serpent', 'trident', 'trident']}
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ...core.examples import Example as Example
from ...core.examples import differences, play_out
from ...core.game import Event, Game
from .model import ENCOUNTERS
from .placement import BareMap, lay_map, lay_marvel
from .scoring import result, tally
from .ship import SHIP_TOP, START

if TYPE_CHECKING:
    from .rules import AdventurousState


#: A map of two cards from the ship showing five fins (over their threshold): marvel 13 ("3 + fin
#: serpent") is the active marvel, and wherever it fits it hides two of the fins.
MARVEL_COST_SPEC: dict[str, Any] = {
    "placed": [{"card": 6, "x": 1, "y": -2, "orientation": 270}, {"card": 3, "x": 3, "y": 0, "orientation": 0}],
    "map_deck": [16, 12, 9, 8, 14, 4, 11, 17, 15, 10],
    "marvel_deck": [5, 1, 7, 2],
    "active_marvel": 13,
    "turn": 2,
}

#: Late in a game with four fins showing (8 points): placing card 7 shows a fifth, and the game
#: ends, as the last two cards of the map deck fit nowhere. Serpents and tridents stand exactly at
#: their thresholds and no whirlpool shows, so the fins alone are over.
FIVE_FINS_SPEC: dict[str, Any] = {
    "placed": [
        {"card": 6, "x": -2, "y": -2, "orientation": 270},
        {"card": 13, "x": -5, "y": 0, "orientation": 90},
        {"card": 10, "side": "marvel", "x": -4, "y": 1},
        {"card": 12, "x": -8, "y": 1, "orientation": 90},
    ],
    "map_deck": [5, 8],
    "marvel_deck": [14, 1, 2],
    "active_marvel": 3,
    "drawn": [7],
    "set_aside": [16, 9, 4, 11, 17, 15],
    "turn": 7,
}

#: Seasoned with journey effects, two players: marvels I 3 and 5, II 9 and 11, III 16.
SETUP_SPEC: dict[str, Any] = {
    "players": 2,
    "options": {"difficulty": "seasoned", "journey_effects": True},
    "marvel_deck": [3, 16, 5, 9],
    "active_marvel": 11,
    "map_deck": [7, 2, 13, 10, 1, 15, 6, 17, 4, 12, 8, 14],
}

EXAMPLES: tuple[Example, ...] = (
    Example(
        name="marvel_cost",
        section="marvel_placement",
        title="Marvel 13 costs 3 + fin serpent: five encounters, a fin and a serpent among them",
        spec=MARVEL_COST_SPEC,
        actions=("discover active", "place 13 4,-1"),
        legal={0: ("discover active", "discover top", "explore"), 1: ("place 13 4,-1", "place 13 4,0")},
        facts={
            "covered": {"13": ["fin", "fin", "serpent", "trident", "trident"]},
            "marvels_placed": 1,
            "active_marvel": 5,
            "marvel_deck": [1, 7, 2],
        },
        rules=("turn.discover", "marvel.cost", "turn.discover"),
    ),
    Example(
        name="five_fins",
        section="encounter_thresholds",
        title="Five fins show at the end: fins score nothing",
        spec=FIVE_FINS_SPEC,
        actions=("place 7 -7,3 0", "draw top"),
        legal={0: ("place 7 -7,3 0", "place 7 -8,3 270")},  # each shows a fifth fin
        facts={
            "over": True,
            # only the fins are over their threshold: three serpents, two tridents, no whirlpool
            "counts": {"path": 21, "fin": 5, "serpent": 3, "trident": 2, "whirlpool": 0},
            "score": {"path": 21, "fin": 0, "serpent": 6, "trident": 4, "whirlpool": 0, "marvels": -20, "total": 11},
            "result": "lost",
            "set_aside": [16, 9, 4, 11, 17, 15, 5, 8],
        },
        rules=("map.extend", "end.set_aside", "end", "scoring.result"),
    ),
    Example(
        name="completed_setup",
        section="setup",
        title="A completed setup: the ship, a marvel deck of five for Seasoned, the active marvel, twelve map cards",
        spec=SETUP_SPEC,
        actions=(),
        legal={0: ("draw bottom", "draw top")},  # Explore is the only action: taken at once
        facts={
            "placed": [],
            "path": [[1, 0]],
            "active_marvel": 11,
            "active_effect": "portrait_only",
            "marvel_deck": [3, 16, 5, 9],
            "map_deck": [7, 2, 13, 10, 1, 15, 6, 17, 4, 12, 8, 14],
            "turn": 1,
            "active": 0,
        },
        rules=("setup", "turn.explore"),
    ),
)
BY_NAME: dict[str, Example] = {example.name: example for example in EXAMPLES}

#: Placements that are not legal at one point of an example: its name -> (after how many of its
#: actions, {action: (the rule that forbids it, the reason)}).
REFUSED: dict[str, tuple[int, dict[str, tuple[str, str]]]] = {
    "marvel_cost": (
        1,
        {
            # a fin and a serpent, but four encounters in all
            "place 13 4,-2": ("marvel.cost", "its cost needs 5 encounters covered, it would cover 4"),
            # two fins and no serpent
            "place 13 4,-3": ("marvel.cost", "its cost needs 1 serpent covered, it would cover 0"),
        },
    ),
}


def covered(state: AdventurousState) -> dict[str, list[str]]:
    """The encounters each placed marvel covered when it was laid, by card number (the map laid
    again, card by card, in its order)."""
    board = BareMap(placed=[], top=dict(SHIP_TOP), path=[START])
    found: dict[str, list[str]] = {}
    for card, side, x, y, orientation in state.placed:
        if side == "marvel":
            before = tally(board.top)
            lay_marvel(board, card, (x, y, orientation))
            after = tally(board.top)
            found[str(card)] = sorted(name for name in ENCOUNTERS.values() for _ in range(before[name] - after[name]))
        else:
            lay_map(board, card, (x, y, orientation), board.path)
    return found


def facts_of(state: AdventurousState) -> dict[str, Any]:
    """The facts an example may check, from the state (decks top first)."""
    sheet = state.scores()[0]
    effects = state.journey_effects()
    return {
        "over": state.over,
        "turn": state.turn,
        "active": state.active,
        "placed": [
            {"card": card, "side": side, "x": x, "y": y, "orientation": orientation}
            for card, side, x, y, orientation in state.placed
        ],
        "path": [list(space) for space in state.path],
        "map_deck": state.map_deck[::-1],
        "marvel_deck": state.marvel_deck[::-1],
        "active_marvel": state.active_marvel,
        "active_effect": effects[0] if effects else None,
        "drawn": list(state.drawn),
        "set_aside": list(state.set_aside),
        "marvels_placed": state.marvels_placed(),
        "covered": covered(state),
        "counts": tally(state.top),
        "score": sheet,
        "result": result(sheet["total"])["id"],
    }


def matches(example: Example, state: AdventurousState) -> dict[str, tuple[Any, Any]]:
    """The facts of ``example`` that ``state`` does not have: ``{key: (expected, actual)}``."""
    return differences(example.facts, facts_of(state))


def replay(example: Example, game: Game | None = None) -> tuple[AdventurousState, list[Event]]:
    """Build the example's position (with this game unless ``game`` is given) and apply its
    actions; the state and every event (the position's opening events first)."""
    from . import GAME

    state, events = play_out(example, GAME if game is None else game)
    return cast("AdventurousState", state), events
