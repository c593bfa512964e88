#!/usr/bin/env python
"""How strong a bot is against greedy bots: a measurement, never a test.

For each game, ``--bot`` (a spec, by default the ``expert`` level) plays ``--games`` games against
greedy bots in every other seat, sitting at each seat in turn (game ``n`` at seat ``n mod
players``, seeded ``--seed + n``). It reports the games it won (a shared win counts its share),
its win rate with a 95% Wilson interval, the fair share (one over the players), the one-sided
exact binomial p-value of winning at least that often with only a fair share's chance, and the
wall-clock seconds per game. Rows (one per game and seat, the tournament's columns) go to
``benchmarks/results/strength_<game>_<seed>.csv`` and the summary to ``strength_<game>_<seed>.json``.

Run:  python benchmarks/strength.py [--games-list venturesome:30,wild_venture:16] [--bot expert]
          [--players venturesome:3] [--workers 1] [--seed 7000]
"""

from __future__ import annotations

import argparse
import json
import math
import time
from pathlib import Path

from venture_widgets.agents.tournament import executor, play_rows, write_rows

RESULTS = Path(__file__).parent / "results"
#: players at the table per game (the issue's three-player Venturesome; two where a game allows it)
PLAYERS = {"venturesome": 3, "venture_forth": 2, "venture_2019": 3, "wild_venture": 2}


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion.

    >>> [round(x, 3) for x in wilson(18, 30)]
    [0.423, 0.754]
    """
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def p_value(successes: float, n: int, p: float) -> float:
    """One-sided exact binomial p-value of at least ``successes`` (rounded down) in ``n`` at ``p``.

    >>> round(p_value(18, 30, 1 / 3), 4)
    0.0025
    """
    k = math.floor(successes)
    return sum(math.comb(n, i) * p**i * (1 - p) ** (n - i) for i in range(k, n + 1))


def measure(game_id: str, bot: str, games: int, seed: int, workers: int) -> dict[str, object]:
    players = PLAYERS[game_id]
    rows = []
    start = time.perf_counter()
    with executor(workers) as pool:
        for seat in range(players):
            lineup = ["greedy"] * players
            lineup[seat] = bot
            count = len(range(seat, games, players))
            rows += play_rows(game_id, lineup, count, seed + seat * 1000, pool)
    seconds = time.perf_counter() - start
    mine = [row for row in rows if row["bot"] == bot]
    won = sum(row["win_share"] for row in mine)
    low, high = wilson(won, len(mine))
    RESULTS.mkdir(exist_ok=True)
    write_rows(rows, RESULTS / f"strength_{game_id}_{seed}.csv")
    summary = {
        "game": game_id,
        "bot": bot,
        "seed": seed,
        "players": players,
        "games": len(mine),
        "won": won,
        "win_rate": round(won / len(mine), 3),
        "interval_95": [round(low, 3), round(high, 3)],
        "fair_share": round(1 / players, 3),
        "p_value": round(p_value(won, len(mine), 1 / players), 5),
        "seconds_per_game": round(seconds / len(mine) * workers, 1),
    }
    (RESULTS / f"strength_{game_id}_{seed}.json").write_text(json.dumps(summary, indent=1) + "\n")
    return summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("--games-list", default="venturesome:30,wild_venture:16,venture_2019:15,venture_forth:12")
    parser.add_argument("--bot", default="expert")
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    for item in args.games_list.split(","):
        game_id, games = item.split(":")
        print(json.dumps(measure(game_id, args.bot, int(games), args.seed, args.workers)), flush=True)


if __name__ == "__main__":
    main()
