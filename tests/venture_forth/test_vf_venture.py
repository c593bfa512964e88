"""Venture Forth, rulebook section "Venture Forth" (rule ids ``venture``, ``venture.adventurer``,
``venture.recruit``, ``venture.party_limit``, ``venture.enemy``, ``venture.exert``,
``venture.defeat``, ``venture.desired``, ``venture.arrive``, ``explore``, ``despair``): complete
paths, encounters in order, recruiting, exerting, defeat or what's desired, arriving and the
explore token; the rulebook's worked example."""

from __future__ import annotations

from typing import Any

from venture_forth_helpers import (
    codes,
    despair,
    kind,
    legal,
    of_type,
    on_board,
    party,
    rules,
    run,
    scenario,
    token_codes,
    treasure_codes,
    unchanged_by,
    wandering,
    will,
)

from venture_widgets.games.venture_forth.tables import card_index


def at_country(*members: Any, coins: int = 0, **spec: Any):  # type: ignore[no-untyped-def]
    """Seat 0's party at the Country (the Archer unless ``members``), seat 1's the Poet."""
    seat0 = {"party": list(members) or ["archer"], "site": "country", "coins": coins}
    return scenario(players=[seat0, {"party": ["poet"], "site": "shore"}], **spec)


def test_venture_forth_only_along_a_complete_path() -> None:
    state = at_country(board={"p3.1": "hoplite", "p5.1": "harpy", "p5.2": "lamia", "p7.1": "siren", "p7.2": "sphinx"})
    ventures = [a for a in legal(state) if a.startswith("venture")]
    assert ventures == ["venture p5"]  # p3 lacks a card; p7 does not leave the Country
    unchanged_by(state, "venture p3")
    unchanged_by(state, "venture p7")


def test_venture_forth_encounters_in_order_from_the_pawns_site() -> None:
    state = at_country(board={"p6.1": "teumessian_fox", "p6.2": "harpy", "p6.3": "mountain_wolves"})
    events = run(state, "venture p6")
    assert [e["card"] for e in of_type(events, "meet")] == ["teumessian_fox", "harpy", "mountain_wolves"]
    assert of_type(events, "venture")[0]["rule"] == "venture"
    assert [e["rule"] for e in of_type(events, "meet")] == ["venture.enemy"] * 3
    assert state.position[0] == "wild_south"


def test_venture_forth_encounters_in_order_the_other_way_along_the_path() -> None:
    state = scenario(
        board={"p6.1": "teumessian_fox", "p6.2": "harpy", "p6.3": "mountain_wolves"},
        players=[{"party": ["archer"], "site": "wild_south"}, {"party": ["poet"]}],
    )
    events = run(state, "venture p6")
    assert [e["card"] for e in of_type(events, "meet")] == ["mountain_wolves", "harpy", "teumessian_fox"]
    assert state.position[0] == "country"


def test_encountering_an_adventurer_recruit_pays_its_power_and_takes_level_one() -> None:
    state = at_country(coins=4, board={"p3.1": "hoplite", "p3.2": "harpy"})
    run(state, "venture p3")
    assert kind(state) == "recruit" and legal(state) == ["leave", "recruit"]
    events = run(state, "recruit")
    assert of_type(events, "recruit")[0]["rule"] == "venture.recruit"
    assert state.coins[0] == 1 and party(state, 0) == ["archer", "hoplite"]
    assert state.level[card_index("hoplite")] == 1 and will(state, "hoplite") == 0
    assert "hoplite" not in on_board(state).values() and "hoplite" not in wandering(state)


def test_encountering_an_adventurer_leave_it_on_the_path() -> None:
    state = at_country(coins=4, board={"p3.1": "hoplite", "p3.2": "harpy"})
    events = run(state, "venture p3", "leave")
    assert of_type(events, "meet")[0]["rule"] == "venture.adventurer"
    assert state.coins[0] == 4 and party(state, 0) == ["archer"]
    assert on_board(state)["p3.1"] == "hoplite" and "hoplite" in wandering(state)


