"""Venture (2019) (BeeZarre Games): three to six scientists race to complete their four missions
with matching instruments, while their action cards help themselves and hinder each other, some
lasting for turns, some answering another card out of turn.

The rulebook gives the rules, the roles and their symbols, the types of instrument, the setup
tables and the kinds of action card; the talents, the mission titles, the instruments' colours and
the fifteen action-card effects are our reconstruction, marked ``source="reconstructed"``
(docs/reconstructions.md, Venture (2019)). The game has no options.

>>> GAME.info.min_players, GAME.info.max_players
(3, 6)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.game import Game, GameInfo
from .rules import VentureState
from .sections import SECTIONS


class Venture2019(Game):
    """The Venture (2019) rules engine."""

    info = GameInfo(
        id="venture_2019",
        title="Venture (2019)",
        min_players=3,
        max_players=6,
        summary="Scientists race to complete four missions with the right instruments, answering cards out of turn.",
    )
    rules = SECTIONS

    def _new_state(self, players: int, seed: int, options: dict[str, Any]) -> VentureState:
        state = VentureState(self, players, seed, options)
        state.setup()
        return state

    def scenario(self, spec: Mapping[str, Any]) -> VentureState:
        from .scenario import build_scenario

        return build_scenario(self, spec)

    def catalog(self) -> dict[str, Any]:
        """Every card, role, mission and instrument with generated text and their sources (see
        :mod:`.catalog`); the rulebook section of each rule id (``rules``), the score sheet's words
        (``score_sheet``) and the rules reference (``reference``)."""
        from .catalog import SCORE_SHEET, catalog
        from .rules_reference import reference

        return {**catalog(), "rules": dict(SECTIONS), "score_sheet": SCORE_SHEET, "reference": reference()}


GAME = Venture2019()
