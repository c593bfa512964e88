"""A real JupyterLab (or Notebook 7) on 127.0.0.1 with a fixed token, for browser tests (see the recipes).

Isolated config, data, runtime and settings folders in a scratch directory; no network
features; the kernel runs this Python (so it imports this checkout). ``LabServer`` starts it,
opens notebooks, runs them through the Run menu, runs code in their kernel over the server's
websocket, and shuts everything down. ``LabServer(work, app="notebook")`` does the same with the
classic interface, Notebook 7 (``jupyter notebook``): the same JupyterLab front-end parts, one
document a page at ``/notebooks/<path>``, so everything below works in both.

Below it, what the tests of every game share: clicking a table's choices until a game is over
(``play_to_the_end``), measuring click-to-redraw times and synced update sizes, a whole game of a
play notebook with its checks (``play_a_whole_game``), completing a lesson by clicking
(``complete_lesson``), and screenshots of a whole widget (``screenshot_whole``).
"""

from __future__ import annotations

import datetime
import json
import os
import random
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
import uuid
from pathlib import Path

import nbformat
import websocket  # websocket-client, a dependency of jupyter-server
from fit_checks import one_screen
from screen_checks import check_no_black

TOKEN = "venture-widgets-e2e"
LAB_CONFIG = """\
c.LabApp.news_url = None
c.LabApp.check_for_updates_class = 'jupyterlab.NeverCheckForUpdate'
c.LabApp.extension_manager = 'readonly'
c.LabApp.expose_app_in_browser = True
"""
# Notebook 7's own app (it also loads JupyterLab's server extension, which reads LAB_CONFIG).
NOTEBOOK_CONFIG = """\
c.JupyterNotebookApp.expose_app_in_browser = True
"""
# What differs between the two front ends: the module that starts the server, its application
# class (for its settings options), its config file, and a notebook's address.
APPS = {
    "lab": ("jupyterlab", "LabApp", "jupyter_lab_config.py", LAB_CONFIG, "/lab/tree/{name}?token={token}&reset"),
    "notebook": ("notebook", "JupyterNotebookApp", "jupyter_notebook_config.py", NOTEBOOK_CONFIG,
                 "/notebooks/{name}?token={token}"),
}  # fmt: skip
# jupyter-server leaves Nagle on for the kernel websocket (+40 ms a round trip on loopback); the
# package's server extension switches it off, enabled by the config file an install puts in
# etc/jupyter: the tests enable it the same way, so they measure what a user gets.
EXTENSION_CONFIG = Path(__file__).resolve().parents[2] / "jupyter-config" / "jupyter_server_config.d"
# The notebook panel, found by path (``shell.currentWidget`` is null while a menu is open).
PANEL_JS = "[...window.jupyterapp.shell.widgets('main')].find((w) => w.context?.path === name)"
# Every wait_for_function predicate below is synchronous on purpose: Playwright polls a
# predicate until it returns something truthy, and the Promise an async function returns is
# truthy at once, so an async predicate does not wait at all.
#
# The panel's id once its kernel can run code: the session exists, its kernel is connected and
# idle. Run All before that (the session is still being created) runs the markdown cells and
# silently skips every code cell: CodeCell.execute returns early without a kernel.
KERNEL_READY_JS = f"""(name) => {{
    const nb = window.jupyterapp && {PANEL_JS};
    if (!nb || !nb.context.isReady || !nb.sessionContext.isReady || !nb.content.widgets.length) return false;
    const kernel = nb.sessionContext.session?.kernel;
    return kernel?.connectionStatus === 'connected' && kernel.status === 'idle' && nb.id;
}}"""
# Run All has started on the notebook: one of its code cells ran or is running.
RUN_ALL_STARTED_JS = f"""(name) => {{
    const nb = {PANEL_JS};
    return nb.content.widgets.map((w) => w.model)
        .some((c) => c.type === 'code' && (c.executionCount !== null || c.executionState === 'running'));
}}"""
RUN_ALL_DONE_JS = f"""(name) => {{
    const nb = {PANEL_JS};
    if (nb.sessionContext.session?.kernel?.status !== 'idle') return false;
    const cells = nb.content.widgets.map((w) => w.model)
        .filter((c) => c.type === 'code' && c.sharedModel.getSource().trim());
    const errors = cells.flatMap((c, i) => c.outputs.toJSON()
        .filter((o) => o.output_type === 'error').map((o) => `code cell ${{i}}: ${{o.ename}}: ${{o.evalue}}`));
    if (errors.length) return {{ errors }};
    return cells.every((c) => c.executionCount !== null) && {{ errors: [] }};
}}"""
# Records which widget was current each time a run-all command ran (installed once per page).
WATCH_RUN_ALL_JS = """() => {
    if (window.__vwRunAll) return;
    window.__vwRunAll = [];
    const app = window.jupyterapp;
    app.commands.commandExecuted.connect((_, { id }) => {
        if (!id.includes('run-all')) return;
        const current = app.shell.currentWidget;
        window.__vwRunAll.push({ command: id, current: current?.context?.path ?? current?.id ?? null });
    });
}"""
# What a failure message needs: the current widget, every open notebook's kernel and cells,
# the run-all commands seen, open dialogs and menus.
LAB_STATE_JS = """() => {
    const app = window.jupyterapp;
    if (!app) return { app: 'not started' };
    const current = app.shell.currentWidget;
    const notebooks = [...app.shell.widgets('main')].filter((w) => w.content?.widgets).map((w) => ({
        path: w.context.path, id: w.id,
        kernel: w.sessionContext.session?.kernel
            ? `${w.sessionContext.session.kernel.status} (${w.sessionContext.session.kernel.connectionStatus})` : null,
        active_cell: w.content.activeCellIndex,
        code_cells: w.content.widgets.map((c) => c.model).filter((c) => c.type === 'code')
            .map((c) => c.executionState === 'running' ? '*' : c.executionCount),
    }));
    return {
        current: current?.context?.path ?? current?.id ?? null, notebooks, run_all_commands: window.__vwRunAll ?? null,
        dialogs: [...document.querySelectorAll('.jp-Dialog-header')].map((d) => d.textContent),
        open_menus: document.querySelectorAll('.lm-Menu').length,
    };
}"""
RUN_ALL_TRIES = 3
# The browser tests' deadline for a state that needs the kernel (a click answered, a widget
# drawn): generous, for a loaded two-core machine; a wait ends as soon as the state holds.
DEADLINE_MS = 60_000


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class LabServer:
    """One JupyterLab server in ``work`` (a scratch directory); Notebook 7 with ``app="notebook"``."""

    def __init__(self, work: Path, app: str = "lab") -> None:
        self.work = work
        self.module, self.app_class, config_file, config, self.notebook_url = APPS[app]
        self.title = "JupyterLab" if app == "lab" else "Notebook 7"
        for name in ("config", "data", "runtime", "ipython", "settings", "workspaces", "root"):
            (work / name).mkdir(parents=True, exist_ok=True)
        (work / "config" / "jupyter_lab_config.py").write_text(LAB_CONFIG)
        (work / "config" / config_file).write_text(config)
        shutil.copytree(EXTENSION_CONFIG, work / "config" / "jupyter_server_config.d")
        notices = work / "settings" / "@jupyterlab" / "apputils-extension"
        notices.mkdir(parents=True, exist_ok=True)
        (notices / "notification.jupyterlab-settings").write_text(
            json.dumps({"fetchNews": "false", "checkForUpdates": False})
        )
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        env = dict(
            os.environ,
            JUPYTER_CONFIG_DIR=str(self.work / "config"),
            JUPYTER_DATA_DIR=str(self.work / "data"),
            JUPYTER_RUNTIME_DIR=str(self.work / "runtime"),
            IPYTHONDIR=str(self.work / "ipython"),
            JUPYTER_PLATFORM_DIRS="1",
        )
        command = [
            sys.executable, "-m", self.module, "--no-browser", "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.port={self.port}", "--ServerApp.port_retries=0", "--ServerApp.allow_root=True",
            f"--IdentityProvider.token={TOKEN}", f"--ServerApp.root_dir={self.work / 'root'}",
            f"--{self.app_class}.user_settings_dir={self.work / 'settings'}",
            f"--{self.app_class}.workspaces_dir={self.work / 'workspaces'}",
        ]  # fmt: skip
        with open(self.log, "wb") as log:
            self.proc = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True)
        deadline = time.time() + 90
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"{self.title} exited early; see {self.log}")
            try:
                self.http("GET", "/api/status", timeout=1)
            except OSError:
                time.sleep(0.2)  # the poll interval of the 90 s wait above for the server to answer, not a pause
                continue
            if "venture_widgets.server_extension | extension was successfully loaded" not in self.log_text():
                self.stop()
                raise RuntimeError(f"the server extension did not load; see {self.log}")
            return
        self.stop()
        raise TimeoutError(f"{self.title} did not answer /api/status within 90 s")

    @property
    def log(self) -> Path:
        """Where the server's output goes."""
        return self.work / f"{self.module}.log"

    def log_text(self) -> str:
        """What the server printed so far."""
        return self.log.read_text(errors="replace")

    def stop(self) -> None:
        if self.proc is None:
            return
        try:
            self.http("POST", "/api/shutdown", timeout=5)  # shuts the kernels down too
            self.proc.wait(timeout=20)
        except Exception:
            if self.proc.poll() is None:  # our own process group only
                os.killpg(self.proc.pid, signal.SIGTERM)
                try:
                    self.proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    os.killpg(self.proc.pid, signal.SIGKILL)
                    self.proc.wait()

    def http(self, method: str, path: str, timeout: float = 5) -> bytes:
        request = urllib.request.Request(self.base + path, method=method, headers={"Authorization": f"token {TOKEN}"})
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.read()

    def add_notebook(self, source: Path) -> str:
        """Copy a notebook in with its outputs and saved widget state stripped; its name."""
        notebook = nbformat.read(source, as_version=4)
        for cell in notebook.cells:
            if cell.cell_type == "code":
                cell.outputs, cell.execution_count = [], None
        notebook.metadata.pop("widgets", None)
        nbformat.write(notebook, self.work / "root" / source.name)
        return source.name

    def run_notebook(self, page, name: str, timeout_ms: int = 180_000) -> None:
        """Open ``name``, wait until its kernel can run code, Run > Run All Cells as a person
        does, check that this started running the notebook's code cells (clicking again if not),
        and wait until every code cell ran, failing on an error output."""
        from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

        page.goto(self.base + self.notebook_url.format(name=name, token=TOKEN))
        try:
            panel = page.wait_for_function(KERNEL_READY_JS, arg=name, timeout=120_000).json_value()
        except PlaywrightTimeoutError:
            raise AssertionError(f"{name}: no idle kernel within 120 s; {self.lab_state(page)}") from None
        page.evaluate(WATCH_RUN_ALL_JS)
        for attempt in range(1, RUN_ALL_TRIES + 1):
            if self._click_run_all(page, name, panel):
                break
            state = self.lab_state(page)
            print(f"Run All try {attempt} did not start {name}: {state}")
            page.keyboard.press("Escape")  # a menu left open
        else:
            raise AssertionError(f"Run All did not start {name} in {RUN_ALL_TRIES} tries; {state}")
        try:
            done = page.wait_for_function(RUN_ALL_DONE_JS, arg=name, timeout=timeout_ms).json_value()
        except PlaywrightTimeoutError:
            state = self.lab_state(page)
            raise AssertionError(f"Run All of {name} unfinished after {timeout_ms} ms; {state}") from None
        assert not done["errors"], done["errors"]

    @staticmethod
    def _click_run_all(page, name: str, panel: str) -> bool:
        """Click into the notebook (panel id ``panel``; the menu item is disabled until a
        notebook has focus), then Run > Run All Cells; whether its code cells started."""
        from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

        try:
            page.locator(f"#{panel} .jp-Cell").first.click()
            page.wait_for_function(
                "(id) => window.jupyterapp.shell.currentWidget?.id === id", arg=panel, timeout=30_000
            )
            page.locator("#jp-MainMenu .lm-MenuBar-item", has_text="Run").first.click()
            page.locator('.lm-Menu-item[data-command="runmenu:run-all"]:not(.lm-mod-disabled)').click(timeout=30_000)
            page.wait_for_function(RUN_ALL_STARTED_JS, arg=name, timeout=30_000)
            return True
        except PlaywrightTimeoutError:
            return False

    @staticmethod
    def lab_state(page) -> str:
        """JupyterLab's state for a failure message (``LAB_STATE_JS``)."""
        return "JupyterLab state: " + json.dumps(page.evaluate(LAB_STATE_JS))

    def kernel_exec(self, name: str, code: str, timeout: float = 60) -> str:
        """Run ``code`` in the kernel of notebook ``name``; return what it printed."""
        sessions = json.loads(self.http("GET", "/api/sessions"))
        kernels = [s["kernel"]["id"] for s in sessions if s["path"].endswith(name)]
        assert len(kernels) == 1, kernels
        client = uuid.uuid4().hex
        ws = websocket.create_connection(
            f"ws://127.0.0.1:{self.port}/api/kernels/{kernels[0]}/channels?session_id={client}&token={TOKEN}",
            timeout=timeout,
        )
        msg_id = uuid.uuid4().hex
        header = {
            "msg_id": msg_id, "username": "e2e", "session": client, "msg_type": "execute_request",
            "version": "5.3", "date": datetime.datetime.now(datetime.UTC).isoformat(),
        }  # fmt: skip
        content = {
            "code": code, "silent": False, "store_history": False, "user_expressions": {},
            "allow_stdin": False, "stop_on_error": True,
        }  # fmt: skip
        ws.send(json.dumps({"header": header, "parent_header": {}, "metadata": {}, "channel": "shell",
                            "buffers": [], "content": content}))  # fmt: skip
        out: list[str] = []
        deadline = time.time() + timeout
        try:
            while time.time() < deadline:
                message = json.loads(ws.recv())
                if message.get("parent_header", {}).get("msg_id") != msg_id:
                    continue
                if message["msg_type"] == "stream":
                    out.append(message["content"]["text"])
                elif message["msg_type"] == "error":
                    raise RuntimeError("\n".join(message["content"]["traceback"]))
                elif message["msg_type"] == "status" and message["content"]["execution_state"] == "idle":
                    return "".join(out)
        finally:
            ws.close()
        raise TimeoutError("the kernel did not go idle")


