#!/usr/bin/env python
"""Engine speed for every game: a measurement, never a test.

For each game and player count it plays seeded random games and reports

- µs per random-play step (one ``legal_actions()`` plus one ``apply()``),
- games per second,
- µs per ``clone()``, per ``observe(seat)`` and per ``determinize(seat, rng)``,
- ms per decision of the greedy bot (what a person waits for after each move).

Each figure is the median of ``--repeats`` runs of about ``--seconds`` each, on one core.

Run:  python benchmarks/engine.py [GAME ...] [--seconds 1] [--repeats 3]
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable

from venture_widgets import list_games, load_game
from venture_widgets.agents import GreedyAgent, SeatView


def _median_rate(measure: Callable[[], tuple[float, int]], repeats: int) -> float:
    """Median of seconds-per-unit over repeated runs of ``measure`` (returns elapsed, units)."""
    return statistics.median(elapsed / units for elapsed, units in (measure() for _ in range(repeats)))


def random_playouts(game_id: str, players: int, seconds: float) -> tuple[float, int, int]:
    """Play random games for about ``seconds``; return elapsed, steps, games."""
    game = load_game(game_id)
    rng = random.Random(0)
    steps = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_game(players=players, seed=rng.randrange(2**32))
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            steps += 1
        games += 1
    return time.perf_counter() - start, steps, games


def sample_states(game_id: str, players: int, count: int = 200) -> list:
    """Positions from random games, spread over whole games."""
    game = load_game(game_id)
    rng = random.Random(1)
    states = []
    while len(states) < count:
        state = game.new_game(players=players, seed=rng.randrange(2**32))
        while not state.is_over:
            if rng.random() < 0.2:
                states.append(state.clone())
            state.apply(rng.choice(state.legal_actions()))
    return states[:count]


def per_call(states: list, call: Callable, seconds: float, repeats: int) -> float:
    """Median µs of one ``call(state)`` over the states, each repeat running about ``seconds``."""
    runs = []
    for _ in range(repeats):
        calls = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            for state in states:
                call(state)
            calls += len(states)
        runs.append((time.perf_counter() - start) / calls)
    return statistics.median(runs) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list_games())
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    print(f"Python {platform.python_version()} ({platform.python_implementation()}) on {platform.machine()}")
    header = (
        f"{'game':<13} {'pl':>2} {'µs/step':>8} {'games/s':>8} {'µs/clone':>9} {'µs/observe':>10} "
        f"{'µs/determinize':>14} {'ms/greedy':>9}"
    )
    print(header)
    for game_id in args.games:
        info = load_game(game_id).info
        for players in range(info.min_players, info.max_players + 1):
            runs = [random_playouts(game_id, players, args.seconds) for _ in range(args.repeats)]
            step = statistics.median(e / s for e, s, _ in runs) * 1e6
            gps = statistics.median(g / e for e, _, g in runs)
            states = sample_states(game_id, players)
            half, repeats = args.seconds / 2, args.repeats
            clone = per_call(states, lambda state: state.clone(), half, repeats)
            observe = per_call(states, lambda state: state.observe(state.current_player), half, repeats)
            rng = random.Random(2)
            determinize = per_call(
                states, lambda state, rng=rng: state.determinize(state.current_player, rng), half, repeats
            )
            bot = GreedyAgent(seed=0)
            decide = per_call(
                states[:50],
                lambda state, bot=bot: bot.choose(SeatView(state, state.current_player)),
                args.seconds,
                repeats,
            )
            greedy = decide / 1e3
            print(
                f"{game_id:<13} {players:>2} {step:>8.1f} {gps:>8.0f} {clone:>9.1f} {observe:>10.1f} "
                f"{determinize:>14.1f} {greedy:>9.2f}"
            )
            sys.stdout.flush()


if __name__ == "__main__":
    main()
