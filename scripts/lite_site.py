#!/usr/bin/env python
"""The Python half of ``scripts/build_lite.sh``: what the offline JupyterLite site's Pyodide loads.

``prepare WORK`` expects ``WORK/static/pyodide/`` (Pyodide's core files from npm, with its
``pyodide-lock.json``) and ``WORK/wheels/venture_widgets-*.whl`` (this repository's wheel), then:

1. resolves what ``venture_widgets`` needs that Pyodide does not ship (anywidget, ipywidgets,
   comm, jupyterlab_widgets, psygnal), each at the version installed in the building Python, so
   that the Python half matches the widget front end the build copies from that Python's lab
   extensions; the wheels come from PyPI (pure Python, ``py3-none-any``);
2. adds them and the repository's wheel to ``pyodide-lock.json`` (sha256, ``imports`` from the
   wheel's files, ``depends`` from its requirements as they read under Pyodide), so that a
   notebook's ``import venture_widgets`` loads them all with no ``%pip`` line: the Pyodide kernel
   loads the lock's packages a cell imports before running it;
3. fetches every pure-Python package of the lock that the kernel or those loads (IPython, jedi,
   micropip, ...), at the lock's versions, into the site beside the lock: Pyodide's own copies
   live on its CDN; their sha256 are rewritten (Pyodide rebuilds its wheels: PyPI's files differ);
4. puts the same wheels in ``WORK/wheels_piplite`` for ``--piplite-wheels``, piplite's index of
   the site: ``%pip install venture_widgets`` finds the package in the lock, and an install that
   looks in an index first finds it there (PyPI is switched off);
5. writes ``WORK/content``: the tutorials, play notebooks and what they link to and read, taken
   from the wheel (``venture_widgets/_notebooks``, laid out as in the repository), with the saved
   widget views dropped: they point at widgets of a kernel long gone and would show "model not
   found" until the cell runs again. Every other output and every cell's source stays as it is.

``check SITE`` checks a built site: Pyodide served from the site, no PyPI fallback, every file
the kernel and ``venture_widgets`` load from the lock present with the lock's sha256, and
piplite's index with its wheels.

Run by build_lite.sh with the Python that builds the site (it must have the packages installed).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata
import json
import re
import shutil
import subprocess
import sys
import zipfile
from email.parser import Parser
from pathlib import Path

from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.version import Version

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
#: served by the Pyodide kernel's own piplite index (a stub: the classic notebook's extension)
KERNEL_PROVIDED = {"widgetsnbextension"}
#: what the Pyodide kernel loads from the lock at start (its worker, then piplite for the kernel)
KERNEL_ROOTS = ["micropip", "ipython", "jedi", "comm"]
PIP_DOWNLOAD = [
    "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:", "--python-version", "3.14",
    "--platform", "any", "--implementation", "py", "--abi", "none",
]  # fmt: skip


def canonical(name: str) -> str:
    """A distribution's name as pyodide-lock.json keys it (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def metadata(wheel: Path) -> tuple[str, str, list[str]]:
    """The name, version and requirements in a wheel's METADATA."""
    with zipfile.ZipFile(wheel) as archive:
        (path,) = [n for n in archive.namelist() if re.fullmatch(r"[^/]+\.dist-info/METADATA", n)]
        meta = Parser().parsestr(archive.read(path).decode())
    return meta["Name"], meta["Version"], meta.get_all("Requires-Dist") or []


def imports(wheel: Path) -> list[str]:
    """The top-level modules and packages a wheel installs (what ``import`` names load it)."""
    names = set()
    with zipfile.ZipFile(wheel) as archive:
        for name in archive.namelist():
            top, _, rest = name.partition("/")
            if top.endswith((".dist-info", ".data")):
                continue
            if rest and (rest == "__init__.py" or rest.endswith("/__init__.py")):
                names.add(top)
            elif not rest and top.endswith(".py"):
                names.add(top[:-3])
    return sorted(names)


