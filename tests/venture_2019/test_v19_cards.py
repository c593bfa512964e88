"""Venture (2019) Action Cards: each of the fifteen effects (our reconstruction), whom it may be
used on, and what makes it unplayable (reading 11: never where it could do nothing)."""

from __future__ import annotations

import pytest
from v19_rules_helpers import codes, discard_codes, kind, lasting, of_type, pass_answers, rules, run, scenario

from venture_widgets.games.venture_2019.cards import CODE, EFFECTS
from venture_widgets.games.venture_2019.rules import VentureState


def plays(state: VentureState, code: str) -> list[str]:
    """The legal actions using ``code``, sorted."""
    return sorted(a for a in state.legal_actions() if a.startswith(f"play {code}"))


def play(state: VentureState, action: str) -> list[dict[str, object]]:
    """Play a card, every seat passes: the events."""
    return run(state, action) + pass_answers(state)


def test_cards_effect_fifteen_effects_56_cards() -> None:
    assert len(EFFECTS) == 15 and sum(effect.copies for effect in EFFECTS) == 56
    harmful = {e.id for e in EFFECTS if e.harmful}
    assert harmful == {"theft", "accident", "retraction", "plagiarism", "inquisition", "funding_cut", "embargo"}
    bulb = {e.id for e in EFFECTS if e.bulb}
    assert bulb == {"accident", "reversal", "inquisition", "funding_cut"}


def test_cards_effect_grant_draws_two_on_any_player() -> None:
    state = scenario({"hand": ["grant-math"]}, deck=["quill", "flask"])
    assert plays(state, "grant-math") == ["play grant-math 0", "play grant-math 1", "play grant-math 2"]
    events = play(state, "play grant-math 0")
    assert rules(of_type(events, "resolve")) == ["cards.resolve"]
    assert [(e["rule"], e["seat"], e["count"]) for e in of_type(events, "draw")] == [("cards.effect", 0, 2)]
    assert codes(state, 0) == ["flask", "quill"] and discard_codes(state) == ["grant-math"]


def test_cards_resolve_a_card_takes_effect_once_every_seat_has_passed() -> None:
    state = scenario({"hand": ["grant-math"]}, deck=["quill", "flask"])
    run(state, "play grant-math 0", "pass")
    assert codes(state, 0) == [] and [c["card"] for c in state.observe(2)["chain"]] == ["grant-math"]
    events = run(state, "pass")
    assert [e["type"] for e in events] == ["pass", "resolve", "draw"]
    assert [(e["rule"], e["card"], e["target"]) for e in of_type(events, "resolve")] == [
        ("cards.resolve", "grant-math", 0)
    ]
    assert codes(state, 0) == ["flask", "quill"] and state.chain == []


def test_cards_effect_bulb_on_card_always_takes_effect_reading_11() -> None:
    state = scenario(start="turn", deck=["accident-math"])  # the drawer holds nothing to lose
    events = pass_answers(state)
    assert [e["card"] for e in of_type(events, "resolve")] == ["accident-math"]
    assert not of_type(events, "lose") and discard_codes(state) == ["accident-math"]
    assert kind(state) == "action"


def test_cards_effect_theft_takes_one_random_card_from_another() -> None:
    seats = [{"hand": ["theft-chem"]}, {"hand": ["quill", "flask"], "shown": ["quill"]}]
    state = scenario(*seats)
    assert plays(state, "theft-chem") == ["play theft-chem 1"]  # Seat 2 has no cards; not yourself
    events = play(state, "play theft-chem 1")
    steal = of_type(events, "steal")[0]
    assert steal["rule"] == "cards.effect" and steal["private"]["seats"] == [0, 1]
    taken = steal["private"]["cards"]
    assert codes(state, 0) == taken and len(state.hands[1]) == 1
    assert sorted(codes(state, 0) + codes(state, 1)) == ["flask", "quill"]
    assert state.observe(2)["seats"][1]["hand"]["known"] == []  # nobody knows what is left
    assert "cards" not in steal  # the others only see that a card was taken


