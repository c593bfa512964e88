"""The JupyterLite site (scripts/build_lite.sh), real Chromium, no network: a lesson and a whole game.

The site is built once for the module into a temporary folder (or taken from ``$VW_LITE_SITE``,
a site already built) and served as static files from 127.0.0.1 by Python's ``http.server`` in a
thread: no Jupyter server, the kernel is Pyodide in the page. Every request to another host goes
to a proxy that answers none and records it (a service worker fetches for the page once it is
installed, which Playwright's routes do not see; the proxy does): the tests fail if the site
asked for anything elsewhere. The notebooks run as they are, through the Run menu: no ``%pip``
line, ``import venture_widgets`` loads the package and what it needs from the site.

The first lesson of Venturesome is completed by clicking (``complete_lesson``), and a whole game
is played by clicking against two bots (``play_a_whole_game``; the bots move at once in Pyodide,
which has no threads), as the JupyterLab tests do; ``%pip install venture_widgets`` is checked in
a fresh kernel. Click-to-redraw times are printed and saved
(``lite-e2e-measurements.json``), never asserted; screenshots go to the artifacts folder as
``lite-*.png``. Any error in the page or logged to its console fails the test.
"""

from __future__ import annotations

import functools
import http.server
import importlib.util
import json
import os
import shutil
import socketserver
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from jupyterlab_session import PANEL_JS, LabServer, complete_lesson, play_a_whole_game, screenshot_whole

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "scripts" / "build_lite.sh"
ENDS = "[data-testid=vw-table] [data-action]"  # after a hand card: the ends of the expedition

CONSOLE_ERRORS_FAIL = True
KNOWN_ERRORS = [
    # Chromium's own: a page that names no icon as it loads gets its origin's /favicon.ico asked
    # for; JupyterLite names its icon (lab/favicon.ico) only from a script, sometimes too late.
    ("console", "Failed to load resource: the server responded with a status of 404 (File not found)",
     r"/favicon\.ico"),
    # the request test_what_the_site_would_fetch_elsewhere_goes_to_the_black_hole makes on purpose
    ("console", "Failed to load resource: net::ERR_FAILED", r"/simple/venture-widgets/"),
]  # fmt: skip
# Chromium's own: its autofill asks Google about the forms of the pages it shows (the browser does,
# not the page: --disable-background-networking leaves it on, and a context's proxy carries it)
CHROMIUM_OWN = ("CONNECT content-autofill.googleapis.com:443 ",)

# Runs code in the kernel of the notebook ``name`` (in the page: the kernel is Pyodide in a
# worker of it) and returns what it printed, or the error it raised.
KERNEL_EXEC_JS = f"""async ([name, code, deadline]) => {{
    const kernel = {PANEL_JS}.sessionContext.session.kernel;
    const future = kernel.requestExecute({{ code, silent: false, store_history: false, stop_on_error: true }});
    const out = [];
    let error = null;
    future.onIOPub = (msg) => {{
        if (msg.header.msg_type === 'stream') out.push(msg.content.text);
        if (msg.header.msg_type === 'error') error = msg.content.traceback.join('\\n');
    }};
    const late = new Promise((_, fail) => setTimeout(() => fail(new Error(`no reply in ${{deadline}} ms`)), deadline));
    await Promise.race([future.done, late]);
    return {{ out: out.join(''), error }};
}}"""


class Quiet(http.server.SimpleHTTPRequestHandler):
    """Serves the site's files with the types Pyodide's loader insists on, without a log line each."""

    extensions_map = {  # noqa: RUF012 (the base class's own attribute, extended)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
    }  # fmt: skip

    def log_message(self, format, *args) -> None:
        pass


