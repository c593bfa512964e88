"""Venture Forth, rulebook section "Play a Card" (rule ids ``play.place``, ``play.resource``,
``play.explore``, ``play.draw``): placement next to a card or site of the card's region, upright;
each resource; the explore icon; drawing one card, with the reshuffle of the discard pile."""

from __future__ import annotations

from venture_forth_helpers import (
    SMALL_DECK,
    codes,
    kind,
    legal,
    of_type,
    on_board,
    rules,
    run,
    scenario,
    token_codes,
    unchanged_by,
    wandering,
    will,
)

TWO = [{"party": ["archer", "priestess"], "hand": ["gorgon", "hoplite"], "coins": 0}, {"party": ["poet"]}]


def plays(state, card: str) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(a.split()[2] for a in legal(state) if a.startswith(f"play {card} "))


def test_placement_next_to_a_site_of_the_cards_region() -> None:
    state = scenario(players=TWO)
    assert plays(state, "gorgon") == ["p1.1", "p2.1", "p7.1"]  # the spaces touching the Shore
    assert plays(state, "hoplite") == ["p1.2", "p2.3", "p3.1", "p5.1", "p6.1"]  # touching the Country
    unchanged_by(state, "play gorgon p2.2")
    unchanged_by(state, "play gorgon p6.1")


def test_placement_next_to_a_card_of_the_same_region() -> None:
    state = scenario(players=TWO, board={"p6.1": "pirate_lookout", "p2.1": "stonecutter"})
    assert "p6.2" in plays(state, "gorgon")  # next to the Pirate Lookout (shore)
    assert "p2.2" not in plays(state, "gorgon")  # next to the Stonecutter (mountains) only
    assert "p6.2" not in plays(state, "hoplite") and "p6.1" not in plays(state, "hoplite")  # p6.1 is taken


def test_placement_only_on_an_empty_path_space() -> None:
    state = scenario(players=TWO, board={"p1.1": "pirate_lookout"})
    assert "p1.1" not in plays(state, "gorgon")
    unchanged_by(state, "play gorgon p1.1")


def test_placement_title_north_the_card_is_upright() -> None:
    state = scenario(players=TWO)
    events = run(state, "play gorgon p7.1")
    assert rules(events)[0] == "play.place" and on_board(state)["p7.1"] == "gorgon"
    assert "gorgon" not in wandering(state) and "gorgon" not in codes(state.hands[0])


def test_collect_resource_will_on_one_of_the_party() -> None:
    state = scenario(players=TWO)
    run(state, "play gorgon p1.1")
    assert kind(state) == "will" and legal(state) == ["will archer", "will priestess"]
    events = run(state, "will priestess")
    assert of_type(events, "will")[0]["rule"] == "play.resource"
    assert (will(state, "priestess"), will(state, "archer"), state.coins[0]) == (1, 0, 0)


def test_collect_resource_coin() -> None:
    state = scenario(players=TWO)
    events = run(state, "play gorgon p2.1")
    assert of_type(events, "coins")[0]["rule"] == "play.resource"
    assert state.coins[0] == 1 and will(state, "archer") == will(state, "priestess") == 0


def test_collect_resource_will_plus_two_will_and_one_per_opponent_placed_by_the_active_player() -> None:
    state = scenario(
        board={"p4.1": "cyclops"},
        players=[
            {"party": ["archer", "priestess"], "hand": ["griffin"], "site": "country"},
            {"party": ["poet", "hoplite"]},
            {"party": ["philosopher", "huntress"]},
        ],
    )
    run(state, "play griffin p4.2")
    assert legal(state) == ["plus archer", "plus priestess"]
    run(state, "plus archer")
    assert will(state, "archer") == 2 and will(state, "priestess") == 0
    assert state.current_player == 0 and legal(state) == ["gift hoplite", "gift poet"]  # seat 1's, chosen by seat 0
    run(state, "gift hoplite")
    assert state.current_player == 0 and legal(state) == ["gift huntress", "gift philosopher"]
    events = run(state, "gift huntress")
    assert (will(state, "hoplite"), will(state, "poet"), will(state, "huntress"), will(state, "philosopher")) == (
        1,
        0,
        1,
        0,
    )
    assert "play.draw" in rules(events) and state.active == 1


def test_collect_resource_coin_or_will_the_player_chooses() -> None:
    state = scenario(players=TWO)
    run(state, "play hoplite p5.1")
    assert legal(state) == ["take coin", "take will"]
    run(state, "take coin")
    assert state.coins[0] == 1 and will(state, "archer") == will(state, "priestess") == 0
    state = scenario(players=TWO)
    run(state, "play hoplite p5.1", "take will", "will archer")
    assert state.coins[0] == 0 and will(state, "archer") == 1


def test_explore_icon_places_a_token_beside_a_path_without_one() -> None:
    state = scenario(players=TWO, path_tokens={"p1": "1t", "p2": "2t"}, token_supply=["token_2c_1", "3t"])
    events = run(state, "play hoplite p1.2")  # a coin space with the explore icon
    assert state.coins[0] == 1  # the coin as well
    drawn = of_type(events, "token_drawn")
    assert drawn and drawn[0]["rule"] == "play.explore" and drawn[0]["token"] == "token_2c_1"  # revealed
    assert kind(state) == "token" and "token p1" not in legal(state) and "token p2" not in legal(state)
    assert len(legal(state)) == 6
    events = run(state, "token p7")
    assert token_codes([state.path_tokens["p7"]]) == ["token_2c_1"] and state.token_placer["p7"] == 0
    assert of_type(events, "token")[0]["rule"] == "play.explore" and len(state.token_supply) == 1


def test_explore_icon_with_a_token_beside_every_path_places_none_our_reading() -> None:
    tokens = {f"p{i}": "1t" if i <= 4 else "2t" for i in range(1, 9)}
    state = scenario(players=TWO, path_tokens=tokens, token_supply=["token_3c_1"])
    events = run(state, "play hoplite p1.2")
    assert of_type(events, "no_token")[0]["rule"] == "play.explore"
    assert token_codes(state.token_supply) == ["token_3c_1"] and state.final_order is None
    assert state.coins[0] == 1 and "play.draw" in rules(events)


def test_explore_icon_with_no_token_left_places_none_our_reading() -> None:
    state = scenario(players=TWO, token_supply=[])
    events = run(state, "play hoplite p1.2")
    assert of_type(events, "no_token") and state.path_tokens == {}
    assert state.active == 1


def test_draw_one_card_after_playing() -> None:
    state = scenario(players=TWO)
    events = run(state, "play gorgon p2.1")
    draw = of_type(events, "draw")
    assert draw[0]["rule"] == "play.draw" and draw[0]["count"] == 1
    assert codes(state.hands[0]) == ["hoplite", SMALL_DECK[0]] and len(state.deck) == len(SMALL_DECK) - 1


def test_draw_one_card_reshuffles_the_discard_pile_when_the_deck_is_empty() -> None:
    state = scenario(players=TWO, deck=[], discard=["siren", "sphinx", "harpy"])
    events = run(state, "play gorgon p2.1")
    assert "reshuffle" in [e["type"] for e in events]
    assert state.discard == [] and len(state.deck) == 2
    assert set(codes(state.hands[0])) - {"hoplite"} <= {"siren", "sphinx", "harpy"} and len(state.hands[0]) == 2


def test_draw_one_card_with_no_card_left_draws_nothing() -> None:
    state = scenario(players=TWO, deck=[], discard=[])
    events = run(state, "play gorgon p2.1")
    assert of_type(events, "draw")[0]["count"] == 0 and codes(state.hands[0]) == ["hoplite"]