# --- playing on a table widget by clicking (shared by the tests of every game) ----------------------

TABLE_CHOICES = "[data-testid=vw-table] [data-action], [data-testid=vw-table] [data-select]"

# Arms a watcher on the widget root: resolves with the ms from the last pointerdown inside it
# (the click that sent the move, not the one that opened its menu) to the moment its
# data-actions (the number of actions played) has changed and no bot thinks (data-bot-thinking),
# i.e. the redraw after the kernel has applied the move and the bots have answered.
ARM_JS = """(index) => {
  const root = document.querySelectorAll('[data-testid=vw-root]')[index];
  const before = root.dataset.actions;
  window.__vwRender = new Promise((resolve) => {
    let t0 = null;
    const down = () => { t0 = performance.now(); };
    root.addEventListener('pointerdown', down, { capture: true });
    const mo = new MutationObserver(() => {
      // the move drawn, and the bots' replies, which come one by one while a bot thinks in the background
      if (root.dataset.actions === before || root.dataset.botThinking) return;
      mo.disconnect();
      root.removeEventListener('pointerdown', down, { capture: true });
      resolve(t0 === null ? null : performance.now() - t0);
    });
    mo.observe(root, { attributes: true, subtree: true, childList: true });
  });
}"""

# Awaits the watcher ARM_JS armed, failing after a deadline (ms) if the move was never drawn
AWAIT_REDRAW_JS = """(deadline) => Promise.race([
  window.__vwRender,
  new Promise((_, fail) => setTimeout(() => fail(new Error(`no redraw within ${deadline} ms of the click`)), deadline)),
])"""