class Refuse(socketserver.StreamRequestHandler):
    """A proxy's answer to any request: its first line recorded, then 403 and the door shut. A
    connection that closes before sending a line asked for nothing (Chromium opens spare
    connections to its proxy ahead of need and drops the unused ones): nothing is recorded."""

    def handle(self) -> None:
        line = self.rfile.readline(8192).decode(errors="replace").strip()
        if line:
            self.server.requests.append(line)
        self.wfile.write(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")


class BlackHole(socketserver.ThreadingTCPServer):
    """A proxy on 127.0.0.1 that forwards nothing and keeps the first line of every request
    (``GET http://host/...`` or ``CONNECT host:443``) in ``requests``."""

    daemon_threads = True

    def __init__(self) -> None:
        self.requests: list[str] = []
        super().__init__(("127.0.0.1", 0), Refuse)


class OfflineBrowser:
    """The session's Chromium, whose pages send every request to another host than 127.0.0.1
    to ``proxy`` (each page has a browser context of its own, which takes a proxy)."""

    def __init__(self, browser, proxy: str) -> None:
        self._browser, self._proxy = browser, proxy

    def new_page(self, **options):
        return self._browser.new_page(proxy={"server": self._proxy, "bypass": "127.0.0.1"}, **options)

    def __getattr__(self, name: str):
        return getattr(self._browser, name)


class LiteSite(LabServer):
    """The built site served from 127.0.0.1, opened and run as JupyterLab is (``LabServer``'s
    Run menu and waits; complete_lesson and play_a_whole_game take it): a notebook opens at
    ``lab/index.html?path=<path>``, the site holds the notebooks already (at their paths in the
    repository), and code runs in a notebook's kernel through the page it lives in."""

    notebook_url = "/lab/index.html?path={name}"

    def __init__(self, site: Path) -> None:  # no Jupyter server: none of LabServer's folders and config
        self.site = site
        self.files = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=site))
        self.base = f"http://127.0.0.1:{self.files.server_address[1]}"
        self.black_hole = BlackHole()
        self.proxy = f"http://127.0.0.1:{self.black_hole.server_address[1]}"
        self.page = None

    def start(self) -> None:
        for server in (self.files, self.black_hole):
            threading.Thread(target=server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        for server in (self.files, self.black_hole):
            server.shutdown()
            server.server_close()

    def add_notebook(self, source: Path) -> str:
        name = source.relative_to(ROOT).as_posix()
        assert (self.site / "files" / name).is_file(), f"the site has no {name}"
        return name

    def run_notebook(self, page, name: str, timeout_ms: int = 180_000) -> None:
        self.page = page  # the notebook's kernel lives in this page: kernel_exec runs code there
        super().run_notebook(page, name, timeout_ms)

    def kernel_exec(self, name: str, code: str, timeout: float = 60) -> str:
        assert self.page is not None, "no notebook opened"
        done = self.page.evaluate(KERNEL_EXEC_JS, [name, code, timeout * 1000])
        if done["error"]:
            raise RuntimeError(done["error"])
        return done["out"]


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """The site: built by scripts/build_lite.sh with this Python, or ``$VW_LITE_SITE``."""
    if os.environ.get("VW_LITE_SITE"):
        return Path(os.environ["VW_LITE_SITE"])
    if importlib.util.find_spec("jupyterlite_core") is None or shutil.which("npm") is None:
        pytest.skip("building the JupyterLite site needs jupyterlite-core (the test extra) and npm")
    work = tmp_path_factory.mktemp("lite")
    start = time.perf_counter()
    built = subprocess.run(
        ["bash", str(BUILD), str(work)], env=dict(os.environ, PYTHON=sys.executable), capture_output=True, text=True
    )
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    size = sum(path.stat().st_size for path in (work / "_output").rglob("*") if path.is_file())
    print(f"\nJupyterLite site built in {time.perf_counter() - start:.1f} s, {size / 1e6:.1f} MB")
    return work / "_output"


@pytest.fixture(scope="module")
def lite(site):
    server = LiteSite(site)
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def browser(browser, lite):
    """The session's Chromium with every page's off-host requests sent to the site's black hole."""
    return OfflineBrowser(browser, lite.proxy)


@pytest.fixture(autouse=True)
def nothing_elsewhere(lite):
    """Fails a test whose pages asked another host for anything (Chromium's own requests aside)."""
    lite.black_hole.requests.clear()
    yield
    asked = [line for line in lite.black_hole.requests if not line.startswith(CHROMIUM_OWN)]
    assert asked == [], f"requests to other hosts: {asked}"


def test_what_the_site_would_fetch_elsewhere_goes_to_the_black_hole(lite, page):
    """The check every test ends with sees requests made anywhere in the page, the service
    worker's included (it fetches for the page once it controls it): here one made on purpose."""
    page.goto(f"{lite.base}/lab/index.html")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    refused = page.evaluate("fetch('https://pypi.org/simple/venture-widgets/').then(() => 'fetched', () => 'refused')")
    assert refused == "refused"
    assert "CONNECT pypi.org:443 HTTP/1.1" in lite.black_hole.requests
    lite.black_hole.requests.clear()


# What the kernel sees of the site: the notebook's folder in the site's files (the service worker
# hands them to Pyodide), and there a file the bots and balance notebook reads.
KERNEL_FACTS = """
import os, pathlib
print(os.getcwd())
print(pathlib.Path("../../benchmarks/results/ladder_venturesome.csv").is_file())
"""


def test_complete_the_first_lesson_by_clicking(lite, page, artifacts):
    name = lite.add_notebook(ROOT / "tutorials" / "venturesome" / "01_quick_start.ipynb")
    root = complete_lesson(lite, page, name)
    screenshot_whole(page, root, artifacts / "lite-tutorial-done.png")
    assert lite.kernel_exec(name, KERNEL_FACTS).split() == ["/drive/tutorials/venturesome", "True"]


# Starts a Pyodide kernel of its own (no notebook) for each list of cells, all at once, runs the
# cells one by one and returns what each printed (or the error it raised); then shuts them down.
FRESH_KERNELS_JS = """async ([runs, deadline]) => {
    const kernels = window.jupyterapp.serviceManager.kernels;
    const run = async (cells) => {
        const kernel = await kernels.startNew({ name: 'python' });
        const out = [];
        try {
            for (const code of cells) {
                const future = kernel.requestExecute({ code, stop_on_error: true });
                future.onIOPub = (msg) => {
                    if (msg.header.msg_type === 'stream') out.push(msg.content.text);
                    if (msg.header.msg_type === 'error') out.push(`${msg.content.ename}: ${msg.content.evalue}`);
                };
                await future.done;
            }
        } finally {
            await kernel.shutdown();
        }
        return out.join('');
    };
    const late = new Promise((_, fail) => setTimeout(() => fail(new Error(`not done in ${deadline} ms`)), deadline));
    return await Promise.race([Promise.all(runs.map(run)), late]);
}"""
SOURCE = "import micropip\nprint(micropip.list()['venture-widgets'].source)"  # "pyodide": from the lock
# the package and the widget libraries import; a game starts (no widget: this kernel has no notebook
# to show one, and a widget's comm would find no widget manager to open it)
USE = """
import anywidget, ipywidgets, venture_widgets as vw
print(not vw.load_game("venturesome").new_game(players=2, seed=1).is_over)
"""


def test_pip_install_in_a_fresh_kernel(lite, page):
    """``%pip install venture_widgets`` as the first line of a notebook works: piplite takes it
    from Pyodide's lock, where the site put it. An install that looks in an index before the lock
    (any ``index_urls`` given) gets it from piplite's index of the site's wheels."""
    page.goto(f"{lite.base}/lab/index.html")
    page.wait_for_function("() => window.jupyterapp?.serviceManager.kernelspecs.specs?.kernelspecs.python")
    from_lock, from_index = page.evaluate(
        FRESH_KERNELS_JS,
        [
            [
                [f"%pip install venture_widgets\n{SOURCE}", USE],
                [f"import piplite\nawait piplite.install('venture_widgets', index_urls='lock-last')\n{SOURCE}", USE],
            ],
            120_000,
        ],
    )
    assert from_lock.split() == ["pyodide", "True"], from_lock
    assert from_index.split() == ["pypi", "True"], from_index  # micropip's name for an index: the site's


def test_play_a_whole_game_by_clicking(lite, page, artifacts):
    notebook = ROOT / "notebooks" / "play_venturesome.ipynb"
    report = play_a_whole_game(lite, page, artifacts, notebook, ENDS, "lite-")
    print("\nJupyterLite browser measurements:", json.dumps(report))
