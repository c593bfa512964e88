"""``vw.Tutorial``: a lesson step by step, with the table, narration, moves to make and quizzes.

The widget is a thin shell around :class:`venture_widgets.tutor.Tutor`, which runs the lesson
headless; the ``tutor`` trait is :meth:`Tutor.snapshot`. Legal actions are offered only while a
step waits for the learner's move.

>>> tutorial = Tutorial("venturesome", "turn")
>>> tutorial
Tutorial(venturesome/turn, step 1 of 7)
>>> tutorial.tutor["kind"], tutorial.legal
('say', [])
>>> tutorial.answer(0), tutorial.error
(False, 'no question is asked at step 1 (say)')
>>> tutorial.next(), tutorial.tutor["kind"], len(tutorial.legal)
(True, 'expect', 4)
>>> tutorial.act("play REPORTER.ANKH right"), tutorial.tutor["feedback"]["text"]
(True, 'A Reporter has no effect, and you still hold cards: your turn is over.')
>>> tutorial.back(), tutorial.tutor["step"], tutorial.tutor["kind"]  # the step before
(True, 1, 'say')

Once a lesson is done, ``next_lesson()`` switches the widget, in place, to the next lesson of the
game (``tutor["next_lesson"]`` names it):

>>> while tutorial.tutor["kind"] != "done":
...     tutorial.runner.solve_step()
...     _ = tutorial.next()
>>> tutorial.tutor["next_lesson"]["id"], tutorial.next_lesson(), tutorial
('characters', True, Tutorial(venturesome/characters, step 1 of 6))
"""

from __future__ import annotations

from typing import Any, ClassVar

import traitlets

from ..core.errors import LessonError, TutorError
from ..core.game import State
from ..tutor import Lesson, Tutor, list_lessons, load_lesson
from ..tutor.catalog import next_lesson
from ..tutor.runner import strong_budget
from .base import VentureWidget, dimmed, int_field, offered, text_field
from .front_end import require_front_end
from .match import HUMAN, TUTOR, seat_entry
from .table import QUESTIONS, hint_answer, why_answer


