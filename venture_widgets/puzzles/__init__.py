"""Puzzles: positions from real games where one move is clearly best, to find.

Each game's puzzles are data (``venture_widgets/puzzles/data/<game>.json``), mined from seeded
bot games by ``scripts/mine_puzzles.py`` with the review's search (:func:`venture_widgets.review.move_values`):
a position becomes a puzzle when, searched from the deciding seat's own view at two budgets (the
review's and the expert's), both name the same best move, that move's value beats every other
move's by at least the data's ``gap`` at each, and the greedy bot would have chosen otherwise. The
script regenerates the file exactly from its seeds (its arguments are saved in the file).

A :class:`Puzzle` has an ``id``, the ``seat`` that decides, the ``record`` of the game up to the
position (:meth:`Puzzle.position` replays it into a fresh state), the accepted ``answers``, the
``reason`` in the hints' words, the ``rule`` the answer exercises with its rulebook ``section``,
and the ``values`` of every legal move (0 to 1, as a review gives them), so that a move tried is
told what it is worth.

>>> found = load("venturesome")
>>> len(found) >= 30, len({puzzle.id for puzzle in found}) == len(found)
(True, True)
>>> puzzle = found[0]
>>> state = puzzle.position()
>>> state.current_player == puzzle.seat, set(puzzle.answers) <= set(state.legal_actions())
(True, True)
>>> puzzle.solved_by(puzzle.answers[0])
True
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any

from ..core.errors import RulesError
from ..core.game import State
from ..core.record import read_record
from ..core.registry import list_games, load_game

PUZZLE_FORMAT = "venture_widgets.puzzles"
PUZZLE_VERSION = 1


@dataclass(frozen=True)
class Puzzle:
    """One position to solve (see the module docstring)."""

    id: str
    game: str
    seat: int
    record: dict[str, Any]
    answers: tuple[str, ...]
    reason: str
    rule: str
    section: str
    values: dict[str, float]

    def position(self) -> State:
        """A fresh state at the puzzle's position: ``seat`` decides."""
        return load_game(self.game).replay(self.record)

    def solved_by(self, action: str) -> bool:
        """Whether ``action`` is one of the accepted answers."""
        return action in self.answers

    def value_of(self, action: str) -> float:
        """What ``action`` is worth (0 to 1, as a review gives it); a move not of this position is refused.

        >>> puzzle = load("venturesome")[0]
        >>> puzzle.value_of(puzzle.answers[0]) == max(puzzle.values.values())
        True
        """
        if action not in self.values:
            raise RulesError(f"{action!r} is not a move of puzzle {self.id}: its moves are {', '.join(self.values)}")
        return self.values[action]


def games() -> list[str]:
    """The games that ship puzzles, in the order of :func:`venture_widgets.list_games`.

    >>> "venturesome" in games()
    True
    """
    folder = resources.files(__package__).joinpath("data")
    return [game for game in list_games() if folder.joinpath(f"{game}.json").is_file()]


def load(game: str) -> list[Puzzle]:
    """The puzzles shipped for ``game`` (a game id), in their order. An unknown game is refused
    with the games there are; a game that ships none yet, with those that do.

    >>> load("chess")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    venture_widgets.core.errors.UnknownGameError: unknown game 'chess'; games: adventurous, ...
    """
    load_game(game)  # refuses an unknown game by name
    if game not in games():
        raise RulesError(f"no puzzles for {game!r} yet; puzzles ship for: {', '.join(games())}")
    text = resources.files(__package__).joinpath("data", f"{game}.json").read_text(encoding="utf-8")
    return from_data(json.loads(text))


def from_data(data: dict[str, Any]) -> list[Puzzle]:
    """The puzzles of a puzzle file's data (as ``scripts/mine_puzzles.py`` writes it), each checked:
    its record replays, the seat decides there, and its answers and values are its legal moves."""
    if data.get("format") != PUZZLE_FORMAT or data.get("version") != PUZZLE_VERSION:
        raise RulesError(f"not a puzzle file of version {PUZZLE_VERSION}: format={data.get('format')!r}")
    game = data["game"]
    if game not in list_games():
        raise RulesError(f"puzzle file for an unknown game {game!r}")
    found = []
    for item in data["puzzles"]:
        puzzle = Puzzle(
            id=item["id"],
            game=game,
            seat=item["seat"],
            record=read_record(item["record"], game),
            answers=tuple(item["answers"]),
            reason=item["reason"],
            rule=item["rule"],
            section=item["section"],
            values=dict(item["values"]),
        )
        state = puzzle.position()
        legal = state.legal_actions()
        fits = state.current_player == puzzle.seat and set(puzzle.answers) <= set(legal) == set(puzzle.values)
        if not fits:
            raise RulesError(f"puzzle {puzzle.id} does not fit its position: the seat, answers or moves differ")
        found.append(puzzle)
    return found
