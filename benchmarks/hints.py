#!/usr/bin/env python
"""How long a hint takes: ``hints(state, seat)`` (a one-second search) per game, and the tutor's
strong move (the ``expert`` level's iterations, no time limit).

For each game it takes ``--positions`` positions spread over seeded random games (``engine.py``'s
``sample_states``: the fewest players, two at least; more than one legal action) and times, on
one core:

- a table's hint, ``hints(state, seat)`` (three moves, ``seconds=1.0``): the wall time, and the
  iterations the three moves got (the visits at the root of the three most visited moves);
- the reasons alone (``reason_facts`` for three moves: the sampled worlds, the moves applied,
  the observations compared);
- a lesson's strong move (``hints`` with the tutor's ``strong_budget``).

Run:  python benchmarks/hints.py [--positions 3] [--games venturesome ...]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from engine import sample_states

from venture_widgets import list_games, load_game
from venture_widgets.agents.base import SeatView
from venture_widgets.agents.hints import hints, reason_facts
from venture_widgets.tutor.runner import strong_budget


def row(game_id: str, count: int) -> str:
    hint_ms, iterations, reasons_ms, strong_ms = [], [], [], []
    clock = time.perf_counter
    players = max(2, load_game(game_id).info.min_players)
    for number, state in enumerate(sample_states(game_id, players, count, keep=lambda s: len(s.legal_actions()) > 1)):
        seat = state.current_player
        assert seat is not None
        start = clock()
        found = hints(state, seat, seed=number)
        hint_ms.append((clock() - start) * 1e3)
        iterations.append(sum(hint["visits"] for hint in found))
        start = clock()
        reason_facts(SeatView(state, seat), [hint["action"] for hint in found], random.Random(number))
        reasons_ms.append((clock() - start) * 1e3)
        start = clock()
        hints(state, seat, **strong_budget(state))
        strong_ms.append((clock() - start) * 1e3)
    median = statistics.median
    return (
        f"| {game_id} | {len(hint_ms)} | {median(hint_ms):.0f} / {max(hint_ms):.0f} | {median(iterations):.0f} | "
        f"{median(reasons_ms):.1f} | {median(strong_ms):.0f} / {max(strong_ms):.0f} |"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=3)
    parser.add_argument("--games", nargs="*", default=list_games())
    args = parser.parse_args(argv)
    print("| game | positions | 1 s hint ms (median / max) | visits of the top three | reasons ms | strong move ms |")
    print("|---|---:|---|---:|---:|---|")
    for game_id in args.games:
        print(row(game_id, args.positions), flush=True)


if __name__ == "__main__":
    main()
