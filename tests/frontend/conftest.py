"""Fixtures of the front-end browser tests: a fresh harness page per test (``browser`` is in tests/conftest.py)."""

from __future__ import annotations

import pytest
from frontend_support import open_harness


@pytest.fixture
def page(browser):
    page = open_harness(browser)
    yield page
    errors = page.errors
    page.close()
    assert errors == [], f"errors in the page: {errors}"
