"""Venturesome, rulebook section "Character Card Effects" (rule ids ``effects.<character>``) and
the note on players who left the round (``turn.alone_in_round``).

=======================================  ==========================================================
Rulebook                                 Tests
=======================================  ==========================================================
Guide (``effects.guide``)                test_guide_*
Reporter (``effects.reporter``)          test_reporter_*
Adventurer (``effects.adventurer``)      test_adventurer_*
Professor (``effects.professor``)        test_professor_*
Aviator (``effects.aviator``)            test_aviator_*  (duplicates of a colour: test_turn.py,
                                         test_colour_rule_applies_to_cards_from_hand_only_*)
Artifact Hunter                          test_artifact_hunter_*, test_intimidation_*
(``effects.artifact_hunter``)
Collector (``effects.collector``)        test_collector_*
Players who left are no targets          test_players_who_left_the_round_are_not_targets_*
Last one (``turn.alone_in_round``)       test_alone_in_round_*
=======================================  ==========================================================
"""

from __future__ import annotations

import pytest
from venturesome_helpers import assert_table, deck, rules, run, scenario, table, unchanged_by

# --- Guide ---------------------------------------------------------------------------------------


def test_guide_returns_a_chosen_other_card_to_hand_and_the_row_closes_up() -> None:
    state = scenario(
        2,
        hands=[["GUIDE.GEM3", "COLLECTOR.GEM1"], ["AVIATOR.MAP"]],
        expeditions=[["REPORTER.MAP", "PROFESSOR.GEM2", "AVIATOR.RING"], []],
    )
    assert rules(run(state, "play GUIDE.GEM3 right")) == ["turn.play"]
    assert state.legal_actions() == ["return REPORTER.MAP@1", "return PROFESSOR.GEM2@2", "return AVIATOR.RING@3"]
    events = run(state, "return PROFESSOR.GEM2@2")
    assert rules(events) == ["effects.guide"]
    assert events[0]["card"] == "PROFESSOR.GEM2"
    assert_table(
        state,
        hands=[["COLLECTOR.GEM1", "PROFESSOR.GEM2"], ["AVIATOR.MAP"]],
        expeditions=[["REPORTER.MAP", "AVIATOR.RING", "GUIDE.GEM3"], []],
        current=1,
    )


def test_guide_cannot_return_the_guide_just_played() -> None:
    state = scenario(2, hands=[["GUIDE.GEM3", "COLLECTOR.GEM1"], ["AVIATOR.MAP"]], expeditions=[["REPORTER.MAP"], []])
    run(state, "play GUIDE.GEM3 left")
    assert state.legal_actions() == ["return REPORTER.MAP@2"]
    unchanged_by(state, "return GUIDE.GEM3@1")
    run(state, "return REPORTER.MAP@2")
    assert_table(
        state,
        hands=[["COLLECTOR.GEM1", "REPORTER.MAP"], ["AVIATOR.MAP"]],
        expeditions=[["GUIDE.GEM3"], []],
        current=1,
    )


def test_guide_played_into_an_empty_expedition_has_no_effect() -> None:
    state = scenario(2, hands=[["GUIDE.GEM3", "COLLECTOR.GEM1"], ["AVIATOR.MAP"]])
    events = run(state, "play GUIDE.GEM3")
    assert rules(events) == ["turn.play", "effects.guide"]
    assert events[1]["type"] == "effect_skipped"
    assert_table(state, hands=[["COLLECTOR.GEM1"], ["AVIATOR.MAP"]], expeditions=[["GUIDE.GEM3"], []], current=1)


# --- Reporter ------------------------------------------------------------------------------------


def test_reporter_has_no_effect() -> None:
    state = scenario(2, hands=[["REPORTER.GEM3", "COLLECTOR.GEM1"], ["AVIATOR.MAP"]], expeditions=[["GUIDE.MAP"], []])
    deck_before = deck(state)
    events = run(state, "play REPORTER.GEM3 left")
    assert rules(events) == ["turn.play", "effects.reporter"]
    assert events[1]["type"] == "effect"
    assert_table(
        state,
        hands=[["COLLECTOR.GEM1"], ["AVIATOR.MAP"]],
        expeditions=[["REPORTER.GEM3", "GUIDE.MAP"], []],
        current=1,
    )
    assert deck(state) == deck_before


