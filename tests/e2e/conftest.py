"""Fixtures of the JupyterLab browser tests: one server per module, a fresh page per test
(``browser`` and ``artifacts`` are in tests/conftest.py)."""

from __future__ import annotations

import pytest
from jupyterlab_session import LabServer


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
    outcome = getattr(request.node, "rep_call", None)
    if outcome is not None and outcome.failed:
        page.screenshot(path=str(artifacts / f"failure-{request.node.name}.png"))
    page.close()
    assert not errors, f"errors in the page: {errors}"


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report
