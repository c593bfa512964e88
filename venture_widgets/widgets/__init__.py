"""Jupyter widgets (anywidget): :class:`Table` to play, :class:`Replay` to review a game,
:class:`Tutorial` to learn the rules."""

from .base import MessageError, VentureWidget
from .front_end import FrontEndError
from .match import Match
from .replay import Replay
from .table import Table
from .tutorial import Tutorial

__all__ = ["FrontEndError", "Match", "MessageError", "Replay", "Table", "Tutorial", "VentureWidget"]
