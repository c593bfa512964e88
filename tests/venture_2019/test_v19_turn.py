"""Venture (2019) The Game: the start of a turn, Phase 1 (draw face up), Phase 2 (up to two
actions), Phase 3 (one mission), Phase 4 (draw two, discard to five), the turn order, a new deck
from the discard pile and the end at the fourth mission."""

from __future__ import annotations

from typing import Any

import pytest
from v19_rules_helpers import (
    GAME,
    asked,
    codes,
    discard_codes,
    kind,
    lasting,
    of_type,
    pass_answers,
    rules,
    run,
    scenario,
)

from venture_widgets.games.venture_2019.cards import CARDS, CODE
from venture_widgets.games.venture_2019.rules import VentureState


def test_turn_discard_spent_long_term_cards_before_phase_1() -> None:
    spent = [{"card": "peer_review-geo", "spent": True}, {"card": "embargo-bio"}]
    state = scenario({"lasting": spent}, start="turn", deck=["quill"])
    events = state.opening_events
    kinds = [e["type"] for e in events]
    assert kinds.index("expire") < kinds.index("draw_face_up")
    assert [e["rule"] for e in of_type(events, "expire")] == ["turn.discard_spent"]
    assert discard_codes(state) == ["peer_review-geo"]
    assert lasting(state, 0) == [("embargo-bio", "no_mission", False)]  # not yet spent: it stays


def test_turn_discard_spent_only_at_the_owners_turn() -> None:
    state = scenario({}, {"lasting": [{"card": "peer_review-geo", "spent": True}]}, start="turn", deck=["quill"])
    assert lasting(state, 1) == [("peer_review-geo", "protect", True)]
    assert discard_codes(state) == []


def test_draw_instrument_is_kept_face_up() -> None:
    state = scenario({"hand": ["grant-math"]}, start="turn", deck=["quill"])
    events = state.opening_events
    assert [e["rule"] for e in events if e["type"] in ("draw_face_up", "keep")] == ["draw", "draw.instrument"]
    assert codes(state, 0) == ["grant-math", "quill"]
    assert state.observe(1)["seats"][0]["hand"] == {"count": 2, "known": ["quill"]}  # everyone saw it
    assert kind(state) == "action" and state.actions_left == 2


def test_draw_bulb_off_keep_it() -> None:
    state = scenario(start="turn", deck=["grant-math"])
    assert kind(state) == "first_use" and state.current_player == 0
    assert sorted(state.legal_actions()) == ["keep", "play grant-math 0", "play grant-math 1", "play grant-math 2"]
    assert state.observe(2)["face_up"] == "grant-math"
    events = run(state, "keep")
    assert rules(events)[0] == "draw.bulb_off"
    assert codes(state, 0) == ["grant-math"]
    assert state.observe(2)["seats"][0]["hand"]["known"] == ["grant-math"]
    assert kind(state) == "action" and state.actions_left == 2


def test_draw_bulb_off_play_at_once_on_anyone_is_not_an_action() -> None:
    state = scenario(start="turn", deck=["grant-math", "quill", "flask"])
    events = run(state, "play grant-math 2")
    assert (events[0]["type"], events[0]["rule"], events[0]["target"]) == ("play", "cards.play", 2)
    pass_answers(state)
    assert codes(state, 2) == ["flask", "quill"]  # Seat 2 drew the next two cards
    assert kind(state) == "action" and state.current_player == 0
    assert state.actions_left == 2  # both actions of Phase 2 are still to come


def test_draw_bulb_on_takes_effect_on_the_drawer() -> None:
    state = scenario({"hand": ["quill", "flask", "grant-math"]}, start="turn", deck=["accident-math"])
    bulb = of_type(state.opening_events, "bulb")
    assert [(e["rule"], e["seat"], e["card"]) for e in bulb] == [("draw.bulb_on", 0, "accident-math")]
    chain = state.observe(1)["chain"]  # nobody played it; it is used on the drawer
    assert chain == [{"card": "accident-math", "player": None, "target": 0, "cancelled": False}]
    assert asked(state, "pass", "pass", "pass") == [0, 1, 2]  # the drawer first
    assert len(state.hands[0]) == 1
    assert len(discard_codes(state)) == 3 and discard_codes(state)[-1] == "accident-math"
    assert kind(state) == "action" and state.actions_left == 2


