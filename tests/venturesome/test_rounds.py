"""Venturesome, rulebook section "End of Round and Preparing the Next" (rule ids ``round.end``,
``round.reveal_threats``, ``round.deal``, ``round.short_deal``, ``round.intimidation_reset``,
``round.first_player``) and "the game consists of three rounds" (``scoring``).

Each test starts a position where every seat but one has left the round; that seat plays its
last card, the Reporter (Map), and resolves the Jaguar, which discards the Reporter: the round
ends with the treasure piles as given.

=============================================  ====================================================
Rulebook                                       Tests
=============================================  ====================================================
The round ends once everyone resolved          test_round_ends_when_the_last_player_resolves_*
1. resolved threats to the threat discard      test_round_end_discards_the_resolved_threats_*
2. reveal new threats, reshuffle if needed     test_round_end_reveals_*, test_*_threat_discard_*
3. deal again, reshuffle the character discard test_round_end_deals_*, test_*_character_discard_*
Important: short deal in the third round       test_short_deal_*
4. turn a face-up intimidation card down       test_round_end_turns_a_face_up_intimidation_*
5. the next round starts left of the last      test_next_round_starts_left_of_*
player to resolve a threat
Three rounds                                   test_game_ends_after_round_three
=============================================  ====================================================
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from venturesome_helpers import ALL_CODES, codes, of_type, rules, run, scenario

from venture_widgets.games.venturesome.data import THREATS
from venture_widgets.games.venturesome.rules import VenturesomeState

OTHERS = ("TRAP", "BOG", "NATIVE", "STORM")


def last_one_standing(players: int, last: int, **spec: Any) -> VenturesomeState:
    """Every seat but ``last`` has left (resolving TRAP, BOG, ... in seat order); ``last`` holds
    only the Reporter (Map) and the Jaguar is the one open threat."""
    others = [p for p in range(players) if p != last]
    return scenario(
        players,
        current=last,
        out=others,
        hands=[["REPORTER.MAP"] if p == last else [] for p in range(players)],
        threats=["JAGUAR"],
        resolved={OTHERS[i]: p for i, p in enumerate(others)},
        **spec,
    )


def finish_round(state: VenturesomeState) -> list[dict[str, Any]]:
    return run(state, "play REPORTER.MAP", "threat JAGUAR")


def test_round_ends_when_the_last_player_resolves_a_threat_and_the_next_round_begins() -> None:
    state = last_one_standing(3, 0, threat_deck=["STORM", "SANDSTORM", "ROPE_BRIDGE"])
    events = finish_round(state)
    assert rules(events) == [
        "turn.play",
        "turn.last_card",
        "turn.resolve_threat",
        "threats.jaguar",
        "turn.resolve_threat",
        "round.end",
        "round.reveal_threats",
        "round.deal",
        "round.first_player",
    ]
    snap = state.snapshot()
    assert snap["round"] == 2 and not state.is_over
    assert snap["in_round"] == [True, True, True]
    assert snap["expeditions"] == [[], [], []]
    assert [len(hand) for hand in snap["hands"]] == [6, 6, 6]
    assert state.current_player == 1
    assert all(action.startswith("play ") for action in state.legal_actions())


def test_round_end_discards_the_resolved_threats_and_reveals_one_new_threat_per_player() -> None:
    state = last_one_standing(
        3, 0, threat_deck=["STORM", "SANDSTORM", "ROPE_BRIDGE"], threat_discard=["SNOW_AVALANCHE"]
    )
    events = finish_round(state)
    snap = state.snapshot()
    assert snap["threat_discard"] == ["SNOW_AVALANCHE", "JAGUAR", "TRAP", "BOG"]
    assert snap["threats"] == ["STORM", "SANDSTORM", "ROPE_BRIDGE"]
    assert snap["threat_by"] == [None, None, None]
    assert len(snap["threat_deck"]) == 12 - 7
    assert of_type(events, "reveal_threats")[0]["threats"] == ["STORM", "SANDSTORM", "ROPE_BRIDGE"]
    assert state.observe(None)["threat_discard"] == ["SNOW_AVALANCHE", "JAGUAR", "TRAP", "BOG"]


def test_round_end_reshuffles_the_threat_discard_when_the_threat_deck_runs_out() -> None:
    """Five players, end of round 2: two threats are left in the deck, ten are discarded."""
    discarded = ["SANDSTORM", "SPIDERS_NEST", "ROPE_BRIDGE", "COLLAPSING_TEMPLE", "VOLCANIC_ERUPTION"]
    state = last_one_standing(5, 4, round=2, threat_discard=discarded)
    left = state.snapshot()["threat_deck"]
    assert sorted(left) == ["EMERGENCY_LANDING", "SNOW_AVALANCHE"]
    events = finish_round(state)
    assert rules(of_type(events, "reshuffle_threats")) == ["round.reveal_threats"]
    assert events.index(of_type(events, "reshuffle_threats")[0]) < events.index(of_type(events, "reveal_threats")[0])
    snap = state.snapshot()
    assert snap["round"] == 3
    assert snap["threats"][:2] == left[::-1]  # the old deck first, top card first
    assert len(set(snap["threats"])) == 5
    assert snap["threat_discard"] == []
    assert len(snap["threat_deck"]) == 7
    assert sorted(snap["threats"] + snap["threat_deck"]) == sorted(t.id for t in THREATS)


def test_round_end_deals_fresh_hands_from_the_top_of_the_deck() -> None:
    top = ["GUIDE.GEM1", "GUIDE.GEM2", "GUIDE.GEM3", "GUIDE.ANKH", "PROFESSOR.MAP", "PROFESSOR.RING"]
    state = last_one_standing(2, 1, deck=top)
    deck_before = codes(state.snapshot()["deck"])
    finish_round(state)
    snap = state.snapshot()
    dealt = sorted(codes(snap["hands"][0] + snap["hands"][1]))
    assert [len(hand) for hand in snap["hands"]] == [9, 9]
    assert dealt == sorted(deck_before[-18:])
    assert codes(snap["deck"]) == deck_before[:-18]
    assert state.current_player == 0


def test_round_end_deal_reshuffles_the_character_discard_when_the_deck_runs_out() -> None:
    top = ["GUIDE.GEM1", "GUIDE.GEM2", "GUIDE.GEM3", "GUIDE.ANKH", "PROFESSOR.MAP"]
    state = last_one_standing(3, 2, deck=top, rest="discard")
    assert len(state.snapshot()["discard"]) == 63 - 5 - 1
    events = finish_round(state)
    assert [e["type"] for e in events if e["rule"] == "round.deal"] == ["reshuffle", "deal"]
    snap = state.snapshot()
    assert [len(hand) for hand in snap["hands"]] == [6, 6, 6]
    in_hands = Counter(codes([card for hand in snap["hands"] for card in hand]))
    assert all(in_hands[card] for card in top)  # the old deck was dealt first
    assert snap["discard"] == []
    assert len(snap["deck"]) == 63 - 18
    assert of_type(events, "short_deal") == []


def test_short_deal_in_round_three_gives_everyone_an_equal_smaller_number_and_leaves_the_remainder_in_the_deck() -> (
    None
):
    """27 cards are left for five players: 5 each, and 2 stay in the deck."""
    top = ["GUIDE.MAP", "GUIDE.GEM2", "GUIDE.GEM3", "GUIDE.ANKH"]
    pool = list(ALL_CODES)
    for card in [*top, "REPORTER.MAP"]:
        pool.remove(card)
    piles = [pool[i * 9 : (i + 1) * 9] for i in range(4)] + [[]]
    state = last_one_standing(5, 4, round=2, deck=top, rest="discard", treasures=piles)
    assert len(state.snapshot()["deck"]) + len(state.snapshot()["discard"]) == 26
    events = finish_round(state)  # the Jaguar discards the Reporter (Map): 27 cards
    short = of_type(events, "short_deal")
    assert rules(short) == ["round.short_deal"] and short[0]["count"] == 5
    assert of_type(events, "deal")[0]["count"] == 5
    snap = state.snapshot()
    assert snap["round"] == 3
    assert [len(hand) for hand in snap["hands"]] == [5] * 5
    assert len(snap["deck"]) == 2 and snap["discard"] == []
    assert [sorted(codes(pile)) for pile in snap["treasures"]] == [sorted(pile) for pile in piles]


def test_round_end_turns_a_face_up_intimidation_card_face_down() -> None:
    state = last_one_standing(2, 0, intimidated="GUIDE")
    events = finish_round(state)
    down = of_type(events, "intimidation_down")
    assert rules(down) == ["round.intimidation_reset"]
    assert state.snapshot()["intimidated"] is None and state.observe(None)["intimidated"] is None
    assert rules(events)[-2:] == ["round.intimidation_reset", "round.first_player"]


@pytest.mark.parametrize(("players", "last", "first"), [(2, 0, 1), (3, 1, 2), (4, 3, 0), (5, 2, 3)])
def test_next_round_starts_left_of_the_last_player_to_resolve_a_threat(players: int, last: int, first: int) -> None:
    state = last_one_standing(players, last)
    events = finish_round(state)
    start = of_type(events, "round_start")[0]
    assert (start["rule"], start["seat"], start["round"]) == ("round.first_player", first, 2)
    assert state.current_player == first
    assert state.observe(None)["turn"] == first


def test_game_ends_after_round_three() -> None:
    state = last_one_standing(3, 1, round=3, treasures=[["GUIDE.GEM3"], [], ["AVIATOR.GEM1"]])
    events = finish_round(state)
    assert rules(events)[-1] == "scoring"
    assert of_type(events, "round_end") == [] and of_type(events, "deal") == []
    assert state.is_over and state.current_player is None and state.legal_actions() == []
    assert state.snapshot()["round"] == 3
    assert events[-1]["winners"] == [0] == state.winners()


@pytest.mark.parametrize("round_", [1, 2])
def test_rounds_one_and_two_do_not_end_the_game(round_: int) -> None:
    state = last_one_standing(3, 1, round=round_)
    finish_round(state)
    assert not state.is_over and state.snapshot()["round"] == round_ + 1 and state.winners() == []
