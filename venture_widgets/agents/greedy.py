"""The greedy bot: one step of look-ahead with a per-game evaluation.

For each legal action it samples a few games consistent with what its seat has seen
(``SeatView.sample``), applies the action, follows its own further decisions of the same
turn greedily (a Professor's draw is followed by choosing what to put back), and scores the
result with the game's heuristic, averaged over the samples. Ties are broken at random.

Thousands of positions are scored per decision, so the bot scores them with the heuristic read
straight from the sampled state (``STATE_HEURISTICS``, equal to the observation's) and lets the
last action tried at each position use that position itself instead of a copy.

>>> from venture_widgets import load_game
>>> from venture_widgets.agents.base import SeatView
>>> state = load_game("venturesome").new_game(players=3, seed=4)
>>> GreedyAgent(seed=0).choose(SeatView(state, state.current_player)) in state.legal_actions()
True
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..core.game import State
from .base import SeatView
from .heuristics import STATE_HEURISTICS

Evaluate = Callable[[State, int], float]

CHAIN_DEPTH = 3


class GreedyAgent:
    """Picks the action whose immediate result its heuristic likes best."""

    name = "greedy"

    def __init__(self, seed: int | None = None, samples: int = 3) -> None:
        self.rng = random.Random(seed)
        self.samples = samples

    def choose(self, view: SeatView) -> str:
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        evaluate = STATE_HEURISTICS[view.game_id]
        totals = dict.fromkeys(legal, 0.0)
        for _ in range(self.samples):
            world = view.sample(self.rng)
            for action, value in zip(legal, self._values(world, legal, view.seat, evaluate, CHAIN_DEPTH), strict=True):
                totals[action] += value
        best = max(totals.values())
        return self.rng.choice([a for a in legal if totals[a] >= best - 1e-9])

    def _values(self, world: State, actions: list[str], seat: int, evaluate: Evaluate, depth: int) -> list[float]:
        """The value of each of ``actions`` from ``world``, which the last of them uses up."""
        last = len(actions) - 1
        return [
            self._value(world if i == last else world.clone(), action, seat, evaluate, depth)
            for i, action in enumerate(actions)
        ]

    def _value(self, world: State, action: str, seat: int, evaluate: Evaluate, depth: int) -> float:
        world.apply(action)
        if depth > 1 and world.current_player == seat and not world.is_over:
            return max(self._values(world, world.legal_actions(), seat, evaluate, depth - 1))
        return evaluate(world, seat)

    def __repr__(self) -> str:
        return f"GreedyAgent(samples={self.samples})"
