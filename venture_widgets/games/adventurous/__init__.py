"""Adventurous (a Button Shy wallet game): one player alone, or a team of up to four sharing one
score, lay double-sided cards over each other on a grid so that one path runs from the ship
through every map card, while marvels cover the encounters along the way.

The rulebook gives the rules, the thresholds, the scoring and one marvel's cost; the grid, all
seventeen map sides and marvel sides, the ship's layout and its three journey effects are our
reconstruction, marked ``source="reconstructed"`` (docs/reconstructions.md, Adventurous).

Options:

- ``difficulty``: ``"novice"`` (default), ``"seasoned"``, ``"veteran"`` or ``"legend"``: how
  many marvels of each difficulty go into the marvel deck;
- ``marvels``: the five marvels, chosen (card numbers matching the difficulty), or ``None``
  (default) for random ones;
- ``journey_effects``: play the ship's side with journey effects (default ``False``);
- ``first_player``: the starting seat (default ``None``: drawn by the seed).

>>> GAME.info.min_players, GAME.info.max_players
(1, 4)
>>> try:
...     GAME.new_game(seed=3, difficulty="legend", marvels=[1, 2, 3, 4, 5])
... except ValueError as error:
...     print(error)
option marvels=[1, 2, 3, 4, 5]: Legend needs marvels of difficulty I/II/III 1/1/3, these are 5/0/0 (Setup)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.errors import InvalidOptionError
from ...core.game import Game, GameInfo, OptionSpec, check_seat_or_none
from .cards import CARD_BY_NUMBER
from .rules import DIFFICULTIES, MARVELS, AdventurousState
from .scoring import SCORE_SHEET
from .sections import SECTIONS


def _difficulty(value: Any, players: int) -> str | None:
    if isinstance(value, str) and value in DIFFICULTIES:
        return None
    return "must be one of " + ", ".join(repr(name) for name in DIFFICULTIES)


def _marvels(value: Any, players: int) -> str | None:
    if value is None:
        return None
    if (
        not isinstance(value, list | tuple)
        or len(value) != MARVELS
        or any(type(card) is not int or card not in CARD_BY_NUMBER for card in value)
        or len(set(value)) != MARVELS
    ):
        return f"must be None or {MARVELS} different card numbers from 1 to {len(CARD_BY_NUMBER)}"
    return None


def _flag(value: Any, players: int) -> str | None:
    return None if isinstance(value, bool) else "must be True or False"


class Adventurous(Game):
    """The Adventurous rules engine."""

    info = GameInfo(
        id="adventurous",
        title="Adventurous",
        min_players=1,
        max_players=4,
        summary="Together, lay a sea map card over card so one path runs from the ship, and place every marvel.",
        open_table=True,
    )
    option_specs = (
        OptionSpec("difficulty", "'novice', 'seasoned', 'veteran' or 'legend'.", "novice", _difficulty),
        OptionSpec("marvels", "The five marvels (card numbers), or None for random ones.", None, _marvels),
        OptionSpec("journey_effects", "Play the ship's side with journey effects.", False, _flag),
        OptionSpec("first_player", "Starting seat; None draws it with the seed.", None, check_seat_or_none),
    )
    rules = SECTIONS

    def check_options(self, options: Mapping[str, Any], players: int) -> dict[str, Any]:
        checked = super().check_options(options, players)
        marvels = checked["marvels"]
        if marvels is not None:
            level = checked["difficulty"]
            need = DIFFICULTIES[level]
            have = tuple(sum(CARD_BY_NUMBER[card].marvel.difficulty == d for card in marvels) for d in (1, 2, 3))
            if have != need:
                raise InvalidOptionError(
                    f"option marvels={list(marvels)}: {level.title()} needs marvels of difficulty I/II/III "
                    f"{'/'.join(map(str, need))}, these are {'/'.join(map(str, have))} (Setup)"
                )
            checked["marvels"] = list(marvels)
        return checked

    def _new_state(self, players: int, seed: int, options: dict[str, Any]) -> AdventurousState:
        state = AdventurousState(self, players, seed, options)
        state.setup(options["first_player"], options["marvels"])
        return state

    def scenario(self, spec: Mapping[str, Any]) -> AdventurousState:
        from .scenario import build_scenario

        return build_scenario(self, spec)

    def catalog(self) -> dict[str, Any]:
        """The ship and every card (both sides) with generated text and their sources; the
        rulebook section of each rule id (``rules``), the score sheet's words (``score_sheet``) and
        the rules reference (``reference``)."""
        from .catalog import catalog
        from .rules_reference import reference

        return {**catalog(), "rules": dict(SECTIONS), "score_sheet": SCORE_SHEET, "reference": reference()}


GAME = Adventurous()
