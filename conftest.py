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


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object | None:
    """How ``pytest -n N --dist loadfile`` (``.ci/run``) shares the tests out: whole files, as
    loadfile does (a notebook's cells in order in one kernel, a module's fixtures made once), but
    the browser tests of tests/e2e/ all on one worker, one after the other, since each starts a
    server and a browser that keep a core busy already. Other ``--dist`` modes are xdist's own."""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class BrowserTestsTogether(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return "tests/e2e/" if nodeid.startswith("tests/e2e/") else super()._split_scope(nodeid)

    return BrowserTestsTogether(config, log)
