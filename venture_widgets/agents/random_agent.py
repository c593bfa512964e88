"""The random bot: any legal action, uniformly, from its own seeded generator.

>>> from venture_widgets import load_game
>>> from venture_widgets.agents.base import SeatView
>>> state = load_game("venturesome").new_game(players=2, seed=1)
>>> RandomAgent(seed=0).choose(SeatView(state, state.current_player)) in state.legal_actions()
True
"""

from __future__ import annotations

import random

from .base import SeatView


class RandomAgent:
    """Plays a uniformly random legal action."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> str:
        return self.rng.choice(view.legal_actions())

    def __repr__(self) -> str:
        return "RandomAgent()"
