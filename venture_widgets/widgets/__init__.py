"""Jupyter widgets (anywidget): :class:`Table` to play, :class:`Replay` to step through a game,
:class:`Review` to see what its moves cost, :class:`Puzzles` to find the best move,
:class:`Tutorial` to learn the rules."""

from .base import MessageError, VentureWidget
from .front_end import FrontEndError
from .match import Match
from .puzzles import Puzzles
from .replay import Replay
from .review import Review
from .table import Table
from .tutorial import Tutorial

__all__ = [
    "FrontEndError",
    "Match",
    "MessageError",
    "Puzzles",
    "Replay",
    "Review",
    "Table",
    "Tutorial",
    "VentureWidget",
]
