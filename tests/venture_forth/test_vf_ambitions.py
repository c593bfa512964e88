"""Venture Forth, rulebook section "Ambitions & Leveling Up" (rule ids ``ambitions``,
``ambitions.level_up``, ``level3.ability``): each of the twelve ambition triggers fires on its
event and on no other, one conversion per trigger, levelling up I -> II -> III, Level III
conversions and abilities."""

from __future__ import annotations

from typing import Any

import pytest
from venture_forth_helpers import FIVE, despair, journey, kind, legal, of_type, rules, run, scenario, will

from venture_widgets.games.venture_forth.levels import LEVEL_III
from venture_widgets.games.venture_forth.model import LevelCard
from venture_widgets.games.venture_forth.tables import L3_CODE, card_index


def trip(member: str, path: list[str], site: str = "country", coins: int = 0, **spec: Any):  # type: ignore[no-untyped-def]
    """Seat 0's party of ``member`` (Level I, 2 will) at ``site``, about to venture along p3 with
    ``path`` on it (from the Country: p3.1 first)."""
    board = dict(zip(["p3.1", "p3.2"], path, strict=True))
    seat0 = {"party": [{"card": member, "will": 2}], "site": site, "coins": coins}
    state = scenario(board=board, players=[seat0, {"party": ["trireme_captain"]}], **spec)
    return state


def met(member: str, path: list[str], *prefer: str, **spec: Any) -> list[tuple[str, str]]:
    state = trip(member, path, **spec)
    return journey(state, "venture p3", *prefer)[0]


def test_ambition_meeting_an_enemy_of_power_ten_or_above() -> None:
    assert met("poet", ["dragon", "cretan_bull"]) == [("poet", "dragon"), ("poet", "cretan_bull")]
    assert met("poet", ["minotaur", "harpy"]) == []  # 8 and 2


def test_ambition_meeting_an_enemy_of_power_six_or_below() -> None:
    assert met("archer", ["cattle_raiders", "sphinx"], "exert archer") == [("archer", "cattle_raiders")]  # 6, not 7
    assert met("archer", ["hoplite", "minotaur"]) == []  # an adventurer of power 3 does not count


def test_ambition_encounter_an_adventurer_desiring_knowledge() -> None:
    assert met("philosopher", ["beekeeper", "hoplite"]) == [("philosopher", "beekeeper")]
    assert met("philosopher", ["shepherd", "harpy"]) == []  # wealth; an enemy


def test_ambition_encounter_an_adventurer_desiring_might() -> None:
    assert met("scribe", ["beekeeper", "hoplite"]) == [("scribe", "hoplite")]
    assert met("scribe", ["shepherd", "bandits"]) == []


def test_ambition_encounter_an_adventurer_desiring_wealth() -> None:
    assert met("helmsman", ["vintner", "hoplite"]) == [("helmsman", "vintner")]
    assert met("helmsman", ["beekeeper", "teumessian_fox"]) == []


def test_ambition_encounter_a_vicious_enemy() -> None:
    assert met("horse_tamer", ["lion", "teumessian_fox"]) == [("horse_tamer", "lion")]
    assert met("horse_tamer", ["satyr_revellers", "stymphalian_birds"]) == []


def test_ambition_defeat_an_enemy() -> None:
    assert met("lawgiver", ["cretan_bull", "lion"]) == [("lawgiver", "lion")]  # not the Cretan Bull (10 > 6)
    assert met("lawgiver", ["hoplite", "vintner"]) == []  # adventurers met, none defeated


def test_ambition_defeat_an_enemy_while_exerting() -> None:
    assert met("amazon", ["teumessian_fox", "satyr_revellers"], "face", "exert amazon") == [
        ("amazon", "satyr_revellers")
    ]  # the Fox fell to power 3 without exerting


def test_ambition_recruit_an_adventurer() -> None:
    assert met("beekeeper", ["hoplite", "shepherd"], "recruit", coins=3) == [("beekeeper", "hoplite")]
    assert met("beekeeper", ["hoplite", "shepherd"], coins=5) == []  # both left


def test_ambition_an_enemy_the_party_cannot_defeat() -> None:
    assert met("charioteer", ["minotaur", "teumessian_fox"]) == [("charioteer", "minotaur")]
    assert met("charioteer", ["minotaur", "teumessian_fox"], "exert charioteer") == []  # 4 x 2 = 8: defeated


def test_ambition_arrive_at_a_site_of_the_adventurers_own_region() -> None:
    assert met("shepherd", ["hoplite", "vintner"], site="mountains") == [("shepherd", "arrive")]  # to the Country
    assert met("shepherd", ["hoplite", "vintner"]) == []  # to the Mountains


