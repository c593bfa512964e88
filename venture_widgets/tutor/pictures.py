"""Positions as pictures, for notebook cells, and the live scores a learner's seat can count.

``picture(state, seat)`` draws what ``state.observe(seat)`` shows as one static SVG, as
python-chess draws its boards: cards with their names and texts, the board, hands, scores. A
notebook shows it without a kernel and without JavaScript, in JupyterLab, nbviewer and on
GitHub. The picture is made from the observation alone, so a card the seat cannot see is never
drawn. Each game draws its own in ``venture_widgets.games.<id>.picture``.

``live_scores(view)`` is what the seat can count of the scores now (Venturesome's treasure
piles, A Wild Venture's projected scores), also from the observation alone; the tutorial
widget sends it in its ``tutor`` trait (``js/CONTRACT.md``).

>>> from venture_widgets import load_game
>>> state = load_game("venturesome").scenario({
...     "players": 2, "hands": [["Guide (Map)"], ["Reporter (Ring)"]], "treasures": [["Professor (2 Gems)"], []],
...     "threats": ["Jaguar", "Trap"]})
>>> shown = picture(state, seat=0)
>>> shown
Picture(venturesome, round 1, as seat 0 sees it)
>>> shown._repr_svg_().startswith("<svg")
True
>>> live_scores(state.observe(0))["seats"][0]["total"]
2
>>> picture({"game": "chess"})
Traceback (most recent call last):
...
venture_widgets.core.errors.RulesError: no picture for game 'chess'
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from types import ModuleType
from typing import Any

from ..core.errors import RulesError
from ..core.game import State
from ..core.registry import list_games
from .text import render


def _module(view: Mapping[str, Any]) -> ModuleType:
    game = view.get("game") if isinstance(view, Mapping) else None
    if game not in list_games():
        raise RulesError(f"no picture for game {game!r}")
    return importlib.import_module(f"venture_widgets.games.{game}.picture")


def live_scores(view: Mapping[str, Any]) -> dict[str, Any]:
    """The scores the viewer of ``view`` (an observation) can count now; see ``js/CONTRACT.md``."""
    scores: dict[str, Any] = _module(view).live_scores(view)
    return scores


class Picture:
    """A position as one seat sees it: ``_repr_svg_`` draws it, ``str()`` is its text."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        self.view = view
        self.svg: str = _module(view).draw(view)

    def _repr_svg_(self) -> str:
        return self.svg

    def __str__(self) -> str:
        return render(self.view)

    def __repr__(self) -> str:
        view = self.view
        when = f"round {view['round']}" if "round" in view else f"turn {view.get('turn')}"
        who = "everyone" if view.get("seat") is None else f"seat {view['seat']}"
        return f"Picture({view['game']}, {when}, as {who} sees it)"


def picture(position: State | Mapping[str, Any], seat: int | None = None) -> Picture:
    """``position`` (a state, or an observation already made) as ``seat`` sees it (``None``:
    what everyone sees)."""
    view = position.observe(seat) if isinstance(position, State) else position
    return Picture(view)
