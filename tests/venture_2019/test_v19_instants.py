"""Venture (2019) instant cards, out of turn: who is asked to answer and in what order (reading 1),
the chain resolved newest first so the most recent card wins (reading 2), Objection and Rebuttal
only answering while Safety Goggles may also be used as an action (reading 3), and every seat
asked even when it can only pass (reading 14)."""

from __future__ import annotations

from v19_rules_helpers import asked, codes, discard_codes, kind, lasting, of_type, pass_answers, rules, run, scenario

from venture_widgets.games.venture_2019.rules import VentureState


def chain(state: VentureState) -> list[tuple[str, int | None, int | None, bool]]:
    """The cards in play as everyone sees them, oldest first."""
    return [(c["card"], c["player"], c["target"], c["cancelled"]) for c in state.observe(None)["chain"]]


def test_cards_instant_every_other_seat_asked_in_turn_order_reading_1() -> None:
    state = scenario({"hand": ["grant-math"]}, players=4, deck=["quill", "flask"])
    run(state, "play grant-math 0")
    assert state.observe(None)["asking"] == [1, 2, 3]
    assert asked(state, "pass", "pass", "pass") == [1, 2, 3]
    assert kind(state) == "action" and codes(state, 0) == ["flask", "quill"]


def test_cards_instant_answer_order_follows_a_reversed_turn_order_reading_1() -> None:
    state = scenario({"hand": ["grant-math"]}, players=4, direction=-1, deck=["quill", "flask"])
    run(state, "play grant-math 1")
    assert asked(state, "pass", "pass", "pass") == [3, 2, 1]


def test_cards_instant_every_seat_asked_even_with_only_pass_reading_14() -> None:
    state = scenario({"hand": ["grant-math"]}, {"hand": []}, {"hand": ["quill", "theft-chem"]}, deck=["quill", "flask"])
    run(state, "play grant-math 0")
    assert (state.current_player, kind(state), state.legal_actions()) == (1, "answer", ["pass"])
    events = run(state, "pass")
    assert [(e["type"], e["rule"], e["seat"]) for e in events] == [("pass", "cards.instant", 1)]
    assert (state.current_player, state.legal_actions()) == (2, ["pass"])


def test_cards_instant_the_answer_is_answered_in_a_new_round_reading_1() -> None:
    seats = [{"hand": ["theft-chem", "objection-geo"]}, {"hand": ["quill", "objection-bio"]}, {"hand": []}]
    state = scenario(*seats)
    run(state, "play theft-chem 1")
    assert state.current_player == 1
    events = run(state, "answer objection-bio")
    assert [(e["type"], e["rule"], e["card"]) for e in events] == [("play", "cards.instant", "objection-bio")]
    assert state.observe(None)["asking"] == [2, 0]  # from the answer's player on: the original player may answer
    assert state.current_player == 2
    run(state, "pass")
    assert state.current_player == 0 and "answer objection-geo" in state.legal_actions()


def test_cards_instant_two_objections_let_the_first_card_stand_reading_2() -> None:
    seats = [{"hand": ["theft-chem", "objection-geo"]}, {"hand": ["quill", "objection-bio"]}, {"hand": []}]
    state = scenario(*seats)
    run(state, "play theft-chem 1", "answer objection-bio", "pass", "answer objection-geo")
    assert chain(state) == [
        ("theft-chem", 0, 1, False),
        ("objection-bio", 1, None, False),
        ("objection-geo", 0, None, False),
    ]
    assert asked(state, "pass", "pass") == [1, 2]
    assert kind(state) == "action" and state.chain == []
    assert codes(state, 0) == ["quill"] and codes(state, 1) == []  # the theft stood
    assert discard_codes(state) == ["objection-geo", "objection-bio", "theft-chem"]  # newest first


def test_cards_instant_three_objections_cancel_the_first_card_reading_2() -> None:
    seats = [
        {"hand": ["theft-chem", "objection-geo"]},
        {"hand": ["quill", "objection-bio", "objection-math"]},
        {"hand": []},
    ]
    state = scenario(*seats)
    run(state, "play theft-chem 1", "answer objection-bio", "pass", "answer objection-geo")
    events = run(state, "answer objection-math", "pass", "pass")
    assert state.chain == [] and kind(state) == "action"
    assert [e["card"] for e in of_type(events, "cancelled")] == ["objection-geo", "theft-chem"]
    assert not of_type(events, "steal")
    assert codes(state, 1) == ["quill"] and codes(state, 0) == []
    assert discard_codes(state) == ["objection-math", "objection-geo", "objection-bio", "theft-chem"]


