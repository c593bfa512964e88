#!/usr/bin/env python
"""What one move of a lesson's free play costs the kernel: a measurement, never a test.

The last lesson of each game ends in a ``Play`` step: a free game against the greedy bot inside
``vw.Tutorial``. This plays that step to the end, one random legal move at a time, sent the way
the browser sends it (the widget's message handler), and reports per move the kernel's wall and
CPU milliseconds (the bot's replies included) and the moves made. No browser is connected, so the
packing of updates for the wire is not in these figures (``table_update.py`` measures that for a
table, which free play draws the same way). Many moves hand the decision straight back to the
learner (a card's effect, a path's next step), so the median is small; the bots' replies are the p90.

Run:  python benchmarks/free_play.py [--games 3] [--seed 0]
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time
from importlib.util import find_spec

from venture_widgets import list_games
from venture_widgets.tutor import Play
from venture_widgets.tutor.catalog import lessons
from venture_widgets.widgets import Tutorial
from venture_widgets.widgets.front_end import front_end_games

#: every game a tutorial can show: it has lessons and a table in the front end
GAMES = [
    game for game in front_end_games() if game in list_games() and find_spec(f"venture_widgets.games.{game}.lessons")
]


def at_free_play(game: str) -> Tutorial:
    """The game's last lesson, moved on to its free-play step."""
    tutorial = Tutorial(game, lessons(game)[-1].id)
    while not isinstance(tutorial.runner.current, Play):
        tutorial.runner.solve_step()
        tutorial.runner.next()
    tutorial.refresh()
    return tutorial


def play_out(game: str, rng: random.Random) -> tuple[list[float], list[float]]:
    """Wall and CPU ms of every learner move of one free game."""
    tutorial = at_free_play(game)
    wall: list[float] = []
    cpu: list[float] = []
    while tutorial.legal:
        action = rng.choice(tutorial.legal)["action"]
        started, started_cpu = time.perf_counter(), time.process_time()
        tutorial._on_message(tutorial, {"kind": "act", "action": action, "decision": tutorial.status["decision"]}, [])
        wall.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - started_cpu) * 1000)
    return wall, cpu


def spread(values: list[float]) -> str:
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return f"median {statistics.median(ordered):.1f}, p90 {p90:.1f}, max {ordered[-1]:.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="free games per game")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(f"python {platform.python_version()} on {platform.machine()}")
    for game in GAMES:
        rng = random.Random(args.seed)
        wall: list[float] = []
        cpu: list[float] = []
        for _ in range(args.games):
            more_wall, more_cpu = play_out(game, rng)
            wall += more_wall
            cpu += more_cpu
        print(f"{game}: {len(wall)} learner moves; kernel ms wall {spread(wall)}; CPU {spread(cpu)}")


if __name__ == "__main__":
    main()
