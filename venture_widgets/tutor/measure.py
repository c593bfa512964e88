"""How long a lesson takes and how often the learner's choices stand: the measures lessons are held to.

The measure plays the lesson with a :class:`~venture_widgets.tutor.Tutor`, along its
demonstration moves, and at each of the learner's decisions tries every move the step takes.

- **Time**: the words a learner reads on the way, at :data:`WORDS_PER_MINUTE`, plus
  :data:`SECONDS_PER_MOVE` for each move made or question answered. The words are those of every
  step as shown (a text written from the live position as it was written), a question's prompt,
  options and explanation, what a right move is told (the average over the moves the step takes),
  and the log lines a step asks the learner to read (:data:`READS_LOG`). Feedback on refused tries
  and free play are not counted.
- **Choices that stand**: a decision of the learner stands when the step takes more than one
  move, the moves lead to different positions, and after each of them the lesson goes on from
  the learner's own position to their next decision (or to its end) without a new ``Setup``.
  A choice some move of which is followed by a new ``Setup`` first is *overwritten*.

>>> from venture_widgets.tutor import load_lesson
>>> measured = measure(load_lesson("venturesome", "turn"))
>>> measured
LessonMeasure(venturesome/turn: 3.8 minutes, 5 of 5 decisions stand, 0 overwritten)
>>> [(len(decision.right), decision.different, decision.overwritten) for decision in measured.decisions][:2]
[(4, 4, False), (2, 2, False)]
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .model import MOVE_STEPS, Ask, Goal, Lesson, Play

if TYPE_CHECKING:
    from .runner import Tutor

WORDS_PER_MINUTE = 150
SECONDS_PER_MOVE = 15
_WORD = re.compile(r"[A-Za-z0-9][\w'\u2019.-]*")  # \u2019: the typographic apostrophe
#: A step whose words send the learner to the log (or the events, the history, the recap) has
#: the log lines of that step counted as read.
READS_LOG = re.compile(r"\b(log|events?|history|recap)\b", re.IGNORECASE)


def words(text: str) -> int:
    """The number of words in ``text`` (markdown marks and punctuation are not words).

    >>> words("**Setting up** (rulebook: Setup). Six cards — nine with two players.")
    10
    """
    return len(_WORD.findall(text))


@dataclass(frozen=True)
class Decision:
    """One decision of the learner on the demonstration's way: the ``step`` (an index), the
    ``action`` the demonstration made, the ``right`` moves the step takes, how many ``different``
    positions they lead to, whether some of them is ``overwritten`` (a new Setup comes before
    the learner's next decision), and where it was taken: the position's number (``setup``, from
    1, counting the lesson's Setups) and the game's ``turn`` there."""

    step: int
    action: str
    right: tuple[str, ...]
    different: int
    overwritten: bool
    setup: int = 0
    turn: int = 0

    @property
    def is_choice(self) -> bool:
        """More than one move is taken and they do not all lead to the same position."""
        return len(self.right) > 1 and self.different > 1

    @property
    def stands(self) -> bool:
        """A choice the lesson goes on from, whichever move the learner makes."""
        return self.is_choice and not self.overwritten


@dataclass(frozen=True)
class LessonMeasure:
    """What :func:`measure` found of one lesson: the ``words`` read, the ``answers`` given to
    questions and the learner's ``decisions``."""

    lesson: Lesson
    words: float
    answers: int
    decisions: tuple[Decision, ...]

    @property
    def moves(self) -> int:
        """The learner's moves and answers (free play not counted)."""
        return len(self.decisions) + self.answers

    @property
    def minutes(self) -> float:
        """The estimated minutes of the lesson."""
        return self.words / WORDS_PER_MINUTE + self.moves * SECONDS_PER_MOVE / 60

    @property
    def standing(self) -> int:
        """The decisions that are choices the lesson goes on from."""
        return sum(decision.stands for decision in self.decisions)

    @property
    def overwritten(self) -> int:
        """The choices a new Setup overwrites before the learner's next decision."""
        return sum(decision.is_choice and decision.overwritten for decision in self.decisions)

    def __repr__(self) -> str:
        return (
            f"LessonMeasure({self.lesson.game}/{self.lesson.id}: {self.minutes:.1f} minutes, "
            f"{self.standing} of {len(self.decisions)} decisions stand, {self.overwritten} overwritten)"
        )


_MEASURED: dict[tuple[int, bool], tuple[Lesson, LessonMeasure]] = {}


def measure(lesson: Lesson, branches: bool = True) -> LessonMeasure:
    """Play ``lesson`` along its demonstration and measure it (see the module docstring). Without
    ``branches`` only the demonstration's moves are played: the time is then what the demonstrated
    moves are told, and every decision counts as standing if it has more than one move.
    Remembered for the lesson object."""
    key = (id(lesson), branches)
    if key not in _MEASURED or _MEASURED[key][0] is not lesson:
        _MEASURED[key] = (lesson, _measure(lesson, branches))
    return _MEASURED[key][1]


def _measure(lesson: Lesson, branches: bool) -> LessonMeasure:
    from .runner import Tutor  # the runner shows a lesson's measured length

    tutor = Tutor(lesson)
    read, answers, decisions = 0.0, 0, []
    while not tutor.done:
        step = tutor.current
        read += words(tutor.text) + words(tutor.advice)
        if READS_LOG.search(tutor.text):
            read += sum(words(event.get("text", "")) for event in tutor.events)
        if isinstance(step, Ask):
            read += sum(words(text) for text in (step.prompt, *step.options, step.explanation))
            answers += 1
            tutor.answer(step.answer)
        elif isinstance(step, MOVE_STEPS):
            demo = list(step.demo) if isinstance(step, Goal) else []
            while not tutor.solved:
                decision, told = _decide(tutor, tutor.demo_move(demo), branches)
                decisions.append(decision)
                read += told
        elif isinstance(step, Play):
            break
        tutor.next()
    return LessonMeasure(lesson, read, answers, tuple(decisions))


def _decide(tutor: Tutor, action: str, branches: bool) -> tuple[Decision, float]:
    """Play the demonstration's ``action`` at the learner's decision, having tried every right
    move on a fork of the tutor; the decision and the words a right move is told (on average)."""
    right = tuple(tutor.right_moves())
    tried = [_branch(tutor, move) for move in right] if branches else []
    where = {"setup": tutor.setups, "turn": tutor.view().get("turn", 0)}
    index = tutor.index
    tutor.act(action)
    own = words(tutor.feedback["text"]) if tutor.feedback else 0
    if not branches:
        return Decision(index, action, right, len(right), False, **where), own
    positions = {position for position, _, _ in tried}
    told = sum(said for _, said, _ in tried) / len(tried)
    overwritten = any(over for _, _, over in tried)
    return Decision(index, action, right, len(positions), overwritten, **where), told


def _branch(tutor: Tutor, action: str) -> tuple[str, int, bool]:
    """Play ``action`` on a fork of ``tutor``: the position it leads to, the words it is told, and
    whether a new Setup comes before the learner's next decision."""
    fork = tutor.fork()
    fork.act(action)
    said = words(fork.feedback["text"]) if fork.feedback else 0
    position = _position(fork.state.snapshot())
    setups = fork.setups
    to_next_decision(fork)
    return position, said, fork.setups > setups


def to_next_decision(tutor: Tutor) -> None:
    """Take ``tutor`` on, as a demonstration would, to the learner's next move (a step that asks
    for one, or free play) or to the end of the lesson."""
    while not tutor.done:
        step = tutor.current
        if isinstance(step, Play) or (isinstance(step, MOVE_STEPS) and not tutor.solved):
            return
        tutor.solve_step()
        tutor.next()


def _position(snapshot: dict[str, Any]) -> str:
    """A position's snapshot without its history (the actions that led to it, the random state)."""
    return json.dumps({key: value for key, value in snapshot.items() if key not in ("actions", "rng")}, sort_keys=True)


def share_standing(measures: Iterable[LessonMeasure]) -> float:
    """The share of the learner's moves, over the lessons measured, that are choices that stand."""
    found = list(measures)
    made = sum(len(found_one.decisions) for found_one in found)
    return sum(found_one.standing for found_one in found) / made if made else 0.0
