"""How long a lesson takes and how often the learner decides: the measures the lessons are held to.

A lesson's time is its words read at :data:`WORDS_PER_MINUTE` plus :data:`SECONDS_PER_MOVE` for
each move made or question answered. The words are the ones a learner reads on the way through:
every step's text, a question's prompt, options and explanation, and what a right move is told
(the average over its right moves). Feedback on wrong tries is not counted, nor free play (it
lasts as long as the learner likes).

A learner's move is *a real choice* when the step accepts more than one move.

>>> from venture_widgets.tutor.model import Ask, Expect, Lesson, Say, Setup
>>> lesson = Lesson(id="tiny", game="venturesome", title="Tiny", summary="", sections=["turn.play"],
...     steps=[Setup(scenario={}, text="one two three"), Say("four five"),
...            Expect("Pick one.", ["a", "b"], outcomes={"a": "A!", "b": "B then."}),
...            Ask("Yes?", ["no", "yes"], answer=1, explanation="Yes.")])
>>> lesson_words(lesson)
12.5
>>> round(lesson_minutes(lesson), 3)
0.583
>>> choices(lesson)
(1, 1)
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .model import Ask, Do, Expect, Lesson, Play, Say, Setup, Step

WORDS_PER_MINUTE = 150
SECONDS_PER_MOVE = 15
_WORD = re.compile(r"[A-Za-z0-9][\w'\u2019.-]*")  # \u2019: the typographic apostrophe


def words(text: str) -> int:
    """The number of words in ``text`` (markdown marks and punctuation are not words).

    >>> words("**Setting up** (rulebook: Setup). Six cards — nine with two players.")
    10
    """
    return len(_WORD.findall(text))


def step_words(step: Step) -> float:
    """The words a learner reads at ``step`` on the way through the lesson."""
    if isinstance(step, Say | Setup | Do | Play):
        return words(step.text)
    if isinstance(step, Expect):
        told = [step.outcomes.get(action) or step.success for action in step.actions]
        return words(step.text) + sum(words(text) for text in told) / len(told)
    assert isinstance(step, Ask)
    shown = [step.text, step.prompt, *step.options, step.explanation]
    return sum(words(text) for text in shown)


def lesson_words(lesson: Lesson) -> float:
    """The words of the whole lesson (see :func:`step_words`)."""
    return sum(step_words(step) for step in lesson.steps)


def moves(lesson: Lesson) -> int:
    """The moves the learner makes and the questions they answer (free play not counted)."""
    return sum(isinstance(step, Expect | Ask) for step in lesson.steps)


def lesson_minutes(lesson: Lesson, extra_words: float = 0) -> float:
    """The estimated minutes of ``lesson``, plus ``extra_words`` read beside it (its notebook)."""
    return (lesson_words(lesson) + extra_words) / WORDS_PER_MINUTE + moves(lesson) * SECONDS_PER_MOVE / 60


def choices(lesson: Lesson) -> tuple[int, int]:
    """``(real choices, learner moves)``: the Expect steps that accept more than one move, and all
    Expect steps."""
    expects = [step for step in lesson.steps if isinstance(step, Expect)]
    return sum(step.is_choice for step in expects), len(expects)


def choice_share(lessons: Iterable[Lesson]) -> float:
    """The share of learner moves, over ``lessons``, that are real choices."""
    counts = [choices(lesson) for lesson in lessons]
    made = sum(moves for _, moves in counts)
    return sum(real for real, _ in counts) / made if made else 0.0
