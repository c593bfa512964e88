"""Venture Forth, rulebook section "Setting Up the Game" (rule ids ``setup``, ``setup.start``,
``setup.redraw``, ``setup.pawn``): coins, six cards, the starting adventurer paid for with its
power, Level I, pawns on free temple sites, the redraw."""

from __future__ import annotations

from venture_forth_helpers import GAME, codes, kind, legal, of_type, rules, run, unchanged_by

from venture_widgets.games.venture_forth.tables import CARD_KIND, CARD_POWER, card_index


def new(players: int = 2, seed: int = 0, **options: object):  # type: ignore[no-untyped-def]
    return GAME.new_game(players=players, seed=seed, **options)


def test_setup_starting_player_takes_three_coins_each_other_player_four() -> None:
    state = new(players=4, first_player=2)
    assert state.opening_events[0]["rule"] == "setup"
    assert state.coins == [4, 4, 3, 4]
    assert state.current_player == 2


def test_setup_each_player_draws_six_encounter_cards() -> None:
    state = new(players=3, seed=4)
    assert [len(hand) for hand in state.hands] == [6, 6, 6]
    assert len(state.deck) == 72 - 18
    assert len({c for hand in state.hands for c in hand} | set(state.deck)) == 72


def test_setup_starting_player_drawn_at_random_without_the_option() -> None:
    firsts = {new(players=3, seed=seed).first_player for seed in range(12)}
    assert firsts == {0, 1, 2}


def test_setup_level_three_cards_shuffled_into_three_even_stacks() -> None:
    state = new()
    sizes = sorted(len(stack) for stack in state.level3_stacks)
    assert sum(sizes) == 20 and sizes[-1] - sizes[0] <= 1
    assert state.level3_stacks != new(seed=1).level3_stacks


def test_setup_starting_adventurer_pays_its_power_and_takes_a_level_one_card() -> None:
    state = new(seed=1, first_player=1)  # seat 1: 3 coins, Beekeeper (2) or Stonecutter (3)
    assert legal(state) == ["start beekeeper", "start stonecutter"]
    events = run(state, "start stonecutter")
    assert rules(events)[0] == "setup.start"
    assert state.coins[1] == 3 - 3 and codes(state.party[1]) == ["stonecutter"]
    assert state.level[card_index("stonecutter")] == 1 and len(state.hands[1]) == 5


def test_setup_starting_adventurer_only_from_the_hand_and_affordable() -> None:
    state = new(seed=2, first_player=1)  # seat 1 holds four adventurers, only the Herbalist costs <= 3
    hand = codes(state.hands[1])
    assert "wandering_hero" in hand and "calydonian_boar" in hand
    assert legal(state) == ["start herbalist"]
    unchanged_by(state, "start wandering_hero")  # power 6: too dear
    unchanged_by(state, "start calydonian_boar")  # an enemy
    unchanged_by(state, "start archer")  # not in the hand


def test_setup_seats_choose_clockwise_from_the_starting_player() -> None:
    state = new(players=3, seed=3, first_player=2)
    events = []
    while kind(state) != "turn":
        events += run(state, legal(state)[-1])
    assert [e["seat"] for e in of_type(events, "start")] == [2, 0, 1]
    assert [e["seat"] for e in of_type(events, "pawn")] == [2, 0, 1]


def test_setup_pawn_on_a_temple_site_without_another_pawn() -> None:
    state = new(seed=1, first_player=0)
    run(state, sorted(legal(state))[0])
    assert legal(state) == ["pawn country", "pawn mountains", "pawn shore", "pawn wild_north"]  # not wild_south
    events = run(state, "pawn mountains")
    assert rules(events)[0] == "setup.pawn" and state.position[0] == "mountains"
    run(state, sorted(legal(state))[0])
    assert "pawn mountains" not in legal(state) and len(legal(state)) == 3
    unchanged_by(state, "pawn mountains")
    unchanged_by(state, "pawn wild_south")


def test_setup_then_the_starting_player_takes_the_first_turn() -> None:
    state = new(seed=1, first_player=1)
    run(state, "start beekeeper", "pawn country")
    run(state, sorted(legal(state))[0], "pawn shore")
    assert state.turn == 1 and state.active == 1 and state.current_player == 1
    assert kind(state) == "turn"


def test_setup_redraw_a_hand_with_one_adventurer() -> None:
    state = new(seed=10, first_player=0)  # seat 0: the Navigator is its one adventurer
    assert legal(state) == ["redraw", "start navigator"]
    old = list(state.hands[0])
    events = run(state, "redraw")
    assert of_type(events, "redraw")[0]["rule"] == "setup.redraw"
    assert of_type(events, "redraw")[0]["cards"] == codes(old)  # the hand is shown to all
    assert len(state.hands[0]) == 6 and not set(old) & set(state.hands[0])
    assert set(old) <= set(state.deck)  # shuffled into the deck
    assert len(state.deck) == 72 - 12


def test_setup_redraw_a_hand_with_no_adventurer() -> None:
    state = new(seed=16, first_player=0)
    assert all(CARD_KIND[c] == "enemy" for c in state.hands[0])
    assert legal(state) == ["redraw"]


def test_setup_redraw_a_hand_with_no_adventurer_it_can_pay_for_our_reading() -> None:
    state = new(seed=22, first_player=0)  # Helmsman 4, Giant Slayer 5, Lawgiver 6; 3 coins
    adventurers = [c for c in state.hands[0] if CARD_KIND[c] == "adventurer"]
    assert len(adventurers) == 3 and min(CARD_POWER[c] for c in adventurers) > 3
    assert legal(state) == ["redraw"]


def test_setup_no_redraw_with_two_adventurers() -> None:
    state = new(seed=1, first_player=1)
    assert "redraw" not in legal(state)
    unchanged_by(state, "redraw")


def test_setup_default_board_side_has_the_sea_in_the_corner() -> None:
    assert new().board.id == "sea_corner"
    assert new(side="shore_centre").board.id == "shore_centre"


def test_components_counted_at_setup() -> None:
    state = new(players=2, seed=5)
    cards = [*state.deck, *(c for hand in state.hands for c in hand)]
    assert len(cards) == 72 and sum(CARD_KIND[c] == "adventurer" for c in cards) == 36
    assert len(state.treasure_deck) == 21 and len(state.token_supply) == 22
    assert sum(len(stack) for stack in state.level3_stacks) == 20 and state.level_supply == 20
    assert state.path_tokens == {} and state.spaces == {}
