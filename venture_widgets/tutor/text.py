"""Positions and events as plain text, for notebook cells whose printed output is checked.

Each game renders its own observations in ``venture_widgets.games.<id>.show.render``; only
what ``state.observe(seat)`` shows is printed, so a hidden card never appears.

>>> from venture_widgets import load_game
>>> state = load_game("venturesome").scenario({
...     "players": 2, "hands": [["GUIDE.MAP"], ["AVIATOR.RING"]], "expeditions": [[], []],
...     "threats": ["ROPE_BRIDGE", "JAGUAR"]})
>>> show(state, seat=0)  # doctest: +ELLIPSIS
Round 1 of 3. Seat 0 (you) to decide: Play a card into your expedition [turn.play]
...
>>> show_events(state.apply("play GUIDE.MAP"))
[turn.play] Seat 0 plays Guide (Map) into the expedition.
[turn.last_card] Guide was Seat 0's last card: its effect is skipped.
>>> render({"game": "chess"})
Traceback (most recent call last):
...
venture_widgets.core.errors.RulesError: no text renderer for game 'chess'
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import Any

from ..core.errors import RulesError
from ..core.game import State
from ..core.registry import list_games


def render(view: Mapping[str, Any]) -> str:
    """The text of an observation (``state.observe(seat)``) of any game."""
    game = view.get("game") if isinstance(view, Mapping) else None
    if game not in list_games():
        raise RulesError(f"no text renderer for game {game!r}")
    return importlib.import_module(f"venture_widgets.games.{game}.show").render(view)


def render_events(events: Sequence[Mapping[str, Any]]) -> str:
    """One line per event: ``[rule] text``."""
    return "\n".join(f"[{event['rule']}] {event['text']}" for event in events)


def show(state: State, seat: int | None = None) -> None:
    """Print the position as ``seat`` sees it (``None``: what everyone sees)."""
    print(render(state.observe(seat)))


def show_events(events: Sequence[Mapping[str, Any]]) -> None:
    """Print events, one per line, each with the rule it applies."""
    print(render_events(events))
