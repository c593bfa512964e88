"""Adventurous's own lesson tests: the lessons teach every rule, let the learner meet every
placement rule refusing a try, and tell each move what it led to; what every game's lessons must
do is checked in ``test_lessons.py`` (each step legal and the tutor agreeing with the engine, every
right move played to the end, every worked example replayed live, no run of 8 words of the
rulebook) and ``test_teaching_measures.py`` (the time, the choices that stand, the first turn).

- Every step where the learner moves tells them what their move led to (its ``outcome``).
- At a decision the lessons reach, a placement the rules refuse is refused with the engine's
  reason, naming the very rule, and nothing changes; between them the lessons let the learner
  meet every placement rule refusing one (the tries below, found by the words of their step).
- The issue's fixes: the player count is said to be this kit's; the marvels lesson asks Explore
  or Discover over a limit and tells the running score, the limits and the whirlpools; the map
  lesson is played, several placements told what they did to the path; the difficulty table,
  marvels of the crew's choosing, no Explore from an empty deck and passing the map deck are taught.
- The rule ids the engine emits (events and decisions of seeded random games over every
  difficulty, both ship sides and one to four players) are all among the lessons' ``sections``,
  each is shown live by some lesson, and each lesson shows the rules it claims.
- The worked examples the lessons replay (the cost "3 + fin serpent", five fins) end as the
  rulebook says, the last marvels can end either way, and the lessons that teach our readings
  say so.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import pytest
from lesson_checks import check_choice_outcomes, check_rules_shown, played_rules, says_it_is_ours, tutor_at

import venture_widgets as vw
from venture_widgets.games.adventurous.cards import CARD_BY_NUMBER
from venture_widgets.games.adventurous.lessons import LESSONS, later, start
from venture_widgets.games.adventurous.lessons.common import deciding
from venture_widgets.games.adventurous.model import NUMERALS
from venture_widgets.games.adventurous.sections import SECTIONS
from venture_widgets.tutor import Ask, Goal, Lesson, Setup, Tutor, list_lessons
from venture_widgets.tutor.model import MOVE_STEPS

NAME = "adventurous"
GAME = vw.load_game(NAME)
IDS = [lesson.id for lesson in LESSONS]
ALL_IDS = ["quick_start", "map", "marvels", "journey_effects", "end_of_voyage"]
BY_ID = {lesson.id: lesson for lesson in LESSONS}
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


def step_showing(lesson: Lesson, words: str) -> int:
    """The index of the first step of ``lesson`` whose text, as shown along the demonstration,
    has ``words``."""
    tutor = Tutor(lesson)
    while not tutor.done:
        if words in tutor.text:
            return tutor.index
        tutor.solve_step()
        tutor.next()
    raise AssertionError(f"{lesson.id}: no step shows {words!r}")


def placing(lesson: Lesson, words: str, branch: Sequence[str] = ()) -> Tutor:
    """A tutor at the first placement decision from the step showing ``words``, the learner having
    made the moves of ``branch`` first and then the demonstration's."""
    tutor = tutor_at(lesson, step_showing(lesson, words))
    moves = list(branch)
    while True:
        while tutor.solved or not isinstance(tutor.current, MOVE_STEPS):
            tutor.solve_step()
            tutor.next()
        if not moves and deciding(tutor.view()) == "place":
            return tutor
        tutor.act(moves.pop(0) if moves else tutor.demo_move())


def test_lessons_are_listed_in_order() -> None:
    assert list_lessons(NAME) == IDS == ALL_IDS
    assert [lesson.id for lesson in start.LESSONS] == ALL_IDS[:3]
    assert [lesson.id for lesson in later.LESSONS] == ALL_IDS[3:]


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_every_move_is_told_what_it_led_to(lesson: Lesson) -> None:
    check_choice_outcomes(lesson)
    goals = [step for step in lesson.steps if isinstance(step, Goal)]
    assert goals and all(goal.outcome is not None for goal in goals)


# --- every placement rule refusing a try -------------------------------------------------------

