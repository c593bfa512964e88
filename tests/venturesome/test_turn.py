"""Venturesome, rulebook section "Player's Turn" (rule ids ``gameplay.turn``, ``turn.play``,
``turn.effect``, ``turn.last_card``, ``turn.cannot_play``, ``turn.resolve_threat``).

================================================  ====================================================
Rulebook                                          Tests
================================================  ====================================================
Steps I-III in order, turns clockwise             test_turn_steps_*, test_turns_pass_clockwise_*
I: the colour rule (``turn.play``)                test_colour_rule_*
I: only at the left or right end                  test_a_card_is_played_only_at_the_left_or_right_end*
I: the first card into an empty expedition        test_first_card_into_an_empty_expedition_*
I/II: the last card skips its effect              test_last_card_*  (``turn.last_card``)
III case 2: cannot play, reveal and discard       test_cannot_play_*  (``turn.cannot_play``)
III 1-2: resolve a threat, turn it face down      test_resolving_a_threat_turns_it_face_down_*
III 3: the expedition goes to the treasure pile   test_leaving_the_round_banks_*
III 4 / note: players who left are skipped        test_turn_order_skips_*, test_the_last_player_*
================================================  ====================================================
"""

from __future__ import annotations

import pytest
from venturesome_helpers import assert_table, of_type, rules, run, scenario, unchanged_by

CHARACTERS_WITH_AN_EFFECT = ["GUIDE", "ADVENTURER", "PROFESSOR", "AVIATOR", "ARTIFACT_HUNTER", "COLLECTOR"]


def test_turn_steps_play_then_resolve_the_effect_then_pass_without_a_threat() -> None:
    state = scenario(3, hands=[["REPORTER.MAP", "GUIDE.GEM2"], ["AVIATOR.RING"], ["COLLECTOR.GEM3"]])
    events = run(state, "play REPORTER.MAP")
    assert rules(events) == ["turn.play", "effects.reporter"]
    assert [e["type"] for e in events] == ["play", "effect"]
    assert_table(
        state,
        hands=[["GUIDE.GEM2"], ["AVIATOR.RING"], ["COLLECTOR.GEM3"]],
        expeditions=[["REPORTER.MAP"], [], []],
        current=1,
    )


def test_turns_pass_clockwise_and_wrap_round_to_seat_zero() -> None:
    state = scenario(3, current=2, hands=[["GUIDE.MAP"], ["AVIATOR.RING"], ["REPORTER.MAP", "GUIDE.GEM2"]])
    assert rules(run(state, "play REPORTER.MAP")) == ["turn.play", "effects.reporter"]
    assert_table(
        state,
        hands=[["GUIDE.MAP"], ["AVIATOR.RING"], ["GUIDE.GEM2"]],
        expeditions=[[], [], ["REPORTER.MAP"]],
        current=0,
    )


def test_colour_rule_forbids_a_second_card_of_a_colour() -> None:
    state = scenario(2, hands=[["PROFESSOR.RING", "REPORTER.GEM1"], ["GUIDE.MAP"]], expeditions=[["PROFESSOR.MAP"], []])
    assert state.legal_actions() == ["play REPORTER.GEM1 left", "play REPORTER.GEM1 right"]
    for side in ("left", "right"):
        assert "play PROFESSOR.RING" in unchanged_by(state, f"play PROFESSOR.RING {side}")
    run(state, "play REPORTER.GEM1 left")
    assert_table(
        state,
        hands=[["PROFESSOR.RING"], ["GUIDE.MAP"]],
        expeditions=[["REPORTER.GEM1", "PROFESSOR.MAP"], []],
        current=1,
    )


def test_colour_rule_applies_to_cards_from_hand_only_the_aviator_may_take_a_second_card_of_a_colour() -> None:
    """Aviator: "It is allowed for this effect to result in an expedition containing several
    character cards of the same color." The Aviator may take a yellow card into an expedition
    that holds the yellow Aviator just played."""
    state = scenario(
        2,
        hands=[["AVIATOR.MAP", "REPORTER.GEM3"], ["COLLECTOR.RING"]],
        expeditions=[["GUIDE.MAP"], ["AVIATOR.GEM1", "PROFESSOR.GEM2"]],
    )
    run(state, "play AVIATOR.MAP right", "give GUIDE.MAP@1")
    assert state.legal_actions() == ["take 1:AVIATOR.GEM1@1", "take 1:PROFESSOR.GEM2@2"]
    assert rules(run(state, "take 1:AVIATOR.GEM1@1")) == ["effects.aviator"]
    assert_table(
        state,
        hands=[["REPORTER.GEM3"], ["COLLECTOR.RING"]],
        expeditions=[["AVIATOR.GEM1", "AVIATOR.MAP"], ["GUIDE.MAP", "PROFESSOR.GEM2"]],
        current=1,
    )


