"""Which games the front end can draw: the games of the built bundle.

The front end keeps one list of games, ``GAMES`` in ``js/games/index.js`` (a game's renderer
lives in ``js/games/<id>/``); ``npm run build`` bundles it into ``static/venture_widgets.js``,
the file the browser runs. Python reads the list from there, so it can never disagree with what
the browser gets, and :class:`~venture_widgets.widgets.Table` and
:class:`~venture_widgets.widgets.Tutorial` refuse, naming what is missing, a game the front end
cannot draw yet.

>>> games_in_bundle("var x = 1;\\nvar GAMES = { venturesome, wild_venture: wildVenture };\\n")
['venturesome', 'wild_venture']
>>> "venturesome" in front_end_games()
True
>>> require_front_end("venturesome", "vw.Table")
"""

from __future__ import annotations

import functools
import re

from ..core.errors import RulesError
from .base import STATIC

_GAMES = re.compile(r"^var GAMES = \{([^}]*)\};$", re.MULTILINE)


class FrontEndError(RulesError):
    """A widget was asked for a game the front end does not draw."""


def games_in_bundle(bundle: str) -> list[str]:
    """The keys of the ``GAMES`` object in the text of a built bundle, sorted."""
    found = _GAMES.search(bundle)
    if found is None:
        raise FrontEndError("the front-end bundle has no list of games (var GAMES = {...}): rebuild it (npm run build)")
    return sorted(item.split(":")[0].strip() for item in found.group(1).split(",") if item.strip())


@functools.cache
def front_end_games() -> list[str]:
    """The ids of the games the committed bundle draws, sorted."""
    return games_in_bundle((STATIC / "venture_widgets.js").read_text(encoding="utf-8"))


def require_front_end(game_id: str, widget: str) -> None:
    """Nothing if the front end draws ``game_id``, else a :class:`FrontEndError` naming the game,
    the missing part and ``widget`` (e.g. ``"vw.Table"``)."""
    if game_id not in front_end_games():
        raise FrontEndError(
            f"{widget} cannot show {game_id}: the front end has no table for it yet (a renderer in "
            f"js/games/{game_id}/, listed in js/games/index.js); front ends: {', '.join(front_end_games())}"
        )