# Run in the kernel of a notebook whose table is ``table``: from then on, for every message the
# browser sends (a click), the kernel time taken to handle it (the bots' replies included) and
# the bytes sent to the browser meanwhile (trait updates and custom messages, as JSON) are kept
# in ``_moves``; bytes sent outside any message (the moves of bots that think in the background)
# in ``_other_bytes``.
RECORD_SIZES = """
import json as _json, time as _time
_moves, _other_bytes, _current = [], [], None
_send = table.comm.send
def _measure(data=None, metadata=None, buffers=None):
    size = len(_json.dumps(data, separators=(",", ":")))
    if _current is None:
        _other_bytes.append(size)
    else:
        _current["bytes"] += size
    return _send(data=data, metadata=metadata, buffers=buffers)
table.comm.send = _measure
_handle = table._on_message
def _timed(widget, content, buffers):
    global _current
    _current = {"kind": content.get("kind") if isinstance(content, dict) else None, "bytes": 0}
    start = _time.perf_counter()
    try:
        return _handle(widget, content, buffers)
    finally:
        _current["kernel_ms"] = (_time.perf_counter() - start) * 1000
        _moves.append(_current)
        _current = None
table._on_message = _timed
table._msg_callbacks.callbacks[:] = [_timed]
print("measuring")
"""

