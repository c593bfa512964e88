"""Run under both CPython and Pyodide: doctests of every engine, bot and tutor module, then seeded games.

Prints one JSON line: the Python version, doctest counts, and the final snapshot of a few
seeded random games, which must be identical on both interpreters.
"""

import doctest
import importlib
import json
import pkgutil
import random
import sys

import venture_widgets
from venture_widgets import load_game

failed = attempted = 0
for module in pkgutil.walk_packages(venture_widgets.__path__, "venture_widgets."):
    if module.name.split(".")[1] in ("core", "games", "agents", "tutor"):
        result = doctest.testmod(importlib.import_module(module.name))
        failed += result.failed
        attempted += result.attempted

games = []
for game_id, seed, players in [
    ("venturesome", 1, 2),
    ("venturesome", 2, 3),
    ("venturesome", 3, 4),
    ("venturesome", 4, 5),
    ("wild_venture", 5, 2),
    ("wild_venture", 6, 2),
]:
    state = load_game(game_id).new_game(players=players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    games.append(state.snapshot())
print(json.dumps({"python": sys.version.split()[0], "doctests": [attempted, failed], "games": games}))
