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
    loadfile does (a notebook's cells in order in one kernel, a module's fixtures made once), the
    slowest kinds first so that no long file starts last: the browser tests of tests/e2e/ (a
    server, a kernel and a browser each), then the front end's tests in Chromium and the
    notebooks, then the rest, most tests first (xdist's own order). Other ``--dist`` modes are
    xdist's own."""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class SlowKindsFirst(LoadFileScheduling):
        ordered = False

        def _assign_work_unit(self, node: object) -> None:
            if not self.ordered:  # the first call: the queue of files is complete
                for scope in sorted(self.workqueue, key=slowness_rank):
                    self.workqueue.move_to_end(scope)
                self.ordered = True
            super()._assign_work_unit(node)

    return SlowKindsFirst(config, log)


def slowness_rank(path: str) -> int:
    """0 for a file of browser tests of Jupyter, 1 for one of the front end alone in Chromium or
    a notebook, 2 for any other file (``path`` from the repository's root)."""
    if path.startswith("tests/e2e/"):
        return 0
    return 1 if path.startswith("tests/frontend/") or path.endswith(".ipynb") else 2