# What the kernel knows of the game at ``table`` once it is over (with the moves measured).
GAME_FACTS = """
import json
actions = table.state.actions
print(json.dumps({'over': table.state.is_over, 'actions': len(actions), 'winners': table.state.winners(),
                  'human': [actions[p] for p in table.match.human_points if p < len(actions)],
                  'moves': [m for m in _moves if m['kind'] == 'act'], 'other_bytes': _other_bytes}))
"""


def ask_for_reduced_motion(page) -> None:
    """Play as a person who asks their system for reduced motion: the table then skips its
    highlights and flying cards. The longest whole-game tests (Venture Forth's and A Wild
    Venture's, a third quicker so) play that way, the others with motion, so that JupyterLab
    runs both drawings."""
    page.emulate_media(reduced_motion="reduce")
    assert page.evaluate("matchMedia('(prefers-reduced-motion: reduce)').matches")


def open_game(lab: LabServer, page, notebook: Path, game: str, shot: Path):
    """Run the play notebook ``notebook`` in a window of 1400 x 900, wait for its table of
    ``game`` with the person to play, take a screenshot of the window (``shot``) and start
    measuring the moves (``RECORD_SIZES``); the notebook's name and the table's root."""
    from playwright.sync_api import expect

    page.set_viewport_size({"width": 1400, "height": 900})
    name = lab.add_notebook(notebook)
    lab.run_notebook(page, name)
    root = page.get_by_test_id("vw-root").first
    expect(root).to_have_attribute("data-game", game)
    expect(root).to_have_attribute("data-phase", "play")
    page.screenshot(path=str(shot), animations="disabled")
    assert "measuring" in lab.kernel_exec(name, RECORD_SIZES)
    return name, root


