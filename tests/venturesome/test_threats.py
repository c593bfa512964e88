"""Venturesome, rulebook section "Threat Cards" (rule ids ``threats.<threat>``).

Each test puts seat 0 in front of a full expedition it cannot add to (every hand card shares a
colour with it), so seat 0 reveals and discards its hand (``turn.cannot_play``) and resolves
the threat under test; the hand card is the first card of the discard pile, the threat's
losses follow in expedition order, and the rest goes to the treasure pile.

=====================================  ==============================================================
Rulebook                               Tests
=====================================  ==============================================================
Trap (``threats.trap``)                test_trap_*
Bog                                    test_bog_discards_every_chalice_and_statuette
Sandstorm (``threats.sandstorm``)      test_sandstorm_*
Spider's Nest                          test_spiders_nest_discards_every_ring_and_statuette
Rope Bridge (``threats.rope_bridge``)  test_rope_bridge_*
Collapsing Temple                      test_collapsing_temple_discards_every_chalice_and_ankh
Jaguar                                 test_jaguar_discards_every_map
Volcanic Eruption                      test_volcanic_eruption_discards_every_ring_and_ankh
Emergency Landing                      test_emergency_landing_discards_every_one_and_two_gems_card
Snow Avalanche                         test_snow_avalanche_discards_adventurers_collectors_and_artifact_hunters
Native                                 test_native_discards_every_one_and_three_gems_card
Storm                                  test_storm_discards_guides_aviators_and_professors
Every threat, empty expedition         test_every_threat_on_an_empty_expedition_discards_nothing
=====================================  ==============================================================
"""

from __future__ import annotations

from itertools import pairwise

import pytest
from venturesome_helpers import GAME, assert_table, codes, rules, run, scenario

from venture_widgets.games.venturesome.data import THREATS, card_name
from venture_widgets.games.venturesome.rules import VenturesomeState

#: Eight cards, every symbol once, every colour (Reporter twice, as an Aviator swap allows).
FULL = [
    "GUIDE.MAP",
    "REPORTER.GEM1",
    "ADVENTURER.GEM2",
    "PROFESSOR.GEM3",
    "AVIATOR.ANKH",
    "ARTIFACT_HUNTER.CHALICE",
    "COLLECTOR.RING",
    "REPORTER.STATUETTE",
]
HAND = "GUIDE.GEM2"  # shares the Guide's colour with every expedition below: it cannot be played


def facing(threat: str, expedition: list[str], seed: int = 0) -> VenturesomeState:
    """Seat 0 of 2 cannot play and must resolve ``threat`` (or one other open threat)."""
    other = "TRAP" if threat != "TRAP" else "JAGUAR"
    state = scenario(
        2,
        seed=seed,
        hands=[[HAND], ["REPORTER.GEM2"]],
        expeditions=[expedition, []],
        threats=[threat, other],
    )
    assert rules(state.opening_events) == ["turn.cannot_play"]
    return state


def resolve(threat: str, expedition: list[str], *answers: str, seed: int = 0) -> tuple[VenturesomeState, list[str]]:
    """Resolve ``threat`` on ``expedition``; the state and the rule ids of its events."""
    state = facing(threat, expedition, seed)
    events = run(state, f"threat {threat}", *answers)
    return state, rules(events)


def assert_lost(threat: str, lost: list[str], *answers: str, expedition: list[str] = FULL) -> None:
    """Resolving ``threat`` on ``expedition`` loses exactly ``lost``; the rest is banked."""
    state, fired = resolve(threat, expedition, *answers)
    rule = "threats." + threat.lower()
    assert fired == ["turn.resolve_threat", rule, "turn.resolve_threat"]
    kept = list(expedition)
    for card in lost:
        kept.remove(card)
    assert_table(
        state,
        hands=[[], ["REPORTER.GEM2"]],
        treasures=[kept, []],
        discard=[HAND, *lost],
        out=[0],
        resolved={threat: 0},
        current=1,
    )


# --- discard by symbol or character ----------------------------------------------------------


def test_bog_discards_every_chalice_and_statuette() -> None:
    assert_lost("BOG", ["ARTIFACT_HUNTER.CHALICE", "REPORTER.STATUETTE"])


def test_spiders_nest_discards_every_ring_and_statuette() -> None:
    assert_lost("SPIDERS_NEST", ["COLLECTOR.RING", "REPORTER.STATUETTE"])


