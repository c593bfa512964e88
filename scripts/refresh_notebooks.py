#!/usr/bin/env python
"""Execute every notebook of ``tutorials/`` and ``notebooks/`` in place, then strip the saved
widget state, so the stored outputs are what strict ``pytest --nbval`` compares against.

Why strip: ``nbconvert --execute`` stores ``metadata.widgets``, which for anywidget holds the
whole ESM/CSS bundle of every widget: kilobytes of diff noise that nbval ignores anyway. For the
same reason cell timings are not recorded, and the random model id of each widget output is
replaced by one derived from the notebook and cell (nbval skips model ids; with the widget state
gone they point at nothing anyway), so refreshing an unchanged notebook changes no byte.

Run from anywhere, with the Python that has venture_widgets, nbconvert and ipykernel:

    python scripts/refresh_notebooks.py                 # all notebooks
    python scripts/refresh_notebooks.py tutorials/venturesome/02_turn.ipynb
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("tutorials", "notebooks")
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def notebooks(args: list[str]) -> list[Path]:
    """The notebooks named on the command line, or all of them."""
    if args:
        return [Path(arg).resolve() for arg in args]
    return sorted(
        path for folder in FOLDERS for path in (ROOT / folder).rglob("*.ipynb") if "checkpoint" not in str(path)
    )


def execute(path: Path) -> None:
    """Run the notebook top to bottom with nbconvert, storing the outputs in the file."""
    subprocess.run(
        [
            sys.executable,
            "-m",
            "nbconvert",
            "--to",
            "notebook",
            "--execute",
            "--inplace",
            "--ExecutePreprocessor.record_timing=False",
            "--ExecutePreprocessor.timeout=600",
            str(path),
        ],
        check=True,
        cwd=path.parent,
    )


def strip_widget_state(path: Path) -> None:
    """Drop ``metadata.widgets`` (saved widget state) and make widget model ids stable; keep the outputs."""
    notebook = nbformat.read(path, as_version=4)
    notebook.metadata.pop("widgets", None)
    for cell in notebook.cells:
        for number, output in enumerate(cell.get("outputs", [])):
            view = output.get("data", {}).get(WIDGET_VIEW)
            if view is not None:
                view["model_id"] = hashlib.md5(f"{path.name}:{cell.id}:{number}".encode()).hexdigest()
    nbformat.write(notebook, path)


def main(args: list[str]) -> None:
    for path in notebooks(args):
        execute(path)
        strip_widget_state(path)
        print(f"refreshed {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main(sys.argv[1:])
