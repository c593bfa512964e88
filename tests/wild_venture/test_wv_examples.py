"""A Wild Venture: every worked example of the rulebook, replayed exactly from
:mod:`venture_widgets.games.wild_venture.examples` (the same data the tutorials replay).

The generic tests, shared with every game, check each example's legal actions on the way, its
facts at the end, the order of the rules applied and its record (``tests/test_examples.py``); the
named tests here check what each example's text says, step by step.
"""

from __future__ import annotations

from wild_venture_helpers import GAME, facts, legal, of_type, rules, run, supply

from venture_widgets.games.wild_venture.boards import EXAMPLE_SPACES
from venture_widgets.games.wild_venture.examples import BY_NAME, replay
from venture_widgets.games.wild_venture.scoring import score_counts

SPRING = EXAMPLE_SPACES["spring"]
AUTUMN = EXAMPLE_SPACES["autumn"]


def test_adventuring_example_west_towards_the_mystery_forest() -> None:
    example = BY_NAME["adventure_west"]
    state = GAME.scenario(example.spec)
    run(state, "activate the_mighty_joe")
    assert "stop" not in legal(state)  # at least one space
    run(state, f"move {SPRING['west_start']}")
    assert "stop" in legal(state)  # could stop after 1 space
    run(state, f"move {SPRING['west_junction']}")
    assert legal(state) == ["move wn1", "move ws1", "stop"]  # the junction: choose a path, or stop
    events = run(state, f"move {SPRING['west_fork']}")
    assert [e["space"] for e in of_type(events, "move")] == ["wn1"]
    assert facts(state)["position"][0] == "wn1"  # three spaces moved, the reward of wn1 only
    assert state.choice.kind == "starter_reward"
    run(state, "upgrade lilypad", "activate lilypad")
    # the next time it moves it must choose one of the two paths; it never goes back
    assert legal(state) == ["move wa1", "move wb1"]


def test_adventuring_detailed_example_frog_wizard_and_the_mighty_joe() -> None:
    example = BY_NAME["detailed_adventure"]
    state = GAME.scenario(example.spec)
    events = run(state, "activate frog_wizard")
    assert supply(state, "frog_wizard") == 1  # one of its two Supplies removed
    assert facts(state)["position"][0] == "n2"  # the only way on: moved at once
    run(state, "move n3")
    assert legal(state) == ["move nl1", "move nr1", "stop"]  # left Gain 3, right Gain 2
    assert state.board.by_id["nl1"].reward == ("gain", 3)
    assert state.board.by_id["nr1"].reward == ("gain", 2)
    events = run(state, "move nl1")
    assert facts(state)["hands"][0] == sorted(["rook_courier", "magpie_sorter", "jackdaw_clerk"])  # Draw 3
    assert facts(state)["coins"][0] == 2  # not Gain 3
    assert [e["rule"] for e in of_type(events, "modifier")] == ["adventure.reward"]
    assert "activate frog_wizard" not in legal(state)  # not twice by Main Action
    run(state, "activate the_mighty_joe", "move nl3", "stop")
    assert supply(state, "the_mighty_joe") == 1
    run(state, "chest activate")
    assert legal(state) == ["activate frog_wizard", "activate the_mighty_joe"]
    events = run(state, "activate frog_wizard")
    assert supply(state, "frog_wizard") == 1  # activated by the chest: no Supply removed
    assert [e["rule"] for e in of_type(events, "activate")] == ["effects.activate"]
    run(state, "move nl5")
    stop_here = state.clone()
    events = run(stop_here, "stop")
    assert of_type(events, "enchant_token")[0]["token"] == "moon"
    assert facts(stop_here)["tokens"][0] == ["star", "moon"]  # already had a moon token: it stays
    assert facts(stop_here)["board_enchant"]["nl5"] == ["moon"]
    run(state, "move nl6")
    assert facts(state)["hands"][0] == sorted(
        ["rook_courier", "magpie_sorter", "jackdaw_clerk", "raven_postmaster", "chough_bellringer", "night_watch_crow"]
    )  # Gain 3 became Draw 3 again
    assert facts(state)["coins"][0] == 2


