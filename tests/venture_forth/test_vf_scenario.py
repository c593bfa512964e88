"""Venture Forth scenarios: a spec builds the position it describes, every bad field raises a
ScenarioError naming it, and a scenario game's record replays."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from venture_widgets import load_game
from venture_widgets.core.errors import ScenarioError
from venture_widgets.games.venture_forth.scenario import TOP_KEYS
from venture_widgets.games.venture_forth.tables import (
    CARD_CODE,
    L3_CODE,
    TOKEN_CODE,
    TREASURE_CODE,
    card_index,
    level3_index,
    token_index,
    treasure_index,
)

GAME = load_game("venture_forth")
BASE: dict[str, Any] = {"players": [{"party": ["archer"]}, {"party": ["poet"]}]}
HUGE = "x" * 100_000
NASTY: list[Any] = [None, True, 1, -1, 2.5, HUGE, [], {}, [[]], [None], [HUGE], {"a": [1]}, {HUGE: 1}, 10**5000]

#: A spec that sets every field.
FULL: dict[str, Any] = {
    "side": "shore_centre",
    "hidden_tokens": True,
    "first_player": 1,
    "seed": 7,
    "active": 2,
    "turn": 9,
    "final_order": [0, 1, 2],
    "extra_turns": 1,
    "nike_turn": True,
    "board": {"p1.1": "Gorgon", "p2.2": {"card": "lion", "wandering": True}},
    "path_tokens": {"p1": "2t", "p2": {"token": "token_3c_1", "face_down": False, "placer": 0}},
    "deck": ["dragon", "Hoplite"],
    "discard": ["priestess", "talos"],
    "treasure_deck": ["golden_fleece", "owl_of_athena"],
    "treasure_discard": ["Horn of Plenty"],
    "token_supply": ["token_1t_1", "1t"],
    "level3": [["fury_of_ares"], [], ["Courage of Ajax", "aim_of_philoctetes"]],
    "players": [
        {"coins": 0, "points": 12, "site": "Country", "hand": ["philosopher"], "treasures": ["Scroll of Orpheus"]},
        {"party": [{"card": "archer", "level": 2, "will": 3, "despair": 1}, "poet"], "explored": ["2c", "token_2c_3"]},
        {"coins": 9, "party": [{"card": "oracle", "level": 3, "level3": "rage_of_achilles", "will": 1}]},
    ],
}


def _codes(codes: tuple[str, ...], items: list[int]) -> list[str]:
    return [codes[i] for i in items]


def test_a_full_spec_builds_the_position_it_describes() -> None:
    state = GAME.scenario(FULL)
    assert (state.players, state.options["side"], state.first_player) == (3, "shore_centre", 1)
    assert (state.active, state.current_player, state.turn) == (2, 2, 9)
    assert (state.final_order, state.extra_turns, state.nike_turn) == ((0, 1, 2), 1, True)
    assert state.spaces == {"p1.1": card_index("gorgon"), "p2.2": card_index("lion")}
    assert state.wandering == {card_index("lion")}
    assert _codes(TOKEN_CODE, [state.path_tokens["p1"], state.path_tokens["p2"]]) == ["token_2t_1", "token_3c_1"]
    assert state.face_down == {"p1"}  # the variant's default; p2 says face up
    assert state.token_placer == {"p1": 2, "p2": 0}
    assert _codes(CARD_CODE, state.deck) == ["hoplite", "dragon"]  # the top is the end
    assert _codes(CARD_CODE, state.discard) == ["priestess", "talos"]
    assert _codes(TREASURE_CODE, state.treasure_deck) == ["owl_of_athena", "golden_fleece"]
    assert _codes(TREASURE_CODE, state.treasure_discard) == ["horn_of_plenty"]
    assert _codes(TOKEN_CODE, state.token_supply) == ["token_1t_2", "token_1t_1"]
    assert [_codes(L3_CODE, stack) for stack in state.level3_stacks] == [
        ["fury_of_ares"],
        [],
        ["aim_of_philoctetes", "courage_of_ajax"],
    ]
    assert state.coins == [0, 4, 9] and state.points == [12, 0, 0]
    assert state.position == ["country", "mountains", "wild_north"]  # defaults: the temple sites in order
    assert _codes(CARD_CODE, state.hands[0]) == ["philosopher"]
    assert _codes(TREASURE_CODE, state.treasures[0]) == ["scroll_of_orpheus"]
    assert _codes(TOKEN_CODE, state.explored[1]) == ["token_2c_1", "token_2c_3"]
    archer, poet, oracle = (card_index(code) for code in ("archer", "poet", "oracle"))
    assert state.party == [[], [archer, poet], [oracle]]
    assert (state.level[archer], state.will[archer], state.despair[archer]) == (2, 3, 1)
    assert (state.level[poet], state.will[poet], state.despair[poet], state.owner[poet]) == (1, 0, 0, 1)
    assert state.level3 == {oracle: level3_index("rage_of_achilles")}
    assert state.level_supply == 20 - 2  # the oracle holds a Level III card, not a Level I / II one
    assert [event["type"] for event in state.opening_events] == ["scenario", "turn", "last_turn"]


def test_what_the_spec_leaves_out_is_every_other_piece_shuffled() -> None:
    state = GAME.scenario(BASE)
    assert len(state.deck) == 72 - 2 and len(set(state.deck)) == 70
    assert sorted(state.treasure_deck) == list(range(21))
    assert sorted(state.token_supply) == list(range(22))
    assert sorted(c for stack in state.level3_stacks for c in stack) == list(range(20))
    assert [len(stack) for stack in state.level3_stacks] == [7, 7, 6]
    assert GAME.scenario({**BASE, "seed": 1}).deck != state.deck
    assert (state.turn, state.active, state.first_player, state.final_order) == (1, 0, 0, None)
    assert state.position == ["shore", "country"]


def test_names_and_codes_build_the_same_position() -> None:
    by_name = {
        "players": [{"party": ["Archer"], "site": "North Wilderness", "treasures": ["Golden Fleece"]}, {}],
        "level3": [["Fury of Ares"], [], []],
    }
    by_code = {
        "players": [{"party": ["archer"], "site": "wild_north", "treasures": ["golden_fleece"]}, {}],
        "level3": [["fury_of_ares"], [], []],
    }
    assert GAME.scenario(by_name).observe(None) == GAME.scenario(by_code).observe(None)


@pytest.mark.parametrize("seed", range(4))
def test_a_scenario_game_replays_from_its_record(seed: int) -> None:
    state = GAME.scenario({**FULL, "seed": seed})
    rng = random.Random(seed)
    while not state.over and len(state.actions) < 150:
        state.apply(rng.choice(state.legal_actions()))
    again = GAME.replay(state.record())
    assert again.snapshot() == state.snapshot()
    assert again.record() == state.record()


def test_a_record_keeps_the_spec_as_given() -> None:
    spec = copy.deepcopy(FULL)
    state = GAME.scenario(spec)
    assert state.record()["scenario"] == FULL


BAD: list[tuple[dict[str, Any], str]] = [
    ({"colour": "red"}, "scenario: unknown key 'colour'"),
    ({"players": [{}]}, "players must list 2 to 4 players, got 1"),
    ({"players": [{}] * 5}, "players must list 2 to 4 players, got 5"),
    ({"side": "moon"}, "scenario option: option side='moon'"),
    ({"first_player": 2}, "scenario option: option first_player=2"),
    ({"seed": -1}, "seed"),
    ({"active": 2}, "active must be an integer from 0 to 1, got 2"),
    ({"turn": 0}, "turn must be an integer from 1 to 999, got 0"),
    ({"extra_turns": 3}, "extra_turns must be an integer from 0 to 2, got 3"),
    ({"nike_turn": 1}, "nike_turn must be true or false, got 1"),
    ({"final_order": [1, 1]}, "final_order names 1 twice"),
    ({"final_order": [0, 5]}, "final_order[1] must be an integer from 0 to 1, got 5"),
    ({"board": {"p9.1": "lion"}}, "a board space must be one of"),
    ({"board": {"p1.1": "unicorn"}}, "board.p1.1: 'unicorn' is not a known encounter card"),
    ({"board": {"p1.1": {"card": "lion", "wandering": "yes"}}}, "board.p1.1.wandering must be true or false"),
    ({"board": {"p1.1": {"wandering": True}}}, "board.p1.1 must be a card code or"),
    ({"board": {"p1.1": {"card": "lion", "tired": True}}}, "board.p1.1: unknown key 'tired'"),
    ({"board": {"p1.1": "lion"}, "deck": ["lion"]}, "deck[0]: 'lion' appears twice in the scenario"),
    ({"path_tokens": {"p9": "1t"}}, "a path_tokens path must be one of"),
    ({"path_tokens": {"p1": "9t"}}, "path_tokens.p1.token: '9t' is not a known explore token"),
    ({"path_tokens": {"p1": {"token": "1t", "face_down": True}}}, "path_tokens.p1.face_down: tokens lie face down"),
    ({"path_tokens": {"p1": {"token": "1t", "placer": 2}}}, "path_tokens.p1.placer must be an integer from 0 to 1"),
    ({"path_tokens": {"p1": "3c", "p2": "3c"}}, "path_tokens.p2.token: every explore token '3c' is placed already"),
    ({"path_tokens": {"p1": "token_3c_1", "p2": "3c"}}, "path_tokens.p2.token: every explore token '3c'"),
    (
        {"players": [{"explored": ["2t"] * 5}, {}]},
        "players[0].explored[4]: every explore token '2t' is placed already: the game has 4",
    ),
    ({"token_supply": ["token_3c_1", "token_3c_1"]}, "token_supply[1]: 'token_3c_1' appears twice"),
    ({"treasure_deck": ["golden_fleece"], "treasure_discard": ["Golden Fleece"]}, "treasure_deck[0]: 'golden_fleece'"),
    ({"treasure_deck": ["gold"]}, "treasure_deck[0]: 'gold' is not a known treasure"),
    ({"discard": "lion"}, "discard must be a list, got 'lion'"),
    ({"level3": [[], []]}, "level3 must list 3 stacks, got 2"),
    ({"level3": [["fury_of_ares"], ["fury_of_ares"], []]}, "level3[1][0]: 'fury_of_ares' appears twice"),
    ({"level3": [["lion"], [], []]}, "level3[0][0]: 'lion' is not a known Level III card"),
    ({"players": [{"wallet": 1}, {}]}, "players[0]: unknown key 'wallet'"),
    ({"players": [{"coins": -1}, {}]}, "players[0].coins must be an integer from 0 to 999, got -1"),
    ({"players": [{}, {"points": "many"}]}, "players[1].points must be an integer"),
    ({"players": [{"site": "Olympus"}, {}]}, "players[0].site must be one of"),
    ({"players": [{"hand": ["lion", "lion"]}, {}]}, "players[0].hand[1]: 'lion' appears twice"),
    ({"players": [{"treasures": ["apple"]}, {}]}, "players[0].treasures[0]: 'apple' is not a known treasure"),
    ({"players": [{"explored": ["1x"]}, {}]}, "players[0].explored[0]: '1x' is not a known explore token"),
    ({"players": [{"party": ["lion"]}, {}]}, "players[0].party[0].card: 'lion' is an enemy, not an adventurer"),
    ({"players": [{"party": [{"level": 2}]}, {}]}, "players[0].party[0] must be a card code or"),
    ({"players": [{"party": [{"card": "poet", "rank": 2}]}, {}]}, "players[0].party[0]: unknown key 'rank'"),
    ({"players": [{"party": [{"card": "poet", "level": 4}]}, {}]}, "players[0].party[0].level must be an integer"),
    ({"players": [{"party": [{"card": "poet", "will": -2}]}, {}]}, "players[0].party[0].will must be an integer"),
    ({"players": [{"party": [{"card": "poet", "despair": "x"}]}, {}]}, "players[0].party[0].despair must be"),
    ({"players": [{"party": [{"card": "poet", "level": 3}]}, {}]}, "players[0].party[0].level3: a level-3 adventurer"),
    (
        {"players": [{"party": [{"card": "poet", "level": 2, "level3": "fury_of_ares"}]}, {}]},
        "players[0].party[0].level3: only a level-3 adventurer",
    ),
    (
        {"players": [{"party": [{"card": "poet", "level": 3, "level3": "poet"}]}, {}]},
        "players[0].party[0].level3: 'poet' is not a known Level III card",
    ),
    (
        {"players": [{"party": ["poet", "archer", "oracle", "hoplite", "scribe", "oarsman"]}, {}]},
        "players[0].party holds at most 5 adventurers, got 6",
    ),
    ({"players": [{"party": ["poet"]}, {"party": ["Poet"]}]}, "players[1].party[0].card: 'poet' appears twice"),
]


@pytest.mark.parametrize(("spec", "message"), BAD, ids=[message for _, message in BAD])
def test_every_bad_field_is_named(spec: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError) as error:
        GAME.scenario(spec)
    assert message in str(error.value)


@pytest.mark.parametrize("key", sorted(TOP_KEYS))
@pytest.mark.parametrize("value", NASTY, ids=range(len(NASTY)))
def test_any_value_of_any_field_builds_or_is_a_short_scenario_error(key: str, value: Any) -> None:
    try:
        GAME.scenario({**BASE, key: value})
    except ScenarioError as error:
        assert len(str(error)) < 400, str(error)[:500]


def test_token_faces_hand_out_their_copies_in_order() -> None:
    state = GAME.scenario({"players": [{"explored": ["3c"]}, {"explored": ["1t", "1t"]}], "token_supply": []})
    assert state.explored == [[token_index("token_3c_1")], [token_index("token_1t_1"), token_index("token_1t_2")]]
    assert state.token_supply == []
    assert treasure_index("golden_fleece") in state.treasure_deck


def test_a_snapshot_names_the_explore_token_being_placed_by_code() -> None:
    """As it names every other token and card: by its code, never by its index."""
    players = [{"party": ["archer"], "site": "shore", "hand": ["siren"]}, {"party": ["huntress"], "site": "shore"}]
    spec = {"deck": ["lamia", "basilisk"], "board": {"p1.1": "giant_crab"}, "token_supply": ["2t"], "players": players}
    state = GAME.scenario(spec)
    state.apply("play siren p7.1")
    while state.choice.kind != "token":
        state.apply(state.legal_actions()[0])
    assert state.snapshot()["revealed_token"] == "token_2t_1"
