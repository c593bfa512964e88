#!/usr/bin/env python
"""How long the browser takes to draw a table after an update: a measurement, never a test.

The drawing part of click-to-redraw, without Jupyter: the committed bundle in Chromium with the
static harness's fake model (tests/frontend), fed the traits a table would sync at each decision
of the human seat of seeded random games (the log arriving by its new events, as from a kernel).
Per update: ms from the new traits until drawn and laid out, and how it grows with the log.

Run:  python benchmarks/redraw.py [GAME ...] [--games-each 2]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
from pathlib import Path

from venture_widgets import load_game
from venture_widgets.widgets.front_end import front_end_games

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "frontend"))
sys.path.insert(0, str(ROOT / "tests"))

# Each state in turn: set the traits, let the view redraw (a microtask), force layout; the ms.
TIME_UPDATES_JS = """async (states) => {
    const times = [];
    for (const state of states) {
        const start = performance.now();
        window.w.model.receiveState(state);
        await Promise.resolve();
        void document.body.offsetHeight;
        times.push(performance.now() - start);
    }
    return times;
}"""


def updates(game_id: str, seed: int) -> list[dict]:
    """The traits of every decision of seat 0 in a random game (the others random too)."""
    from frontend_support import EngineTable

    info = load_game(game_id).info
    table = EngineTable(players=min(max(3, info.min_players), info.max_players), seed=seed, game_id=game_id)
    rng = random.Random(seed)
    states = []
    while not table.state.is_over:
        if table.state.current_player == 0:
            states.append({key: value for key, value in table.traits().items() if key != "log"})
            table.act_and_bots(rng.choice(table.state.legal_actions()), rng)
        else:
            table.apply(rng.choice(table.state.legal_actions()))
    return states


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=front_end_games())
    parser.add_argument("--games-each", type=int, default=2)
    args = parser.parse_args(argv)
    from conftest import CHROMIUM
    from frontend_support import mount, open_harness
    from playwright.sync_api import sync_playwright

    print(f"load {', '.join(f'{x:.1f}' for x in os.getloadavg())}; ms per update, traits -> drawn and laid out")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox"])
        try:
            for game_id in args.games:
                times: list[tuple[int, float]] = []
                for seed in range(args.games_each):
                    states = updates(game_id, seed)
                    page = open_harness(browser)
                    mount(page, states[0])
                    drawn = page.evaluate(TIME_UPDATES_JS, states[1:])
                    times += [(state["log_state"]["length"], ms) for state, ms in zip(states[1:], drawn, strict=True)]
                    page.close()
                ordered = sorted(ms for _, ms in times)
                late = [ms for length, ms in times if length >= 200]
                print(
                    f"  {game_id:<13} {len(ordered)} updates: median {statistics.median(ordered):.1f}, "
                    f"p90 {ordered[round(0.9 * (len(ordered) - 1))]:.1f}, max {ordered[-1]:.1f}; "
                    f"with 200+ log lines median {statistics.median(late) if late else float('nan'):.1f}"
                )
        finally:
            browser.close()


if __name__ == "__main__":
    main()
