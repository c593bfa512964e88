"""The step-through engine: :class:`Tutor` runs a lesson against the real rules, headless.

A tutor stands on one step at a time. ``Setup``, ``Do`` and ``Respond`` steps happen as soon as
they are reached (and are passed at once when they have no text); ``Say`` waits for
:meth:`Tutor.next`; ``Expect`` and ``Goal`` wait for the learner's right move (:meth:`Tutor.act`);
``Ask`` for the right answer (:meth:`Tutor.answer`). Wrong tries get feedback and change nothing
(a ``Goal`` may let a move that misses its goal stand: the lesson then goes on from it). A right
move without written words is told what it led to from the engine's events, in the second person
(:func:`venture_widgets.tutor.feedback.told`). ``Play`` is free play: every
legal move is taken, the bots answer it, and the learner may go on whenever they like. :meth:`Tutor.back` returns
to the step before, exactly as it was first reached: the lesson is played again from its start
with the moves the learner made (lessons are deterministic). :meth:`Tutor.snapshot` is the
``tutor`` trait of the widget contract (``js/CONTRACT.md``).

>>> from venture_widgets.tutor import load_lesson
>>> tutor = Tutor(load_lesson("venturesome", "turn"))
>>> tutor
Tutor(venturesome/turn, step 1 of 7)
>>> tutor.snapshot()["kind"], tutor.can_next
('say', True)
>>> while not tutor.done:
...     tutor.solve_step()
...     if tutor.can_next:
...         tutor.next()
>>> tutor.snapshot()["kind"], tutor.can_next, tutor.snapshot()["next_lesson"]
('done', False, {'id': 'characters', 'title': 'The characters'})
>>> tutor.back()
>>> tutor.snapshot()["kind"], tutor.step
('ask', 7)
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import Any

from ..agents import SeatView, make_agent
from ..agents.hints import hints
from ..agents.passing import PASS, only_pass, passed_event
from ..agents.specs import EXPERT_ITERATIONS
from ..core.errors import LessonError, RulesError, TutorError, shown
from ..core.game import Event, State
from ..core.registry import load_game
from ..core.view import observe_events
from ..puzzles import games as shipped_puzzles
from .catalog import is_last, next_lesson, section_name
from .feedback import told
from .model import MOVE_STEPS, Ask, Do, Expect, Goal, Lesson, Move, Play, Respond, Say, Setup, Step, Text, View
from .pictures import live_scores

Feedback = dict[str, Any]
#: A Say's strong move by lesson, step and position: going back, measuring the lesson and opening
#: it again replay the lesson, not the searches.
_ADVICE: dict[tuple[str, str, int, int, tuple[str, ...]], str] = {}


def strong_budget(state: State) -> dict[str, Any]:
    """The search a tutor asks what a strong player would do with (``hints``' arguments): the
    best move only, the ``expert`` level's iterations and no time limit, seeded by the position,
    so that a lesson (its notebook too) says the same every time, on any machine."""
    return {"count": 1, "seconds": None, "iterations": EXPERT_ITERATIONS, "seed": len(state.actions)}


def _shown(value: object) -> str:
    """A value for a message, cut short if it is long."""
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


class Tutor:
    """Runs one :class:`Lesson`: the position, the learner's seat, the step and its feedback."""

    def __init__(self, lesson: Lesson) -> None:
        if not isinstance(lesson, Lesson):
            raise LessonError(f"a Tutor runs a Lesson (see venture_widgets.tutor.load_lesson), got {shown(lesson)}")
        self.lesson = lesson
        self.game = load_game(lesson.game)
        self.state: State
        self.solved = False  # the move or answer of the current step has been found
        self.feedback: Feedback | None = None
        self.restart()

    @property
    def minutes(self) -> int:
        """The lesson's length as shown to the learner, in whole minutes (at least 1): measured by
        playing it along its demonstration (:func:`venture_widgets.tutor.measure.measure`)."""
        from .measure import measure  # the measure plays lessons with a tutor

        return max(1, round(measure(self.lesson, branches=False).minutes))

    # --- where we are -----------------------------------------------------------------------

    @property
    def done(self) -> bool:
        """Whether every step has been passed."""
        return self.index >= len(self.lesson.steps)

    @property
    def current(self) -> Step | None:
        """The step the tutor stands on (``None`` once the lesson is done)."""
        return None if self.done else self.lesson.steps[self.index]

    @property
    def step(self) -> int:
        """The step number shown to the learner, from 1 (the last step once done)."""
        return min(self.index + 1, len(self.lesson.steps))

    @property
    def can_back(self) -> bool:
        """Whether :meth:`back` may be called: the tutor has passed a step it stopped at."""
        return bool(self._passed)

    @property
    def can_next(self) -> bool:
        """Whether :meth:`next` may be called: not before the expected move or the right answer."""
        step = self.current
        if step is None:
            return False
        return self.solved or not isinstance(step, (*MOVE_STEPS, Ask))

    def legal(self) -> list[str]:
        """The actions the learner may try now: the seat's legal actions during an open
        ``Expect`` step or free play, nothing otherwise."""
        step = self.current
        open_move = (isinstance(step, MOVE_STEPS) and not self.solved) or isinstance(step, Play)
        if open_move and not self.state.is_over and self.state.current_player == self.seat:
            return self.state.legal_actions()
        return []

    def view(self) -> dict[str, Any]:
        """What the learner's seat sees of the position."""
        return self.state.observe(self.seat)

    def right_moves(self) -> list[str]:
        """The learner's moves the current step takes and plays: an ``Expect``'s actions, a
        ``Goal``'s legal moves (those that reach its goal, if it refuses the others); none once
        the step is solved or when no move is asked."""
        step = self.current
        if isinstance(step, Expect) and not self.solved:
            return list(step.actions)
        if isinstance(step, Goal) and not self.solved:
            return [action for action in self.legal() if not step.refuse or self._reaches(step, action)]
        return []

    @property
    def others(self) -> str | None:
        """The bot playing the other seats at this step (a spec such as ``"greedy"``), or ``None``
        when the tutor plays them from the lesson's text."""
        step = self.current
        return step.bot if isinstance(step, Goal | Respond | Play) else None

    def fork(self) -> Tutor:
        """An independent copy of this tutor, where it stands (for measures and tests that try
        every right move)."""
        twin = copy.copy(self)  # the lesson and the game are shared
        twin.state = self.state.clone()
        twin.log, twin.events, twin._moves = list(self.log), list(self.events), list(self._moves)
        twin._passed = [(index, list(moves)) for index, moves in self._passed]
        twin.feedback = None if self.feedback is None else dict(self.feedback)
        return twin

    # --- moving through the lesson ---------------------------------------------------------

    def restart(self) -> None:
        """Start the lesson again from its first step."""
        self.index = 0
        self.seat = 0
        self.log: list[Event] = []
        self.events: list[Event] = []
        # the steps passed where the tutor stopped, each with the moves the learner made there
        self._passed: list[tuple[int, list[str]]] = []
        self._moves: list[str] = []
        self.setups = 0  # how many positions the lesson has built so far (a measure reads it)
        self._enter()

    def next(self) -> None:
        """Go on to the next step; :class:`TutorError` if this one is not finished."""
        step = self.current
        if step is None:
            raise TutorError("the lesson is over: restart it to go through it again")
        if not self.can_next:
            owed = "make the move this step asks for" if isinstance(step, MOVE_STEPS) else "find the right answer"
            raise TutorError(f"step {self.step} is not finished: first {owed}")
        self._passed.append((self.index, self._moves))
        self._moves = []
        self.events = []
        self.index += 1
        self._enter()

    def back(self) -> None:
        """Go back to the step the tutor stood on before this one, in the position it had when it
        was first reached; :class:`TutorError` on the first step."""
        if not self._passed:
            raise TutorError("this is the first step of the lesson: there is no step to go back to")
        passed = self._passed[:-1]
        self.restart()
        for index, moves in passed:
            assert self.index == index, f"{self._where()}: replaying the lesson reached another step"
            step = self.current
            for move in moves:
                self.act(move)
            if isinstance(step, Ask):
                self.answer(step.answer)
            self.next()

    def act(self, action: object) -> Feedback:
        """The learner tries ``action``. The right move is played; a wrong one (legal or not) only
        gets feedback. Returns the feedback (also in :meth:`snapshot`)."""
        step = self.current
        if isinstance(step, Play):
            return self._free_move(action)
        if isinstance(step, Goal):
            return self._goal_move(step, action)
        if not isinstance(step, Expect):
            raise TutorError(f"no move is expected at step {self.step} ({self._kind()}): read on with next")
        if self.solved:
            raise TutorError(f"step {self.step} is done: go on with next")
        if not isinstance(action, str):
            raise TutorError(f"an action is a string such as {step.actions[0]!r}, got {_shown(action)}")
        if action in step.actions:
            move = self._move(action)
            self.solved = True
            self._moves = [action]
            self.feedback = {"ok": True, "text": step.outcomes.get(action) or step.success or self._told(move)}
        elif action in step.feedback:
            self.feedback = {"ok": False, "text": step.feedback[action]}
        else:
            self.feedback = {"ok": False, "text": self._general_feedback(step, action)}
        return dict(self.feedback)

    def answer(self, option: object) -> Feedback:
        """The learner picks option number ``option`` (from 0) of the question. Returns the feedback."""
        step = self.current
        if not isinstance(step, Ask):
            raise TutorError(f"no question is asked at step {self.step} ({self._kind()})")
        if self.solved:
            raise TutorError(f"the question of step {self.step} is answered: go on with next")
        count = len(step.options)
        if not isinstance(option, int) or isinstance(option, bool) or not 0 <= option < count:
            raise TutorError(f"option must be a number from 0 to {count - 1}, got {_shown(option)}")
        if option == step.answer:
            self.solved = True
            self.feedback = {"ok": True, "text": step.explanation}
        elif step.options[option] in step.feedback:
            self.feedback = {"ok": False, "text": step.feedback[step.options[option]]}
        else:
            tip = step.hint or "Try another option."
            self.feedback = {"ok": False, "text": f"Not quite: “{step.options[option]}” is not it. {tip}"}
        return dict(self.feedback)

    def _goal_move(self, step: Goal, action: object) -> Feedback:
        """A move at a ``Goal``: a legal move that reaches the goal is played and told what it led
        to; one that misses is played and told ``miss``, or refused (``refuse``); after it, the
        other seats answer until the learner decides again, when the step lasts ``until``."""
        if self.solved:
            raise TutorError(f"step {self.step} is done: go on with next")
        if not isinstance(action, str):
            raise TutorError(f"an action is a string such as {self.legal()[0]!r}, got {_shown(action)}")
        if action not in self.legal():
            self.feedback = {"ok": False, "text": self._illegal(action) + (f" Hint: {step.hint}" if step.hint else "")}
            return dict(self.feedback)
        reached = self._reaches(step, action)
        if not reached and step.refuse:
            unplayed = Move(action, self.state.describe(action), self.view(), self.view(), ())
            self.feedback = {"ok": False, "text": self._missed(step, unplayed)}
            return dict(self.feedback)
        move = self._move(action)
        self._moves.append(action)
        text = (step.outcome(move) if step.outcome else "") or self._told(move)
        self.feedback = {"ok": True, "text": text if reached else f"{self._missed(step, move)} {text}"}
        if step.until is None or step.until(self.view()) or self.state.is_over:
            self.solved = True
        else:
            self._answer(step.bot, step.prefer, step.until)
            self.solved = self.state.is_over or step.until(self.view()) or self.state.current_player != self.seat
        return dict(self.feedback)

    def _missed(self, step: Goal, move: Move) -> str:
        said = step.miss(move) if callable(step.miss) else step.miss
        return said or f"“{move.said}” is allowed, but it does not reach this step's goal."

    def _tried(self, action: str) -> Move:
        """The learner's ``action`` played on a copy of the position, as their seat would see it."""
        trial = self.state.clone()
        events = observe_events(trial.apply(action), self.seat)
        return Move(action, self.state.describe(action), self.view(), trial.observe(self.seat), tuple(events))

    def _reaches(self, step: Goal, action: str) -> bool:
        """Whether the learner's ``action`` reaches the goal (tried on a copy only if there is one)."""
        return step.goal is None or bool(step.goal(self._tried(action)))

    def _move(self, action: str) -> Move:
        """Play the learner's ``action`` and return it as their seat saw it."""
        before, said = self.view(), self.state.describe(action)
        seen = self._play([action])
        return Move(action, said, before, self.view(), tuple(seen))

    def _told(self, move: Move) -> str:
        return told(move, self.seat, self.lesson.game)

    def _free_move(self, action: object) -> Feedback:
        """A move of free play: any legal move is played, then the bots answer until the learner
        is to move again or the game is over."""
        if not isinstance(action, str):
            raise TutorError(f"an action is a string such as 'pass', got {_shown(action)}")
        if self.state.is_over:
            raise TutorError("the game is over: go on with next, or restart the lesson for a new game")
        if action not in self.legal():
            self.feedback = {"ok": False, "text": self._illegal(action)}
            return dict(self.feedback)
        said = self.state.describe(action).rstrip(".")
        self._play([action])
        self._moves.append(action)
        step = self.current
        assert isinstance(step, Play)
        self._answer(step.bot)
        ending = " The game is over: see the final scores." if self.state.is_over else ""
        self.feedback = {"ok": True, "text": f"You played: {said}.{ending}"}
        return dict(self.feedback)

    def _answer(self, bot: str, prefer: Sequence[str] = (), until: Callable[[View], bool] | None = None) -> None:
        """The other seats move until the learner's seat is to decide (or ``until`` holds on the
        learner's view, or the game ends): a move of ``prefer`` when one is legal (each used once,
        in order), else what ``bot`` chooses, seeded by the position so that a lesson replays
        exactly. An answer where the learner can only pass is passed for them, as a table does."""
        waiting = list(prefer)
        while not self.state.is_over and (seat := self.state.current_player) is not None:
            if until is not None and until(self.view()):
                break
            if seat != self.seat:
                legal = self.state.legal_actions()
                preferred = next((action for action in waiting if action in legal), None)
                if preferred is not None:
                    waiting.remove(preferred)
                    self._play([preferred])
                else:
                    agent = make_agent(bot, seed=len(self.state.actions))
                    self._play([agent.choose(SeatView(self.state, seat))])
            elif only_pass(self.state, seat):
                rule = self.state.observe(seat)["decision"]["rule"]
                self._play([PASS])
                self._record([passed_event(seat, rule)])
            else:
                break

    def strong_move(self) -> dict[str, Any]:
        """What a strong player would do here: the tree search's best move for the learner's seat,
        as :func:`venture_widgets.agents.hints.hints` gives it (``action``, ``text``, ``visits``,
        ``win_rate`` or ``expected``, ``reason``), with :func:`strong_budget`; a
        :class:`TutorError` when the learner's seat is not deciding.

        >>> from venture_widgets.tutor import load_lesson
        >>> tutor = Tutor(load_lesson("venturesome", "turn"))
        >>> best = tutor.strong_move()
        >>> best["text"]
        'Play Guide (2 Gems) at the right end of your expedition'
        >>> print(best["reason"].replace(". ", ".\\n"))
        Makes your expedition worth 4 points (it was 2) and keeps 2 cards in hand.
        The search gives it about a 54% chance to win; the next best move, 53%.
        """
        try:
            return hints(self.state, self.seat, **strong_budget(self.state))[0]
        except RulesError as error:
            raise TutorError(f"no strong move at step {self.step}: {str(error).split(': ', 1)[1]}") from None

    def solve_step(self) -> None:
        """Make the right moves or give the right answer of the current step, if it wants any
        (for demonstrations and tests): an ``Expect``'s first action; a ``Goal``'s demonstration
        moves, each when it is legal and right, else its first right move, until it is done."""
        step = self.current
        if isinstance(step, Expect) and not self.solved:
            self.act(step.actions[0])
        elif isinstance(step, Goal):
            demo = list(step.demo)
            while not self.solved:
                self.act(self.demo_move(demo))
        elif isinstance(step, Ask) and not self.solved:
            self.answer(step.answer)

    def demo_move(self, demo: list[str] | None = None) -> str:
        """The move a demonstration makes now: the first of ``demo`` (a Goal's, by default) that
        is right here, used up; else the first right move."""
        step = self.current
        demo = list(step.demo) if demo is None and isinstance(step, Goal) else demo or []
        right = self.right_moves()
        if not right:
            raise TutorError(f"no move is expected at step {self.step} ({self._kind()})")
        for index, action in enumerate(demo):
            if action in right:
                del demo[: index + 1]
                return action
        return right[0]

    # --- what the widget shows --------------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """The ``tutor`` trait: lesson, title, step, steps, kind, text, question, feedback,
        can_next, can_back, next_lesson (once the lesson is done) and scores (what the learner's
        seat can count of the scores now; see ``js/CONTRACT.md``)."""
        step = self.current
        question = None
        if isinstance(step, Ask):
            question = {"prompt": step.prompt, "options": list(step.options)}
        following = next_lesson(self.lesson) if step is None else None
        return {
            "lesson": self.lesson.id,
            "title": self.lesson.title,
            "step": self.step,
            "steps": len(self.lesson.steps),
            "kind": self._kind(),
            "text": self._end_text(following) if step is None else self.text + self.advice,
            "question": question,
            "feedback": None if self.feedback is None else dict(self.feedback),
            "can_next": self.can_next,
            "can_back": self.can_back,
            "next_lesson": None if following is None else {"id": following.id, "title": following.title},
            "scores": live_scores(self.view()),
            "minutes": self.minutes,
        }

    def __repr__(self) -> str:
        where = "done" if self.done else f"step {self.step} of {len(self.lesson.steps)}"
        return f"Tutor({self.lesson.game}/{self.lesson.id}, {where})"

    # --- inside -----------------------------------------------------------------------------

    def _end_text(self, following: Lesson | None) -> str:
        """What the tutor says once the lesson is done: the next lesson, or after the last, where
        to play on."""
        end = f"That is the end of “{self.lesson.title}”."
        if following is not None:
            return f"{end} Next comes “{following.title}”."
        if not is_last(self.lesson):
            return end
        info = self.game.info
        # the bot of the lesson's free play (else the greedy one); a solo game: a bot as teammate
        bot = next((step.bot for step in self.lesson.steps if isinstance(step, Play)), "greedy")
        seats = ["human"] + [bot] * max(1, info.min_players - 1)
        table = f'vw.Table("{info.id}", seats={seats!r})'.replace("'", '"')
        puzzles = (
            f' To sharpen your eye, find the best move in positions from real games with `vw.Puzzles("{info.id}")`.'
            if info.id in shipped_puzzles()
            else ""
        )
        return (
            f"{end} That was the last lesson of {info.title}. Play on against the bots, as many games as "
            f"you like, with `{table}`. When a game is over, press “Review this game”: it shows which of "
            f"your moves cost you the most and what was better.{puzzles}"
        )

    def _kind(self) -> str:
        step = self.current
        if step is None:
            return "done"
        return step.kind if isinstance(step, Expect | Goal | Ask | Play) else "say"

    def _where(self) -> str:
        return f"lesson {self.lesson.game}/{self.lesson.id}, step {self.step}"

    def _enter(self) -> None:
        """Carry out the step reached (a Setup or a Do happens now) and pass the silent ones."""
        self.feedback = None
        self.solved = False
        self.advice = ""  # what a strong player would do, said after a Say's text
        self.text = ""  # the step's words, written from the live position when they are a function of it
        while (step := self.current) is not None:
            if isinstance(step, Say) and step.strong_move:
                key = (self.lesson.game, self.lesson.id, id(self.lesson), self.index, tuple(self.state.actions))
                if key not in _ADVICE:
                    _ADVICE[key] = self._advise()
                self.advice = _ADVICE[key]
            if isinstance(step, Setup):
                self._setup(step)
            elif isinstance(step, Do):
                self._play(step.actions, check=True)
            elif isinstance(step, Expect):
                self._check_expect(step)
            elif isinstance(step, Goal):
                self._answer(step.bot, step.prefer)
                self._check_goal(step)
            elif isinstance(step, Respond):
                self._answer(step.bot, step.prefer, step.until)
            elif isinstance(step, Play):
                self._answer(step.bot)
            if not isinstance(step, Setup | Do | Respond) or step.text:
                self.text = self._live(step.text)
                return
            self.index += 1

    def _live(self, text: Text) -> str:
        """A step's words: ``text``, or what it writes from the learner's view."""
        if isinstance(text, str):
            return text
        written = text(self.view())
        if not isinstance(written, str) or not written.strip():
            raise LessonError(f"{self._where()}: the step's text function wrote {shown(written)}, not words")
        return written

    def _advise(self) -> str:
        """The paragraph a Say with ``strong_move`` adds: the move in words and its reason."""
        try:
            best = self.strong_move()
        except TutorError as error:
            raise LessonError(f"{self._where()}: a Say with strong_move needs the learner to decide: {error}") from None
        move = best["text"][0].lower() + best["text"][1:]
        return f"\n\n**A strong player** would {move}. {best['reason']}"

    def _setup(self, step: Setup) -> None:
        try:
            if step.scenario is not None:
                self.state = self.game.scenario(step.scenario)
                actions: Sequence[str] = ()
            else:
                assert step.record is not None
                actions = tuple(step.record.get("actions", ()))
                self.state = self.game.replay({**step.record, "actions": []})
            self.seat = self.state.check_seat(step.seat)
        except RulesError as error:
            raise LessonError(f"{self._where()}: the Setup position cannot be built: {error}") from None
        self.log = []
        self.events = []
        self.setups += 1
        self._record(list(self.state.opening_events))
        self._play(actions, check=True)

    def _play(self, actions: Sequence[str], check: bool = False) -> list[Event]:
        """Play ``actions`` and record their events; the events as the learner's seat saw them."""
        seen: list[Event] = []
        for action in actions:
            if check and action not in self.state.legal_actions():
                raise LessonError(
                    f"{self._where()}: action {action!r} is not legal here (seat {self.state.current_player} "
                    f"decides; legal: {', '.join(self.state.legal_actions()) or 'none'})"
                )
            seen += self._record(self.state.apply(action))
        return seen

    def _record(self, events: list[Event]) -> list[Event]:
        seen = observe_events(events, self.seat)
        self.events.extend(seen)
        self.log.extend(seen)
        return seen

    def _check_expect(self, step: Expect) -> None:
        owner = self.state.current_player
        if owner != self.seat:
            raise LessonError(
                f"{self._where()}: the learner (seat {self.seat}) must decide here, but seat {owner} does"
            )
        legal = self.state.legal_actions()
        for action in step.actions:
            if action not in legal:
                raise LessonError(
                    f"{self._where()}: expected action {action!r} is not legal here; legal: {', '.join(legal)}"
                )

    def _check_goal(self, step: Goal) -> None:
        """The learner must decide at a Goal, and some legal move must reach it."""
        owner = self.state.current_player
        if self.state.is_over or owner != self.seat:
            raise LessonError(
                f"{self._where()}: the learner (seat {self.seat}) must decide here, but "
                + ("the game is over" if self.state.is_over else f"seat {owner} does")
            )
        if not any(self._reaches(step, action) for action in self.state.legal_actions()):
            raise LessonError(f"{self._where()}: no legal move reaches the step's goal")

    def _rule(self, step: Expect) -> str:
        """The rulebook section of the decision at hand: the one the observation names, else the
        one the first event of a right move applies (tried on a copy)."""
        decision = self.view().get("decision")
        rule = decision.get("rule") if isinstance(decision, dict) else None
        if not rule:
            events = self.state.clone().apply(step.actions[0])
            rule = events[0]["rule"] if events else self.lesson.sections[0]
        return section_name(self.lesson.game, rule)

    def _general_feedback(self, step: Expect, action: str) -> str:
        tip = f" Hint: {step.hint}" if step.hint else ""
        if action in self.state.legal_actions():
            return (
                f"“{self.state.describe(action)}” is allowed ({self._rule(step)}), "
                f"but it is not the move this step is looking for.{tip}"
            )
        return self._illegal(action) + tip

    def _illegal(self, action: str) -> str:
        """Why ``action`` is not legal now: the engine names the rule that forbids it, from what
        the learner's seat can see."""
        return f"“{_shown(action)}” is not a legal move here: {self.state.explain(action, self.seat).text}"