def screenshot_whole(page, locator, path: Path) -> None:
    """A screenshot of all of ``locator`` (a widget taller than the window included) with its
    animations finished: JupyterLab scrolls the notebook inside the page, so an element
    screenshot of a tall output is cut at the window and shows the toolbar over it; the window
    is made tall enough for a moment instead."""
    size = page.viewport_size
    height = int(locator.bounding_box()["height"]) + 250
    if height > size["height"]:
        page.set_viewport_size({"width": size["width"], "height": min(height, 6000)})
    try:
        locator.scroll_into_view_if_needed()
        locator.screenshot(path=str(path), animations="disabled")
    finally:
        page.set_viewport_size(size)


# Where a choice about to be clicked lies, with the prompt, in the notebook's visible area: the
# table at the top of that area (as a person keeps it in view), the choice scrolled into view as
# little as needed (as a person scrolls to it), then for the choice and the prompt whether they
# are wholly inside that area, and the prompt's place in it.
IN_VIEW_JS = """(pick) => {
    const root = pick.closest('[data-testid=vw-root]');
    root.scrollIntoView({ block: 'start' });
    pick.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const view = root.closest('.jp-WindowedPanel-outer, .jp-Notebook').getBoundingClientRect();
    const box = (el) => el.getBoundingClientRect();
    const inside = (r) => r.top >= view.top - 1 && r.bottom <= view.bottom + 1 && r.left >= view.left - 1
        && r.right <= view.right + 1;  // a pixel's part is rounding
    const prompt = box(root.querySelector('[data-testid=vw-prompt]'));
    const r = box(pick);
    return { pick: inside(r), prompt: inside(prompt), prompt_top: prompt.top - view.top,
             pick_top: r.top - view.top, pick_bottom: r.bottom - view.top, view_height: view.height };
}"""


