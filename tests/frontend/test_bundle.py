"""The committed front-end bundle is what the sources build, and the front end's pure logic
passes its Node tests (``js/test/``). Both need Node.js and ``npm ci`` (for esbuild)."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from frontend_support import ROOT, STATIC

pytestmark = pytest.mark.skipif(
    shutil.which("node") is None or not (ROOT / "node_modules" / "esbuild").is_dir(),
    reason="needs Node.js and the esbuild npm package: run `npm ci` in the repository",
)


def test_committed_bundle_is_a_fresh_build(tmp_path):
    done = subprocess.run(
        ["node", "js/build.mjs", "--outdir", str(tmp_path)], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    for name in ("venture_widgets.js", "venture_widgets.css"):
        fresh = (tmp_path / name).read_text()
        committed = (STATIC / name).read_text() if (STATIC / name).exists() else ""
        assert committed == fresh, f"{name} is stale: run `npm run build` and commit venture_widgets/widgets/static/"


def test_js_unit_tests_pass():
    files = sorted(str(path.relative_to(ROOT)) for path in (ROOT / "js" / "test").glob("*.test.js"))
    assert files, "no js/test/*.test.js"
    done = subprocess.run(["node", "--test", *files], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "# fail 0" in done.stdout