# --- Adventurer ----------------------------------------------------------------------------------


def test_adventurer_swaps_whole_hands_with_a_chosen_player_still_in_the_round() -> None:
    state = scenario(
        4,
        hands=[
            ["ADVENTURER.MAP", "GUIDE.GEM1", "REPORTER.RING"],
            ["PROFESSOR.GEM3"],
            ["COLLECTOR.ANKH", "AVIATOR.GEM2", "GUIDE.MAP"],
            [],
        ],
        out=[3],
        resolved={"TRAP": 3},
    )
    run(state, "play ADVENTURER.MAP")
    assert state.legal_actions() == ["swap-hands 1", "swap-hands 2"]
    events = run(state, "swap-hands 2")
    assert rules(events) == ["effects.adventurer"]
    assert events[0]["seat"] == 0 and events[0]["target"] == 2
    assert_table(
        state,
        hands=[
            ["COLLECTOR.ANKH", "AVIATOR.GEM2", "GUIDE.MAP"],
            ["PROFESSOR.GEM3"],
            ["GUIDE.GEM1", "REPORTER.RING"],
            [],
        ],
        expeditions=[["ADVENTURER.MAP"], [], [], []],
        out=[3],
        resolved={"TRAP": 3},
        current=1,
    )


# --- Professor -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("bottom", "kept"),
    [("REPORTER.GEM2", "AVIATOR.GEM1"), ("AVIATOR.GEM1", "REPORTER.GEM2")],
    ids=["a-card-from-hand", "even-the-card-just-drawn"],
)
def test_professor_draws_the_top_card_then_puts_any_hand_card_at_the_bottom(bottom: str, kept: str) -> None:
    state = scenario(
        2,
        hands=[["PROFESSOR.MAP", "REPORTER.GEM2"], ["GUIDE.MAP"]],
        deck=["AVIATOR.GEM1", "GUIDE.RING", "COLLECTOR.MAP"],
    )
    before = deck(state)
    assert before[-3:] == ["COLLECTOR.MAP", "GUIDE.RING", "AVIATOR.GEM1"]
    events = run(state, "play PROFESSOR.MAP")
    assert rules(events) == ["turn.play", "effects.professor"]
    assert events[1]["type"] == "draw" and events[1]["private"]["card"] == "AVIATOR.GEM1"
    assert sorted(state.legal_actions()) == ["bottom AVIATOR.GEM1", "bottom REPORTER.GEM2"]
    events = run(state, f"bottom {bottom}")
    assert rules(events) == ["effects.professor"]
    assert events[0]["type"] == "bottom"
    assert_table(state, hands=[[kept], ["GUIDE.MAP"]], expeditions=[["PROFESSOR.MAP"], []], current=1)
    assert deck(state) == [bottom, *before[:-1]]


def test_professor_drawing_the_last_card_of_the_deck_still_puts_one_back() -> None:
    state = scenario(
        2, hands=[["PROFESSOR.MAP", "REPORTER.GEM2"], ["GUIDE.MAP"]], deck=["AVIATOR.GEM1"], rest="discard"
    )
    discard = table(state)["discard"]
    assert deck(state) == ["AVIATOR.GEM1"]
    run(state, "play PROFESSOR.MAP")
    assert deck(state) == []
    assert sorted(state.legal_actions()) == ["bottom AVIATOR.GEM1", "bottom REPORTER.GEM2"]
    run(state, "bottom REPORTER.GEM2")
    assert deck(state) == ["REPORTER.GEM2"]
    assert_table(
        state, hands=[["AVIATOR.GEM1"], ["GUIDE.MAP"]], expeditions=[["PROFESSOR.MAP"], []], discard=discard, current=1
    )


