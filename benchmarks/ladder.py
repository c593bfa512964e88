#!/usr/bin/env python
"""The strength ladders of the README: a measurement, never a test.

For each game, a seeded round-robin of the random and greedy bots and MCTS at three budgets
(:mod:`venture_widgets.balance.ladder`), on one worker in this process. Saves the rows as
``benchmarks/results/ladder_<game>.csv``, the ratings as ``ladder_<game>.json`` beside them and
the chart as ``docs/ladder_<game>.svg``, and prints each table with the CPU time it took. The
budgets and game counts fit the whole set into about half an hour of one core here (Venture
Forth and A Wild Venture search slowest per game, so they get smaller budgets); the same
command gives the same files. ``--from-saved`` redraws the JSON and SVG from the saved CSV.

Run:  nice -n 10 python benchmarks/ladder.py [GAME ...] [--from-saved]
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import dataclass
from pathlib import Path

from venture_widgets.agents.tournament import executor, write_rows
from venture_widgets.balance.ladder import LadderResult, chart, from_rows, ladder, read_rows, summary

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
DOCS = ROOT / "docs"
SEED = 2026


@dataclass(frozen=True)
class Setup:
    """One game's ladder: the bots, the seats per game and the games per lineup."""

    bots: tuple[str, ...]
    players: int
    games: int


LADDERS = {
    "venturesome": Setup(("random", "greedy", "mcts:50", "mcts:200", "mcts:800"), 3, 3),
    "venture_2019": Setup(("random", "greedy", "mcts:30", "mcts:100", "mcts:300"), 3, 4),
    "wild_venture": Setup(("random", "greedy", "mcts:20", "mcts:60", "mcts:180"), 2, 8),
    "venture_forth": Setup(("random", "greedy", "mcts:20", "mcts:60", "mcts:180"), 2, 6),
    "adventurous": Setup(("random", "greedy", "mcts:30", "mcts:100", "mcts:300"), 2, 30),
}


def save(result: LadderResult) -> None:
    (RESULTS / f"ladder_{result.game}.json").write_text(json.dumps(summary(result), indent=1) + "\n")
    (DOCS / f"ladder_{result.game}.svg").write_text(chart(result) + "\n")


def run(game: str) -> LadderResult:
    setup = LADDERS[game]
    start = time.process_time()
    with executor(1) as workers:
        result = ladder(game, setup.bots, setup.games, SEED, setup.players, workers)
    print(f"{game}: {time.process_time() - start:.0f} s of CPU")
    write_rows(result.rows, RESULTS / f"ladder_{game}.csv")
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", metavar="GAME", help=f"default: all of {', '.join(LADDERS)}")
    parser.add_argument("--from-saved", action="store_true", help="redraw the JSON and SVG from the saved CSV")
    args = parser.parse_args()
    unknown = set(args.games) - set(LADDERS)
    if unknown:
        parser.error(f"no ladder for {', '.join(sorted(unknown))}")
    for game in args.games or LADDERS:
        if args.from_saved:
            result = from_rows(game, read_rows(RESULTS / f"ladder_{game}.csv"), LADDERS[game].games, seed=SEED)
        else:
            result = run(game)
        save(result)
        print(result.table(), flush=True)


if __name__ == "__main__":
    main()
