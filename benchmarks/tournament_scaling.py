#!/usr/bin/env python
"""How a tournament scales with workers: a measurement, never a test.

Plays the same seeded tournament in this process, on 2..``--workers`` local processes and, with
``--dask``, on a dask.distributed ``LocalCluster`` of two single-thread workers; prints the wall
time and the speed-up of each over one worker, and checks that every run gave the same rows.
On a shared machine the speed-up is only as good as the cores that are free: run it alone.

Run:  python benchmarks/tournament_scaling.py [--game venturesome] [--bots greedy,random,random]
          [--games 300] [--workers 2] [--dask]
"""

from __future__ import annotations

import argparse
import time
from contextlib import AbstractContextManager

from venture_widgets.agents.tournament import Workers, executor, tournament


def timed(args: argparse.Namespace, pool: AbstractContextManager[Workers]) -> tuple[float, list[dict]]:
    with pool as workers:
        start = time.perf_counter()
        result = tournament(args.game, args.bots.split(","), args.games, workers=workers)
        return time.perf_counter() - start, result.rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="venturesome")
    parser.add_argument("--bots", default="greedy,random,random")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--dask", action="store_true", help="also on a LocalCluster of two workers")
    args = parser.parse_args()
    alone, rows = timed(args, executor(1))
    print(f"{args.game}, {args.games} games, {args.bots}: 1 worker {alone:.2f} s")

    def report(name: str, pool: AbstractContextManager[Workers]) -> None:
        seconds, same = timed(args, pool)
        print(f"{name}: {seconds:.2f} s, speed-up {alone / seconds:.2f}, same rows: {same == rows}")

    for count in range(2, args.workers + 1):
        report(f"{count} workers", executor(count))
    if args.dask:
        from distributed import LocalCluster

        with LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None) as cluster:
            report("dask LocalCluster, 2 workers", executor(dask=cluster.scheduler_address))


if __name__ == "__main__":
    main()