def test_collapsing_temple_discards_every_chalice_and_ankh() -> None:
    assert_lost("COLLAPSING_TEMPLE", ["AVIATOR.ANKH", "ARTIFACT_HUNTER.CHALICE"])


def test_jaguar_discards_every_map() -> None:
    assert_lost("JAGUAR", ["GUIDE.MAP"])


def test_volcanic_eruption_discards_every_ring_and_ankh() -> None:
    assert_lost("VOLCANIC_ERUPTION", ["AVIATOR.ANKH", "COLLECTOR.RING"])


def test_emergency_landing_discards_every_one_and_two_gems_card() -> None:
    assert_lost("EMERGENCY_LANDING", ["REPORTER.GEM1", "ADVENTURER.GEM2"])


def test_snow_avalanche_discards_adventurers_collectors_and_artifact_hunters() -> None:
    assert_lost("SNOW_AVALANCHE", ["ADVENTURER.GEM2", "ARTIFACT_HUNTER.CHALICE", "COLLECTOR.RING"])


def test_native_discards_every_one_and_three_gems_card() -> None:
    assert_lost("NATIVE", ["REPORTER.GEM1", "PROFESSOR.GEM3"])


def test_storm_discards_guides_aviators_and_professors() -> None:
    assert_lost("STORM", ["GUIDE.MAP", "PROFESSOR.GEM3", "AVIATOR.ANKH"])


def test_symbol_threats_discard_every_matching_card_even_two_of_a_kind() -> None:
    """ "all character cards with the ... symbol": two Ankhs and two Statuettes all go."""
    expedition = ["PROFESSOR.ANKH", "GUIDE.MAP", "PROFESSOR.ANKH", "COLLECTOR.STATUETTE", "COLLECTOR.STATUETTE"]
    assert_lost("VOLCANIC_ERUPTION", ["PROFESSOR.ANKH", "PROFESSOR.ANKH"], expedition=expedition)


def test_storm_discards_every_card_of_a_named_character_even_two_of_a_colour() -> None:
    expedition = ["AVIATOR.GEM1", "GUIDE.MAP", "AVIATOR.MAP", "REPORTER.GEM3"]
    assert_lost("STORM", ["AVIATOR.GEM1", "GUIDE.MAP", "AVIATOR.MAP"], expedition=expedition)


# --- Trap ------------------------------------------------------------------------------------


def test_trap_discards_the_two_outermost_cards() -> None:
    assert_lost("TRAP", ["GUIDE.MAP", "REPORTER.STATUETTE"])


def test_trap_with_two_cards_discards_both() -> None:
    assert_lost("TRAP", ["GUIDE.MAP", "REPORTER.GEM1"], expedition=["GUIDE.MAP", "REPORTER.GEM1"])


def test_trap_with_one_card_discards_none() -> None:
    assert_lost("TRAP", [], expedition=["GUIDE.MAP"])


# --- Sandstorm -------------------------------------------------------------------------------


def sandstorm(seed: int, expedition: list[str] = FULL) -> tuple[list[str], list[str]]:
    """Resolve the Sandstorm with ``seed``: (cards lost in expedition order, treasure pile)."""
    state, fired = resolve("SANDSTORM", expedition, seed=seed)
    assert fired == ["turn.resolve_threat", "threats.sandstorm", "turn.resolve_threat"]
    snap = state.snapshot()
    assert snap["expeditions"][0] == [] and snap["hands"][0] == []
    return codes(snap["discard"][1:]), codes(snap["treasures"][0])


def test_sandstorm_discards_exactly_two_random_cards_of_three_or_more() -> None:
    outcomes = set()
    for seed in range(12):
        lost, banked = sandstorm(seed)
        assert len(lost) == 2 and len(banked) == len(FULL) - 2
        assert sorted(lost + banked) == sorted(FULL)
        assert [card for card in FULL if card in banked] == banked  # the rest keeps its order
        outcomes.add(tuple(lost))
    assert len(outcomes) > 3  # chance decides which two


def test_sandstorm_result_depends_on_the_seed_reproducibly() -> None:
    results = {seed: sandstorm(seed) for seed in range(6)}
    assert results == {seed: sandstorm(seed) for seed in range(6)}
    assert len({tuple(lost) for lost, _ in results.values()}) > 1