def test_cards_effect_theft_unplayable_on_an_empty_hand_reading_11() -> None:
    state = scenario({"hand": ["theft-chem"]})
    assert plays(state, "theft-chem") == []
    why = state.explain("play theft-chem 1")
    assert why.rule == "cards.play" and "no cards in hand" in why.reason


def test_cards_effect_accident_another_discards_two_at_random() -> None:
    state = scenario({"hand": ["accident-math"]}, {"hand": ["quill", "flask", "hourglass"]}, {"hand": ["quill"]})
    assert plays(state, "accident-math") == ["play accident-math 1", "play accident-math 2"]
    events = play(state, "play accident-math 1")
    lost = [e["card"] for e in of_type(events, "lose")]
    assert len(lost) == 2 and rules(of_type(events, "lose")) == ["cards.effect"] * 2
    assert len(state.hands[1]) == 1 and sorted(lost + codes(state, 1)) == ["flask", "hourglass", "quill"]
    assert discard_codes(state) == [*lost, "accident-math"]


def test_cards_effect_accident_on_a_single_card_hand_discards_it() -> None:
    state = scenario({"hand": ["accident-math"]}, {"hand": ["quill"]})
    play(state, "play accident-math 1")
    assert state.hands[1] == [] and discard_codes(state) == ["quill", "accident-math"]


def test_cards_effect_accident_unplayable_on_an_empty_hand() -> None:
    state = scenario({"hand": ["accident-math"]})
    assert plays(state, "accident-math") == []


def test_cards_effect_retraction_undoes_a_completed_mission() -> None:
    state = scenario({"hand": ["retraction-bio"]}, {"completed": [2, 5]})
    assert plays(state, "retraction-bio") == ["play retraction-bio 1"]
    play(state, "play retraction-bio 1")
    assert kind(state) == "mission" and state.current_player == 0  # the card's player chooses
    assert sorted(state.legal_actions()) == ["undo 2", "undo 5"]
    assert state.observe(2)["resolving"] == "retraction-bio" and discard_codes(state) == []
    events = run(state, "undo 5")
    assert [(e["rule"], e["mission"]) for e in of_type(events, "retract")] == [("cards.effect", 5)]
    assert set(state.completed) == {2} and discard_codes(state) == ["quill", "retraction-bio"]


def test_cards_effect_retraction_unplayable_without_a_completed_mission_reading_11() -> None:
    state = scenario({"hand": ["retraction-bio"], "completed": [1]})
    assert plays(state, "retraction-bio") == []  # only the player's own mission is completed
    why = state.explain("play retraction-bio 1")
    assert why.rule == "cards.play" and "completed no mission" in why.reason


def test_cards_effect_plagiarism_takes_the_instrument_of_a_completed_mission() -> None:
    state = scenario({"hand": ["plagiarism-chem"]}, {}, {"completed": [12]})
    assert plays(state, "plagiarism-chem") == ["play plagiarism-chem 2"]
    play(state, "play plagiarism-chem 2")  # one mission to choose: a public choice, made at once
    assert codes(state, 0) == ["flask"] and not state.completed
    assert state.observe(1)["seats"][0]["hand"]["known"] == ["flask"]
    assert discard_codes(state) == ["plagiarism-chem"]


def test_cards_effect_plagiarism_chooses_among_missions() -> None:
    state = scenario({"hand": ["plagiarism-chem"]}, {"completed": [2, 5]})
    play(state, "play plagiarism-chem 1")
    assert kind(state) == "mission" and sorted(state.legal_actions()) == ["copy 2", "copy 5"]
    events = run(state, "copy 2")
    assert [(e["rule"], e["mission"]) for e in of_type(events, "plagiarize")] == [("cards.effect", 2)]
    assert codes(state, 0) == ["calculator"] and set(state.completed) == {5}