# A point of a choice that takes a click, from the top-left corner of its box (and in the
# window, for SVG, whose box Playwright measures its own way): its middle, or else the middle
# of one of its parts (a board space's box takes in its name, beside it, and its middle may
# fall between the two), or else a point along one of its lines (a path, whose middle lies
# under the cards on it), as a person clicks on what they see.
HIT_POINT_JS = """(el) => {
    el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const box = el.getBoundingClientRect();
    const svg = el instanceof SVGElement;
    const takes = (x, y) => {
        const hit = document.elementFromPoint(x, y);
        return hit && el.contains(hit) ? { x: x - box.left, y: y - box.top, client: [x, y], svg } : null;
    };
    const parts = [el, ...el.querySelectorAll('*')];
    for (const part of parts) {
        const r = part.getBoundingClientRect();
        const found = takes(r.left + r.width / 2, r.top + r.height / 2);
        if (found) return found;
    }
    // a line (an SVG path between the cards on it): the first point along it that takes the click
    for (const part of parts) {
        if (typeof part.getTotalLength !== 'function' || !part.getScreenCTM()) continue;
        const length = part.getTotalLength();
        for (let i = 1; i < 40; i++) {
            const p = part.getPointAtLength((length * i) / 40).matrixTransform(part.getScreenCTM());
            const found = takes(p.x, p.y);
            if (found) return found;
        }
    }
    return null;
}"""


def click_choice(el) -> None:
    """Click a choice where it takes the click (``HIT_POINT_JS``)."""
    point = el.evaluate(HIT_POINT_JS)
    box = el.bounding_box() if point is not None and point["svg"] else None
    if point is None:
        el.click()
    elif box is not None:  # SVG: the point in the window, from the box Playwright clicks in
        el.click(position={"x": point["client"][0] - box["x"], "y": point["client"][1] - box["y"]})
    else:
        el.click(position={"x": point["x"], "y": point["y"]})


def click_one_move(page, root, rng, then: str, seen=None) -> tuple[str, float | None]:
    """Click one of the table's choices at random (``rng``) until an action is sent: a choice
    that sends it, or a selector and then one of the choices ``then`` finds (the ends of an
    expedition, a card's menu of verbs). That action and the click-to-redraw ms. ``seen``, if
    given, gets for each click where the choice and the prompt lie (``IN_VIEW_JS``)."""
    from playwright.sync_api import expect

    def click(pick) -> None:
        if seen is not None:
            seen.append({"action": pick.get_attribute("data-action") or "", **pick.evaluate(IN_VIEW_JS)})
        click_choice(pick)

    page.evaluate(ARM_JS, 0)
    choices = root.locator(TABLE_CHOICES)
    expect(choices.first).to_be_attached()
    pick = choices.nth(rng.randrange(choices.count()))
    if pick.get_attribute("data-action") is None:  # a selector: then one of what it opened
        click(pick)
        opened = root.locator(then)
        expect(opened.first).to_be_visible()
        pick = opened.nth(rng.randrange(opened.count()))
    action = pick.get_attribute("data-action")
    click(pick)
    # wait in the page for the redraw the watcher resolves on, not by polling the page from here:
    # polling runs a query over all of JupyterLab every few ms and slows the redraw it times
    return action, page.evaluate(AWAIT_REDRAW_JS, DEADLINE_MS)


def play_to_the_end(
    page, root, rng, then: str, max_clicks: int, on_move=None, seen=None
) -> tuple[list[str], list[float]]:
    """Click moves (``click_one_move``) until the game is over; the actions sent and the
    click-to-redraw ms. ``on_move(n)`` runs before the n-th move (0-based), e.g. to take a
    screenshot; ``seen`` collects where each clicked choice and the prompt lay."""
    timings: list[float] = []
    clicked: list[str] = []
    while root.get_attribute("data-phase") != "over":
        assert root.get_attribute("data-phase") == "play", root.get_attribute("data-phase")
        if on_move is not None:
            on_move(len(clicked))
        action, elapsed = click_one_move(page, root, rng, then, seen)
        clicked.append(action)
        if elapsed is not None:
            timings.append(elapsed)
        assert len(clicked) < max_clicks
    return clicked, timings


def spread(values: list[float]) -> dict[str, float]:
    """Median, 90th percentile and maximum of ``values`` (rounded for a report)."""
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return {"median": round(statistics.median(ordered), 1), "p90": round(p90, 1), "max": round(ordered[-1], 1)}


# The page's own measure of each table update's redraw (js/lib/redraw_timing.js): per game, the
# script ms from the update's arrival to the table drawn.
REDRAW_COSTS_JS = """() => {
    const costs = {};
    for (const entry of performance.getEntriesByName('vw-redraw')) {
        if (entry.detail?.kind !== 'table') continue;
        (costs[entry.detail.game] ??= []).push(entry.duration);
    }
    return costs;
}"""


