"""Where lessons live: ``venture_widgets/games/<game>/lessons.py`` defines ``LESSONS`` (a tuple
of :class:`~venture_widgets.tutor.model.Lesson`, in teaching order); the rulebook section of each
rule id is the game's own table (``Game.rules``, from ``games/<game>/sections.py``).

>>> list_lessons("venturesome")[:2]
['quick_start', 'turn']
>>> load_lesson("venturesome", "turn").title
'A turn, step by step'
>>> section_name("venturesome", "turn.play")
"Player's Turn, step I"
>>> try:
...     load_lesson("venturesome", "chess")
... except LessonError as error:
...     print(error)
venturesome has no lesson 'chess'; lessons: quick_start, turn, characters, threats, rounds_and_scoring
"""

from __future__ import annotations

import importlib
from types import ModuleType

from ..core.errors import LessonError
from ..core.registry import load_game
from .model import Lesson


def _module(game: str) -> ModuleType:
    load_game(game)  # an unknown game raises UnknownGameError, naming the games
    try:
        return importlib.import_module(f"venture_widgets.games.{game}.lessons")
    except ModuleNotFoundError:
        raise LessonError(f"{game} has no lessons yet") from None


def lessons(game: str) -> tuple[Lesson, ...]:
    """All the lessons of ``game``, in teaching order."""
    found: tuple[Lesson, ...] = _module(game).LESSONS
    return found


def list_lessons(game: str) -> list[str]:
    """The lesson ids of ``game``, in teaching order."""
    return [lesson.id for lesson in lessons(game)]


def load_lesson(game: str, lesson: str) -> Lesson:
    """The lesson ``lesson`` of ``game``; a clear :class:`LessonError` if there is none."""
    for candidate in lessons(game):
        if candidate.id == lesson:
            return candidate
    raise LessonError(f"{game} has no lesson {lesson!r}; lessons: {', '.join(list_lessons(game))}")


def next_lesson(lesson: Lesson) -> Lesson | None:
    """The lesson of the same game that comes after ``lesson`` (``None`` after the last one, or
    for a lesson that is not one of the game's own).

    >>> next_lesson(load_lesson("venturesome", "quick_start")).id
    'turn'
    >>> next_lesson(load_lesson("venturesome", "rounds_and_scoring")) is None
    True
    """
    try:
        found = lessons(lesson.game)
    except LessonError:
        return None
    for number, candidate in enumerate(found[:-1]):
        if candidate is lesson:
            return found[number + 1]
    return None


def is_last(lesson: Lesson) -> bool:
    """Whether ``lesson`` is the last of its game's own lessons (its end says where to play on).

    >>> is_last(load_lesson("wild_venture", "end_of_game")), is_last(load_lesson("wild_venture", "quick_start"))
    (True, False)
    """
    try:
        return lessons(lesson.game)[-1] is lesson
    except LessonError:
        return False


def sections(game: str) -> dict[str, str]:
    """Every rule id the lessons of ``game`` may name, with the rulebook section it stands for
    (the game's own table, ``Game.rules``)."""
    return dict(load_game(game).rules)


def section_name(game: str, rule: str) -> str:
    """The rulebook section of a rule id (the id itself if the game does not name it)."""
    try:
        return sections(game).get(rule, rule)
    except LessonError:
        return rule
