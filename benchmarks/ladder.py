#!/usr/bin/env python
"""The strength ladders of the README: a measurement, never a test.

For each game, a seeded round-robin of the random and greedy bots and MCTS at three budgets
(:mod:`venture_widgets.balance.ladder`), on one worker in this process. Saves the rows as
``benchmarks/results/ladder_<game>.csv``, then from the saved rows the ratings as
``ladder_<game>.json`` beside them and every game's chart, one under the other, as
``docs/ladder.svg``; prints each table and the CPU time each ladder took (a bar shows the games
played as it runs). The budgets are a factor of ten apart (10, 100 and 1,000 iterations), so
that neighbours differ by more than a few games can hide; but the small one is 30 in Adventurous,
where 10 play barely better than random, and 20 in A Wild Venture, where 10 play no better and 30
about as well as greedy; and the middle one is 30 in Venture Forth, where 100 play about as well
as greedy. The whole set takes about 260 CPU-minutes here (Venture Forth about 100, its 160 games
with ``mcts:1000`` most of them; A Wild Venture about 65; Venture (2019) about 55; Venturesome 33;
Adventurous 8; one ladder per core with ``python benchmarks/ladder.py GAME``, or one ladder on
``--workers N`` processes); the same command gives the same files, whatever the workers, as every
game is seeded by itself. A ladder stopped (Ctrl-C) goes on from its last whole lineup when run
again. ``--keep-saved`` keeps the lineups of the saved rows that the ladder plays again (to replace
one bot without playing the other bots' lineups again: only while the engine and the bots play
as they did). ``--from-saved`` only redraws the JSON and SVG from the saved rows.

Run:  nice -n 10 python benchmarks/ladder.py [GAME ...] [--workers N] [--keep-saved | --from-saved]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from venture_widgets.agents.tournament import executor, write_rows
from venture_widgets.balance.ladder import LadderResult, chart, from_rows, ladder, read_rows, saved_games, summary
from venture_widgets.balance.plots import stack
from venture_widgets.cli import progress_bar

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


BUDGETS = ("mcts:10", "mcts:100", "mcts:1000")
LADDERS = {
    "venturesome": Setup(("random", "greedy", *BUDGETS), 3, 20),
    "venture_2019": Setup(("random", "greedy", *BUDGETS), 3, 24),
    "wild_venture": Setup(("random", "greedy", "mcts:20", "mcts:100", "mcts:1000"), 2, 20),
    # a hundred iterations play about as well as greedy here: thirty make a step below it
    "venture_forth": Setup(("random", "greedy", "mcts:10", "mcts:30", "mcts:1000"), 2, 20),
    # ten iterations barely lift a crew above random moves here (23.1 against 18.3 points): 30 do
    "adventurous": Setup(("random", "greedy", "mcts:30", "mcts:100", "mcts:1000"), 2, 25),
}


def run(game: str, workers: int, keep_saved: bool = False) -> None:
    """Play the game's ladder on ``workers`` processes and save its rows. The rows so far are
    kept after each lineup in ``ladder_<game>.partial.csv`` (not in git), and a ladder stopped
    goes on from there when run again; the file goes when the ladder is done. ``keep_saved``:
    without a partial file, the lineups of ``ladder_<game>.csv`` that the ladder plays again are
    kept (after a bot was replaced; never after the engine or a bot changed how it plays)."""
    setup = LADDERS[game]
    partial, final = RESULTS / f"ladder_{game}.partial.csv", RESULTS / f"ladder_{game}.csv"
    source = partial if partial.is_file() else final if keep_saved and final.is_file() else None
    resume = read_rows(source) if source else []
    if source:
        print(
            f"{game}: keeping the lineups it plays again of the {len(resume) // setup.players} games in {source.name}"
        )
    start, wall = time.process_time(), time.perf_counter()
    with executor(workers) as pool:
        result = ladder(
            game,
            setup.bots,
            setup.games,
            SEED,
            setup.players,
            pool,
            progress_bar(sys.stderr),
            resume=resume,
            saving=lambda rows: write_rows(rows, partial),
        )
    spent = f"{time.process_time() - start:.0f} s of CPU" if workers == 1 else f"{time.perf_counter() - wall:.0f} s"
    kept = len(saved_games(resume).keys() & saved_games(result.rows).keys())
    print(f"{game}: {result.total_games - kept} games in {spent} ({kept} kept)")
    write_rows(result.rows, final)
    partial.unlink(missing_ok=True)


def saved(game: str) -> LadderResult:
    """The game's ladder from its saved rows; writes its ratings beside them."""
    result = from_rows(game, read_rows(RESULTS / f"ladder_{game}.csv"), LADDERS[game].games, seed=SEED)
    (RESULTS / f"ladder_{game}.json").write_text(json.dumps(summary(result), indent=1) + "\n")
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", metavar="GAME", help=f"default: all of {', '.join(LADDERS)}")
    parser.add_argument("--workers", type=int, default=1, help="processes per ladder (default 1: this one)")
    parser.add_argument("--from-saved", action="store_true", help="only redraw the JSON and SVG from the saved CSV")
    parser.add_argument(
        "--keep-saved",
        action="store_true",
        help="keep the saved CSV's games that the ladder plays again (after replacing a bot)",
    )
    args = parser.parse_args()
    unknown = set(args.games) - set(LADDERS)
    if unknown:
        parser.error(f"no ladder for {', '.join(sorted(unknown))}")
    if not args.from_saved:
        for game in args.games or LADDERS:
            run(game, args.workers, args.keep_saved)
    results = [saved(game) for game in LADDERS if (RESULTS / f"ladder_{game}.csv").is_file()]
    for result in results:
        print(result.table(), flush=True)
    charts = [chart(result) for result in results]
    (DOCS / "ladder.svg").write_text(stack(charts, title="How strong are the bots") + "\n")


if __name__ == "__main__":
    main()
