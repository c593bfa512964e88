#!/usr/bin/env python
"""How long finding a game's seed from one seat's view would take: a measurement, never a test.

The attack (issue 8): take what seat 0 sees at the start (its own hand, the face-up cards), deal
new games from candidate seeds with the public engine, and keep the seed whose deal shows seat 0
the same. Whoever finds the seed knows every hand and the deck order. This script measures how
many candidates one core checks per second and what that means for a search over every seed of
the old default size (32 bits) and of the current one (``SEED_BITS``, 64).

Run:  python benchmarks/seed_search.py [GAME ...] [--seconds 2]
"""

from __future__ import annotations

import argparse
import platform
import sys
import time

from venture_widgets import list_games, load_game
from venture_widgets.core.rng import SEED_BITS

YEAR = 365.25 * 24 * 3600


def candidates_per_second(game_id: str, seconds: float) -> float:
    """Check candidate seeds against seat 0's opening view for about ``seconds``."""
    game = load_game(game_id)
    players = game.info.min_players
    target = game.new_game(players=players).observe(0)  # a default (secret) seed
    checked, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        if game.new_game(players=players, seed=checked).observe(0) == target:
            print(f"  {game_id}: candidate {checked} matches (a seed that small is not a default one)")
        checked += 1
    return checked / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list_games())
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]} on {platform.machine()}, one core")
    print("| game | candidates/s | all 2^32 seeds | all 2^64 seeds |")
    print("|---|---:|---:|---:|")
    for game_id in args.games:
        rate = candidates_per_second(game_id, args.seconds)
        old = 2**32 / rate / 3600
        new = 2**SEED_BITS / rate / YEAR
        print(f"| {game_id} | {rate:,.0f} | {old:,.1f} hours | {new:.2e} years |")


if __name__ == "__main__":
    main()