def test_ambition_take_an_explore_token() -> None:
    assert met("navigator", ["hoplite", "vintner"], path_tokens={"p3": "2c"}) == [("navigator", "explore")]
    assert met("navigator", ["hoplite", "vintner"]) == []  # no token beside the path


def test_ambitions_only_during_venture_forth() -> None:
    state = scenario(players=[{"party": [{"card": "beekeeper", "will": 2}], "hand": ["hoplite"]}, {"party": ["poet"]}])
    events = run(state, "play hoplite p3.1", "regroup", "done")
    assert "ambitions" not in rules(events)


def test_ambition_a_recruit_does_not_meet_its_own_recruit_ambition_our_reading() -> None:
    state = trip("archer", ["satyr_piper", "vintner"], coins=2)  # the Satyr Piper's ambition: recruit an adventurer
    found, events = journey(state, "venture p3", "recruit")
    assert of_type(events, "recruit") and found == []  # no announcement, not even one short of will


def test_ambition_each_adventurer_whose_ambition_is_met_in_party_order() -> None:
    state = scenario(
        board={"p3.1": "lion", "p3.2": "harpy"},
        players=[
            {"party": [{"card": "oracle", "will": 1}, {"card": "archer", "will": 1}], "site": "country"},
            {"party": ["poet"]},
        ],
    )
    found, _ = journey(state, "venture p3")
    assert found[:2] == [("oracle", "lion"), ("archer", "lion")]  # vicious; less than seven


def test_ambition_one_conversion_per_trigger() -> None:
    state = trip("archer", ["lion", "poet"], site="country")
    state.will[card_index("archer")] = 5
    run(state, "venture p3")
    assert legal(state) == ["ambition archer 1", "ambition archer 2", "pass archer"]
    events = run(state, "ambition archer 1")
    assert of_type(events, "ambition")[0]["rule"] == "ambitions"
    assert state.points[0] == 3 and will(state, "archer") == 4 and kind(state) == "exert"  # no second conversion


def test_ambition_not_enough_will_to_convert() -> None:
    state = trip("archer", ["lion", "hoplite"])
    state.will[card_index("archer")] = 1
    run(state, "venture p3")
    assert legal(state) == ["ambition archer 1", "pass archer"]  # two will needed to level up
    state = trip("archer", ["lion", "hoplite"])
    state.will[card_index("archer")] = 0
    events = run(state, "venture p3")
    assert of_type(events, "ambition_short")[0]["rule"] == "ambitions" and kind(state) != "ambition"


def test_leveling_up_from_level_one_to_two_removes_one_despair() -> None:
    state = trip("poet", ["dragon", "harpy"])
    state.will[card_index("poet")], state.despair[card_index("poet")] = 4, 2
    events = run(state, "venture p3", "ambition poet 2")
    assert [e["rule"] for e in events if e["type"] in ("relief", "level_up")] == ["ambitions.level_up"] * 2
    assert state.level[card_index("poet")] == 2 and state.points[0] == 4
    assert will(state, "poet") == 2 and despair(state, "poet") == 1


LEVEL3 = [["fury_of_ares", "glory_of_perseus"], ["courage_of_ajax"], ["voice_of_orpheus"]]


def test_leveling_up_from_level_two_choose_a_face_up_level_three_card() -> None:
    state = scenario(
        board={"p3.1": "dragon", "p3.2": "harpy"},
        level3=LEVEL3,
        players=[{"party": [{"card": "poet", "level": 2, "will": 3}], "site": "country"}, {"party": ["archer"]}],
    )
    supply = state.level_supply
    run(state, "venture p3")
    assert legal(state) == ["ambition poet 1", "ambition poet 2", "pass poet"]
    run(state, "ambition poet 2")
    assert legal(state) == ["level3 courage_of_ajax", "level3 fury_of_ares", "level3 voice_of_orpheus"]
    events = run(state, "level3 courage_of_ajax")
    assert of_type(events, "level_up")[0]["level3"] == "courage_of_ajax"
    assert state.level[card_index("poet")] == 3 and L3_CODE[state.level3[card_index("poet")]] == "courage_of_ajax"
    assert state.level_supply == supply + 1  # the Level II card back to the supply
    assert state.points[0] == 7 and [len(s) for s in state.level3_stacks] == [2, 0, 1]


def test_leveling_up_from_level_two_not_while_every_level_three_stack_is_empty_our_reading() -> None:
    state = scenario(
        board={"p3.1": "dragon", "p3.2": "harpy"},
        level3=[[], [], []],
        players=[{"party": [{"card": "poet", "level": 2, "will": 3}], "site": "country"}, {"party": ["archer"]}],
    )
    run(state, "venture p3")
    assert legal(state) == ["ambition poet 1", "pass poet"]


