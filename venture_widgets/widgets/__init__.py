"""Jupyter widgets (anywidget): :class:`Table` to play, :class:`Replay` to review a game,
:class:`Tutorial` to learn the rules."""

from .base import MessageError, VentureWidget
from .match import Match
from .replay import Replay
from .table import Table
from .tutorial import Tutorial

__all__ = ["Match", "MessageError", "Replay", "Table", "Tutorial", "VentureWidget"]