def test_cards_effect_plagiarism_unplayable_without_a_completed_mission() -> None:
    state = scenario({"hand": ["plagiarism-chem"]})
    assert plays(state, "plagiarism-chem") == []


def test_cards_effect_eureka_swaps_an_instrument_with_the_discard() -> None:
    state = scenario({"hand": ["eureka-bio", "quill", "flask"]}, discard=["quill", "hourglass", "calculator"])
    assert plays(state, "eureka-bio") == ["play eureka-bio 0"]  # on yourself only
    play(state, "play eureka-bio 0")
    assert kind(state) == "swap"
    assert sorted(state.legal_actions()) == [  # never for one of the same type
        "swap flask calculator",
        "swap flask hourglass",
        "swap flask quill",
        "swap quill calculator",
        "swap quill hourglass",
    ]
    events = run(state, "swap quill hourglass")
    assert rules(of_type(events, "swap")) == ["cards.effect"]
    assert codes(state, 0) == ["flask", "hourglass"]
    assert discard_codes(state) == ["quill", "calculator", "quill", "eureka-bio"]


def test_cards_effect_eureka_unplayable_without_an_instrument_in_hand_reading_11() -> None:
    state = scenario({"hand": ["eureka-bio", "grant-math"]}, discard=["hourglass"])
    assert plays(state, "eureka-bio") == []
    why = state.explain("play eureka-bio 0")
    assert why.rule == "cards.play" and "Eureka needs an instrument" in why.reason


def test_cards_effect_eureka_unplayable_without_another_type_in_the_discard() -> None:
    state = scenario({"hand": ["eureka-bio", "quill"]}, discard=["quill", "grant-math"])
    assert plays(state, "eureka-bio") == []


def test_cards_effect_reversal_turns_the_turn_order_around() -> None:
    state = scenario({"hand": ["reversal-astro"]})
    assert plays(state, "reversal-astro") == ["play reversal-astro"]  # the whole table: no seat
    events = play(state, "play reversal-astro")
    assert rules(of_type(events, "reverse")) == ["turn.order"]
    assert state.direction == -1 and state.observe(1)["direction"] == -1
    assert discard_codes(state) == ["reversal-astro"]


def test_cards_effect_reversal_twice_restores_the_order() -> None:
    state = scenario({"hand": ["reversal-astro", "reversal-phys"]}, deck=["quill"] * 3)
    play(state, "play reversal-astro")
    play(state, "play reversal-phys")
    assert state.direction == 1
    run(state, "skip")
    assert state.active == 1


@pytest.mark.parametrize(
    ("code", "kind_", "targets"),
    [
        ("peer_review-geo", "protect", [0, 1, 2]),
        ("assistant-chem", "early_draw", [0, 1, 2]),
        ("inquisition-phys", "no_actions", [1, 2]),
        ("funding_cut-chem", "hand_limit", [1, 2]),
        ("embargo-bio", "no_mission", [1, 2]),
        ("goggles-astro", "protect", [0, 1, 2]),
    ],
)
def test_cards_long_term_stays_beside_the_targets_role(code: str, kind_: str, targets: list[int]) -> None:
    state = scenario({"hand": [code]})
    assert plays(state, code) == [f"play {code} {seat}" for seat in targets]
    target = targets[-1]
    events = play(state, f"play {code} {target}")
    assert [(e["rule"], e["lasting"], e["card"]) for e in of_type(events, "lasting")] == [
        ("cards.long_term", kind_, code)
    ]
    assert lasting(state, target) == [(code, kind_, False)]
    assert state.observe(1)["seats"][target]["lasting"] == [{"card": code, "kind": kind_, "spent": False}]
    assert discard_codes(state) == []  # not discarded while it lasts


def test_cards_instant_objection_and_rebuttal_only_answer_reading_3() -> None:
    state = scenario({"hand": ["objection-bio", "rebuttal"]})
    assert state.legal_actions() == ["done"]
    for code in ("objection-bio", "rebuttal"):
        why = state.explain(f"play {code}")
        assert why.rule == "cards.instant" and "only answers a card" in why.reason