def test_draw_bulb_on_the_drawer_may_protect_themselves() -> None:
    state = scenario({"hand": ["quill", "flask", "goggles-bio"]}, start="turn", deck=["accident-math"])
    assert "answer goggles-bio 0" in state.legal_actions()
    run(state, "answer goggles-bio 0")
    events = pass_answers(state)
    assert rules(of_type(events, "stopped")) == ["cards.protected"]
    assert not of_type(events, "lose")
    assert codes(state, 0) == ["flask", "quill"]
    assert lasting(state, 0) == [("goggles-bio", "protect", True)]


def test_actions_up_to_two() -> None:
    state = scenario(
        {"hand": ["grant-math", "grant-chem", "grant-astro"]}, deck=["quill", "flask", "hourglass", "calculator"]
    )
    run(state, "play grant-math 1")
    pass_answers(state)
    assert kind(state) == "action" and state.actions_left == 1
    run(state, "play grant-chem 2")
    pass_answers(state)
    assert kind(state) == "complete"  # Phase 3: the third card stays in hand
    assert codes(state, 0) == ["grant-astro"]


def test_actions_done_ends_phase_2_early() -> None:
    state = scenario({"hand": ["grant-math"]})
    events = run(state, "done")
    assert (events[0]["type"], events[0]["rule"]) == ("done", "actions")
    assert kind(state) == "complete" and codes(state, 0) == ["grant-math"]


def test_actions_a_card_on_oneself_or_another_player() -> None:
    state = scenario({"hand": ["grant-math", "theft-chem"]}, {"hand": ["quill"]})
    assert {"play grant-math 0", "play grant-math 1", "play grant-math 2"} <= set(state.legal_actions())
    assert "play theft-chem 0" not in state.legal_actions()


def test_roles_talent_physicist_example_discard_a_card_with_the_physicist_symbol() -> None:
    hand = ["grant-phys", "grant-math", "theft-phys", "rebuttal"]
    state = scenario({"role": "physicist", "hand": hand}, {"role": "chemist"}, {"role": "astronomer"})
    talents = sorted(a for a in state.legal_actions() if a.startswith("talent"))
    assert talents == ["talent grant-phys", "talent theft-phys"]  # only the physicist's symbol
    events = run(state, "talent grant-phys")
    assert (events[0]["type"], events[0]["rule"], events[0]["card"]) == ("talent", "roles.talent", "grant-phys")
    assert discard_codes(state) == ["grant-phys"]
    assert state.actions_left == 1  # the talent is one of the two actions


def test_roles_talent_once_per_turn() -> None:
    state = scenario({"role": "mathematician", "hand": ["grant-math", "theft-math"]}, deck=["quill", "flask"])
    run(state, "talent grant-math")
    assert kind(state) == "action" and "talent theft-math" not in state.legal_actions()
    why = state.explain("talent theft-math")
    assert not why.legal and why.rule == "roles.talent" and "once per turn" in why.reason


def test_cards_instruments_only_where_a_card_asks() -> None:
    state = scenario({"hand": ["quill", "eureka-bio"]}, discard=["flask"])
    assert not [a for a in state.legal_actions() if "quill" in a]
    why = state.explain("play quill")
    assert not why.legal and why.rule == "cards.instruments" and "only where a card asks" in why.reason
    run(state, "play eureka-bio 0")
    pass_answers(state)
    assert kind(state) == "swap" and state.legal_actions() == ["swap quill flask"]  # Eureka asks for one
    run(state, "swap quill flask")
    assert codes(state, 0) == ["flask"]


def test_missions_complete_one_with_the_matching_instrument() -> None:
    state = scenario({"hand": ["quill", "flask", "theft-chem"]}, start="missions")
    assert kind(state) == "complete"
    assert sorted(state.legal_actions()) == ["complete 1", "complete 4", "skip"]  # 7 and 10 need others
    events = run(state, "complete 4")
    assert [(e["type"], e["rule"], e["mission"]) for e in of_type(events, "complete")] == [("complete", "missions", 4)]
    assert CODE[state.completed[4]] == "flask"
    assert state.observe(2)["seats"][0]["completed"] == 1


def test_missions_at_most_one_per_turn() -> None:
    state = scenario({"hand": ["quill", "flask"]}, start="missions", deck=["hourglass", "calculator", "quill"])
    run(state, "complete 1")
    assert set(state.completed) == {1}
    assert state.active == 1  # no second mission: Phase 4 drew and the turn passed on
    assert codes(state, 0) == ["calculator", "flask", "hourglass"]