#: (lesson, words of the step, the learner's moves there before the demonstration's, a try, the
#: rule that refuses it)
TRIES = [
    ("quick_start", "The first card", (), "place 5 -3,-1 90", "place.ship"),
    ("quick_start", "The first card", (), "place 5 -3,-4 0", "map.first"),
    ("map", "Where a map card may go", (), "place 13 -3,-6 0", "map.extend"),
    ("map", "Where a map card may go", (), "place 13 4,-2 90", "map.cover_whole"),
    ("map", "Where a map card may go", (), "place 13 5,-5 0", "map.single_path"),
    ("marvels", "Explore or Discover?", (), "place 13 4,-1 0", "marvel.landscape"),
    ("marvels", "Explore or Discover?", (), "place 13 3,-1", "marvel.no_path"),
    ("marvels", "Explore or Discover?", (), "place 13 4,-2", "marvel.cost"),
    ("marvels", "Explore or Discover?", (), "place 13 6,-2", "place.grid"),
    ("journey_effects", "first turn under an effect", (), "place 7 -3,-4 90", "journey.portrait_only"),
    ("journey_effects", "Restrictions", ("explore",), "place 7 7,-13 90", "journey.spare_encounters"),
    ("end_of_voyage", "Lay card 7", (), "place 7 -7,-1 90", "place.marvel"),
    ("end_of_voyage", "No Explore from an empty deck", (), "place 3 3,-23", "marvel.restriction"),
]


@pytest.mark.parametrize(
    "lesson_id, words, branch, wrong, rule", TRIES, ids=[f"{lesson}/{rule}" for lesson, *_, rule in TRIES]
)
def test_a_refused_placement_gets_the_engines_reason_naming_its_rule(
    lesson_id: str, words: str, branch: Sequence[str], wrong: str, rule: str
) -> None:
    tutor = placing(BY_ID[lesson_id], words, branch)
    before = tutor.state.snapshot()
    assert wrong not in tutor.state.legal_actions()
    feedback = tutor.act(wrong)
    assert not feedback["ok"] and "is not a legal move here" in feedback["text"]
    assert f"(rule {rule}: {SECTIONS[rule]})" in feedback["text"], feedback["text"]
    assert tutor.state.snapshot() == before and not tutor.solved


def test_the_learner_may_meet_every_placement_rule_refusing_a_try() -> None:
    assert {rule for *_, rule in TRIES} == PLACEMENT_RULES


# --- the fixes -------------------------------------------------------------------------


def test_the_player_count_is_said_to_be_this_kits() -> None:
    first = start.QUICK_START.steps[0]
    assert isinstance(first, Setup) and "in this kit** one to four" in first.text


def test_explore_or_discover_over_a_limit_tells_the_score_the_limits_and_the_whirlpools() -> None:
    index = step_showing(start.MARVELS, "Explore or Discover?")
    tutor = tutor_at(start.MARVELS, index)
    view = tutor.view()
    assert view["counts"]["fin"] > view["ship"]["thresholds"]["fin"] and view["score"]["fin"] == 0
    assert sorted(tutor.right_moves()) == ["discover active", "discover top", "explore"]
    for action in tutor.right_moves():
        fork = tutor.fork()
        said = fork.act(action)["text"]
        assert f"score is {view['score']['total']}" in said and "5 fins (over 4: 0)" in said and "whirlpools" in said


def test_the_map_is_taught_by_laying_cards_each_told_what_it_did_to_the_path() -> None:
    tutor = tutor_at(start.THE_MAP, step_showing(start.THE_MAP, "Where a map card may go"))
    told = []
    while not tutor.done:
        while isinstance(tutor.current, MOVE_STEPS) and not tutor.solved:
            placing_now = deciding(tutor.view()) == "place" and len(tutor.right_moves()) > 1
            tutor.act(tutor.demo_move())
            if placing_now:
                told.append(tutor.feedback["text"])
        tutor.next()
    assert len(told) >= 3 and all(re.search(r"path \d+ → \d+ segments", text) for text in told), told


