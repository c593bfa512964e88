"""What the conformance suite (``tests/test_conformance.py``) may learn about one game.

The suite itself knows nothing about any game. What only makes sense for one game (which cards
exist, what an observation of a hand looks like, which options to spread over the seeds) sits in
that game's folder, ``tests/<game id>/hooks.py``, as ``HOOKS``, a :class:`Hooks`; the suite finds
it by convention (:func:`hooks_of`). A game without a hooks module gets every generic check and
no game-specific one: no invariant, no leak tracker, its default options on every seed.

>>> hooks_of("venturesome").invariant.__name__
'venturesome_invariant'
>>> hooks_of("a_game_in_progress") == Hooks()
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Protocol

from game_modules import game_module

from venture_widgets.core.game import State


class LeakTracker(Protocol):
    """Follows what each seat was shown, and checks observations against it."""

    def feed(self, events: Iterable[dict[str, Any]]) -> None:
        """Take the events of one step."""

    def check(self, state: State, observations: dict[int | None, dict[str, Any]]) -> None:
        """Raise AssertionError if an observation shows what its seat was never shown."""


def no_options(seed: int) -> dict[str, Any]:
    """The game's default options, whatever the seed."""
    return {}


@dataclass(frozen=True)
class Hooks:
    """Game-specific checks: ``invariant(state)`` raises AssertionError when the state is
    inconsistent; ``leaks(state)`` builds a :class:`LeakTracker` for a game at its opening;
    ``options(seed)`` are the options of the seeded game (board sides, variants)."""

    invariant: Callable[[State], None] | None = None
    leaks: Callable[[State], LeakTracker] | None = None
    options: Callable[[int], dict[str, Any]] = no_options


def hooks_of(game_id: str) -> Hooks:
    """``HOOKS`` of ``tests/<game_id>/hooks.py``, or no hooks if the game has no such module."""
    module = game_module(game_id, "hooks")
    if module is None:
        return Hooks()
    hooks = module.HOOKS
    assert isinstance(hooks, Hooks), f"tests/{game_id}/hooks.py: HOOKS is a {type(hooks).__name__}, not a Hooks"
    return hooks
