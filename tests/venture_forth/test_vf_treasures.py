"""Venture Forth, rulebook section "Treasure Cards: Abilities" (rule id ``treasure.ability``): each
ability op of the treasures (gain_coins, place_will, remove_despair, boost, move_adjacent, sift,
upright), a used treasure is discarded and no longer scores, and treasures are not part of the
hand, whose five cards (Play a Card, Step 3) no ability changes. That a treasure is offered only
when its ability would do something is in test_vf_treasure_no_effect.py."""

from __future__ import annotations

from typing import Any

import pytest
from venture_forth_helpers import (
    FIVE,
    SMALL_DECK,
    codes,
    despair,
    kind,
    legal,
    of_type,
    on_board,
    rules,
    run,
    scenario,
    treasure_codes,
    unchanged_by,
    wandering,
    will,
)

from venture_widgets.core.view import observe_event
from venture_widgets.games.venture_forth.model import Treasure
from venture_widgets.games.venture_forth.treasures import TREASURES


def holding(  # type: ignore[no-untyped-def]
    treasure: str,
    site: str = "country",
    coins: int = 0,
    party: list[Any] | None = None,
    hand: tuple[str, ...] = (),
    **spec: Any,
):
    seat0 = {
        "party": party or ["archer", "priestess"],
        "site": site,
        "coins": coins,
        "treasures": [treasure],
        "hand": list(hand),
    }
    return scenario(players=[seat0, {"party": ["poet"], "site": "shore"}], **spec)


def test_treasure_ability_gain_coins() -> None:
    state = holding("golden_fleece")
    events = run(state, "use golden_fleece")
    assert of_type(events, "coins")[0]["rule"] == "treasure.ability" and state.coins[0] == 2


def test_treasure_ability_place_will_each_where_the_player_likes() -> None:
    state = holding("tablets_of_cadmus")
    run(state, "use tablets_of_cadmus")
    assert legal(state) == ["will archer", "will priestess"]
    events = run(state, "will archer", "will priestess")
    assert [e["rule"] for e in of_type(events, "will")] == ["treasure.ability"] * 2
    assert (will(state, "archer"), will(state, "priestess")) == (1, 1) and kind(state) == "turn"


def test_treasure_ability_remove_despair() -> None:
    state = holding("laurel_of_delphi", party=[{"card": "archer", "despair": 1}, {"card": "priestess", "despair": 2}])
    run(state, "use laurel_of_delphi")
    assert legal(state) == ["relieve archer", "relieve priestess"]
    events = run(state, "relieve priestess")
    assert of_type(events, "relief")[0]["rule"] == "treasure.ability"
    assert (despair(state, "archer"), despair(state, "priestess")) == (1, 1)


def test_treasure_ability_boost_adds_power_for_this_turns_encounters() -> None:
    board = {"p3.1": "cattle_raiders", "p3.2": "griffin"}  # 6 and 6 against the Archer's 2
    state = holding("sickle_of_cronus", party=["archer"], board=board)
    events = run(state, "use sickle_of_cronus")
    assert of_type(events, "boost")[0]["rule"] == "treasure.ability"
    events = run(state, "venture p3")
    assert [e["card"] for e in of_type(events, "defeat")] == ["cattle_raiders", "griffin"]
    assert state.active == 1 and state.boost == 0  # gone with the turn


def test_treasure_ability_move_adjacent_along_no_path() -> None:
    state = holding("thread_of_ariadne", board={"p3.1": "hoplite", "p3.2": "lion"}, path_tokens={"p3": "2c"})
    run(state, "use thread_of_ariadne")
    assert legal(state) == ["move mountains", "move shore", "move wild_north", "move wild_south"]  # joined by a path
    events = run(state, "move mountains")
    assert of_type(events, "move")[0]["rule"] == "treasure.ability" and state.position[0] == "mountains"
    assert wandering(state) == [] and on_board(state) == {"p3.1": "hoplite", "p3.2": "lion"}
    assert "p3" in state.path_tokens and kind(state) == "turn"


def test_treasure_ability_sift_draws_two_then_discards_two_keeping_the_hand_of_five() -> None:
    state = holding("owl_of_athena", hand=FIVE)
    events = run(state, "use owl_of_athena")
    assert of_type(events, "draw")[0]["rule"] == "treasure.ability" and len(state.hands[0]) == 7
    assert kind(state) == "sift" and legal(state) == sorted(f"discard {c}" for c in [*FIVE, *SMALL_DECK[:2]])
    events = run(state, "discard lion", f"discard {SMALL_DECK[0]}")  # an old card and a new one
    assert [(e["rule"], e["card"]) for e in of_type(events, "discard")] == [
        ("treasure.ability", "lion"),
        ("treasure.ability", SMALL_DECK[0]),
    ]
    assert sorted(codes(state.hands[0])) == sorted([*FIVE[1:], SMALL_DECK[1]])
    assert codes(state.discard) == ["lion", SMALL_DECK[0]]
    assert kind(state) == "turn" and state.active == 0  # the turn's action is still to come


