"""A Wild Venture, rulebook section "Setup" (rule ids ``setup``, ``setup.initiate``)."""

from __future__ import annotations

from collections import Counter

import pytest
from wild_venture_helpers import GAME, legal, of_type, rules, run

from venture_widgets.core.errors import IllegalActionError
from venture_widgets.games.wild_venture.boards import BOARDS
from venture_widgets.games.wild_venture.cards import CARDS
from venture_widgets.games.wild_venture.tables import CARD_CODE, CARD_KIND, CARD_SPECIES

INITIATES = ["initiate fledgling_initiate", "initiate kit_initiate", "initiate polliwog_initiate"]


def decks_of(state) -> Counter:
    return Counter(CARDS[c].deck for c in state.deck + state.hands[0] + state.hands[1])


@pytest.mark.parametrize("board", ["spring", "autumn"])
def test_setup_board_side(board: str) -> None:
    state = GAME.new_game(seed=1, board=board)
    assert state.board is BOARDS[board]
    assert state.observe(0)["board"]["id"] == board


def test_setup_board_side_spring_is_the_default() -> None:
    assert GAME.new_game(seed=1).board is BOARDS["spring"]


@pytest.mark.parametrize("theme", ["academy", "tidings"])
def test_setup_theme_deck_is_shuffled_with_the_core_deck(theme: str) -> None:
    state = GAME.new_game(seed=4, theme=theme)
    assert decks_of(state) == Counter({"core": 51, theme: 24})
    assert len(state.deck) == 75 - 10
    other = GAME.new_game(seed=5, theme=theme)
    assert state.deck != other.deck  # shuffled by the seed


@pytest.mark.parametrize("board", ["spring", "autumn"])
def test_setup_2a_2b_2c_tokens_on_their_spots(board: str) -> None:
    state = GAME.new_game(seed=2, board=board)
    spots = {space.id: space for space in state.board.spaces}
    tokens = state.board_tokens
    assert Counter(tokens.values()) == Counter({"nest": 3, "plus5": 2, "gold_chest": 1})
    for space_id, token in tokens.items():
        printed = spots[space_id].reward
        expected = {"gold_chest": ("chest", "iron"), "plus5": ("gain", 3), "nest": ("draw", 1)}[token]
        assert printed == expected, (space_id, token)  # 2a on an Iron Chest, 2b on "+3", 2c on "Draw 1"
        assert spots[space_id].token == token


@pytest.mark.parametrize("seed", range(6))
def test_setup_2d_2e_enchantment_pairs_and_one_token_each(seed: int) -> None:
    state = GAME.new_game(seed=seed)
    enchant_spaces = [s.id for s in state.board.spaces if s.token == "enchant"]
    assert sorted(state.board_enchant) == sorted(enchant_spaces) and len(enchant_spaces) == 2
    pairs = [state.board_enchant[s] for s in enchant_spaces]
    assert all(len(p) == 2 and p[0] == p[1] for p in pairs)  # a matching pair on each
    assert pairs[0][0] != pairs[1][0]
    remaining = ({"moon", "sun", "star"} - {pairs[0][0], pairs[1][0]}).pop()
    assert state.free_tokens == [[remaining], [remaining]]  # each player one of the remaining type


def test_setup_the_pairs_vary_with_the_seed() -> None:
    kinds = {GAME.new_game(seed=s).free_tokens[0][0] for s in range(12)}
    assert len(kinds) > 1


def test_setup_coins_starters_basic_side_and_five_cards() -> None:
    state = GAME.new_game(seed=3)
    assert state.coins == [5, 5]
    for seat in (0, 1):
        assert [CARD_CODE[c] for c in state.starters[seat]] == ["nest", "lilypad", "warren"]
        assert [CARD_SPECIES[c] for c in state.starters[seat]] == ["crow", "frog", "rabbit"]
        assert state.upgraded[seat] == set()  # basic sides up
        assert len(state.hands[seat]) == 5
        assert all(CARD_KIND[c] != "starter" for c in state.hands[seat])
    assert set(state.starters[0]).isdisjoint(state.starters[1])  # each player their own copies
    view = state.observe(0)["seats"][0]
    assert [s["upgraded"] for s in view["starters"]] == [False, False, False]


@pytest.mark.parametrize("first", [0, 1])
def test_setup_initiate_the_non_starting_player_chooses_first(first: int) -> None:
    state = GAME.new_game(seed=7, first_player=first)
    assert state.current_player == 1 - first
    assert legal(state) == INITIATES
    events = run(state, "initiate polliwog_initiate")
    assert events[0]["seat"] == 1 - first and rules(events) == ["setup.initiate"]
    assert state.current_player == first
    assert legal(state) == ["initiate fledgling_initiate", "initiate kit_initiate"]
    events = run(state, "initiate kit_initiate")
    trashed = of_type(events, "trash")
    assert [e["card"] for e in trashed] == ["fledgling_initiate"]  # the unchosen one, face up
    assert [CARD_CODE[c] for c in state.trash] == ["fledgling_initiate"]
    assert state.initiates == []
    assert state.species[1 - first] == "frog" and state.species[first] == "rabbit"  # adventurer of that species
    assert [CARD_CODE[c] for c in state.villagers[1 - first]] == ["polliwog_initiate"]
    assert [CARD_CODE[c] for c in state.villagers[first]] == ["kit_initiate"]
    assert [state.supply[state.villagers[p][0]] for p in (0, 1)] == [2, 2]  # 2 Supplies each
    assert state.position == ["home", "home"]
    assert state.current_player == first and state.active == first  # the starting player's turn
    assert state.turn == 1 and state.main_left == 2
    view = state.observe(first)
    assert [a["species"] for a in view["board"]["adventurers"]] == [state.species[0], state.species[1]]
    assert {a["space"] for a in view["board"]["adventurers"]} == {"home"}


def test_setup_starting_player_is_drawn_with_the_seed() -> None:
    firsts = {GAME.new_game(seed=s).first_player for s in range(16)}
    assert firsts == {0, 1}
    state = GAME.new_game(seed=11)
    assert state.current_player == 1 - state.first_player
    assert "drawn at random" in state.opening_events[0]["text"]


def test_setup_initiate_unknown_choice_is_refused() -> None:
    state = GAME.new_game(seed=1, first_player=0)
    with pytest.raises(IllegalActionError):
        state.apply("initiate frog_wizard")
