"""Every Adventurous lesson runs headless against the real rules, teaches every rule, shows every
placement rule refusing a placement, and is written in our own words.

- Each lesson is walked step by step by a :class:`Tutor` and by the engine alone, which must
  agree after every step; listed wrong tries get their feedback and change nothing; every right
  move of a step leads to the end of the lesson (``lesson_checks.py``, shared with the other games).
- A wrong try of a placement step that the rules refuse cites the section of the very rule the
  engine names for it, and between them the lessons show every placement rule refusing one.
- The rule ids the engine emits (events and decisions of seeded random games over every
  difficulty, both ship sides and one to four players) are all among the lessons' ``sections``,
  each is shown live by some lesson, and each lesson shows the rules it claims.
- Every worked example of ``games/adventurous/examples.py`` (the cost "3 + fin serpent", five
  fins, a completed setup) is a live part of a lesson.
- No run of 8 words of the rulebook appears in a lesson (its fingerprints are stored in
  ``adventurous_rulebook_8grams.txt``).
"""

from __future__ import annotations

import random
import re

import pytest
from lesson_checks import (
    check_rules_shown,
    copied_runs,
    expect_alternatives,
    finish_with,
    lesson_texts,
    replayed_by,
    stored_fingerprints,
    tutor_at,
    walk_lesson,
)

import venture_widgets as vw
from venture_widgets.games.adventurous.cards import CARD_BY_NUMBER
from venture_widgets.games.adventurous.examples import EXAMPLES, Example
from venture_widgets.games.adventurous.lessons import LESSONS, later, start
from venture_widgets.games.adventurous.model import NUMERALS
from venture_widgets.games.adventurous.sections import SECTIONS
from venture_widgets.tutor import Expect, Lesson, Setup, list_lessons, load_lesson

NAME = "adventurous"
GAME = vw.load_game(NAME)
IDS = [lesson.id for lesson in LESSONS]
ALL_IDS = ["quick_start", "map", "marvels", "journey_effects", "end_of_voyage"]
#: Every rule that can refuse a placement (the ones the engine names in ``explain``).
PLACEMENT_RULES = {
    "place.ship",
    "place.marvel",
    "place.grid",
    "map.first",
    "map.extend",
    "map.cover_whole",
    "map.single_path",
    "marvel.landscape",
    "marvel.no_path",
    "marvel.cost",
    "marvel.restriction",
    "journey.portrait_only",
    "journey.spare_encounters",
}


def test_lessons_are_listed_in_order_and_load_by_id() -> None:
    assert list_lessons(NAME) == IDS == ALL_IDS
    assert [lesson.id for lesson in start.LESSONS] == ALL_IDS[:3]
    assert [lesson.id for lesson in later.LESSONS] == ALL_IDS[3:]
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


def refusals() -> list[tuple[Lesson, int, str, str]]:
    """``(lesson, step index, wrong try, its feedback)`` for every listed wrong try that the rules
    refuse (not merely another legal move)."""
    found = []
    for lesson in LESSONS:
        for index, step in enumerate(lesson.steps):
            if isinstance(step, Expect) and step.feedback:
                legal = tutor_at(lesson, index).state.legal_actions()
                found += [(lesson, index, wrong, text) for wrong, text in step.feedback.items() if wrong not in legal]
    return found


REFUSALS = refusals()


@pytest.mark.parametrize(
    "lesson, index, wrong, text", REFUSALS, ids=[f"{lesson.id}/{wrong}" for lesson, _, wrong, _ in REFUSALS]
)
def test_a_refused_placement_cites_the_rule_the_engine_names(lesson: Lesson, index: int, wrong: str, text: str) -> None:
    tutor = tutor_at(lesson, index)
    before = tutor.state.snapshot()
    rule = tutor.state.explain(wrong, tutor.seat).rule
    assert text.endswith(f"(rulebook: {SECTIONS[rule]})"), f"{wrong} is refused by {rule}: {text}"
    assert tutor.act(wrong) == {"ok": False, "text": text}
    assert tutor.state.snapshot() == before and not tutor.can_next


def test_every_placement_rule_is_shown_refusing_a_placement() -> None:
    shown = set()
    for lesson, index, wrong, _ in REFUSALS:
        tutor = tutor_at(lesson, index)
        shown.add(tutor.state.explain(wrong, tutor.seat).rule)
    assert shown == PLACEMENT_RULES


def test_an_unlisted_refused_placement_gets_the_engines_reason() -> None:
    """A placement the lesson did not foresee is still explained, naming the rule."""
    index = next(i for i, s in enumerate(start.THE_MAP.steps) if isinstance(s, Expect))
    tutor = tutor_at(start.THE_MAP, index)
    feedback = tutor.act("place 7 -1,-11 0")
    assert not feedback["ok"] and "is not a legal move here" in feedback["text"] and "(rule map." in feedback["text"]