def test_missions_are_optional() -> None:
    state = scenario({"hand": ["quill"]}, start="missions", deck=["flask", "flask", "quill"])
    run(state, "skip")
    assert not state.completed and codes(state, 0) == ["flask", "flask", "quill"]


def test_missions_only_in_phase_3_reading_13() -> None:
    state = scenario({"hand": ["quill"]})
    assert "complete 1" not in state.legal_actions()
    why = state.explain("complete 1")
    assert not why.legal and why.rule == "actions"


def test_refill_limit_draw_two_face_down_then_discard_to_five() -> None:
    hand = ["grant-math", "grant-chem", "theft-chem", "quill", "flask"]
    state = scenario({"hand": hand}, start="refill", deck=["hourglass", "calculator", "quill"])
    draws = of_type(state.opening_events, "draw")
    assert [(e["rule"], e["count"], e["private"]["cards"]) for e in draws] == [
        ("refill", 2, ["hourglass", "calculator"])
    ]
    assert draws[0]["private"]["seats"] == [0] and "cards" not in draws[0]  # face down: only the drawer sees
    assert kind(state) == "discard" and len(state.hands[0]) == 7
    assert state.observe(1)["seats"][0]["hand"] == {"count": 7, "known": []}
    events = run(state, "discard theft-chem")
    assert rules(events) == ["refill.limit"] and kind(state) == "discard"
    run(state, "discard grant-math")
    assert len(state.hands[0]) == 5 and state.active == 1
    assert discard_codes(state) == ["theft-chem", "grant-math"]


def test_refill_limit_no_discard_at_five_or_fewer() -> None:
    state = scenario(
        {"hand": ["quill", "flask", "grant-math"]}, start="refill", deck=["hourglass", "calculator", "quill"]
    )
    assert len(state.hands[0]) == 5 and state.active == 1 and not state.discard


def test_refill_cards_drawn_cannot_be_played_this_turn_reading_8() -> None:
    state = scenario(start="refill", deck=["grant-math", "theft-chem", "quill"])
    assert codes(state, 0) == ["grant-math", "theft-chem"]
    assert state.active == 1 and state.current_player == 1  # the turn ended right after Phase 4


def test_refill_limit_hands_may_exceed_five_outside_their_own_phase_4_reading_10() -> None:
    hand = ["quill", "flask", "hourglass", "calculator", "theft-chem"]
    state = scenario({"hand": ["grant-math"]}, {"hand": hand}, deck=["grant-chem", "grant-astro"])
    run(state, "play grant-math 1")
    pass_answers(state)
    assert len(state.hands[1]) == 7 and kind(state) == "action" and state.current_player == 0
    run(state, "done", "skip")
    assert len(state.hands[1]) == 7  # Seat 1 discards only in their own Phase 4


def test_turn_order_clockwise() -> None:
    state = scenario(start="refill", deck=["quill", "quill", "flask"])
    assert state.active == 1 and state.turn == 2 and state.observe(None)["direction"] == 1
    assert codes(state, 1) == ["flask"]  # Seat 1's Phase 1


def test_turn_order_reversed() -> None:
    state = scenario(start="refill", direction=-1, deck=["quill", "quill", "flask"])
    assert state.active == 2 and codes(state, 2) == ["flask"]


def test_turn_order_reversed_by_change_of_direction() -> None:
    state = scenario(start="turn", deck=["reversal-astro"])
    events = pass_answers(state)
    assert [(e["type"], e["rule"]) for e in of_type(events, "reverse")] == [("reverse", "turn.order")]
    assert state.direction == -1
    run(state, "done", "skip")
    assert state.active == 2  # the seat before Seat 0 now


def deck_codes(state: VentureState) -> list[str]:
    return [CODE[card] for card in state.deck]


def test_deck_reshuffle_from_the_discard_pile() -> None:
    rest = deck_codes(scenario())
    state = scenario(start="refill", discard=rest)  # every card not in a hand is in the discard pile
    reshuffles = of_type(state.opening_events, "reshuffle")
    assert [e["rule"] for e in reshuffles] == ["deck.reshuffle"]
    assert len(state.hands[0]) == 2
    assert len(state.deck) == len(rest) - 3  # Seat 0's two cards of Phase 4, then Seat 1's of Phase 1


