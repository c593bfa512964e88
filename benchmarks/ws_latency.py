#!/usr/bin/env python
"""Kernel round trips through JupyterLab with and without the server extension: a measurement.

jupyter-server leaves Nagle's algorithm on for the kernel websocket, which adds about 40 ms to a
small message's round trip (see the recipes, section 5). The package's server extension
(``venture_widgets.server_extension``) turns it off. For each server below this starts a real
JupyterLab (the recipes' ``browser_test.py``: isolated folders, fixed token) and measures

- ``execute("pass")`` round trips over the server's kernel websocket (the recipes'
  ``debug_ws_latency.py`` way), and
- click -> kernel ack in Chromium with the recipes' counter widget (``counter_check.py``'s
  in-page timing: ``performance.now()`` and a MutationObserver),

for three servers: ``nagle`` (jupyter-server as it comes), ``extension`` (this package's server
extension enabled by its shipped config file, as ``pip install`` does) and ``patch`` (the
recipes' monkeypatch, for comparison).

Run:  python benchmarks/ws_latency.py [--recipes DIR] [--executes 40] [--clicks 30] [SERVER ...]
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "jupyter-config" / "jupyter_server_config.d" / "venture_widgets.json"
SERVERS = ("nagle", "extension", "patch")


def execute_round_trips(bt, base: str, count: int) -> list[float]:
    """ms per ``execute("pass")`` through the server's websocket to a new kernel (after one warm-up)."""
    import websocket

    kernel = json.loads(bt.http("POST", f"{base}/api/kernels", data=b'{"name": "python3"}'))["id"]
    client = uuid.uuid4().hex
    ws = websocket.create_connection(
        f"ws://{base.split('://')[1]}/api/kernels/{kernel}/channels?session_id={client}&token={bt.TOKEN}", timeout=60
    )

    def once() -> None:
        msg_id = uuid.uuid4().hex
        header = {
            "msg_id": msg_id, "username": "bench", "session": client, "msg_type": "execute_request",
            "version": "5.3", "date": datetime.datetime.now(datetime.UTC).isoformat(),
        }  # fmt: skip
        content = {"code": "pass", "silent": False, "store_history": False, "user_expressions": {}}
        ws.send(json.dumps({"header": header, "parent_header": {}, "metadata": {}, "channel": "shell",
                            "buffers": [], "content": content}))  # fmt: skip
        reply = idle = False
        while not (reply and idle):
            message = json.loads(ws.recv())
            if message["parent_header"].get("msg_id") != msg_id:
                continue
            reply = reply or message["msg_type"] == "execute_reply"
            idle = idle or (message["msg_type"] == "status" and message["content"]["execution_state"] == "idle")

    try:
        once()
        times = []
        for _ in range(count):
            start = time.perf_counter()
            once()
            times.append((time.perf_counter() - start) * 1e3)
        return times
    finally:
        ws.close()


def click_to_ack(bt, check, base: str, clicks: int) -> list[float]:
    """ms from a click on the counter widget to its ack from the kernel, in the page."""
    from chromium import launch
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = launch(playwright)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            bt.run_notebook(page, base, "counter.ipynb")
            page.get_by_test_id("counter-button").click()
            page.get_by_test_id("counter-ack").wait_for()
            return page.evaluate(check.LATENCY_JS, clicks)["rt"]
        finally:
            browser.close()


def measure(bt, check, server: str, recipes: Path, executes: int, clicks: int) -> dict[str, list[float]]:
    work = Path(tempfile.mkdtemp(prefix=f"ws_latency_{server}_"))
    shutil.rmtree(work)
    try:
        bt.prepare_workdir(work, recipes / "notebooks" / "counter.ipynb", server == "patch")
        if server == "extension":
            config = work / "config" / "jupyter_server_config.d"
            config.mkdir()
            shutil.copy(CONFIG, config)
        proc, base = bt.start_lab(work, os.pathsep.join([str(ROOT), str(recipes)]))
        try:
            log = (work / "jupyterlab.log").read_text()
            loaded = "venture_widgets.server_extension | extension was successfully loaded" in log
            assert loaded == (server == "extension"), f"{server}: extension loaded: {loaded}"
            return {
                "execute_ms": execute_round_trips(bt, base, executes),
                "click_to_ack_ms": click_to_ack(bt, check, base, clicks),
            }
        finally:
            bt.stop_lab(proc, base)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("servers", nargs="*", help=f"some of {', '.join(SERVERS)} (default: all)")
    parser.add_argument("--recipes", type=Path, default=Path(os.environ.get("VW_RECIPES", "/work/shared/recipes")))
    parser.add_argument("--executes", type=int, default=40)
    parser.add_argument("--clicks", type=int, default=30)
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args(argv)
    if unknown := set(args.servers) - set(SERVERS):
        parser.error(f"unknown servers {sorted(unknown)}: the servers are {', '.join(SERVERS)}")
    sys.path.insert(0, str(args.recipes))
    import browser_test as bt
    import counter_check as check

    print(f"load {', '.join(f'{x:.1f}' for x in os.getloadavg())}; ms: median (p90, min, max)")
    results = {}
    for server in args.servers or SERVERS:
        results[server] = figures = measure(bt, check, server, args.recipes, args.executes, args.clicks)
        for name, values in figures.items():
            ordered = sorted(values)
            p90 = ordered[round(0.9 * (len(ordered) - 1))]
            print(
                f"  {server:<10} {name:<16} {statistics.median(ordered):6.1f} "
                f"({p90:.1f}, {ordered[0]:.1f}, {ordered[-1]:.1f})  n={len(ordered)}",
                flush=True,
            )
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
