"""Venturesome's own lesson tests: the lessons teach every rule and are written in our own words;
what every game's lessons must do is checked in ``test_lessons.py`` (each step legal and the tutor
agreeing with the engine, every wrong try listed answered, every right move leading to the end,
no run of 8 words of the rulebook in a lesson).

- The rule ids the engine emits (events and decisions of many seeded games, the outcome's
  tie-break steps, and the effect and threat ids of ``data.py``) are all among the lessons'
  ``sections``, and each is shown live by some lesson.
- The quick start teaches scoring before the learner's first move or answer.
- No run of 8 words of the rulebook appears in the tutorial notebooks either. The rulebook is
  not part of the repository, so the check uses fingerprints of its 8-word runs
  (``venturesome_rulebook_8grams.txt``); when the rulebook is at hand (``VW_RULEBOOKS`` or
  ``../shared/rulebooks``) a test checks the fingerprints are current. Refresh them with
  ``python tests/tutor/test_venturesome_lessons.py PATH/TO/venturesome.txt``.

The checks shared with the other games' lesson tests are in ``lesson_checks.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from lesson_checks import (
    HERE,
    copied_runs,
    fingerprints,
    notebook_markdown,
    played_rules,
    rulebook_path,
    shown_rules,
    stored_fingerprints,
    write_fingerprints,
)

import venture_widgets as vw
from venture_widgets.games.venturesome.data import CHARACTERS, THREATS
from venture_widgets.games.venturesome.lessons import LESSONS
from venture_widgets.games.venturesome.scoring import decide_winners
from venture_widgets.games.venturesome.sections import SECTIONS
from venture_widgets.tutor import Ask, Expect, Setup, Tutor, list_lessons, load_lesson

NAME = "venturesome"
GAME = vw.load_game(NAME)
IDS = [lesson.id for lesson in LESSONS]


def test_lessons_are_listed_in_order() -> None:
    assert list_lessons(NAME) == IDS == ["quick_start", "turn", "characters", "threats", "rounds_and_scoring"]


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
    games = (GAME.new_game(players=2 + seed % 4, seed=seed) for seed in range(150))
    return rules | played_rules(games, outcomes=True)


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
