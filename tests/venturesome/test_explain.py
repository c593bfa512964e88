"""Venturesome: why an action is not legal now (``state.explain``), what each legal action points
at on the table (``state.action_target``) and the actions the seat to move sees but may not take
(``state.unavailable_actions``). Each test is named after the rule that allows or forbids."""

from __future__ import annotations

import random

import pytest
from venturesome_helpers import GAME, run, scenario

import venture_widgets as vw
from venture_widgets.games.venturesome import explain, sections


def why(state, action: str, seat: int | None = None) -> tuple[bool, str, str]:
    """``(legal, rule, text)`` of the explanation."""
    found = state.explain(action, seat)
    return found.legal, found.rule, found.text


def unavailable(state) -> dict[str, tuple[str, str]]:
    return {entry["action"]: (entry["rule"], entry["text"]) for entry in state.unavailable_actions()}


def test_turn_play_a_legal_action_says_what_it_does_and_the_rule() -> None:
    state = scenario(hands=[["GUIDE.MAP", "AVIATOR.RING"], ["REPORTER.MAP"]], expeditions=[["PROFESSOR.RING"], []])
    found = state.explain("play GUIDE.MAP left")
    assert found.legal and found.rule == "turn.play" and found.title == "Player's Turn, step I"
    assert str(found) == (
        "Play Guide (Map) at the left end of your expedition: allowed now (rule turn.play: Player's Turn, step I)."
    )
    assert found.as_json() == {
        "action": "play GUIDE.MAP left",
        "legal": True,
        "rule": "turn.play",
        "title": "Player's Turn, step I",
        "text": str(found),
    }


def test_turn_play_the_colour_rule() -> None:
    state = scenario(hands=[["GUIDE.MAP", "AVIATOR.RING"], ["REPORTER.MAP"]], expeditions=[["GUIDE.RING"], []])
    legal, rule, text = why(state, "play GUIDE.MAP right")
    assert not legal and rule == "turn.play"
    assert text == (
        "Your expedition already holds a Guide: each character at most once (rule turn.play: Player's Turn, step I)."
    )
    assert unavailable(state) == {
        "play GUIDE.MAP left": (rule, text),
        "play GUIDE.MAP right": (rule, text),
    }


def test_effects_artifact_hunter_the_intimidated_character() -> None:
    state = scenario(hands=[["GUIDE.MAP", "AVIATOR.RING"], ["REPORTER.MAP"]], intimidated="AVIATOR")
    legal, rule, text = why(state, "play AVIATOR.RING")
    assert not legal and rule == "effects.artifact_hunter"
    assert text == (
        "The Aviator intimidation card is face up: nobody may play an Aviator from hand this round "
        "(rule effects.artifact_hunter: Character Card Effects: Artifact Hunter)."
    )
    assert list(unavailable(state)) == ["play AVIATOR.RING"]
    assert why(state, "play AVIATOR.RING left") == (False, rule, text)  # the rule first, then the notation


def test_turn_play_ends_only() -> None:
    state = scenario(hands=[["GUIDE.MAP", "AVIATOR.RING"], ["REPORTER.MAP"]], expeditions=[["PROFESSOR.RING"], []])
    assert why(state, "play GUIDE.MAP")[:2] == (False, "turn.play")
    assert "say left or right" in why(state, "play GUIDE.MAP")[2]
    empty = scenario(hands=[["GUIDE.MAP", "AVIATOR.RING"], ["REPORTER.MAP"]])
    assert "without an end (play GUIDE.MAP)" in why(empty, "play GUIDE.MAP left")[2]
    assert why(empty, "play GUIDE.MAP middle")[1] == "notation"


def test_turn_play_a_card_not_in_hand_never_says_who_holds_it() -> None:
    state = scenario(3, hands=[["GUIDE.MAP", "AVIATOR.RING"], ["REPORTER.MAP"], ["COLLECTOR.GEM1"]])
    legal, rule, text = why(state, "play REPORTER.MAP")
    assert not legal and rule == "turn.play" and text.startswith("You have no Reporter (Map) in your hand")
    assert why(state, "play COLLECTOR.GEM1") == (
        False,
        "turn.play",
        text.replace("Reporter (Map)", "Collector (1 Gem)"),
    )
    for n in range(5):  # the other hands dealt again: seat 0 is told the same
        other = state.determinize(0, random.Random(n))
        assert why(other, "play REPORTER.MAP") == (legal, rule, text)
        assert other.unavailable_actions() == state.unavailable_actions()


