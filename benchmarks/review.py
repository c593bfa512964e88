#!/usr/bin/env python
"""Whether the game review tells players apart: the loss it finds in random, greedy and expert play.

For each game (``--game``, by default all five) it plays ``--games`` seeded games (game ``n``
seeded ``--seed + n``) between the bots ``random``, ``greedy`` and ``expert``, then reviews every
seat of each record (:func:`venture_widgets.review.review`, ``--iterations`` a decision, by default
the review's own budget). The seating turns with the seed so that no bot always sits first:

- a game that seats three (``info.min_players <= 3 <= info.max_players``) has one seat of each
  bot, the order shifted by ``seed mod 3``;
- a two-seat game has one of the pairs random-greedy, greedy-expert, expert-random (``seed mod
  3``), in one order or the other (``seed // 3 mod 2``), so each bot plays about 2/3 of the games.

Per game and bot it prints the decisions with a choice (a forced decision, one legal move, has no
loss and no mark), the mean loss over them (pooled: the sum of the losses over the number of
decisions) with a 95% interval from a bootstrap over games (percentiles of 2000 resamples of the
games, seeded, a game's decisions kept together), the share of those decisions where the move
played was the review's best, and the marks per 100 decisions with a choice (one mark a decision:
inaccuracy from a loss of 0.05, mistake from 0.10, blunder from 0.20, the review's
``THRESHOLDS``). The verdict line says whether random's mean loss is above greedy's and greedy's
above expert's, whether the intervals are apart, and the bootstrap interval of each difference
(the games resampled together, so a game's bots stay paired).

Timings are measurements, never checked: the seconds to play the games, and the review's wall
time per decision both over the decisions with a choice and over all decisions (forced ones
included), each timed inside its worker process (so the per-task figures do not depend on
``--workers``, but do on what else the machine runs).

Each game's row (its bots, the review's per-seat sums, the timings) is appended to ``--out`` (JSON
lines, ``benchmarks/results/review.jsonl``) as soon as it is done; ``--resume`` skips the games
(game, seed, iterations) already there, so a long run can be stopped and continued. Without it
every game is played again, and a later row replaces an earlier one of the same game. The games
are handed out round the games (game 0 of each, then game 1 of each...), so that a run stopped
early has about as many of each. The tables are made from the file's rows of this run's games,
each printed as soon as its last game is done; ``--report`` prints them from the file, playing
nothing (a game not all played yet says how many it has).

Run:  python benchmarks/review.py [--game venture_forth ...] [--games 20] [--seed 0]
          [--iterations 1000] [--workers 1] [--out benchmarks/results/review.jsonl] [--resume | --report]
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

from venture_widgets import list_games, load_game
from venture_widgets.agents.match import play_game
from venture_widgets.review import MARKS, review

RESULTS = Path(__file__).parent / "results"
#: the bots, weakest first
BOTS = ("random", "greedy", "expert")
#: the lineups of a two-seat game, by ``seed mod 3`` (each reversed by ``seed // 3 mod 2``)
PAIRS = (("random", "greedy"), ("greedy", "expert"), ("expert", "random"))
#: bootstrap resamples of the games, and their seed
RESAMPLES = 2000
BOOTSTRAP_SEED = 2026

Row = dict[str, Any]


def lineup(game_id: str, seed: int) -> list[str]:
    """The bots of game ``seed``, one a seat (see the module docstring).

    >>> lineup("venturesome", 0), lineup("venturesome", 1)
    (['random', 'greedy', 'expert'], ['greedy', 'expert', 'random'])
    >>> [lineup("wild_venture", seed) for seed in (0, 1, 3)]
    [['random', 'greedy'], ['greedy', 'expert'], ['greedy', 'random']]
    """
    info = load_game(game_id).info
    if info.min_players <= 3 <= info.max_players:
        shift = seed % 3
        return list(BOTS[shift:] + BOTS[:shift])
    if info.min_players <= 2 <= info.max_players:
        pair = PAIRS[seed % 3]
        return list(pair if (seed // 3) % 2 == 0 else pair[::-1])
    raise SystemExit(f"{game_id} seats neither two nor three players")


def reviewed_game(game_id: str, seed: int, iterations: int | None) -> Row:
    """Play game ``seed`` of ``game_id`` and review every seat: the game's row."""
    bots = lineup(game_id, seed)
    start = time.perf_counter()
    result = play_game(game_id, bots, seed)
    play_seconds = time.perf_counter() - start
    start = time.perf_counter()
    reviewed = review(result.state.record(), seat=None, iterations=iterations)
    review_seconds = time.perf_counter() - start
    seats = []
    for seat, bot in enumerate(bots):
        own = [move for move in reviewed["moves"] if move["seat"] == seat]
        chosen = [move for move in own if not move["forced"]]
        seats.append(
            {
                "seat": seat,
                "bot": bot,
                "decisions": len(own),
                "chosen": len(chosen),
                "loss_sum": round(sum(move["loss"] for move in chosen), 3),
                "best_played": sum(move["played"] == move["best"] for move in chosen),
                **{mark: sum(move["mark"] == mark for move in chosen) for mark in MARKS},
            }
        )
    return {
        "game": game_id,
        "seed": seed,
        "iterations": iterations,
        "budget": reviewed["iterations"],
        "bots": bots,
        "scores": [score["total"] for score in result.scores],
        "winners": result.winners,
        "actions": result.actions,
        "play_seconds": round(play_seconds, 2),
        "review_seconds": round(review_seconds, 2),
        "seats": seats,
    }