def test_the_marvel_cost_example_covers_a_fin_a_serpent_and_three_more() -> None:
    """Marvel 13, "3 + fin serpent": every placement the lesson accepts covers at least five
    encounters, a fin and a serpent among them, from three serpents right at their limit."""
    index = next(i for i, s in enumerate(start.MARVELS.steps) if isinstance(s, Expect) and "place 13" in s.actions[0])
    for action in start.MARVELS.steps[index].actions:
        tutor = tutor_at(start.MARVELS, index)
        before = tutor.view()["counts"]
        assert before["serpent"] == 3 and tutor.view()["score"]["serpent"] == 6
        assert tutor.act(action)["ok"]
        after = tutor.view()["counts"]
        hidden = {kind: before[kind] - after[kind] for kind in ("fin", "serpent", "trident", "whirlpool")}
        assert hidden["fin"] >= 1 and hidden["serpent"] >= 1 and sum(hidden.values()) >= 5
        assert tutor.view()["score"]["serpent"] == 2 * after["serpent"]


def test_the_set_aside_card_is_told_and_the_last_card_decides_the_result() -> None:
    stuck = next(i for i, s in enumerate(later.END.steps) if isinstance(s, Expect))
    told = [action for action in later.STUCK_MOVES if "set aside" in later.STUCK_SAID[action]]
    assert told and len(told) < len(later.STUCK_MOVES)
    tutor = tutor_at(later.END, stuck)
    assert tutor.act(told[0])["ok"] and tutor.view()["set_aside"] == [17]
    results = {later.LAST_SAID[action].rsplit(": ", 1)[1] for action in later.LAST_MOVES}
    assert results == {"Lost at Sea", "Successful Voyage"}
    finished = GAME.replay(later.FINISHED)
    assert finished.is_over and finished.scores()[0]["total"] == 43 and finished.observe(0)["counts"]["fin"] == 11


@pytest.mark.parametrize("example", EXAMPLES, ids=[example.name for example in EXAMPLES])
def test_every_worked_example_is_replayed_live(example: Example) -> None:
    assert replayed_by(LESSONS, example), f"no lesson replays the example {example.name!r}"


# --- every rule is taught ----------------------------------------------------------------------


def engine_rules() -> set[str]:
    """Rule ids of the opening events, events and decisions of seeded random games (every
    difficulty, journey effects on and off, one to four players)."""
    rules: set[str] = set()
    rng = random.Random(2024)
    levels = ("novice", "seasoned", "veteran", "legend")
    for seed in range(40):
        options = {"difficulty": levels[seed % 4], "journey_effects": seed % 3 != 0}
        state = GAME.new_game(players=1 + seed % 4, seed=seed, **options)
        rules.update(e["rule"] for e in state.opening_events)
        while not state.is_over:
            rules.add(state.observe(None)["decision"]["rule"])
            rules.update(e["rule"] for e in state.apply(rng.choice(state.legal_actions())))
    return rules


@pytest.fixture(scope="module")
def emitted() -> set[str]:
    return engine_rules()


def test_the_lessons_teach_and_show_every_rule_the_engine_applies(emitted: set[str]) -> None:
    assert len(emitted) > 15
    check_rules_shown(LESSONS, emitted, SECTIONS)


# --- our own words ------------------------------------------------------------------------------


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_no_lesson_text_copies_eight_words_of_the_rulebook(lesson: Lesson) -> None:
    rulebook = stored_fingerprints(NAME)  # tests/tutor/test_rules_reference.py checks them against the rulebook
    for text in lesson_texts(lesson):
        copied = copied_runs(text, rulebook)
        assert not copied, f"{lesson.id}: copied from the rulebook: {copied}"


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_our_readings_and_reconstructions_are_said_to_be_ours(lesson: Lesson) -> None:
    """Journey effects, the grid and the set-aside reading are ours: the lessons that teach them say so."""
    text = " ".join(lesson_texts(lesson)).lower()
    if lesson.id in ("quick_start", "map", "marvels", "journey_effects", "end_of_voyage"):
        assert "in this kit" in text or "our reading" in text or "(ours)" in text


ACTIVE = re.compile(r"marvel (\d+) \((I{1,3})\),? (?:is )?active|with marvel (\d+) \((I{1,3})\) active")


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_a_setup_that_names_the_active_marvel_names_the_tables(lesson: Lesson) -> None:
    """Where a position's text says which marvel is active, the table agrees, mark and all (so a
    change of the cards' data cannot leave the words behind)."""
    named = 0
    for index, step in enumerate(lesson.steps):
        if isinstance(step, Setup) and (found := ACTIVE.search(step.text)):
            number, numeral = found.group(1) or found.group(3), found.group(2) or found.group(4)
            state = tutor_at(lesson, index).state
            assert state.active_marvel == int(number), step.text[:80]
            assert NUMERALS[CARD_BY_NUMBER[int(number)].marvel.difficulty] == numeral
            named += 1
    if lesson.id == "journey_effects":
        assert named == 4
