"""A plain ``pip install .`` carries the built front end and enables the server extension, and
Binder installs what the widgets need."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_wheel_carries_the_built_front_end(tmp_path):
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(tmp_path),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
    )
    (wheel,) = tmp_path.glob("venture_widgets-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    for built in ("venture_widgets.js", "venture_widgets.css"):
        assert f"venture_widgets/widgets/static/{built}" in names
        size = zipfile.ZipFile(wheel).getinfo(f"venture_widgets/widgets/static/{built}").file_size
        assert size > 1000, f"{built} is nearly empty in the wheel ({size} bytes)"
    # installed into <prefix>/etc/jupyter/jupyter_server_config.d: jupyter-server loads the extension
    config = "jupyter_server_config.d/venture_widgets.json"
    (shipped,) = [name for name in names if name.endswith(f".data/data/etc/jupyter/{config}")]
    assert zipfile.ZipFile(wheel).read(shipped) == (ROOT / "jupyter-config" / config).read_bytes()


def test_binder_installs_the_lab_extra_and_the_package():
    lab = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]["lab"]
    wanted = {re.split(r"[<>=!~ ]", requirement)[0] for requirement in lab}
    lines = (ROOT / "binder" / "requirements.txt").read_text().splitlines()
    binder = {re.split(r"[<>=!~ ]", line)[0] for line in lines if line and not line.startswith("#")}
    assert wanted <= binder
    assert "pip install" in (ROOT / "binder" / "postBuild").read_text()
