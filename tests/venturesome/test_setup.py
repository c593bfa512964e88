"""Venturesome, rulebook sections "Contents" and "Setup" (rule ids ``setup``, ``round.deal``,
``round.reveal_threats``), and the game options.

=============================================  ==================================================
Rulebook                                       Tests
=============================================  ==================================================
Contents: 63 cards, 9 per colour, 12 threats,  test_contents_*
6 intimidation cards
Setup 1-2: shuffle, deal 6 (9 with 2 players)  test_setup_deals_*
Setup 3-5: empty discard piles                 test_setup_starts_with_empty_piles_*
Setup 6: reveal one threat per player          test_setup_reveals_one_threat_per_player
Setup 7 / "choose the first player"            test_setup_first_player_*
Options and player counts                      test_*_raises_*
=============================================  ==================================================
"""

from __future__ import annotations

from collections import Counter

import pytest
from venturesome_helpers import ALL_CODES, GAME, codes, rules

from venture_widgets import InvalidOptionError, ScenarioError
from venture_widgets.games.venturesome.data import CARDS, CHARACTERS, EXTRA_SYMBOL, INTIMIDATION, SYMBOLS, THREATS

HAND_SIZE = {2: 9, 3: 6, 4: 6, 5: 6}


def test_contents_sixty_three_cards_nine_of_each_colour_with_every_symbol_once_plus_one_extra() -> None:
    assert len(CARDS) == 63
    for character in CHARACTERS:
        symbols = Counter(card.symbol for card in CARDS if card.character == character)
        assert sum(symbols.values()) == 9
        assert symbols == Counter(SYMBOLS) + Counter([EXTRA_SYMBOL[character]])
    assert len({card.id for card in CARDS}) == 63


def test_contents_every_colour_has_exactly_one_map() -> None:
    """Hence two Maps of one colour never meet in a treasure pile (see test_scoring)."""
    maps = Counter(card.character for card in CARDS if card.symbol == "MAP")
    assert maps == Counter(list(CHARACTERS))


def test_contents_twelve_threats_and_six_intimidation_cards() -> None:
    assert len(THREATS) == 12 and len({t.id for t in THREATS}) == 12
    assert [card.character for card in INTIMIDATION] == [c for c in CHARACTERS if c != "ARTIFACT_HUNTER"]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_deals_nine_cards_each_with_two_players_else_six_and_keeps_the_rest_as_the_deck(players: int) -> None:
    state = GAME.new_game(players=players, seed=11)
    snap = state.snapshot()
    assert [len(hand) for hand in snap["hands"]] == [HAND_SIZE[players]] * players
    assert len(snap["deck"]) == 63 - players * HAND_SIZE[players]
    everything = [card for hand in snap["hands"] for card in hand] + snap["deck"]
    assert sorted(codes(everything)) == sorted(ALL_CODES)
    assert rules(state.opening_events) == ["round.deal", "round.reveal_threats", "setup"]
    assert state.opening_events[0]["count"] == HAND_SIZE[players]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_reveals_one_threat_per_player(players: int) -> None:
    state = GAME.new_game(players=players, seed=3)
    snap = state.snapshot()
    assert len(snap["threats"]) == players
    assert snap["threat_by"] == [None] * players
    assert sorted(snap["threats"] + snap["threat_deck"]) == sorted(t.id for t in THREATS)
    assert state.opening_events[1]["threats"] == snap["threats"]
    assert state.observe(None)["threats"] == [{"id": t, "resolved_by": None} for t in snap["threats"]]


@pytest.mark.parametrize("players", [2, 5])
def test_setup_starts_with_empty_piles_expeditions_and_a_face_down_intimidation_stack(players: int) -> None:
    snap = GAME.new_game(players=players, seed=5).snapshot()
    assert snap["round"] == 1 and not snap["over"]
    assert snap["discard"] == [] and snap["threat_discard"] == []
    assert snap["expeditions"] == [[]] * players and snap["treasures"] == [[]] * players
    assert snap["intimidated"] is None and snap["in_round"] == [True] * players


@pytest.mark.parametrize(("players", "seat"), [(2, 1), (3, 0), (4, 3), (5, 2)])
def test_setup_first_player_option_chooses_the_starting_seat(players: int, seat: int) -> None:
    state = GAME.new_game(players=players, seed=1, first_player=seat)
    assert state.current_player == seat
    assert state.opening_events[-1]["seat"] == seat
    assert all(action.startswith("play ") for action in state.legal_actions())


def test_setup_first_player_is_drawn_by_the_seed_reproducibly() -> None:
    first = [GAME.new_game(players=4, seed=seed).current_player for seed in range(40)]
    assert first == [GAME.new_game(players=4, seed=seed).current_player for seed in range(40)]
    assert set(first) == {0, 1, 2, 3}


def test_setup_same_seed_same_deal_different_seed_different_deal() -> None:
    assert GAME.new_game(players=3, seed=9).snapshot() == GAME.new_game(players=3, seed=9).snapshot()
    assert GAME.new_game(players=3, seed=9).snapshot()["hands"] != GAME.new_game(players=3, seed=10).snapshot()["hands"]


def test_unknown_option_raises_invalid_option_error_naming_it() -> None:
    with pytest.raises(InvalidOptionError, match="'first_seat'"):
        GAME.new_game(players=3, seed=1, first_seat=0)


@pytest.mark.parametrize("value", [-1, 3, True, "0", 1.0])
def test_invalid_first_player_raises_invalid_option_error_naming_the_option(value: object) -> None:
    with pytest.raises(InvalidOptionError, match=r"first_player=") as error:
        GAME.new_game(players=3, seed=1, first_player=value)
    assert repr(value) in str(error.value)


@pytest.mark.parametrize("players", [0, 1, 6, True, "3", 2.0])
def test_player_count_out_of_range_raises_invalid_option_error(players: object) -> None:
    with pytest.raises(InvalidOptionError, match="2 to 5 players") as error:
        GAME.new_game(players=players, seed=1)  # type: ignore[arg-type]
    assert repr(players) in str(error.value)


@pytest.mark.parametrize("players", [1, 6])
def test_scenario_player_count_out_of_range_raises_scenario_error(players: int) -> None:
    with pytest.raises(ScenarioError, match="2 to 5 players"):
        GAME.scenario({"players": players, "threats": ["JAGUAR"]})


def test_seed_must_be_an_integer() -> None:
    with pytest.raises(InvalidOptionError, match="seed"):
        GAME.new_game(players=3, seed="7")  # type: ignore[arg-type]
