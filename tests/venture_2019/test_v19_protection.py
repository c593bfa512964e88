"""Venture (2019) protection: a card used against a protected player is discarded with no effect
and never redirected (Type of Cards: Action Cards); protection is checked when the card is played
and when it resolves, a Peer Review is spent after one card, Field Immunity lasts until its
owner's next turn (readings 4, 6 and 12)."""

from __future__ import annotations

from v19_rules_helpers import codes, discard_codes, kind, lasting, of_type, pass_answers, rules, run, scenario

PEER_REVIEW = {"card": "peer_review-geo"}
SHIELD = {"talent": "shield"}


def test_cards_protected_card_discarded_with_no_effect_never_redirected() -> None:
    seats = [{"hand": ["theft-chem", "quill"]}, {"hand": ["flask"], "lasting": [PEER_REVIEW]}, {"hand": ["hourglass"]}]
    state = scenario(*seats)
    events = run(state, "play theft-chem 1")
    stopped = of_type(events, "stopped")
    assert [(e["rule"], e["seat"], e["card"]) for e in stopped] == [("cards.protected", 1, "theft-chem")]
    assert kind(state) == "action" and state.current_player == 0  # nobody is asked to answer
    assert state.actions_left == 1 and state.chain == []  # the action was taken
    assert codes(state, 0) == ["quill"] and codes(state, 1) == ["flask"] and codes(state, 2) == ["hourglass"]
    assert discard_codes(state) == ["theft-chem"]
    assert "play theft-chem 2" not in state.legal_actions()  # the card is gone: it cannot be used again


def test_cards_protected_playing_on_a_protected_player_is_legal_reading_12() -> None:
    state = scenario({"hand": ["theft-chem"]}, {"hand": ["flask"], "lasting": [PEER_REVIEW]})
    assert "play theft-chem 1" in state.legal_actions()
    assert state.explain("play theft-chem 1").legal


def test_cards_protected_peer_review_spent_after_one_card_reading_4() -> None:
    seats = [{"hand": ["theft-chem", "theft-math"]}, {"hand": ["flask"], "lasting": [PEER_REVIEW]}]
    state = scenario(*seats)
    run(state, "play theft-chem 1")
    assert lasting(state, 1) == [("peer_review-geo", "protect", True)]
    assert state.observe(2)["seats"][1]["lasting"] == [{"card": "peer_review-geo", "kind": "protect", "spent": True}]
    run(state, "play theft-math 1")
    pass_answers(state)
    assert codes(state, 0) == ["flask"] and codes(state, 1) == []  # the second card took effect


def test_cards_protected_two_protections_stop_two_cards() -> None:
    reviews = [PEER_REVIEW, {"card": "peer_review-math"}]
    state = scenario({"hand": ["theft-chem", "theft-math"]}, {"hand": ["flask"], "lasting": reviews})
    run(state, "play theft-chem 1", "play theft-math 1")
    assert codes(state, 1) == ["flask"]
    assert lasting(state, 1) == [("peer_review-geo", "protect", True), ("peer_review-math", "protect", True)]


def test_cards_protected_a_helpful_card_is_not_stopped() -> None:
    state = scenario({"hand": ["grant-math"]}, {"lasting": [PEER_REVIEW]}, deck=["quill", "flask"])
    run(state, "play grant-math 1")
    pass_answers(state)
    assert codes(state, 1) == ["flask", "quill"]
    assert lasting(state, 1) == [("peer_review-geo", "protect", False)]  # not spent


def test_cards_protected_field_immunity_stops_every_card_until_the_next_turn() -> None:
    seats = [{"hand": ["theft-chem", "accident-math", "embargo-bio"]}, {"hand": ["flask"], "lasting": [SHIELD]}]
    state = scenario(*seats, deck=["quill", "quill", "hourglass"])
    events = run(state, "play theft-chem 1", "play accident-math 1")
    assert [e["card"] for e in of_type(events, "stopped")] == ["theft-chem", "accident-math"]
    assert lasting(state, 1) == [(None, "shield", False)]
    run(state, "skip")  # Seat 0's turn ends; Seat 1's begins and the shield ends
    assert state.active == 1 and lasting(state, 1) == []


def test_cards_protected_the_shield_is_used_before_a_peer_review() -> None:
    seats = [{"hand": ["theft-chem"]}, {"hand": ["flask"], "lasting": [PEER_REVIEW, SHIELD]}]
    state = scenario(*seats)
    run(state, "play theft-chem 1")
    assert lasting(state, 1) == [("peer_review-geo", "protect", False), (None, "shield", False)]


def test_cards_protected_bulb_on_harmful_card_on_a_protected_drawer_reading_6() -> None:
    state = scenario({"hand": ["quill", "flask"], "lasting": [PEER_REVIEW]}, start="turn", deck=["accident-math"])
    events = state.opening_events
    assert [e["type"] for e in events if e["type"] in ("bulb", "stopped")] == ["bulb", "stopped"]
    assert rules(of_type(events, "stopped")) == ["cards.protected"]
    assert kind(state) == "action" and state.current_player == 0  # nobody asked: it is already stopped
    assert codes(state, 0) == ["flask", "quill"] and discard_codes(state) == ["accident-math"]
    assert lasting(state, 0) == [("peer_review-geo", "protect", True)]


def test_cards_protected_bulb_on_long_term_card_on_a_protected_drawer_reading_6() -> None:
    state = scenario({"hand": ["grant-math"], "lasting": [PEER_REVIEW]}, start="turn", deck=["inquisition-phys"])
    assert [e["card"] for e in of_type(state.opening_events, "stopped")] == ["inquisition-phys"]
    assert lasting(state, 0) == [("peer_review-geo", "protect", True)]  # no Inquisition beside the role
    assert kind(state) == "action" and state.actions_left == 2


def test_cards_protected_field_immunity_is_gone_by_the_owners_next_draw() -> None:
    state = scenario({"hand": ["grant-math", "quill"], "lasting": [SHIELD]}, start="turn", deck=["accident-math"])
    assert not of_type(state.opening_events, "stopped") and lasting(state, 0) == []
    pass_answers(state)
    assert state.hands[0] == []  # the Lab Accident took effect


def test_cards_protected_checked_again_when_resolving_reading_4() -> None:
    # a Rebuttal turns the theft on its protected player: stopped when it resolves
    seats = [{"hand": ["theft-chem", "quill"], "lasting": [PEER_REVIEW]}, {"hand": ["flask", "rebuttal"]}]
    state = scenario(*seats)
    run(state, "play theft-chem 1", "answer rebuttal")
    events = pass_answers(state)
    assert [(e["seat"], e["card"]) for e in of_type(events, "stopped")] == [(0, "theft-chem")]
    assert not of_type(events, "steal")
    assert codes(state, 0) == ["quill"] and codes(state, 1) == ["flask"]
    assert lasting(state, 0) == [("peer_review-geo", "protect", True)]


def test_cards_protected_spent_protection_discarded_at_the_owners_next_turn() -> None:
    state = scenario({"lasting": [{"card": "peer_review-geo", "spent": True}]}, start="turn", deck=["quill"])
    assert lasting(state, 0) == [] and discard_codes(state) == ["peer_review-geo"]
    assert rules(of_type(state.opening_events, "expire")) == ["turn.discard_spent"]
