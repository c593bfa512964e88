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
- The review's fixes: a move is told event by event in the order the events came (the learner's
  choice, then what the rules did at once, the crewmate's forced turn, the end), each once, from a
  table that agrees with the engine's; a marvel a move leaves no room is told so, and the Legend
  voyage's last turns are written from the live table, whatever the learner chose, to the end of
  the voyage if it comes first.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

import pytest
from lesson_checks import check_choice_outcomes, check_rules_shown, played_rules, says_it_is_ours, tutor_at

import venture_widgets as vw
from venture_widgets.core.view import observe_events
from venture_widgets.games.adventurous.cards import CARD_BY_NUMBER
from venture_widgets.games.adventurous.lessons import LESSONS, later, start
from venture_widgets.games.adventurous.lessons.common import Sea, deciding, marvels_left, told
from venture_widgets.games.adventurous.model import NUMERALS
from venture_widgets.games.adventurous.sections import SECTIONS
from venture_widgets.tutor import Ask, Goal, Lesson, Say, Setup, Tutor, list_lessons
from venture_widgets.tutor.model import MOVE_STEPS, Move

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


# --- the review's fixes -------------------------------------------------------------------------


def played(lesson: Lesson, words: str, moves: Sequence[str]) -> Tutor:
    """A tutor on the step showing ``words``, after the learner's ``moves`` there and on (the
    steps between passed as a demonstration would)."""
    tutor = tutor_at(lesson, step_showing(lesson, words))
    for move in moves:
        while tutor.solved or not isinstance(tutor.current, MOVE_STEPS):
            tutor.next()
        tutor.act(move)
    return tutor


def in_order(text: str, *parts: str) -> bool:
    """Whether ``text`` says each of ``parts`` once, in this order."""
    found = [text.find(part) for part in parts]
    return all(text.count(part) == 1 for part in parts) and -1 not in found and found == sorted(found)


def test_a_move_is_told_event_by_event_from_a_table_that_agrees_with_the_engines() -> None:
    """Seeded random games of one to three players: after the events of every move, the table
    :func:`told` follows is the engine's (what shows, the score, the marvels left and the active
    one, the map deck), and no words name the learner's seat."""
    moves = 0
    for seed in range(12):
        state = GAME.new_game(
            players=1 + seed % 3, seed=seed, difficulty=LEVELS[seed % 4], journey_effects=seed % 2 == 1
        )
        chooser = random.Random(seed)
        while not state.is_over:
            seat = state.current_player
            before, action = state.observe(seat), chooser.choice(state.legal_actions())
            said = state.describe(action)
            events = tuple(observe_events(state.apply(action), seat))
            move = Move(action, said, before, state.observe(seat), events)
            text, sea = told(move), Sea.of(before)
            for event in events:
                if event["type"] == "place":
                    sea.lay(event)
                elif event["type"] == "active_marvel":
                    sea.replace_active(event["card"])
            after = move.after
            assert (sea.counts, sea.score) == (after["counts"], after["score"]), (seed, action)
            assert sea.active == after["active_marvel"] and sea.marvels == set(marvels_left(after))
            assert f"Seat {seat}" not in text, text
            moves += 1
    assert moves > 200


