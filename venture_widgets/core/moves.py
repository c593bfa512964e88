"""The moves every interpreted game's rules make the same way: naming a seat, writing an
option's notation, recording events (public, or with a part only some seats see) and asking
for a decision.

A game's own ``moves`` module builds on these; a ``choose_*`` op returns what :func:`ask`
returns, so one possible answer is taken at once and none skips the rest of the frame.
"""

from __future__ import annotations

from typing import Any, Protocol

from .effects import STOP, Choice, OpResult
from .game import Event


class Recording(Protocol):
    """A state that records the events of the action being applied."""

    events: list[Event]


class Asking(Protocol):
    """A state whose acting seat answers decisions into its ``env``."""

    actor: int
    env: dict[str, Any]


#: The keys of an event's fields that only the seats of a private event see.
PRIVATE_KEYS = ("cards", "treasures", "token")


def seat_name(seat: int) -> str:
    """How events and descriptions name a seat.

    >>> seat_name(2)
    'Seat 2'
    """
    return f"Seat {seat}"


def option(verb: str, *arguments: str) -> str:
    """The notation of an option: its verb and its arguments (card codes, a space, a path), an
    empty argument left out: ``play gorgon p1.1``, ``move w1``, ``end``. ``explain`` writes the
    actions it lists as not legal now the same way.

    >>> option("play", "gorgon", "p1.1"), option("face"), option("activate", "")
    ('play gorgon p1.1', 'face', 'activate')
    """
    return " ".join((verb, *(argument for argument in arguments if argument)))


def emit(state: Recording, kind: str, rule: str, text: str, **fields: Any) -> None:
    """Record an event of the action being applied.

    >>> from types import SimpleNamespace
    >>> state = SimpleNamespace(events=[])
    >>> emit(state, "gain", "turn.gain", "Seat 0 gains 1 coin.", seat=0)
    >>> state.events
    [{'type': 'gain', 'rule': 'turn.gain', 'text': 'Seat 0 gains 1 coin.', 'seat': 0}]
    """
    event = {"type": kind, "rule": rule, "text": text}
    event.update(fields)
    state.events.append(event)


def emit_private(
    state: Recording, kind: str, rule: str, public: str, private: str, seats: list[int], **fields: Any
) -> None:
    """An event whose ``private`` text and fields named in :data:`PRIVATE_KEYS` only ``seats`` see.

    >>> from types import SimpleNamespace
    >>> state = SimpleNamespace(events=[])
    >>> emit_private(state, "draw", "turn.draw", "Seat 1 draws 1 card.", "You draw Gorgon.", [1], cards=["gorgon"])
    >>> state.events[0]["private"]
    {'seats': [1], 'text': 'You draw Gorgon.', 'cards': ['gorgon']}
    """
    secret: dict[str, Any] = {"seats": seats, "text": private}
    for key in PRIVATE_KEYS:
        if key in fields:
            secret[key] = fields.pop(key)
    emit(state, kind, rule, public, private=secret, **fields)


def ask(
    state: Asking,
    kind: str,
    prompt: str,
    rule: str,
    options: dict[str, Any],
    owner: int | None = None,
    secret: bool = False,
) -> OpResult:
    """A decision for ``owner`` (the acting seat by default); one possible answer is taken at
    once (bound to ``env["pick"]``), none skips the rest of the frame.

    A ``secret`` decision is one whose options come from what only its owner sees (their hand):
    it is asked even with one option, since skipping it would tell the other seats what the
    owner holds (a seat with no card to answer with is asked too, and passes).

    >>> from types import SimpleNamespace
    >>> state = SimpleNamespace(actor=0, env={})
    >>> ask(state, "card", "Take a card", "turn.take", {"take a": "a"}), state.env
    (None, {'pick': 'a'})
    >>> ask(state, "card", "Take a card", "turn.take", {"take a": "a", "take b": "b"}).owner
    0
    >>> ask(state, "answer", "Answer?", "instant", {"pass": None}, owner=1, secret=True).owner
    1
    """
    if not options:
        return STOP
    if len(options) == 1 and not secret:
        state.env["pick"] = next(iter(options.values()))
        return None
    return Choice(state.actor if owner is None else owner, kind, prompt, rule, options, "pick")
