#!/usr/bin/env python
"""Why the planning bot plays rollouts and not a beam search: a measurement, never a test.

Plays the same seeded solo games of Adventurous with

- ``greedy``: the greedy bot (one step, its further decisions of the turn followed);
- ``planner``: the planning bot (``venture_widgets/agents/planner.py``): flat Monte Carlo, every
  legal action played out at random for ``horizon`` decisions in sampled worlds;
- ``beam``: the alternative, written here only to be measured: in ``--worlds`` sampled worlds a
  beam search ``--depth`` decisions deep, each depth keeping the best-scored position descending
  from each first action plus the ``--width`` best others; an action's value is the best score
  among its positions at the deepest depth it was followed to;

and reports for each the mean final score, the share won (40 or more) and the ms per decision
(median / mean; decisions with one legal action are not asked). Set the beam to about the
planner's time per decision.

Run:  python benchmarks/planner_choice.py [--games 40] [--seed 0] [--difficulty novice]
          [--worlds 1] [--width 2] [--depth 4] [--bots greedy planner beam]
          [--json benchmarks/results/planner_choice.json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
from pathlib import Path

from adventurous_bot import play  # the same solo game and timing

from venture_widgets.agents import GreedyAgent, PlannerAgent
from venture_widgets.agents.base import SeatView
from venture_widgets.agents.greedy import game_bot
from venture_widgets.core.game import State

Line = tuple[float, str, State]  # a position of the beam: its score, the first action, the position


class BeamAgent:
    """A beam search over sampled worlds (the alternative measured; solo games only)."""

    name = "beam"

    def __init__(self, seed: int, worlds: int, width: int, depth: int) -> None:
        self.rng = random.Random(seed)
        self.worlds, self.width, self.depth = worlds, width, depth

    def choose(self, view: SeatView) -> str:
        legal = view.legal_actions()
        evaluate = game_bot(view.game_id).state_value
        totals = dict.fromkeys(legal, 0.0)
        for _ in range(self.worlds):
            beam = [(evaluate(state, 0), action, state) for action, state in results(view.sample(self.rng), legal)]
            best = {first: value for value, first, _ in beam}
            for _ in range(self.depth - 1):
                beam = [line for line in beam if not line[2].is_over]
                if not beam:
                    break
                children = [
                    (evaluate(child, 0), first, child)
                    for _, first, state in beam
                    for _, child in results(state, state.legal_actions())
                ]
                for first in {line[1] for line in beam}:
                    best[first] = max(value for value, line_first, _ in children if line_first == first)
                beam = self.kept(children)
            for action, value in best.items():
                totals[action] += value
        top = max(totals.values())
        return self.rng.choice([action for action in legal if totals[action] >= top - 1e-9])

    def kept(self, lines: list[Line]) -> list[Line]:
        """The best line of each first action and the ``width`` best others."""
        kept: dict[str, Line] = {}
        others: list[Line] = []
        for line in sorted(lines, key=lambda line: line[0], reverse=True):
            if line[1] not in kept:
                kept[line[1]] = line
            elif len(others) < self.width:
                others.append(line)
        return [*kept.values(), *others]


def results(state: State, actions: list[str]) -> list[tuple[str, State]]:
    """Each action with the position after it."""
    found = []
    for action in actions:
        result = state.clone()
        result.apply(action)
        found.append((action, result))
    return found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--difficulty", default="novice")
    parser.add_argument("--worlds", type=int, default=1)
    parser.add_argument("--width", type=int, default=2)
    parser.add_argument("--depth", type=int, default=4)
    parser.add_argument("--bots", nargs="+", default=["greedy", "planner", "beam"])
    parser.add_argument("--json", default="")
    args = parser.parse_args(argv)
    options = {"difficulty": args.difficulty}
    makers = {
        "greedy": GreedyAgent,
        "planner": PlannerAgent,
        "beam": lambda seed: BeamAgent(seed, args.worlds, args.width, args.depth),
    }
    rows = {}
    print(f"adventurous {options}: {args.games} solo games, seeds from {args.seed}")
    print("| bot | mean score | won (40+) | ms per decision (median / mean) |")
    print("|---|---:|---:|---|")
    seeds = range(args.seed, args.seed + args.games)
    for name in args.bots:
        make = makers[name]
        times: list[float] = []
        scores = [play(make(seed), seed, options, times)["total"] for seed in seeds]
        rows[name] = {
            "mean_score": round(statistics.mean(scores), 2),
            "won": sum(score >= 40 for score in scores) / len(scores),
            "ms_median": round(statistics.median(times), 1),
            "ms_mean": round(statistics.mean(times), 1),
        }
        row = rows[name]
        print(
            f"| {name} | {row['mean_score']:.2f} | {row['won']:.0%} | {row['ms_median']:.0f} / {row['ms_mean']:.0f} |",
            flush=True,
        )
    if args.json:
        beam = {"worlds": args.worlds, "width": args.width, "depth": args.depth}
        settings = {"games": args.games, "seed": args.seed, "options": options, "beam": beam}
        Path(args.json).write_text(json.dumps({**settings, "bots": rows}, indent=1) + "\n")


if __name__ == "__main__":
    main()
