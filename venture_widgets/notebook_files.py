"""The tutorials and play notebooks that come with the package, and copying them out to open.

An installed wheel carries them in ``venture_widgets/_notebooks/``, laid out as in the repository:
``tutorials/<game>/`` (the lessons), ``notebooks/`` (a table per game, and bots and balance),
``docs/`` (which their links point at) and ``benchmarks/results/`` (the saved runs the bots and
balance notebook reads). A source checkout (an editable install) has them at its root instead.
``python -m venture_widgets tutorials [DIR]`` copies them into ``DIR``, so that the links between
them keep working, and never overwrites a notebook a learner has changed there.

>>> folders = [path.name for path in sorted(source().iterdir())]
>>> [name for name in ("benchmarks", "docs", "notebooks", "tutorials") if name in folders]
['benchmarks', 'docs', 'notebooks', 'tutorials']
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass, field
from pathlib import Path

#: what is copied, relative to the source: each a folder, copied whole
PARTS = ("tutorials", "notebooks", "docs", "benchmarks/results")
#: where an installed wheel keeps them, inside the package
PACKAGED = Path(__file__).resolve().parent / "_notebooks"
#: a source checkout's root (the package's parent folder)
CHECKOUT = Path(__file__).resolve().parent.parent
#: the folder ``tutorials`` copies into when given none
DEFAULT_FOLDER = "venture_widgets_tutorials"


@dataclass
class Copied:
    """What :func:`copy_notebooks` did: files written, files already there with the same content,
    and files kept because they differ from the package's (a learner's changes)."""

    written: list[Path] = field(default_factory=list)
    unchanged: list[Path] = field(default_factory=list)
    kept: list[Path] = field(default_factory=list)


def source() -> Path:
    """The folder holding ``tutorials/`` and ``notebooks/``: the installed package's copy, else
    the source checkout's root; a clear error if neither has them."""
    for root in (PACKAGED, CHECKOUT):
        if (root / "tutorials").is_dir() and (root / "notebooks").is_dir():
            return root
    raise FileNotFoundError(
        f"the tutorials are missing: neither {PACKAGED} nor {CHECKOUT} holds tutorials/ and notebooks/"
    )


def copy_notebooks(destination: str | Path) -> Copied:
    """Copy the tutorials, the play notebooks and what they link to into ``destination`` (made if
    missing). A file already there is left as it is.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     first, again = copy_notebooks(folder), copy_notebooks(folder)
    ...     quick_start = Path(folder, "tutorials", "venturesome", "01_quick_start.ipynb").is_file()
    >>> quick_start, len(first.written) > 30, again.written, len(again.unchanged) == len(first.written)
    (True, True, [], True)
    """
    root, target = source(), Path(destination)
    copied = Copied()
    for part in PARTS:
        for path in sorted((root / part).rglob("*")):
            if not path.is_file() or "__pycache__" in path.parts or ".ipynb_checkpoints" in path.parts:
                continue
            there = target / path.relative_to(root)
            if not there.exists():
                there.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(path, there)
                copied.written.append(there)
            elif there.read_bytes() == path.read_bytes():
                copied.unchanged.append(there)
            else:
                copied.kept.append(there)
    return copied


def first_lessons(folder: str | Path) -> list[Path]:
    """Each game's first lesson inside a copied ``folder``, where a learner starts.

    >>> [path.as_posix() for path in first_lessons("here")][:2]
    ['here/tutorials/adventurous/01_quick_start.ipynb', 'here/tutorials/venture_2019/01_quick_start.ipynb']
    """
    games = sorted(path.name for path in (source() / "tutorials").iterdir() if path.is_dir())
    return [Path(folder, "tutorials", game, "01_quick_start.ipynb") for game in games]
