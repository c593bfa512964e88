"""A Wild Venture, rulebook sections "Turn Sequence", "Main Action: Play a card", "Main Action:
Activate a card", "Free Action: Activate a 'Free Action' Villager card" and "Free Action: Enchant
a Building" (rule ids ``turn``, ``actions.play``, ``actions.activate``, ``actions.free``,
``actions.enchant``)."""

from __future__ import annotations

from wild_venture_helpers import facts, legal, of_type, rules, run, scenario, supply, unchanged_by


def test_turn_two_main_actions_then_end() -> None:
    state = scenario(players=[{"villagers": ["jackdaw_clerk"]}, {}])
    assert "end" not in legal(state)
    run(state, "activate warren")
    assert state.main_left == 1 and "end" not in legal(state)
    assert "activate warren" not in legal(state)
    run(state, "activate nest", "draw crow_schoolmarm")  # Nest: Consider 2: Draw 1
    assert state.main_left == 0
    # only Free Actions and "end" remain
    assert legal(state) == ["end", "free jackdaw_clerk"]
    events = run(state, "end")
    assert rules(events)[0] == "turn.end" and state.active == 1 and state.main_left == 2


def test_turn_ends_by_itself_when_only_end_is_left() -> None:
    state = scenario()
    events = run(state, "activate warren", "activate lilypad", "move e1")
    assert "turn.end" in rules(events) and state.active == 1  # nothing else to do: no decision asked


def test_turn_the_same_main_action_twice() -> None:
    state = scenario(players=[{"coins": 5, "hand": ["hare_peddler", "rook_courier"]}, {}])
    run(state, "play hare_peddler", "play rook_courier")
    assert facts(state)["villagers"][0] == ["hare_peddler", "rook_courier"]
    assert state.active == 1


def test_turn_free_actions_before_between_and_after_main_actions() -> None:
    state = scenario(
        players=[
            {"villagers": ["jackdaw_clerk", "kit_errand_runner"], "buildings": ["rookery_archive"], "tokens": ["star"]},
            {},
        ]
    )
    run(state, "free jackdaw_clerk")  # before
    assert state.main_left == 2
    run(state, "activate warren", "enchant rookery_archive")  # between
    assert state.main_left == 1 and facts(state)["tokens"][0] == []
    run(state, "activate nest", "draw raven_lecturer")  # Nest: Consider 2: Draw 1
    assert state.main_left == 0 and legal(state) == ["end", "free kit_errand_runner"]
    run(state, "free kit_errand_runner")  # after
    assert state.active == 1  # then nothing is left but "end": the turn ends


def test_play_pays_the_cost_and_places_the_card_in_its_row_with_its_supply_value() -> None:
    state = scenario(players=[{"coins": 9, "hand": ["frog_wizard", "generous_pension", "burrow_bank"]}, {}])
    events = run(state, "play frog_wizard")
    assert rules(events) == ["actions.play"]
    assert facts(state)["coins"][0] == 6 and facts(state)["villagers"][0] == ["frog_wizard"]
    assert supply(state, "frog_wizard") == 2
    run(state, "play generous_pension")
    assert facts(state)["gear"][0] == ["generous_pension"] and supply(state, "generous_pension") == 3
    assert facts(state)["coins"][0] == 3
    state = scenario(players=[{"coins": 3, "hand": ["burrow_bank"]}, {}])
    run(state, "play burrow_bank")
    assert facts(state)["buildings"][0] == ["burrow_bank"] and supply(state, "burrow_bank") == 0
    assert facts(state)["coins"][0] == 0 and facts(state)["hands"][0] == []


def test_play_an_unaffordable_card_is_not_legal() -> None:
    state = scenario(players=[{"coins": 2, "hand": ["frog_wizard", "the_mighty_joe"]}, {}])
    assert "play the_mighty_joe" in legal(state) and "play frog_wizard" not in legal(state)
    assert "frog_wizard" in unchanged_by(state, "play frog_wizard")


def test_activate_a_starter_is_free() -> None:
    state = scenario(players=[{"coins": 0}, {}])
    events = run(state, "activate warren")
    assert rules(events) == ["actions.activate", "effects.gain"]
    assert facts(state)["coins"][0] == 1 and state.main_left == 1


def test_activate_a_villager_removes_a_supply() -> None:
    state = scenario(players=[{"coins": 0, "villagers": [{"code": "hare_peddler", "supply": 2}]}, {}])
    run(state, "activate hare_peddler")
    assert supply(state, "hare_peddler") == 1 and facts(state)["coins"][0] == 3


def test_activate_not_with_zero_supplies() -> None:
    state = scenario(players=[{"villagers": [{"code": "hare_peddler", "supply": 0}]}, {}])
    assert "activate hare_peddler" not in legal(state)
    unchanged_by(state, "activate hare_peddler")


