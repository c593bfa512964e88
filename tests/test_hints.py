"""Hints (``venture_widgets.agents.hints``): the tree search's most visited moves of the seat to
move, best first, with a win rate (or, cooperative, the team's expected score) and a reason in
words; repeatable for a seed; refused for a game over and a seat not to move; blind to what the
seat cannot see."""

from __future__ import annotations

import random

import pytest
from event_helpers import answer_owed_out_of_turn

from venture_widgets import RulesError, load_game
from venture_widgets.agents import hints as hints_module
from venture_widgets.agents.base import SeatView
from venture_widgets.agents.hints import hints, reason_facts

#: a search bounded by its iterations only, so that a hint is the same on a slow machine
BOUNDED = {"seconds": None, "iterations": 120}
GAMES = [("venturesome", 3), ("adventurous", 2), ("venture_forth", 2), ("venture_2019", 3), ("wild_venture", 2)]


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


def until(game_id: str, players: int, seed: int, wanted):
    """The first position of a random game (seeded) where ``wanted(state)`` gives an action."""
    state = load_game(game_id).new_game(players=players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        action = wanted(state)
        if action is not None:
            return state, action
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError(f"no position of {game_id} (seed {seed}) offers the move looked for")


def said(state, action: str) -> list[str]:
    """The facts a hint gives for ``action`` of the seat to move."""
    return reason_facts(SeatView(state, state.current_player), [action], random.Random(0))[action]


@pytest.mark.parametrize("seed", range(3))
def test_hints_are_legal_actions_most_visited_first(seed):
    state = mid_game("adventurous", 1, seed, steps=12)
    found = hints(state, state.current_player, count=4, seed=seed, **BOUNDED)
    assert found
    assert {hint["action"] for hint in found} <= set(state.legal_actions())
    visits = [hint["visits"] for hint in found]
    assert visits == sorted(visits, reverse=True) and sum(visits) <= BOUNDED["iterations"]
    assert all(hint["text"] == state.describe(hint["action"]) for hint in found)
    assert all(isinstance(hint["reason"], str) and hint["reason"].endswith(".") for hint in found)


def test_hints_respect_the_count():
    state = mid_game("venturesome", 3, 5, steps=12)
    legal = state.legal_actions()
    assert len(hints(state, state.current_player, count=1, seed=0, **BOUNDED)) == 1
    assert len(hints(state, state.current_player, count=len(legal) + 5, seed=0, **BOUNDED)) == len(legal)


def test_hints_are_the_same_for_a_seed():
    state = mid_game("adventurous", 2, 7, steps=14)
    seat = state.current_player
    first = hints(state, seat, seed=11, **BOUNDED)
    assert hints(state.clone(), seat, seed=11, **BOUNDED) == first


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_hints_are_the_same_whatever_the_seat_cannot_see(game_id, players):
    """Hidden information: the hints of a position and of a copy in which everything the seat
    cannot see was dealt again (moves, rates, visits, reasons) are the same."""
    for seed in range(3):
        state = mid_game(game_id, players, seed, steps=10 + 9 * seed)
        seat = state.current_player
        other = state.determinize(seat, random.Random(100 + seed))
        assert other.snapshot() != state.snapshot(), "the reshuffle changed nothing: the test would prove nothing"
        assert hints(other, seat, seed=seed, **BOUNDED) == hints(state, seat, seed=seed, **BOUNDED)


def test_hints_refuse_a_seat_that_is_not_to_move():
    state = mid_game("adventurous", 3, 2, steps=5)
    other = (state.current_player + 1) % 3
    with pytest.raises(RulesError, match=f"no hint for seat {other}: it is seat {state.current_player}'s decision"):
        hints(state, other)


def test_hints_refuse_a_game_that_is_over():
    state = load_game("adventurous").new_game(players=1, seed=1)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    with pytest.raises(RulesError, match="no hint for seat 0: the game is over"):
        hints(state, 0)


def test_hints_of_the_cooperative_game_give_the_teams_expected_score():
    state = mid_game("adventurous", 2, 4, steps=8)
    found = hints(state, state.current_player, count=2, seed=3, **BOUNDED)
    assert all("win_rate" not in hint and isinstance(hint["expected"], float) for hint in found)
    assert found[0]["reason"].endswith(
        f"The search expects the team to score about {found[0]['expected']:.1f} points; "
        f"the next best move, {found[1]['expected']:.1f}."
    )


@pytest.mark.parametrize(("game_id", "players"), [game for game in GAMES if game[0] != "adventurous"])
def test_hints_of_a_competitive_game_give_a_win_rate(game_id, players):
    state = mid_game(game_id, players, 3, steps=6)
    found = hints(state, state.current_player, count=2, seed=1, **BOUNDED)
    assert all("expected" not in hint and 0.0 <= hint["win_rate"] <= 1.0 for hint in found)
    best = found[0]
    compared = f"; the next best move, {found[1]['win_rate']:.0%}." if len(found) > 1 else "."
    assert best["reason"].endswith(f"The search gives it about a {best['win_rate']:.0%} chance to win{compared}")


def test_hints_for_an_answer_owed_out_of_turn_at_venture_2019():
    """Venture (2019) asks every other seat to answer a card out of turn: the seat asked gets
    hints for its answer (an instant it holds or pass), and the seat whose turn it is gets none."""
    state = answer_owed_out_of_turn(players=6, seed=4)
    seat, active = state.current_player, state.observe(None)["active"]
    found = hints(state, seat, count=2, seed=2, **BOUNDED)
    assert len(found) == 2 and {hint["action"] for hint in found} <= set(state.legal_actions())
    with pytest.raises(RulesError, match=f"no hint for seat {active}: it is seat {seat}'s decision"):
        hints(state, active)


def test_a_game_without_hint_reasons_gets_the_search_words_only(monkeypatch):
    monkeypatch.setattr(hints_module, "_reasons_module", lambda game_id: None)
    state = mid_game("venturesome", 2, 1, steps=4)
    found = hints(state, state.current_player, count=1, seed=0, **BOUNDED)
    assert found[0]["reason"].startswith("The search gives it about a ")


# --- the reasons of each game: what the seat sees the move do --------------------------------


def test_hint_reason_venturesome_banks_the_expedition_when_a_threat_is_resolved():
    def resolve(state):
        """A threat that is resolved at once (no card to pick) with two cards or more to bank."""
        seat = state.current_player
        if len(state.observe(seat)["seats"][seat]["expedition"]) < 2:
            return None
        for action in (a for a in state.legal_actions() if a.startswith("threat ")):
            after = state.clone()
            after.apply(action)
            if after.current_player != seat:
                return action
        return None

    state, action = until("venturesome", 3, 0, resolve)
    assert said(state, action) == ["banks 3 treasure cards worth 5 points", "ends your round"]


def test_hint_reason_venturesome_play_says_what_the_expedition_is_worth():
    state = load_game("venturesome").new_game(players=2, seed=1, first_player=0)
    assert said(state, "play REPORTER.ANKH") == [
        "makes your expedition worth 1 point (it was 0)",
        "keeps 8 cards in hand",
    ]


def test_hint_reason_adventurous_placement_extends_the_path():
    state, action = until(
        "adventurous", 1, 3, lambda s: next((a for a in s.legal_actions() if a.startswith("place ")), None)
    )
    assert any(fact.startswith("extends the path by ") for fact in said(state, action))


def test_hint_reason_venture_forth_names_the_will_and_coins_taken():
    def taking(state):
        return next(
            (a for a in state.legal_actions() if a.startswith("play ") and "take 2 will" in state.describe(a)), None
        )

    state, action = until("venture_forth", 2, 3, taking)
    facts = said(state, action)
    assert "takes 2 will" in facts and any(fact.startswith("gives seat ") for fact in facts)


def test_hint_reason_venture_2019_counts_the_missions_completed():
    state, action = until(
        "venture_2019", 3, 3, lambda s: next((a for a in s.legal_actions() if a.startswith("complete ")), None)
    )
    done = state.observe(state.current_player)["seats"][state.current_player]["completed"]
    assert f"completes a mission ({done + 1} of 4)" in said(state, action)


def test_hint_reason_wild_venture_names_what_the_area_gains():
    state = mid_game("wild_venture", 2, 3, steps=45)
    assert said(state, "activate dean_of_rooks") == ["draws 2 cards"]


def test_hint_reasons_never_name_a_hidden_card():
    """A reason is what happens in every sampled world: a card drawn unseen, which differs from
    world to world, is never named (Adventurous: the unknown bottom card of the map deck)."""
    state = load_game("adventurous").new_game(players=1, seed=2)
    assert said(state, "draw bottom") == []
