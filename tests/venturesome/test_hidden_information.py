"""Venturesome: what each seat may see, rule by rule, in ``observe(seat)`` and in the events as
seen through :func:`venture_widgets.core.view.observe_event`.

=============================================  ====================================================
Rulebook                                       Tests
=============================================  ====================================================
Setup 2: own hand secret; Setup 3/5: discard   test_observe_shows_own_hand_and_treasure_*,
piles public; III 3: own treasure pile only    test_spectator_*
Professor: the drawn card, the card put under  test_professor_*
Collector: "do not reveal it to the other      test_collector_*
opponents"
Adventurer: "You do not reveal the swapped     test_adventurer_*
cards to the other players"
Guide: the returned card was on the table      test_guide_*
III case 2: "reveal all the cards in your      test_cannot_play_reveals_the_hand_to_everyone
hand"
Scoring: "reveal all the cards from your       test_treasure_piles_are_revealed_only_at_the_end_*
treasure pile"
=============================================  ====================================================
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from venturesome_helpers import end_of_game, of_type, run, scenario

from venture_widgets.core.view import observe_event
from venture_widgets.games.venturesome.data import CARD_BY_ID, card_name
from venture_widgets.games.venturesome.rules import VenturesomeState


def in_card_order(codes: list[str]) -> list[str]:
    """Codes in the order observations list a seat's own cards (by card index)."""
    return sorted(codes, key=lambda code: CARD_BY_ID[code].index)


def hand_seen(state: VenturesomeState, viewer: int | None, seat: int) -> list[str | None]:
    return state.observe(viewer)["seats"][seat]["hand"]


def assert_event_private(event: dict[str, Any], insiders: set[int], players: int, secret: str) -> None:
    """Seats in ``insiders`` see ``secret`` (a card code) in the event; nobody else does."""
    for viewer in [*range(players), None]:
        seen = observe_event(event, viewer)
        if viewer in insiders:
            assert secret in seen.values(), (viewer, seen)
            assert card_name(secret) in seen["text"]
        else:
            assert "private" not in seen and secret not in seen.values(), (viewer, seen)
            assert card_name(secret) not in seen["text"], (viewer, seen)


def test_observe_shows_own_hand_and_treasure_in_full_and_others_as_placeholders_with_counts() -> None:
    hands = [["REPORTER.MAP", "GUIDE.GEM1"], ["AVIATOR.RING", "PROFESSOR.GEM3", "COLLECTOR.MAP"], []]
    treasures = [["GUIDE.GEM3"], ["REPORTER.GEM3", "REPORTER.ANKH"], ["AVIATOR.GEM1"]]
    expeditions = [["ADVENTURER.GEM2", "ARTIFACT_HUNTER.MAP"], [], []]
    state = scenario(
        3,
        hands=hands,
        treasures=treasures,
        expeditions=expeditions,
        discard=["COLLECTOR.GEM1", "GUIDE.RING"],
        intimidated="PROFESSOR",
        out=[2],
        threats=["JAGUAR", "STORM"],
        resolved={"BOG": 2},
        threat_discard=["NATIVE"],
    )
    for viewer in (0, 1, 2, None):
        view = state.observe(viewer)
        assert view["seat"] == viewer and view["round"] == 1 and view["current_player"] == 0
        for p, seen in enumerate(view["seats"]):
            own = p == viewer
            assert seen["hand"] == (in_card_order(hands[p]) if own else [None] * len(hands[p]))
            assert seen["hand_count"] == len(hands[p])
            assert seen["treasure"] == (in_card_order(treasures[p]) if own else [None] * len(treasures[p]))
            assert seen["treasure_count"] == len(treasures[p])
            assert seen["expedition"] == expeditions[p]
            assert seen["in_round"] == (p != 2)
            assert seen["resolved_threat"] == ("BOG" if p == 2 else None)
        assert view["discard"] == ["COLLECTOR.GEM1", "GUIDE.RING"]
        assert view["threats"] == [
            {"id": "JAGUAR", "resolved_by": None},
            {"id": "STORM", "resolved_by": None},
            {"id": "BOG", "resolved_by": 2},
        ]
        assert view["threat_discard"] == ["NATIVE"] and view["threat_deck"] == 12 - 4
        assert view["intimidated"] == "PROFESSOR"
        assert view["deck"] == {"count": 63 - 5 - 4 - 2 - 2, "known": []}


def test_spectator_sees_no_hand_and_no_treasure_pile() -> None:
    state = scenario(2, hands=[["REPORTER.MAP"], ["GUIDE.GEM1"]], treasures=[["GUIDE.GEM3"], []])
    view = state.observe(None)
    assert [s["hand"] for s in view["seats"]] == [[None], [None]]
    assert [s["treasure"] for s in view["seats"]] == [[None], []]


