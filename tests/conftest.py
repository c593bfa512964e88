"""Options, Hypothesis profiles and the fixtures shared by the browser tests.

``--games N``: random games per game id in the conformance suite (``tests/test_conformance.py``).
Hypothesis runs the same examples on every run (profile ``suite``: CI is reproducible and a
failure shows again); ``--hypothesis-profile=fuzz`` explores anew with 20 times the examples.

``browser``: one headless Debian Chromium driven by Playwright (no browser download), skipped
with the reason only where Chromium or Playwright is missing (``.ci/run`` installs both).
``artifacts``: where screenshots and measurements go, ``$VW_ARTIFACTS`` or a temporary folder.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

# --doctest-modules would also import each folder's conftest.py as a module of its own, and two
# conftest.py in folders that are not packages then clash; so would every game's hooks.py,
# cases.py and limits.py (``game_modules.py`` loads those under names of their own). They hold
# no doctests.
collect_ignore_glob = ["conftest.py", "*/conftest.py", "*/hooks.py", "*/cases.py", "*/limits.py"]

settings.register_profile("suite", derandomize=True, deadline=None, print_blob=True)
settings.register_profile("fuzz", max_examples=2_000, deadline=None, print_blob=True)
settings.load_profile("suite")

pytest.register_assert_rewrite("event_helpers")  # the rule tests' shared helpers show values when they fail

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# --no-sandbox is needed as root (containers, CI); the rest keeps Chromium off the network.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--games",
        type=int,
        metavar="N",
        help="random games per game id in the conformance suite (default: a short run for CI; 2000 for a long one)",
    )


@pytest.fixture(scope="session")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api", reason="the browser tests need playwright (the test extra)")
    if not Path(CHROMIUM).exists():
        pytest.skip(f"the browser tests need Chromium at {CHROMIUM}: apt-get install chromium, or set CHROMIUM")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture(scope="session")
def artifacts(tmp_path_factory) -> Path:
    where = os.environ.get("VW_ARTIFACTS")
    path = Path(where) if where else tmp_path_factory.mktemp("artifacts")
    path.mkdir(parents=True, exist_ok=True)
    return path