def test_encountering_an_adventurer_cannot_recruit_without_the_coins() -> None:
    state = at_country(coins=2, board={"p3.1": "hoplite", "p3.2": "harpy"})
    events = run(state, "venture p3")
    assert of_type(events, "no_recruit")[0]["rule"] == "venture.recruit"
    assert party(state, 0) == ["archer"] and state.coins[0] == 2


def test_party_limit_rule_no_sixth_adventurer() -> None:
    five = ["archer", "priestess", "philosopher", "shepherd", "vintner"]
    state = at_country(*five, coins=9, board={"p3.1": "hoplite", "p3.2": "harpy"})
    events = run(state, "venture p3")
    assert of_type(events, "no_recruit")[0]["rule"] == "venture.party_limit"
    assert party(state, 0) == five and state.coins[0] == 9


def test_exerting_one_will_doubles_the_adventurers_power_for_the_encounter() -> None:
    state = at_country({"card": "archer", "will": 2}, board={"p3.1": "lion", "p3.2": "harpy"})
    run(state, "venture p3", "pass archer")  # the Lion meets the Archer's ambition: let it pass
    assert legal(state) == ["exert archer", "face"]
    events = run(state, "exert archer")
    assert rules(events)[:2] == ["venture.exert", "venture.defeat"]  # 2 x 2 = 4 >= the Lion's 4
    assert will(state, "archer") == 1 and "lion" in codes(state.discard)


def test_exerting_once_per_adventurer_per_encounter() -> None:
    state = at_country(
        {"card": "archer", "will": 3},
        {"card": "shepherd", "will": 1},
        board={"p3.1": "minotaur", "p3.2": "cyclops"},
    )
    run(state, "venture p3")
    assert legal(state) == ["exert archer", "exert shepherd", "face"]
    run(state, "exert archer")
    assert legal(state) == ["exert shepherd", "face"]  # the Archer exerted in this encounter
    unchanged_by(state, "exert archer")
    run(state, "face", "despair archer")  # 4 + 1 < 8: the Minotaur wins
    assert kind(state) == "exert" and "exert archer" in legal(state)  # a new encounter: the Cyclops


def test_exerting_needs_a_will() -> None:
    state = at_country(
        {"card": "archer", "will": 0}, {"card": "shepherd", "will": 1}, board={"p3.1": "sphinx", "p3.2": "harpy"}
    )
    run(state, "venture p3")
    assert legal(state) == ["exert shepherd", "face"]
    unchanged_by(state, "exert archer")


def test_exerting_only_against_an_enemy() -> None:
    state = at_country({"card": "archer", "will": 2}, coins=5, board={"p3.1": "hoplite", "p3.2": "harpy"})
    run(state, "venture p3")
    assert legal(state) == ["leave", "recruit"]  # meeting the Hoplite: no exerting
    unchanged_by(state, "exert archer")


def test_encountering_an_enemy_defeated_when_party_power_equals_its_power_and_discarded() -> None:
    state = at_country(board={"p3.1": "teumessian_fox", "p3.2": "harpy"})  # Archer 2 vs 2, then 2
    events = run(state, "venture p3")
    defeats = of_type(events, "defeat")
    assert [e["card"] for e in defeats] == ["teumessian_fox", "harpy"]
    assert all(e["rule"] == "venture.defeat" for e in defeats)
    assert codes(state.discard) == ["teumessian_fox", "harpy"] and on_board(state) == {}


def test_defeat_counts_the_power_of_the_whole_party() -> None:
    state = at_country("archer", "shepherd", board={"p3.1": "bandits", "p3.2": "harpy"})  # 2 + 1 = 3 vs 3
    events = run(state, "venture p3")
    assert [e["card"] for e in of_type(events, "defeat")] == ["bandits", "harpy"]


