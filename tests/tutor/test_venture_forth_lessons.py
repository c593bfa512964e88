"""Every Venture Forth lesson runs headless against the real rules, teaches every rule, replays
every worked example of the rulebook, and is written in our own words.

- Each lesson is walked step by step by a :class:`Tutor` and by the engine alone, which must
  agree after every step; listed wrong tries get their feedback and change nothing; every right
  move of a step leads to the end of the lesson (``lesson_checks.py``, shared with the other games).
- The rule ids the engine emits (events and decisions of seeded random games over both board
  sides and the variant) are all among the lessons' ``sections``, each is shown live by some
  lesson, and each lesson shows the rules it claims.
- Every example of ``games/venture_forth/examples.py`` is a live part of a lesson: its position
  is a Setup and its actions are the moves of the steps that follow, in order.
- No run of 8 words of the rulebook appears in a lesson (its fingerprints are stored in
  ``venture_forth_rulebook_8grams.txt``).
"""

from __future__ import annotations

import random

import pytest
from lesson_checks import (
    check_rules_shown,
    copied_runs,
    expect_alternatives,
    finish_with,
    lesson_texts,
    replayed_by,
    stored_fingerprints,
    walk_lesson,
)

import venture_widgets as vw
from venture_widgets.games.venture_forth.examples import EXAMPLES, Example
from venture_widgets.games.venture_forth.lessons import LESSONS, start
from venture_widgets.games.venture_forth.sections import SECTIONS
from venture_widgets.tutor import Expect, Lesson, Tutor, list_lessons, load_lesson

NAME = "venture_forth"
GAME = vw.load_game(NAME)
IDS = [lesson.id for lesson in LESSONS]
ALL_IDS = ["quick_start", "venture", "ambitions", "temples_and_treasures", "end_of_game"]


def test_lessons_are_listed_in_order_and_load_by_id() -> None:
    assert list_lessons(NAME) == IDS == ALL_IDS
    assert [lesson.id for lesson in start.LESSONS] == ALL_IDS[:3]
    for lesson in LESSONS:
        assert load_lesson(NAME, lesson.id) is lesson
        assert lesson.game == NAME


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_every_step_is_legal_and_the_tutor_agrees_with_the_engine(lesson: Lesson) -> None:
    walk_lesson(GAME, lesson)


@pytest.mark.parametrize("lesson_id, index, action", list(expect_alternatives(LESSONS)))
def test_every_right_move_leads_to_the_end_of_the_lesson(lesson_id: str, index: int, action: str) -> None:
    finish_with(NAME, lesson_id, index, action)


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_every_right_move_of_a_choice_says_what_it_led_to(lesson: Lesson) -> None:
    for step in lesson.steps:
        if isinstance(step, Expect) and step.is_choice:
            assert set(step.outcomes) == set(step.actions), step.text[:60]


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


def engine_rules() -> set[str]:
    """Rule ids of the opening events, events and decisions of seeded random games (both board
    sides, the variant on and off, two to four players)."""
    rules: set[str] = set()
    rng = random.Random(2024)
    for seed in range(60):
        options = {"side": ("sea_corner", "shore_centre")[seed % 2], "hidden_tokens": seed % 3 == 0}
        state = GAME.new_game(players=2 + seed % 3, seed=seed, **options)
        rules.update(e["rule"] for e in state.opening_events)
        while not state.is_over:
            rules.add(state.observe(None)["decision"]["rule"])
            rules.update(e["rule"] for e in state.apply(rng.choice(state.legal_actions())))
    return rules


@pytest.fixture(scope="module")
def emitted() -> set[str]:
    return engine_rules()


def test_the_lessons_teach_and_show_every_rule_the_engine_applies(emitted: set[str]) -> None:
    assert len(emitted) > 25
    check_rules_shown(LESSONS, emitted, SECTIONS)


# --- the rulebook's worked examples ------------------------------------------------------------


@pytest.mark.parametrize("example", EXAMPLES, ids=[example.name for example in EXAMPLES])
def test_every_worked_example_is_replayed_live(example: Example) -> None:
    assert replayed_by(LESSONS, example), f"no lesson replays the example {example.name!r}"


def test_the_gorgon_is_played_on_any_of_its_spaces() -> None:
    """The quick start ends with the Gorgon played where the example says it may go, and each of
    those spaces is a right move."""
    (example,) = [e for e in EXAMPLES if e.name == "gorgon_placement"]
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


# --- our own words ------------------------------------------------------------------------------


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_no_lesson_text_copies_eight_words_of_the_rulebook(lesson: Lesson) -> None:
    rulebook = stored_fingerprints(NAME)  # tests/tutor/test_rules_reference.py checks them against the rulebook
    for text in lesson_texts(lesson):
        copied = copied_runs(text, rulebook)
        assert not copied, f"{lesson.id}: copied from the rulebook: {copied}"