class Tutorial(VentureWidget):
    """Lesson ``lesson`` of ``game`` (an id such as ``"turn"``, or a :class:`Lesson`; by default the
    game's first lesson). A game without lessons raises a :class:`LessonError`, one the front end
    cannot draw yet (see :mod:`.front_end`) a :class:`~.front_end.FrontEndError`."""

    tutor = traitlets.Dict().tag(sync=True)

    MESSAGES: ClassVar[dict[str, str]] = {
        "act": "_on_act",
        "next": "_on_next",
        "answer": "_on_answer",
        "restart": "_on_restart",
        "back": "_on_back",
        "next_lesson": "_on_next_lesson",
        **QUESTIONS,  # why not here, as at a table, and a hint: what a strong player would do
    }
    REPEATABLE: ClassVar[frozenset[str]] = VentureWidget.REPEATABLE | set(QUESTIONS)

    def __init__(self, game: str = "venturesome", lesson: str | Lesson | None = None) -> None:
        found = lesson if isinstance(lesson, Lesson) else load_lesson(game, lesson or list_lessons(game)[0])
        if found.game != game:
            raise LessonError(f"lesson {found.id!r} is a lesson of {found.game}, not of {game}")
        require_front_end(game, "vw.Tutorial")
        runner = Tutor(found)
        super().__init__(widget_kind="tutorial", game_id=game, catalog=runner.game.catalog())
        self.runner = runner
        self.refresh()

    @property
    def state(self) -> State:
        """The position of the lesson (the full truth: the screen only shows the learner's view)."""
        return self.runner.state

    def refresh(self) -> None:
        """Send the learner's view of the lesson (one update for all traits)."""
        runner, state = self.runner, self.runner.state
        legal = offered(state, runner.legal())
        phase = "over" if state.is_over else "play" if legal else "waiting"
        with self.hold_sync():
            self.seat = runner.seat
            self.view = runner.view()
            self.legal = legal
            self.unavailable = dimmed(state) if legal else []
            self.show_log(list(runner.log), list(runner.events))
            self.status = self.offer(
                phase=phase, to_move=state.current_player, handoff_to=None, can_undo=False, actions=len(state.actions)
            )
            others = runner.others or TUTOR  # bots answering from the live position are named
            self.seats = [seat_entry(seat, HUMAN if seat == runner.seat else others) for seat in range(state.players)]
            self.tutor = runner.snapshot()
            self.error = ""

    # --- what the learner does ------------------------------------------------------------------

    def act(self, action: str) -> bool:
        """Try a move. ``True`` if the tutor took it (right or wrong: see ``tutor["feedback"]``);
        an illegal move also sets ``error``; ``False`` (and ``error``) if no move is expected."""
        legal = self.runner.legal()
        if not self.attempt(lambda: self.runner.act(action)):
            return False
        self.refresh()
        if action not in legal:
            self.error = self.runner.snapshot()["feedback"]["text"]
        return True

    def next(self) -> bool:
        """Go on to the next step; ``False`` (and ``error``) if this one is not finished."""
        return self.attempt(self.runner.next) and self._refreshed()

    def answer(self, option: int) -> bool:
        """Answer the question with option number ``option`` (from 0); ``False`` if none is asked."""
        return self.attempt(lambda: self.runner.answer(option)) and self._refreshed()

    def restart(self) -> None:
        """Start the lesson again."""
        self.runner.restart()
        self.refresh()

    def back(self) -> bool:
        """Go back one step, to the position it had when it was first reached; ``False`` (and
        ``error``) on the first step."""
        return self.attempt(self.runner.back) and self._refreshed()

    def next_lesson(self) -> bool:
        """Once the lesson is done, switch to the next lesson of the game; ``False`` (and
        ``error``) before the end, or after the last lesson."""
        return self.attempt(self._switch) and self._refreshed()

    def _switch(self) -> None:
        if not self.runner.done:
            raise TutorError("the lesson is not over yet: the next lesson opens at its end")
        following = next_lesson(self.runner.lesson)
        if following is None:
            raise TutorError(f"“{self.runner.lesson.title}” is the last lesson: free play against a bot comes next")
        self.runner = Tutor(following)

    def strong_move(self) -> dict[str, Any]:
        """What a strong player would do here (:meth:`Tutor.strong_move`): the best move for the
        learner's seat, its win rate (or the team's expected score) and its reason; a
        :class:`TutorError` when the learner is not deciding. The lesson's hint button asks the
        same (``{"kind": "hint"}``, answered with this one move)."""
        return self.runner.strong_move()

    def _refreshed(self) -> bool:
        self.refresh()
        return True

    # --- messages from the browser ---------------------------------------------------------------

    def _on_act(self, message: dict[str, Any]) -> None:
        self.act(text_field(message, "action"))

    def _on_next(self, message: dict[str, Any]) -> None:
        self.next()

    def _on_answer(self, message: dict[str, Any]) -> None:
        self.answer(int_field(message, "option"))

    def _on_restart(self, message: dict[str, Any]) -> None:
        self.restart()

    def _on_back(self, message: dict[str, Any]) -> None:
        self.back()

    def _on_next_lesson(self, message: dict[str, Any]) -> None:
        self.next_lesson()

    def _on_why(self, message: dict[str, Any]) -> None:
        self.send(why_answer(self.state, self.seat, self.status.get("decision"), text_field(message, "action")))

    def _on_hint(self, message: dict[str, Any]) -> None:
        seat = self.seat if self.legal else None
        self.send(hint_answer(self.state, seat, self.status.get("decision"), **strong_budget(self.state)))

    def __repr__(self) -> str:
        snap = self.runner.snapshot()
        where = "done" if snap["kind"] == "done" else f"step {snap['step']} of {snap['steps']}"
        return f"Tutorial({self.game_id}/{snap['lesson']}, {where})"
