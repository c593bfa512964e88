"""A Wild Venture's own lesson tests: the lessons teach every rule and are written in our own
words; what every game's lessons must do is checked in ``test_lessons.py`` (each step legal and
the tutor agreeing with the engine, every right move leading to the end, every worked example
replayed live, no run of 8 words of the rulebook in a lesson).

- A move that misses a refusing goal is explained and changes nothing; every Villager the learner
  may play on their first turn is told back as theirs.
- The lessons go on from the learner's own position: a new Setup comes only after a step that
  looked at the live table, and a live text follows the learner's branch.
- The rule ids the engine emits (events and decisions of seeded random games with every option)
  are all among the lessons' ``sections``, each is shown live by some lesson, and each lesson
  shows the rules it claims.
- The rulebook's scoring example ends at forty points in the last lesson.
- No run of 8 words of the rulebook appears in a section name or in the markdown of a notebook
  (fingerprints in ``wild_venture_rulebook_8grams.txt``; refresh them with
  ``python tests/tutor/test_wild_venture_lessons.py PATH/TO/wild_venture.txt``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from lesson_checks import (
    HERE,
    copied_runs,
    fingerprints,
    notebook_markdown,
    played_rules,
    reasoning_rules,
    rulebook_path,
    shown_rules,
    stored_fingerprints,
    tutor_at,
    walk_branches,
    write_fingerprints,
)

import venture_widgets as vw
from venture_widgets.games.wild_venture.cards import BY_CODE
from venture_widgets.games.wild_venture.lessons import LESSONS
from venture_widgets.games.wild_venture.scoring import decide_winners
from venture_widgets.games.wild_venture.sections import SECTIONS
from venture_widgets.games.wild_venture.show import name as show_name
from venture_widgets.tutor import Do, Expect, Goal, Respond, Say, Setup, Tutor, list_lessons, load_lesson
from venture_widgets.tutor.catalog import section_name

NAME = "wild_venture"
GAME = vw.load_game(NAME)
IDS = [lesson.id for lesson in LESSONS]


def test_lessons_are_listed_in_order() -> None:
    assert list_lessons(NAME) == IDS == ["quick_start", "turn", "adventure", "gear_and_buildings", "end_of_game"]


def test_a_move_that_misses_a_refusing_goal_is_explained_and_changes_nothing() -> None:
    lesson = load_lesson(NAME, "quick_start")
    tutor = tutor_at(lesson, next(i for i, s in enumerate(lesson.steps) if isinstance(s, Goal) and s.refuse))
    before = tutor.state.snapshot()
    feedback = tutor.act("activate warren")
    assert not feedback["ok"] and "Start with a Villager" in feedback["text"]
    feedback = tutor.act("play chainwhip")
    assert not feedback["ok"] and "is not a legal move here" in feedback["text"]
    assert tutor.state.snapshot() == before and not tutor.can_next


def test_every_villager_of_the_first_turn_is_told_back_as_the_learners_own() -> None:
    lesson = load_lesson(NAME, "quick_start")
    tutor = tutor_at(lesson, next(i for i, s in enumerate(lesson.steps) if isinstance(s, Goal) and s.refuse))
    told = {}
    for action in tutor.right_moves():
        fork = tutor.fork()
        told[action] = fork.act(action)["text"]
    assert sorted(told) == ["play hare_peddler", "play magpie_sorter", "play tadpole_scout"]
    for action, text in told.items():
        card = action.split()[1]
        assert text.startswith(show_name(card)) and BY_CODE[card].species.capitalize() in text


def test_a_new_position_comes_only_after_a_step_looked_at_the_learners_last_choice() -> None:
    """After the learner's moves in a position, the step before a new Setup writes its words from the
    live table (a Say, a Respond or a Goal whose text is a function of the view)."""
    for lesson in LESSONS:
        moved = False
        for before, step in zip(lesson.steps, lesson.steps[1:], strict=False):
            moved = (moved or isinstance(before, Goal | Expect)) and not isinstance(before, Setup)
            if isinstance(step, Setup) and moved:
                assert isinstance(before, Say | Respond | Goal) and callable(before.text), (lesson.id, step)


def test_a_live_text_follows_the_learners_own_branch() -> None:
    """At the Mossy Crossroads each way on is told, and the next step speaks of where the learner went."""
    lesson = load_lesson(NAME, "adventure")
    tutor = tutor_at(lesson, next(i for i, s in enumerate(lesson.steps) if isinstance(s, Goal)))
    spaces = {"move wn1": "Mystery Forest", "move ws1": "Reed Bank", "stop": "Mossy Crossroads"}
    assert sorted(tutor.right_moves()) == sorted(spaces)
    for action, space in spaces.items():
        fork = tutor.fork()
        fork.act(action)
        fork.next()
        assert space in fork.snapshot()["text"], action


def goal_of(lesson_id: str, words: str) -> Goal:
    """The first Goal of a lesson whose text (or text function's name) holds ``words``."""
    return next(
        step
        for step in load_lesson(NAME, lesson_id).steps
        if isinstance(step, Goal) and words in (step.text if isinstance(step.text, str) else step.text.__name__)
    )


def goal_at(lesson_id: str, words: str) -> Tutor:
    """A tutor on :func:`goal_of` ``lesson_id`` and ``words``, the steps before it solved."""
    lesson = load_lesson(NAME, lesson_id)
    return tutor_at(lesson, lesson.steps.index(goal_of(lesson_id, words)))


def branches(tutor: Tutor, stop: Callable[[Tutor], bool]) -> Iterator[Tutor]:
    """Every way the learner can play from ``tutor`` (every right move of every decision, the steps
    passed as they come) to where ``stop`` holds or the lesson ends: a tutor for each."""
    if tutor.done or stop(tutor):
        yield tutor
    elif tutor.solved or not isinstance(tutor.current, Goal):
        tutor.solve_step()
        tutor.next()
        yield from branches(tutor, stop)
    else:
        for action in tutor.right_moves():
            fork = tutor.fork()
            fork.act(action)
            yield from branches(fork, stop)


def test_the_reacting_turn_keeps_its_order_on_every_branch() -> None:
    """Gear and Buildings: the first Main Action must walk onto a Gain (else refused, said why), the
    token waits for the enchanting step, which comes on every branch in the same turn, token in hand;
    a last Main Action without a Crow card is told that the Postal Contract stayed still."""
    tutor = goal_at("gear_and_buildings", "Walk your Lilypad")
    turn = tutor.view()["turn"]
    for action in ("enchant sorting_office", "play rook_courier", "activate nest"):
        feedback = tutor.fork().act(action)
        assert not feedback["ok"] and "Walk your Lilypad first" in feedback["text"], action
    assert tutor.right_moves() == ["activate lilypad"]
    enchanting, crow = goal_of("gear_and_buildings", "**Enchanting**"), goal_of("gear_and_buildings", "_crow_card")
    reached = list(branches(tutor, lambda fork: fork.current is enchanting))
    assert len(reached) > 10
    for fork in reached:
        view = fork.view()
        assert view["turn"] == turn and view["active"] == 0 and view["main_actions_left"] == 0
        assert [token["on"] for token in view["seats"][0]["enchantments"]] == [None]
    at_crow = next(branches(tutor, lambda fork: fork.current is crow and not fork.solved))
    assert "enchant abacus_hall" not in at_crow.right_moves()
    assert "Postal Contract stays still" in at_crow.fork().act("activate nest")["text"]
    assert "stays still" not in at_crow.fork().act("play rook_courier")["text"]


def test_a_step_says_what_a_move_that_skips_its_point_skipped() -> None:
    """The first activation, the card played in a turn and Warren Steward: a move that skips the
    step's point is played and told so; the move the step asks for is not."""
    cases = [
        ("quick_start", "**activate** a card", "play burrow_bank", "activate warren", "activating waits"),
        ("turn", "_second_action", "activate nest", "play hare_peddler", "playing a card comes again"),
        ("turn", "Warren Steward", "activate nest", "activate warren_steward", "Warren Steward stays idle"),
    ]
    for lesson, words, skipping, asked, said in cases:
        tutor = goal_at(lesson, words)
        missed, right = tutor.fork().act(skipping), tutor.fork().act(asked)
        assert missed["ok"] and said in missed["text"], (lesson, skipping)
        assert right["ok"] and said not in right["text"], (lesson, asked)


def test_the_detailed_example_walks_on_to_the_enchantment_space_in_the_same_turn() -> None:
    """Stopping short of the Enchantment space is refused (it would end the turn); the next step
    names the token there as one the learner owns, whichever Villager the chest set off."""
    tutor = goal_at("adventure", "_enchantment_ahead")
    turn = tutor.view()["turn"]
    feedback = tutor.fork().act("stop")
    assert not feedback["ok"] and "Walk on" in feedback["text"]
    tutor = goal_at("adventure", "Which one?")
    for action in tutor.right_moves():
        fork = tutor.fork()
        fork.act(action)
        fork.next()
        fork.solve_step()
        fork.next()
        assert fork.view()["turn"] == turn and "moon (you own one)" in fork.text, action


def test_the_token_lesson_speaks_of_a_token_already_taken() -> None:
    """A Lilypad activated by the Starter reward takes the +5 token; the next step says so."""
    tutor = goal_at("adventure", "_starter_reward")
    tutor.act("activate lilypad")
    tutor.act("move wa1")
    tutor.next()
    assert "the +5 token you stopped on gave its reward" in tutor.text and "stop on a +5" not in tutor.text


def test_the_chests_are_told_with_the_rulebooks_options() -> None:
    text = next(
        step.text for step in load_lesson(NAME, "adventure").steps if isinstance(step, Do) and "Iron Chest" in step.text
    )
    assert "Gold Chest**: tuck 2, activate one of your Villagers, or Consider 5: Draw 2, Trash 3" in text
    assert "Ruby Chest**: tuck 3, take any 2 cards from the Trash" in text and "more of the same" not in text


def test_feedback_names_the_cards_tucked_and_reads_like_a_teacher() -> None:
    """No rule tag or score label in what a move is told, on any branch of any lesson; a card the
    learner tucks from hand, or empty from play, is named."""
    tags = {f"({section_name(NAME, rule)})" for rule in SECTIONS}
    for lesson in LESSONS:
        for _, text in walk_branches(lesson):
            assert not any(tag in text for tag in tags) and "Projected scores" not in text, (lesson.id, text)
            assert "You tuck a card from hand" not in text and "a card from play" not in text, (lesson.id, text)
    tutor = goal_at("turn", "Warren Steward")
    for action in ("activate warren_steward", "supply night_watch_crow", "free night_watch_crow"):
        tutor.act(action)
    assert tutor.act("tuck frog_wizard")["text"].startswith("You tuck Frog Wizard from hand.")


# --- every rule is taught ----------------------------------------------------------------------


#: Score tables (points and Villager score per seat, leftover coins) whose ties random games
#: hardly reach: a tie broken on coins, one broken on the Villager score, one that stands.
TIES = [
    ([{"total": 9, "villagers": 4}, {"total": 9, "villagers": 6}], [3, 2]),
    ([{"total": 9, "villagers": 4}, {"total": 9, "villagers": 6}], [2, 2]),
    ([{"total": 9, "villagers": 4}, {"total": 9, "villagers": 4}], [2, 2]),
]


def random_options(seed: int) -> dict[str, object]:
    """The options of the random game ``seed``: both boards, both theme decks, both variants."""
    return {
        "board": ("spring", "autumn")[seed % 2],
        "theme": ("academy", "tidings")[seed // 2 % 2],
        "even_wilder": seed % 5 == 0,
        "no_memory": seed % 3 == 0,
        "tiebreak": seed % 4 == 0,
    }


def engine_rules() -> set[str]:
    """Rule ids of the opening events, events, decisions and outcome steps of seeded random
    games (over both boards, both theme decks and both variants) and of the ties above, with
    and without the tie-break."""
    rules: set[str] = set()
    for scores, coins in TIES:
        for tiebreak in (False, True):
            rules |= reasoning_rules({"reasoning": decide_winners(scores, coins, tiebreak)[1]})
    games = (GAME.new_game(seed=seed, **random_options(seed)) for seed in range(120))
    return rules | played_rules(games, outcomes=True)


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


def test_the_scoring_example_ends_at_forty() -> None:
    tutor = Tutor(load_lesson(NAME, "end_of_game"))
    while not (tutor.state.is_over and tutor.state.scores()[0]["total"] == 40):
        assert not tutor.done, "the lesson never reaches the 40-point position"
        tutor.solve_step()
        tutor.next()
    assert tutor.state.scores()[0] == {"total": 40, "villagers": 18, "buildings": 8, "gear": 14}


# --- our own words ------------------------------------------------------------------------------


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
