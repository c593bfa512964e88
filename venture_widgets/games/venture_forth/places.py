"""How texts name the places of the board: sites, paths and path spaces.

>>> from .boards import BOARDS
>>> board = BOARDS["sea_corner"]
>>> path_words(board, "p3")
'the path from Country to Mountains'
"""

from __future__ import annotations

from .model import Board
from .temples import TEMPLE_NAMES
from .text import SYMBOL_WORDS


def site_words(board: Board, site: str) -> str:
    """A site by name, with its temple if it has one."""
    place = board.site_by_id[site]
    return place.name if place.temple is None else f"{place.name} ({TEMPLE_NAMES[place.temple]})"


def space_words(board: Board, space_id: str) -> str:
    """A path space: its place on its path and what it gives."""
    path = board.path_of_space[space_id]
    number = [s.id for s in path.spaces].index(space_id) + 1
    a, b = (board.site_by_id[site].name for site in (path.a, path.b))
    space = board.space_by_id[space_id]
    icon = ", explore icon" if space.explore else ""
    return f"space {number} of {len(path.spaces)} from {a} to {b} ({SYMBOL_WORDS[space.symbol].lower()}{icon})"


def path_words(board: Board, path_id: str) -> str:
    """A path by the sites it joins."""
    path = board.path_by_id[path_id]
    return f"the path from {board.site_by_id[path.a].name} to {board.site_by_id[path.b].name}"
