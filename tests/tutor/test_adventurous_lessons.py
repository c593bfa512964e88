"""Adventurous's own lesson tests: the lessons teach every rule and show every placement rule
refusing a placement; what every game's lessons must do is checked in ``test_lessons.py`` (each
step legal and the tutor agreeing with the engine, every right move leading to the end, every
worked example replayed live, no run of 8 words of the rulebook).

- Every right move of a choice says what it led to.
- A wrong try of a placement step that the rules refuse cites the section of the very rule the
  engine names for it, and between them the lessons show every placement rule refusing one.
- The rule ids the engine emits (events and decisions of seeded random games over every
  difficulty, both ship sides and one to four players) are all among the lessons' ``sections``,
  each is shown live by some lesson, and each lesson shows the rules it claims.
- The worked examples the lessons replay (the cost "3 + fin serpent", five fins) end as the
  rulebook says, and the lessons that teach our readings say so.
"""

from __future__ import annotations

import re

import pytest
from lesson_checks import check_choice_outcomes, check_rules_shown, played_rules, says_it_is_ours, tutor_at

import venture_widgets as vw
from venture_widgets.games.adventurous.cards import CARD_BY_NUMBER
from venture_widgets.games.adventurous.lessons import LESSONS, later, start
from venture_widgets.games.adventurous.model import NUMERALS
from venture_widgets.games.adventurous.sections import SECTIONS
from venture_widgets.tutor import Expect, Lesson, Setup, list_lessons

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


def test_lessons_are_listed_in_order() -> None:
    assert list_lessons(NAME) == IDS == ALL_IDS
    assert [lesson.id for lesson in start.LESSONS] == ALL_IDS[:3]
    assert [lesson.id for lesson in later.LESSONS] == ALL_IDS[3:]


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_every_right_move_of_a_choice_says_what_it_led_to(lesson: Lesson) -> None:
    check_choice_outcomes(lesson)


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


# --- every rule is taught ----------------------------------------------------------------------


LEVELS = ("novice", "seasoned", "veteran", "legend")


@pytest.fixture(scope="module")
def emitted() -> set[str]:
    """Rule ids of seeded random games (every difficulty, journey effects on and off, one to four players)."""
    return played_rules(
        GAME.new_game(players=1 + seed % 4, seed=seed, difficulty=LEVELS[seed % 4], journey_effects=seed % 3 != 0)
        for seed in range(40)
    )


def test_the_lessons_teach_and_show_every_rule_the_engine_applies(emitted: set[str]) -> None:
    assert len(emitted) > 15
    check_rules_shown(LESSONS, emitted, SECTIONS)


# --- our own words ------------------------------------------------------------------------------


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_our_readings_and_reconstructions_are_said_to_be_ours(lesson: Lesson) -> None:
    """Journey effects, the grid and the set-aside reading are ours: the lessons that teach them say so."""
    if lesson.id in ("quick_start", "map", "marvels", "journey_effects", "end_of_voyage"):
        assert says_it_is_ours(lesson)


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