def test_defeat_triggers_ambitions() -> None:
    state = at_country("archer", {"card": "peltast", "will": 1}, board={"p3.1": "teumessian_fox", "p3.2": "harpy"})
    events = run(state, "venture p3", "face")
    assert rules(events)[-1] == "venture.defeat"  # Archer 2 + Peltast 3 against the Fox's 2
    assert kind(state) == "ambition" and legal(state) == ["ambition peltast 1", "pass peltast"]


def test_whats_desired_will_from_any_adventurer() -> None:
    state = at_country(
        {"card": "archer", "will": 1},
        {"card": "shepherd", "will": 2},
        board={"p3.1": "cretan_bull", "p3.2": "harpy"},
    )
    run(state, "venture p3", "face")
    assert legal(state) == ["lose archer", "lose shepherd"]
    events = run(state, "lose shepherd")
    assert of_type(events, "lose")[0]["rule"] == "venture.desired"
    assert (will(state, "archer"), will(state, "shepherd")) == (1, 1)
    assert on_board(state)["p3.1"] == "cretan_bull"  # undefeated: it stays on the path


def test_whats_desired_unpaid_will_becomes_a_despair() -> None:
    state = at_country("archer", "shepherd", board={"p3.1": "satyr_revellers", "p3.2": "harpy"})
    events = run(state, "venture p3")
    assert of_type(events, "no_will")[0]["rule"] == "venture.desired"
    assert legal(state) == ["despair archer", "despair shepherd"]
    run(state, "despair shepherd")
    assert (despair(state, "archer"), despair(state, "shepherd")) == (0, 1)


def test_whats_desired_coin() -> None:
    state = at_country(coins=2, board={"p3.1": "cattle_raiders", "p3.2": "harpy"})
    events = run(state, "venture p3")
    assert of_type(events, "pay")[0]["rule"] == "venture.desired"
    assert state.coins[0] == 1 and despair(state, "archer") == 0


def test_whats_desired_unpaid_coin_becomes_a_despair() -> None:
    state = at_country(coins=0, board={"p3.1": "cattle_raiders", "p3.2": "harpy"})
    events = run(state, "venture p3")
    assert of_type(events, "no_coin")[0]["rule"] == "venture.desired"
    assert despair(state, "archer") == 1 and state.coins[0] == 0


def test_whats_desired_despair() -> None:
    state = at_country("archer", "shepherd", coins=5, board={"p3.1": "calydonian_boar", "p3.2": "harpy"})
    run(state, "venture p3")
    assert legal(state) == ["despair archer", "despair shepherd"]
    events = run(state, "despair archer")
    assert of_type(events, "despair")[0]["rule"] == "despair" and of_type(events, "despair")[0]["card"] == "archer"
    assert despair(state, "archer") == 1
    assert state.coins[0] == 5


def test_whats_desired_vicious_pays_twice() -> None:
    state = at_country(coins=3, board={"p3.1": "bandits", "p3.2": "harpy"})  # coin, coin; the Archer alone: 2 < 3
    events = run(state, "venture p3")
    assert len(of_type(events, "pay")) == 2 and state.coins[0] == 1
    state = at_country(coins=1, board={"p3.1": "bandits", "p3.2": "harpy"})
    run(state, "venture p3")
    assert state.coins[0] == 0 and despair(state, "archer") == 1


def test_whats_desired_only_when_the_enemy_is_defeated_nothing_is_paid() -> None:
    state = at_country("archer", "shepherd", coins=3, board={"p3.1": "stymphalian_birds", "p3.2": "harpy"})
    events = run(state, "venture p3")  # power 2 + 1 = 3 against 3
    assert of_type(events, "defeat") and not of_type(events, "pay") and state.coins[0] == 3