def test_professor_with_an_empty_deck_is_ignored_and_the_discard_pile_is_not_reshuffled() -> None:
    state = scenario(2, hands=[["PROFESSOR.MAP", "REPORTER.GEM2"], ["GUIDE.MAP"]], rest="discard")
    discard = table(state)["discard"]
    assert deck(state) == [] and len(discard) == 60
    events = run(state, "play PROFESSOR.MAP")
    assert rules(events) == ["turn.play", "effects.professor"]
    assert events[1]["type"] == "effect_skipped"
    assert deck(state) == []
    assert_table(
        state, hands=[["REPORTER.GEM2"], ["GUIDE.MAP"]], expeditions=[["PROFESSOR.MAP"], []], discard=discard, current=1
    )


# --- Aviator -------------------------------------------------------------------------------------


def _aviator_table():
    return scenario(
        3,
        hands=[["AVIATOR.GEM3", "COLLECTOR.RING"], ["GUIDE.GEM1"], ["REPORTER.GEM3"]],
        expeditions=[
            ["GUIDE.MAP", "REPORTER.GEM1"],
            ["PROFESSOR.ANKH", "ADVENTURER.GEM2", "COLLECTOR.MAP"],
            ["ARTIFACT_HUNTER.GEM1"],
        ],
    )


def test_aviator_swaps_an_own_card_with_another_players_card_each_into_the_others_spot() -> None:
    state = _aviator_table()
    run(state, "play AVIATOR.GEM3 left")
    assert state.legal_actions() == ["give GUIDE.MAP@2", "give REPORTER.GEM1@3"]
    run(state, "give REPORTER.GEM1@3")
    assert state.current_player == 0
    assert state.legal_actions() == [
        "take 1:PROFESSOR.ANKH@1",
        "take 1:ADVENTURER.GEM2@2",
        "take 1:COLLECTOR.MAP@3",
        "take 2:ARTIFACT_HUNTER.GEM1@1",
    ]
    events = run(state, "take 1:ADVENTURER.GEM2@2")
    assert rules(events) == ["effects.aviator"]
    assert (events[0]["target"], events[0]["given"], events[0]["taken"]) == (1, "REPORTER.GEM1", "ADVENTURER.GEM2")
    assert_table(
        state,
        hands=[["COLLECTOR.RING"], ["GUIDE.GEM1"], ["REPORTER.GEM3"]],
        expeditions=[
            ["AVIATOR.GEM3", "GUIDE.MAP", "ADVENTURER.GEM2"],
            ["PROFESSOR.ANKH", "REPORTER.GEM1", "COLLECTOR.MAP"],
            ["ARTIFACT_HUNTER.GEM1"],
        ],
        current=1,
    )


def test_aviator_cannot_give_away_the_aviator_just_played() -> None:
    state = _aviator_table()
    run(state, "play AVIATOR.GEM3 left")
    assert "give AVIATOR.GEM3@1" in unchanged_by(state, "give AVIATOR.GEM3@1")


def test_aviator_cannot_take_a_card_of_its_own_expedition() -> None:
    state = _aviator_table()
    run(state, "play AVIATOR.GEM3 left", "give GUIDE.MAP@2")
    unchanged_by(state, "take 0:REPORTER.GEM1@3")


def test_aviator_played_into_an_empty_expedition_has_no_effect() -> None:
    state = scenario(2, hands=[["AVIATOR.GEM3", "COLLECTOR.RING"], ["GUIDE.GEM1"]], expeditions=[[], ["REPORTER.MAP"]])
    events = run(state, "play AVIATOR.GEM3")
    assert rules(events) == ["turn.play", "effects.aviator"]
    assert events[1]["type"] == "effect_skipped"
    assert_table(
        state,
        hands=[["COLLECTOR.RING"], ["GUIDE.GEM1"]],
        expeditions=[["AVIATOR.GEM3"], ["REPORTER.MAP"]],
        current=1,
    )


