"""A game's own test modules, found by convention in its folder ``tests/<game id>/``.

The shared tests know no game by name: what only makes sense for one game (its conformance
hooks, ``tests/<id>/hooks.py``) sits in that game's folder and is loaded from there by file,
under the name ``<id>_<module>``. The game folders are no packages and every game has a
``hooks.py``, so pytest must not import them as plain ``hooks`` (see ``conftest.py``).

>>> game_module("venturesome", "hooks").__name__
'venturesome_hooks'
>>> game_module("venturesome", "no_such_module") is None
True
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

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
