"""Venturesome's own lesson tests: the lessons teach every rule, go on from the learner's own
choices and are written in our own words; what every game's lessons must do is checked in
``test_lessons.py`` (each step legal and the tutor agreeing with the engine, every wrong try
listed answered, every right move leading to the end, no run of 8 words of the rulebook in a
lesson).

- Every decision of the learner is a choice whose moves lead to different positions, and the
  lessons go on from it: only the threats lesson starts a second table after a choice (issue 31).
- What comes next is written from what the choice led to: the turn lesson's Guide, laid first or
  last; a threat's cost against the best one; the hand a Collector's trade leaves; the short
  deal of round 3.
- The characters' tour refuses only what would end it: parting with a character still to come,
  barring the Adventurer still to be laid.
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
from venture_widgets.games.venturesome.data import CHARACTERS, THREATS, card_name
from venture_widgets.games.venturesome.lessons import LESSONS
from venture_widgets.games.venturesome.scoring import decide_winners, score_codes
from venture_widgets.games.venturesome.sections import SECTIONS
from venture_widgets.tutor import Ask, Expect, Goal, Say, Setup, Tutor, list_lessons, load_lesson
from venture_widgets.tutor.measure import measure, share_standing

NAME = "venturesome"
GAME = vw.load_game(NAME)
IDS = [lesson.id for lesson in LESSONS]


def test_lessons_are_listed_in_order() -> None:
    assert list_lessons(NAME) == IDS == ["quick_start", "turn", "characters", "threats", "rounds_and_scoring"]


def test_scoring_is_taught_before_the_learner_first_decides() -> None:
    """Issue 10: the old lessons asked for the pair "worth the least" lessons before scoring."""
    steps = LESSONS[0].steps
    scoring = min(i for i, step in enumerate(steps) if "scoring" in step.teaches)
    assert scoring < min(i for i, step in enumerate(steps) if isinstance(step, Expect | Goal | Ask))


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


def test_the_quick_starts_quiz_asks_about_the_hand_on_the_table() -> None:
    tutor = Tutor(LESSONS[0])
    while not isinstance(tutor.current, Ask):
        tutor.next()
    quiz = tutor.current
    assert isinstance(quiz, Ask)
    hand = tutor.view()["seats"][0]["hand"]
    assert all(card_name(code) in quiz.prompt for code in hand)
    assert quiz.options[quiz.answer] == str(score_codes(hand)["total"])


# --- the learner's choices stand ----------------------------------------------------------------


def test_every_decision_is_a_choice_and_the_lessons_go_on_from_it() -> None:
    measured = [measure(lesson) for lesson in LESSONS]
    assert all(decision.is_choice for found in measured for decision in found.decisions)
    # the threats' second table, and the fresh deal of the free game after the end of round 2
    assert [found.overwritten for found in measured] == [0, 0, 0, 1, 1]
    assert share_standing(measured) >= 0.9


def moved(lesson: str, *actions: str) -> Tutor:
    """A tutor of ``lesson`` at its first move, which takes ``actions``, then on to the next step."""
    tutor = Tutor(load_lesson(NAME, lesson))
    while not isinstance(tutor.current, Expect | Goal):
        tutor.solve_step()
        tutor.next()
    for action in actions:
        tutor.act(action)
    tutor.next()
    return tutor


def test_the_turn_lesson_goes_on_from_the_first_card_laid() -> None:
    reporter, guide = moved("turn", "play REPORTER.ANKH right"), moved("turn", "play GUIDE.GEM2 left")
    assert reporter.index == guide.index and reporter.setups == guide.setups == 1
    assert "only your Guide fits" in reporter.text and reporter.right_moves() == [
        "play GUIDE.GEM2 left",
        "play GUIDE.GEM2 right",
    ]
    assert "Which card would you rather lay again?" in guide.text
    assert guide.right_moves() == ["return PROFESSOR.RING@2", "return COLLECTOR.MAP@3"]


def test_a_threat_is_told_what_it_took_and_what_the_best_one_would_have_left() -> None:
    tutor = moved("quick_start", "play REPORTER.GEM2 left")
    assert "Reporter (Map) and Professor (1 Gem)" in tutor.text  # the hand the learner shows
    said = tutor.act("threat NATIVE")["text"]
    assert said == (
        "Native takes Professor (3 Gems): you bank 3 cards, 4 points, and leave the round. Jaguar would have "
        "left you 6 points."
    )


def test_the_characters_tour_refuses_only_what_would_end_it() -> None:
    tutor = Tutor(load_lesson(NAME, "characters"))
    tutor.next()
    tutor.act("play PROFESSOR.RING left")  # the Professor drew the Reporter (3 Gems): one card goes under
    assert tutor.right_moves() == ["bottom REPORTER.GEM1", "bottom REPORTER.GEM3", "bottom PROFESSOR.STATUETTE"]
    refused = tutor.act("bottom AVIATOR.GEM2")
    assert not refused["ok"] and "Keep your characters" in refused["text"]
    while not isinstance(tutor.current, Goal) or "Artifact Hunter" not in tutor.text:
        tutor.solve_step()
        tutor.next()
    tutor.act("play ARTIFACT_HUNTER.MAP left")
    assert "intimidate ADVENTURER" not in tutor.right_moves() and "intimidate GUIDE" in tutor.right_moves()
    assert tutor.act("intimidate REPORTER")["text"].startswith("Nobody, you included, may lay a Reporter")


def _row(tutor: Tutor) -> list[str]:
    return list(tutor.view()["seats"][0]["expedition"])


def _played_on(tutor: Tutor) -> Tutor:
    """``tutor`` with its step finished along the demonstration, on the next step."""
    tutor.solve_step()
    tutor.next()
    return tutor


@pytest.mark.parametrize("take", ["take 1:GUIDE.GEM3@1", "take 2:PROFESSOR.GEM2@1"])
@pytest.mark.parametrize("give", ["give GUIDE.GEM1@1", "give PROFESSOR.RING@2"])
def test_the_characters_tour_leaves_your_row_to_you_and_says_so(give: str, take: str) -> None:
    """Review (second pass): the learner's Aviator took Seat 1's Guide (3 Gems), then the others'
    Aviators took it away unsaid. Now their Aviators swap only with each other, and the next step
    says the row is as the learner left it."""
    tutor = Tutor(load_lesson(NAME, "characters"))
    while "**Aviator:**" not in tutor.text:
        _played_on(tutor)
    for action in ["play AVIATOR.GEM2 right", give, take]:
        tutor.act(action)
    left = _row(tutor)
    tutor.next()
    assert _row(tutor) == left and f"Your row is as you left it, {_cards(left)}" in tutor.text
    for trade in ["trade-with 1", "trade-with 2"]:
        fork = tutor.fork()
        fork.act("play COLLECTOR.GEM1 right")
        fork.act(trade)
        while not fork.done:  # the Collector's trade, the Hunter, the Adventurer
            fork.solve_step()
            mine = _row(fork)
            fork.next()
            assert fork.done or _row(fork) == mine


def _cards(codes: list[str]) -> str:
    names = [card_name(code) for code in codes]
    return f"{', '.join(names[:-1])} and {names[-1]}"


def test_the_quick_starts_later_turn_shows_rows_a_real_round_reaches() -> None:
    """Review: the others had empty rows and two cards each in round 1. Now everyone has laid
    their cards (Seat 1 began, so the others one more than you): six cards each, hand and row."""
    tutor = Tutor(LESSONS[0])
    while not isinstance(tutor.current, Expect):
        _played_on(tutor)
    seats, setup = tutor.view()["seats"], LESSONS[0].steps[tutor.index - 1]
    assert all(seat["hand_count"] + len(seat["expedition"]) == 6 for seat in seats)
    assert [len(seat["expedition"]) for seat in seats] == [3, 4, 4]
    assert isinstance(setup, Setup) and "Seat 1 began" in setup.text


def test_round_three_is_dealt_short_and_the_lesson_says_how_many_each() -> None:
    tutor = Tutor(load_lesson(NAME, "rounds_and_scoring"))
    while not (isinstance(tutor.current, Say) and "Round 3" in tutor.text):
        tutor.solve_step()
        tutor.next()
    dealt = len(tutor.view()["seats"][0]["hand"])
    assert dealt < 6 and f"everyone got {dealt} cards" in tutor.text
    assert "round.short_deal" in {event["rule"] for event in tutor.log}
    # review: who faced the last threat (you), and who begins (the player on your left)
    assert tutor.view()["turn"] == 1
    assert "You faced the last threat of round 2, so the player on your left, Seat 1, begins round 3." in tutor.text


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
