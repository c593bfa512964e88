"""Passing for a person who can only pass.

A game may ask a seat to answer out of turn even when all it can do is pass (Venture (2019) asks
every seat to answer every card, so that being asked tells nobody what a hand holds). A table or
a lesson's free play may pass for a person at such a decision, one of kind ``answer`` whose only
legal action is ``pass``, and say so in the log (:func:`passed_event`).

>>> from venture_widgets import load_game
>>> state = load_game("venture_2019").scenario({"seats": [{"hand": ["theft-chem"]}, {"hand": []}, {}],
...                                              "active": 0, "start": "actions"})
>>> events = state.apply("play theft-chem 2")
>>> state.current_player, only_pass(state, 1), only_pass(state, 0)
(1, True, False)
"""

from __future__ import annotations

from ..core.game import Event, State

#: the decision that may be answered for a person: of this kind, with only this action
ANSWER, PASS = "answer", "pass"


def only_pass(state: State, seat: int) -> bool:
    """Whether ``seat`` decides now an answer whose only legal action is ``pass``."""
    if state.current_player != seat or state.legal_actions() != [PASS]:
        return False
    decision = state.observe(seat)["decision"]
    return decision is not None and decision["kind"] == ANSWER


def passed_event(seat: int, rule: str) -> Event:
    """The log's line for a pass made for ``seat`` at a decision under ``rule``: the others read
    only that the seat passed, the seat why.

    >>> passed_event(1, "cards.instant")["private"]["text"]
    'Passed for you: you hold nothing to answer with.'
    """
    return {
        "type": "passed_for",
        "rule": rule,
        "text": f"Seat {seat} passes.",
        "seat": seat,
        "private": {"seats": [seat], "text": "Passed for you: you hold nothing to answer with."},
    }