def test_the_last_marvels_are_told_in_the_order_they_were_laid() -> None:
    """Five fins laid so that cards 5 and 8 fit: marvel 3 is taken for the learner, laid by them,
    then marvel 1 is taken and laid in its one place, and the voyage ends; and in the last two
    marvels, the crewmate's forced turn comes after the turn is handed over."""
    tutor = played(later.END, "Lay card 7", ["place 7 -8,3 270", "draw top", "place 5 -8,5 0", "place 8 -9,4 0"])
    assert tutor.feedback["text"].endswith(
        "you take the only marvel that fits, marvel 3 (I): cover 1 + serpent; may not cover any whirlpool."
    )
    said = tutor.act("place 3 -10,8")["text"]
    assert said.startswith("Marvel 3: ") and "Marvel 3, then" not in said
    assert in_order(
        said,
        "Marvel 14 becomes the active marvel.",
        "you take the only marvel that fits, marvel 1 (I)",
        "It goes in its one place",
        "The voyage ends",
        "Lost at Sea",
    )
    tutor = played(later.END, "No Explore from an empty deck", ["discover active", "place 3 8,-14"])
    said = tutor.feedback["text"]
    assert in_order(
        said,
        "Marvel 3: ",
        "Marvel 14 becomes the active marvel.",
        "You hand the turn",
        "Your crewmate's turn: with no map card left, they take the only marvel that fits, marvel 14.",
        "It goes in its one place",
        "The voyage ends: every card is down",
        "Marvelous Adventure!",
    )


def test_a_marvel_left_no_room_is_told_so() -> None:
    """In the last two marvels, a place for marvel 3 that leaves marvel 14 no room says so before
    the voyage ends without it, and the score sheet names it."""
    tutor = played(later.END, "No Explore from an empty deck", ["discover active", "place 3 3,-25"])
    assert in_order(tutor.feedback["text"], "Marvel 3: ", "Marvel 14 no longer fits anywhere.", "The voyage ends")
    while not isinstance(tutor.current, Say):
        tutor.next()
    assert "marvel 14 left out, minus 5" in tutor.text


def test_the_legend_voyage_tells_what_taking_the_top_marvel_first_leads_to() -> None:
    """Marvel 2 laid before marvel 17 (wherever it goes) leaves 17 no room: the step warned of it,
    the placement says so, the last turns say that effect III stays and what 17 left out costs,
    never that the effects end, and the voyage ends Lost at Sea, told so."""
    warning = played(later.JOURNEY, "Restrictions", [])
    assert "Marvel 2, on top of the deck, fits only where it takes that room" in warning.text
    for place in ("place 2 6,-12", "place 2 6,-11"):
        tutor = played(later.JOURNEY, "Restrictions", ["discover top", place])
        assert "Marvel 17 no longer fits anywhere." in tutor.feedback["text"]
        tutor.next()
        assert "Marvel 17 is the last to place" in tutor.text
        assert "Marvel 17 fits nowhere now: until a card makes room for it, effect III stays" in tutor.text
        while not tutor.solved:
            tutor.act(tutor.demo_move())
            assert "No journey effect is in force" not in tutor.feedback["text"]
        assert tutor.view()["is_over"] and "Lost at Sea" in tutor.feedback["text"]
        tutor.next()
        assert tutor.done


def test_the_legend_voyage_may_end_before_the_lessons_last_turn() -> None:
    """Two Explores leave the map deck empty and no marvel room: the voyage ends within the
    lesson's last step, told so, and the lesson ends there."""
    moves = ["explore", "draw top", "draw top", "place 7 8,-16 180", "place 5 5,-13 90", "explore", "draw top"]
    tutor = played(later.JOURNEY, "Restrictions", moves)
    assert tutor.solved and tutor.view()["is_over"]
    assert tutor.feedback["text"].endswith(
        "The voyage ends: no map card is left and no marvel fits. Your crew scores 36: Lost at Sea."
    )
    tutor.next()
    assert tutor.done


def test_the_legend_voyages_last_turns_are_written_from_the_live_table() -> None:
    """Whatever the learner's first move in the Legend voyage, the last turns' words name the
    effect in force and the marvels left as the table has them."""
    for first in ("discover active", "explore", "discover top"):
        tutor = played(later.JOURNEY, "Restrictions", [first])
        while not tutor.solved:
            tutor.act(tutor.demo_move())
        tutor.next()
        view = tutor.view()
        left = marvels_left(view)
        assert f"marvel {view['active_marvel']} is active" in tutor.text
        assert (
            f"Marvel {left[0]} is the last to place" if len(left) == 1 else "Marvels 17 and 2 are left"
        ) in tutor.text
