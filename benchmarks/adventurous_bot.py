#!/usr/bin/env python
"""How the bots fare at Adventurous, per difficulty, with and without journey effects: a
measurement of the content (is every difficulty winnable, is Legend hard?), never a test.

For each bot, difficulty and ship side it plays ``--games`` seeded solo games (seeds ``--seed``,
``--seed`` + 1, ...: the same deals for every bot) and reports the mean final score, the rates of
Marvelous Adventure / Successful Voyage / Lost at Sea, the mean of each score line, the cards set
aside, and the bot's ms per decision (decisions with one legal action are not asked).

Each finished row is written to ``--json`` at once (rows already there for other settings are
kept), so two runs, one per ship side, can share the file. The rows are in the file
``benchmarks/results/adventurous_bot.json``; the hint's time per call on mid-game positions is
measured with ``--hints N``.

Run:  python benchmarks/adventurous_bot.py [--bots planner greedy] [--games 200] [--greedy-games 200]
          [--difficulty novice seasoned veteran legend] [--journey off on]
          [--json benchmarks/results/adventurous_bot.json] [--hints 12]
"""

from __future__ import annotations

import argparse
import fcntl
import json
import random
import statistics
import time
from pathlib import Path
from typing import Any

from venture_widgets import load_game
from venture_widgets.agents import make_agent
from venture_widgets.agents.base import Agent, SeatView
from venture_widgets.agents.hints import hints
from venture_widgets.games.adventurous.rules import DIFFICULTIES
from venture_widgets.games.adventurous.scoring import CATEGORIES, result

RESULTS = ("marvelous", "successful", "lost")


def play(agent: Agent, seed: int, options: dict[str, Any], times: list[float]) -> dict[str, Any]:
    """One solo game; the bot's ms per decision go into ``times``; the final score sheet back
    (with the number of cards set aside)."""
    state = load_game("adventurous").new_game(players=1, seed=seed, **options)
    while not state.is_over:
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply(legal[0])
            continue
        start = time.perf_counter()
        action = agent.choose(SeatView(state, 0))
        times.append((time.perf_counter() - start) * 1e3)
        state.apply(action)
    return {**state.scores()[0], "set_aside": len(state.set_aside)}


def row(bot: str, difficulty: str, journey: bool, games: int, seed: int) -> dict[str, Any]:
    """The figures of one bot at one difficulty and ship side."""
    options = {"difficulty": difficulty, "journey_effects": journey}
    times: list[float] = []
    sheets = [play(make_agent(bot, number), number, options, times) for number in range(seed, seed + games)]
    totals = [sheet["total"] for sheet in sheets]
    rates = {name: sum(result(total)["id"] == name for total in totals) / games for name in RESULTS}
    return {
        "bot": bot,
        "difficulty": difficulty,
        "journey_effects": journey,
        "games": games,
        "seeds": [seed, seed + games - 1],
        "mean_score": round(statistics.mean(totals), 2),
        "stdev": round(statistics.pstdev(totals), 2),
        "best": max(totals),
        "rates": rates,
        "mean_lines": {name: round(statistics.mean(s[name] for s in sheets), 2) for name in (*CATEGORIES, "set_aside")},
        "ms_per_decision": {
            "mean": round(statistics.mean(times), 1),
            "median": round(statistics.median(times), 1),
            "p90": round(sorted(times)[int(0.9 * len(times))], 1),
            "max": round(max(times), 1),
        },
        "decisions_per_game": round(len(times) / games, 1),
    }


def hint_times(count: int, seed: int) -> dict[str, Any]:
    """ms per ``hints()`` call (1 s budget) on mid-game positions of greedy solo games."""
    times = []
    rng = random.Random(seed)
    for number in range(count):
        state = load_game("adventurous").new_game(players=1, seed=seed + number, difficulty="seasoned")
        agent = make_agent("greedy", number)
        for _ in range(rng.randrange(6, 30)):
            if state.is_over:
                break
            state.apply(agent.choose(SeatView(state, 0)))
        if state.is_over:
            continue
        start = time.perf_counter()
        hints(state, 0, seed=number)
        times.append((time.perf_counter() - start) * 1e3)
    return {
        "positions": len(times),
        "seconds": 1.0,
        "ms": {"median": round(statistics.median(times), 1), "max": round(max(times), 1)},
    }


def save(path: Path, key: str, value: Any) -> None:
    """Put ``value`` under ``key`` in the JSON file (rows: replacing the row of the same
    setting), holding a lock so that two runs can share the file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        data = json.loads(path.read_text()) if path.exists() else {"rows": []}
        if key == "rows":
            setting = (value["bot"], value["difficulty"], value["journey_effects"])
            rows = [r for r in data["rows"] if (r["bot"], r["difficulty"], r["journey_effects"]) != setting]
            data["rows"] = sorted([*rows, value], key=lambda r: (r["bot"], r["journey_effects"], r["difficulty"]))
        else:
            data[key] = value
        path.write_text(json.dumps(data, indent=1) + "\n")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", nargs="*", default=["planner", "greedy"], help="none: only the hints")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--greedy-games", type=int, default=200, help="games for the greedy bot")
    parser.add_argument("--difficulty", nargs="+", default=list(DIFFICULTIES))
    parser.add_argument("--journey", nargs="+", default=["off", "on"], choices=["off", "on"])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", default="benchmarks/results/adventurous_bot.json")
    parser.add_argument("--hints", type=int, default=0, help="also time hints() on this many positions")
    args = parser.parse_args(argv)
    path = Path(args.json)
    print("| bot | difficulty | journey | games | mean | Marvelous | Successful | Lost | ms/decision (mean / p90) |")
    print("|---|---|---|---:|---:|---:|---:|---:|---|")
    for bot in args.bots:
        games = args.greedy_games if bot == "greedy" else args.games
        for journey in args.journey:
            for difficulty in args.difficulty:
                figures = row(bot, difficulty, journey == "on", games, args.seed)
                save(path, "rows", figures)
                rates, ms = figures["rates"], figures["ms_per_decision"]
                print(
                    f"| {bot} | {difficulty} | {journey} | {games} | {figures['mean_score']:.1f} | "
                    f"{rates['marvelous']:.1%} | {rates['successful']:.1%} | {rates['lost']:.1%} | "
                    f"{ms['mean']:.0f} / {ms['p90']:.0f} |",
                    flush=True,
                )
    if args.hints:
        figures = hint_times(args.hints, args.seed)
        save(path, "hints", figures)
        print(f"hints(): {figures}")


if __name__ == "__main__":
    main()
