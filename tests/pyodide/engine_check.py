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

# every game of list_games(): each player count once (at least two games), seeds counting up from 1
cases = []
for game_id in venture_widgets.list_games():
    info = load_game(game_id).info
    counts = range(info.min_players, info.max_players + 1)
    cases += [(game_id, counts[k % len(counts)]) for k in range(max(2, len(counts)))]
games = []
for seed, (game_id, players) in enumerate(cases, start=1):
    state = load_game(game_id).new_game(players=players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    games.append(state.snapshot())
print(json.dumps({"python": sys.version.split()[0], "doctests": [attempted, failed], "games": games}))
