"""Venture (2019): why an action is not legal now (``explain``), naming the rule, agreeing with
``unavailable_actions``; an illegal action raises IllegalActionError and changes nothing."""

from __future__ import annotations

import pytest
from v19_rules_helpers import run, scenario, unchanged_by

from venture_widgets.games.venture_2019.rules import VentureState
from venture_widgets.games.venture_2019.sections import SECTIONS


def refused(state: VentureState, action: str, rule: str, words: str) -> None:
    """``explain`` names ``rule`` and a reason holding ``words``; ``apply`` raises, nothing changes."""
    why = state.explain(action)
    assert not why.legal and (why.rule, words in why.reason) == (rule, True), why.text
    assert rule in SECTIONS or rule == "notation"
    message = unchanged_by(state, action)
    assert words in message


def unavailable(state: VentureState, action: str, rule: str, target: dict[str, object] | None = None) -> None:
    """``action`` is among the unavailable actions, naming ``rule`` (and pointing at ``target``),
    and agrees with its explanation."""
    entry = next(entry for entry in state.unavailable_actions() if entry["action"] == action)
    why = state.explain(action)
    assert not why.legal and (why.rule, why.text) == (entry["rule"], entry["text"])
    assert entry["rule"] == rule
    if target is not None:
        assert entry["target"] == target


def test_explain_wrong_seat() -> None:
    state = scenario({"hand": ["grant-math"]}, {"hand": ["objection-bio"]}, deck=["quill", "flask"])
    run(state, "play grant-math 1")
    why = state.explain("pass", seat=0)
    assert not why.legal and why.rule == "cards.instant" and "Seat 1 decides now" in why.reason
    assert state.explain("pass", seat=1).legal and state.explain("pass").legal  # the owner may


def test_explain_card_not_held() -> None:
    state = scenario({"hand": ["grant-math"]}, {"hand": ["quill"]})
    refused(state, "play theft-chem 1", "cards.play", "you hold no Idea Theft (Chemist)")
    refused(state, "talent grant-chem", "cards.play", "you hold no Research Grant (Chemist)")


def test_explain_no_target() -> None:
    state = scenario({"hand": ["theft-chem"]})
    unavailable(
        state, "play theft-chem", "cards.play", {"zone": "hand", "seat": 0, "card": "theft-chem", "label": "Play"}
    )
    refused(state, "play theft-chem 1", "cards.play", "Seat 1 has no cards in hand")
    refused(state, "play theft-chem 0", "cards.play", "used on another player, not on yourself")
    refused(state, "play theft-chem 7", "notation", "there is no Seat 7")


def test_explain_talent_twice() -> None:
    state = scenario({"role": "mathematician", "hand": ["grant-math", "theft-math"]}, deck=["quill", "flask"])
    run(state, "talent grant-math")
    target = {"zone": "talent", "seat": 0, "card": "theft-math", "label": "Activate the talent"}
    unavailable(state, "talent theft-math", "roles.talent", target)
    refused(state, "talent theft-math", "roles.talent", "at most once per turn")


def test_explain_talent_without_the_roles_symbol() -> None:
    state = scenario({"role": "mathematician", "hand": ["grant-chem"]})
    refused(state, "talent grant-chem", "roles.talent", "the Mathematician's symbol")


def test_explain_mission_without_its_instrument() -> None:
    state = scenario({"hand": ["quill"]}, start="missions")
    unavailable(state, "complete 7", "missions", {"zone": "mission", "seat": 0, "card": "7", "label": "Complete"})
    refused(state, "complete 7", "missions", "mission 7 needs a Hourglass, and you hold none")
    refused(state, "complete 2", "missions", "mission 2 is not one of your missions")


def test_explain_mission_already_completed() -> None:
    state = scenario({"hand": ["quill"], "completed": [4]}, start="missions")
    refused(state, "complete 4", "missions", "mission 4 is already completed")


def test_explain_instrument_is_not_played() -> None:
    state = scenario({"hand": ["quill"]})
    refused(state, "play quill", "cards.instruments", "only where a card asks")


def test_explain_answer_only_cards_in_phase_2() -> None:
    state = scenario({"hand": ["objection-bio"]})
    unavailable(state, "play objection-bio", "cards.instant")
    refused(state, "play objection-bio", "cards.instant", "only answers a card just played")


def test_explain_rebuttal_cannot_answer_a_card_on_oneself() -> None:
    state = scenario({"hand": ["grant-math"]}, {"hand": ["rebuttal"]}, deck=["quill", "flask"])
    run(state, "play grant-math 0")
    unavailable(state, "answer rebuttal", "cards.instant")
    refused(state, "answer rebuttal", "cards.instant", "answers only a card a player used on another player")


def test_explain_action_of_another_phase() -> None:
    state = scenario({"hand": ["quill"]})
    refused(state, "complete 1", "actions", "it does not answer the decision now")
    refused(state, "pass", "actions", "it does not answer the decision now")


@pytest.mark.parametrize(
    ("action", "rule", "words"),
    [
        ("dance", "notation", "this is not how Venture (2019) actions are written"),
        ("play  grant-math 1", "notation", "single spaces"),
        ("play grant-math x", "notation", "a card is used on a seat number"),
        ("play widget 1", "notation", "there is no card 'widget'"),
    ],
)
def test_notation_bad_input_raises_and_leaves_the_state_unchanged(action: str, rule: str, words: str) -> None:
    state = scenario({"hand": ["grant-math"]})
    refused(state, action, rule, words)


def test_notation_a_value_that_is_no_text() -> None:
    state = scenario({"hand": ["grant-math"]})
    assert state.explain(42).rule == "notation"  # type: ignore[arg-type]
    unchanged_by(state, 42)


def test_explain_after_the_end() -> None:
    state = scenario({"completed": [1, 4, 7], "hand": ["calculator"]}, start="missions")
    run(state, "complete 10")
    why = state.explain("done")
    assert not why.legal and why.rule == "end"
    unchanged_by(state, "done")


@pytest.mark.parametrize(
    ("action", "rule"),
    [("play grant-math 1", "cards.play"), ("talent grant-math", "roles.talent"), ("done", "actions")],
)
def test_explain_legal_actions_name_their_rule(action: str, rule: str) -> None:
    state = scenario({"role": "mathematician", "hand": ["grant-math"]})
    why = state.explain(action)
    assert why.legal and why.rule == rule


def test_explain_legal_first_use_and_answer() -> None:
    state = scenario({}, {"hand": ["objection-bio"]}, start="turn", deck=["grant-math"])
    assert state.explain("play grant-math 1").rule == "draw.bulb_off"
    assert state.explain("keep").rule == "draw.bulb_off"
    run(state, "play grant-math 1")
    why = state.explain("answer objection-bio")
    assert why.legal and why.rule == "cards.instant"
