#!/usr/bin/env python
"""What a table's redraw costs in the browser, per game and per update: a measurement, never a test.

Run one game:   python benchmarks/redraw.py venture_2019 --games-each 1
Run every game: python benchmarks/redraw.py [GAME ...] [--games-each 2] [--profile]

The built bundle (venture_widgets/widgets/static: ``npm run build`` first) in Chromium with the
static harness's fake model (tests/frontend), fed what a kernel would sync at each decision of
the human seat of seeded random games: the table mounted with the whole log at the first, then
only the traits that changed since the last update, the log by its new events.
Updates come one frame apart at least, as they would from a kernel, so that the work a redraw
leaves for the next animation frame (the cards gliding, the flashes) runs between them.

Per game it prints two figures, each as median, p90 and max ms over the updates:
- ``script``: the page's own measure (``performance`` entries named ``vw-redraw``, see
  js/lib/redraw_timing.js): from the update's first trait change to the table drawn (Preact's
  patch and whatever the redraw does at once), script time;
- ``+layout``: the same update from the first trait change until drawn and laid out (style and
  layout forced right after the redraw), which the browser does before the next paint anyway.
``--profile`` prints, per game, the functions with the most self time over all its updates.
``--bundle PATH`` measures another build (e.g. an older commit's, from ``git show
REV:venture_widgets/widgets/static/venture_widgets.js``); one without the page's own measure
gets ``+layout`` only.
"""

from __future__ import annotations

import argparse
import json
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
sys.path.insert(0, str(ROOT / "benchmarks"))

# Each update in turn: set its traits, let the view redraw (a microtask), force style and layout,
# then wait a frame. Returns per update the ms until laid out, and the page's own `vw-redraw` ms.
TIME_UPDATES_JS = """async (updates) => {
    performance.clearMeasures("vw-redraw");
    const laidOut = [];
    for (const update of updates) {
        const start = performance.now();
        window.w.model.receiveState(update);
        await Promise.resolve();
        void document.body.offsetHeight;
        laidOut.push(performance.now() - start);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }
    const script = performance.getEntriesByName("vw-redraw").map((entry) => entry.duration);
    return { laidOut, script };
}"""


def updates(game_id: str, seed: int) -> list[dict]:
    """The traits of every decision of seat 0 in a random game (the others random too); the
    first with the whole log (which the page serves when the view asks for it), the others
    with their new events only, as a kernel sends them."""
    from frontend_support import EngineTable

    info = load_game(game_id).info
    table = EngineTable(players=min(max(3, info.min_players), info.max_players), seed=seed, game_id=game_id)
    rng = random.Random(seed)
    states = []
    while not table.state.is_over:
        if table.state.current_player == 0:
            traits = table.traits()
            states.append(traits if not states else {key: value for key, value in traits.items() if key != "log"})
            table.act_and_bots(rng.choice(table.state.legal_actions()), rng)
        else:
            table.apply(rng.choice(table.state.legal_actions()))
    return states


def changes(states: list[dict]) -> list[dict]:
    """Each state after the first as a kernel syncs it: only the traits whose value changed."""
    synced = [{key: value for key, value in state.items() if key != "log"} for state in states]
    sent = [{key: json.dumps(value, sort_keys=True) for key, value in state.items()} for state in synced]
    return [
        {key: value for key, value in state.items() if sent[i][key] != sent[i - 1].get(key)}
        for i, state in enumerate(synced)
        if i > 0
    ]


def figures(samples: list[float]) -> str:
    """Median, p90 (nearest rank) and max of ``samples``, for a line of the report."""
    if not samples:
        return "(not measured by this build)"
    ordered = sorted(samples)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return f"median {statistics.median(ordered):5.1f}  p90 {p90:5.1f}  max {ordered[-1]:6.1f}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=front_end_games())
    parser.add_argument("--games-each", type=int, default=2, help="seeded random games per table")
    parser.add_argument("--profile", action="store_true", help="print the hottest functions of each game")
    parser.add_argument("--bundle", type=Path, help="the build to measure (default: the committed one)")
    args = parser.parse_args(argv)
    from conftest import CHROMIUM, CHROMIUM_ARGS
    from frontend_redraw import hottest
    from frontend_support import BUNDLE, mount, open_harness
    from playwright.sync_api import sync_playwright

    print(f"load {', '.join(f'{x:.1f}' for x in os.getloadavg())}; ms per update (median, p90, max)")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            for game_id in args.games:
                script: list[float] = []
                laid_out: list[float] = []
                for seed in range(args.games_each):
                    states = updates(game_id, seed)
                    page = open_harness(browser, bundle=args.bundle or BUNDLE)
                    mount(page, states[0])
                    if args.profile:
                        cdp = page.context.new_cdp_session(page)
                        cdp.send("Profiler.enable")
                        cdp.send("Profiler.setSamplingInterval", {"interval": 100})
                        cdp.send("Profiler.start")
                    timed = page.evaluate(TIME_UPDATES_JS, changes(states))
                    if args.profile:
                        print(f"  {game_id} (seed {seed}), self time over {len(states) - 1} updates:")
                        for ms, where in hottest(cdp.send("Profiler.stop")["profile"]):
                            print(f"    {ms:8.1f} ms  {where}")
                    if page.errors:
                        raise SystemExit(f"errors in the page of {game_id}: {page.errors}")
                    script += timed["script"]
                    laid_out += timed["laidOut"]
                    page.close()
                print(f"  {game_id:<13} {len(laid_out):4} updates  script  {figures(script)}")
                print(f"  {'':<13} {'':4}          +layout {figures(laid_out)}")
        finally:
            browser.close()


if __name__ == "__main__":
    main()
