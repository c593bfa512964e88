"""A Wild Venture, rulebook sections "Gear Cards", "Building Cards", "Investing in Buildings" and
"Multiple Triggers" (rule ids ``gear.trigger``, ``gear.relic``, ``buildings.trigger``,
``triggers.multiple``)."""

from __future__ import annotations

from wild_venture_helpers import facts, legal, of_type, rules, run, scenario, supply


def test_gear_trigger_by_the_other_player_gives_the_coin_to_the_triggering_player() -> None:
    # Postal Contract (seat 1): when any player plays a Crow card
    state = scenario(players=[{"coins": 1, "hand": ["rook_courier"]}, {"coins": 0, "gear": ["postal_contract"]}])
    events = run(state, "play rook_courier")
    assert rules(events) == ["actions.play", "gear.trigger"]
    assert of_type(events, "trigger")[0]["owner"] == 1
    assert facts(state)["coins"] == [1, 0]  # paid 1, took 1 from the opponent's Postal Contract
    assert supply(state, "postal_contract") == 2


def test_gear_trigger_by_its_owner() -> None:
    state = scenario(players=[{"coins": 1, "hand": ["rook_courier"], "gear": ["postal_contract"]}, {}])
    run(state, "play rook_courier")
    assert facts(state)["coins"][0] == 1 and supply(state, "postal_contract") == 2


def test_gear_trigger_condition_not_met() -> None:
    state = scenario(players=[{"coins": 1, "hand": ["hare_peddler"]}, {"gear": ["postal_contract"]}])
    events = run(state, "play hare_peddler")  # a Rabbit card
    assert not of_type(events, "trigger") and supply(state, "postal_contract") == 3


def test_gear_trigger_not_when_empty() -> None:
    state = scenario(
        players=[
            {"coins": 1, "hand": ["rook_courier"]},
            {"coins": 0, "gear": [{"code": "postal_contract", "supply": 0}]},
        ]
    )
    events = run(state, "play rook_courier")
    assert not of_type(events, "trigger") and facts(state)["coins"] == [0, 0]


def test_gear_does_not_trigger_on_its_own_play() -> None:
    # Postal Contract is itself a Crow card; Abacus Beads triggers when any player plays a Gear card
    state = scenario(players=[{"coins": 3, "hand": ["postal_contract", "abacus_beads"]}, {}])
    events = run(state, "play postal_contract")
    assert not of_type(events, "trigger") and supply(state, "postal_contract") == 3
    events = run(state, "play abacus_beads")
    assert not of_type(events, "trigger") and supply(state, "abacus_beads") == 2


def test_gear_relic_at_the_end_of_the_owners_turn_only() -> None:
    # seat 0 empties seat 1's Postal Contract on seat 0's turn: nothing happens to it then
    state = scenario(
        players=[
            {"coins": 2, "hand": ["rook_courier", "magpie_sorter"]},
            {"coins": 0, "gear": [{"code": "postal_contract", "supply": 1}]},
        ]
    )
    run(state, "play rook_courier", "play magpie_sorter")
    assert state.active == 1 and facts(state)["gear"][1] == ["postal_contract"]
    assert supply(state, "postal_contract") == 0
    events = run(state, "activate warren", "activate lilypad", "move e1")
    # at the end of its owner's turn: Relic (Draw 1), then tucked
    assert rules(events).index("gear.relic") < rules(events).index("turn.tuck")
    assert facts(state)["gear"][1] == [] and facts(state)["tucked_count"][1] == 1
    assert len(facts(state)["hands"][1]) == 1


def test_gear_relic_order_chosen_by_the_owner() -> None:
    state = scenario(
        main_actions_left=1,
        players=[
            {
                "coins": 0,
                "gear": [{"code": "hand_cart", "supply": 0}, {"code": "brass_spyglass", "supply": 0}],
            },
            {},
        ],
    )
    run(state, "activate warren")
    assert state.choice.kind == "tuck_order" and legal(state) == ["tuck brass_spyglass", "tuck hand_cart"]
    events = run(state, "tuck hand_cart")  # Relic: Gain 2, then Brass Spyglass's Relic: Draw 1
    assert [e["card"] for e in of_type(events, "relic")] == ["hand_cart", "brass_spyglass"]
    assert facts(state)["coins"][0] == 1 + 2 and facts(state)["hands"][0] == ["crow_schoolmarm"]
    assert facts(state)["tucked_count"][0] == 2


