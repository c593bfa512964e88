"""A Wild Venture (design Iain Everett): a two-player engine builder. Play Villagers, Gear
and Buildings, adventure across the board, and tuck your spent cards for points.

The rulebook gives counts and eight card names but no card list and no boards: the cards
(:mod:`.cards`) and both sides of the board (:mod:`.boards`) are our reconstruction, marked
``source="reconstructed"``, designed so that every worked example of the rulebook replays
(docs/reconstructions.md, A Wild Venture).

Options:

- ``board``: ``"spring"`` (default, for a first game) or ``"autumn"`` (paths with costs);
- ``theme``: ``"academy"`` (default) or ``"tidings"``, shuffled with the core deck;
- ``first_player``: the starting seat (default ``None``: drawn by the seed);
- ``no_memory``: tucked cards face up to their owner (variant No Memory);
- ``even_wilder``: all three decks, 8 cards dealt, 3 trashed (variant An Even Wilder Venture);
- ``tiebreak``: break ties by leftover coins, then Villager score (default: ties share).

>>> GAME.info.min_players, GAME.info.max_players
(2, 2)
>>> GAME.new_game(seed=3, board="winter")
Traceback (most recent call last):
...
venture_widgets.core.errors.InvalidOptionError: option board='winter': must be one of 'spring', 'autumn'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...core.game import Game, GameInfo, OptionSpec, check_seat_or_none
from .catalog import catalog
from .rules import WildVentureState
from .rules_reference import reference
from .scenario import build_scenario
from .sections import SECTIONS


def _one_of(*choices: str) -> Callable[[Any, int], str | None]:
    def check(value: Any, players: int) -> str | None:
        return None if value in choices else "must be one of " + ", ".join(repr(c) for c in choices)

    return check


def _flag(value: Any, players: int) -> str | None:
    return None if isinstance(value, bool) else "must be True or False"


class WildVenture(Game):
    """The A Wild Venture rules engine."""

    info = GameInfo(
        id="wild_venture",
        title="A Wild Venture",
        min_players=2,
        max_players=2,
        summary="A duel of engine builders: play villagers, gear and buildings, adventure, tuck for points.",
    )
    option_specs = (
        OptionSpec("board", "Adventure board side: 'spring' or 'autumn'.", "spring", _one_of("spring", "autumn")),
        OptionSpec("theme", "Theme deck shuffled with the core deck.", "academy", _one_of("academy", "tidings")),
        OptionSpec("first_player", "Starting seat; None draws it with the seed.", None, check_seat_or_none),
        OptionSpec("no_memory", "Variant No Memory: owners may look at their tucked cards.", False, _flag),
        OptionSpec("even_wilder", "Variant An Even Wilder Venture: all decks, 8 cards, trash 3.", False, _flag),
        OptionSpec("tiebreak", "Break ties by leftover coins, then Villager score.", False, _flag),
    )
    rules = SECTIONS

    def _new_state(self, players: int, seed: int, options: dict[str, Any]) -> WildVentureState:
        state = WildVentureState(self, seed, options)
        state.setup(options["first_player"])
        return state

    def scenario(self, spec: Mapping[str, Any]) -> WildVentureState:
        return build_scenario(self, spec)

    def catalog(self) -> dict[str, Any]:
        """Every card (with generated text) and both boards, with their sources; the rulebook
        section of each rule id (``rules``), the short words of the table (``words``), the score
        sheet's words (``score_sheet``) and the rules reference (``reference``)."""
        return {**catalog(), "reference": reference()}


GAME = WildVenture()