@pytest.mark.parametrize(
    ("side", "expedition"),
    [
        ("left", ["REPORTER.RING", "GUIDE.MAP", "PROFESSOR.GEM1"]),
        ("right", ["GUIDE.MAP", "PROFESSOR.GEM1", "REPORTER.RING"]),
    ],
)
def test_a_card_is_played_only_at_the_left_or_right_end(side: str, expedition: list[str]) -> None:
    state = scenario(
        2,
        hands=[["REPORTER.RING", "COLLECTOR.GEM1"], ["AVIATOR.MAP"]],
        expeditions=[["GUIDE.MAP", "PROFESSOR.GEM1"], []],
    )
    assert state.legal_actions() == [
        "play REPORTER.RING left",
        "play REPORTER.RING right",
        "play COLLECTOR.GEM1 left",
        "play COLLECTOR.GEM1 right",
    ]
    events = run(state, f"play REPORTER.RING {side}")
    assert rules(events) == ["turn.play", "effects.reporter"]
    assert events[0]["side"] == side
    assert_table(state, hands=[["COLLECTOR.GEM1"], ["AVIATOR.MAP"]], expeditions=[expedition, []], current=1)


@pytest.mark.parametrize("action", ["play REPORTER.RING", "play REPORTER.RING middle", "play REPORTER.RING 2"])
def test_a_card_is_played_only_at_the_left_or_right_end_never_between_cards(action: str) -> None:
    state = scenario(
        2,
        hands=[["REPORTER.RING", "COLLECTOR.GEM1"], ["AVIATOR.MAP"]],
        expeditions=[["GUIDE.MAP", "PROFESSOR.GEM1"], []],
    )
    assert repr(action) in unchanged_by(state, action)


def test_first_card_into_an_empty_expedition_has_one_action_not_two() -> None:
    state = scenario(2, hands=[["GUIDE.MAP", "REPORTER.GEM1"], ["AVIATOR.MAP"]])
    assert state.legal_actions() == ["play GUIDE.MAP", "play REPORTER.GEM1"]
    unchanged_by(state, "play REPORTER.GEM1 left")
    unchanged_by(state, "play REPORTER.GEM1 right")
    assert rules(run(state, "play REPORTER.GEM1")) == ["turn.play", "effects.reporter"]
    assert_table(state, hands=[["GUIDE.MAP"], ["AVIATOR.MAP"]], expeditions=[["REPORTER.GEM1"], []], current=1)


@pytest.mark.parametrize("character", [*CHARACTERS_WITH_AN_EFFECT, "REPORTER"])
def test_last_card_in_hand_skips_its_effect_and_goes_to_step_three(character: str) -> None:
    state = scenario(
        2,
        hands=[[f"{character}.GEM3"], ["COLLECTOR.GEM1"]],
        expeditions=[["REPORTER.MAP"] if character != "REPORTER" else ["GUIDE.MAP"], ["ARTIFACT_HUNTER.MAP"]],
        threats=["BOG", "JAGUAR"],
    )
    deck_size = len(state.deck)
    events = run(state, f"play {character}.GEM3 right")
    assert rules(events) == ["turn.play", "turn.last_card"]
    assert of_type(events, "effect_skipped")[0]["seat"] == 0
    assert state.current_player == 0
    assert state.legal_actions() == ["threat BOG", "threat JAGUAR"]
    events = run(state, "threat BOG")
    assert rules(events) == ["turn.resolve_threat", "threats.bog", "turn.resolve_threat"]
    banked = ["REPORTER.MAP" if character != "REPORTER" else "GUIDE.MAP", f"{character}.GEM3"]
    assert_table(
        state,
        hands=[[], ["COLLECTOR.GEM1"]],
        expeditions=[[], ["ARTIFACT_HUNTER.MAP"]],
        treasures=[banked, []],
        out=[0],
        resolved={"BOG": 0},
        current=1,
    )
    assert len(state.deck) == deck_size  # the Professor drew nothing


