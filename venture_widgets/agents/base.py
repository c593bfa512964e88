"""What a bot may see, and the agent protocol.

A bot never holds the full state. It gets a :class:`SeatView`: the seat's observation, the
legal actions, their descriptions, and :meth:`SeatView.sample`, a copy of the game in which
everything the seat cannot see has been dealt again at random (``State.determinize``).

>>> import random
>>> from venture_widgets import load_game
>>> view = SeatView(load_game("venturesome").new_game(players=2, seed=1, first_player=0), 0)
>>> view.observation()["seat"], view.legal_actions() == view.sample(random.Random(0)).legal_actions()
(0, True)
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from ..core.game import State


class SeatView:
    """The part of a game one seat is entitled to."""

    __slots__ = ("_state", "seat")

    def __init__(self, state: State, seat: int) -> None:
        self._state = state
        self.seat = seat

    @property
    def game_id(self) -> str:
        """The id of the game being played."""
        return self._state.game.info.id

    def observation(self) -> dict[str, Any]:
        """``observe(seat)`` of the live game."""
        return self._state.observe(self.seat)

    def legal_actions(self) -> list[str]:
        """The actions open to the seat now."""
        return self._state.legal_actions()

    def describe(self, action: str) -> str:
        """Plain words for one of the legal actions."""
        return self._state.describe(action)

    def sample(self, rng: random.Random) -> State:
        """A full game consistent with what the seat has seen, the rest drawn with ``rng``."""
        return self._state.determinize(self.seat, rng)


class Agent(Protocol):
    """A bot: picks one of the legal actions of the decision its seat owes."""

    name: str

    def choose(self, view: SeatView) -> str:
        """Return one of ``view.legal_actions()``."""
        ...
