"""Helpers the tests of every game share: play actions, read the events."""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from typing import Any

from venture_widgets.core.errors import IllegalActionError
from venture_widgets.core.game import State
from venture_widgets.core.registry import load_game


def run(state: State, *actions: str) -> list[dict[str, Any]]:
    """Apply ``actions`` in turn; all the events they caused, in order."""
    events: list[dict[str, Any]] = []
    for action in actions:
        events.extend(state.apply(action))
    return events


def rules(events: list[dict[str, Any]]) -> list[str]:
    """The rule id of each event."""
    return [event["rule"] for event in events]


def of_type(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    """The events of one type."""
    return [event for event in events if event["type"] == kind]


def is_subsequence(wanted: Sequence[str], seen: Sequence[str]) -> bool:
    """Whether ``wanted`` occurs in ``seen`` in this order (not necessarily adjacent).

    >>> is_subsequence(["a", "c"], ["a", "b", "c"]), is_subsequence(["c", "a"], ["a", "b", "c"])
    (True, False)
    """
    rest = iter(seen)
    return all(item in rest for item in wanted)


def collect_codes(value: Any, codes: Collection[str], into: set[str]) -> None:
    """Add to ``into`` every string of ``codes`` found anywhere in ``value`` (JSON data)."""
    if isinstance(value, str):
        if value in codes:
            into.add(value)
    elif isinstance(value, dict):
        for item in value.values():
            collect_codes(item, codes, into)
    elif isinstance(value, list):
        for item in value:
            collect_codes(item, codes, into)


def unchanged_by(state: State, action: object) -> str:
    """Apply an illegal ``action``: assert it raises IllegalActionError and changes nothing
    (the whole state, the legal actions); return the error message."""
    before = state.snapshot()
    legal = state.legal_actions()
    try:
        state.apply(action)  # type: ignore[arg-type]
    except IllegalActionError as error:
        message = str(error)
    else:  # pragma: no cover - the assertion below reports it
        raise AssertionError(f"{action!r} was accepted")
    assert state.snapshot() == before
    assert state.legal_actions() == legal
    return message


def answer_owed_out_of_turn(players: int, seed: int) -> State:
    """A Venture (2019) game played at random (seeded) up to a seat's answer owed out of turn,
    with more than one way to answer (an instant it holds, or pass)."""
    state = load_game("venture_2019").new_game(players=players, seed=seed)
    rng = random.Random(seed)
    while not (
        state.observe(None)["decision"]["kind"] == "answer"
        and state.current_player != state.observe(None)["active"]
        and len(state.legal_actions()) > 1
    ):
        state.apply(rng.choice(state.legal_actions()))
    return state
