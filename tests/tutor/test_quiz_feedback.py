"""Issue 9, item 3: every quiz answer gets feedback specific to it.

Every ``Ask`` step of every game's lessons explains each wrong option in its own words (never a
general "Not quite"), cites the rulebook section it rests on by name, and the tutor shows
exactly that explanation when the option is clicked, changing nothing else.
"""

from __future__ import annotations

import re

import pytest
from game_modules import game_module, games_with

from venture_widgets.tutor import Ask, Lesson, Tutor
from venture_widgets.tutor.catalog import lessons

CITATION = re.compile(r"\(rulebook: ([^)]+)\)\.?$")
ASKS = [
    (lesson, index, step)
    for game in games_with("lessons")
    for lesson in lessons(game)
    for index, step in enumerate(lesson.steps)
    if isinstance(step, Ask)
]
IDS = [f"{lesson.game}/{lesson.id}/step{index + 1}" for lesson, index, _ in ASKS]


def test_every_game_with_lessons_has_quizzes() -> None:
    for game in games_with("lessons"):
        assert len([lesson for lesson, _, _ in ASKS if lesson.game == game]) >= 3, game


@pytest.mark.parametrize(("lesson", "index", "step"), ASKS, ids=IDS)
def test_every_wrong_option_is_explained_and_cites_the_rulebook(lesson: Lesson, index: int, step: Ask) -> None:
    assert sorted(step.feedback) == sorted(step.wrong_options()), "an explanation for each wrong option, no other"
    texts = list(step.feedback.values())
    assert len(set(texts)) == len(texts) and step.explanation not in texts, "each explanation is its own"
    headings = game_module(lesson.game, "cases").RULEBOOK_HEADINGS  # tests/<game>/cases.py
    for option, text in step.feedback.items():
        assert not text.lower().startswith("not quite"), option
        cited = CITATION.search(text)
        assert cited, f"{option!r}: {text!r} cites no rulebook section"
        section = cited.group(1)
        named = [h for h in headings if section == h or section.startswith((f"{h}, ", f"{h}: "))]
        assert named, f"{option!r}: {section!r} is not a section of the rulebook"


@pytest.mark.parametrize(("lesson", "index", "step"), ASKS, ids=IDS)
def test_the_tutor_shows_the_explanation_of_the_option_clicked(lesson: Lesson, index: int, step: Ask) -> None:
    tutor = Tutor(lesson)
    while tutor.index < index:
        tutor.solve_step()
        tutor.next()
    before = tutor.state.snapshot()
    for number, option in enumerate(step.options):
        if number != step.answer:
            assert tutor.answer(number) == {"ok": False, "text": step.feedback[option]}
            assert not tutor.can_next and tutor.state.snapshot() == before
    assert tutor.answer(step.answer) == {"ok": True, "text": step.explanation}