def test_aviator_is_skipped_when_no_other_player_in_the_round_has_expedition_cards() -> None:
    state = scenario(
        3,
        hands=[["AVIATOR.GEM3", "COLLECTOR.RING"], ["GUIDE.GEM1"], []],
        expeditions=[["REPORTER.MAP"], [], []],
        out=[2],
        resolved={"TRAP": 2},
    )
    events = run(state, "play AVIATOR.GEM3 right")
    assert rules(events) == ["turn.play", "effects.aviator"]
    assert events[1]["type"] == "effect_skipped"
    assert_table(
        state,
        hands=[["COLLECTOR.RING"], ["GUIDE.GEM1"], []],
        expeditions=[["REPORTER.MAP", "AVIATOR.GEM3"], [], []],
        out=[2],
        resolved={"TRAP": 2},
        current=1,
    )


# --- Artifact Hunter -----------------------------------------------------------------------------

ALL_INTIMIDATIONS = [
    "intimidate GUIDE",
    "intimidate REPORTER",
    "intimidate ADVENTURER",
    "intimidate PROFESSOR",
    "intimidate AVIATOR",
    "intimidate COLLECTOR",
]


def test_artifact_hunter_turns_up_any_intimidation_card_and_nobody_may_play_that_character_from_hand() -> None:
    state = scenario(
        3,
        hands=[["ARTIFACT_HUNTER.MAP", "GUIDE.GEM1"], ["GUIDE.MAP", "REPORTER.RING"], ["GUIDE.GEM2", "AVIATOR.GEM1"]],
    )
    run(state, "play ARTIFACT_HUNTER.MAP")
    assert state.legal_actions() == ALL_INTIMIDATIONS
    events = run(state, "intimidate GUIDE")
    assert rules(events) == ["effects.artifact_hunter"]
    assert events[0]["character"] == "GUIDE"
    assert state.legal_actions() == ["play REPORTER.RING"]
    unchanged_by(state, "play GUIDE.MAP")
    run(state, "play REPORTER.RING")
    assert state.legal_actions() == ["play AVIATOR.GEM1"]
    events = run(state, "play AVIATOR.GEM1")
    # the intimidation binds the player who turned it up too: seat 0 holds only a Guide
    assert rules(events) == ["turn.play", "effects.aviator", "turn.cannot_play"]
    assert_table(
        state,
        hands=[[], ["GUIDE.MAP"], ["GUIDE.GEM2"]],
        expeditions=[["ARTIFACT_HUNTER.MAP"], ["REPORTER.RING"], ["AVIATOR.GEM1"]],
        discard=["GUIDE.GEM1"],
        intimidated="GUIDE",
        current=0,
    )


def test_intimidation_lasts_until_another_artifact_hunter_changes_it() -> None:
    state = scenario(
        2,
        intimidated="GUIDE",
        hands=[["ARTIFACT_HUNTER.MAP", "GUIDE.GEM1"], ["GUIDE.MAP", "PROFESSOR.RING"]],
    )
    assert state.legal_actions() == ["play ARTIFACT_HUNTER.MAP"]
    run(state, "play ARTIFACT_HUNTER.MAP")
    assert state.legal_actions() == ALL_INTIMIDATIONS
    assert rules(run(state, "intimidate PROFESSOR")) == ["effects.artifact_hunter"]
    assert state.legal_actions() == ["play GUIDE.MAP"]
    unchanged_by(state, "play PROFESSOR.RING")
    assert_table(
        state,
        hands=[["GUIDE.GEM1"], ["GUIDE.MAP", "PROFESSOR.RING"]],
        expeditions=[["ARTIFACT_HUNTER.MAP"], []],
        intimidated="PROFESSOR",
        current=1,
    )


def test_artifact_hunter_may_choose_the_face_up_intimidation_card_again() -> None:
    state = scenario(
        2, intimidated="GUIDE", hands=[["ARTIFACT_HUNTER.MAP", "REPORTER.GEM1"], ["GUIDE.MAP", "AVIATOR.RING"]]
    )
    run(state, "play ARTIFACT_HUNTER.MAP")
    events = run(state, "intimidate GUIDE")
    assert rules(events) == ["effects.artifact_hunter"]
    assert state.legal_actions() == ["play AVIATOR.RING"]
    assert_table(
        state,
        hands=[["REPORTER.GEM1"], ["GUIDE.MAP", "AVIATOR.RING"]],
        expeditions=[["ARTIFACT_HUNTER.MAP"], []],
        intimidated="GUIDE",
        current=1,
    )


