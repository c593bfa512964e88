#!/usr/bin/env python
"""Memory held by tables that were closed and dropped: a measurement, never a test.

Builds ``--tables`` tables one after another (a notebook re-run many times does this), plays a
move on each, closes and drops it, and reports the process's resident memory before and after.
A widget kept alive by something after ``close()`` shows as growth (issue 8 measured 41 to 89 MB
for 400 tables while anywidget's file watcher held every one).

Run:  python benchmarks/widget_memory.py [--game venturesome] [--tables 400]
"""

from __future__ import annotations

import argparse
import gc
import resource
from pathlib import Path

from venture_widgets.widgets import Table


def rss_mb() -> float:
    """Resident memory now (Linux /proc), else the peak from getrusage."""
    status = Path("/proc/self/status")
    if status.exists():
        for line in status.read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="venturesome")
    parser.add_argument("--tables", type=int, default=400)
    args = parser.parse_args(argv)
    Table(args.game, seats=["human", "greedy"], seed=0).close()  # imports and caches warm
    gc.collect()
    before = rss_mb()
    for seed in range(args.tables):
        table = Table(args.game, seats=["human", "greedy"], seed=seed)
        table.act(table.legal[0]["action"])
        table.close()
        del table
    gc.collect()
    alive = sum(isinstance(thing, Table) for thing in gc.get_objects())
    print(f"{args.tables} tables of {args.game}: RSS {before:.1f} MB -> {rss_mb():.1f} MB; tables alive: {alive}")


if __name__ == "__main__":
    main()
