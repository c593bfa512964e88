"""Shared builders and readers for the Venture (2019) rule tests.

The module has a game-specific name (not ``helpers``) because ``tests/venture_2019`` is not a
package: pytest puts the directory on ``sys.path`` and a generic name could clash with another
directory's helper module.

- :func:`scenario` builds a position with ``GAME.scenario``: three players, Seat 0 to take its
  actions, every seat not given a hand holding none (so no random card takes part).
- :func:`pass_answers` lets every seat asked pass, until no answer is asked any more.
- :func:`codes` reads a seat's hand, :func:`lasting` the cards beside its role.
- ``run``, ``rules``, ``of_type`` and ``unchanged_by`` come from the shared ``event_helpers``.
"""

from __future__ import annotations

from typing import Any

from event_helpers import of_type, rules, run, unchanged_by  # noqa: F401  (re-exported for the rule tests)

from venture_widgets import load_game
from venture_widgets.games.venture_2019.cards import CODE
from venture_widgets.games.venture_2019.model import ROLES
from venture_widgets.games.venture_2019.rules import VentureState

GAME = load_game("venture_2019")

#: The default missions of a 3-player scenario and the instrument each needs (frames run purple,
#: blue, green, red through the numbers): Seat 0 holds 1 (quill), 4 (flask), 7 (hourglass),
#: 10 (calculator); Seat 1 holds 2, 5, 8, 11; Seat 2 holds 3, 6, 9, 12.
SEAT0_MISSIONS = {1: "quill", 4: "flask", 7: "hourglass", 10: "calculator"}


def scenario(*seats: Any, **spec: Any) -> VentureState:
    """``GAME.scenario`` with ``seats`` (each seat's spec): three players, Seat 0 active, from
    Phase 2, unless ``spec`` says. Seats not given, and seats without a ``hand``, hold no cards;
    seats without a ``role`` take the roles no seat names, in the rulebook's order."""
    players = spec.setdefault("players", 3)
    spec.setdefault("active", 0)
    spec.setdefault("start", "actions")
    given = [dict(seat) for seat in seats] + [{} for _ in range(players - len(seats))]
    free = [role for role in ROLES if role not in {seat.get("role") for seat in given}]
    for seat in given:
        seat.setdefault("hand", [])
        if "role" not in seat:
            seat["role"] = free.pop(0)
    spec["seats"] = given
    state = GAME.scenario(spec)
    assert isinstance(state, VentureState)
    return state


def pass_answers(state: VentureState) -> list[dict[str, Any]]:
    """Every seat asked to answer passes, until no answer is asked; the events."""
    events: list[dict[str, Any]] = []
    while state.choice is not None and state.choice.kind == "answer":
        events.extend(state.apply("pass"))
    return events


def asked(state: VentureState, *actions: str) -> list[int | None]:
    """Apply ``actions``; before each, who owned the decision."""
    owners = []
    for action in actions:
        owners.append(state.current_player)
        state.apply(action)
    return owners


def codes(state: VentureState, seat: int) -> list[str]:
    """The codes of ``seat``'s hand, sorted."""
    return sorted(CODE[card] for card in state.hands[seat])


def lasting(state: VentureState, seat: int) -> list[tuple[str | None, str, bool]]:
    """The cards beside ``seat``'s role: (code or ``None`` for a talent, kind, spent)."""
    return [(None if card is None else CODE[card], kind, spent) for card, kind, spent in state.lasting[seat]]


def discard_codes(state: VentureState) -> list[str]:
    """The discard pile's codes, bottom first."""
    return [CODE[card] for card in state.discard]


def kind(state: VentureState) -> str | None:
    """The kind of the decision at hand (``None`` once the game is over)."""
    return None if state.choice is None else state.choice.kind
