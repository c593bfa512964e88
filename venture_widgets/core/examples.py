"""The rulebook's worked examples as data, the same shape for every game: a position, the
actions that play it out, the legal actions expected on the way and the facts to check at the end.

A game's ``examples`` module lists its :class:`Example` values and says which facts a state
has (its ``facts_of``); :func:`play_out` and :func:`differences` replay and check them.

>>> differences({"coins": [0, 5], "supply": {"joe": 1}}, {"coins": [0, 5], "supply": {"joe": 2, "frog": 3}}, ["supply"])
{'supply': ({'joe': 1}, {'joe': 2})}
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from typing import Any

from .game import Event, Game
from .interpreted import InterpretedState


@dataclass(frozen=True)
class Example:
    """A worked example: ``spec`` for ``game.scenario``, the ``actions`` in order, the legal
    actions expected after a number of actions (``legal``, as the game lists them), and the final
    ``facts``."""

    name: str
    section: str  # the id of its rulebook section (the game's ``sections.RULEBOOK``)
    title: str
    spec: Mapping[str, Any]
    actions: tuple[str, ...]
    legal: Mapping[int, tuple[str, ...]] = field(default_factory=dict)
    facts: Mapping[str, Any] = field(default_factory=dict)
    rules: tuple[str, ...] = ()  # rule ids that must occur among the events, in this order


def play_out(example: Example, game: Game) -> tuple[InterpretedState, list[Event]]:
    """Build the example's position and apply its actions; the state and every event (the
    position's opening events first). The game's rules run on the effect interpreter."""
    state = game.scenario(example.spec)
    if not isinstance(state, InterpretedState):
        raise TypeError(f"{game.info.id} does not run on the effect interpreter")
    events = list(state.opening_events)
    for action in example.actions:
        events.extend(state.apply(action))
    return state, events


def differences(
    expected: Mapping[str, Any], actual: Mapping[str, Any], partial: Collection[str] = ()
) -> dict[str, tuple[Any, Any]]:
    """The ``expected`` facts that ``actual`` does not have: ``{key: (expected, actual)}``. A fact
    named in ``partial`` is a mapping of which only the keys ``expected`` names are compared."""
    wrong = {}
    for key, value in expected.items():
        found = actual[key]
        if key in partial:
            found = {name: found.get(name) for name in value}
        if found != value:
            wrong[key] = (value, found)
    return wrong
