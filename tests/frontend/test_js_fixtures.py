"""The front end's unit tests run on engine output that is up to date (see js_fixtures.py)."""

from __future__ import annotations

import pytest
from js_fixtures import FIXTURES, KINDS, text


@pytest.mark.parametrize("game_id", sorted(KINDS))
def test_the_fixtures_are_what_the_engine_makes_now(game_id):
    path = FIXTURES / f"{game_id}.json"
    assert path.read_text() == text(game_id), "run: python tests/frontend/js_fixtures.py"
