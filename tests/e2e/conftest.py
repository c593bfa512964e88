"""Fixtures for the browser tests: one JupyterLab server and one Chromium for the module.

They skip, with the reason, only where Chromium or Playwright is missing (``.ci/run`` installs
Debian's ``chromium``, so CI runs them). Screenshots and measurements go to ``VW_ARTIFACTS``
(default: a temporary folder, printed at the end).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from jupyterlab_session import CHROMIUM, CHROMIUM_ARGS, LabServer


@pytest.fixture(scope="session")
def artifacts(tmp_path_factory) -> Path:
    folder = Path(os.environ.get("VW_ARTIFACTS") or tmp_path_factory.mktemp("e2e-artifacts"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture(scope="module")
def browser():
    if not (Path(CHROMIUM).exists() or shutil.which(CHROMIUM)):
        pytest.skip(f"no Chromium at {CHROMIUM} (apt-get install chromium, or set CHROMIUM)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="needs playwright (the test extra)")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture(scope="module")
def lab(browser, tmp_path_factory):
    server = LabServer(tmp_path_factory.mktemp("jupyterlab"))
    server.start()
    yield server
    server.stop()


@pytest.fixture
def page(browser, artifacts, request):
    page = browser.new_page(viewport={"width": 1300, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    if request.node.rep_call.failed if hasattr(request.node, "rep_call") else False:
        page.screenshot(path=str(artifacts / f"failure-{request.node.name}.png"))
    page.close()
    assert not errors, f"errors in the page: {errors}"


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report
