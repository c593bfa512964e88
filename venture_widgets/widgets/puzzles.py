"""``vw.Puzzles``: find the best move, one puzzle at a time, on the live table.

Each puzzle (:mod:`venture_widgets.puzzles`) is a position of a real game where one move is
clearly best. The table shows it as the deciding seat sees it, with that seat's moves; a move
clicked is judged, not played: the ``puzzle`` trait tells the learner what it is worth and, once
found (or shown: "Show the answer"), why the best move is best, and the table lights it. The
score counts the puzzles solved at the first try among those tried. Previous and Next move through
the game's puzzles; a puzzle visited again starts afresh, its first try still counted.

>>> puzzles = Puzzles("venturesome")
>>> puzzles.puzzle["index"], puzzles.puzzle["count"] >= 30, puzzles.puzzle["status"]
(0, True, 'open')
>>> answer = puzzles.current.answers[0]
>>> puzzles.try_move(answer)
True
>>> puzzles.puzzle["status"], puzzles.puzzle["score"], puzzles.puzzle["answer"] == answer
('solved', {'solved': 1, 'tried': 1}, True)
>>> puzzles.go(1)
>>> puzzles.puzzle["index"], puzzles.puzzle["status"], puzzles.puzzle["answer"]
(1, 'open', None)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import traitlets

from ..core.errors import RulesError
from ..puzzles import Puzzle, load
from ..review import value_words
from .base import MessageError, int_field, text_field
from .match import HUMAN, Match
from .table import QUESTIONS, Table


class Puzzles(Table):
    """The puzzles of ``game`` (or the ``puzzles`` given), from puzzle ``start`` (0-based)."""

    puzzle = traitlets.Dict().tag(sync=True)

    MESSAGES: ClassVar[dict[str, str]] = {
        "act": "_on_try",
        "puzzle_go": "_on_go",
        "puzzle_show": "_on_show",
        "why": QUESTIONS["why"],
    }
    REPEATABLE: ClassVar[frozenset[str]] = Table.REPEATABLE | {"puzzle_go", "puzzle_show"}

    def __init__(self, game: str = "venturesome", start: int = 0, puzzles: Sequence[Puzzle] | None = None) -> None:
        self.puzzles = list(load(game) if puzzles is None else puzzles)
        if not self.puzzles:
            raise RulesError(f"no puzzles for {game!r}")
        first = self.puzzles[self._checked_index(start)]
        super().__init__(first.game, self._seats(first), record=first.record)
        self.widget_kind = "puzzle"
        #: per puzzle id: whether its first try found the answer (the score)
        self.first_tries: dict[str, bool] = {}
        self.go(start)

    @property
    def current(self) -> Puzzle:
        """The puzzle shown."""
        return self.puzzles[self._index]

    def _checked_index(self, index: int) -> int:
        if not 0 <= index < len(self.puzzles):
            raise MessageError(f"puzzle {index} does not exist: there are puzzles 0 to {len(self.puzzles) - 1}")
        return index

    @staticmethod
    def _seats(puzzle: Puzzle) -> list[str]:
        """The person at the puzzle's seat; greedy bots elsewhere (they never move: a move is only judged)."""
        return [HUMAN if seat == puzzle.seat else "greedy" for seat in range(puzzle.record["players"])]

    def go(self, index: int) -> None:
        """Show puzzle ``index``, afresh."""
        puzzle = self.puzzles[self._checked_index(index)]
        self._index = index
        #: "open", "solved", "missed" or "shown"; the last move tried; the answer once found or shown
        self._status: str = "open"
        self._tried: str | None = None
        self._answer: str | None = None
        with self.hold_sync():
            self._start_match(Match(puzzle.game, self._seats(puzzle), record=puzzle.record))
            self._publish()

    def try_move(self, action: str) -> bool:
        """Judge ``action`` (one of the seat's moves) as the answer: whether it is; the table stays."""
        puzzle = self.current
        if not any(item["action"] == action for item in self.legal):
            raise RulesError(f"{action!r} is not a move of this puzzle's position")
        solved = puzzle.solved_by(action)
        self.first_tries.setdefault(puzzle.id, solved)
        self._tried = action
        if self._status != "shown":
            self._status = "solved" if solved else "missed"
        if solved:
            self._answer = action
        self._publish()
        return solved

    def show_answer(self) -> None:
        """Give up: the answer is lit and explained (a puzzle not tried yet counts as missed)."""
        self.first_tries.setdefault(self.current.id, False)
        self._status, self._answer = "shown", self.current.answers[0]
        self._publish()

    def _publish(self) -> None:
        puzzle = self.current
        state = self.match.state
        best = puzzle.answers[0]
        feedback = None
        if self._tried is not None:
            worth = value_words(puzzle.game, puzzle.value_of(self._tried))
            if puzzle.solved_by(self._tried):
                text = f"Yes: {state.describe(self._tried)} is the best move here, worth {worth}."
            else:
                best_worth = value_words(puzzle.game, puzzle.value_of(best))
                text = f"Not the best: {state.describe(self._tried)} is worth {worth}; the best move, {best_worth}."
            feedback = {"correct": puzzle.solved_by(self._tried), "tried": self._tried, "text": text}
        revealed = self._answer is not None
        solved = sum(self.first_tries.values())
        self.puzzle = {
            "index": self._index,
            "count": len(self.puzzles),
            "id": puzzle.id,
            "seat": puzzle.seat,
            "section": puzzle.section,
            "rule": puzzle.rule,
            "status": self._status,
            "feedback": feedback,
            "answer": self._answer,
            "answer_text": state.describe(best) if revealed else None,
            "reason": puzzle.reason if revealed else None,
            "score": {"solved": solved, "tried": len(self.first_tries)},
        }

    def _on_try(self, message: dict[str, Any]) -> None:
        self.try_move(text_field(message, "action"))

    def _on_go(self, message: dict[str, Any]) -> None:
        self.go(int_field(message, "index"))

    def _on_show(self, message: dict[str, Any]) -> None:
        self.show_answer()

    def __repr__(self) -> str:
        # a puzzle's record holds its game's seed, which would give away every hidden card
        score = self.puzzle.get("score", {})
        return (
            f"Puzzles({self.game_id}, puzzle {self.puzzle.get('index', 0) + 1} of {len(self.puzzles)}, "
            f"solved {score.get('solved', 0)} of {score.get('tried', 0)} tried)"
        )
