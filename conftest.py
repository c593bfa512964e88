"""Pytest's settings for the whole repository (the notebooks in tutorials/ and notebooks/ too).

The notebooks run under nbval in a kernel of the Python that runs pytest (pyproject.toml's
``--nbval-current-env``), unless ``VW_NOTEBOOK_KERNEL`` names a Jupyter kernel: then they run in
that one. ``.ci/run`` names Binder's environment, replayed by ``scripts/binder_replay.sh``, so
that every notebook is checked where a Binder launch would run it.
"""

from __future__ import annotations

import os

import pytest


def pytest_configure(config: pytest.Config) -> None:
    kernel = os.environ.get("VW_NOTEBOOK_KERNEL")
    if kernel and hasattr(config.option, "nbval_kernel_name"):
        config.option.nbval_current_env = False
        config.option.nbval_kernel_name = kernel
