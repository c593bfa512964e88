"""Fixtures of the front-end browser tests: a fresh harness page per test (``browser`` is in tests/conftest.py)."""

from __future__ import annotations

import pytest
from frontend_support import harness_page


@pytest.fixture
def page(browser):
    yield from harness_page(browser)