def redraw_costs(page) -> dict[str, dict[str, float]]:
    """Per game drawn in ``page``, the spread of what its tables' update redraws cost (script ms)."""
    return {game: spread(costs) for game, costs in page.evaluate(REDRAW_COSTS_JS).items()}


def measurements(timings: list[float], facts: dict, page=None) -> dict:
    """The figures the game tests print and save (reported, never asserted): click to redraw in
    the page, kernel time and bytes sent per human move (``GAME_FACTS``' ``moves``) and, given
    the ``page``, what the tables' redraws cost per update in it (``redraw_costs``)."""
    moves = facts["moves"]
    return {
        "human_moves": len(timings),
        "click_to_redraw_ms": spread(timings),
        **({"redraw_script_ms": redraw_costs(page)} if page is not None else {}),
        "kernel_ms_per_move": spread([m["kernel_ms"] for m in moves]),
        "bytes_per_move": spread([m["bytes"] for m in moves]),
        "bytes_outside_moves": sum(facts["other_bytes"]),
    }


def check_clicks_in_view(path: Path, seen: list[dict], clicks: int | None = None) -> None:
    """Save what each click saw (``path``, JSON) and check one screen held it all: at every click
    the thing clicked and the prompt were in view; with ``clicks``, each of them was seen."""
    path.write_text(json.dumps(seen, indent=1))
    if clicks is not None:
        assert len(seen) >= clicks
    assert [click for click in seen if not (click["pick"] and click["prompt"])] == []


def play_a_whole_game(
    lab: LabServer, page, artifacts: Path, notebook: Path, then: str, prefix: str = "", screens: list | None = None
) -> dict:
    """Run the play notebook ``notebook`` through the Run menu in a window of 1400 x 900 and click
    the table's choices at random from a seed (``then`` finds what a selector opened) until the
    score sheet shows. Checks that at every click the prompt was in view beside the choice, and
    through the kernel that the game is over with the human's moves exactly the clicks; saves
    screenshots of the table at the start, mid-game and at the end, and the measurements
    (``measurements``), in ``artifacts`` under names starting with ``prefix``; returns those.
    ``screens``, if given, gets before each move where the prompt, the board and the own area
    lie (``fit_checks.one_screen``)."""
    from playwright.sync_api import expect

    page.set_viewport_size({"width": 1400, "height": 900})
    name = lab.add_notebook(notebook)
    lab.run_notebook(page, name)
    root = page.get_by_test_id("vw-root").first
    expect(root).to_have_attribute("data-phase", "play")
    root.evaluate("root => root.scrollIntoView({block: 'start'})")
    page.screenshot(path=str(artifacts / f"{prefix}table-start.png"), full_page=False)
    assert "measuring" in lab.kernel_exec(name, RECORD_SIZES)

    def on_move(n: int) -> None:
        if screens is not None:
            screens.append(one_screen(root))
        if n == 6:
            screenshot_whole(page, root, artifacts / f"{prefix}table-mid-game.png")
            check_no_black(root.locator(".vw-middle"), artifacts / f"{prefix}table-mid-game-middle.png")

    seen: list[dict] = []
    clicked, timings = play_to_the_end(page, root, random.Random(1), then, 1500, on_move, seen)
    # one screen: at every click (a hand card, then an end) the prompt was in view too
    check_clicks_in_view(artifacts / f"{prefix}e2e-clicks-in-view.json", seen, len(clicked))
    sheet = root.get_by_test_id("vw-score-sheet")
    expect(sheet).to_be_visible()
    screenshot_whole(page, root, artifacts / f"{prefix}table-score-sheet.png")

    facts = json.loads(lab.kernel_exec(name, GAME_FACTS))
    assert facts["over"]
    assert facts["actions"] == int(root.get_attribute("data-actions"))
    assert facts["human"] == clicked  # the people's moves of the game are exactly the clicks
    if facts["winners"]:
        expect(root.get_by_test_id("vw-verdict")).to_contain_text(f"Seat {facts['winners'][0]}")
    report = {
        **measurements(timings, facts, page),
        "clicks": len(clicked),
        "clicks_with_the_prompt_in_view": f"{sum(click['prompt'] for click in seen)} of {len(seen)}",
    }
    (artifacts / f"{prefix}e2e-measurements.json").write_text(json.dumps(report, indent=2))
    return report