def test_cards_effect_objection_cancels_the_card_it_answers() -> None:
    state = scenario({"hand": ["grant-math"]}, {"hand": ["objection-bio"]}, deck=["quill", "flask"])
    run(state, "play grant-math 0", "answer objection-bio")
    events = pass_answers(state)
    assert [(e["type"], e["rule"]) for e in events if e["type"] in ("cancel", "cancelled")] == [
        ("cancel", "cards.instant"),
        ("cancelled", "cards.instant"),
    ]
    assert codes(state, 0) == [] and discard_codes(state) == ["objection-bio", "grant-math"]


def test_cards_effect_goggles_as_an_action_on_any_player_reading_3() -> None:
    state = scenario({"hand": ["goggles-astro", "theft-chem"]}, {"hand": ["theft-math", "quill"]})
    play(state, "play goggles-astro 1")
    assert lasting(state, 1) == [("goggles-astro", "protect", False)]
    events = run(state, "play theft-chem 1")
    assert rules(of_type(events, "stopped")) == ["cards.protected"]
    assert codes(state, 1) == ["quill", "theft-math"]


def test_cards_effect_goggles_played_at_once_on_the_draw_reading_3() -> None:
    state = scenario(start="turn", deck=["goggles-astro"])
    assert kind(state) == "first_use" and "play goggles-astro 0" in state.legal_actions()
    run(state, "play goggles-astro 0")
    pass_answers(state)
    assert lasting(state, 0) == [("goggles-astro", "protect", False)] and state.actions_left == 2


def test_cards_effect_rebuttal_swaps_player_and_target() -> None:
    seats = [{"hand": ["theft-chem", "quill"]}, {"hand": ["rebuttal", "flask"]}]
    state = scenario(*seats)
    run(state, "play theft-chem 1", "answer rebuttal")
    events = pass_answers(state)
    assert [(e["rule"], e["target"]) for e in of_type(events, "rebound")] == [("cards.instant", 0)]
    steal = of_type(events, "steal")[0]
    assert (steal["seat"], steal["target"]) == (1, 0)  # Seat 1 steals from Seat 0 now
    assert codes(state, 0) == [] and codes(state, 1) == ["flask", "quill"]


def test_cards_effect_rebuttal_answers_only_a_card_used_on_another_player() -> None:
    state = scenario({"hand": ["grant-math"]}, {"hand": ["rebuttal"]}, deck=["quill", "flask"])
    run(state, "play grant-math 0")
    assert state.current_player == 1 and state.legal_actions() == ["pass"]
    why = state.explain("answer rebuttal")
    assert why.rule == "cards.instant" and "used on another player" in why.reason


def test_cards_effect_rebuttal_cannot_answer_a_bulb_card() -> None:
    state = scenario({}, {"hand": ["rebuttal"]}, start="turn", deck=["accident-math"])
    run(state, "pass")
    assert state.current_player == 1 and state.legal_actions() == ["pass"]


def test_cards_play_codes_name_the_effect_and_the_symbol() -> None:
    state = scenario({"hand": ["theft-chem"]}, {"hand": ["quill"]})
    event = run(state, "play theft-chem 1")[0]
    assert (event["card"], event["target"], event["seat"]) == ("theft-chem", 1, 0)
    assert [CODE[card] for card, _, _, _ in state.chain] == ["theft-chem"]


def test_cards_effect_retraction_rebutted_on_a_player_with_no_completed_mission_does_nothing() -> None:
    state = scenario({"hand": ["retraction-bio"]}, {"completed": [2], "hand": ["rebuttal"]})
    run(state, "play retraction-bio 1", "answer rebuttal")
    events = pass_answers(state)
    assert [e["target"] for e in of_type(events, "resolve")] == [None, 0]  # the Rebuttal, then the Retraction
    assert not of_type(events, "retract") and set(state.completed) == {2}
    assert kind(state) == "action" and discard_codes(state) == ["rebuttal", "retraction-bio"]
