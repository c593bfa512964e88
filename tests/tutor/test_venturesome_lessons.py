"""Every Venturesome lesson runs headless against the real rules, teaches every rule, and is
written in our own words.

- Each lesson is walked step by step twice: by a :class:`Tutor`, and independently by the engine
  (every Do action legal for the seat that owes it, every expected move legal for the learner's
  seat); both must agree on the position after every step. Every wrong try listed in a step gets
  its feedback and leaves the position unchanged; every quiz answer is a valid option; every
  lesson reaches ``done``, whichever of the right moves the learner picks.
- The rule ids the engine emits (events and decisions of many seeded games, the outcome's
  tie-break steps, and the effect and threat ids of ``data.py``) are all among the lessons'
  ``sections``, and each is shown live by some lesson.
- The quick start teaches scoring before the learner's first move or answer.
- No run of 8 words of the rulebook appears in any lesson text (outcomes and free play included).
  The rulebook is not part of the repository, so the check uses fingerprints of its 8-word runs
  (``venturesome_rulebook_8grams.txt``); when the rulebook is at hand (``VW_RULEBOOKS`` or
  ``../shared/rulebooks``) a test checks the fingerprints are current. Refresh them with
  ``python tests/tutor/test_venturesome_lessons.py PATH/TO/venturesome.txt``.

The checks shared with the other games' lesson tests are in ``lesson_checks.py``.
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
    rulebook_path,
    shown_rules,
    stored_fingerprints,
    walk_lesson,
    write_fingerprints,
)

import venture_widgets as vw
from venture_widgets.games.venturesome.data import CHARACTERS, THREATS
from venture_widgets.games.venturesome.lessons import LESSONS
from venture_widgets.games.venturesome.scoring import decide_winners
from venture_widgets.games.venturesome.sections import SECTIONS
from venture_widgets.tutor import Ask, Expect, Lesson, Setup, Tutor, list_lessons, load_lesson

NAME = "venturesome"
GAME = vw.load_game(NAME)
IDS = [lesson.id for lesson in LESSONS]


def test_lessons_are_listed_in_order_and_load_by_id() -> None:
    assert list_lessons(NAME) == IDS == ["quick_start", "turn", "characters", "threats", "rounds_and_scoring"]
    assert len(set(IDS)) == len(IDS)
    for lesson in LESSONS:
        assert load_lesson(NAME, lesson.id) is lesson
        assert lesson.game == NAME


def test_scoring_is_taught_before_the_learner_first_decides() -> None:
    """Issue 10: the old lessons asked for the pair "worth the least" lessons before scoring."""
    steps = LESSONS[0].steps
    scoring = min(i for i, step in enumerate(steps) if "scoring" in step.teaches)
    assert scoring < min(i for i, step in enumerate(steps) if isinstance(step, Expect | Ask))


def test_the_quick_starts_first_move_is_a_real_choice_that_shows_the_colour_rule() -> None:
    """Issue 10: the first turn offers a hand where the choice matters: two or more cards the
    learner may lay, each with its own outcome, and one the colour rule bars, explained."""
    tutor = Tutor(LESSONS[0])
    while not isinstance(tutor.current, Expect):
        tutor.solve_step()
        tutor.next()
    step = tutor.current
    cards = {action.split()[1] for action in step.actions}
    assert len(cards) >= 2 and set(step.outcomes) == set(step.actions)
    assert len({step.outcomes[action] for action in step.actions}) >= len(cards)
    legal = tutor.state.legal_actions()
    barred = [action for action in step.feedback if action not in legal]
    assert barred and all("Professor" in step.feedback[action] for action in barred)


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_every_step_is_legal_and_the_tutor_agrees_with_the_engine(lesson: Lesson) -> None:
    walk_lesson(GAME, lesson)


@pytest.mark.parametrize("lesson_id, index, action", list(expect_alternatives(LESSONS)))
def test_every_right_move_leads_to_the_end_of_the_lesson(lesson_id: str, index: int, action: str) -> None:
    finish_with(NAME, lesson_id, index, action)


# --- every rule is taught ----------------------------------------------------------------------


#: Score tables (points and gems per seat, treasure cards) whose ties random games hardly reach:
#: two players tied on everything; two tied players and a third with fewer points.
TIES = [
    ([{"total": 3, "gems": 2}, {"total": 3, "gems": 2}], [2, 2]),
    ([{"total": 4, "gems": 3}, {"total": 4, "gems": 3}, {"total": 1, "gems": 1}], [2, 2, 1]),
]


def engine_rules() -> set[str]:
    """Rule ids of events, decisions and tie-break steps of seeded random games and of the
    rare ties above, and the effect and threat ids of the data."""
    rules = {c.rule for c in CHARACTERS.values()} | {t.rule for t in THREATS}
    for scores, cards in TIES:
        rules.update(step["rule"] for step in decide_winners(scores, cards)[1])
    rng = random.Random(2024)
    for seed in range(150):
        state = GAME.new_game(players=2 + seed % 4, seed=seed)
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


def test_the_rulebook_examples_are_replayed() -> None:
    turn = load_lesson(NAME, "turn")
    expect = next(s for s in turn.steps if isinstance(s, Expect) and "play PROFESSOR.GEM1 left" in s.feedback)
    assert "already holds a Professor" in expect.feedback["play PROFESSOR.GEM1 left"]
    scoring = load_lesson(NAME, "rounds_and_scoring")
    index, example = next(
        (i, s)
        for i, s in enumerate(scoring.steps)
        if isinstance(s, Setup)
        and s.scenario is not None
        and s.scenario.get("treasures", [[]])[0] == ["Professor (2 Gems)"]
    )  # the rulebook's pile, named as people read it
    assert example.scenario is not None and example.scenario["hands"][0] == ["Professor (Map)"]
    tutor = Tutor(scoring)
    while tutor.index < index:
        tutor.solve_step()
        tutor.next()
    while True:
        tutor.solve_step()
        if tutor.state.is_over:
            break
        tutor.next()
    assert tutor.state.scores()[0] == {"total": 4, "gems": 2, "artifacts": 0, "artifact_sets": 0, "maps": 2}


# --- our own words ------------------------------------------------------------------------------


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_no_lesson_text_copies_eight_words_of_the_rulebook(lesson: Lesson) -> None:
    rulebook = stored_fingerprints(NAME)
    for text in lesson_texts(lesson):
        copied = copied_runs(text, rulebook)
        assert not copied, f"{lesson.id}: copied from the rulebook: {copied}"


NOTEBOOKS = sorted((HERE.parents[1] / "tutorials" / NAME).glob("*.ipynb"))


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=[path.stem for path in NOTEBOOKS])
def test_no_tutorial_notebook_text_copies_eight_words_of_the_rulebook(notebook: Path) -> None:
    copied = copied_runs(notebook_markdown(notebook), stored_fingerprints(NAME))
    assert not copied, f"{notebook.name} copies runs of words of the rulebook: {copied}"


def test_there_are_tutorial_notebooks() -> None:
    assert len(NOTEBOOKS) >= 4


def test_the_rulebook_fingerprints_are_current() -> None:
    path = rulebook_path(NAME)
    if path is None:
        pytest.skip("the rulebook is not at hand (set VW_RULEBOOKS to its folder)")
    assert stored_fingerprints(NAME) == fingerprints(path.read_text())


if __name__ == "__main__":
    write_fingerprints(NAME, "Venturesome", Path(sys.argv[1]))
