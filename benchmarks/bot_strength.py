#!/usr/bin/env python
"""Two settings of the greedy bot played against each other: a measurement, never a test.

Plays ``--games`` two-player games of a game, the settings taking each seat in turn, on seeds
``--seed``, ``--seed`` + 1, ... and reports the wins of each, the mean score difference, and the
time each takes per decision (median, p90, max; wall clock).

A setting is ``samples=N,beam=K`` (either may be left out: the bot's defaults). The default
compares the bot as it is with the bot that followed every option on three samples.

Run:  python benchmarks/bot_strength.py [--game wild_venture] [--games 60] [--seed 1000]
          [--a "samples=1,beam=3"] [--b "samples=3,beam=99"]
"""

from __future__ import annotations

import argparse
import statistics
import time

from venture_widgets import load_game
from venture_widgets.agents import GreedyAgent
from venture_widgets.agents.base import SeatView


def settings(text: str) -> dict[str, int]:
    """``"samples=1,beam=3"`` -> ``{"samples": 1, "beam": 3}``."""
    pairs = [item.split("=") for item in text.split(",") if item.strip()]
    return {name.strip(): int(value) for name, value in pairs}


def spread(times: list[float]) -> str:
    ranked = sorted(times)
    p90 = ranked[min(len(ranked) - 1, int(0.9 * len(ranked)))]
    return f"{statistics.median(ranked):.1f} / {p90:.1f} / {ranked[-1]:.1f}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="wild_venture")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--a", default="", help="the first setting (default: the bot's defaults)")
    parser.add_argument("--b", default="samples=3,beam=99", help="the second setting")
    args = parser.parse_args(argv)
    game = load_game(args.game)
    named = {"a": settings(args.a), "b": settings(args.b)}
    wins = dict.fromkeys(named, 0)
    difference = 0
    times: dict[str, list[float]] = {name: [] for name in named}
    for number in range(args.games):
        seed = args.seed + number
        order = ["a", "b"] if number % 2 == 0 else ["b", "a"]
        bots = [GreedyAgent(seed=seed * 2 + seat, **named[name]) for seat, name in enumerate(order)]
        state = game.new_game(players=2, seed=seed)
        while not state.is_over:
            seat = state.current_player
            start = time.perf_counter()
            action = bots[seat].choose(SeatView(state, seat))
            times[order[seat]].append((time.perf_counter() - start) * 1e3)
            state.apply(action)
        totals = [score["total"] for score in state.scores()]
        a_seat = order.index("a")
        difference += totals[a_seat] - totals[1 - a_seat]
        for seat, name in enumerate(order):
            wins[name] += totals[seat] > totals[1 - seat]
    print(f"{args.game}: {args.games} games, seeds from {args.seed}, each setting in each seat in turn")
    print("| setting | wins | ms per decision (median / p90 / max) |")
    print("|---|---:|---|")
    for name, given in named.items():
        print(f"| {name}: {given or 'defaults'} | {wins[name]} | {spread(times[name])} |")
    print(f"mean score difference, a less b: {difference / args.games:+.2f}")


if __name__ == "__main__":
    main()