def test_cards_instant_the_most_recent_wins_objection_over_rebuttal_reading_2() -> None:
    seats = [{"hand": ["theft-chem", "objection-geo", "quill"]}, {"hand": ["flask", "rebuttal"]}, {"hand": []}]
    state = scenario(*seats)
    run(state, "play theft-chem 1", "answer rebuttal", "pass", "answer objection-geo", "pass")
    events = run(state, "pass")
    assert [e["type"] for e in events if e["type"] in ("cancel", "cancelled", "rebound", "steal")] == [
        "cancel",
        "cancelled",
        "steal",
    ]
    steal = of_type(events, "steal")[0]
    assert (steal["seat"], steal["target"]) == (0, 1)  # the Rebuttal was cancelled: Seat 0 still steals
    assert codes(state, 0) == ["flask", "quill"]


def test_cards_instant_rebuttal_swaps_player_and_target() -> None:
    seats = [{"hand": ["embargo-bio"]}, {"hand": ["rebuttal"]}]
    state = scenario(*seats)
    run(state, "play embargo-bio 1", "answer rebuttal")
    events = pass_answers(state)
    assert [(e["rule"], e["target"]) for e in of_type(events, "rebound")] == [("cards.instant", 0)]
    assert lasting(state, 0) == [("embargo-bio", "no_mission", False)] and lasting(state, 1) == []
    assert discard_codes(state) == ["rebuttal"]


def test_cards_instant_goggles_as_an_answer_protect_before_the_attack_resolves() -> None:
    seats = [{"hand": ["theft-chem"]}, {"hand": ["quill", "goggles-bio"]}]
    state = scenario(*seats)
    run(state, "play theft-chem 1")
    assert sorted(a for a in state.legal_actions() if a.startswith("answer")) == [
        "answer goggles-bio 0",
        "answer goggles-bio 1",
        "answer goggles-bio 2",
    ]
    run(state, "answer goggles-bio 1")
    events = pass_answers(state)
    assert [e["type"] for e in events if e["type"] in ("lasting", "stopped", "steal")] == ["lasting", "stopped"]
    assert codes(state, 1) == ["quill"] and codes(state, 0) == []
    assert lasting(state, 1) == [("goggles-bio", "protect", True)]  # spent on the theft
    assert discard_codes(state) == ["theft-chem"]


def test_cards_instant_goggles_answer_on_another_player() -> None:
    seats = [{"hand": ["theft-chem"]}, {"hand": ["quill"]}, {"hand": ["goggles-geo"]}]
    state = scenario(*seats)
    run(state, "play theft-chem 1", "pass", "answer goggles-geo 1")
    events = pass_answers(state)
    assert rules(of_type(events, "stopped")) == ["cards.protected"]
    assert codes(state, 1) == ["quill"] and lasting(state, 1) == [("goggles-geo", "protect", True)]


def test_cards_instant_the_original_player_may_answer_an_answer() -> None:
    seats = [{"hand": ["theft-chem", "rebuttal", "objection-geo"]}, {"hand": ["quill", "goggles-bio"]}]
    state = scenario(*seats)
    run(state, "play theft-chem 1", "answer goggles-bio 1", "pass")
    assert state.current_player == 0 and kind(state) == "answer"
    # Rebuttal cannot answer it: Seat 1 used the Goggles on themselves
    assert state.legal_actions() == ["pass", "answer objection-geo"]
    run(state, "answer objection-geo")
    events = pass_answers(state)
    assert [e["card"] for e in of_type(events, "cancelled")] == ["goggles-bio"]
    assert codes(state, 0) == ["quill", "rebuttal"] and lasting(state, 1) == []


def test_cards_instant_answer_on_a_bulb_card_the_drawer_first() -> None:
    seats = [{"hand": ["quill", "flask"]}, {"hand": ["objection-bio"]}]
    state = scenario(*seats, start="turn", deck=["accident-math"])
    assert asked(state, "pass") == [0]
    run(state, "answer objection-bio")
    assert state.observe(None)["asking"] == [2, 0]
    events = pass_answers(state)
    assert rules(of_type(events, "cancelled")) == ["cards.instant"]
    assert codes(state, 0) == ["flask", "quill"]


def test_cards_instant_answers_are_discarded_once_resolved() -> None:
    seats = [{"hand": ["grant-math"]}, {"hand": ["objection-bio"]}]
    state = scenario(*seats, deck=["quill", "flask"])
    run(state, "play grant-math 1", "answer objection-bio")
    pass_answers(state)
    assert discard_codes(state) == ["objection-bio", "grant-math"] and state.chain == []