def test_gear_no_relic_when_tucked_otherwise() -> None:
    # Night Watch Crow: Tuck 1 card from your hand -- a Gear card with a Relic (Hand Cart: Gain 2)
    state = scenario(players=[{"coins": 0, "hand": ["hand_cart"], "villagers": ["night_watch_crow"]}, {}])
    events = run(state, "free night_watch_crow")
    assert not of_type(events, "relic") and facts(state)["coins"][0] == 1  # only the villager's Gain 1
    # tucked from a Consider: no Relic either (Fledgling Scribe: Consider 2: Tuck 1)
    state = scenario(players=[{"coins": 0, "villagers": ["fledgling_scribe"]}, {}], deck=["hand_cart", "pond_skater"])
    events = run(state, "free fledgling_scribe", "tuck hand_cart")
    assert not of_type(events, "relic") and facts(state)["coins"][0] == 0


def test_gear_empty_villagers_tucked_without_relic() -> None:
    state = scenario(
        main_actions_left=1, players=[{"coins": 0, "villagers": [{"code": "hare_peddler", "supply": 0}]}, {}]
    )
    events = run(state, "activate warren")
    assert not of_type(events, "relic") and facts(state)["villagers"][0] == []
    assert facts(state)["tucked_count"][0] == 1


def test_buildings_trigger_only_for_the_owner() -> None:
    # Belltower Lookout: When you play a Crow Villager card: Invest 2
    state = scenario(players=[{"coins": 3, "hand": ["rook_courier"]}, {"coins": 3, "buildings": ["belltower_lookout"]}])
    events = run(state, "play rook_courier")
    assert not of_type(events, "trigger") and supply(state, "belltower_lookout") == 0
    state = scenario(players=[{"coins": 3, "hand": ["rook_courier"], "buildings": ["belltower_lookout"]}, {}])
    events = run(state, "play rook_courier", "invest 2")
    assert of_type(events, "trigger")[0]["rule"] == "buildings.trigger" and supply(state, "belltower_lookout") == 2


def test_buildings_do_not_trigger_on_their_own_play() -> None:
    # Pigeon Post Depot is a Crow card and triggers when you play a Crow card
    state = scenario(players=[{"coins": 9, "hand": ["pigeon_post_depot", "rook_courier"]}, {}])
    events = run(state, "play pigeon_post_depot")
    assert not of_type(events, "trigger")
    events = run(state, "play rook_courier")
    assert of_type(events, "trigger") and legal(state) == ["invest 0", "invest 1"]


def test_buildings_keep_their_supplies_when_triggered() -> None:
    state = scenario(players=[{"coins": 2, "buildings": [{"code": "burrow_bank", "supply": 4}]}, {}])
    run(state, "activate warren", "invest 1")
    assert supply(state, "burrow_bank") == 5


def test_buildings_interrupt_the_current_effect() -> None:
    # Rookery Archive: When you claim a Draw reward: Invest 1 -- resolved inside Tadpole Scout's
    # Adventure 2, before its next effect (Gain 1)
    state = scenario(
        players=[{"coins": 1, "position": "nl1", "villagers": ["tadpole_scout"], "buildings": ["rookery_archive"]}, {}]
    )
    events = run(state, "activate tadpole_scout", "stop")  # Adventure 2 then Gain 1: stop on Draw 1
    assert legal(state) == ["invest 0", "invest 1"]  # before Tadpole Scout's Gain 1
    events += run(state, "invest 1")
    assert rules(events).index("effects.invest") < rules(events).index("effects.gain")
    assert facts(state)["coins"][0] == 1 and supply(state, "rookery_archive") == 1


