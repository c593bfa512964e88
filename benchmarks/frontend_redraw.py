#!/usr/bin/env python
"""How long the front end takes to redraw after a trait change: a measurement, never a test.

In the static harness of the front-end tests (tests/frontend: the built bundle, a fake anywidget
model, headless Chromium through Playwright; no Jupyter, no kernel), it mounts a two-player
A Wild Venture table in the middle of a game, then sets ``--updates`` successive states on the
model, each what the table would sync after one more action (seat 0 on screen), and times each
from the trait change until the DOM is patched and laid out (the view redraws in a microtask;
reading ``offsetHeight`` then forces style and layout). Updates come ``--pause`` ms apart (by
default 300: a lively game's pace, by which the motion an update starts is over). The first
``--warmup`` updates are not counted. It also reports the bundle's size, plain and gzipped.

``--against PATH`` measures another build as well (e.g. the bundle of an older commit, from
``git show REV:venture_widgets/widgets/static/venture_widgets.js``): the two take turns, round
after round (``--rounds``), so that a busy machine slows both alike.

``--profile`` prints where this bundle's time goes (a CPU profile of the first round).

Run:  python benchmarks/frontend_redraw.py [--profile] [--updates 50] [--rounds 3] [--pause 300]
          [--against PATH] [--seed 3]
"""

from __future__ import annotations

import argparse
import gzip
import random
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "frontend"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

# the browser tests' Chromium settings, and their harness and engine-driven traits
from conftest import CHROMIUM, CHROMIUM_ARGS
from frontend_support import BUNDLE, EngineTable, mount, open_harness

# each state set on the model, timed until the DOM is drawn (style and layout included), then a
# pause of `pause` ms before the next one
TIME_UPDATES_JS = """async ([states, pause]) => {
    const model = window.w.model;
    const root = document.querySelector('[data-testid="vw-root"]');
    const times = [];
    for (const state of states) {
        const t0 = performance.now();
        model.receiveState(state);
        await Promise.resolve();  // the view redraws in a microtask, once for all traits of an update
        void root.offsetHeight;
        times.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, pause));
    }
    return times;
}"""


def mid_game(seed: int, turn: int = 8) -> EngineTable:
    """A two-player A Wild Venture game played at random up to ``turn``, seat 0 on screen."""
    table = EngineTable(players=2, seed=seed, game_id="wild_venture")
    table.play_random(random.Random(seed), until=lambda state: state.observe(0).get("turn", 0) >= turn)
    return table


def successive_states(table: EngineTable, count: int, seed: int) -> list[dict]:
    """The traits after each of ``count`` more random actions (fewer if the game ends)."""
    rng = random.Random(seed)
    states = []
    while not table.state.is_over and len(states) < count:
        table.apply(rng.choice(table.state.legal_actions()))
        states.append(table.traits())
    return states


def percentile(samples: list[float], q: float) -> float:
    """The ``q`` quantile (0 to 1) of ``samples``, by the nearest rank."""
    ranked = sorted(samples)
    return ranked[min(len(ranked) - 1, max(0, round(q * len(ranked)) - 1))]


def hottest(profile: dict, count: int = 25) -> list[tuple[float, str]]:
    """The ``count`` functions of a CDP CPU profile with the most self time: (ms, where)."""
    interval = dict(zip(profile["samples"], profile["timeDeltas"], strict=True))
    self_ms: Counter[str] = Counter()
    for node in profile["nodes"]:
        frame = node["callFrame"]
        where = f"{frame['functionName'] or '(anonymous)'} {Path(frame['url']).name}:{frame['lineNumber'] + 1}"
        self_ms[where] += interval.get(node["id"], 0) / 1000 * node.get("hitCount", 0)
    return [(ms, where) for where, ms in self_ms.most_common(count)]


def redraw_times(
    browser, bundle: Path, start: dict, states: list[dict], warmup: int, pause: int, profile: bool = False
) -> list[float]:
    """Mount ``bundle`` on ``start``, set each of ``states``; the times after the first ``warmup``.
    With ``profile``, print the functions that took the most time (a CPU profile of all updates)."""
    page = open_harness(browser, bundle=bundle)
    mount(page, start)
    if profile:
        cdp = page.context.new_cdp_session(page)
        cdp.send("Profiler.enable")
        cdp.send("Profiler.setSamplingInterval", {"interval": 100})
        cdp.send("Profiler.start")
    times = page.evaluate(TIME_UPDATES_JS, [states, pause])[warmup:]
    if profile:
        for ms, where in hottest(cdp.send("Profiler.stop")["profile"]):
            print(f"{ms:8.1f} ms  {where}")
    errors = page.errors
    page.close()
    if errors:
        raise SystemExit(f"errors in the page of {bundle}: {errors}")
    return times


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--updates", type=int, default=50)
    parser.add_argument("--warmup", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--pause", type=int, default=300, help="ms between two updates")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--profile", action="store_true", help="print the hottest functions of this bundle")
    parser.add_argument("--against", type=Path, help="another bundle to measure, taking turns with this one")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    table = mid_game(args.seed)
    start = table.traits()
    states = successive_states(table, args.warmup + args.updates, args.seed)
    bundles = [BUNDLE, *([args.against] if args.against else [])]
    times: dict[Path, list[float]] = {bundle: [] for bundle in bundles}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for _ in range(args.rounds):
            for bundle in bundles:
                profile = args.profile and bundle == BUNDLE and not times[bundle]
                times[bundle] += redraw_times(browser, bundle, start, states, args.warmup, args.pause, profile)
        browser.close()
    print(
        f"A Wild Venture, 2 players, from turn 8 (seed {args.seed}), seat 0 on screen: trait change to redraw done "
        f"(DOM patched, style and layout), {args.rounds} rounds of {len(states) - args.warmup} updates "
        f"{args.pause} ms apart"
    )
    print("| bundle | bytes | gzipped | median ms | p90 ms | max ms |")
    print("|---|---:|---:|---:|---:|---:|")
    for bundle, samples in times.items():
        raw = bundle.read_bytes()
        print(
            f"| {bundle} | {len(raw)} | {len(gzip.compress(raw, 9))} | {statistics.median(samples):.1f} "
            f"| {percentile(samples, 0.9):.1f} | {max(samples):.1f} |"
        )


if __name__ == "__main__":
    main()
