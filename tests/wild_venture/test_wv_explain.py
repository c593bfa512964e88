"""A Wild Venture: why an action is not legal now (``state.explain``), what each legal action
points at on the table (``state.action_target``) and the actions the seat to move sees but may
not take (``state.unavailable_actions``). Each test is named after the rule that allows or forbids."""

from __future__ import annotations

import random

import pytest
from wild_venture_helpers import GAME, run, scenario

import venture_widgets as vw
from venture_widgets.games.wild_venture import explain, sections


def why(state, action: str, seat: int | None = None) -> tuple[bool, str, str]:
    """``(legal, rule, text)`` of the explanation."""
    found = state.explain(action, seat)
    return found.legal, found.rule, found.text


def unavailable(state) -> dict[str, tuple[str, str]]:
    return {entry["action"]: (entry["rule"], entry["text"]) for entry in state.unavailable_actions()}


def targets(state) -> dict[str, dict]:
    return {action: state.action_target(action) for action in state.legal_actions()}


def test_actions_play_what_a_legal_action_does_and_its_target() -> None:
    state = scenario(players=[{"coins": 3, "hand": ["frog_wizard"]}, {}])
    found = state.explain("play frog_wizard")
    assert found.legal and found.rule == "actions.play" and found.title == "Main Action: Play a card"
    assert found.text.startswith("Play Frog Wizard (a Main Action, paying its cost): allowed now")
    assert state.action_target("play frog_wizard") == {
        "zone": "hand",
        "seat": 0,
        "card": "frog_wizard",
        "label": "Play",
    }
    assert state.action_target("activate warren") == {
        "zone": "starters",
        "seat": 0,
        "card": "warren",
        "label": "Activate",
    }


def test_actions_play_the_cost_and_spent_main_actions() -> None:
    state = scenario(
        players=[{"coins": 1, "hand": ["frog_wizard", "hare_peddler"], "villagers": ["jackdaw_clerk"]}, {}]
    )
    legal, rule, text = why(state, "play frog_wizard")
    assert (legal, rule) == (False, "actions.play")
    assert text == "Frog Wizard costs 3 coins and you have 1 (rule actions.play: Main Action: Play a card)."
    assert unavailable(state)["play frog_wizard"] == (rule, text)
    run(state, "play hare_peddler", "activate nest", "draw crow_schoolmarm")  # both Main Actions spent
    assert state.choice.kind == "turn" and state.main_left == 0  # a Free Action is left: the turn goes on
    legal, rule, text = why(state, "play frog_wizard")
    assert rule == "turn" and text.startswith("Both Main Actions of this turn are spent")
    assert unavailable(state)["activate warren"][0] == "turn"


def test_turn_two_main_actions_before_the_end() -> None:
    state = scenario(players=[{"villagers": ["jackdaw_clerk"]}, {}])
    assert unavailable(state)["end"] == (
        "turn",
        "You must still take 2 Main Actions: a turn has two (rule turn: Turn Sequence).",
    )
    assert why(state, "end now")[1] == "notation"


def test_actions_activate_a_card_once_per_turn_and_a_villager_needs_a_supply() -> None:
    state = scenario(
        players=[{"villagers": [{"code": "frog_wizard", "supply": 1}, {"code": "hare_peddler", "supply": 0}]}, {}]
    )
    assert unavailable(state)["activate hare_peddler"] == (
        "actions.activate",
        "Hare Peddler has no Supply left to remove (rule actions.activate: Main Action: Activate a card).",
    )
    run(state, "activate warren")
    assert why(state, "activate warren")[2].startswith("Warren was already activated with a Main Action this turn")
    assert state.observe(0)["seats"][0]["villagers"][0]["supply"] == 1
    assert why(state, "activate tadpole_scout")[2].startswith("Tadpole Scout is not one of your Starters or Villagers")


