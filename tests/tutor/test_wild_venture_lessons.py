"""Every A Wild Venture lesson runs headless against the real rules, teaches every rule, replays
every worked example of the rulebook, and is written in our own words.

- Each lesson is walked step by step by a :class:`Tutor` and by the engine alone, which must
  agree after every step; listed wrong tries get their feedback and change nothing; every right
  move of a step leads to the end of the lesson (``lesson_checks.py``, shared with Venturesome).
- The rule ids the engine emits (events and decisions of seeded random games with every option)
  are all among the lessons' ``sections``, each is shown live by some lesson, and each lesson
  shows the rules it claims.
- Every example of ``games/wild_venture/examples.py`` is a live part of a lesson: its position
  is a Setup and its actions are the moves of the steps that follow, in order.
- No run of 8 words of the rulebook appears in a lesson or in the markdown of a tutorial
  notebook (fingerprints in ``wild_venture_rulebook_8grams.txt``; refresh them with
  ``python tests/tutor/test_wild_venture_lessons.py PATH/TO/wild_venture.txt``).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from lesson_checks import (
    HERE,
    copied_runs,
    expect_alternatives,
    fingerprints,
    finish_with,
    lesson_texts,
    notebook_markdown,
    reasoning_rules,
    replayed_by,
    rulebook_path,
    shown_rules,
    stored_fingerprints,
    walk_lesson,
    write_fingerprints,
)

import venture_widgets as vw
from venture_widgets.games.wild_venture.examples import EXAMPLES, Example
from venture_widgets.games.wild_venture.lessons import LESSONS
from venture_widgets.games.wild_venture.scoring import decide_winners
from venture_widgets.games.wild_venture.sections import SECTIONS
from venture_widgets.tutor import Expect, Lesson, Tutor, list_lessons, load_lesson

NAME = "wild_venture"
GAME = vw.load_game(NAME)
IDS = [lesson.id for lesson in LESSONS]


def test_lessons_are_listed_in_order_and_load_by_id() -> None:
    assert list_lessons(NAME) == IDS
    assert IDS == ["quick_start", "turn", "adventure", "gear_and_buildings", "end_of_game"]
    assert len(set(IDS)) == len(IDS)
    for lesson in LESSONS:
        assert load_lesson(NAME, lesson.id) is lesson
        assert lesson.game == NAME


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_every_step_is_legal_and_the_tutor_agrees_with_the_engine(lesson: Lesson) -> None:
    walk_lesson(GAME, lesson)


@pytest.mark.parametrize("lesson_id, index, action", list(expect_alternatives(LESSONS)))
def test_every_right_move_leads_to_the_end_of_the_lesson(lesson_id: str, index: int, action: str) -> None:
    finish_with(NAME, lesson_id, index, action)


def test_a_wrong_move_gets_feedback_and_changes_nothing() -> None:
    lesson = load_lesson(NAME, "adventure")
    index = next(i for i, s in enumerate(lesson.steps) if isinstance(s, Expect) and "move wa2" in s.feedback)
    tutor = Tutor(lesson)
    while tutor.index < index:
        tutor.solve_step()
        tutor.next()
    before = tutor.state.snapshot()
    feedback = tutor.act("move wa2")
    assert not feedback["ok"] and "+5 token" in feedback["text"]
    feedback = tutor.act("activate warren")
    assert not feedback["ok"] and "is not a legal move here" in feedback["text"]
    assert tutor.state.snapshot() == before and not tutor.can_next


# --- every rule is taught ----------------------------------------------------------------------


#: Score tables (points and Villager score per seat, leftover coins) whose ties random games
#: hardly reach: a tie broken on coins, one broken on the Villager score, one that stands.
TIES = [
    ([{"total": 9, "villagers": 4}, {"total": 9, "villagers": 6}], [3, 2]),
    ([{"total": 9, "villagers": 4}, {"total": 9, "villagers": 6}], [2, 2]),
    ([{"total": 9, "villagers": 4}, {"total": 9, "villagers": 4}], [2, 2]),
]


def engine_rules() -> set[str]:
    """Rule ids of the opening events, events, decisions and outcome steps of seeded random
    games (over both boards, both theme decks and both variants) and of the ties above, with
    and without the tie-break."""
    rules: set[str] = set()
    for scores, coins in TIES:
        for tiebreak in (False, True):
            rules |= reasoning_rules({"reasoning": decide_winners(scores, coins, tiebreak)[1]})
    rng = random.Random(2024)
    for seed in range(120):
        options = {
            "board": ("spring", "autumn")[seed % 2],
            "theme": ("academy", "tidings")[seed // 2 % 2],
            "even_wilder": seed % 5 == 0,
            "no_memory": seed % 3 == 0,
            "tiebreak": seed % 4 == 0,
        }
        state = GAME.new_game(seed=seed, **options)
        rules.update(e["rule"] for e in state.opening_events)
        while not state.is_over:
            rules.add(state.observe(None)["decision"]["rule"])
            rules.update(e["rule"] for e in state.apply(rng.choice(state.legal_actions())))
        rules |= reasoning_rules(state.outcome())
    return rules


@pytest.fixture(scope="module")
def emitted() -> set[str]:
    return engine_rules()


def test_the_lessons_teach_every_rule_the_engine_applies(emitted: set[str]) -> None:
    assert len(emitted) > 30
    taught = {section for lesson in LESSONS for section in lesson.sections}
    assert emitted - taught == set()
    assert emitted <= set(SECTIONS)
    assert taught <= set(SECTIONS), f"sections without a rulebook name: {taught - set(SECTIONS)}"


def test_every_rule_is_shown_live_and_each_lesson_shows_the_rules_it_claims(emitted: set[str]) -> None:
    shown: set[str] = set()
    for lesson in LESSONS:
        here = shown_rules(lesson)
        claimed = set(lesson.sections) & emitted
        assert claimed <= here, f"{lesson.id} claims but never shows {claimed - here}"
        shown |= here
    assert emitted - shown == set()


# --- the rulebook's worked examples ------------------------------------------------------------


@pytest.mark.parametrize("example", EXAMPLES, ids=[example.name for example in EXAMPLES])
def test_every_worked_example_is_replayed_live(example: Example) -> None:
    assert replayed_by(LESSONS, example), f"no lesson replays the example {example.name!r}"


def test_the_scoring_example_ends_at_forty() -> None:
    tutor = Tutor(load_lesson(NAME, "end_of_game"))
    while not (tutor.state.is_over and tutor.state.scores()[0]["total"] == 40):
        assert not tutor.done, "the lesson never reaches the 40-point position"
        tutor.solve_step()
        tutor.next()
    assert tutor.state.scores()[0] == {"total": 40, "villagers": 18, "buildings": 8, "gear": 14}


# --- our own words ------------------------------------------------------------------------------


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_no_lesson_text_copies_eight_words_of_the_rulebook(lesson: Lesson) -> None:
    rulebook = stored_fingerprints(NAME)
    for text in lesson_texts(lesson):
        copied = copied_runs(text, rulebook)
        assert not copied, f"{lesson.id}: copied from the rulebook: {copied}"


def test_section_names_copy_nothing_either() -> None:
    rulebook = stored_fingerprints(NAME)
    assert not [name for name in SECTIONS.values() if copied_runs(name, rulebook)]


NOTEBOOKS = sorted((HERE.parents[1] / "tutorials" / NAME).glob("*.ipynb"))
PLAY = HERE.parents[1] / "notebooks" / f"play_{NAME}.ipynb"


@pytest.mark.parametrize("notebook", [*NOTEBOOKS, PLAY], ids=[path.stem for path in [*NOTEBOOKS, PLAY]])
def test_no_notebook_text_copies_eight_words_of_the_rulebook(notebook: Path) -> None:
    copied = copied_runs(notebook_markdown(notebook), stored_fingerprints(NAME))
    assert not copied, f"{notebook.name} copies runs of words of the rulebook: {copied}"


def test_every_lesson_has_a_tutorial_notebook() -> None:
    sources = "\n".join(path.read_text() for path in NOTEBOOKS)
    for lesson in IDS:
        assert f'vw.Tutorial(\\"{NAME}\\", \\"{lesson}\\")' in sources, f"no notebook shows lesson {lesson!r}"


def test_the_rulebook_fingerprints_are_current() -> None:
    path = rulebook_path(NAME)
    if path is None:
        pytest.skip("the rulebook is not at hand (set VW_RULEBOOKS to its folder)")
    assert stored_fingerprints(NAME) == fingerprints(path.read_text())


if __name__ == "__main__":
    write_fingerprints(NAME, "A Wild Venture", Path(sys.argv[1]))
