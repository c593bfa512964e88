"""Run one seeded bot game (tournaments of many: :mod:`venture_widgets.agents.tournament`).

>>> result = play_game("venturesome", ["greedy", "random"], seed=3)
>>> result.state.is_over, len(result.scores), result.first_player in (0, 1), result.actions > 0
(True, 2, True, True)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.errors import RulesError
from ..core.game import Event, State
from ..core.registry import load_game
from . import make_agent
from .base import SeatView

MAX_STEPS = 100_000


@dataclass
class GameResult:
    """One finished bot game."""

    state: State
    events: list[Event]
    first_player: int | None = None  # the seat that made the first decision
    actions: int = 0  # decisions made by the bots

    @property
    def scores(self) -> list[dict[str, int]]:
        return self.state.scores()

    @property
    def winners(self) -> list[int]:
        return self.state.winners()


def play_game(
    game_id: str,
    bots: Sequence[str],
    seed: int,
    on_event: Callable[[Event], Any] | None = None,
    **options: Any,
) -> GameResult:
    """Play one game between the named bots (one per seat), seeded; return the final state.

    Each bot gets its own generator derived from ``seed`` and its seat, so a game replays
    exactly from ``(game_id, bots, seed, options)``.
    """
    state = load_game(game_id).new_game(players=len(bots), seed=seed, **options)
    agents = [make_agent(name, seed * 1009 + seat) for seat, name in enumerate(bots)]
    events: list[Event] = list(state.opening_events)
    if on_event:
        for event in events:
            on_event(event)
    first_player = state.current_player
    for actions in range(MAX_STEPS):
        seat = state.current_player
        if seat is None:
            return GameResult(state, events, first_player, actions)
        new = state.apply(agents[seat].choose(SeatView(state, seat)))
        events.extend(new)
        if on_event:
            for event in new:
                on_event(event)
    raise RulesError(f"{game_id} game with seed {seed} did not end within {MAX_STEPS} steps")