def test_actions_free_a_free_action_villager() -> None:
    state = scenario(players=[{"villagers": ["jackdaw_clerk", {"code": "kit_errand_runner", "supply": 0}]}, {}])
    assert state.action_target("free jackdaw_clerk") == {
        "zone": "villagers",
        "seat": 0,
        "card": "jackdaw_clerk",
        "label": "Free action",
    }
    assert unavailable(state)["free kit_errand_runner"][0] == "actions.free"
    assert why(state, "activate jackdaw_clerk")[2].startswith(
        "Jackdaw Clerk is activated with a Free Action: free jackdaw_clerk"
    )
    run(state, "free jackdaw_clerk")
    assert why(state, "free jackdaw_clerk")[2].startswith("Jackdaw Clerk's Free Action was already used this turn")


def test_actions_enchant_one_token_per_building() -> None:
    state = scenario(
        players=[
            {
                "tokens": ["star"],
                "buildings": [{"code": "zero_waste", "supply": 0, "enchanted": "moon"}, "rookery_archive"],
            },
            {},
        ]
    )
    assert state.action_target("enchant rookery_archive")["zone"] == "buildings"
    assert unavailable(state)["enchant zero_waste"][1].startswith("Zero Waste is already enchanted")
    no_token = scenario(players=[{"buildings": ["rookery_archive"]}, {}])
    assert unavailable(no_token)["enchant rookery_archive"][1].startswith("You have no Enchantment token left")


def test_adventure_move_spaces_out_of_reach() -> None:
    state = scenario(players=[{"villagers": ["frog_wizard"]}, {}])
    run(state, "activate frog_wizard")
    assert targets(state)["move w1"] == {"zone": "board", "space": "w1", "label": "Move to Bramble Gate"}
    out = unavailable(state)
    assert set(out) == {f"move {space.id}" for space in state.board.spaces} - set(state.legal_actions()) | {"stop"}
    assert out["move w2"][1].startswith("Mossy Crossroads is further along the path")
    assert out["move home"][1].startswith("Your Adventurer is on Home already")
    assert out["stop"][1].startswith("An Adventure moves at least one space when it can")
    run(state, "move w1")
    assert why(state, "move n1")[2].startswith("Hedgerow Lane is not ahead of your Adventurer")
    assert targets(state)["stop"] == {"zone": "button", "label": "Stop here"}
    assert why(state, "move mars")[1] == "notation"


def test_adventure_path_cost_autumn() -> None:
    state = scenario(board="autumn", players=[{"coins": 1, "position": "n1", "villagers": ["frog_wizard"]}, {}])
    run(state, "activate frog_wizard")  # n1 -> n2 is the only step: taken at once
    assert state.position[0] == "n2" and state.legal_actions() == ["move nl1", "stop"]
    assert unavailable(state)["move nr1"] == (
        "adventure.path_cost",
        "The path to Hazel Copse costs 2 coins and you have 1 "
        "(rule adventure.path_cost: Adventuring: paths with costs (Autumn side)).",
    )
    state = scenario(board="autumn", players=[{"coins": 1, "position": "w1", "villagers": ["frog_wizard"]}, {}])
    run(state, "activate frog_wizard")
    assert state.position[0] == "w2" and state.legal_actions() == ["move wn1", "stop"]
    assert unavailable(state)["move ws1"][1].startswith("The path to")
    assert "costs 1 card from your hand and you hold 0 cards" in unavailable(state)["move ws1"][1]


def test_rewards_starter_buttons_and_chest_options() -> None:
    state = scenario(players=[{"coins": 0, "position": "n2"}, {}])
    run(state, "activate lilypad")
    assert targets(state) == {
        "activate nest": {"zone": "button", "seat": 0, "card": "nest", "label": "Activate Nest"},
        "upgrade nest": {"zone": "button", "seat": 0, "card": "nest", "label": "Upgrade Nest"},
    }
    assert why(state, "upgrade warren")[2].startswith("This reward is your Nest's: upgrade nest")
    hand = ["hare_peddler", "pond_skater", "tadpole_scout", "rook_courier"]
    state = scenario(players=[{"coins": 0, "position": "wb1", "hand": hand}, {}])
    run(state, "activate lilypad")
    assert {a: t["label"] for a, t in targets(state).items()} == {
        "chest tuck": "Chest: tuck from hand",
        "chest search": "Chest: search the trash",
        "chest consider": "Chest: consider",
    }
    legal, rule, text = why(state, "chest supply")
    assert (legal, rule) == (False, "rewards.ruby_chest")
    assert text.startswith("The Ruby Chest offers chest tuck, chest search, chest consider")


