"""Adventurous, rulebook section "Journey Effects" (rule ids ``journey``, ``journey.top_only``,
``journey.portrait_only``, ``journey.spare_encounters``, ``journey.off``): on the ship's side with
journey effects, the active marvel's difficulty marker picks the active effect (our three: I
draw from the top only, II map cards in portrait only, III map cards cover no encounter); it
changes with the active marvel; all are off once every marvel is placed; the calm side has none."""

from __future__ import annotations

import pytest
from adventurous_helpers import FIRST, last_marvel, legal, of_type, refused, run, scenario

JOURNEY = {"difficulty": "novice", "journey_effects": True}
CALM = {"difficulty": "novice", "journey_effects": False}
#: the active marvel of each difficulty (none of them fits on the map FIRST but 2 and 7) and a deck for it
ACTIVE = {1: {"active_marvel": 2, "marvel_deck": [7, 1, 4, 17]}, 2: {"active_marvel": 7, "marvel_deck": [2, 1, 4, 17]},
          3: {"active_marvel": 17, "marvel_deck": [7, 1, 2, 4]}}  # fmt: skip
#: on the map FIRST, card 6 at (2, -2) turned 90 is legal without effects: landscape, over a fin and a serpent
LANDSCAPE_OVER_ENCOUNTERS = "place 6 2,-2 90"


def drawing(difficulty: int, options: dict):  # type: ignore[no-untyped-def]
    """An Explore begun on the map FIRST, with the active marvel of ``difficulty``."""
    return scenario(placed=[FIRST], options=options, decision="draw", **ACTIVE[difficulty])


def placing(difficulty: int, options: dict):  # type: ignore[no-untyped-def]
    """Cards 6 and 3 drawn onto the map FIRST, with the active marvel of ``difficulty``."""
    return scenario(placed=[FIRST], options=options, drawn=[6, 3], **ACTIVE[difficulty])


def test_journey_the_active_marvels_difficulty_picks_the_effect() -> None:
    effects = [placing(d, JOURNEY).observe(0)["active_effect"] for d in (1, 2, 3)]
    assert effects == ["top_only", "portrait_only", "spare_encounters"]


def test_journey_top_only_with_a_difficulty_one_marvel() -> None:
    state = drawing(1, JOURNEY)  # drawing the top card is the one choice: both draws are taken at once
    draws = of_type(state.opening_events, "draw")
    assert [(e["rule"], e["where"]) for e in draws] == [("journey.top_only", "top")] * 2
    assert state.drawn == [e["card"] for e in draws] and state.choice.kind == "place"


def test_journey_portrait_only_with_a_difficulty_two_marvel() -> None:
    state = placing(2, JOURNEY)
    assert {action.split(" ")[-1] for action in legal(state)} <= {"0", "180"}
    refused(state, LANDSCAPE_OVER_ENCOUNTERS, "journey.portrait_only", "portrait only")


def test_journey_spare_encounters_with_a_difficulty_three_marvel() -> None:
    state = placing(3, JOURNEY)
    refused(state, LANDSCAPE_OVER_ENCOUNTERS, "journey.spare_encounters", "encounter at (2, -1)")
    for action in legal(state):  # no legal placement covers an encounter
        clone = state.clone()
        before = clone.observe(0)["counts"]
        run(clone, action)
        after = clone.observe(0)["counts"]
        assert all(after[kind] >= before[kind] for kind in ("fin", "serpent", "trident", "whirlpool")), action


@pytest.mark.parametrize("difficulty", [1, 2, 3])
def test_journey_none_on_the_calm_side(difficulty: int) -> None:
    assert placing(difficulty, CALM).observe(0)["active_effect"] is None
    assert legal(drawing(difficulty, CALM)) == ["draw bottom", "draw top"]
    state = placing(difficulty, CALM)
    assert LANDSCAPE_OVER_ENCOUNTERS in legal(state) and state.explain(LANDSCAPE_OVER_ENCOUNTERS).legal


def test_journey_the_effect_changes_with_the_active_marvel() -> None:
    state = scenario(placed=[FIRST], options=JOURNEY, **ACTIVE[1])
    assert state.observe(0)["active_effect"] == "top_only"
    events = run(state, "discover active", "place 2 -1,-5")  # marvel 7 (II) becomes the active marvel
    (changed,) = of_type(events, "journey")
    assert changed["rule"] == "journey" and "portrait only" in changed["text"]
    assert state.observe(0)["active_effect"] == "portrait_only"
    assert "draw bottom" in legal(state)  # effect I is off now


def test_journey_off_once_every_marvel_is_placed() -> None:
    state = last_marvel(journey_effects=True)
    assert state.observe(0)["active_effect"] == "portrait_only"
    events = run(state, "place 7 2,-16")
    (off,) = of_type(events, "journey")
    assert off["rule"] == "journey.off"
    assert state.active_marvel is None and state.journey_effects() == ()
    assert state.observe(0)["active_effect"] is None