def test_level_three_one_conversion_and_no_level_up() -> None:
    state = scenario(
        board={"p3.1": "dragon", "p3.2": "harpy"},
        players=[
            {"party": [{"card": "poet", "level": 3, "level3": "courage_of_ajax", "will": 5}], "site": "country"},
            {"party": ["archer"]},
        ],
    )
    run(state, "venture p3")
    assert legal(state) == ["ambition poet 1", "pass poet"]
    events = run(state, "ambition poet 1")
    assert state.points[0] == 8 and will(state, "poet") == 2 and not of_type(events, "level_up")


def level3_trip(  # type: ignore[no-untyped-def]
    card: str,
    path: list[str],
    *,
    will: int = 0,
    despair: int = 0,
    coins: int = 0,
    hand: tuple[str, ...] = (),
    **spec: Any,
):
    """Seat 0's Peltast (power 3, mountains) at Level III with ``card``, at the Country, holding
    ``hand``."""
    member = {"card": "peltast", "level": 3, "level3": card, "will": will, "despair": despair}
    board = dict(zip(["p3.1", "p3.2"], path, strict=True))
    players = spec.pop("players", None) or [
        {"party": [member], "site": "country", "coins": coins, "hand": list(hand)},
        {"party": ["trireme_captain"]},
    ]
    return scenario(board=board, players=players, **spec)


def test_level_three_ability_more_power() -> None:
    state = level3_trip("fury_of_ares", ["calydonian_boar", "harpy"])  # 3 + 2 = 5 against 5
    _, events = journey(state, "venture p3")
    assert [e["card"] for e in of_type(events, "defeat")] == ["calydonian_boar", "harpy"]
    state = level3_trip("courage_of_ajax", ["calydonian_boar", "harpy"])  # 3 + 1 = 4 against 5
    _, events = journey(state, "venture p3")
    assert [e["card"] for e in of_type(events, "defeat")] == ["harpy"]


def test_level_three_ability_exerting_triples_power() -> None:
    state = level3_trip("rage_of_achilles", ["cretan_bull", "harpy"], will=1)  # 3 x 3 = 9 < 10
    _, events = journey(state, "venture p3", "exert peltast")
    assert [e["card"] for e in of_type(events, "defeat")] == ["harpy"]
    state = level3_trip("rage_of_achilles", ["minotaur", "harpy"], will=1)  # 3 x 3 = 9 >= 8
    _, events = journey(state, "venture p3", "exert peltast")
    assert [e["card"] for e in of_type(events, "defeat")] == ["minotaur", "harpy"]


def test_level_three_ability_recruit_one_coin_cheaper() -> None:
    state = level3_trip("voice_of_orpheus", ["hoplite", "harpy"], coins=2)
    _, events = journey(state, "venture p3", "recruit")
    assert of_type(events, "recruit") and state.coins[0] == 0  # the Hoplite's 3, less 1


TRIGGERED: list[tuple[str, list[str], dict[str, Any], tuple[str, ...], str, int]] = [
    # (Level III card, p3, the trip's spec, actions, what to read, its value after the journey)
    ("glory_of_perseus", ["teumessian_fox", "harpy"], {}, (), "points", 2),
    ("spoils_of_bellerophon", ["satyr_revellers", "harpy"], {"will": 1}, ("exert peltast",), "coins", 1),
    ("curiosity_of_pandora", ["teumessian_fox", "harpy"], {"path_tokens": {"p3": "2c"}}, (), "will", 1),
    ("craft_of_daedalus", ["teumessian_fox", "harpy"], {"path_tokens": {"p3": "2c"}}, (), "coins", 3),
    ("homecoming_of_odysseus", ["teumessian_fox", "harpy"], {}, (), "coins", 1),
    ("hearth_of_penelope", ["teumessian_fox", "harpy"], {"despair": 1}, (), "despair", 0),
    ("fellowship_of_jason", ["hoplite", "harpy"], {"coins": 3}, ("recruit", "will hoplite"), "hoplite will", 1),
    # draws 2, then discards 2 (the first card each time): a hand of five stays five
    ("defiance_of_prometheus", ["cretan_bull", "harpy"], {"hand": FIVE}, (), "hand", 5),
    ("welcome_of_baucis", ["hoplite", "vintner"], {}, (), "points", 2),
    ("daring_of_icarus", ["dragon", "harpy"], {}, (), "points", 2),
]


def _read(state, what: str) -> int:  # type: ignore[no-untyped-def]
    return {
        "points": lambda: state.points[0],
        "coins": lambda: state.coins[0],
        "will": lambda: will(state, "peltast"),
        "despair": lambda: despair(state, "peltast"),
        "hoplite will": lambda: will(state, "hoplite"),
        "hand": lambda: len(state.hands[0]),
    }[what]()