def test_rewards_ruby_chest_search_a_card_only_once() -> None:
    state = scenario(
        players=[{"coins": 0, "position": "wb1"}, {}], trash=["frog_wizard", "hare_peddler", "generous_pension"]
    )
    run(state, "activate lilypad", "chest search", "take generous_pension")
    assert targets(state)["take frog_wizard"] == {"zone": "trash", "card": "frog_wizard", "label": "Take"}
    assert unavailable(state) == {
        "take generous_pension": (
            "rewards.ruby_chest",
            "You have already taken Generous Pension: take another card "
            "(rule rewards.ruby_chest: Claiming a Reward: Ruby Chest).",
        )
    }
    assert why(state, "take tadpole_scout")[2].startswith("Tadpole Scout is not in the Trash")
    run(state, "take frog_wizard")
    assert targets(state)["tuck frog_wizard"] == {"zone": "taken", "card": "frog_wizard", "label": "Tuck"}


def test_effects_invest_a_button_per_amount() -> None:
    state = scenario(players=[{"coins": 3, "hand": ["rook_courier"], "buildings": ["belltower_lookout"]}, {}])
    run(state, "play rook_courier")
    assert targets(state)["invest 2"] == {"zone": "button", "seat": 0, "card": "belltower_lookout", "label": "Invest 2"}
    assert why(state, "invest 3")[2].startswith("You may invest from 0 up to 2 coins here")


def test_effects_consider_cards_in_secret_and_no_other() -> None:
    state = scenario(
        players=[{"villagers": ["raven_postmaster"]}, {}], deck=["frog_wizard", "tadpole_scout", "hare_peddler"]
    )
    run(state, "activate raven_postmaster")
    assert targets(state)["draw frog_wizard"] == {"zone": "considering", "card": "frog_wizard", "label": "Draw"}
    assert why(state, "draw crow_schoolmarm")[2].startswith("Crow Schoolmarm is not among the cards you consider")
    assert why(state, "trash frog_wizard")[2].startswith("It does not answer the decision now: “Consider: choose")


def test_buildings_trigger_zero_waste_play_or_skip() -> None:
    spec = {
        "players": [
            {"coins": 5, "hand": ["hand_cart"], "villagers": ["carrion_auctioneer"], "buildings": ["zero_waste"]},
            {},
        ]
    }
    state = scenario(**spec)
    run(state, "activate carrion_auctioneer")
    assert targets(state) == {
        "play hand_cart": {"zone": "trash", "card": "hand_cart", "label": "Play"},
        "skip": {"zone": "button", "label": "Skip"},
    }
    assert why(state, "play frog_wizard")[2].startswith("Only Hand Cart can be played from the Trash now")


def test_triggers_multiple_the_next_trigger_is_a_button() -> None:
    spec = {
        "players": [
            {"coins": 3, "hand": ["chainwhip"], "buildings": ["zero_waste"], "villagers": ["kit_prefect"]},
            {"coins": 0, "gear": ["recycle_bin"]},
        ]
    }
    state = scenario(**spec)
    run(state, "free kit_prefect")
    assert targets(state) == {
        "trigger recycle_bin": {
            "zone": "button",
            "seat": 1,
            "card": "recycle_bin",
            "label": "Resolve Recycle Bin next",
        },
        "trigger zero_waste": {"zone": "button", "seat": 0, "card": "zero_waste", "label": "Resolve Zero Waste next"},
    }
    assert why(state, "trigger hand_cart")[2].startswith("Hand Cart is not among the cards that trigger now")


