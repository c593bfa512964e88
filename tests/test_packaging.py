"""A plain ``pip install .`` carries the built front end, what the widgets need, the tutorials and
play notebooks, and enables the server extension; Binder installs what the widgets need."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def names(requirements: list[str]) -> set[str]:
    """The distributions named by ``requirements`` (without versions or extras)."""
    return {re.split(r"[<>=!~ \[]", requirement)[0] for requirement in requirements}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel ``pip install .`` would install, built from this checkout."""
    folder = tmp_path_factory.mktemp("wheel")
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
            str(folder),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
    )
    (built,) = folder.glob("venture_widgets-*.whl")
    return built


def test_the_wheel_carries_the_built_front_end(wheel):
    inside = zipfile.ZipFile(wheel).namelist()
    for built in ("venture_widgets.js", "venture_widgets.css"):
        assert f"venture_widgets/widgets/static/{built}" in inside
        size = zipfile.ZipFile(wheel).getinfo(f"venture_widgets/widgets/static/{built}").file_size
        assert size > 1000, f"{built} is nearly empty in the wheel ({size} bytes)"
    # installed into <prefix>/etc/jupyter/jupyter_server_config.d: jupyter-server loads the extension
    config = "jupyter_server_config.d/venture_widgets.json"
    (shipped,) = [name for name in inside if name.endswith(f".data/data/etc/jupyter/{config}")]
    assert zipfile.ZipFile(wheel).read(shipped) == (ROOT / "jupyter-config" / config).read_bytes()


def test_a_plain_install_brings_what_the_widgets_need():
    """``pip install venture_widgets`` alone gives working widgets: anywidget and ipywidgets are
    dependencies, not an extra (the ``lab`` extra only adds JupyterLab itself)."""
    assert {"anywidget", "ipywidgets"} <= names(PROJECT["dependencies"])
    assert names(PROJECT["optional-dependencies"]["lab"]) == {"jupyterlab"}


def test_the_installed_package_copies_out_every_tutorial_and_play_notebook(wheel, tmp_path):
    """The wheel unpacked as pip installs it (and not this checkout) answers ``python -m
    venture_widgets tutorials DIR`` with every notebook of the repository, laid out as here, with
    the files their links and the bots and balance notebook read."""
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    env = {**os.environ, "PYTHONPATH": str(site)}
    run = subprocess.run(
        [sys.executable, "-m", "venture_widgets", "tutorials", "learn"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    notebooks = {
        path.relative_to(ROOT) for folder in ("tutorials", "notebooks") for path in (ROOT / folder).rglob("*.ipynb")
    }
    copied = {path.relative_to(tmp_path / "learn") for path in (tmp_path / "learn").rglob("*.ipynb")}
    assert copied == notebooks and len(notebooks) >= 30
    for path in notebooks:
        assert (tmp_path / "learn" / path).read_bytes() == (ROOT / path).read_bytes()
    for read in ("benchmarks/results/ladder_venturesome.csv", "benchmarks/results/balance_venturesome.csv"):
        assert (tmp_path / "learn" / read).read_bytes() == (ROOT / read).read_bytes()
    assert (tmp_path / "learn" / "docs" / "reconstructions.md").is_file()
    assert str(Path("learn", "tutorials", "venturesome", "01_quick_start.ipynb")) in run.stdout
    where = subprocess.run(
        [sys.executable, "-c", "import venture_widgets.notebook_files as n; print(n.source())"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert Path(where.stdout.strip()) == site / "venture_widgets" / "_notebooks"


def requirements(path: Path) -> list[str]:
    """The requirement lines of a pip requirements file (no comments, no blank lines)."""
    return [line for line in path.read_text().splitlines() if line.strip() and not line.startswith("#")]


def test_binder_installs_the_package_and_what_it_needs_pinned():
    """Binder installs, at exact versions, what the package and the lab extra need (named in
    requirements.in, pinned with everything they pull in by scripts/pin_binder.sh), then the
    package itself; a launch next year gets the set that CI installs and tests (.ci/run)."""
    wanted = names(PROJECT["dependencies"] + PROJECT["optional-dependencies"]["lab"])
    assert wanted <= names(requirements(ROOT / "binder" / "requirements.in"))
    pinned = requirements(ROOT / "binder" / "requirements.txt")
    loose = [line for line in pinned if not re.fullmatch(r"[A-Za-z0-9._-]+==[A-Za-z0-9.+!-]+", line)]
    assert loose == [], f"not pinned to one version: {loose}"
    assert wanted | {"ipykernel"} <= names(pinned)
    assert "pip install --no-cache-dir --no-deps ." in (ROOT / "binder" / "postBuild").read_text()
    assert "scripts/binder_replay.sh" in (ROOT / ".ci" / "run").read_text()
