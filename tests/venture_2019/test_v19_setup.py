"""Venture (2019) Setup: roles dealt and public, missions by the player-count table, the deck of
every action card and the instruments of the table, five cards each, and the first player (the
highest mission), with the rulebook's two worked examples."""

from __future__ import annotations

from collections import Counter

import pytest
from v19_rules_helpers import GAME, of_type

from venture_widgets.games.venture_2019.cards import CARDS, CODE, MISSIONS_IN_GAME
from venture_widgets.games.venture_2019.model import INSTRUMENTS, ROLES
from venture_widgets.games.venture_2019.rules import VentureState

PLAYERS = (3, 4, 5, 6)


def new(players: int, seed: int = 0) -> VentureState:
    state = GAME.new_game(players=players, seed=seed)
    assert isinstance(state, VentureState)
    return state


def every_card(state: VentureState) -> list[int]:
    """Every card of the game wherever it is (deck, hands, discard, missions, beside roles, in play)."""
    found = [*state.deck, *state.discard, *state.completed.values(), *state.looking]
    found += [card for hand in state.hands for card in hand]
    found += [card for entries in state.lasting for card, _, _ in entries if card is not None]
    found += [card for card, _, _, _ in state.chain]
    return found + [card for card in (state.face_up, state.resolving) if card is not None]


@pytest.mark.parametrize("players", PLAYERS)
def test_setup_roles_one_each_public_and_the_rest_removed(players: int) -> None:
    state = new(players, seed=players)
    assert len(state.roles) == players and len(set(state.roles)) == players
    assert set(state.roles) <= set(ROLES)
    events = of_type(state.opening_events, "setup")
    assert [e["role"] for e in events if e["rule"] == "setup.roles"] == state.roles
    for seat in range(players):  # every seat (and a spectator) sees every role
        seen = state.observe(seat)["seats"]
        assert [entry["role"] for entry in seen] == state.roles
    assert [entry["role"] for entry in state.observe(None)["seats"]] == state.roles


def test_setup_roles_are_dealt_at_random() -> None:
    assert len({tuple(new(3, seed).roles) for seed in range(12)}) > 1


@pytest.mark.parametrize("players", PLAYERS)
def test_setup_missions_per_player_count_table_four_each_face_up(players: int) -> None:
    state = new(players, seed=1)
    highest = {3: 12, 4: 16, 5: 20, 6: 24}[players]
    assert MISSIONS_IN_GAME[players] == highest
    assert all(len(missions) == 4 for missions in state.missions)
    dealt = [m for missions in state.missions for m in missions]
    assert sorted(dealt) == list(range(1, highest + 1))  # the rest (above the table's number) is removed
    public = state.observe(None)["seats"]
    assert [[m["number"] for m in entry["missions"]] for entry in public] == state.missions
    missions_events = [e for e in state.opening_events if e["rule"] == "setup.missions"]
    assert [e["missions"] for e in missions_events] == state.missions


@pytest.mark.parametrize(("players", "each"), [(3, 4), (4, 5), (5, 6), (6, 6)])
def test_setup_deck_instruments_per_player_count_table(players: int, each: int) -> None:
    state = new(players, seed=2)
    cards = every_card(state)
    assert len(cards) == len(set(cards)) == 56 + 4 * each
    instruments = Counter(CARDS[card].instrument for card in cards if CARDS[card].instrument)
    assert instruments == {kind: each for kind in INSTRUMENTS}
    assert sum(CARDS[card].effect is not None for card in cards) == 56


def test_setup_deck_rulebook_example_three_players_four_of_each_instrument() -> None:
    state = new(3, seed=3)
    instruments = Counter(CODE[card] for card in every_card(state) if CARDS[card].instrument)
    assert instruments == {"calculator": 4, "hourglass": 4, "quill": 4, "flask": 4}


@pytest.mark.parametrize("players", PLAYERS)
def test_setup_deck_five_cards_dealt_face_down_to_each(players: int) -> None:
    state = new(players, seed=4)
    deals = of_type(state.opening_events, "deal")
    assert [e["seat"] for e in deals] == list(range(players))
    assert all(e["rule"] == "setup.deck" and len(e["private"]["cards"]) == 5 for e in deals)
    assert all(e["private"]["seats"] == [e["seat"]] for e in deals)  # only the owner sees them
    for seat in range(players):
        if seat != state.active:  # the first player has already drawn in Phase 1
            assert len(state.hands[seat]) == 5
            assert state.observe(state.active)["seats"][seat]["hand"] == {"count": 5, "known": []}


@pytest.mark.parametrize("players", PLAYERS)
def test_setup_first_player_holds_the_highest_mission(players: int) -> None:
    for seed in range(5):
        state = new(players, seed)
        assert MISSIONS_IN_GAME[players] in state.missions[state.first_player]
        assert state.active == state.first_player and state.turn == 1
        first = [e for e in state.opening_events if e["rule"] == "setup.first_player"]
        assert [e["seat"] for e in first] == [state.first_player]


def test_setup_first_player_rulebook_example_holder_of_mission_12_starts() -> None:
    seats = [{"missions": [1, 2, 3, 4]}, {"missions": [5, 6, 7, 8]}, {"missions": [9, 10, 11, 12]}]
    state = GAME.scenario({"seats": seats, "deck": ["quill"]})
    assert isinstance(state, VentureState)
    assert state.first_player == state.active == 2
    assert state.current_player == 2 and state.observe(None)["first_player"] == 2


def test_setup_first_player_rulebook_example_in_a_new_game() -> None:
    seats = {new(3, seed).first_player for seed in range(10)}
    assert len(seats) > 1  # not always Seat 0: the holder of mission 12 starts
    for seed in range(10):
        state = new(3, seed)
        assert 12 in state.missions[state.first_player]
        assert state.observe(None)["first_player"] == state.first_player
