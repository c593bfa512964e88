#!/usr/bin/env python
"""Which of our reconstructed parts each seat got, and how often its holder won: a measurement,
never a test (docs/balance.md).

Replays the first games of a saved greedy-against-greedy run (the same seeds and bots, so the
same games), reads from the setup events which part each seat took (A Wild Venture: its
Initiate; Venture (2019): its role and talent) and prints each part's holders' win rate with a
95% Wilson interval against the fair share (shared wins count as fractions). For A Wild Venture
it also prints the starting player's win rate by the Initiate the other player chose first.

Run:  nice -n 10 python benchmarks/balance_parts.py wild_venture 150
      nice -n 10 python benchmarks/balance_parts.py venture_2019 400
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict

from venture_widgets.agents.match import GameResult, play_game
from venture_widgets.balance.analysis import WinRate

#: per game: its seats, the rule of the setup event that names a seat's part, and the part's name in the text
PARTS = {
    "wild_venture": (2, "setup.initiate", re.compile(r"chooses (\w+) Initiate")),
    "venture_2019": (3, "setup.roles", re.compile(r"is the (\w+)\.")),
}


def parts(result: GameResult, rule: str, pattern: re.Pattern[str]) -> dict[int, str]:
    """The part of each seat, from the game's setup events."""
    found = {}
    for event in result.events:
        match = pattern.search(event["text"]) if event["rule"] == rule else None
        if match and event.get("seat") is not None:
            found[event["seat"]] = match.group(1)
    return found


def share(result: GameResult, seat: int) -> float:
    return 1 / len(result.winners) if seat in result.winners else 0.0


def main(game: str, games: int) -> None:
    players, rule, pattern = PARTS[game]
    held: dict[str, list[float]] = defaultdict(list)
    starter_by_pick: dict[str, list[float]] = defaultdict(list)
    for seed in range(games):
        result = play_game(game, ["greedy"] * players, seed)
        chosen = parts(result, rule, pattern)
        for seat, name in chosen.items():
            held[name].append(share(result, seat))
        if game == "wild_venture":  # the rows' first_player is the seat that chose first, not the starter
            starter = result.state.first_player
            starter_by_pick[chosen[1 - starter]].append(share(result, starter))
    print(f"{game}, greedy against greedy, seeds 0 to {games - 1}")
    for name, shares in sorted(held.items()):
        print(WinRate(f"the holder of {name} wins", sum(shares), len(shares), 1 / players))
    for name, shares in sorted(starter_by_pick.items()):
        print(WinRate(f"the other chose {name} first; the starting player wins", sum(shares), len(shares), 0.5))


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
