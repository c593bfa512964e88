"""Which parts each game of ``vw.list_games()`` has, each found by convention in its folders.

- engine: ``venture_widgets/games/<id>/`` with ``GAME`` (``vw.load_game``);
- bot: the greedy bot's evaluation, ``venture_widgets/games/<id>/bot.py``;
- hooks: the conformance suite's hooks, ``tests/<id>/hooks.py`` (without them, generic checks only);
- limits: the limits its rulebook prints, ``tests/<id>/limits.py`` (held by the hooks);
- cases: what the shared tests play for it, ``tests/<id>/cases.py`` (golden games, bot games,
  scenario specs);
- lessons: ``venture_widgets/games/<id>/lessons.py`` (``vw.Tutorial``);
- front end: a table drawing, ``js/games/<id>/`` listed in ``js/games/index.js`` (``vw.Table``).

Every game must have an engine and a bot. A game in progress may still lack lessons and a table
(and hooks, limits or cases): the test prints what each game has (``-s`` shows it) and fails only
for a missing engine or bot.
"""

from __future__ import annotations

from collections.abc import Callable

from game_modules import TESTS, has_module

import venture_widgets as vw
from venture_widgets.widgets.front_end import front_end_games

PARTS: dict[str, Callable[[str], bool]] = {
    "engine": lambda game_id: vw.load_game(game_id).info.id == game_id,
    "bot": lambda game_id: has_module(game_id, "bot"),
    "hooks": lambda game_id: (TESTS / game_id / "hooks.py").is_file(),
    "limits": lambda game_id: (TESTS / game_id / "limits.py").is_file(),
    "cases": lambda game_id: (TESTS / game_id / "cases.py").is_file(),
    "lessons": lambda game_id: has_module(game_id, "lessons"),
    "front end": lambda game_id: game_id in front_end_games(),
}
REQUIRED = ("engine", "bot")


def test_every_game_has_an_engine_and_a_bot() -> None:
    games = vw.list_games()
    found = {game_id: {part: has(game_id) for part, has in PARTS.items()} for game_id in games}
    width = max(map(len, games))
    print("\n" + " " * width + "  " + "  ".join(PARTS))
    for game_id, parts in found.items():
        marks = "  ".join(("yes" if present else "-").ljust(len(part)) for part, present in parts.items())
        print(f"{game_id.ljust(width)}  {marks}")
    missing = [f"{game_id}: no {part}" for game_id, parts in found.items() for part in REQUIRED if not parts[part]]
    assert not missing, missing
