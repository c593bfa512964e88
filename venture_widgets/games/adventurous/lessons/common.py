"""Builders the lessons of Adventurous share: a table of a seeded game (a record), the right
moves of a placement with what each one leads to, and the feedback on a placement the rules
refuse, citing the rule's section.

The positions are seeded games: a record (game, seed, options and the moves so far) replays
exactly, and each lesson's tests walk it against the engine. What a placement leads to is read
off the engine (the path, the encounters and the running score it leaves), so the words never
drift from the rules.

>>> first = table(1, ["draw top", "draw top"], players=2, first_player=0)
>>> moves, said = placements(first)
>>> moves[0], said[moves[0]]
('place 6 1,-3 0', 'Card 6 at (1, -3) in portrait, as printed: the path shows 6 path segments now.')
>>> refused("place 6 0,0 0", "place.ship", "That covers the ship's hull.")
('place 6 0,0 0', "That covers the ship's hull. (rulebook: General Placement Rules: the ship's top three spaces)")
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ....core.record import make_record
from .. import GAME as ENGINE
from ..sections import SECTIONS

GAME = "adventurous"

#: The rules whose events a placement's outcome also tells (a card set aside, the end, the
#: score, a journey effect changing, a new active marvel, the map deck passed on).
TOLD = frozenset({"end.set_aside", "end", "scoring.result", "journey", "journey.off", "turn.discover", "turn.pass"})


def table(seed: int, actions: Sequence[str] = (), players: int = 1, **options: Any) -> dict[str, Any]:
    """The record of a seeded game of ``players`` with ``options`` after ``actions``."""
    return make_record(GAME, players, seed, options, list(actions))


def position(spec: Mapping[str, Any], actions: Sequence[str] = ()) -> dict[str, Any]:
    """The record of a scenario ``spec`` (``game.scenario``) after ``actions``."""
    state = ENGINE.scenario(spec)
    for action in actions:
        state.apply(action)
    record: dict[str, Any] = state.record()
    return record


def cite(rule: str) -> str:
    """The citation of a rule id's rulebook section, as lessons write it."""
    return f"(rulebook: {SECTIONS[rule]})"


def refused(action: str, rule: str, why: str) -> tuple[str, str]:
    """A wrong try of a placement step and its feedback: ``why`` in our words, then the section
    of ``rule``, the rule the engine names for that placement (a test checks it)."""
    return action, f"{why} {cite(rule)}"


def _counted(before: Mapping[str, int], after: Mapping[str, int]) -> str:
    hidden = {kind: before[kind] - after[kind] for kind in before if kind != "path"}
    covered = [f"{count} {kind}{'' if count == 1 else 's'}" for kind, count in hidden.items() if count > 0]
    return ", ".join(covered) or "nothing"


def placements(record: Mapping[str, Any]) -> tuple[list[str], dict[str, str]]:
    """Every legal move at the end of ``record`` (a placement decision) and, for each, what it
    leads to: for a map card the path it leaves, for a marvel what it covers and the score."""
    state = ENGINE.replay(record)
    before = state.observe(0)
    moves = state.legal_actions()
    said = {}
    for move in moves:
        after_state = state.clone()
        events = after_state.apply(move)
        after = after_state.observe(0)
        where = state.describe(move).removeprefix("Place ")
        if before["discovering"]:
            said[move] = (
                f"{where[0].upper()}{where[1:]} covers {_counted(before['counts'], after['counts'])}: the running "
                f"score goes from {before['score']['total']} to {after['score']['total']}."
            )
        else:
            said[move] = f"{where[0].upper()}{where[1:]}: the path shows {after['counts']['path']} path segments now."
        said[move] = " ".join([said[move], *(event["text"] for event in events if event["rule"] in TOLD)])
    return moves, said
