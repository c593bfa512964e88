"""``vw.Review``: a recorded game with the expert's eyes: the replay, and the analysis of
:mod:`venture_widgets.review` beside it.

The analysis runs in a worker thread while the replay stays usable (where threads run: a kernel;
in plain Python and in JupyterLite it runs at once, before the widget is shown), one decision at
a time, each reported as it is found; :meth:`Review.cancel` stops it. The ``review`` trait holds
what the front end draws: the analysis' ``state`` (``"running"``, ``"done"``, ``"cancelled"`` or
``"failed"``), ``done`` of ``total`` decisions, the ``points`` of the win-chance graph, the
``marks``, the ``summary`` once done, and ``current``: the reviewed decision at the position
shown. At a reviewed decision the table shows the position as the seat that decided saw it
(while the game was on, only the seat reviewed; once it is over, any seat), with that seat's legal
moves and the better move lit; clicking a move plays on from there with it.

>>> from venture_widgets.agents.match import play_game
>>> record = play_game("adventurous", ["random"], seed=4).state.record()
>>> review = Review(record, seat=0, iterations=30)
>>> review.review["state"], review.review["done"] == review.review["total"]
('done', True)
>>> review.goto(3)
>>> review.replay["action"], review.review["current"]["index"], len(review.legal) > 0
(3, 3, True)
>>> review.play_from_here()
>>> review.widget_kind, review.review
('table', {})
"""

from __future__ import annotations

import asyncio
import bisect
import threading
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from ..agents import calling_off
from ..agents.hints import is_cooperative
from ..core.errors import RulesError
from ..core.game import State
from ..core.registry import load_game
from ..review import Move, budget_for, decisions, review_decision, score_scale, summary, unit_of
from .base import MessageError, int_field, offered, text_field
from .match import HUMAN, record_upto
from .replay import Replay, checked_record
from .table import Table, background_loop


