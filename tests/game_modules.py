"""A game's own test modules, found by convention in its folder ``tests/<game id>/``, and which
games have a part of the package (``games_with("lessons")``).

The shared tests know no game by name: what only makes sense for one game sits in that game's
folder and is loaded from there by file, under the name ``<id>_<module>``:

- ``hooks.py``: the conformance suite's hooks, ``HOOKS`` (``conformance_hooks.py``);
- ``limits.py``: the limits the game's rulebook prints (``LIMITS``), their tracker (``TRACKER``,
  which the hooks hold on every step) and made-up events that break each (``BREACHES``, see
  ``test_limits.py``);
- ``cases.py``: what other shared tests play for the game: ``GOLDEN`` (players, seed) of the
  golden playthroughs (``tests/<id>/golden/``), ``BOT_GAMES`` the recorded bot games,
  ``scenario_spec(rng)`` a random scenario spec, ``SPEC_REFUSED`` and ``NAMES`` (see
  ``test_scenario_specs.py``). A game without a ``cases.py`` is left out of those tests.

The game folders are no packages and every game has the same module names, so pytest must not
import them as plain ``hooks``, ``cases`` or ``limits`` (see ``conftest.py``).

>>> game_module("venturesome", "hooks").__name__
'venturesome_hooks'
>>> game_module("venturesome", "no_such_module") is None
True
>>> [game_id for game_id, _ in every_game("cases", "GOLDEN")]
['adventurous', 'venture_2019', 'venture_forth', 'venturesome', 'wild_venture']
>>> "venturesome" in games_with("lessons")
True
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import venture_widgets as vw

TESTS = Path(__file__).parent


def game_module(game_id: str, name: str) -> ModuleType | None:
    """The module ``tests/<game_id>/<name>.py``, loaded once; ``None`` if the game has none."""
    path = TESTS / game_id / f"{name}.py"
    module_name = f"{game_id}_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    if not path.is_file():
        return None
    spec = importlib.util.spec_from_file_location(module_name, path)
    assert spec is not None and spec.loader is not None, path
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[module_name]
        raise
    return module


def every_game(name: str, attribute: str) -> list[tuple[str, Any]]:
    """(game id, ``attribute`` of ``tests/<id>/<name>.py``) for every game of ``vw.list_games()``
    whose module has it."""
    found = [(game_id, game_module(game_id, name)) for game_id in vw.list_games()]
    return [(game_id, getattr(module, attribute)) for game_id, module in found if hasattr(module, attribute)]


def has_module(game_id: str, name: str) -> bool:
    """Whether the game's package has the module ``venture_widgets/games/<game_id>/<name>.py``
    (or a package of that name)."""
    return importlib.util.find_spec(f"venture_widgets.games.{game_id}.{name}") is not None


def games_with(name: str) -> list[str]:
    """The games of ``vw.list_games()`` whose package has the module ``name`` (e.g. ``lessons``)."""
    return [game_id for game_id in vw.list_games() if has_module(game_id, name)]
