"""Venture Forth's own lesson tests: the lessons teach every rule and end the worked examples as
the rulebook does; what every game's lessons must do is checked in ``test_lessons.py`` (each step legal and the
tutor agreeing with the engine, every right move leading to the end, every worked example replayed
live, no run of 8 words of the rulebook).

- Every right move of a choice says what it led to; a wrong move gets feedback.
- The rule ids the engine emits (events and decisions of seeded random games over both board
  sides and the variant) are all among the lessons' ``sections``, each is shown live by some
  lesson, and each lesson shows the rules it claims.
- The Gorgon's placement and the Archer's journey end in the lessons as in the rulebook.
"""

from __future__ import annotations

import pytest
from lesson_checks import check_choice_outcomes, check_rules_shown, played_rules

import venture_widgets as vw
from venture_widgets.games.venture_forth.examples import BY_NAME
from venture_widgets.games.venture_forth.lessons import LESSONS, start
from venture_widgets.games.venture_forth.sections import SECTIONS
from venture_widgets.tutor import Expect, Lesson, Tutor, list_lessons, load_lesson

NAME = "venture_forth"
GAME = vw.load_game(NAME)
IDS = [lesson.id for lesson in LESSONS]
ALL_IDS = ["quick_start", "venture", "ambitions", "temples_and_treasures", "end_of_game"]


def test_lessons_are_listed_in_order() -> None:
    assert list_lessons(NAME) == IDS == ALL_IDS
    assert [lesson.id for lesson in start.LESSONS] == ALL_IDS[:3]


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_every_right_move_of_a_choice_says_what_it_led_to(lesson: Lesson) -> None:
    check_choice_outcomes(lesson)


def test_a_wrong_move_gets_feedback_and_changes_nothing() -> None:
    lesson = load_lesson(NAME, "venture")
    index = next(i for i, s in enumerate(lesson.steps) if isinstance(s, Expect) and "offer hestia" in s.feedback)
    tutor = Tutor(lesson)
    while tutor.index < index:
        tutor.solve_step()
        tutor.next()
    before = tutor.state.snapshot()
    feedback = tutor.act("offer hestia")
    assert not feedback["ok"] and "lesson 4" in feedback["text"]
    feedback = tutor.act("venture p3")
    assert not feedback["ok"] and "is not a legal move here" in feedback["text"]
    assert tutor.state.snapshot() == before and not tutor.can_next


def test_the_learner_sets_up_a_party_of_their_own() -> None:
    """The quick start deals a real table: the learner (seat 1) picks a starting adventurer and a
    temple site after Seat 0 has redrawn its hand."""
    tutor = Tutor(load_lesson(NAME, "quick_start"))
    while not (isinstance(tutor.current, Expect) and tutor.current.actions[0].startswith("pawn")):
        tutor.solve_step()
        tutor.next()
    rules = [event["rule"] for event in tutor.log]
    assert "setup.redraw" in rules and tutor.seat == 1
    assert sorted(tutor.legal()) == ["pawn mountains", "pawn shore", "pawn wild_north"]


# --- every rule is taught ----------------------------------------------------------------------


SIDES = ("sea_corner", "shore_centre")


@pytest.fixture(scope="module")
def emitted() -> set[str]:
    """Rule ids of seeded random games (both board sides, the variant on and off, two to four players)."""
    return played_rules(
        GAME.new_game(players=2 + seed % 3, seed=seed, side=SIDES[seed % 2], hidden_tokens=seed % 3 == 0)
        for seed in range(60)
    )


def test_the_lessons_teach_and_show_every_rule_the_engine_applies(emitted: set[str]) -> None:
    assert len(emitted) > 25
    check_rules_shown(LESSONS, emitted, SECTIONS)


# --- the rulebook's worked examples ------------------------------------------------------------


def test_the_gorgon_is_played_on_any_of_its_spaces() -> None:
    """The quick start ends with the Gorgon played where the example says it may go, and each of
    those spaces is a right move."""
    example = BY_NAME["gorgon_placement"]
    lesson = load_lesson(NAME, "quick_start")
    last = lesson.steps[-1]
    assert isinstance(last, Expect)
    assert sorted([*last.actions, *last.feedback]) == list(example.legal[0])


def test_the_archer_journey_ends_as_in_the_rulebook() -> None:
    """Played as the rulebook's John plays it, the journey leaves the Archer at Level II with a
    despair, four points, the Hoplite wandering and the Lion discarded."""
    tutor = Tutor(load_lesson(NAME, "ambitions"))
    while not tutor.done:
        tutor.solve_step()
        tutor.next()
    facts = tutor.state
    archer = next(card for card in facts.party[0])
    assert (facts.level[archer], facts.will[archer], facts.despair[archer], facts.points[0]) == (2, 0, 1, 4)
    assert facts.position[0] == "mountains" and len(facts.treasures[0]) == 1