class Review(Replay):
    """A recorded game and the review of ``seat``'s decisions (``None``: every seat's, once the game
    is over), searched with ``iterations`` a decision (default: the review's,
    :data:`venture_widgets.review.REVIEW_ITERATIONS`); with ``background=False`` the analysis is
    done before the widget is made (a notebook whose saved output must not depend on timing)."""

    REVIEW_MESSAGES: ClassVar[dict[str, str]] = {
        **Replay.REPLAY_MESSAGES,
        "review_goto": "_on_goto",
        "review_cancel": "_on_cancel",
        "act": "_on_try",
    }
    REPEATABLE: ClassVar[frozenset[str]] = Replay.REPEATABLE | {"review_goto", "review_cancel"}

    def __init__(
        self,
        record: dict[str, Any] | str,
        seat: int | None = None,
        iterations: int | Mapping[str, int] | None = None,
        *,
        background: bool = True,
    ) -> None:
        full = checked_record(record)
        if seat is None and not load_game(full["game"]).replay(full).is_over:
            # every seat's better moves would name the cards in every hand, of a game still going on
            raise RulesError("a review of every seat shows every hand: name the seat to review, or finish the game")
        Table.__init__(self, full["game"], [HUMAN] * full["players"], record=record_upto(full, 0))
        self.enter_review(full, seat, iterations, background=background)

    def enter_review(
        self,
        record: dict[str, Any],
        seat: int | None,
        iterations: int | Mapping[str, int] | None = None,
        *,
        background: bool = True,
    ) -> None:
        """Show ``record`` (checked) from its opening and start reviewing ``seat``'s decisions: a new
        review, or a table whose game is over (:meth:`Table.review_game`)."""
        self._budget = budget_for(record["game"], iterations)
        self._moves: dict[int, Move] = {}
        self._analysis = "running"
        self._problem = ""
        self._total = 0
        self._stop = threading.Event()
        self._reviewed = seat
        self.enter_replay(record, seat)
        self._start(list(decisions(record, seat)), background)

    # --- the analysis ------------------------------------------------------------------------------

    def _start(self, found: list[tuple[int, State, str]], background: bool) -> None:
        """Review the decisions ``found``: in a worker thread where an event loop runs (and
        ``background``), else at once."""
        self._total = len(found)
        self._publish()
        loop = (self._loop or background_loop()) if background else None
        if loop is None:
            for index, state, played in found:
                self._add(review_decision(state, played, index, self._budget))
            self._end("done")
            return
        threading.Thread(target=self._work, args=(loop, found, self._stop), daemon=True).start()

    def _work(
        self, loop: asyncio.AbstractEventLoop, found: list[tuple[int, State, str]], stop: threading.Event
    ) -> None:
        """The worker thread: each decision reviewed in turn and handed to the loop, until ``stop``."""
        try:
            with calling_off.unless(stop.is_set):
                for index, state, played in found:
                    move = review_decision(state, played, index, self._budget)
                    if stop.is_set():
                        return  # a search called off half way is no review
                    loop.call_soon_threadsafe(self._add, move, stop)
            loop.call_soon_threadsafe(self._end, "done", stop)
        except Exception as error:  # a bug must not vanish with its thread
            loop.call_soon_threadsafe(self._end, "failed", stop, f"{type(error).__name__}: {error!s:.300}")

    def _add(self, move: Move, stop: threading.Event | None = None) -> None:
        """One decision reviewed: into the graph and the marks (and onto the table, if shown)."""
        if stop is not None and stop is not self._stop:
            return  # from an analysis called off since
        self._moves[move["index"]] = move
        if self.widget_kind == "replay" and move["index"] == self.replay.get("action"):
            self.show_position(self.replay["index"], move["index"])
        else:
            self._publish()

    def _end(self, state: str, stop: threading.Event | None = None, problem: str = "") -> None:
        if (stop is not None and stop is not self._stop) or self._analysis != "running":
            return
        self._analysis, self._problem = state, problem
        self._publish()

    def cancel(self) -> None:
        """Stop the analysis: what it found so far stays."""
        self._stop.set()
        self._end("cancelled")

    def _publish(self, current: Move | None = None) -> None:
        """Send the analysis as it stands (``current``: the reviewed decision shown, if any)."""
        if self.widget_kind != "replay":
            return
        moves = [self._moves[index] for index in sorted(self._moves)]
        seats = list(range(self.record["players"])) if self._reviewed is None else [self._reviewed]
        keys = ("index", "seat", "mark", "loss", "text_played", "text_best")
        self.review = {
            "state": self._analysis,
            "problem": self._problem,
            "done": len(moves),
            "total": self._total,
            "seat": self._reviewed,
            "iterations": self._budget,
            "unit": unit_of(self.game_id),
            "points_scale": score_scale(self.game_id) if is_cooperative(self.game_id) else None,
            "actions": len(self.record["actions"]),
            "points": [
                [move["index"], move["seat"], move["value_played"], move["mark"]]
                for move in moves
                if not move["forced"]
            ],
            "marks": [{key: move[key] for key in keys} for move in moves if move["mark"]],
            "summary": summary(moves, seats) if self._analysis == "done" else [],
            "current": current,
        }

    # --- what is shown ------------------------------------------------------------------------------

    def goto(self, index: int) -> None:
        """Show the decision of the record's action ``index``: the position before it, with the
        last event before it in the log."""
        actions = len(self.record["actions"])
        if not 0 <= index < actions:
            raise MessageError(f"action {index} does not exist: this record has actions 0 to {actions - 1}")
        self.show_position(max(0, bisect.bisect_right(self.event_action, index) - 1), index)

    def draw_position(self, state: State, index: int, actions: int) -> None:
        move = self._moves.get(actions)
        with self.hold_sync():
            super().draw_position(state, index, actions)
            seat = None if move is None else move["seat"]
            if seat is not None and (seat == self._viewer or (self._viewer is None and self.finished)):
                self.seat = seat
                self.view = state.observe(seat)
                self.legal = offered(state, state.legal_actions())
            self._publish(move)

    def play_from_here(self, seats: Sequence[str] | None = None) -> None:
        """Stop the analysis and become a table at the position shown; at a reviewed decision the
        seat that decided there is the person (the others greedy bots)."""
        current = self.review.get("current")
        if seats is None and current is not None and self.seat == current["seat"]:
            seats = [HUMAN if seat == current["seat"] else "greedy" for seat in range(self.record["players"])]
        self.cancel()
        super().play_from_here(seats)
        self.review = {}

    def messages(self) -> dict[str, str]:
        return self.REVIEW_MESSAGES if self.widget_kind == "replay" else self.MESSAGES

    def _on_goto(self, message: dict[str, Any]) -> None:
        self.goto(int_field(message, "index"))

    def _on_cancel(self, message: dict[str, Any]) -> None:
        self.cancel()

    def _on_try(self, message: dict[str, Any]) -> None:
        """A move clicked at a reviewed decision: play on from there with it."""
        action = text_field(message, "action")
        if not any(item["action"] == action for item in self.legal):
            raise RulesError(f"{action!r} is not a move of the decision shown: go to a reviewed decision to try one")
        self.play_from_here()
        self.act(action)

    def __repr__(self) -> str:
        if self.widget_kind != "replay":
            return super().__repr__()
        replay = super().__repr__().removeprefix("Replay(").removesuffix(")")
        return f"Review({replay}, analysis {self._analysis}: {len(self._moves)} of {self._total} decisions)"