def pyodide_environment(lock: dict) -> dict[str, str]:
    """The environment markers evaluate in under the lock's Pyodide."""
    python = lock["info"]["python"]
    return {
        "python_version": ".".join(python.split(".")[:2]), "python_full_version": python,
        "sys_platform": "emscripten", "platform_system": "Emscripten", "platform_machine": "wasm32",
        "os_name": "posix", "implementation_name": "cpython", "platform_python_implementation": "CPython",
        "extra": "",
    }  # fmt: skip


def needs(requirements: list[str], environment: dict[str, str]) -> list[Requirement]:
    """The requirements that hold under Pyodide (no extras, markers true)."""
    parsed = [Requirement(text) for text in requirements]
    return [r for r in parsed if r.marker is None or Marker(str(r.marker)).evaluate(environment)]


def download(python: str, specs: list[str], folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    subprocess.run([python, *PIP_DOWNLOAD, "-d", str(folder), *specs], check=True)


def wheel_of(folder: Path, name: str, version: str) -> Path:
    found = [w for w in folder.glob("*.whl") if canonical(w.name.split("-")[0]) == canonical(name)]
    found = [w for w in found if Version(w.name.split("-")[1]) == Version(version)]
    assert len(found) == 1, f"{name}=={version}: {found}"
    return found[0]


def resolve(work: Path, lock: dict, python: str) -> list[Path]:
    """This repository's wheel and every wheel it needs that Pyodide's lock lacks, at the
    versions installed here, downloaded into ``work/wheels``: the wheels to add to the lock."""
    folder = work / "wheels"
    (ours,) = folder.glob("venture_widgets-*.whl")
    environment = pyodide_environment(lock)
    added, queue = {canonical(metadata(ours)[0]): ours}, [ours]
    while queue:
        wanted: dict[str, list[Requirement]] = {}
        for wheel in queue:
            for requirement in needs(metadata(wheel)[2], environment):
                key = canonical(requirement.name)
                if key in added or key in KERNEL_PROVIDED:
                    continue
                if key in lock["packages"]:
                    have = lock["packages"][key]["version"]
                    assert requirement.specifier.contains(have, prereleases=True), (
                        f"{wheel.name} needs {requirement}; Pyodide has {have}"
                    )
                else:
                    wanted.setdefault(key, []).append(requirement)
        pins = {key: importlib.metadata.version(key) for key in wanted}
        for key, requirements in wanted.items():
            for requirement in requirements:
                assert requirement.specifier.contains(pins[key], prereleases=True), (
                    f"{requirement} is needed; {pins[key]} is installed here"
                )
        if pins:
            download(python, [f"{key}=={version}" for key, version in pins.items()], folder)
        queue = [wheel_of(folder, key, version) for key, version in pins.items()]
        added.update(zip(pins, queue, strict=True))
    return list(added.values())


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def closure(packages: dict, roots: list[str]) -> set[str]:
    """The lock's packages that loading ``roots`` loads (their ``depends``, all the way down)."""
    found: set[str] = set()
    stack = list(roots)
    while stack:
        key = canonical(stack.pop())
        if key not in found:
            found.add(key)
            stack.extend(packages[key]["depends"])
    return found


def prepare(work: Path, python: str) -> None:
    pyodide = work / "static" / "pyodide"
    lock_path = pyodide / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    packages = lock["packages"]
    environment = pyodide_environment(lock)

    # 1-2: our wheels into the lock, beside it, and into the piplite folder
    piplite = work / "wheels_piplite"
    piplite.mkdir(exist_ok=True)
    ours = []
    for wheel in resolve(work, lock, python):
        name, version, requirements = metadata(wheel)
        ours.append(canonical(name))
        depends = sorted({canonical(r.name) for r in needs(requirements, environment)} - KERNEL_PROVIDED)
        packages[canonical(name)] = {
            "name": name, "version": version, "file_name": wheel.name, "install_dir": "site",
            "sha256": sha256(wheel), "package_type": "package", "imports": imports(wheel),
            "depends": depends, "unvendored_tests": False, "shared_library": False,
        }  # fmt: skip
        shutil.copy(wheel, pyodide / wheel.name)
        shutil.copy(wheel, piplite / wheel.name)
        print(f"lock + piplite: {name} {version} imports {imports(wheel)} depends {depends}")
    missing = [(k, d) for k, e in packages.items() for d in e["depends"] if canonical(d) not in packages]
    assert not missing, f"dependencies missing from the lock: {missing}"

    # 3: every lock package the kernel and ours load that is not in the site yet, from PyPI
    fetch = sorted(closure(packages, KERNEL_ROOTS + ours) - set(ours))
    impure = [packages[k]["file_name"] for k in fetch if not packages[k]["file_name"].endswith("-none-any.whl")]
    assert not impure, f"not pure Python, only on Pyodide's CDN: {impure}"
    download(python, [f"{packages[k]['name']}=={packages[k]['version']}" for k in fetch], work / "wheels_lock")
    for key in fetch:
        wheel = work / "wheels_lock" / packages[key]["file_name"]
        packages[key]["sha256"] = sha256(wheel)
        shutil.copy(wheel, pyodide / wheel.name)
    print(f"from PyPI at the lock's versions ({len(fetch)}):", " ".join(fetch))
    lock_path.write_text(json.dumps(lock, separators=(",", ":")))

    # 5: the notebooks and what they link to and read, from the wheel
    content = work / "content"
    (wheel,) = (work / "wheels").glob("venture_widgets-*.whl")
    prefix = "venture_widgets/_notebooks/"
    with zipfile.ZipFile(wheel) as archive:
        for name in archive.namelist():
            if name.startswith(prefix) and not name.endswith("/"):
                target = content / name[len(prefix) :]
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(archive.read(name))
    notebooks = sorted(content.rglob("*.ipynb"))
    assert notebooks, f"{wheel.name} carries no notebooks"
    for path in notebooks:
        notebook = json.loads(path.read_text())
        notebook["metadata"].pop("widgets", None)
        for cell in notebook["cells"]:
            if cell["cell_type"] == "code":
                cell["outputs"] = [o for o in cell["outputs"] if WIDGET_VIEW not in o.get("data", {})]
        path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n")
    print(f"contents: {len(notebooks)} notebooks, {sum(1 for p in content.rglob('*') if p.is_file())} files")


def check(site: Path) -> None:
    settings = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = settings["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert not kernel["pyodideUrl"].startswith(("http:", "https:", "//")), kernel["pyodideUrl"]
    assert kernel.get("disablePyPIFallback") is True, "PyPI fallback is on"
    pyodide = (site / kernel["pyodideUrl"]).parent
    packages = json.loads((pyodide / "pyodide-lock.json").read_text())["packages"]
    loaded = closure(packages, [*KERNEL_ROOTS, "venture-widgets"])
    for key in sorted(loaded):
        file = pyodide / packages[key]["file_name"]
        assert file.exists(), f"{key}: {file} is missing"
        assert sha256(file) == packages[key]["sha256"], f"{key}: sha256 of {file.name} differs from the lock's"
    index = json.loads((site / "pypi" / "all.json").read_text())
    releases = [file for project in index.values() for files in project["releases"].values() for file in files]
    for file in releases:
        assert sha256(site / "pypi" / file["filename"]) == file["digests"]["sha256"], file["filename"]
    assert "venture-widgets" in index, "piplite's index of the site lacks venture_widgets"
    print(
        f"pyodideUrl = {kernel['pyodideUrl']}; {len(loaded)} packages of the lock in the site and "
        f"{len(releases)} wheels in piplite's index, sha256 checked"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("prepare").add_argument("work", type=Path)
    commands.add_parser("check").add_argument("site", type=Path)
    args = parser.parse_args()
    if args.command == "prepare":
        prepare(args.work, sys.executable)
    else:
        check(args.site)


if __name__ == "__main__":
    main()