def key(row: Row) -> tuple[str, int, int | None]:
    return row["game"], row["seed"], row["iterations"]


def saved(path: Path) -> dict[tuple[str, int, int | None], Row]:
    """The rows in ``path`` by game, seed and iterations, a later row replacing an earlier one."""
    rows: dict[tuple[str, int, int | None], Row] = {}
    if path.is_file():
        for line in path.read_text().splitlines():
            if line.strip():
                row = json.loads(line)
                rows[key(row)] = row
    return rows


def pooled(rows: Iterable[Row], bot: str) -> float | None:
    """The bot's mean loss over its decisions with a choice in the rows (``None``: it had none)."""
    total, count = 0.0, 0
    for row in rows:
        for seat in row["seats"]:
            if seat["bot"] == bot:
                total += seat["loss_sum"]
                count += seat["chosen"]
    return total / count if count else None


def percentiles(values: list[float]) -> tuple[float, float]:
    """The 2.5th and 97.5th percentiles (nearest rank) of the values."""
    ordered = sorted(values)
    return ordered[round(0.025 * (len(ordered) - 1))], ordered[round(0.975 * (len(ordered) - 1))]


def bootstrap(rows: list[Row]) -> dict[str, tuple[float, float]]:
    """95% intervals of each bot's mean loss and of the differences random - greedy and greedy -
    expert, resampling the games (with replacement) :data:`RESAMPLES` times."""
    rng = random.Random(BOOTSTRAP_SEED)
    draws: dict[str, list[float]] = {name: [] for name in (*BOTS, "random-greedy", "greedy-expert")}
    for _ in range(RESAMPLES):
        sample = [rng.choice(rows) for _ in rows]
        means = {bot: pooled(sample, bot) for bot in BOTS}
        for bot, mean in means.items():
            if mean is not None:
                draws[bot].append(mean)
        for weaker, stronger in (("random", "greedy"), ("greedy", "expert")):
            low, high = means[weaker], means[stronger]
            if low is not None and high is not None:
                draws[f"{weaker}-{stronger}"].append(low - high)
    return {name: percentiles(values) for name, values in draws.items() if values}


def table(game_id: str, rows: list[Row], wanted: int) -> str:
    """The game's table, timings and verdict, from ``rows`` of the ``wanted`` games."""
    intervals = bootstrap(rows)
    budget = rows[0]["budget"]
    played = f"{len(rows)} games" if len(rows) == wanted else f"{len(rows)} of {wanted} games (not all played yet)"
    lines = [
        f"== {game_id}: {played}, review {budget} iterations a decision, "
        f"players {len(rows[0]['bots'])}, mean loss 95% interval: bootstrap over games ({RESAMPLES} resamples)",
        f"{'bot':8} {'games':>5} {'choice':>6} {'forced':>6} {'mean loss':>9} {'95% interval':>15} {'best%':>6}"
        + "".join(f" {mark + '/100':>15}" for mark in MARKS),
    ]
    means: dict[str, float | None] = {}
    for bot in BOTS:
        seats = [seat for row in rows for seat in row["seats"] if seat["bot"] == bot]
        chosen = sum(seat["chosen"] for seat in seats)
        forced = sum(seat["decisions"] - seat["chosen"] for seat in seats)
        means[bot] = mean = pooled(rows, bot)
        if mean is None:
            lines.append(f"{bot:8} {len(seats):5} {chosen:6} {forced:6} {'-':>9}")
            continue
        low, high = intervals[bot]
        best = sum(seat["best_played"] for seat in seats) / chosen
        marks = "".join(f" {100 * sum(seat[mark] for seat in seats) / chosen:15.1f}" for mark in MARKS)
        lines.append(
            f"{bot:8} {len(seats):5} {chosen:6} {forced:6} {mean:9.4f} [{low:.4f}, {high:.4f}] {best:6.1%}{marks}"
        )
    lines += timings(rows)
    lines.append(verdict(game_id, means, intervals))
    return "\n".join(lines)


