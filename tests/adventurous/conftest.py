"""The Adventurous rule tests: show the values in failed assertions of the shared helpers."""

import pytest

pytest.register_assert_rewrite("adventurous_helpers")
