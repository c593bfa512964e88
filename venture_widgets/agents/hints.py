"""Hints: the best few moves for the seat to move, with what each is expected to score.

:func:`hints` asks the planning bot (:mod:`.planner`) to weigh every legal action of the seat in
as many sampled worlds as fit in ``seconds`` (at most ``rounds``), and returns the best ``count``
of them, best first, each with its plain words and its expected value: in a cooperative game
(Adventurous) the team's expected final score, otherwise the seat's evaluation of the result.
The expectation is the planner's: the game's evaluation (for Adventurous an estimate of the final
score) after the action and a random play-out of the next decisions, averaged over the worlds. A
random play-out plays worse than a team would, so it is a cautious figure: it ranks the moves
well and errs low.

>>> from venture_widgets import load_game
>>> state = load_game("adventurous").new_game(players=1, seed=2)
>>> [hint["action"] for hint in hints(state, 0, count=2, seconds=60, seed=0, rounds=2)]
['draw bottom', 'draw top']
>>> sorted(hints(state, 0, count=1, seed=0, rounds=1)[0])
['action', 'expected', 'text']
"""

from __future__ import annotations

from typing import Any

from ..core.errors import RulesError
from ..core.game import State
from .base import SeatView
from .planner import PlannerAgent

#: at most this many sampled worlds per hint
ROUNDS = 40
#: the share of ``seconds`` the search may take (the rest: the rollout under way, the answer)
BUDGET = 0.9


def hints(
    state: State, seat: int, count: int = 3, seconds: float = 1.0, seed: int | None = None, rounds: int = ROUNDS
) -> list[dict[str, Any]]:
    """The best ``count`` actions for ``seat``, best first, as ``{"action", "text", "expected"}``
    (``expected`` rounded to one decimal). Searches for about ``seconds`` at most (a hint is
    repeatable for a ``seed`` when its ``rounds`` fit in the time). Refuses a seat not to move.

    >>> from venture_widgets import load_game
    >>> hints(load_game("adventurous").new_game(players=2, seed=2, first_player=0), 1)
    Traceback (most recent call last):
    ...
    venture_widgets.core.errors.RulesError: no hint for seat 1: it is seat 0's decision
    """
    if state.is_over:
        raise RulesError(f"no hint for seat {seat}: the game is over")
    if state.current_player != seat:
        raise RulesError(f"no hint for seat {seat}: it is seat {state.current_player}'s decision")
    view = SeatView(state, seat)
    planner = PlannerAgent(seed)
    values = planner.action_values(view, rounds, seconds * BUDGET)
    ranked = sorted(values, key=lambda action: -values[action])[:count]
    return [
        {"action": action, "text": state.describe(action), "expected": round(values[action], 1)} for action in ranked
    ]