def test_setup_initiate_targets_and_a_card_not_on_offer() -> None:
    state = GAME.new_game(seed=3, first_player=0)
    action = state.legal_actions()[0]
    assert state.action_target(action) == {"zone": "initiates", "card": action.split()[1], "label": "Choose"}
    assert why(state, "initiate frog_wizard")[2].startswith("Frog Wizard is not one of the Initiate Villagers")


def test_turn_tuck_only_empty_cards() -> None:
    state = scenario(
        players=[
            {
                "villagers": [{"code": "frog_wizard", "supply": 0}, {"code": "hare_peddler", "supply": 1}],
                "gear": [{"code": "generous_pension", "supply": 0}],
            },
            {},
        ]
    )
    run(state, "activate warren", "activate lilypad", "move e1")  # the turn ends: two empty cards, one a Gear
    assert state.choice.kind == "tuck_order"
    assert targets(state)["tuck generous_pension"] == {
        "zone": "gear",
        "seat": 0,
        "card": "generous_pension",
        "label": "Tuck",
    }
    assert unavailable(state)["tuck hare_peddler"][1].startswith("Hare Peddler still has Supplies")


def test_notation_and_whose_decision_it_is() -> None:
    state = scenario(players=[{"coins": 3, "hand": ["frog_wizard"]}, {}])
    assert why(state, "dance")[:2] == (False, "notation")
    assert why(state, "play no_such_card")[2].startswith("There is no card 'no_such_card'")
    assert why(state, "end of it")[1] == "notation"
    legal, rule, text = why(state, "play frog_wizard", seat=1)
    assert (legal, rule) == (False, "turn") and text.startswith("It is not your decision: Seat 0 decides now")
    with pytest.raises(vw.IllegalActionError) as refused:
        state.apply("play hare_peddler")
    assert "now: you have no Hare Peddler in your hand (rule actions.play: Main Action: Play a card); legal:" in str(
        refused.value
    )


def test_actions_play_a_card_the_other_seat_holds_is_explained_as_any_other() -> None:
    state = scenario(players=[{"coins": 3, "hand": ["frog_wizard"]}, {"hand": ["hare_peddler", "rook_courier"]}])
    told, nowhere = why(state, "play hare_peddler"), why(state, "play tadpole_scout")  # held by seat 1 / by nobody
    assert told == (False, "actions.play", nowhere[2].replace("Tadpole Scout", "Hare Peddler"))
    for n in range(5):
        other = state.determinize(0, random.Random(n))
        assert why(other, "play hare_peddler") == told
        assert other.unavailable_actions() == state.unavailable_actions()


def test_every_kind_has_its_verbs_and_the_rule_titles_are_one_table() -> None:
    assert GAME.rules is sections.SECTIONS and GAME.catalog()["rules"] == sections.SECTIONS
    assert set(explain.CARD_ZONES) | {
        "turn",
        "adventure",
        "starter_reward",
        "chest",
        "invest",
        "play_subject",
        "trigger_order",
    } == set(explain.KIND_VERBS)
    words = GAME.catalog()["words"]
    assert words["verbs"]["top"] == "Put back on top"
    assert words["tokens"]["gold_chest"]["badge"] == "Gold" and words["tokens"]["gold_chest"]["short"] == "Gold"
    assert words["chests"]["iron"] == {
        "tuck": "Chest: tuck from hand",
        "supply": "Chest: add a supply",
        "consider": "Chest: consider",
    }


def test_notation_every_legal_action_uses_a_verb_of_its_decision() -> None:
    """The verbs ``explain`` expects of each kind of decision are the ones the rules offer (over
    seeded games with every variant), so a wrong verb is never explained as a right one."""
    for seed in range(6):
        state = GAME.new_game(seed=seed, board=("spring", "autumn")[seed % 2], even_wilder=seed % 3 == 0)
        rng = random.Random(seed)
        while not state.is_over:
            for action in state.legal_actions():
                assert action.partition(" ")[0] in explain.KIND_VERBS[state.choice.kind], (state.choice.kind, action)
            run(state, rng.choice(state.legal_actions()))
