#!/usr/bin/env python
"""A Wild Venture's starting player and its Initiates: a measurement, never a test (docs/balance.md).

Replays the first games of the saved greedy-against-greedy run (the same seeds, so the same games)
and reads from their events which Initiate each seat took; prints the win rate of each Initiate's
holder and of the starting player by the Initiate the other player chose first, with 95% Wilson
intervals (shared wins count half).

Run:  nice -n 10 python benchmarks/wild_venture_initiates.py [GAMES]   (default 150)
"""

from __future__ import annotations

import sys
from collections import defaultdict

from venture_widgets.agents.match import GameResult, play_game
from venture_widgets.balance.analysis import WinRate

RULE = "setup.initiate"


def initiates(result: GameResult) -> dict[int, str]:
    """The Initiate each seat chose, from the game's events ("Seat 1 chooses Fledgling Initiate ...")."""
    return {
        event["seat"]: event["text"].split(" chooses ")[1].split(" Initiate")[0]
        for event in result.events
        if event["rule"] == RULE and event.get("seat") is not None
    }


def share(result: GameResult, seat: int) -> float:
    return 1 / len(result.winners) if seat in result.winners else 0.0


def main(games: int) -> None:
    held: dict[str, list[float]] = defaultdict(list)
    starter_by_pick: dict[str, list[float]] = defaultdict(list)
    for seed in range(games):
        result = play_game("wild_venture", ["greedy", "greedy"], seed)
        chosen = initiates(result)
        starter = result.state.first_player  # the rows' first_player is the seat that chose first
        for seat, name in chosen.items():
            held[name].append(share(result, seat))
        starter_by_pick[chosen[1 - starter]].append(share(result, starter))
    print(f"A Wild Venture, greedy against greedy, seeds 0 to {games - 1}")
    for name, shares in sorted(held.items()):
        print(WinRate(f"{name} Initiate's holder wins", sum(shares), len(shares), 0.5))
    for name, shares in sorted(starter_by_pick.items()):
        print(WinRate(f"the other chose {name} first; the starting player wins", sum(shares), len(shares), 0.5))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 150)