def test_triggers_multiple_the_triggering_player_chooses_the_order() -> None:
    # Seat 0 trashes a Gear card: its own Zero Waste and seat 1's Recycle Bin trigger at once
    spec = {
        "players": [
            {"coins": 3, "hand": ["chainwhip"], "buildings": ["zero_waste"], "villagers": ["kit_prefect"]},
            {"coins": 0, "gear": ["recycle_bin"]},
        ]
    }
    state = scenario(**spec)
    run(state, "free kit_prefect")  # Kit Prefect: Trash 1 card from your hand: Gain 2
    assert state.choice.owner == 0 and legal(state) == ["trigger recycle_bin", "trigger zero_waste"]
    zero_first = state.clone()
    run(state, "trigger recycle_bin", "play chainwhip")  # 3 + 1 = 4: Chainwhip affordable
    assert facts(state)["gear"][0] == ["chainwhip"] and facts(state)["coins"][0] == 0 + 2
    run(zero_first, "trigger zero_waste")  # 3 coins: Chainwhip (4) cannot be played
    assert facts(zero_first)["gear"][0] == [] and facts(zero_first)["trash"] == ["chainwhip"]
    assert facts(zero_first)["coins"][0] == 3 + 1 + 2


def test_buildings_interrupt_the_ruby_chest_between_the_tuck_and_the_play() -> None:
    # Ruby Chest, search: "Tuck 1 of them and play the other". Sorting Office (When you tuck a
    # card: Invest 1) interrupts at the tuck, before the other card is played and sets off
    # Clover Market (When you play a Gear card: Invest 2): with 1 coin, the coin goes to the first.
    state = scenario(
        players=[{"coins": 1, "position": "wb1", "buildings": ["sorting_office", "clover_market"]}, {}],
        trash=["hare_peddler", "hand_cart"],
    )
    run(state, "activate lilypad")  # Adventure 1 onto the Ruby Chest
    events = run(state, "chest search", "take hare_peddler", "tuck hare_peddler")
    assert legal(state) == ["invest 0", "invest 1"]
    events += run(state, "invest 1")
    assert [e["card"] for e in of_type(events, "trigger")] == ["sorting_office", "clover_market"]
    assert rules(events).index("effects.invest") < [e["type"] for e in events].index("play")
    assert supply(state, "sorting_office") == 1 and supply(state, "clover_market") == 0
    assert facts(state)["gear"][0] == ["hand_cart"]


def test_gear_trigger_adventure_needs_a_move() -> None:
    # Waxed Rain Cape (seat 1): When any player adventures. No move, no adventure, no coin.
    state = scenario(players=[{"coins": 0, "position": "wa3"}, {"coins": 0, "gear": ["waxed_rain_cape"]}])
    events = run(state, "activate lilypad")
    assert not of_type(events, "trigger") and supply(state, "waxed_rain_cape") == 2
    state = scenario(players=[{"coins": 0, "position": "wa2"}, {"coins": 0, "gear": ["waxed_rain_cape"]}])
    events = run(state, "activate lilypad", "chest supply")
    assert [e["card"] for e in of_type(events, "trigger")] == ["waxed_rain_cape"]
    assert facts(state)["coins"] == [1, 0]


def test_gear_trigger_activation_by_an_effect_is_an_activation() -> None:
    # Digging Spade (seat 1): When any player activates a Villager card -- the Gold Chest's
    # activation counts, though it removes no Supply
    state = scenario(
        players=[{"coins": 0, "position": "nl2", "villagers": ["hare_peddler"]}, {"gear": ["digging_spade"]}]
    )
    events = run(state, "activate lilypad", "chest activate")
    assert [e["card"] for e in of_type(events, "trigger")] == ["digging_spade"]
    assert facts(state)["coins"][0] == 3 + 1 and supply(state, "hare_peddler") == 2


def test_triggers_multiple_at_a_reward_are_one_choice() -> None:
    # Moving onto a Gain 2 space sets off, at the same moment, a Gear card watching adventures
    # (Waxed Rain Cape), one watching Gain rewards (Hand Cart) and a Building watching Gain
    # rewards (Carrot Exchange): the player orders all three in one decision, after the reward.
    state = scenario(
        players=[
            {
                "coins": 0,
                "position": "wa1",
                "gear": ["waxed_rain_cape", "hand_cart"],
                "buildings": ["carrot_exchange"],
            },
            {},
        ]
    )
    run(state, "activate lilypad")
    assert state.choice is not None and state.choice.kind == "trigger_order"
    assert sorted(legal(state)) == ["trigger carrot_exchange", "trigger hand_cart", "trigger waxed_rain_cape"]
    assert facts(state)["coins"][0] == 2  # the Gain 2 reward came first
    run(state, "trigger hand_cart", "trigger waxed_rain_cape")  # two coins, then the Building invests
    assert facts(state)["coins"][0] == 4 and "invest 1" in legal(state)