def test_sandstorm_replays_exactly_from_the_game_record() -> None:
    state = facing("SANDSTORM", FULL, seed=5)
    run(state, "threat SANDSTORM")
    assert GAME.replay(state.record()).snapshot() == state.snapshot()


def test_sandstorm_with_three_cards_keeps_one() -> None:
    expedition = ["GUIDE.MAP", "REPORTER.GEM1", "PROFESSOR.RING"]
    kept = set()
    for seed in range(12):
        lost, banked = sandstorm(seed, expedition)
        assert len(lost) == 2 and len(banked) == 1
        kept.add(banked[0])
    assert kept == set(expedition)


def test_sandstorm_with_two_cards_discards_both() -> None:
    assert_lost("SANDSTORM", ["GUIDE.MAP", "REPORTER.GEM1"], expedition=["GUIDE.MAP", "REPORTER.GEM1"])


def test_sandstorm_with_one_card_discards_none() -> None:
    assert_lost("SANDSTORM", [], expedition=["GUIDE.MAP"])


# --- Rope Bridge -----------------------------------------------------------------------------


def test_rope_bridge_offers_every_adjacent_pair_of_three_or_more_cards() -> None:
    state = facing("ROPE_BRIDGE", FULL)
    run(state, "threat ROPE_BRIDGE")
    assert state.current_player == 0
    assert state.legal_actions() == [f"bridge {i}-{i + 1}" for i in range(1, len(FULL))]
    for i, (a, b) in enumerate(pairwise(FULL), start=1):
        assert (
            state.describe(f"bridge {i}-{i + 1}") == f"Lose {card_name(a)} and {card_name(b)} (positions {i}-{i + 1})"
        )


@pytest.mark.parametrize("pair", [1, 2, 7])
def test_rope_bridge_discards_a_chosen_pair_of_adjacent_cards(pair: int) -> None:
    assert_lost("ROPE_BRIDGE", FULL[pair - 1 : pair + 1], f"bridge {pair}-{pair + 1}")


def test_rope_bridge_with_three_cards_may_lose_either_pair() -> None:
    expedition = ["GUIDE.MAP", "REPORTER.GEM1", "PROFESSOR.RING"]
    assert_lost("ROPE_BRIDGE", ["REPORTER.GEM1", "PROFESSOR.RING"], "bridge 2-3", expedition=expedition)


def test_rope_bridge_with_two_cards_discards_both() -> None:
    assert_lost("ROPE_BRIDGE", ["GUIDE.MAP", "REPORTER.GEM1"], expedition=["GUIDE.MAP", "REPORTER.GEM1"])


def test_rope_bridge_with_one_card_discards_none() -> None:
    assert_lost("ROPE_BRIDGE", [], expedition=["GUIDE.MAP"])


# --- every threat ----------------------------------------------------------------------------


@pytest.mark.parametrize("threat", [t.id for t in THREATS])
def test_every_threat_on_an_empty_expedition_discards_nothing(threat: str) -> None:
    """A player whose only cards are intimidated leaves the round with an empty expedition."""
    other = "TRAP" if threat != "TRAP" else "JAGUAR"
    state = scenario(2, intimidated="GUIDE", hands=[[HAND], ["REPORTER.GEM2"]], threats=[threat, other])
    assert rules(state.opening_events) == ["turn.cannot_play"]
    events = run(state, f"threat {threat}")
    assert rules(events) == ["turn.resolve_threat", "threats." + threat.lower(), "turn.resolve_threat"]
    assert events[1]["cards"] == [] and events[2]["count"] == 0
    assert_table(
        state,
        hands=[[], ["REPORTER.GEM2"]],
        discard=[HAND],
        out=[0],
        resolved={threat: 0},
        intimidated="GUIDE",
        current=1,
    )


@pytest.mark.parametrize("threat", [t.id for t in THREATS])
def test_every_threat_names_its_rule_in_the_discard_event(threat: str) -> None:
    answers = ["bridge 1-2"] if threat == "ROPE_BRIDGE" else []
    state = facing(threat, FULL)
    events = run(state, f"threat {threat}", *answers)
    discard = [e for e in events if e["type"] == "discard"]
    assert len(discard) == 1 and discard[0]["rule"] == f"threats.{threat.lower()}" and discard[0]["seat"] == 0
    banked = codes(state.snapshot()["treasures"][0])
    assert discard[0]["cards"] == [card for card in FULL if card not in banked]