def test_professor_drawn_card_is_known_only_to_the_drawer() -> None:
    state = scenario(
        3, hands=[["PROFESSOR.MAP", "REPORTER.GEM2"], ["GUIDE.MAP"], ["COLLECTOR.RING"]], deck=["AVIATOR.GEM1"]
    )
    draw = of_type(run(state, "play PROFESSOR.MAP"), "draw")[0]
    assert_event_private(draw, {0}, 3, "AVIATOR.GEM1")
    assert hand_seen(state, 0, 0) == in_card_order(["REPORTER.GEM2", "AVIATOR.GEM1"])
    assert hand_seen(state, 1, 0) == hand_seen(state, 2, 0) == hand_seen(state, None, 0) == [None, None]


def test_professor_card_put_under_the_deck_is_known_only_to_the_professor_player() -> None:
    state = scenario(
        3, hands=[["PROFESSOR.MAP", "REPORTER.GEM2"], ["GUIDE.MAP"], ["COLLECTOR.RING"]], deck=["AVIATOR.GEM1"]
    )
    run(state, "play PROFESSOR.MAP")
    bottom = of_type(run(state, "bottom REPORTER.GEM2"), "bottom")[0]
    assert_event_private(bottom, {0}, 3, "REPORTER.GEM2")
    count = len(state.deck)
    assert state.observe(0)["deck"] == {"count": count, "known": [{"from_top": count - 1, "card": "REPORTER.GEM2"}]}
    for viewer in (1, 2, None):
        assert state.observe(viewer)["deck"] == {"count": count, "known": []}
    assert hand_seen(state, 1, 0) == [None]


def test_guide_returned_card_is_seen_by_everyone_until_a_professor_mixes_that_hand() -> None:
    """The returned card left the public expedition, so all know it is in the hand; once a
    card of that hand goes under the deck, nobody else can tell whether it was that one."""
    state = scenario(
        2,
        hands=[["GUIDE.GEM3", "PROFESSOR.MAP", "REPORTER.RING"], ["REPORTER.GEM1", "COLLECTOR.ANKH"]],
        expeditions=[["AVIATOR.GEM1"], []],
    )
    events = run(state, "play GUIDE.GEM3 left", "return AVIATOR.GEM1@2")
    assert observe_event(events[-1], 1)["card"] == "AVIATOR.GEM1"
    assert hand_seen(state, 1, 0) == ["AVIATOR.GEM1", None, None]
    assert hand_seen(state, None, 0) == [None, None, None]  # a spectator keeps no memory
    run(state, "play REPORTER.GEM1", "play PROFESSOR.MAP right", "bottom REPORTER.RING")
    assert hand_seen(state, 1, 0) == [None, None]
    assert "AVIATOR.GEM1" in hand_seen(state, 0, 0)


def test_collector_passed_cards_are_known_only_to_the_two_players() -> None:
    state = scenario(
        3,
        hands=[
            ["COLLECTOR.MAP", "GUIDE.GEM1", "REPORTER.RING"],
            ["PROFESSOR.GEM3", "AVIATOR.ANKH"],
            ["ADVENTURER.GEM2"],
        ],
    )
    give = of_type(run(state, "play COLLECTOR.MAP", "trade-with 1", "give GUIDE.GEM1"), "give")[0]
    assert_event_private(give, {0, 1}, 3, "GUIDE.GEM1")
    # the target looks at the received card before choosing what to give back
    for viewer in (0, 1):
        assert state.observe(viewer)["decision"]["received"] == "GUIDE.GEM1"
    for viewer in (2, None):
        assert "received" not in state.observe(viewer)["decision"]
    assert hand_seen(state, 0, 1) == ["GUIDE.GEM1", None, None]
    assert hand_seen(state, 2, 1) == [None, None, None]
    back = of_type(run(state, "give-back AVIATOR.ANKH"), "give_back")[0]
    assert_event_private(back, {0, 1}, 3, "AVIATOR.ANKH")
    assert hand_seen(state, 0, 1) == ["GUIDE.GEM1", None]
    assert hand_seen(state, 1, 0) == ["AVIATOR.ANKH", None]
    assert hand_seen(state, 2, 0) == hand_seen(state, 2, 1) == [None, None]


def test_collector_exchange_makes_a_third_player_forget_what_it_knew_of_the_hand() -> None:
    """Everyone saw the Guide return the Aviator (1 Gem) to seat 0's hand; seat 1 cannot tell
    which card seat 0 then gives seat 2, so it forgets; seat 2, who got the card, still knows."""
    state = scenario(
        3,
        hands=[
            ["GUIDE.GEM3", "COLLECTOR.MAP", "REPORTER.RING"],
            ["REPORTER.GEM3", "ARTIFACT_HUNTER.GEM1"],
            ["REPORTER.ANKH", "COLLECTOR.GEM1"],
        ],
        expeditions=[["AVIATOR.GEM1"], [], []],
    )
    run(state, "play GUIDE.GEM3 left", "return AVIATOR.GEM1@2", "play REPORTER.GEM3", "play REPORTER.ANKH")
    assert hand_seen(state, 1, 0) == hand_seen(state, 2, 0) == ["AVIATOR.GEM1", None, None]
    run(state, "play COLLECTOR.MAP right", "trade-with 2", "give REPORTER.RING", "give-back COLLECTOR.GEM1")
    assert hand_seen(state, 0, 0) == in_card_order(["AVIATOR.GEM1", "COLLECTOR.GEM1"])
    assert hand_seen(state, 2, 0) == in_card_order(["AVIATOR.GEM1", "COLLECTOR.GEM1"])
    assert hand_seen(state, 1, 0) == [None, None]
    assert hand_seen(state, 0, 2) == ["REPORTER.RING"] and hand_seen(state, 1, 2) == [None]