def test_activate_not_the_same_card_twice_by_main_action() -> None:
    state = scenario(players=[{"coins": 0, "villagers": [{"code": "hare_peddler", "supply": 2}]}, {}])
    run(state, "activate hare_peddler")
    assert "activate hare_peddler" not in legal(state)
    unchanged_by(state, "activate hare_peddler")
    state = scenario(players=[{"coins": 0}, {}])
    run(state, "activate warren")
    assert "activate warren" not in legal(state) and "activate nest" in legal(state)


def test_activate_gear_and_buildings_cannot_be_activated() -> None:
    state = scenario(players=[{"gear": ["generous_pension"], "buildings": ["burrow_bank"]}, {}])
    assert legal(state) == ["activate lilypad", "activate nest", "activate warren"]


def test_activate_the_next_turn_may_use_the_card_again() -> None:
    state = scenario(players=[{"villagers": [{"code": "hare_peddler", "supply": 2}]}, {}])
    run(state, "activate hare_peddler", "activate warren")  # turn ends by itself
    run(state, "activate warren", "activate lilypad", "move e1")  # seat 1
    assert state.active == 0 and "activate hare_peddler" in legal(state)


def test_free_action_villagers_only_by_free_action_once_per_turn() -> None:
    state = scenario(players=[{"coins": 0, "villagers": [{"code": "kit_errand_runner", "supply": 2}]}, {}])
    assert "activate kit_errand_runner" not in legal(state)  # not with a Main Action
    events = run(state, "free kit_errand_runner")
    assert rules(events) == ["actions.free", "effects.gain"]
    assert supply(state, "kit_errand_runner") == 1 and facts(state)["coins"][0] == 1
    assert state.main_left == 2  # no Main Action used
    assert "free kit_errand_runner" not in legal(state)  # once per turn
    unchanged_by(state, "free kit_errand_runner")


def test_free_action_not_with_zero_supplies() -> None:
    state = scenario(players=[{"villagers": [{"code": "kit_errand_runner", "supply": 0}]}, {}])
    assert "free kit_errand_runner" not in legal(state)


def test_free_action_available_again_next_turn() -> None:
    state = scenario(players=[{"villagers": [{"code": "kit_errand_runner", "supply": 2}]}, {}])
    run(state, "free kit_errand_runner", "activate warren", "activate lilypad", "move e1")
    assert state.active == 1
    run(state, "activate warren", "activate lilypad", "move e1")
    assert state.active == 0 and "free kit_errand_runner" in legal(state)


def test_enchant_is_a_free_action_that_needs_a_free_token() -> None:
    state = scenario(players=[{"buildings": ["rookery_archive", "carrot_exchange"], "tokens": []}, {}])
    assert not [a for a in legal(state) if a.startswith("enchant")]
    state = scenario(players=[{"buildings": ["rookery_archive", "carrot_exchange"], "tokens": ["star"]}, {}])
    assert [a for a in legal(state) if a.startswith("enchant")] == [
        "enchant carrot_exchange",
        "enchant rookery_archive",
    ]
    events = run(state, "enchant rookery_archive")
    assert rules(events) == ["actions.enchant"] and state.main_left == 2
    assert state.observe(1)["seats"][0]["enchantments"] == [{"type": "star", "on": "rookery_archive"}]
    assert not [a for a in legal(state) if a.startswith("enchant")]  # no token left


def test_enchant_each_building_only_once() -> None:
    state = scenario(
        players=[{"buildings": [{"code": "rookery_archive", "enchanted": "moon"}], "tokens": ["star"]}, {}],
        board_enchant={"nl5": ["moon"], "en1": ["sun", "sun"]},
    )
    assert "enchant rookery_archive" not in legal(state)


def test_enchant_one_time_effect_resolves_at_once() -> None:
    state = scenario(players=[{"coins": 0, "buildings": ["carrot_exchange"], "tokens": ["star"]}, {}])
    events = run(state, "enchant carrot_exchange")  # one-time: Gain 3
    assert facts(state)["coins"][0] == 3 and "effects.gain" in rules(events)


def test_enchant_slot_modifies_the_building_effect() -> None:
    plain = scenario(players=[{"coins": 2, "buildings": ["burrow_bank"]}, {}])  # activate Warren: Invest 1
    run(plain, "activate warren", "invest 1")
    assert facts(plain)["hands"][0] == [] and supply(plain, "burrow_bank") == 1
    slot = scenario(players=[{"coins": 2, "buildings": [{"code": "burrow_bank", "enchanted": "star"}]}, {}])
    run(slot, "activate warren", "invest 1")  # the slot adds Draw 1
    assert facts(slot)["hands"][0] == ["crow_schoolmarm"] and supply(slot, "burrow_bank") == 1
    assert [e["type"] for e in of_type(run(scenario(), "activate warren"), "trigger")] == []
