"""Fixtures of the JupyterLab and Notebook 7 browser tests: one server per module, a fresh page
per test (``browser`` and ``artifacts`` are in tests/conftest.py).

A page fails its test on an error it does not catch. In a module that sets
``CONSOLE_ERRORS_FAIL = True``, an error logged to the browser console fails it too, except the
errors of Jupyter itself the module lists as ``KNOWN_ERRORS``: ``(kind, text, source)`` with kind
``"pageerror"`` (uncaught) or ``"console"``, the exact text (``Name: message``, the first line of
a console message) and a regular expression the whole path of the script it comes from (the first
frame of its stack) must match.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest
from jupyterlab_session import DEADLINE_MS, LabServer


def serve(tmp_path_factory, app: str):
    server = LabServer(tmp_path_factory.mktemp("jupyterlab" if app == "lab" else app), app=app)
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def lab(browser, tmp_path_factory):
    yield from serve(tmp_path_factory, "lab")


@pytest.fixture(scope="module")
def notebook7(browser, tmp_path_factory):
    """The classic interface, Notebook 7 (``jupyter notebook``), isolated as ``lab`` is."""
    pytest.importorskip("notebook", minversion="7", reason="the Notebook 7 tests need notebook>=7 (the test extra)")
    yield from serve(tmp_path_factory, "notebook")


def source(stack: str, where: str = "") -> str:
    """The path of the script an error comes from: the first frame of its ``stack``, else the
    address ``where`` (the host, port and query change from run to run)."""
    frame = re.search(r"(https?://[^\s()]+?):\d+:\d+", stack)
    return urlsplit(frame.group(1) if frame else where).path


def uncaught(error) -> tuple[str, str, str]:
    """An uncaught error as ``(kind, text, source)``."""
    return "pageerror", f"{error.name}: {error.message}", source(error.stack or "")


def logged(message) -> tuple[str, str, str]:
    """An error logged to the console as ``(kind, text, source)``: the source is the first frame
    of the stack the message shows (an Error logged), else the script that logged it."""
    text = message.text or ""
    return "console", text.split("\n")[0], source(text, message.location.get("url", ""))


def is_known(error: tuple[str, str, str], known: list[tuple[str, str, str]]) -> bool:
    kind, text, source = error
    return any(kind == k and text == t and re.fullmatch(s, source) for k, t, s in known)


@pytest.fixture
def page(browser, artifacts, request):
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1300, "height": 1000})
    page.set_default_timeout(DEADLINE_MS)  # deadlines for a loaded machine: waits end at the state
    expect.set_options(timeout=DEADLINE_MS)
    errors: list[tuple[str, str, str]] = []
    page.on("pageerror", lambda error: errors.append(uncaught(error)))
    if getattr(request.module, "CONSOLE_ERRORS_FAIL", False):
        page.on("console", lambda message: message.type == "error" and errors.append(logged(message)))
    yield page
    outcome = getattr(request.node, "rep_call", None)
    if outcome is not None and outcome.failed:
        page.screenshot(path=str(artifacts / f"failure-{request.node.name}.png"))
    page.close()
    expect.set_options(timeout=5_000)  # Playwright's default, for other tests
    known = getattr(request.module, "KNOWN_ERRORS", [])
    if any(is_known(error, known) for error in errors):
        print("\nknown errors of Jupyter's own in the page, tolerated:", [e for e in errors if is_known(e, known)])
    unexpected = [error for error in errors if not is_known(error, known)]
    assert not unexpected, f"errors in the page: {unexpected}"


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report
