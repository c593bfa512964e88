"""Venture (2019) long-term cards: beside the target's role, several at once, each acting at the
target's next phase of its kind that begins after it arrives (reading 5), spent cards discarded at
the start of their owner's next turn (Draw 1 Card from the Deck)."""

from __future__ import annotations

from v19_rules_helpers import codes, discard_codes, kind, lasting, of_type, pass_answers, rules, run, scenario

HAND = ["quill", "flask", "hourglass", "calculator", "grant-math"]


def test_cards_long_term_inquisition_no_actions_in_the_next_phase_2() -> None:
    seats = [{}, {"hand": HAND, "lasting": [{"card": "inquisition-phys"}]}]
    state = scenario(*seats, active=1, start="turn", deck=["theft-chem"])
    used = of_type(state.opening_events, "lasting_used")
    assert [(e["rule"], e["seat"], e["lasting"]) for e in used] == [("cards.long_term", 1, "no_actions")]
    assert kind(state) == "complete" and state.current_player == 1  # straight to Phase 3
    assert lasting(state, 1) == [("inquisition-phys", "no_actions", True)]
    assert "theft-chem" in codes(state, 1)  # the bulb-off card drawn was kept: no action to play it


def test_cards_long_term_lab_assistant_draws_two_as_phase_2_begins() -> None:
    seats = [{}, {"hand": ["grant-math"], "lasting": [{"card": "assistant-chem"}]}]
    state = scenario(*seats, active=1, start="turn", deck=["quill", "flask", "hourglass"])
    used = of_type(state.opening_events, "lasting_used")
    assert [(e["rule"], e["lasting"], e["text"]) for e in used] == [
        ("cards.long_term", "early_draw", "Seat 1 draws 2 cards before their actions.")
    ]
    drawn = [e for e in of_type(state.opening_events, "draw") if e["rule"] == "cards.long_term"]
    assert [(e["seat"], e["count"]) for e in drawn] == [(1, 2)]
    assert codes(state, 1) == ["flask", "grant-math", "hourglass", "quill"]  # the Quill came face up in Phase 1
    assert kind(state) == "action" and state.actions_left == 2  # the cards drawn are usable now
    assert lasting(state, 1) == [("assistant-chem", "early_draw", True)]


def test_phase_2_up_to_two_actions_even_with_two_lab_assistants() -> None:
    assistants = [{"card": "assistant-chem"}, {"card": "assistant-astro"}]
    hand = ["grant-math", "grant-chem", "grant-astro"]
    deck = ["quill"] + ["flask"] * 4 + ["hourglass"] * 4
    state = scenario({}, {"hand": hand, "lasting": assistants}, active=1, start="turn", deck=deck)
    assert state.actions_left == 2 and len(state.hands[1]) == 3 + 1 + 4
    for code in hand[:2]:
        run(state, f"play {code} 1")
        pass_answers(state)
    assert kind(state) == "complete"  # two actions taken: Phase 2 is over with a Research Grant unplayed


def test_cards_long_term_embargo_no_mission_in_the_next_phase_3() -> None:
    seats = [{}, {"hand": ["quill"], "lasting": [{"card": "embargo-geo"}]}]
    state = scenario(*seats, active=1, start="turn", deck=["hourglass", "quill", "flask", "calculator"])
    assert kind(state) == "action"
    events = run(state, "done")
    assert [(e["rule"], e["lasting"]) for e in of_type(events, "lasting_used")] == [("cards.long_term", "no_mission")]
    assert not state.completed and state.active == 2  # no Phase 3 decision: straight to Phase 4
    assert lasting(state, 1) == [("embargo-geo", "no_mission", True)]


def test_cards_long_term_funding_cut_hand_limit_3_in_the_next_phase_4() -> None:
    seats = [{}, {"hand": HAND, "lasting": [{"card": "funding_cut-chem"}]}]
    state = scenario(*seats, active=1, start="refill", deck=["hourglass", "quill", "flask"])
    assert [e["lasting"] for e in of_type(state.opening_events, "lasting_used")] == ["hand_limit"]
    assert kind(state) == "discard" and state.hand_limit == 3
    assert state.choice is not None and "down to 3" in state.choice.prompt
    for _ in range(4):
        run(state, f"discard {codes(state, 1)[0]}")
    assert len(state.hands[1]) == 3 and state.active == 2
    assert lasting(state, 1) == [("funding_cut-chem", "hand_limit", True)]


