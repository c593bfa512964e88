"""Venture Forth, rulebook section "Regroup" (rule id ``regroup``): discard any number of cards
from the hand and draw as many, the deck made again from the discard pile when it runs out."""

from __future__ import annotations

from venture_forth_helpers import SMALL_DECK, codes, legal, of_type, rules, run, scenario, unchanged_by

HAND = ["lion", "sphinx", "dragon", "gorgon", "hoplite"]


def regrouping(**spec: object):  # type: ignore[no-untyped-def]
    state = scenario(players=[{"party": ["archer"], "hand": HAND}, {"party": ["poet"]}], **spec)
    run(state, "regroup")
    return state


def test_regroup_discard_any_number_then_draw_as_many() -> None:
    state = regrouping()
    assert legal(state) == [*(f"discard {c}" for c in sorted(HAND)), "done"]
    run(state, "discard lion", "discard dragon")
    assert "discard lion" not in legal(state)
    unchanged_by(state, "discard lion")
    events = run(state, "done")
    assert of_type(events, "draw")[0]["rule"] == "regroup" and of_type(events, "draw")[0]["count"] == 2
    assert codes(state.hands[0]) == ["sphinx", "gorgon", "hoplite", *SMALL_DECK[:2]]
    assert codes(state.discard) == ["lion", "dragon"] and state.active == 1


def test_regroup_the_whole_hand() -> None:
    state = regrouping()
    run(state, *(f"discard {c}" for c in HAND))
    assert legal(state) == ["done"]
    run(state, "done")
    assert codes(state.hands[0]) == list(SMALL_DECK[:5]) and len(state.discard) == 5


def test_regroup_discarding_none_draws_none() -> None:
    state = regrouping()
    events = run(state, "done")
    assert rules(events)[0] == "regroup" and not of_type(events, "draw")
    assert codes(state.hands[0]) == HAND and state.active == 1


def test_regroup_reshuffles_the_discard_pile_when_the_deck_is_empty() -> None:
    state = regrouping(deck=["pearl_diver"], discard=["harpy", "lamia"])
    events = run(state, "discard lion", "discard sphinx", "done")
    assert [e["rule"] for e in of_type(events, "reshuffle")] == ["regroup"]
    assert len(state.hands[0]) == 5 and "pearl_diver" in codes(state.hands[0])
    assert len(state.deck) + len(state.discard) == 3