def timings(rows: list[Row]) -> list[str]:
    """The play and review times of the rows (each measured in its worker)."""
    play = sum(row["play_seconds"] for row in rows)
    reviewing = sum(row["review_seconds"] for row in rows)
    chosen = sum(seat["chosen"] for row in rows for seat in row["seats"])
    decisions = sum(seat["decisions"] for row in rows for seat in row["seats"])
    return [
        f"time: play {play:.0f} s in all, {play / len(rows):.1f} s a game; review {reviewing:.0f} s in all, "
        f"{reviewing / len(rows):.1f} s a game, {reviewing / max(chosen, 1):.3f} s a decision with a choice "
        f"({chosen}), {reviewing / max(decisions, 1):.3f} s a decision forced ones included ({decisions})"
    ]


def verdict(game_id: str, means: dict[str, float | None], intervals: dict[str, tuple[float, float]]) -> str:
    """Whether random's mean loss is above greedy's and greedy's above expert's, and how surely."""
    if any(mean is None for mean in means.values()):
        return f"verdict {game_id}: a bot had no decision with a choice, no verdict"
    parts = []
    holds = True
    for weaker, stronger in (("random", "greedy"), ("greedy", "expert")):
        above = means[weaker] > means[stronger]  # type: ignore[operator]
        holds = holds and above
        apart = intervals[weaker][0] > intervals[stronger][1]
        low, high = intervals.get(f"{weaker}-{stronger}", (float("nan"), float("nan")))
        difference = means[weaker] - means[stronger]  # type: ignore[operator]
        parts.append(
            f"{weaker} {'>' if above else '<='} {stronger} (intervals {'apart' if apart else 'overlap'}, "
            f"difference {difference:+.4f} [{low:+.4f}, {high:+.4f}]{', excludes 0' if low > 0 or high < 0 else ''})"
        )
    lowest = min(BOTS, key=lambda bot: means[bot])  # type: ignore[arg-type,return-value]
    return (
        f"verdict {game_id}: random > greedy > expert {'HOLDS' if holds else 'DOES NOT HOLD'}; "
        + "; ".join(parts)
        + f"; lowest loss: {lowest}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("--game", nargs="*", default=list_games(), choices=list_games())
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--iterations", type=int, default=None, help="per decision (default: the review's)")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--out", type=Path, default=RESULTS / "review.jsonl")
    parser.add_argument("--resume", action="store_true", help="skip the games already in --out")
    parser.add_argument("--report", action="store_true", help="print the tables from --out, playing nothing")
    args = parser.parse_args()
    wanted = {game_id: [(game_id, args.seed + n, args.iterations) for n in range(args.games)] for game_id in args.game}
    done = saved(args.out) if args.resume or args.report else {}
    todo = (
        []
        if args.report
        else [item for n in range(args.games) for game_id in args.game if (item := wanted[game_id][n]) not in done]
    )
    print(
        f"review benchmark: games {args.game}, {args.games} each from seed {args.seed}, iterations "
        f"{args.iterations or 'default'}, workers {args.workers}; {len(todo)} to play, "
        f"{sum(item in done for items in wanted.values() for item in items)} already in {args.out}",
        flush=True,
    )
    left = {game_id: sum(item in todo for item in items) for game_id, items in wanted.items()}
    args.out.parent.mkdir(parents=True, exist_ok=True)

    def finished(game_id: str) -> None:
        rows = saved(args.out)
        present = [rows[item] for item in wanted[game_id] if item in rows]
        if present:
            print(table(game_id, present, args.games) + "\n", flush=True)

    for game_id in args.game:
        if not left[game_id]:
            finished(game_id)
    if not todo:
        return
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as pool, args.out.open("a") as out:
        futures = {pool.submit(reviewed_game, *item): item for item in todo}
        try:
            for count, future in enumerate(as_completed(futures), start=1):
                row = future.result()
                out.write(json.dumps(row) + "\n")
                out.flush()
                print(
                    f"[{count}/{len(todo)} {time.perf_counter() - start:7.0f} s] {row['game']} seed {row['seed']} "
                    f"{'-'.join(row['bots'])}: play {row['play_seconds']:.0f} s, review {row['review_seconds']:.0f} s",
                    flush=True,
                )
                left[row["game"]] -= 1
                if not left[row["game"]]:
                    finished(row["game"])
        except KeyboardInterrupt:
            pool.shutdown(wait=False, cancel_futures=True)
            raise
    print(f"wall time of this run ({len(todo)} games, {args.workers} workers): {time.perf_counter() - start:.0f} s")
    rows = saved(args.out)
    for game_id in args.game:
        print(verdict_line(game_id, [rows[item] for item in wanted[game_id]]))


def verdict_line(game_id: str, rows: list[Row]) -> str:
    means = {bot: pooled(rows, bot) for bot in BOTS}
    return verdict(game_id, means, bootstrap(rows))


if __name__ == "__main__":
    main()