def test_deck_reshuffle_the_moment_the_deck_runs_out() -> None:
    """Setup: "at any point" the deck runs out, the discard pile becomes the new deck, not at the
    next draw: here Phase 4's two cards empty it and the hand-limit decision sees a full deck."""
    hand = ["quill", "flask", "hourglass", "calculator", "grant-math"]
    rest = deck_codes(scenario({"hand": hand}))
    state = scenario({"hand": hand}, start="refill", discard=rest[2:])  # the deck holds two cards
    assert kind(state) == "discard" and len(state.hands[0]) == 7
    assert len(state.deck) == len(rest) - 2 and state.discard == []
    kinds = [e["type"] for e in state.opening_events]
    assert kinds[kinds.index("draw") + 1] == "reshuffle"  # at once, right after the draw that emptied it
    assert state.observe(1)["deck"] == len(rest) - 2


def test_draw_nothing_when_the_deck_and_the_discard_pile_are_empty_reading_9() -> None:
    rest = deck_codes(scenario())
    state = scenario({}, {}, {"hand": rest}, start="turn")
    assert not state.deck and not state.discard and not state.hands[0]
    assert [e["rule"] for e in of_type(state.opening_events, "draw")] == ["draw"]
    assert not of_type(state.opening_events, "draw_face_up")
    run(state, "done", "skip")
    assert state.active == 1 and not state.hands[0]  # Phase 4 drew nothing either


def test_end_at_the_fourth_mission_at_once() -> None:
    state = scenario({"completed": [1, 4, 7], "hand": ["calculator", "grant-math"]}, start="missions")
    events = run(state, "complete 10")
    assert rules(events)[-1] == "end" and state.is_over
    assert state.winners() == [0] and state.legal_actions() == [] and state.current_player is None
    assert not of_type(events, "draw")  # no Phase 4
    assert state.outcome()["scores"][0]["missions"] == 4
    assert state.observe(1)["is_over"] is True


def test_end_not_before_the_fourth_mission() -> None:
    state = scenario({"completed": [1, 4], "hand": ["calculator"]}, start="missions", deck=["quill"] * 3)
    run(state, "complete 10")
    assert not state.is_over and state.winners() == []


def test_turn_a_new_game_starts_with_the_first_players_phase_1() -> None:
    state = GAME.new_game(players=4, seed=5)
    assert isinstance(state, VentureState)
    assert of_type(state.opening_events, "draw_face_up")[0]["seat"] == state.first_player


#: Hands of three cards for the drawer: the others see only how many (Phase 1 asks alike for each).
UNSEEN_HANDS = (
    ["quill", "flask", "calculator"],
    ["grant-math", "theft-chem", "objection-bio"],
    ["hourglass", "grant-geo", "goggles-astro"],
)
#: Public positions a bulb-off card may be drawn in: instruments in the discard pile or none; a
#: completed mission of another seat or none.
PUBLIC_POSITIONS = (
    {"discard": [], "completed": []},
    {"discard": ["hourglass", "theft-math"], "completed": [2]},
)


def _drawn_copies() -> list[str]:
    """A copy of each kind of action card with the bulb off that no hand or discard pile above names."""
    named = {code for hand in UNSEEN_HANDS for code in hand} | {"theft-math"}
    found: dict[str, str] = {}
    for card in CARDS:
        if card.effect is not None and not card.effect.bulb and card.code not in named:
            found.setdefault(card.effect.id, card.code)
    return sorted(found.values())


@pytest.mark.parametrize("code", _drawn_copies())
@pytest.mark.parametrize("public", PUBLIC_POSITIONS, ids=["bare", "instruments_and_a_mission"])
def test_draw_bulb_off_the_question_tells_nothing_of_the_hand(code: str, public: dict[str, list[Any]]) -> None:
    """Phase 1, bulb off: whether "keep or play it at once?" is asked, and all that the other seats
    see of it, is the same whatever the drawer's unseen cards are; a card kept without asking is
    kept on public grounds only."""
    seen = []
    for hand in UNSEEN_HANDS:
        state = scenario(
            {"hand": hand}, {"completed": public["completed"]}, start="turn", deck=[code], discard=public["discard"]
        )
        seen.append((kind(state), state.observe(1), state.observe(2), state.observe(None)))
    assert all(other == seen[0] for other in seen[1:]), f"{code}: the question depends on the drawer's hand"
