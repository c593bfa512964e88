"""Fixtures of the JupyterLab browser tests: one server per module, a fresh page per test
(``browser`` and ``artifacts`` are in tests/conftest.py)."""

from __future__ import annotations

import pytest
from jupyterlab_session import DEADLINE_MS, LabServer


@pytest.fixture(scope="module")
def lab(browser, tmp_path_factory):
    server = LabServer(tmp_path_factory.mktemp("jupyterlab"))
    server.start()
    yield server
    server.stop()


@pytest.fixture
def page(browser, artifacts, request):
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1300, "height": 1000})
    page.set_default_timeout(DEADLINE_MS)  # deadlines for a loaded machine: waits end at the state
    expect.set_options(timeout=DEADLINE_MS)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    outcome = getattr(request.node, "rep_call", None)
    if outcome is not None and outcome.failed:
        page.screenshot(path=str(artifacts / f"failure-{request.node.name}.png"))
    page.close()
    expect.set_options(timeout=5_000)  # Playwright's default, for other tests
    assert not errors, f"errors in the page: {errors}"


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report
