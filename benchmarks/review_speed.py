"""How long a review takes a learner: one seat of a whole three-player Venturesome game at the
review's default budget, on one core (this process), and how soon its first reviewed decision
and its first mark come (the Review widget shows each as it comes).

Run it on a quiet machine; the figures are measurements, printed, never asserted:

    python benchmarks/review_speed.py              # 5 seeded games, seat 0 of each
    python benchmarks/review_speed.py --games 3 --bots greedy,random,greedy --seat 1
"""

from __future__ import annotations

import argparse
import statistics
import time

from venture_widgets.agents.match import play_game
from venture_widgets.review import REVIEW_ITERATIONS, decisions, review_decision


def timed_review(record: dict, seat: int) -> dict[str, float]:
    """Seconds to review every decision of ``seat``, to the first decision reviewed and to the first mark."""
    start = time.perf_counter()
    first = first_mark = None
    count = 0
    for index, state, played in decisions(record, seat):
        move = review_decision(state, played, index)
        count += 1
        now = time.perf_counter() - start
        first = now if first is None else first
        if move["mark"] and first_mark is None:
            first_mark = now
    return {
        "seconds": time.perf_counter() - start,
        "decisions": count,
        "first": first or 0.0,
        "first_mark": float("nan") if first_mark is None else first_mark,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game; the next ones count up")
    parser.add_argument("--bots", default="greedy,random,greedy", help="three comma-separated bots")
    parser.add_argument("--seat", type=int, default=1, help="the seat reviewed")
    args = parser.parse_args()
    bots = args.bots.split(",")
    print(
        f"Venturesome, {len(bots)} players ({args.bots}), seat {args.seat}, "
        f"{REVIEW_ITERATIONS['venturesome']} iterations a decision"
    )
    rows = []
    for seed in range(args.seed, args.seed + args.games):
        record = play_game("venturesome", bots, seed=seed).state.record()
        row = timed_review(record, args.seat)
        rows.append(row)
        print(
            f"seed {seed}: {row['decisions']} decisions in {row['seconds']:.1f} s; first reviewed after "
            f"{row['first']:.2f} s, first mark after {row['first_mark']:.1f} s"
        )
    seconds = [row["seconds"] for row in rows]
    print(
        f"whole seat: median {statistics.median(seconds):.1f} s, most {max(seconds):.1f} s; "
        f"first decision: most {max(row['first'] for row in rows):.2f} s; "
        f"per decision: {sum(seconds) / sum(row['decisions'] for row in rows):.2f} s"
    )


if __name__ == "__main__":
    main()
