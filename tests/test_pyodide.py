"""The engine runs under Pyodide (Python in WebAssembly, as in JupyterLite) exactly as in CPython.

Needs Node.js and the ``pyodide`` npm package (``npm ci`` installs it from package.json).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve().parent / "pyodide"
CHECK = HERE / "engine_check.py"

pytestmark = pytest.mark.skipif(
    shutil.which("node") is None or not (ROOT / "node_modules" / "pyodide").is_dir(),
    reason="needs Node.js and the pyodide npm package: run `npm ci` in the repository",
)


def run_check(command: list[str]) -> dict:
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_engine_runs_the_same_under_pyodide_and_cpython():
    in_browser = run_check(["node", str(HERE / "run.mjs"), str(ROOT), str(CHECK)])
    native = run_check([sys.executable, str(CHECK)])
    assert in_browser["python"].startswith("3.14")
    attempted, failed = in_browser["doctests"]
    assert attempted > 20 and failed == 0
    assert in_browser["doctests"] == native["doctests"]
    assert in_browser["games"] == native["games"]
