"""Venturesome (Lucrum Games, design Michael Rieneck): 2-5 players, three rounds of pushing
your luck with an expedition of characters before a threat strikes. The rulebook gives the rules,
the characters and the threats; which colour and symbol each card has is our reconstruction
(docs/reconstructions.md, Venturesome).

Options:

- ``first_player``: the seat that starts round 1 (default ``None``: drawn by the seed).

>>> game = GAME
>>> game.info.min_players, game.info.max_players
(2, 5)
>>> game.new_game(players=3, seed=1, first_player=2).current_player
2
>>> game.new_game(players=3, seed=1, first_player=3)
Traceback (most recent call last):
...
venture_widgets.core.errors.InvalidOptionError: option first_player=3: must be None or a seat from 0 to 2
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.game import Game, GameInfo, OptionSpec, check_seat_or_none
from .data import catalog
from .rules import VenturesomeState
from .rules_reference import reference
from .scenario import build_scenario
from .scoring import SCORE_SHEET
from .sections import SECTIONS


class Venturesome(Game):
    """The Venturesome rules engine."""

    info = GameInfo(
        id="venturesome",
        title="Venturesome",
        min_players=2,
        max_players=5,
        summary="Build an expedition card by card, then bank it before a threat strikes.",
    )
    option_specs = (
        OptionSpec("first_player", "Seat that starts round 1; None draws it with the seed.", None, check_seat_or_none),
    )
    rules = SECTIONS

    def _new_state(self, players: int, seed: int, options: dict[str, Any]) -> VenturesomeState:
        state = VenturesomeState(self, players, seed, options)
        state.setup(options["first_player"])
        return state

    def scenario(self, spec: Mapping[str, Any]) -> VenturesomeState:
        return build_scenario(self, spec)

    def catalog(self) -> dict[str, Any]:
        """The card data (characters, cards, threats, intimidation cards) with their sources, the
        rulebook section of each rule id (``rules``), the rules reference (``reference``) and the
        score sheet's words (``score_sheet``)."""
        return {**catalog(), "rules": dict(SECTIONS), "reference": reference(), "score_sheet": SCORE_SHEET}


GAME = Venturesome()