def test_intimidation_can_leave_a_player_unable_to_play_who_then_resolves_a_threat() -> None:
    state = scenario(
        2,
        hands=[["ARTIFACT_HUNTER.MAP", "GUIDE.GEM1"], ["REPORTER.MAP", "REPORTER.GEM2"]],
        threats=["JAGUAR", "STORM"],
    )
    events = run(state, "play ARTIFACT_HUNTER.MAP", "intimidate REPORTER")
    assert rules(events) == ["turn.play", "effects.artifact_hunter", "turn.cannot_play"]
    assert events[-1]["seat"] == 1 and events[-1]["cards"] == ["REPORTER.MAP", "REPORTER.GEM2"]
    assert state.legal_actions() == ["threat JAGUAR", "threat STORM"]
    assert_table(
        state,
        hands=[["GUIDE.GEM1"], []],
        expeditions=[["ARTIFACT_HUNTER.MAP"], []],
        discard=["REPORTER.MAP", "REPORTER.GEM2"],
        intimidated="REPORTER",
        current=1,
    )
    run(state, "threat STORM")
    assert_table(
        state,
        hands=[["GUIDE.GEM1"], []],
        expeditions=[["ARTIFACT_HUNTER.MAP"], []],
        discard=["REPORTER.MAP", "REPORTER.GEM2"],
        intimidated="REPORTER",
        out=[1],
        resolved={"STORM": 1},
        current=0,
    )


def test_intimidation_forbids_only_playing_from_hand_the_aviator_may_still_take_that_character() -> None:
    state = scenario(
        2,
        intimidated="PROFESSOR",
        hands=[["AVIATOR.MAP", "REPORTER.GEM1"], ["GUIDE.MAP"]],
        expeditions=[["COLLECTOR.GEM2"], ["PROFESSOR.GEM3"]],
    )
    run(state, "play AVIATOR.MAP left", "give COLLECTOR.GEM2@2")
    assert state.legal_actions() == ["take 1:PROFESSOR.GEM3@1"]
    run(state, "take 1:PROFESSOR.GEM3@1")
    assert_table(
        state,
        hands=[["REPORTER.GEM1"], ["GUIDE.MAP"]],
        expeditions=[["AVIATOR.MAP", "PROFESSOR.GEM3"], ["COLLECTOR.GEM2"]],
        intimidated="PROFESSOR",
        current=1,
    )


# --- Collector -----------------------------------------------------------------------------------


def test_collector_gives_a_card_and_the_target_gives_back_a_different_card_of_their_choice() -> None:
    state = scenario(
        3,
        hands=[
            ["COLLECTOR.MAP", "GUIDE.GEM1", "REPORTER.RING"],
            ["PROFESSOR.GEM3"],
            ["ADVENTURER.GEM2", "AVIATOR.ANKH"],
        ],
    )
    assert rules(run(state, "play COLLECTOR.MAP")) == ["turn.play"]
    assert state.legal_actions() == ["trade-with 1", "trade-with 2"]
    assert run(state, "trade-with 2") == []
    assert (state.current_player, state.legal_actions()) == (0, ["give GUIDE.GEM1", "give REPORTER.RING"])
    events = run(state, "give GUIDE.GEM1")
    assert rules(events) == ["effects.collector"]
    assert (events[0]["type"], events[0]["seat"], events[0]["target"]) == ("give", 0, 2)
    assert state.current_player == 2  # the target answers, having received the card
    assert table(state)["hands"][2] == ["ADVENTURER.GEM2", "AVIATOR.ANKH", "GUIDE.GEM1"]
    assert state.legal_actions() == ["give-back ADVENTURER.GEM2", "give-back AVIATOR.ANKH"]
    unchanged_by(state, "give-back GUIDE.GEM1")  # not the received card itself
    events = run(state, "give-back ADVENTURER.GEM2")
    assert rules(events) == ["effects.collector"]
    assert (events[0]["type"], events[0]["seat"], events[0]["target"]) == ("give_back", 2, 0)
    assert_table(
        state,
        hands=[["REPORTER.RING", "ADVENTURER.GEM2"], ["PROFESSOR.GEM3"], ["GUIDE.GEM1", "AVIATOR.ANKH"]],
        expeditions=[["COLLECTOR.MAP"], [], []],
        current=1,
    )