def test_adventuring_example_autumn_north_east_path_costs_one_coin() -> None:
    example = BY_NAME["autumn_pay_path"]
    state, events = replay(example)
    assert facts(state)["coins"][0] == 0
    assert of_type(events, "pay")[0]["rule"] == "adventure.path_cost"
    assert state.choice.kind == "chest" and state.choice.rule == "rewards.iron_chest"
    poor = GAME.scenario({**example.spec, "players": [{"coins": 0, "position": "e2"}, {}]})
    run(poor, "activate lilypad")  # cannot afford the north-east step: the only way is taken at once
    assert facts(poor)["position"][0] == "es1"


def test_adventuring_example_no_coins_and_no_cards_cannot_move() -> None:
    state, events = replay(BY_NAME["cannot_move"])
    assert facts(state)["position"][0] == "w2" and state.main_left == 1
    assert of_type(events, "cannot_move")
    assert not of_type(events, "reward") and not of_type(events, "move")
    rich = GAME.scenario({**BY_NAME["cannot_move"].spec, "players": [{"coins": 1, "position": "w2"}, {}]})
    run(rich, "activate lilypad")
    assert facts(rich)["position"][0] == "wn1"  # with a coin the paid way opens (and is taken at once)
    carded = GAME.scenario(
        {**BY_NAME["cannot_move"].spec, "players": [{"coins": 0, "position": "w2", "hand": ["hare_peddler"]}, {}]}
    )
    run(carded, "activate lilypad")
    assert facts(carded)["position"][0] == "ws1"  # with a card the trash way opens
    assert facts(carded)["trash"] == ["hare_peddler"]


def test_turn_end_example_generous_pension_tucked_first_saves_the_empty_villager() -> None:
    example = BY_NAME["generous_pension"]
    state, events = replay(example)
    assert [e["card"] for e in of_type(events, "relic")] == ["generous_pension"]
    assert supply(state, "hare_peddler") == 1
    assert facts(state)["tucked_count"][0] == 1
    other_order = GAME.scenario(example.spec)
    run(other_order, "activate warren", "tuck hare_peddler")  # villager first: both get tucked
    assert facts(other_order)["villagers"][0] == [] and facts(other_order)["tucked_count"][0] == 2


def test_buildings_interrupt_example_zero_waste_must_pay_before_arriving() -> None:
    example = BY_NAME["zero_waste_interrupt"]
    state, events = replay(example)
    assert facts(state)["coins"][0] == 3 + 5
    assert rules(events).index("buildings.trigger") < rules(events).index("adventure.reward")
    assert not of_type(events, "play")  # 3 coins: Chainwhip costs 4, the +5 comes too late
    rich = GAME.scenario({**example.spec, "players": [{**example.spec["players"][0], "coins": 4}, {}]})
    run(rich, "activate lilypad", "move ws1")
    assert legal(rich) == ["play chainwhip", "skip"]
    run(rich, "play chainwhip")
    assert facts(rich)["coins"][0] == 5 and facts(rich)["gear"][0] == ["chainwhip"]


def test_triggers_multiple_example_chain_with_exact_coin_counts() -> None:
    example = BY_NAME["trigger_chain"]
    state = GAME.scenario(example.spec)
    run(state, "activate lilypad", "move ws1")
    assert facts(state)["trash"] == ["chainwhip"] and facts(state)["coins"][0] == 3
    assert state.choice.owner == 0 and state.choice.rule == "triggers.multiple"
    run(state, "trigger recycle_bin")
    assert facts(state)["coins"][0] == 4  # 3 coins + 1 from the opponent's Recycle Bin
    assert supply(state, "recycle_bin") == 2
    events = run(state, "play chainwhip")
    assert facts(state)["coins"][0] == 1  # paid 4, then 1 from the Postal Contract
    assert [e["card"] for e in of_type(events, "trigger")] == ["postal_contract"]
    run(state, "invest 1")
    assert supply(state, "zero_waste") == 1 and facts(state)["coins"][0] == 5  # then the Gain 5
    assert facts(state)["position"][0] == "ws1"


def test_scoring_example_40_points() -> None:
    assert score_counts({"rabbit": 5, "frog": 3, "crow": 6}, [5, 3], 7, 2) == {
        "total": 40,
        "villagers": 18,
        "buildings": 8,
        "gear": 14,
    }
    state, events = replay(BY_NAME["scoring_40"])
    assert state.is_over and state.scores()[0]["total"] == 40
    assert of_type(events, "game_over")[0]["scores"][0]["total"] == 40
