"""Venture Forth (design Dan Manfredini): 2-4 players build parties of adventurers, play
encounter cards onto a shared board of paths, and venture forth along them to recruit, fight,
fulfil ambitions, level up and find treasure.

The rulebook gives the rules and a few cards; the card lists, both sides of the board, the level
cards, treasures and explore tokens are our reconstruction, marked ``source="reconstructed"``
and designed so that every worked example of the rulebook replays (docs/reconstructions.md,
Venture Forth).

Options:

- ``side``: ``"sea_corner"`` (default: the side with the sea in the corner, for a first game) or
  ``"shore_centre"``;
- ``first_player``: the starting seat (default ``None``: drawn by the seed);
- ``hidden_tokens``: variant Hidden Explore Tokens (tokens placed face down; their placer knows them).

>>> GAME.info.min_players, GAME.info.max_players
(2, 4)
>>> GAME.new_game(seed=3, side="moon")
Traceback (most recent call last):
...
venture_widgets.core.errors.InvalidOptionError: option side='moon': must be one of 'sea_corner', 'shore_centre'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.game import Game, GameInfo, OptionSpec, check_seat_or_none
from .rules import VentureForthState
from .rules_reference import reference
from .scoring import SCORE_SHEET
from .sections import SECTIONS

SIDES = ("sea_corner", "shore_centre")


def _side(value: Any, players: int) -> str | None:
    return None if value in SIDES else "must be one of " + ", ".join(repr(side) for side in SIDES)


def _flag(value: Any, players: int) -> str | None:
    return None if isinstance(value, bool) else "must be True or False"


class VentureForth(Game):
    """The Venture Forth rules engine."""

    info = GameInfo(
        id="venture_forth",
        title="Venture Forth",
        min_players=2,
        max_players=4,
        summary="Build a party of Greek heroes, lay encounters on the paths, venture forth and fulfil ambitions.",
    )
    option_specs = (
        OptionSpec("side", "Board side: 'sea_corner' (first game) or 'shore_centre'.", "sea_corner", _side),
        OptionSpec("first_player", "Starting seat; None draws it with the seed.", None, check_seat_or_none),
        OptionSpec("hidden_tokens", "Variant Hidden Explore Tokens: tokens placed face down.", False, _flag),
    )
    rules = SECTIONS

    def _new_state(self, players: int, seed: int, options: dict[str, Any]) -> VentureForthState:
        state = VentureForthState(self, players, seed, options)
        state.setup(options["first_player"])
        return state

    def scenario(self, spec: Mapping[str, Any]) -> VentureForthState:
        from .scenario import build_scenario

        return build_scenario(self, spec)

    def catalog(self) -> dict[str, Any]:
        """Both sides of the board and every card, treasure and token, with generated text and
        their sources; the rulebook section of each rule id (``rules``), the rules reference
        (``reference``) and the score sheet's words (``score_sheet``)."""
        from .catalog import catalog

        return {**catalog(), "rules": dict(SECTIONS), "reference": reference(), "score_sheet": SCORE_SHEET}


GAME = VentureForth()
