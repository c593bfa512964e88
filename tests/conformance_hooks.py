"""What the conformance suite (``tests/test_conformance.py``) may learn about one game.

The suite itself knows nothing about any game. What only makes sense for one game (which cards
exist, what an observation of a hand looks like, which options to spread over the seeds) sits in
that game's folder, ``tests/<game id>/hooks.py``, as ``HOOKS``, a :class:`Hooks`; the suite finds
it by convention (:func:`hooks_of`). A game without a hooks module gets every generic check and
no game-specific one: no invariant, no leak tracker, no limits, its default options on every seed.

The limits a rulebook prints (actions in a turn, a hand limit, a party size, ...) are
:class:`Limit` objects, named after the rulebook's section; a game's ``limits`` tracker
(:class:`LimitTracker`, usually built on :class:`EventLimits`) counts from the public events
what each one bounds, apart from the engine's own counters, and raises naming the rule and the
value seen:

>>> actions = Limit("Phase 2: Take Up to 2 Actions", "actions in a turn", 2)
>>> tally = Tally()
>>> for _ in range(3):
...     tally.add(actions, where="seat 1")
Traceback (most recent call last):
AssertionError: limit broken: Phase 2: Take Up to 2 Actions: actions in a turn at most 2, seen 3 (seat 1)

>>> hooks_of("venturesome").invariant.__name__
'venturesome_invariant'
>>> hooks_of("a_game_in_progress") == Hooks()
True
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from types import ModuleType
from typing import Any, NamedTuple, Protocol

from game_modules import game_module

from venture_widgets.core.game import State
from venture_widgets.core.view import observe_event


class LeakTracker(Protocol):
    """Follows what each seat was shown, and checks observations against it."""

    def feed(self, events: Iterable[dict[str, Any]]) -> None:
        """Take the events of one step."""

    def check(self, state: State, observations: dict[int | None, dict[str, Any]]) -> None:
        """Raise AssertionError if an observation shows what its seat was never shown."""


@dataclass(frozen=True)
class Limit:
    """A number a rulebook prints as a limit: ``what`` is at most ``most`` and at least ``least``
    (``None``: no bound that way), by the rule of the rulebook's ``section``. The number is written
    in the test from the rulebook, never taken from the engine."""

    section: str
    what: str
    most: int | None
    least: int | None = None

    def __str__(self) -> str:
        if self.most is not None and self.most == self.least:
            return f"{self.section}: {self.what} exactly {self.most}"
        bounds = [] if self.least is None else [f"at least {self.least}"]
        if self.most is not None:
            bounds.append(f"at most {self.most}")
        return f"{self.section}: {self.what} {' and '.join(bounds)}"

    def hold(self, seen: int, where: str = "") -> None:
        """Raise AssertionError naming the rule and ``seen`` when ``seen`` is out of bounds;
        ``where`` says where in the game (a seat, a turn)."""
        if (self.least is not None and seen < self.least) or (self.most is not None and seen > self.most):
            raise AssertionError(f"limit broken: {self}, seen {seen}" + (f" ({where})" if where else ""))


class Tally:
    """Counts of what limits bound since the last :meth:`reset` (a turn, an encounter, a
    round), per limit and key (a seat, a card), each held to its upper bound as it grows (a
    lower bound is held with :meth:`Limit.hold` once the count is complete)."""

    def __init__(self) -> None:
        self.counts: Counter[tuple[Limit, Hashable]] = Counter()

    def add(self, limit: Limit, key: Hashable = None, n: int = 1, where: str = "") -> None:
        """Count ``n`` more (or fewer) for ``limit`` and ``key``, and hold the total to its upper
        bound."""
        total = self.counts[limit, key] = self.counts[limit, key] + n
        if limit.most is not None and total > limit.most:
            limit.hold(total, where)

    def count(self, limit: Limit, key: Hashable = None) -> int:
        """What has been counted for ``limit`` and ``key`` since the last reset."""
        return self.counts[limit, key]

    def reset(self) -> None:
        """Start counting again from zero."""
        self.counts.clear()


class LimitTracker(Protocol):
    """Counts, from the public events, what the rulebook's limits bound, and holds each count."""

    def feed(self, events: Iterable[dict[str, Any]]) -> None:
        """Take the events of one step; raise AssertionError naming the limit they break."""

    def check(self, public: dict[str, Any]) -> None:
        """Hold what the public observation (``observe(None)``) shows to the limits."""


class EventLimits(ABC):
    """The base of a game's limit tracker: every event, as a spectator sees it
    (``observe_event(event, None)``), goes to :meth:`take`, from the opening events on."""

    def __init__(self, state: Any) -> None:
        self.players: int = state.players
        self.feed(state.opening_events)

    def feed(self, events: Iterable[dict[str, Any]]) -> None:
        for event in events:
            self.take(observe_event(event, None))

    @abstractmethod
    def take(self, event: dict[str, Any]) -> None:
        """Count one public event (each game's tracker says how)."""

    def check(self, public: dict[str, Any]) -> None:  # noqa: B027 (a hook a tracker may leave as it is)
        """Nothing to hold in the observation, unless a subclass says so."""


def made_up(kind: str, seat: int | None = 0, **fields: Any) -> dict[str, Any]:
    """A made-up public event of type ``kind`` for a :class:`Breach` (its ``rule`` is the type
    unless given)."""
    return {"type": kind, "rule": fields.pop("rule", kind), "text": kind, "seat": seat, **fields}


class Breach(NamedTuple):
    """Made-up public events (and a public observation to check after them) that break ``limit``,
    for a game of ``players``: the unit tests show every tracker can fail (tests/test_limits.py)."""

    limit: Limit
    events: list[dict[str, Any]]
    public: dict[str, Any] | None = None
    players: int = 3


def no_options(seed: int) -> dict[str, Any]:
    """The game's default options, whatever the seed."""
    return {}


@dataclass(frozen=True)
class Hooks:
    """Game-specific checks: ``invariant(state)`` raises AssertionError when the state is
    inconsistent; ``leaks(state)`` builds a :class:`LeakTracker` for a game at its opening;
    ``limits(state)`` a :class:`LimitTracker` of the rulebook's printed limits (usually from the
    game's ``tests/<id>/limits.py``); ``options(seed)`` are the options of the seeded game (board
    sides, variants)."""

    invariant: Callable[[State], None] | None = None
    leaks: Callable[[State], LeakTracker] | None = None
    options: Callable[[int], dict[str, Any]] = no_options
    limits: Callable[[State], LimitTracker] | None = None


def limits_of(game_id: str) -> ModuleType:
    """``tests/<game_id>/limits.py``: the game's printed limits (``LIMITS``), its tracker
    (``TRACKER``) and made-up events that break each limit (``BREACHES``)."""
    module = game_module(game_id, "limits")
    assert module is not None, f"tests/{game_id}/limits.py is missing"
    return module


def limits_tracker(game_id: str) -> Callable[[State], LimitTracker]:
    """``TRACKER`` of ``tests/<game_id>/limits.py``: the game's limit tracker, for its hooks."""
    tracker: Callable[[State], LimitTracker] = limits_of(game_id).TRACKER
    return tracker


def hooks_of(game_id: str) -> Hooks:
    """``HOOKS`` of ``tests/<game_id>/hooks.py``, or no hooks if the game has no such module."""
    module = game_module(game_id, "hooks")
    if module is None:
        return Hooks()
    hooks = module.HOOKS
    assert isinstance(hooks, Hooks), f"tests/{game_id}/hooks.py: HOOKS is a {type(hooks).__name__}, not a Hooks"
    return hooks
