"""Fixtures shared by the browser tests (tests/frontend and tests/e2e).

``browser``: one headless Debian Chromium driven by Playwright (no browser download), skipped
with the reason only where Chromium or Playwright is missing (``.ci/run`` installs both).
``artifacts``: where screenshots and measurements go, ``$VW_ARTIFACTS`` or a temporary folder.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# --doctest-modules would also import each folder's conftest.py as a module of its own, and two
# conftest.py in folders that are not packages then clash; they hold no doctests.
collect_ignore_glob = ["conftest.py", "*/conftest.py"]

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
