"""venture_widgets: learn and play five adventure card games in Jupyter.

>>> import venture_widgets as vw
>>> vw.list_games()
['adventurous', 'venture_2019', 'venture_forth', 'venturesome', 'wild_venture']
>>> state = vw.load_game("venturesome").new_game(players=2, seed=3)
>>> state.current_player in (0, 1)
True
"""

from .core import (
    IllegalActionError,
    InvalidOptionError,
    RecordError,
    RulesError,
    ScenarioError,
    UnknownGameError,
    list_games,
    load_game,
)

__version__ = "0.1.0"

_WIDGETS = {"Table", "Replay", "Review", "Puzzles", "Tutorial"}


def __getattr__(name: str) -> object:
    """The widget classes load on first use, so the engine works without Jupyter installed."""
    if name in _WIDGETS:
        from . import widgets

        return getattr(widgets, name)
    if name == "picture":  # a position drawn as a static SVG (no widget, no kernel needed to view it)
        from .tutor import picture

        return picture
    raise AttributeError(f"module 'venture_widgets' has no attribute {name!r}")


__all__ = [
    "IllegalActionError",
    "InvalidOptionError",
    "Puzzles",
    "RecordError",
    "Replay",
    "Review",
    "RulesError",
    "ScenarioError",
    "Table",
    "Tutorial",
    "UnknownGameError",
    "__version__",
    "list_games",
    "load_game",
    "picture",
]
