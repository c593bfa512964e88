"""Builders the lessons of Venture (2019) share: a position's spec, and the right moves of a
decision with what each one leads to.

The positions are scenarios (``game.scenario``): the learner is Seat 0, every hand is named, and
the top of the deck is laid out so that each lesson walks the same way every time. What a move
leads to is read off the engine, so the words never drift from the rules: the move is played on
a copy, the other seats let every card stand (they pass), and the events the learner's seat saw
are told, until the learner decides again.

>>> spec = seats(["theft-chem", "quill"], ["flask"], ["hourglass"], start="actions")
>>> moves, said = outcomes(spec)
>>> moves
['play theft-chem 1', 'play theft-chem 2', 'done']
>>> print(said["play theft-chem 1"])
Seat 0 plays Idea Theft on Seat 1. Idea Theft takes effect on Seat 1. Seat 0 takes Flask from Seat 1's hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ....core.view import observe_events
from .. import GAME as ENGINE
from ..cards import CODE
from ..rules import VentureState

GAME = "venture_2019"
LEARNER = 0
#: The roles of the three seats in every lesson but the physicist's: you are the physicist.
ROLES = ("physicist", "chemist", "geologist")
#: The missions of the three seats: yours are 3 (Hourglass), 5 (Quill), 8 and 12 (Flasks).
MISSIONS = ([3, 5, 8, 12], [1, 6, 9, 11], [2, 4, 7, 10])
#: Events that tell nothing a learner needs after a move: another seat letting a card stand.
UNTOLD = frozenset({"pass"})


def seats(*hands: Sequence[str], completed: Sequence[Sequence[int]] = (), **spec: Any) -> dict[str, Any]:
    """A 3-player spec: the seats' hands (Seat 0 first), their completed missions, then the other
    keys of a scenario (``deck``, ``active``, ``start``...); the roles and missions are the lessons'."""
    done = list(completed) + [[]] * (len(hands) - len(completed))
    table = [
        {"role": role, "missions": missions, "hand": list(hand), **({"completed": list(d)} if d else {})}
        for role, missions, hand, d in zip(ROLES, MISSIONS, hands, done, strict=True)
    ]
    return {"players": 3, "seed": 7, "seats": table, **spec}


def position(spec: Mapping[str, Any], actions: Sequence[str] = ()) -> VentureState:
    """The state of a scenario ``spec`` after ``actions``."""
    state = ENGINE.scenario(spec)
    for action in actions:
        state.apply(action)
    return state


def _told(state: VentureState, move: str) -> str:
    """What ``move`` leads to, the others letting every card stand, as the learner saw it."""
    after = state.clone()
    events = after.apply(move)
    while not after.over and after.current_player != LEARNER and after.choice is not None:
        if after.choice.kind != "answer":
            break
        events += after.apply("pass")
    seen = observe_events(events, LEARNER)
    return " ".join(event["text"] for event in seen if event["type"] not in UNTOLD)


def outcomes(
    spec: Mapping[str, Any], actions: Sequence[str] = (), leave_out: Sequence[str] = ()
) -> tuple[list[str], dict[str, str]]:
    """Every legal move of the learner at the position (but ``leave_out``) and what each leads to."""
    state = position(spec, actions)
    assert state.current_player == LEARNER, f"Seat {state.current_player} decides here, not the learner"
    moves = [move for move in state.legal_actions() if move not in leave_out]
    return moves, {move: _told(state, move) for move in moves}


def nearly_out(spec: Mapping[str, Any]) -> dict[str, Any]:
    """``spec`` with every card it does not name on the discard pile: the deck holds only the
    cards its ``deck`` names, so the next draws run it out.

    >>> short = nearly_out(seats(["quill"], ["flask"], ["hourglass"], deck=["calculator"], start="refill"))
    >>> len(short["discard"]), [event["rule"] for event in position(short).opening_events][:2]
    (68, ['setup', 'deck.reshuffle'])
    """
    state = ENGINE.scenario({**spec, "start": "missions"})  # Phase 3 asks before anything is drawn
    top = len(spec.get("deck", []))
    rest = state.deck[: len(state.deck) - top]
    return {**spec, "discard": [*spec.get("discard", []), *(CODE[card] for card in rest)]}
