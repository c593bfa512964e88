"""What every game's lessons must do (each game with ``venture_widgets/games/<id>/lessons``);
each game's own lesson tests (``test_<game>_lessons.py``) check what only its lessons teach.

- The lessons load by id, each once, and belong to their game.
- Each lesson is walked step by step by a :class:`Tutor` and by the engine alone, which must
  agree after every step; listed wrong tries get their feedback and change nothing
  (``lesson_checks.py``).
- Every right move of every decision is played to the end of its lesson without error, and no
  text shown on the way names the learner's own seat in the third person ("Seat 0 plays…"):
  it speaks to them. A refusing goal takes the same moves whatever the hidden cards.
- Every worked example of the game's ``examples.py`` (where it has one) is a live part of a lesson.
- No run of 8 words of the rulebook appears in a lesson (its fingerprints are stored in
  ``<game>_rulebook_8grams.txt``; ``tests/tutor/test_rules_reference.py`` checks them against
  the rulebook).
"""

from __future__ import annotations

import importlib
import re

import pytest
from game_modules import games_with
from lesson_checks import copied_runs, lesson_texts, replayed_by, stored_fingerprints, walk_branches
from lesson_checks import walk_lesson as walk

from venture_widgets import list_games, load_game
from venture_widgets.core.examples import Example
from venture_widgets.tutor import Lesson, list_lessons, load_lesson
from venture_widgets.tutor.catalog import lessons

GAMES = games_with("lessons")
LESSONS = [lesson for game in GAMES for lesson in lessons(game)]
IDS = [f"{lesson.game}/{lesson.id}" for lesson in LESSONS]
EXAMPLES = [
    (game, example)
    for game in GAMES
    if game in games_with("examples")
    for example in importlib.import_module(f"venture_widgets.games.{game}.examples").EXAMPLES
]


def test_every_game_has_lessons() -> None:
    assert list_games() == GAMES


@pytest.mark.parametrize("game", GAMES)
def test_the_lessons_load_by_id_once_each_and_belong_to_their_game(game: str) -> None:
    ids = list_lessons(game)
    assert len(set(ids)) == len(ids) >= 4
    for lesson in lessons(game):
        assert load_lesson(game, lesson.id) is lesson
        assert lesson.game == game


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_every_step_is_legal_and_the_tutor_agrees_with_the_engine(lesson: Lesson) -> None:
    walk(load_game(lesson.game), lesson)


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_every_right_move_is_played_to_the_end_and_the_feedback_speaks_to_the_learner(lesson: Lesson) -> None:
    shown = walk_branches(lesson)
    third_person = [text for seat, text in shown if re.search(rf"\bSeat {seat}\b(?! \(you\))", text)]
    assert not third_person, f"{lesson.id}: names the learner's seat in the third person: {third_person[0]!r}"


@pytest.mark.parametrize(("game", "example"), EXAMPLES, ids=[f"{game}/{example.name}" for game, example in EXAMPLES])
def test_every_worked_example_is_replayed_live(game: str, example: Example) -> None:
    assert replayed_by(lessons(game), example), f"no lesson replays the example {example.name!r}"


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_no_lesson_text_copies_eight_words_of_the_rulebook(lesson: Lesson) -> None:
    rulebook = stored_fingerprints(lesson.game)
    for text in lesson_texts(lesson):
        copied = copied_runs(text, rulebook)
        assert not copied, f"{lesson.id}: copied from the rulebook: {copied}"
