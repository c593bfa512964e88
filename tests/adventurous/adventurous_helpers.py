"""Shared builders and checks for the Adventurous rule tests.

The module has a game-specific name (not ``helpers``) because ``tests/adventurous`` is not a
package: pytest puts the directory on ``sys.path`` and a generic module name could clash with
another directory's helper module.

- :func:`new` starts a seeded game; :func:`scenario` builds a position with ``GAME.scenario``
  (one player, Novice without journey effects, every card not named elsewhere in the map deck).
- :func:`run` applies actions and returns all their events; :func:`rules` lists their rule ids.
- :func:`refused` checks that ``explain`` names the rule and a reason, and that ``apply``
  raises and changes nothing.
- :func:`legal` is the sorted list of legal actions; :func:`kind` the decision's kind.
"""

from __future__ import annotations

from typing import Any

from event_helpers import of_type, rules, run, unchanged_by  # noqa: F401  (re-exported for the rule tests)

import venture_widgets as vw
from venture_widgets.games.adventurous.cards import CARD_BY_NUMBER, CARDS
from venture_widgets.games.adventurous.rules import DIFFICULTIES, AdventurousState

GAME = vw.load_game("adventurous")
ALL_CARDS = frozenset(card.number for card in CARDS)

#: The first map card of most positions: card 5 turned 180 with a waypoint on the ship's start;
#: its path runs (1, 0) up to (1, -2), right to (3, -2) and down to its last waypoint (3, 0).
FIRST = {"card": 5, "x": 1, "y": -3, "orientation": 180}


def new(players: int = 1, seed: int = 0, **options: object) -> AdventurousState:
    """A new game."""
    state = GAME.new_game(players=players, seed=seed, **options)
    assert isinstance(state, AdventurousState)
    return state


def scenario(**spec: Any) -> AdventurousState:
    """``GAME.scenario(spec)`` for one player, Novice without journey effects by default.

    What the spec leaves out is filled in with cards it does not name: the marvels the difficulty
    still needs (highest numbers first; the first of them is the active marvel when the spec names
    none, or the marvel being discovered), then the map deck: the given cards on top, the rest
    below in number order."""
    spec.setdefault("players", 1)
    spec.setdefault("options", {"difficulty": "novice", "journey_effects": False})
    discovering = spec.get("discovering")
    if discovering is not None and discovering["source"] == "active":
        spec.setdefault("active_marvel", discovering["card"])
    placed = spec.get("placed", [])
    marvels = [e["card"] for e in placed if e.get("side") == "marvel"] + list(spec.get("marvel_deck", []))
    marvels += [spec["active_marvel"]] if spec.get("active_marvel") is not None else []
    named = {e["card"] for e in placed} | set(marvels)
    named |= {*spec.get("drawn", []), *spec.get("set_aside", []), *spec.get("map_deck", [])}
    need = list(DIFFICULTIES[spec["options"].get("difficulty", "novice")])
    for card in marvels:
        need[CARD_BY_NUMBER[card].marvel.difficulty - 1] -= 1
    free = sorted(ALL_CARDS - named, reverse=True)
    extra = []
    for difficulty, count in enumerate(need, start=1):
        extra += [card for card in free if CARD_BY_NUMBER[card].marvel.difficulty == difficulty][: max(count, 0)]
    if "active_marvel" not in spec and extra:
        spec["active_marvel"] = extra.pop(0)
    spec["marvel_deck"] = [*spec.get("marvel_deck", []), *extra]
    named |= set(extra) | {spec.get("active_marvel")}
    spec["map_deck"] = [*spec.get("map_deck", []), *sorted(ALL_CARDS - named)]
    state = GAME.scenario(spec)
    assert isinstance(state, AdventurousState)
    return state


def legal(state: AdventurousState) -> list[str]:
    """The legal actions, sorted."""
    return sorted(state.legal_actions())


def kind(state: AdventurousState) -> str | None:
    """The kind of the decision at hand (``None`` once the game is over)."""
    return state.choice.kind if state.choice is not None else None


def refused(state: AdventurousState, action: str, rule: str, *words: str) -> str:
    """Assert that ``action`` is illegal because of ``rule``, that the reason says each of
    ``words``, and that applying it raises and changes nothing; return the reason."""
    explanation = state.explain(action)
    assert not explanation.legal, action
    assert (explanation.rule, action) == (rule, action), explanation.reason
    for word in words:
        assert word in explanation.reason, (word, explanation.reason)
    message = unchanged_by(state, action)
    assert explanation.reason in message
    return explanation.reason


#: A full map from a solo Novice game the planner bot played (seed 18), in the order laid: all
#: twelve map cards and four marvels (6, 2, 16, 1); marvel 7 (II, 2 + fin) is the last to place,
#: at (1, -16), (2, -16) or (7, -21). Placed at (2, -16), as the planner did, the team scores 46:
#: 50 path segments, every encounter type past its threshold, three whirlpools, all marvels placed.
FULL_MAP = [
    {"card": card, "side": side, "x": x, "y": y, "orientation": orientation}
    for card, side, x, y, orientation in (
        (15, "map", 1, -2, 270), (13, "map", 1, -5, 0), (6, "marvel", 2, -5, 90), (2, "marvel", 4, -1, 90),
        (4, "map", -1, -7, 0), (3, "map", -3, -9, 0), (16, "marvel", -1, -9, 90), (1, "marvel", -4, -5, 90),
        (8, "map", -5, -11, 0), (14, "map", -5, -13, 270), (17, "map", -3, -15, 270), (12, "map", -5, -17, 90),
        (9, "map", -3, -19, 90), (11, "map", -1, -21, 270), (5, "map", 2, -19, 0), (10, "map", 4, -21, 270),
    )
]  # fmt: skip


def last_marvel(players: int = 1, journey_effects: bool = False) -> AdventurousState:
    """:data:`FULL_MAP` with the map deck empty and marvel 7 active, the last one to place: the
    turn's one action, Discover, is taken at once."""
    options = {"difficulty": "novice", "journey_effects": journey_effects}
    return scenario(players=players, placed=FULL_MAP, active_marvel=7, map_deck=[], options=options)