def test_collector_target_may_give_back_an_identical_copy_but_not_the_received_card() -> None:
    """Two cards of one kind are identical in play, so the target may answer with its own copy
    of the kind it received; what comes back is that copy, not the received card."""
    state = scenario(2, hands=[["COLLECTOR.MAP", "REPORTER.GEM1"], ["REPORTER.GEM1", "GUIDE.RING"]])
    mine, theirs = state.snapshot()["hands"][0][1], state.snapshot()["hands"][1][0]
    assert {mine, theirs} == {"REPORTER.GEM1", "REPORTER.GEM1.2"}
    run(state, "play COLLECTOR.MAP", "trade-with 1", "give REPORTER.GEM1")
    assert state.legal_actions() == ["give-back GUIDE.RING", "give-back REPORTER.GEM1"]
    run(state, "give-back REPORTER.GEM1")
    hands = state.snapshot()["hands"]
    assert hands[0] == [theirs] and sorted(hands[1]) == sorted(["GUIDE.RING", mine])
    assert_table(
        state,
        hands=[["REPORTER.GEM1"], ["REPORTER.GEM1", "GUIDE.RING"]],
        expeditions=[["COLLECTOR.MAP"], []],
        current=1,
    )


def test_collector_target_holding_only_the_received_kind_may_give_back_nothing_else() -> None:
    state = scenario(2, hands=[["COLLECTOR.MAP", "GUIDE.GEM1", "GUIDE.RING"], ["AVIATOR.RING"]])
    run(state, "play COLLECTOR.MAP", "trade-with 1", "give GUIDE.RING")
    assert state.legal_actions() == ["give-back AVIATOR.RING"]
    run(state, "give-back AVIATOR.RING")
    assert_table(
        state,
        hands=[["GUIDE.GEM1", "AVIATOR.RING"], ["GUIDE.RING"]],
        expeditions=[["COLLECTOR.MAP"], []],
        current=1,
    )


# --- targets and the last player in the round -----------------------------------------------


def _two_left_of_three(card: str):
    """Seat 2 has left the round; seats 0 and 1 are in it, seat 0 holds ``card``."""
    return scenario(
        3,
        hands=[[card, "REPORTER.RING"], ["ARTIFACT_HUNTER.GEM1"], []],
        expeditions=[["GUIDE.MAP"], ["PROFESSOR.GEM2"], []],
        treasures=[[], [], ["AVIATOR.GEM1"]],
        out=[2],
        resolved={"TRAP": 2},
    )


def test_players_who_left_the_round_are_not_targets_of_the_adventurer() -> None:
    state = _two_left_of_three("ADVENTURER.GEM3")
    run(state, "play ADVENTURER.GEM3 right")
    assert state.legal_actions() == ["swap-hands 1"]
    unchanged_by(state, "swap-hands 2")
    run(state, "swap-hands 1")
    assert_table(
        state,
        hands=[["ARTIFACT_HUNTER.GEM1"], ["REPORTER.RING"], []],
        expeditions=[["GUIDE.MAP", "ADVENTURER.GEM3"], ["PROFESSOR.GEM2"], []],
        treasures=[[], [], ["AVIATOR.GEM1"]],
        out=[2],
        resolved={"TRAP": 2},
        current=1,
    )