def test_the_rules_the_old_lessons_left_out_are_taught() -> None:
    texts = {lesson.id: " ".join(text for text in _shown(lesson)) for lesson in LESSONS}
    difficulties = next(step for step in later.JOURNEY.steps if isinstance(step, Ask) and "Legend" in step.options)
    assert "Legend one, one, three" in difficulties.explanation and "picks" in texts["journey_effects"]
    assert "passed the map deck" in texts["quick_start"]
    index = step_showing(later.END, "No Explore from an empty deck")
    tutor = tutor_at(later.END, index)
    assert tutor.view()["map_deck"]["count"] == 0 and "explore" not in tutor.right_moves()
    assert len(tutor.right_moves()) == 2


def _shown(lesson: Lesson) -> list[str]:
    """The texts of ``lesson``'s steps as shown along its demonstration."""
    tutor, shown = Tutor(lesson), []
    while not tutor.done:
        shown.append(tutor.text)
        tutor.solve_step()
        tutor.next()
    return shown


# --- the worked examples and the end -----------------------------------------------------------


def test_the_marvel_cost_example_covers_a_fin_a_serpent_and_three_more() -> None:
    """Marvel 13, "3 + fin serpent": every place the learner may lay it covers at least five
    encounters, a fin and a serpent among them, from three serpents right at their limit."""
    tutor = placing(start.MARVELS, "Explore or Discover?")
    before = tutor.view()["counts"]
    assert before["serpent"] == 3 and tutor.view()["score"]["serpent"] == 6
    assert tutor.view()["discovering"]["card"] == 13
    for action in tutor.right_moves():
        fork = tutor.fork()
        assert fork.act(action)["ok"]
        after = fork.view()["counts"]
        hidden = {kind: before[kind] - after[kind] for kind in ("fin", "serpent", "trident", "whirlpool")}
        assert hidden["fin"] >= 1 and hidden["serpent"] >= 1 and sum(hidden.values()) >= 5
        assert fork.view()["score"]["serpent"] == 2 * after["serpent"]


def test_five_fins_end_the_voyage_with_the_last_cards_set_aside() -> None:
    tutor = placing(later.END, "Lay card 7")
    tutor.act(later.FIVE_FINS.actions[0])
    tutor.next()
    said = tutor.act(later.FIVE_FINS.actions[1])["text"]
    view = tutor.view()
    assert view["is_over"] and view["set_aside"][-2:] == [5, 8] and view["counts"]["fin"] == 5
    assert "set aside (our reading)" in said and "Lost at Sea" in said


def test_where_the_learner_lays_the_last_marvel_but_one_decides_the_result() -> None:
    tutor = placing(later.END, "No Explore from an empty deck")
    results = set()
    for action in tutor.right_moves():
        fork = tutor.fork()
        fork.act(action)
        while not fork.state.is_over:
            fork.solve_step()
            fork.next()
        results.add(fork.view()["outcome"]["result"])
    assert results == {"successful", "marvelous"}


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
    assert says_it_is_ours(lesson)


ACTIVE = re.compile(r"marvel (\d+) \((I{1,3})\),? (?:is )?active", re.IGNORECASE)


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_a_setup_that_names_the_active_marvel_names_the_tables(lesson: Lesson) -> None:
    """Where a position's text says which marvel is active, the table agrees, mark and all (so a
    change of the cards' data cannot leave the words behind)."""
    named = 0
    for index, step in enumerate(lesson.steps):
        if isinstance(step, Setup) and (found := ACTIVE.search(step.text)):
            number, numeral = found.group(1), found.group(2)
            state = tutor_at(lesson, index).state
            assert state.active_marvel == int(number), step.text[:80]
            assert NUMERALS[CARD_BY_NUMBER[int(number)].marvel.difficulty] == numeral
            named += 1
    if lesson.id in ("marvels", "journey_effects", "end_of_voyage"):
        assert named >= 1