def test_arriving_upright_cards_turn_wandering_wandering_cards_are_discarded() -> None:
    state = at_country(
        "archer",
        coins=0,
        board={"p6.1": "hoplite", "p6.2": {"card": "satyr_piper", "wandering": True}, "p6.3": "harpy"},
    )
    events = run(state, "venture p6")
    arrive = of_type(events, "arrive")[0]
    assert arrive["rule"] == "venture.arrive" and state.position[0] == "wild_south"
    assert on_board(state) == {"p6.1": "hoplite"} and wandering(state) == ["hoplite"]
    assert codes(state.discard) == ["harpy", "satyr_piper"]


def test_arriving_wandering_discard_is_not_a_defeat() -> None:
    state = scenario(
        board={"p3.1": "hoplite", "p3.2": {"card": "typhon", "wandering": True}},
        players=[
            {"party": ["archer", {"card": "peltast", "will": 2}], "site": "country", "coins": 0},
            {"party": ["poet"]},
        ],
    )
    events = run(state, "venture p3", "face")  # Typhon (12) wins and takes the Peltast's will
    assert "typhon" in codes(state.discard) and state.position[0] == "mountains"
    assert not of_type(events, "defeat") and not of_type(events, "ambition")
    assert will(state, "peltast") == 1 and state.points[0] == 0 and state.active == 1


def test_explore_token_taken_on_arrival_coins() -> None:
    state = at_country(coins=0, board={"p3.1": "teumessian_fox", "p3.2": "harpy"}, path_tokens={"p3": "token_2c_1"})
    events = run(state, "venture p3")
    assert of_type(events, "explore")[0]["rule"] == "explore"
    assert state.coins[0] == 2 and token_codes(state.explored[0]) == ["token_2c_1"] and "p3" not in state.path_tokens
    assert rules(events).index("venture.arrive") < rules(events).index("explore")


def test_explore_token_despair_on_one_of_the_party() -> None:
    state = at_country(
        "archer",
        "shepherd",
        board={"p3.1": "teumessian_fox", "p3.2": "harpy"},
        path_tokens={"p3": "1t1d"},
        treasure_deck=["golden_fleece"],
    )
    run(state, "venture p3")
    assert legal(state) == ["despair archer", "despair shepherd"]
    run(state, "despair shepherd")
    assert despair(state, "shepherd") == 1
    assert treasure_codes(state.treasures[0]) == ["golden_fleece"]  # one treasure: kept without a choice


def test_explore_token_look_at_three_keep_one_rest_to_the_bottom() -> None:
    deck = ["golden_fleece", "owl_of_athena", "helm_of_hades", "cup_of_midas", "ring_of_gyges"]
    state = at_country(board={"p3.1": "teumessian_fox", "p3.2": "harpy"}, path_tokens={"p3": "3t"}, treasure_deck=deck)
    look = of_type(run(state, "venture p3"), "look")[0]
    assert look["count"] == 3 and "treasures" not in look and look["private"]["seats"] == [0]  # seen by the taker only
    assert legal(state) == ["keep golden_fleece", "keep helm_of_hades", "keep owl_of_athena"]
    run(state, "keep owl_of_athena")
    assert treasure_codes(state.treasures[0]) == ["owl_of_athena"]
    top_first = treasure_codes(reversed(state.treasure_deck))
    assert top_first[:2] == ["cup_of_midas", "ring_of_gyges"]
    assert sorted(top_first[2:]) == ["golden_fleece", "helm_of_hades"]


def test_explore_token_look_at_two() -> None:
    state = at_country(
        board={"p3.1": "teumessian_fox", "p3.2": "harpy"},
        path_tokens={"p3": "2t"},
        treasure_deck=["golden_fleece", "owl_of_athena", "cup_of_midas"],
    )
    run(state, "venture p3")
    assert legal(state) == ["keep golden_fleece", "keep owl_of_athena"]