def test_cannot_play_reveals_and_discards_the_hand_then_resolves_a_threat() -> None:
    state = scenario(
        2,
        current=1,
        hands=[["GUIDE.GEM2", "REPORTER.RING"], ["AVIATOR.MAP", "COLLECTOR.GEM1"]],
        expeditions=[["GUIDE.MAP", "REPORTER.GEM1"], []],
        threats=["BOG", "JAGUAR"],
    )
    events = run(state, "play AVIATOR.MAP")
    assert rules(events) == ["turn.play", "effects.aviator", "turn.cannot_play"]
    cannot = of_type(events, "cannot_play")[0]
    assert cannot["seat"] == 0 and cannot["cards"] == ["GUIDE.GEM2", "REPORTER.RING"]
    assert "private" not in cannot  # the hand is revealed to everyone
    assert state.legal_actions() == ["threat BOG", "threat JAGUAR"]
    assert_table(
        state,
        hands=[[], ["COLLECTOR.GEM1"]],
        expeditions=[["GUIDE.MAP", "REPORTER.GEM1"], ["AVIATOR.MAP"]],
        discard=["GUIDE.GEM2", "REPORTER.RING"],
        current=0,
    )
    assert rules(run(state, "threat JAGUAR")) == ["turn.resolve_threat", "threats.jaguar", "turn.resolve_threat"]
    assert_table(
        state,
        hands=[[], ["COLLECTOR.GEM1"]],
        expeditions=[[], ["AVIATOR.MAP"]],
        treasures=[["REPORTER.GEM1"], []],
        discard=["GUIDE.GEM2", "REPORTER.RING", "GUIDE.MAP"],
        out=[0],
        resolved={"JAGUAR": 0},
        current=1,
    )


def test_resolving_a_threat_turns_it_face_down_so_no_one_else_can_choose_it() -> None:
    state = scenario(2, hands=[["REPORTER.MAP"], ["GUIDE.GEM3"]], threats=["JAGUAR", "STORM"])
    run(state, "play REPORTER.MAP")
    assert state.legal_actions() == ["threat JAGUAR", "threat STORM"]
    events = run(state, "threat JAGUAR", "play GUIDE.GEM3")
    assert of_type(events, "threat")[0]["threat"] == "JAGUAR"
    assert state.legal_actions() == ["threat STORM"]
    assert "threat JAGUAR" in unchanged_by(state, "threat JAGUAR")
    assert state.observe(None)["threats"] == [{"id": "JAGUAR", "resolved_by": 0}, {"id": "STORM", "resolved_by": None}]
    assert_table(
        state,
        expeditions=[[], ["GUIDE.GEM3"]],
        discard=["REPORTER.MAP"],
        out=[0],
        resolved={"JAGUAR": 0},
        current=1,
    )


def test_leaving_the_round_banks_the_remaining_expedition_onto_the_treasure_pile() -> None:
    state = scenario(
        2,
        hands=[["REPORTER.GEM3"], ["COLLECTOR.RING"]],
        expeditions=[["GUIDE.MAP", "PROFESSOR.GEM2"], []],
        treasures=[["AVIATOR.GEM3"], ["ADVENTURER.MAP"]],
        threats=["JAGUAR", "STORM"],
    )
    events = run(state, "play REPORTER.GEM3 left", "threat JAGUAR")
    leave = of_type(events, "leave_round")[0]
    assert leave["rule"] == "turn.resolve_threat" and leave["seat"] == 0 and leave["count"] == 2
    assert_table(
        state,
        hands=[[], ["COLLECTOR.RING"]],
        treasures=[["AVIATOR.GEM3", "REPORTER.GEM3", "PROFESSOR.GEM2"], ["ADVENTURER.MAP"]],
        discard=["GUIDE.MAP"],
        out=[0],
        resolved={"JAGUAR": 0},
        current=1,
    )
    assert state.snapshot()["last_resolver"] == 0


def test_turn_order_skips_players_who_left_the_round() -> None:
    state = scenario(
        4,
        hands=[["REPORTER.MAP", "GUIDE.GEM1"], [], [], ["REPORTER.GEM3", "AVIATOR.RING"]],
        out=[1, 2],
        threats=["JAGUAR", "STORM"],
        resolved={"TRAP": 1, "BOG": 2},
    )
    run(state, "play REPORTER.MAP")
    assert state.current_player == 3
    run(state, "play REPORTER.GEM3")
    assert_table(
        state,
        hands=[["GUIDE.GEM1"], [], [], ["AVIATOR.RING"]],
        expeditions=[["REPORTER.MAP"], [], [], ["REPORTER.GEM3"]],
        out=[1, 2],
        resolved={"TRAP": 1, "BOG": 2},
        current=0,
    )


def test_the_last_player_in_the_round_keeps_taking_turns_until_resolving_a_threat() -> None:
    state = scenario(
        2, hands=[[], ["REPORTER.MAP", "GUIDE.GEM1"]], out=[0], current=1, threats=["JAGUAR"], resolved={"TRAP": 0}
    )
    run(state, "play REPORTER.MAP")
    assert state.current_player == 1
    events = run(state, "play GUIDE.GEM1 left")
    assert rules(events) == ["turn.play", "turn.last_card"]
    assert state.legal_actions() == ["threat JAGUAR"]
    assert_table(
        state,
        hands=[[], []],
        expeditions=[[], ["GUIDE.GEM1", "REPORTER.MAP"]],
        out=[0],
        resolved={"TRAP": 0},
        current=1,
    )