def test_turn_resolve_threat_only_once_the_hand_is_empty_and_not_twice() -> None:
    state = scenario(
        3,
        hands=[["REPORTER.MAP"], ["GUIDE.MAP"], []],
        out=[2],
        threats=["JAGUAR", "TRAP"],
        resolved={"STORM": 2},
    )
    assert why(state, "threat JAGUAR")[:2] == (False, "turn.resolve_threat")
    run(state, "play REPORTER.MAP")
    assert state.choice.kind == "threat"
    legal, rule, text = why(state, "threat STORM")
    assert not legal and rule == "turn.resolve_threat" and text.startswith("Seat 2 has already resolved Storm")
    assert list(unavailable(state)) == ["threat STORM"]
    assert state.unavailable_actions()[0]["target"] == {
        "zone": "threat",
        "card": "STORM",
        "position": 2,
        "label": "Resolve",
    }
    assert why(state, "threat BOG")[2].startswith("Bog is not among this round's revealed threats")
    assert why(state, "threat DRAGON")[1] == "notation"


def test_effects_guide_cannot_take_back_itself() -> None:
    state = scenario(hands=[["GUIDE.MAP", "AVIATOR.RING"], ["REPORTER.MAP"]], expeditions=[["PROFESSOR.RING"], []])
    run(state, "play GUIDE.MAP right")
    assert state.legal_actions() == ["return PROFESSOR.RING@1"]
    assert state.action_target("return PROFESSOR.RING@1") == {
        "zone": "expedition",
        "seat": 0,
        "card": "PROFESSOR.RING",
        "position": 0,
        "label": "Take back",
    }
    legal, rule, text = why(state, "return GUIDE.MAP@2")
    assert not legal and rule == "effects.guide" and text.startswith("The Guide you just played cannot choose itself")
    assert list(unavailable(state)) == ["return GUIDE.MAP@2"]
    assert why(state, "return GUIDE.MAP@1")[2].startswith("Position 1 of your expedition holds Professor (Ring)")
    assert "no position 5" in why(state, "return GUIDE.MAP@5")[2]


def test_turn_alone_in_round_a_player_who_left_cannot_be_chosen() -> None:
    state = scenario(
        3,
        hands=[["ADVENTURER.MAP", "REPORTER.MAP"], ["GUIDE.MAP"], []],
        out=[2],
        threats=["JAGUAR", "TRAP"],
        resolved={"STORM": 2},
    )
    run(state, "play ADVENTURER.MAP")
    assert state.legal_actions() == ["swap-hands 1"]
    assert state.action_target("swap-hands 1") == {"zone": "seat", "seat": 1, "label": "Swap hands"}
    assert unavailable(state)["swap-hands 2"][0] == "turn.alone_in_round"
    assert "Seat 2 has left the round" in unavailable(state)["swap-hands 2"][1]
    assert unavailable(state)["swap-hands 0"] == (
        "effects.adventurer",
        "Choose another player, not yourself (rule effects.adventurer: Character Card Effects: Adventurer).",
    )
    assert why(state, "swap-hands 7")[1] == "notation"


def test_effects_collector_give_back_a_different_card_and_whose_decision_it_is() -> None:
    state = scenario(hands=[["COLLECTOR.GEM2", "REPORTER.GEM1"], ["AVIATOR.RING"]])
    run(state, "play COLLECTOR.GEM2", "trade-with 1", "give REPORTER.GEM1")
    assert state.current_player == 1 and state.legal_actions() == ["give-back AVIATOR.RING"]
    legal, rule, text = why(state, "give-back REPORTER.GEM1")
    assert not legal and rule == "effects.collector"
    assert text.startswith("Give back a different card than the Reporter (1 Gem) you were given")
    assert list(unavailable(state)) == ["give-back REPORTER.GEM1"]
    assert state.action_target("give-back AVIATOR.RING") == {
        "zone": "hand",
        "seat": 1,
        "card": "AVIATOR.RING",
        "label": "Give back",
    }
    # seat 0 (the Collector's player) asks about the same action: it is not its decision
    legal, rule, text = why(state, "give-back AVIATOR.RING", seat=0)
    assert not legal and rule == "effects.collector"
    assert text.startswith("It is not your decision: Seat 1 decides now, on “Give back a different card")


def test_effects_aviator_take_a_card_of_another_expedition() -> None:
    state = scenario(
        hands=[["AVIATOR.RING", "REPORTER.MAP"], ["GUIDE.MAP"]],
        expeditions=[["PROFESSOR.RING"], ["COLLECTOR.GEM1", "GUIDE.GEM1"]],
    )
    run(state, "play AVIATOR.RING left", "give PROFESSOR.RING@2")
    assert state.action_target("take 1:GUIDE.GEM1@2") == {
        "zone": "expedition",
        "seat": 1,
        "card": "GUIDE.GEM1",
        "position": 1,
        "label": "Take",
    }
    assert "not of yours" in unavailable(state)["take 0:AVIATOR.RING@1"][1]
    assert why(state, "take 1:GUIDE.GEM1@1")[2].startswith(
        "Position 1 of Seat 1's expedition holds Collector (1 Gem), not Guide (1 Gem)"
    )
    assert why(state, "take 1-GUIDE.GEM1@1")[1] == "notation"


