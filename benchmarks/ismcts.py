#!/usr/bin/env python
"""How fast the tree-search bot searches: iterations per second per game, and where the time goes.

For each game it takes a few positions of seeded random games (with the fewest players, two at
least), runs ``ISMCTSAgent.search`` there with ``--iterations`` each on one core, and prints the
iterations per second; then, with ``cProfile``, the share of the search's time spent in the
contract's calls: ``determinize``, ``apply``, ``legal_actions``, and the evaluation
(``state_value``), the rest being the tree itself (selection, expansion, back-up). Of functions
of the same name (a game's ``apply`` and the ``apply`` of an effect it calls) the one with the most
time counts, the outermost. Last, the seconds the ``expert`` level takes for a decision there
(its whole per-game budget, or less where the search stops early because the choice is made).

Run:  python benchmarks/ismcts.py [--iterations 1000] [--positions 3] [--games venturesome ...]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time

from venture_widgets import list_games, load_game
from venture_widgets.agents import make_agent
from venture_widgets.agents.base import SeatView
from venture_widgets.agents.ismcts import ISMCTSAgent
from venture_widgets.core.game import State

#: the contract's calls whose time is reported, by the function name cProfile sees
PARTS = ("determinize", "apply", "legal_actions", "state_value")


def decisions(game_id: str, count: int) -> list[SeatView]:
    """``count`` positions with more than one legal action, a few random moves into seeded games."""
    game = load_game(game_id)
    views: list[SeatView] = []
    seed = 0
    while len(views) < count:
        state: State = game.new_game(players=max(2, game.info.min_players), seed=seed)
        rng = random.Random(seed)
        for _ in range(3 + 5 * seed):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        seat = state.current_player
        if seat is not None and len(state.legal_actions()) > 1:
            views.append(SeatView(state, seat))
        seed += 1
    return views


def rate(views: list[SeatView], iterations: int) -> float:
    """Iterations per second over the positions."""
    start = time.perf_counter()
    for view in views:
        ISMCTSAgent(seed=0, iterations=iterations, stop_early=False).search(view)
    return iterations * len(views) / (time.perf_counter() - start)


def expert_seconds(views: list[SeatView]) -> float:
    """The mean seconds of the ``expert`` level's decision over the positions."""
    start = time.perf_counter()
    for view in views:
        make_agent("expert", seed=0).choose(view)
    return (time.perf_counter() - start) / len(views)


def shares(views: list[SeatView], iterations: int) -> dict[str, float]:
    """The share of the search's time spent in each of :data:`PARTS` (calls inside them included)."""
    profile = cProfile.Profile()
    profile.enable()
    for view in views:
        ISMCTSAgent(seed=0, iterations=iterations, stop_early=False).search(view)
    profile.disable()
    stats = pstats.Stats(profile).stats  # type: ignore[attr-defined]
    total = sum(inline for _, _, inline, _, _ in stats.values())
    found = dict.fromkeys(PARTS, 0.0)
    for (_, _, name), (_, _, _, cumulative, _) in stats.items():
        if name in found:
            found[name] = max(found[name], cumulative)  # the outermost of same-named functions
    return {name: seconds / total for name, seconds in found.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("--iterations", type=int, default=1000)
    parser.add_argument("--positions", type=int, default=3)
    parser.add_argument("--games", nargs="*", default=list_games())
    args = parser.parse_args()
    print(f"{'game':14} {'iter/s':>7}  " + "  ".join(f"{part:>13}" for part in PARTS) + "  expert s/decision")
    for game_id in args.games:
        views = decisions(game_id, args.positions)
        speed = rate(views, args.iterations)
        parts = shares(views, args.iterations)
        expert = expert_seconds(views)
        print(
            f"{game_id:14} {speed:7.0f}  " + "  ".join(f"{parts[part]:13.0%}" for part in PARTS) + f"  {expert:17.2f}"
        )


if __name__ == "__main__":
    main()
