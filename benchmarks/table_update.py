#!/usr/bin/env python
"""What one human move at a ``vw.Table`` costs the kernel and the wire: a measurement, never a test.

Plays seeded games of every game through :class:`venture_widgets.widgets.Table`, one human seat
and greedy bots (as the play notebooks seat them). The human's move is a random legal action,
sent the way the browser sends it (the widget's message handler, so the ``handled`` answer is
included). Per human move (the bots' replies included) it reports

- kernel ms: the whole message (median, p90, max; wall clock, and CPU time, which a busy machine
  inflates less), split into the bots' decisions, the engine
  applying moves, ``observe`` / ``describe`` / ``legal_actions`` for the screen, the log's
  observation (``observe_events``), trait assignment (traitlets' comparisons), serialisation
  (ipywidgets' ``send_state`` / ``send`` and the JSON packing a kernel does), and the rest;
- bytes sent to the browser: the JSON of every comm message the widget sends (state updates and
  custom messages), in all and per trait.

Each category counts the time of its outermost call only (a bot's ``observe`` is the bot's).

Run:  python benchmarks/table_update.py [GAME ...] [--count 8] [--seed 0] [--json FILE]
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import platform
import random
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import ipywidgets
import traitlets
from jupyter_client.session import json_packer

import venture_widgets
from venture_widgets import load_game
from venture_widgets.agents import GreedyAgent, RandomAgent
from venture_widgets.core import view as core_view
from venture_widgets.widgets import Table
from venture_widgets.widgets.front_end import front_end_games

CATEGORIES = ("bots", "apply", "observe", "log", "traits", "serialise")


def seats(game_id: str) -> list[str]:
    """A human and greedy bots: three seats where the game allows, else as many as it allows."""
    info = load_game(game_id).info
    return ["human"] + ["greedy"] * (min(max(3, info.min_players), info.max_players) - 1)


class Clock:
    """Time per category, counting only the outermost timed call."""

    def __init__(self) -> None:
        self.totals: Counter[str] = Counter()
        self._busy = False

    def wrap(self, category: str, function: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(function)
        def timed(*args: Any, **kwargs: Any) -> Any:
            if self._busy:
                return function(*args, **kwargs)
            self._busy = True
            start = time.perf_counter()
            try:
                return function(*args, **kwargs)
            finally:
                self.totals[category] += time.perf_counter() - start
                self._busy = False

        return timed


@contextmanager
def instrumented(clock: Clock) -> Iterator[None]:
    """Wrap the functions of each category for the duration; put them back afterwards."""
    patches: list[tuple[object, str, Any]] = [
        (GreedyAgent, "choose", "bots"),
        (RandomAgent, "choose", "bots"),
        (ipywidgets.Widget, "send_state", "serialise"),
        (ipywidgets.Widget, "send", "serialise"),
        (traitlets.TraitType, "set", "traits"),
    ]
    for game_id in front_end_games():
        game = load_game(game_id)
        state_class = type(game.new_game(players=game.info.min_players, seed=0))
        patches += [(state_class, name, "observe") for name in ("observe", "describe", "legal_actions")]
        patches.append((state_class, "apply", "apply"))
    # the log's redaction, wherever a module of the package bound it
    for module in [m for name, m in sys.modules.items() if name.startswith("venture_widgets")]:
        for name in ("observe_events", "observe_event"):
            if getattr(module, name, None) is getattr(core_view, name):
                patches.append((module, name, "log"))
    saved = [(owner, name, owner.__dict__.get(name, None)) for owner, name, _ in patches]
    for owner, name, category in patches:
        setattr(owner, name, clock.wrap(category, getattr(owner, name)))
    try:
        yield
    finally:
        for owner, name, original in reversed(saved):
            if original is None:
                delattr(owner, name)
            else:
                setattr(owner, name, original)


class Wire:
    """Records the comm messages a widget sends: bytes in all, per trait and for custom messages."""

    def __init__(self, widget: ipywidgets.Widget) -> None:
        self.sizes: Counter[str] = Counter()
        send = widget.comm.send

        def record(data: Any = None, metadata: Any = None, buffers: Any = None) -> Any:
            packed = json_packer(data)  # what the kernel's session does with the content
            self.sizes["total"] += len(packed)
            if data.get("method") == "update":
                for key, value in data["state"].items():
                    self.sizes[key] += len(json_packer(value))
            else:
                self.sizes["custom"] += len(packed)
            return send(data=data, metadata=metadata, buffers=buffers)

        widget.comm.send = record

    def take(self) -> Counter[str]:
        sizes, self.sizes = self.sizes, Counter()
        return sizes


def play(game_id: str, seed: int, clock: Clock) -> Iterator[tuple[float, float, Counter[str], Counter[str]]]:
    """One game with a random human: per human move, the kernel seconds (wall clock and CPU),
    the category seconds and the bytes sent."""
    rng = random.Random(seed)
    table = Table(game_id, seats=seats(game_id), seed=seed)
    wire = Wire(table)
    while table.status["phase"] == "play":
        message = {"kind": "act", "action": rng.choice(table.legal)["action"], "decision": table.status["decision"]}
        clock.totals.clear()
        start, cpu = time.perf_counter(), time.thread_time()
        table._on_message(table, message, [])
        elapsed, cpu = time.perf_counter() - start, time.thread_time() - cpu
        assert table.error == "", table.error
        yield elapsed, cpu, Counter(clock.totals), wire.take()
    table.close()


def summary(values: list[float]) -> dict[str, float]:
    """Median, 90th percentile and maximum."""
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]
    return {"median": statistics.median(ordered), "p90": p90, "max": ordered[-1]}


def measure(game_id: str, games: int, seed: int) -> dict[str, Any]:
    """Every human move of ``games`` games of ``game_id``, summarised."""
    clock = Clock()
    totals: list[float] = []
    cpus: list[float] = []
    parts: dict[str, list[float]] = defaultdict(list)
    sizes: dict[str, list[float]] = defaultdict(list)
    with instrumented(clock):
        for number in range(games):
            for elapsed, cpu, categories, sent in play(game_id, seed + number, clock):
                totals.append(elapsed * 1e3)
                cpus.append(cpu * 1e3)
                for category in CATEGORIES:
                    parts[category].append(categories[category] * 1e3)
                parts["other"].append((elapsed - sum(categories.values())) * 1e3)
                for key in {*sent, "total"}:
                    sizes[key].append(sent[key])
    moves = len(totals)
    for values in sizes.values():  # a trait absent from a move's messages sent 0 bytes then
        values.extend([0] * (moves - len(values)))
    return {
        "game": game_id,
        "seats": seats(game_id),
        "games": games,
        "human_moves": moves,
        "kernel_ms": summary(totals),
        "kernel_cpu_ms": summary(cpus),
        "kernel_ms_parts": {name: summary(values) for name, values in parts.items()},
        "bytes": {key: summary(values) for key, values in sorted(sizes.items())},
    }


def report(result: dict[str, Any]) -> str:
    """The figures of one game as a small text table."""
    lines = [
        f"{result['game']}, seats {result['seats']}: {result['games']} games, {result['human_moves']} human moves",
        f"  {'kernel ms per human move':<28} {'median':>8} {'p90':>8} {'max':>8}",
    ]
    rows = [("total", result["kernel_ms"]), ("total CPU", result["kernel_cpu_ms"]), *result["kernel_ms_parts"].items()]
    lines += [f"  {name:<28} {s['median']:>8.2f} {s['p90']:>8.2f} {s['max']:>8.2f}" for name, s in rows]
    lines.append(f"  {'bytes sent per human move':<28} {'median':>8} {'p90':>8} {'max':>8}")
    ordered = sorted(result["bytes"].items(), key=lambda item: (item[0] != "total", -item[1]["median"]))
    lines += [f"  {name:<28} {s['median']:>8.0f} {s['p90']:>8.0f} {s['max']:>8.0f}" for name, s in ordered]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=front_end_games())
    parser.add_argument("--count", type=int, default=8, help="games per game id")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args(argv)
    where = venture_widgets.__file__
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"Python {platform.python_version()} on {platform.machine()}, load {load}; venture_widgets from {where}")
    Table("venturesome", seats=["human", "greedy"], seed=0).close()  # imports and caches warm
    results = []
    for game_id in args.games:
        results.append(measure(game_id, args.count, args.seed))
        print(report(results[-1]), flush=True)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(results, out, indent=1)


if __name__ == "__main__":
    main()
