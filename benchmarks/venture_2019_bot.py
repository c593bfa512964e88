#!/usr/bin/env python
"""How Venture (2019)'s bots fare against each other, at 3 to 6 players: a measurement, never a
test (``tests/venture_2019/test_v19_bot.py`` asserts a margin on fewer games).

For each pairing (a bot against a field of another, e.g. ``greedy:random``: one greedy bot and
random bots in the other seats) and each player count, the tested bot sits at each seat in turn
for ``--games`` seeded games a seat (seeds ``--seed + 1000 * players + 100 * seat`` on), and the
row reports its win rate next to the rate a seat wins by chance (1 / players), the games, and the
tested bot's ms per decision (decisions with one legal action, such as a ``pass`` with no instant
in hand, are not asked).

The rows go to ``--json`` (``benchmarks/results/venture_2019_bot.json``); a row replaces the row
of the same pairing and player count.

Run:  python benchmarks/venture_2019_bot.py [--pairs greedy:random planner:greedy] [--players 3 4 5 6]
          [--games 20] [--seed 0] [--json benchmarks/results/venture_2019_bot.json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path
from typing import Any

from venture_widgets import load_game
from venture_widgets.agents import make_agent
from venture_widgets.agents.base import SeatView

GAME = "venture_2019"


def play(bots: list[str], seed: int, tested: int, times: list[float]) -> list[int]:
    """One seeded game between ``bots``; the ms of seat ``tested``'s decisions go into ``times``;
    the winners back."""
    state = load_game(GAME).new_game(players=len(bots), seed=seed)
    agents = [make_agent(name, seed * 1009 + seat) for seat, name in enumerate(bots)]
    while not state.is_over:
        seat = state.current_player
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply(legal[0])
            continue
        start = time.perf_counter()
        action = agents[seat].choose(SeatView(state, seat))
        if seat == tested:
            times.append((time.perf_counter() - start) * 1e3)
        state.apply(action)
    return state.winners()


def row(bot: str, field: str, players: int, per_seat: int, seed: int) -> dict[str, Any]:
    """The figures of ``bot`` against ``field`` bots at ``players``."""
    wins = 0
    times: list[float] = []
    for seat in range(players):
        bots = [field] * players
        bots[seat] = bot
        for number in range(per_seat):
            wins += seat in play(bots, seed + 1000 * players + 100 * seat + number, seat, times)
    games = per_seat * players
    return {
        "bot": bot,
        "field": field,
        "players": players,
        "games": games,
        "wins": wins,
        "win_rate": round(wins / games, 3),
        "chance": round(1 / players, 3),
        "ms_per_decision": {"mean": round(statistics.mean(times), 2), "max": round(max(times), 1)},
    }


def save(path: Path, figures: dict[str, Any]) -> None:
    """Put the row into the JSON file, replacing the row of the same pairing and player count."""
    data = json.loads(path.read_text()) if path.exists() else {"rows": []}
    setting = (figures["bot"], figures["field"], figures["players"])
    rows = [r for r in data["rows"] if (r["bot"], r["field"], r["players"]) != setting]
    data["rows"] = sorted([*rows, figures], key=lambda r: (r["bot"], r["field"], r["players"]))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1) + "\n")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", nargs="+", default=["greedy:random", "planner:greedy"])
    parser.add_argument("--players", nargs="+", type=int, default=[3, 4, 5, 6])
    parser.add_argument("--games", type=int, default=20, help="games per seat")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", default="benchmarks/results/venture_2019_bot.json")
    args = parser.parse_args(argv)
    print("| bot | against | players | games | win rate | chance | ms/decision (mean / max) |")
    print("|---|---|---:|---:|---:|---:|---|")
    for pair in args.pairs:
        bot, field = pair.split(":")
        for players in args.players:
            figures = row(bot, field, players, args.games, args.seed)
            save(Path(args.json), figures)
            ms = figures["ms_per_decision"]
            print(
                f"| {bot} | {field} | {players} | {figures['games']} | {figures['win_rate']:.1%} | "
                f"{figures['chance']:.1%} | {ms['mean']:.2f} / {ms['max']:.1f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