def test_adventurer_swapped_hands_are_known_only_to_the_two_players() -> None:
    state = scenario(
        3,
        hands=[
            ["ADVENTURER.MAP", "GUIDE.GEM1", "REPORTER.RING"],
            ["PROFESSOR.GEM3", "AVIATOR.ANKH"],
            ["COLLECTOR.GEM2"],
        ],
    )
    events = run(state, "play ADVENTURER.MAP", "swap-hands 1")
    swap = of_type(events, "swap_hands")[0]
    for viewer in (0, 1, 2, None):
        seen = observe_event(swap, viewer)
        assert not any(name in seen["text"] for name in ("Guide", "Reporter", "Professor", "Aviator"))
    assert hand_seen(state, 0, 0) == in_card_order(["PROFESSOR.GEM3", "AVIATOR.ANKH"])
    assert hand_seen(state, 0, 1) == in_card_order(["GUIDE.GEM1", "REPORTER.RING"])
    assert hand_seen(state, 1, 0) == in_card_order(["PROFESSOR.GEM3", "AVIATOR.ANKH"])
    assert hand_seen(state, 2, 0) == hand_seen(state, 2, 1) == [None, None]


def test_cannot_play_reveals_the_hand_to_everyone() -> None:
    state = scenario(2, intimidated="GUIDE", hands=[["GUIDE.GEM2", "GUIDE.RING"], ["REPORTER.GEM2"]])
    event = state.opening_events[0]
    for viewer in (0, 1, None):
        assert observe_event(event, viewer)["cards"] == ["GUIDE.GEM2", "GUIDE.RING"]
        assert state.observe(viewer)["discard"] == ["GUIDE.GEM2", "GUIDE.RING"]


def test_treasure_piles_are_revealed_only_at_the_end_of_the_game() -> None:
    state = scenario(2, hands=[["REPORTER.MAP"], ["GUIDE.GEM1"]], treasures=[["GUIDE.GEM3"], ["AVIATOR.RING"]])
    assert state.observe(1)["seats"][0]["treasure"] == [None]
    final, _ = end_of_game([["GUIDE.GEM3"], ["AVIATOR.RING"]])
    for viewer in (0, 1, None):
        assert [s["treasure"] for s in final.observe(viewer)["seats"]] == [["GUIDE.GEM3"], ["AVIATOR.RING"]]


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_determinize_keeps_what_the_seat_sees(seat: int) -> None:
    state = scenario(
        3,
        hands=[
            ["COLLECTOR.MAP", "GUIDE.GEM1", "REPORTER.RING"],
            ["PROFESSOR.GEM3", "AVIATOR.ANKH"],
            ["ADVENTURER.GEM2"],
        ],
        treasures=[["GUIDE.GEM3"], ["REPORTER.GEM3"], ["AVIATOR.RING"]],
    )
    run(state, "play COLLECTOR.MAP", "trade-with 1", "give GUIDE.GEM1")
    for k in range(5):
        sample = state.determinize(seat, random.Random(k))
        assert sample.observe(seat) == state.observe(seat)
        if seat == state.current_player:  # the target answering knows its own hand
            assert sample.legal_actions() == state.legal_actions()


@pytest.mark.parametrize("redeals", [0, 200])
def test_determinize_never_deals_the_player_to_play_a_hand_they_could_not_play(monkeypatch, redeals: int) -> None:
    """Seat 0 sees that seat 1 owes a play, so seat 1 had a playable card; every sample agrees,
    by dealing again or (when the re-deals run out) by swapping a playable card in."""
    from venture_widgets.games.venturesome import view
    from venture_widgets.games.venturesome.ops import playable

    monkeypatch.setattr(view, "REDEALS", redeals)
    state = scenario(
        2,
        current=1,
        hands=[["REPORTER.GEM1"], ["ARTIFACT_HUNTER.GEM1"]],
        expeditions=[[], ["GUIDE.MAP", "REPORTER.MAP", "ADVENTURER.MAP", "AVIATOR.MAP", "COLLECTOR.MAP"]],
        intimidated="PROFESSOR",
    )
    assert state.legal_actions() == ["play ARTIFACT_HUNTER.GEM1 left", "play ARTIFACT_HUNTER.GEM1 right"]
    for seed in range(30):
        sample = state.determinize(0, random.Random(seed))
        assert sample.legal_actions()  # only Artifact Hunters are playable for seat 1, and it holds one
        assert playable(sample, 1)
        assert sample.observe(0) == state.observe(0)
