"""Fixtures of the front-end browser tests: one Chromium per session, a fresh harness page per test."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from frontend_support import CHROMIUM, launch, open_harness


@pytest.fixture(scope="session")
def browser():
    sync_api = pytest.importorskip(
        "playwright.sync_api", reason="the browser tests need the playwright Python package (pip install playwright)"
    )
    if not Path(CHROMIUM).exists():
        pytest.skip(f"the browser tests need Chromium at {CHROMIUM}: apt-get install chromium, or set CHROMIUM")
    with sync_api.sync_playwright() as playwright:
        chromium = launch(playwright)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser):
    page = open_harness(browser)
    yield page
    errors = page.errors
    page.close()
    assert errors == [], f"errors in the page: {errors}"


@pytest.fixture(scope="session")
def screenshots(tmp_path_factory) -> Path:
    """Where screenshots go: $VW_SCREENSHOTS, else a pytest temporary directory."""
    where = os.environ.get("VW_SCREENSHOTS")
    path = Path(where) if where else tmp_path_factory.mktemp("screenshots")
    path.mkdir(parents=True, exist_ok=True)
    return path
