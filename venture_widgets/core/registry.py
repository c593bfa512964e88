"""Which games exist: every package under ``venture_widgets.games`` that defines ``GAME``.

>>> "venturesome" in list_games()
True
>>> load_game("venturesome").info.title
'Venturesome'
"""

from __future__ import annotations

import importlib
import pkgutil

from .errors import UnknownGameError, shown
from .game import Game


def list_games() -> list[str]:
    """The ids of all games, sorted."""
    from .. import games

    return sorted(module.name for module in pkgutil.iter_modules(games.__path__) if module.ispkg)


def load_game(game_id: str) -> Game:
    """The :class:`Game` registered under ``game_id``."""
    if game_id not in list_games():
        raise UnknownGameError(f"unknown game {shown(game_id)}; games: {', '.join(list_games())}")
    return importlib.import_module(f"venture_widgets.games.{game_id}").GAME
