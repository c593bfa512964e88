"""Jupyter widgets (anywidget): :class:`Table` to play, :class:`Replay` to review a game."""

from .base import MessageError, VentureWidget
from .match import Match
from .replay import Replay
from .table import Table

__all__ = ["Match", "MessageError", "Replay", "Table", "VentureWidget"]