def test_players_who_left_the_round_are_not_targets_of_the_collector() -> None:
    state = _two_left_of_three("COLLECTOR.GEM3")
    run(state, "play COLLECTOR.GEM3 right")
    assert state.legal_actions() == ["trade-with 1"]
    unchanged_by(state, "trade-with 2")
    run(state, "trade-with 1", "give REPORTER.RING", "give-back ARTIFACT_HUNTER.GEM1")
    assert_table(
        state,
        hands=[["ARTIFACT_HUNTER.GEM1"], ["REPORTER.RING"], []],
        expeditions=[["GUIDE.MAP", "COLLECTOR.GEM3"], ["PROFESSOR.GEM2"], []],
        treasures=[[], [], ["AVIATOR.GEM1"]],
        out=[2],
        resolved={"TRAP": 2},
        current=1,
    )


def test_players_who_left_the_round_are_not_targets_of_the_aviator() -> None:
    state = _two_left_of_three("AVIATOR.GEM3")
    run(state, "play AVIATOR.GEM3 right", "give GUIDE.MAP@1")
    assert state.legal_actions() == ["take 1:PROFESSOR.GEM2@1"]
    unchanged_by(state, "take 2:AVIATOR.GEM1@1")  # a treasure pile is no expedition
    run(state, "take 1:PROFESSOR.GEM2@1")
    assert_table(
        state,
        hands=[["REPORTER.RING"], ["ARTIFACT_HUNTER.GEM1"], []],
        expeditions=[["PROFESSOR.GEM2", "AVIATOR.GEM3"], ["GUIDE.MAP"], []],
        treasures=[[], [], ["AVIATOR.GEM1"]],
        out=[2],
        resolved={"TRAP": 2},
        current=1,
    )


@pytest.mark.parametrize("card", ["ADVENTURER.GEM3", "AVIATOR.GEM3", "COLLECTOR.GEM3"])
def test_alone_in_round_adventurer_aviator_and_collector_may_be_played_but_their_effect_is_skipped(card: str) -> None:
    state = scenario(
        3,
        hands=[[card, "REPORTER.RING"], [], []],
        expeditions=[["GUIDE.MAP"], [], []],
        treasures=[[], ["PROFESSOR.GEM2"], ["AVIATOR.GEM1"]],
        out=[1, 2],
        threats=["JAGUAR"],
        resolved={"TRAP": 1, "BOG": 2},
    )
    assert sorted(state.legal_actions()) == sorted(
        [f"play {card} left", f"play {card} right", "play REPORTER.RING left", "play REPORTER.RING right"]
    )
    events = run(state, f"play {card} right")
    assert rules(events) == ["turn.play", "turn.alone_in_round"]
    assert events[1]["type"] == "effect_skipped"
    assert_table(
        state,
        hands=[["REPORTER.RING"], [], []],
        expeditions=[["GUIDE.MAP", card], [], []],
        treasures=[[], ["PROFESSOR.GEM2"], ["AVIATOR.GEM1"]],
        out=[1, 2],
        resolved={"TRAP": 1, "BOG": 2},
        current=0,
    )


@pytest.mark.parametrize("character", ["GUIDE", "PROFESSOR", "ARTIFACT_HUNTER"])
def test_alone_in_round_effects_that_target_nobody_still_apply(character: str) -> None:
    """Only the Adventurer, the Aviator and the Collector are named as skipped."""
    state = scenario(
        2,
        hands=[[f"{character}.GEM3", "COLLECTOR.RING"], []],
        expeditions=[["REPORTER.MAP"], []],
        out=[1],
        threats=["JAGUAR"],
        resolved={"TRAP": 1},
    )
    events = run(state, f"play {character}.GEM3 right")
    assert state.current_player == 0
    if character == "GUIDE":
        assert rules(events) == ["turn.play"]
        assert state.legal_actions() == ["return REPORTER.MAP@1"]
    elif character == "PROFESSOR":
        assert rules(events) == ["turn.play", "effects.professor"]
        drawn = events[1]["private"]["card"]
        assert sorted(state.legal_actions()) == sorted(["bottom COLLECTOR.RING", f"bottom {drawn}"])
    else:
        assert rules(events) == ["turn.play"]
        assert state.legal_actions() == ALL_INTIMIDATIONS
