"""Hints (``venture_widgets.agents.hints``): the best few legal moves of the seat to move, best
first, with their expected score; repeatable for a seed; refused for a seat not to move."""

from __future__ import annotations

import random

import pytest

from venture_widgets import RulesError, load_game
from venture_widgets.agents.hints import hints

#: enough time for the rounds asked, so that a hint is the same on a slow machine
PATIENT = 120.0


def mid_game(game_id: str, players: int, seed: int, steps: int):
    """The position after ``steps`` random actions (fewer if the game ends first, then the one
    before its end)."""
    state = load_game(game_id).new_game(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        after = state.clone()
        after.apply(rng.choice(after.legal_actions()))
        if after.is_over:
            break
        state = after
    return state


@pytest.mark.parametrize("seed", range(3))
def test_hints_are_legal_actions_best_first(seed):
    state = mid_game("adventurous", 1, seed, steps=12)
    found = hints(state, state.current_player, count=4, seconds=PATIENT, seed=seed, rounds=2)
    assert found
    assert {hint["action"] for hint in found} <= set(state.legal_actions())
    expected = [hint["expected"] for hint in found]
    assert expected == sorted(expected, reverse=True)
    assert all(hint["text"] == state.describe(hint["action"]) for hint in found)
    assert all(isinstance(value, float) and value == round(value, 1) for value in expected)


def test_hints_respect_the_count():
    state = mid_game("adventurous", 1, 5, steps=12)
    legal = state.legal_actions()
    assert len(hints(state, 0, count=1, seconds=PATIENT, seed=0, rounds=1)) == 1
    assert len(hints(state, 0, count=len(legal) + 5, seconds=PATIENT, seed=0, rounds=1)) == len(legal)


def test_hints_are_the_same_for_a_seed():
    state = mid_game("adventurous", 2, 7, steps=14)
    seat = state.current_player
    first = hints(state, seat, seconds=PATIENT, seed=11, rounds=3)
    assert hints(state.clone(), seat, seconds=PATIENT, seed=11, rounds=3) == first


def test_hints_refuse_a_seat_that_is_not_to_move():
    state = mid_game("adventurous", 3, 2, steps=5)
    other = (state.current_player + 1) % 3
    with pytest.raises(RulesError, match=f"no hint for seat {other}: it is seat {state.current_player}'s decision"):
        hints(state, other)


def test_hints_refuse_a_game_that_is_over():
    state = load_game("adventurous").new_game(players=1, seed=1)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    with pytest.raises(RulesError, match="the game is over"):
        hints(state, 0)


@pytest.mark.parametrize("game_id", ["venturesome", "wild_venture", "venture_forth", "venture_2019"])
def test_hints_work_for_a_game_that_is_not_cooperative(game_id):
    state = mid_game(game_id, max(2, load_game(game_id).info.min_players), 3, steps=6)
    found = hints(state, state.current_player, count=2, seconds=PATIENT, seed=1, rounds=1)
    assert found and {hint["action"] for hint in found} <= set(state.legal_actions())


def test_hints_for_an_answer_owed_out_of_turn_at_venture_2019():
    """Venture (2019) asks every other seat to answer a card out of turn: the seat asked gets
    hints for its answer (an instant it holds or pass), and the seat whose turn it is gets none."""
    state = load_game("venture_2019").new_game(players=6, seed=4)
    rng = random.Random(4)
    while not (
        state.observe(None)["decision"]["kind"] == "answer"
        and state.current_player != state.observe(None)["active"]
        and len(state.legal_actions()) > 1
    ):
        state.apply(rng.choice(state.legal_actions()))
    seat, active = state.current_player, state.observe(None)["active"]
    found = hints(state, seat, count=2, seconds=PATIENT, seed=2, rounds=2)
    assert len(found) == 2 and {hint["action"] for hint in found} <= set(state.legal_actions())
    with pytest.raises(RulesError, match=f"no hint for seat {active}: it is seat {seat}'s decision"):
        hints(state, active)