def test_cards_long_term_several_at_once_beside_a_role() -> None:
    several = [{"card": "embargo-geo"}, {"card": "funding_cut-chem"}, {"card": "peer_review-math"}]
    seats = [{"hand": ["theft-chem"]}, {"hand": HAND, "lasting": several}]
    state = scenario(*seats, deck=["quill", "flask", "hourglass", "calculator"])
    seen = state.observe(2)["seats"][1]["lasting"]
    assert [entry["card"] for entry in seen] == ["embargo-geo", "funding_cut-chem", "peer_review-math"]
    run(state, "play theft-chem 1", "done", "skip")  # the Peer Review stops the theft; Seat 1's turn
    assert state.active == 1 and kind(state) == "action"
    run(state, "done")  # no mission (Embargo), then Phase 4 with a limit of 3 (Funding Cut)
    assert kind(state) == "discard" and state.hand_limit == 3
    assert all(spent for _, _, spent in lasting(state, 1))


def test_cards_long_term_acts_at_the_next_phase_after_it_arrives_reading_5() -> None:
    # a Lab Assistant played on oneself in Phase 2 waits for the next Phase 2
    state = scenario({"hand": ["assistant-chem", "grant-math"]})
    run(state, "play assistant-chem 0")
    pass_answers(state)
    assert state.actions_left == 1 and lasting(state, 0) == [("assistant-chem", "early_draw", False)]
    assert codes(state, 0) == ["grant-math"]  # nothing drawn yet


def test_cards_long_term_on_another_waits_for_their_phase_reading_5() -> None:
    state = scenario({"hand": ["embargo-bio", "quill"]}, {"hand": ["calculator"]}, deck=["flask", "flask", "quill"])
    run(state, "play embargo-bio 1")
    pass_answers(state)
    run(state, "done")
    assert kind(state) == "complete" and "complete 1" in state.legal_actions()  # Seat 0's own Phase 3 is free
    assert lasting(state, 1) == [("embargo-bio", "no_mission", False)]


def test_cards_long_term_bulb_on_inquisition_drawn_stops_this_phase_2_reading_5() -> None:
    state = scenario({"hand": ["quill", "grant-math"]}, start="turn", deck=["inquisition-phys"])
    events = pass_answers(state)
    assert [e["lasting"] for e in of_type(events, "lasting")] == ["no_actions"]
    assert [e["lasting"] for e in of_type(events, "lasting_used")] == ["no_actions"]
    assert kind(state) == "complete"  # no Phase 2 this turn
    assert lasting(state, 0) == [("inquisition-phys", "no_actions", True)]


def test_cards_long_term_bulb_on_funding_cut_drawn_acts_this_phase_4_reading_5() -> None:
    state = scenario({"hand": HAND}, start="turn", deck=["funding_cut-chem", "quill", "flask"])
    pass_answers(state)
    run(state, "done", "skip")
    assert kind(state) == "discard" and state.hand_limit == 3 and len(state.hands[0]) == 7


def test_turn_discard_spent_long_term_cards_at_the_owners_next_turn_start() -> None:
    seats = [{}, {"hand": ["quill"], "lasting": [{"card": "embargo-geo"}, {"card": "assistant-chem"}]}]
    state = scenario(*seats, active=1, start="turn", deck=["hourglass", "quill", "flask", "calculator"])
    run(state, "done")
    assert lasting(state, 1) == [("embargo-geo", "no_mission", True), ("assistant-chem", "early_draw", True)]
    assert discard_codes(state) == []  # spent, but beside the role until Seat 1's next turn
    beside = [{"card": "embargo-geo", "spent": True}, {"card": "assistant-chem"}]
    state2 = scenario({}, {"lasting": beside}, active=1, start="turn", deck=["quill"])
    expired = of_type(state2.opening_events, "expire")
    assert rules(expired) == ["turn.discard_spent"] and expired[0]["seat"] == 1
    assert lasting(state2, 1) == [("assistant-chem", "early_draw", True)]  # kept, then used in this Phase 2
    assert discard_codes(state2) == ["embargo-geo"] and state2.actions_left == 2


def test_cards_long_term_played_at_once_in_phase_1_acts_this_phase_2_reading_5() -> None:
    state = scenario({"hand": ["grant-math"]}, start="turn", deck=["assistant-chem", "quill", "flask"])
    run(state, "play assistant-chem 0")
    pass_answers(state)
    assert kind(state) == "action" and state.actions_left == 2
    assert codes(state, 0) == ["flask", "grant-math", "quill"]  # drawn as this Phase 2 began
    assert lasting(state, 0) == [("assistant-chem", "early_draw", True)]
