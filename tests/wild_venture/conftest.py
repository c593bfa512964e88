"""The A Wild Venture rule tests: show the values in failed assertions of the shared helpers."""

import pytest

pytest.register_assert_rewrite("wild_venture_helpers")