def test_treasure_ability_sift_asks_from_the_hidden_hand_and_shows_only_the_discards() -> None:
    state = holding("owl_of_athena", deck=["pearl_diver"])  # one card to draw, an empty hand
    events = run(state, "use owl_of_athena")
    assert kind(state) == "sift" and legal(state) == ["discard pearl_diver"]  # asked even with one card
    assert state.describe("discard pearl_diver") == "Discard Pearl Diver"
    assert state.action_target("discard pearl_diver") == {
        "zone": "hand",
        "seat": 0,
        "card": "pearl_diver",
        "label": "Discard",
    }
    events += run(state, "discard pearl_diver")
    (draw,), (discard,) = of_type(events, "draw"), of_type(events, "discard")
    assert "cards" not in observe_event(draw, 1) and observe_event(discard, 1)["card"] == "pearl_diver"
    assert state.hands[0] == [] and codes(state.discard) == ["pearl_diver"]


def test_treasure_ability_upright_a_wandering_card() -> None:
    board = {
        "p3.1": {"card": "hoplite", "wandering": True},
        "p3.2": {"card": "lion", "wandering": True},
        "p1.1": "gorgon",
    }
    state = holding("star_map_of_atlas", board=board)
    run(state, "use star_map_of_atlas")
    assert legal(state) == ["upright p3.1", "upright p3.2"]
    events = run(state, "upright p3.2")
    assert of_type(events, "upright")[0]["rule"] == "treasure.ability" and wandering(state) == ["hoplite"]


def test_treasure_ability_is_discarded_and_no_longer_scores() -> None:
    state = holding("golden_fleece", party=["shepherd"])  # the Shepherd desires wealth
    assert state.scores()[0]["treasures"] == 4
    run(state, "use golden_fleece")
    assert state.treasures[0] == [] and treasure_codes(state.treasure_discard) == ["golden_fleece"]
    assert state.scores()[0]["treasures"] == 0


def test_treasure_ability_regardless_of_the_partys_desires() -> None:
    state = holding("golden_fleece", party=["archer"])  # the Archer desires might
    assert "use golden_fleece" in legal(state)


def test_treasures_are_not_part_of_the_hand_regroup_cannot_discard_them() -> None:
    state = scenario(
        players=[{"party": ["archer"], "hand": ["lion", "sphinx"], "treasures": ["golden_fleece"]}, {"party": ["poet"]}]
    )
    run(state, "regroup")
    assert legal(state) == ["discard lion", "discard sphinx", "done"]
    unchanged_by(state, "discard golden_fleece")
    assert len(state.hands[0]) == 2 and "treasure.ability" not in rules(run(state, "done"))
    assert treasure_codes(state.treasures[0]) == ["golden_fleece"]


def test_treasure_cards_kept_hidden_from_the_other_players() -> None:
    state = holding("golden_fleece")
    own, other = state.observe(0)["seats"][0], state.observe(1)["seats"][0]
    assert own["treasures"] == ["golden_fleece"]
    assert other["treasures"] is None and other["treasure_count"] == 1


@pytest.mark.parametrize("treasure", TREASURES, ids=lambda t: t.code)
def test_treasure_ability_of_each_treasure(treasure: Treasure) -> None:
    (op,) = treasure.ability
    n = op.args.get("n", 0)
    state = holding(
        treasure.code,
        party=[{"card": "archer", "despair": 1}],
        board={"p3.1": {"card": "hoplite", "wandering": True}, "p3.2": "lion"},  # the Lion: one to boost against
    )
    hand, coins = len(state.hands[0]), state.coins[0]
    answers = {"move_adjacent": ["move mountains"], "sift": [f"discard {c}" for c in SMALL_DECK[:n]]}
    events = run(state, f"use {treasure.code}", *answers.get(op.name, []))
    assert "treasure.ability" in rules(events) and kind(state) == "turn" and state.active == 0
    assert state.coins[0] - coins == (n if op.name == "gain_coins" else 0)
    assert will(state, "archer") == (n if op.name == "place_will" else 0)
    assert despair(state, "archer") == (0 if op.name == "remove_despair" else 1)
    assert state.boost == (n if op.name == "boost" else 0)
    assert state.position[0] == ("mountains" if op.name == "move_adjacent" else "country")
    assert len(state.hands[0]) == hand and len(state.discard) == (n if op.name == "sift" else 0)
    assert wandering(state) == ([] if op.name == "upright" else ["hoplite"])