@pytest.mark.parametrize(("card", "path", "spec", "actions", "what", "value"), TRIGGERED, ids=[t[0] for t in TRIGGERED])
def test_level_three_ability_triggered_program(
    card: str, path: list[str], spec: dict[str, Any], actions: tuple[str, ...], what: str, value: int
) -> None:
    state = level3_trip(card, path, **spec)
    _, events = journey(state, "venture p3", *actions)
    assert "level3.ability" in rules(events)
    assert _read(state, what) == value


def test_level_three_ability_vicious_enemy_puts_a_will_here() -> None:
    member = {"card": "peltast", "level": 3, "level3": "nerve_of_theseus"}
    state = level3_trip(
        "nerve_of_theseus",
        ["lion", "harpy"],
        players=[{"party": [member, "archer"], "site": "country"}, {"party": ["poet"]}],
    )
    _, events = journey(state, "venture p3")  # 3 + 2 = 5 beats the Lion
    assert of_type(events, "will")[0]["rule"] == "level3.ability" and will(state, "peltast") == 1


STATIC = [card for card in LEVEL_III if card.ability is not None and card.ability.trigger is None]


@pytest.mark.parametrize("card", STATIC, ids=lambda c: c.code)
def test_level_three_ability_of_each_card_that_is_always_active(card: LevelCard) -> None:
    ability = card.ability
    assert ability is not None
    if ability.recruit_discount:
        state = level3_trip(card.code, ["hoplite", "harpy"], coins=3 - ability.recruit_discount)
        _, events = journey(state, "venture p3", "recruit")
        assert of_type(events, "recruit") and state.coins[0] == 0
        return
    # an enemy the Peltast (3) beats only with the card: its power, or exerting with its factor
    exerting = ability.exert_factor != 2
    target = 3 * ability.exert_factor if exerting else 3 + ability.power
    enemy = {4: "satyr_revellers", 5: "calydonian_boar", 9: "minotaur"}[target]  # the Minotaur: 8 <= 9, > 6
    state = level3_trip(card.code, [enemy, "harpy"], will=1)
    _, events = journey(state, "venture p3", *(["exert peltast"] if exerting else ["face"]))
    assert [e["card"] for e in of_type(events, "defeat")][:1] == [enemy]


#: Two journeys that set off many events, and which of them each ambition answers. Journey A,
#: Country -> South Wilderness with an explore token: the Beekeeper (an adventurer desiring
#: knowledge, left), the Lion (vicious, power 4, defeated), the Dragon (vicious, power 12, not defeated).
#: Journey B, South Wilderness -> Country without one: the Hoplite (desiring might, recruited),
#: the Vintner (desiring wealth, left), the Cattle Raiders (power 6, defeated while exerting).
ANSWERS: dict[str, tuple[list[str], list[str]]] = {
    "poet": (["dragon"], []),
    "archer": (["lion"], ["cattle_raiders"]),
    "philosopher": (["beekeeper"], []),
    "scribe": ([], ["hoplite"]),
    "helmsman": ([], ["vintner"]),
    "horse_tamer": (["lion", "dragon"], []),  # the Dragon desires two despair: vicious too
    "trireme_captain": (["lion"], ["cattle_raiders"]),
    "amazon": ([], ["cattle_raiders"]),
    "satyr_piper": ([], ["hoplite"]),
    "charioteer": (["dragon"], []),
    "huntress": (["arrive"], []),
    "shepherd": ([], ["arrive"]),
    "navigator": (["explore"], []),
}


@pytest.mark.parametrize("member", ANSWERS)
def test_ambition_fires_on_its_event_and_on_no_other(member: str) -> None:
    party = [{"card": member, "will": 2}, "stonecutter"]  # the Stonecutter adds power; its own ambitions are ignored
    state = scenario(
        board={"p6.1": "beekeeper", "p6.2": "lion", "p6.3": "dragon"},
        path_tokens={"p6": "2c"},
        players=[
            {"party": party, "site": "country", "coins": 0},
            {"party": ["poet" if member != "poet" else "archer"]},
        ],
    )
    found, _ = journey(state, "venture p6")
    assert [moment for who, moment in found if who == member] == ANSWERS[member][0]
    state = scenario(
        board={"p6.1": "cattle_raiders", "p6.2": "vintner", "p6.3": "hoplite"},
        players=[
            {"party": party, "site": "wild_south", "coins": 3},
            {"party": ["poet" if member != "poet" else "archer"]},
        ],
    )
    found, _ = journey(state, "venture p6", "recruit", f"exert {member}")
    assert [moment for who, moment in found if who == member] == ANSWERS[member][1]
