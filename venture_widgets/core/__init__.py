"""The game-agnostic engine: the contract, errors, records, effects and the game registry.

Nothing here imports Jupyter packages, so the engine runs anywhere Python runs (Pyodide too).
"""

from .effects import STOP, Choice, Op, Run, op
from .errors import (
    IllegalActionError,
    InvalidOptionError,
    LessonError,
    ProgramError,
    RecordError,
    RulesError,
    ScenarioError,
    TutorError,
    UnknownGameError,
)
from .game import Event, Game, GameInfo, OptionSpec, State
from .record import RECORD_FORMAT, RECORD_VERSION, make_record, read_record
from .registry import list_games, load_game
from .view import observe_event, observe_events

__all__ = [
    "RECORD_FORMAT",
    "RECORD_VERSION",
    "STOP",
    "Choice",
    "Event",
    "Game",
    "GameInfo",
    "IllegalActionError",
    "InvalidOptionError",
    "LessonError",
    "Op",
    "OptionSpec",
    "ProgramError",
    "RecordError",
    "RulesError",
    "Run",
    "ScenarioError",
    "State",
    "TutorError",
    "UnknownGameError",
    "list_games",
    "load_game",
    "make_record",
    "observe_event",
    "observe_events",
    "op",
    "read_record",
]
