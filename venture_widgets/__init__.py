"""venture_widgets: learn and play five adventure card games in Jupyter.

>>> import venture_widgets as vw
>>> vw.list_games()
['venturesome']
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

__all__ = [
    "IllegalActionError",
    "InvalidOptionError",
    "RecordError",
    "RulesError",
    "ScenarioError",
    "UnknownGameError",
    "__version__",
    "list_games",
    "load_game",
]
