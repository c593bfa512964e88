#!/usr/bin/env python
"""Click to redraw at a table in real JupyterLab, with where the time goes: a measurement.

Opens a play notebook in a real JupyterLab with Chromium (the JupyterLab tests' ``LabServer``
and clicking, from ``tests/e2e/jupyterlab_session.py`` of ``--root``), runs it, and clicks random
choices of the table's human seat until the game is over. Per human move (the bots' replies
included) it reports

- click to redraw in the page (pointerdown on the choice until the table shows the new number of
  actions),
- kernel time: the widget's handling of the move in the kernel (``table.act``: the human's move,
  the bots' replies, the new traits and their serialisation),
- bytes the widget sent to the browser (every comm message: updates and custom messages).

``--root`` may be another checkout (e.g. the main branch, for figures before a change): its own
tests, notebooks and package are used. The JupyterLab tests switch Nagle's algorithm off on the
kernel websocket (the server extension, or the recipes' patch in older checkouts); ``--nagle``
leaves it on, as a plain jupyter-server without the extension does. ``--trace`` splits each click's
time in three: the browser until the move went out on the websocket, the wire and the kernel
until the last frame before the redraw came in, and the browser from there to the redraw.

Run:  python benchmarks/click_to_redraw.py [--root DIR] [--game wild_venture] [--seed 3] [--nagle] [--trace]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
THEN = {"venturesome": "[data-testid=vw-table] [data-action]", "wild_venture": "[data-testid=vw-wv-menu] [data-action]"}
# Run in the kernel once the notebook ran: from then on, time every move the table takes and
# size every message it sends (the lists are read back by REPORT).
INSTRUMENT = """
import json as _json, time as _time
_kernel_ms, _bytes = [], []  # per human move: the time of table.act, the bytes sent from it on
_act, _send = table.act, table.comm.send
def _timed_act(action):
    _bytes.append(0)
    start = _time.perf_counter()
    try:
        return _act(action)
    finally:
        _kernel_ms.append((_time.perf_counter() - start) * 1e3)
def _sized_send(data=None, metadata=None, buffers=None):
    if _bytes:
        _bytes[-1] += len(_json.dumps(data))
    return _send(data=data, metadata=metadata, buffers=buffers)
table.act, table.comm.send = _timed_act, _sized_send
print("instrumented")
"""
# With --trace: in the page, the times of every pointerdown, websocket frame sent or received,
# and change of a table's number of actions played (its redraw after a move)
TRACE_JS = """
window.__vwTrace = [];
const mark = (what) => window.__vwTrace.push([what, performance.now()]);
const Socket = window.WebSocket;
window.WebSocket = class extends Socket {
  constructor(...args) { super(...args); this.addEventListener('message', () => mark('receive')); }
  send(data) { mark('send'); return super.send(data); }
};
document.addEventListener('pointerdown', () => mark('down'), { capture: true });
new MutationObserver((records) => {
  if (records.some((r) => r.target.dataset?.testid === 'vw-root')) mark('redraw');
}).observe(document, { attributes: true, attributeFilter: ['data-actions'], subtree: true });
"""


def split_moves(trace: list[list]) -> dict[str, list[float]]:
    """Each move of a trace (a pointerdown then the next redraw), split in three: the browser
    until its first frame went out, the wire and the kernel until the last frame that came in
    before the redraw, and the browser from there until the redraw."""
    parts: dict[str, list[float]] = {"until sent": [], "wire and kernel": [], "received to redraw": []}
    down = sent = received = None
    for what, at, *_ in trace:
        if what == "down":
            down, sent, received = at, None, None
        elif what == "send" and down is not None and sent is None:
            sent = at
        elif what == "receive" and sent is not None:
            received = at
        elif what == "redraw" and down is not None and sent is not None and received is not None:
            parts["until sent"].append(sent - down)
            parts["wire and kernel"].append(received - sent)
            parts["received to redraw"].append(at - received)
            down = None
    return parts


REPORT = "print(_json.dumps({'kernel_ms': _kernel_ms, 'bytes': _bytes, 'over': table.state.is_over}))"


def summary(values: list[float]) -> str:
    ordered = sorted(values)
    p90 = ordered[round(0.9 * (len(ordered) - 1))]
    return f"median {statistics.median(ordered):7.1f}, p90 {p90:7.1f}, max {ordered[-1]:7.1f} (n={len(ordered)})"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=HERE, help="the checkout to measure (default: this one)")
    parser.add_argument("--game", default="wild_venture", choices=sorted(THEN))
    parser.add_argument("--seed", type=int, default=3, help="seed of the random clicks")
    parser.add_argument("--nagle", action="store_true", help="leave Nagle's algorithm on")
    parser.add_argument("--trace", action="store_true", help="split each click's time: browser, wire and kernel")
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args(argv)
    root = args.root.resolve()
    sys.path.insert(0, str(root / "tests" / "e2e"))
    os.environ["PYTHONPATH"] = os.pathsep.join([str(root), os.environ.get("PYTHONPATH", "")])
    import jupyterlab_session as lab_session
    from playwright.sync_api import sync_playwright

    work = Path(tempfile.mkdtemp(prefix="click_to_redraw_"))
    try:
        lab = lab_session.LabServer(work)
        if args.nagle:  # the tests' TCP_NODELAY: the extension's config, or the recipes' patch
            shutil.rmtree(work / "config" / "jupyter_server_config.d", ignore_errors=True)
            (work / "config" / "jupyter_server_config.py").unlink(missing_ok=True)
            lab.log_text = lambda: "venture_widgets.server_extension | extension was successfully loaded"
        lab.start()
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"), args=["--headless", "--no-sandbox"]
                )
                page = browser.new_page(viewport={"width": 1300, "height": 1000})
                page.set_default_timeout(lab_session.DEADLINE_MS)
                if args.trace:
                    page.add_init_script(TRACE_JS)
                name = lab.add_notebook(root / "notebooks" / f"play_{args.game}.ipynb")
                lab.run_notebook(page, name)
                table = page.get_by_test_id("vw-root").first
                assert "instrumented" in lab.kernel_exec(name, INSTRUMENT)
                _, timings = lab_session.play_to_the_end(page, table, random.Random(args.seed), THEN[args.game], 2000)
                kernel = json.loads(lab.kernel_exec(name, REPORT))
                trace = page.evaluate("window.__vwTrace ?? []")
                browser.close()
        finally:
            lab.stop()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    assert kernel["over"]
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"{args.game} at {root} ({'Nagle on' if args.nagle else 'TCP_NODELAY'}), load {load}; ms / bytes:")
    print(f"  click to redraw       {summary(timings)}")
    print(f"  kernel per human move {summary(kernel['kernel_ms'])}")
    print(f"  bytes per human move  {summary(kernel['bytes'])}")
    for part, values in split_moves(trace).items() if args.trace else ():
        print(f"  {part:21} {summary(values)}")
    if args.json:
        Path(args.json).write_text(json.dumps({"click_to_redraw_ms": timings, **kernel}, indent=1))


if __name__ == "__main__":
    main()
