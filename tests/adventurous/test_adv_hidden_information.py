"""Adventurous: hidden information. The team plays in the open, so every seat sees the same
table; what no one has seen is the order of the map deck below its top card (the bottom card is
drawn unseen) and of the marvel deck below its top marvel (our reading: both decks' contents are
public, the team built them in the open). ``determinize`` deals exactly that again."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from adventurous_helpers import FIRST, GAME, new, run, scenario

from venture_widgets.games.adventurous.rules import AdventurousState


def positions(seed: int, players: int = 3) -> Iterator[AdventurousState]:
    """Every position of a random game (journey effects on, Veteran) until it ends."""
    state = new(players=players, seed=seed, difficulty="veteran", journey_effects=True)
    rng = random.Random(seed)
    while not state.is_over:
        yield state
        state.apply(rng.choice(state.legal_actions()))
    yield state


def public(state: AdventurousState, seat: int | None) -> dict:
    view = state.observe(seat)
    assert view.pop("seat") == seat
    return view


@pytest.mark.parametrize("seed", range(3))
def test_hidden_observe_is_the_same_for_every_seat(seed: int) -> None:
    for state in positions(seed):
        spectator = public(state, None)
        assert all(public(state, seat) == spectator for seat in range(state.players))


@pytest.mark.parametrize("seed", range(3))
def test_hidden_determinize_deals_the_decks_below_their_tops_again(seed: int) -> None:
    reordered = 0
    for state in positions(seed):
        for seat in range(state.players):
            world = state.determinize(seat, random.Random(seat))
            for deck, again in ((state.map_deck, world.map_deck), (state.marvel_deck, world.marvel_deck)):
                assert sorted(again) == sorted(deck) and again[-1:] == deck[-1:]
                reordered += again != deck
            assert world.observe(seat) == state.observe(seat)
            assert world.legal_actions() == state.legal_actions()
            assert world.placed == state.placed and world.drawn == state.drawn
    assert reordered > 0  # what is hidden is dealt again, not kept


def swap_bottom(state: AdventurousState) -> AdventurousState:
    """A copy with the map deck's bottom card swapped with the one above it (both unseen)."""
    other = state.clone()
    other.map_deck[0], other.map_deck[1] = other.map_deck[1], other.map_deck[0]
    return other


@pytest.mark.parametrize("seed", range(4))
def test_hidden_the_bottom_card_is_unseen_until_drawn(seed: int) -> None:
    checked = 0
    for state in positions(seed, players=2):
        if state.is_over or len(state.map_deck) < 3:
            continue
        checked += 1
        other = swap_bottom(state)
        assert other.observe(0) == state.observe(0) and other.choice.prompt == state.choice.prompt
        assert other.unavailable_actions() == state.unavailable_actions()
        for action in [*state.legal_actions(), "draw bottom", "draw top", "explore"]:
            assert other.explain(action).text == state.explain(action).text
            if action in state.legal_actions():
                assert other.describe(action) == state.describe(action)
                if action != "draw bottom":  # only drawing it shows the bottom card
                    assert run(other.clone(), action) == run(state.clone(), action), action
    assert checked > 5


def test_hidden_the_opening_names_no_map_card() -> None:
    state = new(players=2, seed=9)
    map_cards = set(state.map_deck) - {state.map_deck[-1]}
    named = {event.get("card") for event in state.opening_events} | {
        card for event in state.opening_events for card in event.get("cards", [])
    }
    assert not named & map_cards


@pytest.mark.parametrize("seed", range(3))
def test_hidden_records_replay(seed: int) -> None:
    *_, state = positions(seed)
    again = GAME.replay(state.record())
    assert again.snapshot() == state.snapshot() and again.scores() == state.scores()


def test_hidden_a_scenarios_record_replays() -> None:
    state = scenario(placed=[FIRST], map_deck=[3, 6], active_marvel=2, marvel_deck=[7, 1, 4, 17])
    run(state, "explore", "draw top", "draw bottom")
    again = GAME.replay(state.record())
    assert again.snapshot() == state.snapshot()