def click_action(root, action: str) -> None:
    """Click the table element of ``action``: directly, or first the selector it belongs to
    (a hand card whose end comes next, a card whose verbs open a menu)."""
    target = root.locator(f'[data-testid=vw-table] [data-action="{action}"]')
    if target.count() == 0:
        words = action.split()[1:]
        selectors = root.locator("[data-testid=vw-table] [data-select]")
        keys = [key for key in selectors.evaluate_all("els => els.map((e) => e.dataset.select)") if key in words]
        assert keys, f"no element of the table takes {action!r}"
        click_choice(root.locator(f'[data-testid=vw-table] [data-select="{keys[0]}"]').first)
    click_choice(target.first)


NEXT_STEP_JS = """([step, kind]) => {
    const panel = document.querySelector('[data-testid=vw-root] [data-testid=vw-tutor]');
    return panel.dataset.step !== step || panel.dataset.kind !== kind;
}"""


#: What the tutor takes at the learner's decision: the demonstration's move and every right move.
RIGHT_MOVES = "import json\nprint(json.dumps([{0}.runner.demo_move(), {0}.runner.right_moves()]))"


def complete_lesson(lab: LabServer, page, name: str, max_steps: int = 100, click=click_action):
    """Run the tutorial notebook ``name`` through the Run menu and complete the first tutorial
    widget in it by clicking: the right answer of each question, a right move on the table
    (``click(root, action)`` makes it; a game whose moves take more than a click gives its own),
    Next; return the widget's root once the lesson says it is done. At the first decision with
    more than one right move the learner makes another move than the demonstration's, and the
    lesson must go on from it to its end (the moves chosen are in ``root.deviations``)."""
    from playwright.sync_api import expect

    lab.run_notebook(page, name)
    root = page.get_by_test_id("vw-root").first
    panel = root.get_by_test_id("vw-tutor")
    expect(panel).to_be_visible()
    deviations: list[str] = []
    variable = lab.kernel_exec(
        name, "import venture_widgets as vw\nprint([k for k, v in globals().items() if isinstance(v, vw.Tutorial)][0])"
    ).strip()
    for _ in range(max_steps):
        kind = panel.get_attribute("data-kind")
        step = panel.get_attribute("data-step")
        if kind == "done":
            break
        if kind == "ask":
            answer = lab.kernel_exec(name, f"print({variable}.runner.current.answer)").strip()
            root.get_by_test_id(f"vw-tutor-option-{answer}").click()
            expect(root.get_by_test_id("vw-tutor-feedback")).to_have_attribute("data-ok", "true")
        elif kind == "expect":
            make_moves(lab, name, variable, root, deviations, click)
        if kind == panel.get_attribute("data-kind") and step == panel.get_attribute("data-step"):
            next_button = root.get_by_test_id("vw-tutor-next")
            expect(next_button).to_be_enabled()
            next_button.click()
            page.wait_for_function(NEXT_STEP_JS, arg=[step, kind])
    assert panel.get_attribute("data-kind") == "done"
    assert lab.kernel_exec(name, f"print({variable}.runner.done)").strip() == "True"
    assert deviations, "the lesson offered no decision with more than one right move"
    root.deviations = deviations
    return root


def make_moves(lab: LabServer, name: str, variable: str, root, deviations: list[str], click) -> None:
    """Click right moves until the step is solved (a step may span several moves while the other
    seats answer): the demonstration's, except at the lesson's first real choice, where another."""
    from playwright.sync_api import expect

    solved = "False"
    while solved != "True":
        demo, right = json.loads(lab.kernel_exec(name, RIGHT_MOVES.format(variable)))
        wanted = demo
        if not deviations and len(right) > 1:
            wanted = next(action for action in right if action != demo)
            deviations.append(wanted)
        played = root.get_attribute("data-actions")
        click(root, wanted)
        expect(root).not_to_have_attribute("data-actions", played)
        expect(root.get_by_test_id("vw-tutor-feedback")).to_have_attribute("data-ok", "true")
        solved = lab.kernel_exec(name, f"print({variable}.runner.solved)").strip()
