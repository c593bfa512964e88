"""The bots' evaluation of an Adventurous position: an estimate of the team's final score.

Once the game is over it is the final score. Before, it is the running score with two changes,
both read from the public map:

- a type of encounter over its threshold does not drop to nothing at once: each encounter over
  the threshold takes ``EXCESS`` points off what the type would score at its threshold (never
  below nothing), since later cards and marvels may still cover the extra ones;
- the map cards still to come (in the map deck and drawn) are worth ``CARD_GAIN`` each, times how
  free the path's end is: the share of ``ROOM`` open spaces (no marvel, no path, not the ship)
  reachable from the last waypoint (a path walled in by marvels, the ship and itself has no
  future).

>>> from venture_widgets import load_game
>>> state = load_game("adventurous").new_game(players=1, seed=1)
>>> state_value(state, 0) == value(state.observe(0), 0)
True
>>> soft_points({"path": 3, "fin": 6, "serpent": 1, "trident": 0, "whirlpool": 1}, unplaced=5)
{'path': 3, 'fin': 4, 'serpent': 2, 'trident': 0, 'whirlpool': -3, 'marvels': -25, 'total': -19}

:func:`value` reads the observation; :func:`state_value` is the same number read from the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .geometry import LANDSCAPE, SHAPES, Space, footprint
from .placement import MARVEL, Shown, neighbours
from .scoring import ENCOUNTER_POINTS, RESULTS, points, tally
from .ship import SHIP, SHIP_BLOCKED, SHIP_TOP

if TYPE_CHECKING:
    from .rules import AdventurousState

#: sampled worlds the greedy bot weighs each decision in: the map it reads is public
SAMPLES = 1
#: every seat shares the score: a planning bot follows every seat's decisions
COOPERATIVE = True
#: a game review's values are the team's expected score over this: the score of a Marvelous Adventure
SCORE_SCALE = RESULTS[0]["min"]
#: points off a type's score for each encounter over its threshold while the game goes on
EXCESS = 2
#: the path points a map card still to come is worth on a free path end (about what one adds)
CARD_GAIN = 3.0
#: open spaces around the path's end that count as entirely free
ROOM = 12


def soft_points(counts: dict[str, int], unplaced: int) -> dict[str, int]:
    """The running score sheet with the thresholds softened (see the module docstring)."""
    sheet = points(counts, unplaced)
    for name, limit in SHIP.thresholds.items():
        if counts[name] > limit:
            sheet[name] = max(0, ENCOUNTER_POINTS * limit - EXCESS * (counts[name] - limit))
    sheet["total"] = sum(points for name, points in sheet.items() if name != "total")
    return sheet


def freedom(top: dict[Space, Shown], path: list[Space]) -> float:
    """The share of :data:`ROOM` open spaces reachable from the path's end, 0 to 1."""
    seen = {path[-1]}
    blocked = set(path)
    frontier = [path[-1]]
    while frontier and len(seen) <= ROOM:
        space = frontier.pop()
        for n in neighbours(space):
            if n in seen or n in blocked or n in SHIP_BLOCKED:
                continue
            shown = top.get(n)
            if shown is not None and shown[1] == MARVEL:
                continue
            seen.add(n)
            frontier.append(n)
    return min(ROOM, len(seen) - 1) / ROOM


def estimate(top: dict[Space, Shown], path: list[Space], unplaced: int, cards_left: int, over: bool) -> float:
    """The estimated final score of a map (see the module docstring)."""
    counts = tally(top)
    if over:
        return float(points(counts, unplaced)["total"])
    future = CARD_GAIN * cards_left * freedom(top, path) if cards_left else 0.0
    return soft_points(counts, unplaced)["total"] + future


def map_top(placed: list[dict[str, Any]]) -> dict[Space, Shown]:
    """What shows at each space, rebuilt from an observation's ``placed`` (in the order laid)."""
    top = dict(SHIP_TOP)
    for card in placed:
        x, y = card["x"], card["y"]
        if card["side"] == "map":
            for (dx, dy), code in SHAPES[card["card"]][card["orientation"]].codes.items():
                top[(x + dx, y + dy)] = (card["card"], code)
        else:
            for space in footprint(x, y, LANDSCAPE):
                top[space] = (card["card"], MARVEL)
    return top


def value(observation: dict[str, Any], seat: int) -> float:
    """The estimated final score of the position in ``observation``."""
    unplaced = observation["marvel_deck"]["count"] + (observation["active_marvel"] is not None)
    cards_left = observation["map_deck"]["count"] + len(observation["drawn"])
    path = [(x, y) for x, y in observation["path"]]
    return estimate(map_top(observation["placed"]), path, unplaced, cards_left, observation["is_over"])


def state_value(state: AdventurousState, seat: int) -> float:
    """The estimated final score of ``state`` (equal to :func:`value` of its observation)."""
    cards_left = len(state.map_deck) + len(state.drawn)
    return estimate(state.top, state.path, state.unplaced_marvels(), cards_left, state.over)