def test_threats_rope_bridge_two_neighbours() -> None:
    state = scenario(
        hands=[["REPORTER.MAP"], ["GUIDE.MAP"]],
        expeditions=[["PROFESSOR.RING", "COLLECTOR.GEM1", "GUIDE.GEM2"], []],
        threats=["ROPE_BRIDGE", "TRAP"],
    )
    run(state, "play REPORTER.MAP right", "threat ROPE_BRIDGE")
    assert state.action_target("bridge 2-3") == {"zone": "pair", "seat": 0, "position": 1, "label": "Lose these two"}
    assert why(state, "bridge 1-3")[:2] == (False, "threats.rope_bridge")
    assert "the pairs are 1-2 to 3-4" in why(state, "bridge 5-6")[2]


def test_effects_artifact_hunter_targets_the_intimidation_cards() -> None:
    state = scenario(hands=[["ARTIFACT_HUNTER.MAP", "REPORTER.MAP"], ["GUIDE.MAP"]])
    run(state, "play ARTIFACT_HUNTER.MAP")
    assert state.action_target("intimidate GUIDE") == {"zone": "intimidation", "card": "GUIDE", "label": "Intimidate"}
    assert why(state, "intimidate ARTIFACT_HUNTER")[2].startswith("There is no Artifact Hunter intimidation card")
    assert why(state, "intimidate WIZARD")[1] == "notation"


def test_effects_professor_targets_the_hand() -> None:
    state = scenario(hands=[["PROFESSOR.MAP", "REPORTER.MAP"], ["GUIDE.MAP"]], deck=["GUIDE.RING"])
    run(state, "play PROFESSOR.MAP")
    assert {state.action_target(a)["label"] for a in state.legal_actions()} == {"Put at the bottom"}
    assert state.action_target("bottom GUIDE.RING") == {
        "zone": "hand",
        "seat": 0,
        "card": "GUIDE.RING",
        "label": "Put at the bottom",
    }


def test_notation_text_that_is_no_action_and_values_that_are_no_text() -> None:
    state = scenario(hands=[["GUIDE.MAP", "AVIATOR.RING"], ["REPORTER.MAP"]])
    legal, rule, text = why(state, "dance")
    assert not legal and rule == "notation" and text.startswith("This is not how Venturesome actions are written")
    assert why(state, "play FROG.MAP")[2].startswith("There is no card 'FROG.MAP'")
    assert why(state, "bridge 1-2")[2].startswith("It does not answer the decision now: “Play a card")
    found = state.explain(42)  # type: ignore[arg-type]
    assert not found.legal and found.action == "42" and "type int" in found.text
    with pytest.raises(vw.RulesError, match="seat 9 does not exist"):
        state.explain("dance", seat=9)


def test_turn_play_an_illegal_action_error_carries_the_explanation() -> None:
    state = scenario(hands=[["GUIDE.MAP", "AVIATOR.RING"], ["REPORTER.MAP"]], expeditions=[["GUIDE.RING"], []])
    with pytest.raises(vw.IllegalActionError) as refused:
        state.apply("play GUIDE.MAP left")
    assert str(refused.value) == (
        "'play GUIDE.MAP left' is not a legal action for seat 0 now: your expedition already holds a Guide: each "
        "character at most once (rule turn.play: Player's Turn, step I); legal: play AVIATOR.RING left, "
        "play AVIATOR.RING right"
    )


def test_scoring_after_the_end_nothing_is_legal() -> None:
    state = scenario(
        round=3,
        hands=[["REPORTER.MAP"], []],
        out=[1],
        threats=["JAGUAR"],
        resolved={"TRAP": 1},
    )
    run(state, "play REPORTER.MAP", "threat JAGUAR")
    assert state.is_over and state.unavailable_actions() == []
    assert why(state, "play REPORTER.MAP")[:2] == (False, "scoring")
    with pytest.raises(vw.IllegalActionError, match=r"the game is over: no action is legal any more \(rule scoring"):
        state.apply("play REPORTER.MAP")


def test_every_verb_has_a_label_and_the_rule_titles_are_one_table() -> None:
    assert set(explain.VERB_KINDS) == set(explain.LABELS)
    assert GAME.rules is sections.SECTIONS and GAME.catalog()["rules"] == sections.SECTIONS
    assert GAME.rule_title("notation") == "Action notation" and GAME.rule_title("no.such.rule") == ""
