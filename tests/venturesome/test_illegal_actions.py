"""Venturesome: actions no rule allows raise :class:`IllegalActionError` (a ``RulesError``, a
``ValueError``) naming the action, and change nothing (``snapshot()`` is the same).

=============================================  ====================================================
Rule broken                                    Tests
=============================================  ====================================================
Step I: a card from your own hand, at an end,  test_illegal_play_*
of a colour not in the expedition
Decisions belong to one seat                   test_*_of_another_seat_*
Effects: only their own options                test_illegal_effect_answer_*
No action after the end of the game            test_no_action_is_legal_once_the_game_is_over
=============================================  ====================================================
"""

from __future__ import annotations

import pytest
from venturesome_helpers import end_of_game, run, scenario, unchanged_by

from venture_widgets import IllegalActionError, RulesError
from venture_widgets.games.venturesome.rules import VenturesomeState


def opening() -> VenturesomeState:
    """Seat 0 to play: Guide (Map) is in its expedition; seat 1 holds the Aviator (Map)."""
    return scenario(
        2,
        hands=[["GUIDE.GEM1", "REPORTER.RING", "COLLECTOR.GEM2"], ["AVIATOR.MAP", "PROFESSOR.RING"]],
        expeditions=[["GUIDE.MAP"], ["ADVENTURER.GEM3"]],
        threats=["JAGUAR", "TRAP"],
    )


def test_illegal_action_error_is_a_rules_error_and_a_value_error() -> None:
    assert issubclass(IllegalActionError, RulesError) and issubclass(RulesError, ValueError)


@pytest.mark.parametrize(
    "action",
    [
        "play GUIDE.GEM1 left",  # the colour rule
        "play REPORTER.RING",  # no end named on a non-empty expedition
        "play REPORTER.RING middle",  # not an end
        "play REPORTER.RING LEFT",
        "play ADVENTURER.MAP left",  # not in hand
        "play NOBODY.MAP left",  # no such card
        "play",
        "",
        " play REPORTER.RING left",
        "threat JAGUAR",  # step III before the hand is empty
        "return GUIDE.MAP@1",  # an effect nobody played
    ],
)
def test_illegal_play_raises_naming_the_action_and_changes_nothing(action: str) -> None:
    state = opening()
    message = unchanged_by(state, action)
    assert repr(action) in message and "seat 0" in message
    assert "play REPORTER.RING left" in message  # and it lists what is legal


@pytest.mark.parametrize("action", [None, 3, 1.5, b"play REPORTER.RING left", ["play REPORTER.RING left"], {"a": 1}])
def test_illegal_play_non_string_actions_raise_and_change_nothing(action: object) -> None:
    state = opening()
    assert repr(action)[:60] in unchanged_by(state, action)


def test_illegal_play_of_a_card_in_another_seats_hand_raises() -> None:
    state = opening()
    assert state.current_player == 0
    unchanged_by(state, "play AVIATOR.MAP left")
    unchanged_by(state, "play PROFESSOR.RING right")


def test_the_collectors_target_answers_and_the_actor_cannot_answer_for_it() -> None:
    state = scenario(2, hands=[["COLLECTOR.MAP", "GUIDE.GEM1", "REPORTER.RING"], ["PROFESSOR.GEM3", "AVIATOR.ANKH"]])
    run(state, "play COLLECTOR.MAP", "trade-with 1", "give GUIDE.GEM1")
    assert state.current_player == 1
    for action in ("give REPORTER.RING", "give-back REPORTER.RING", "give-back GUIDE.GEM1", "play REPORTER.RING"):
        unchanged_by(state, action)


@pytest.mark.parametrize(
    ("prelude", "action"),
    [
        (["play GUIDE.MAP"], "return GUIDE.MAP@1"),  # not in an empty expedition: effect ignored
        (["play ADVENTURER.MAP"], "swap-hands 0"),  # yourself
        (["play ADVENTURER.MAP"], "swap-hands 3"),  # no such seat
        (["play COLLECTOR.GEM2"], "trade-with 0"),
        (["play COLLECTOR.GEM2", "trade-with 1"], "give COLLECTOR.GEM2"),  # already played
        (["play ARTIFACT_HUNTER.MAP"], "intimidate ARTIFACT_HUNTER"),  # not in the stack
        (["play PROFESSOR.RING"], "bottom PROFESSOR.RING"),  # already played
    ],
)
def test_illegal_effect_answer_raises_and_changes_nothing(prelude: list[str], action: str) -> None:
    state = scenario(
        3,
        hands=[
            ["GUIDE.MAP", "ADVENTURER.MAP", "COLLECTOR.GEM2", "ARTIFACT_HUNTER.MAP", "PROFESSOR.RING", "REPORTER.RING"],
            ["AVIATOR.MAP"],
            ["REPORTER.GEM2"],
        ],
    )
    run(state, *prelude)
    assert repr(action) in unchanged_by(state, action)


def test_describe_of_an_illegal_action_raises() -> None:
    state = opening()
    assert state.describe("play REPORTER.RING left") == "Play Reporter (Ring) at the left end of your expedition"
    for action in ("play GUIDE.GEM1 left", None):
        with pytest.raises(IllegalActionError, match=repr(action)):
            state.describe(action)  # type: ignore[arg-type]


def test_no_action_is_legal_once_the_game_is_over() -> None:
    state, _ = end_of_game([["GUIDE.GEM3"], []])
    assert "game is over" in unchanged_by(state, "play REPORTER.MAP")


@pytest.mark.parametrize("seat", [-1, 2, True, "0"])
def test_observing_a_seat_that_does_not_exist_raises(seat: object) -> None:
    state = opening()
    with pytest.raises(RulesError, match=repr(seat)):
        state.observe(seat)  # type: ignore[arg-type]
