"""A match passes for a person asked to answer out of turn who can only pass (``auto_pass``,
``venture_widgets/widgets/match.py``): Venture (2019) asks every seat to answer every card."""

from __future__ import annotations

import random
import re

import pytest

from venture_widgets import load_game
from venture_widgets.core.errors import InvalidOptionError
from venture_widgets.core.view import observe_events
from venture_widgets.widgets import Table
from venture_widgets.widgets.match import Match

SEATS = ["human", "greedy", "random", "greedy", "random", "greedy"]


def only_pass(state, seat: int) -> bool:
    """Whether ``seat`` owes an answer whose only legal action is ``pass``."""
    decision = state.observe(seat)["decision"]
    return state.current_player == seat and decision["kind"] == "answer" and state.legal_actions() == ["pass"]


def play(match: Match, moves: int, seed: int = 0) -> None:
    """The person plays ``moves`` random legal actions (fewer if the game ends first)."""
    rng = random.Random(seed)
    for _ in range(moves):
        if match.state.is_over:
            return
        match.act(rng.choice(match.state.legal_actions()))


def passes_made_for(record: dict, seat: int) -> int:
    """How many of the record's actions were a pass of ``seat`` where it could only pass."""
    state = load_game(record["game"]).replay({**record, "actions": []})
    count = 0
    for action in record["actions"]:
        count += only_pass(state, seat)
        state.apply(action)
    return count


def test_a_person_who_can_only_pass_is_never_asked_and_the_pass_is_recorded():
    match = Match("venture_2019", SEATS, seed=5)
    for _ in range(40):
        if match.state.is_over:
            break
        assert match.to_move == 0 and not only_pass(match.state, 0)
        play(match, 1, seed=len(match.state.actions))
    passed = [event for event in match.log if event["type"] == "passed_for"]
    assert len(passed) == passes_made_for(match.record(), 0) > 0
    assert load_game("venture_2019").replay(match.record()).snapshot() == match.state.snapshot()


def test_the_log_line_says_why_to_the_person_only():
    match = Match("venture_2019", SEATS, seed=5)
    play(match, 10)
    passed = [event for event in match.log if event["type"] == "passed_for"]
    assert passed and all(event["seat"] == 0 and event["rule"] == "cards.instant" for event in passed)
    mine, theirs = observe_events(passed, 0), observe_events(passed, 1)
    assert {event["text"] for event in mine} == {"Passed for you: you hold nothing to answer with."}
    assert {event["text"] for event in theirs} == {"Seat 0 passes."}


def test_with_auto_pass_off_the_person_is_asked_to_pass():
    match = Match("venture_2019", SEATS, seed=5, auto_pass=False)
    asked = False
    for _ in range(60):
        if match.state.is_over:
            break
        asked = asked or only_pass(match.state, 0)
        play(match, 1, seed=len(match.state.actions))
    assert asked and not any(event["type"] == "passed_for" for event in match.log)


def test_undo_steps_over_the_passes_made_for_the_person():
    match = Match("venture_2019", SEATS, seed=5)
    play(match, 12)
    while not match.state.is_over and match.undo(0):
        assert match.to_move == 0 and not only_pass(match.state, 0)
    assert not match.can_undo(0)


def test_undo_and_a_replayed_record_keep_the_log_lines():
    match = Match("venture_2019", SEATS, seed=5)
    play(match, 12)
    before = [event for event in match.log if event["type"] == "passed_for"]
    match.undo(0)
    _ = match.act(match.state.legal_actions()[0])
    again = Match("venture_2019", SEATS, record=match.record())
    lines = [event for event in again.log if event["type"] == "passed_for"]
    assert before and len(lines) == passes_made_for(again.record(), 0)


def test_hot_seat_with_hidden_hands_passes_for_nobody():
    """Two people share the screen: passing for one would skip their hand-off screen and show
    the other that they hold no answer."""
    assert not Match("venture_2019", ["human", "human", "greedy"], seed=1).auto_pass
    assert Match("venture_2019", ["human", "greedy", "greedy"], seed=1).auto_pass
    assert Match("adventurous", ["human", "human"], seed=1).auto_pass  # played in the open


def test_a_table_passes_on_the_option():
    assert Table("venturesome", seats=["human", "greedy"], seed=1).match.auto_pass
    assert not Table("venturesome", seats=["human", "greedy"], seed=1, auto_pass=False).match.auto_pass


@pytest.mark.parametrize("value", ["no", "False", 0, 1, None])
def test_auto_pass_is_true_or_false_and_anything_else_is_named(value: object) -> None:
    """Checked like every other argument of a table: ``"no"`` was taken, and meant on."""
    message = re.escape(f"auto_pass must be True or False, got {value!r}")
    with pytest.raises(InvalidOptionError, match=message):
        Table("venture_2019", seats=SEATS[:3], seed=1, auto_pass=value)  # type: ignore[arg-type]
    with pytest.raises(InvalidOptionError, match=message):
        Match("venture_2019", SEATS[:3], seed=1, auto_pass=value)  # type: ignore[arg-type]