def test_explore_token_with_an_empty_treasure_deck_gives_no_treasure_our_reading() -> None:
    state = at_country(board={"p3.1": "teumessian_fox", "p3.2": "harpy"}, path_tokens={"p3": "3t"}, treasure_deck=[])
    events = run(state, "venture p3")
    assert of_type(events, "look")[0]["rule"] == "explore"
    assert state.treasures[0] == [] and token_codes(state.explored[0]) == ["token_3t_1"] and state.active == 1


def test_explore_token_short_treasure_deck_look_at_what_is_left_our_reading() -> None:
    state = at_country(
        board={"p3.1": "teumessian_fox", "p3.2": "harpy"},
        path_tokens={"p3": "3t"},
        treasure_deck=["golden_fleece", "cup_of_midas"],
    )
    run(state, "venture p3")
    assert legal(state) == ["keep cup_of_midas", "keep golden_fleece"]


def test_venture_example_the_archer_meets_the_hoplite_and_the_lion() -> None:
    state = at_country(
        {"card": "archer", "will": 3},
        coins=2,
        board={"p3.1": "hoplite", "p3.2": {"card": "lion", "wandering": True}},
        path_tokens={"p3": "3t"},
        treasure_deck=["golden_fleece", "owl_of_athena", "helm_of_hades", "cup_of_midas"],
    )
    events = run(state, "venture p3")
    assert of_type(events, "no_recruit")  # the Hoplite costs 3, John has 2
    assert legal(state) == ["ambition archer 1", "ambition archer 2", "pass archer"]  # the Lion: power under seven
    run(state, "ambition archer 2")
    assert state.points[0] == 4 and state.level[card_index("archer")] == 2 and will(state, "archer") == 1
    events = run(state, "face")  # power 2 < 4: the vicious Lion wants two will
    assert len(of_type(events, "lose")) == 1 and len(of_type(events, "no_will")) == 1
    assert will(state, "archer") == 0 and despair(state, "archer") == 1
    assert on_board(state) == {"p3.1": "hoplite"} and wandering(state) == ["hoplite"]  # the Lion was wandering
    assert "lion" in codes(state.discard) and state.position[0] == "mountains"
    run(state, "keep helm_of_hades")
    assert treasure_codes(state.treasures[0]) == ["helm_of_hades"] and len(state.treasure_deck) == 3


def test_exerting_example_a_three_power_adventurer_against_six() -> None:
    state = at_country({"card": "peltast", "will": 1}, board={"p3.1": "cattle_raiders", "p3.2": "harpy"})
    run(state, "venture p3")
    events = run(state, "exert peltast")
    assert of_type(events, "defeat")[0]["card"] == "cattle_raiders" and will(state, "peltast") == 0


def test_encountering_an_adventurer_a_recruit_adds_its_power_at_once() -> None:
    state = at_country(coins=3, board={"p3.1": "hoplite", "p3.2": "calydonian_boar"})  # 2 + 3 = 5 against 5
    events = run(state, "venture p3", "recruit")
    assert of_type(events, "defeat")[0]["card"] == "calydonian_boar"


def test_exerting_doubles_exactly() -> None:
    state = at_country(
        {"card": "archer", "will": 1}, {"card": "shepherd", "will": 1}, board={"p3.1": "minotaur", "p3.2": "harpy"}
    )
    run(state, "venture p3", "exert archer")
    assert [m["power"] for m in state.observe(0)["seats"][0]["party"]] == [4, 1]  # 2 x 2, and 1
    events = run(state, "face", "despair archer")  # 4 + 1 < 8
    assert "minotaur" not in [e["card"] for e in of_type(events, "defeat")]
    state = at_country({"card": "archer", "will": 1}, board={"p3.1": "calydonian_boar", "p3.2": "harpy"})
    events = run(state, "venture p3", "pass archer", "exert archer")  # 2 x 2 = 4 < 5
    assert [e["card"] for e in of_type(events, "defeat")] == ["harpy"] and despair(state, "archer") == 1
