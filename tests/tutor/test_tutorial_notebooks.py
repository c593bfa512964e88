"""Issue 9, item 6: the tutorial notebooks link on, show positions as pictures, and name cards
as people read them.

- Each game has one tutorial notebook per lesson.
- The last markdown cell of every tutorial notebook links the next notebook of its game by a
  relative path (the last one links the game's play notebook), and the file is there.
- Every notebook shows at least one position as a picture (an SVG output), and no code cell
  prints a Python dict.
- Scenario specs in code cells (the argument of ``game.scenario``) name cards, threats and
  characters as people read them, never by code.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest
from game_modules import game_module, games_with

from venture_widgets.tutor.catalog import lessons

ROOT = Path(__file__).resolve().parents[2]
GAMES = games_with("lessons")  # a game in progress may have no lessons yet (tests/test_game_parts.py)
NOTEBOOKS = [path for game in GAMES for path in sorted((ROOT / "tutorials" / game).glob("*.ipynb"))]
IDS = [f"{path.parent.name}/{path.name}" for path in NOTEBOOKS]
LINK = re.compile(r"\]\(([^)]+\.ipynb)\)")


def cells(path: Path, kind: str) -> list[dict]:
    return [cell for cell in json.loads(path.read_text())["cells"] if cell["cell_type"] == kind]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_tutorial_notebook_per_lesson(game: str) -> None:
    assert len([path for path in NOTEBOOKS if path.parent.name == game]) == len(lessons(game))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_the_last_markdown_cell_links_the_next_notebook(path: Path) -> None:
    """Each lesson's notebook ends with a link to the next; the last lesson's, to the play notebook,
    then to reviewing a game and to the puzzles, what comes after the lessons."""
    siblings = sorted(path.parent.glob("*.ipynb"))
    following = siblings.index(path) + 1
    expected = (
        [siblings[following].name]
        if following < len(siblings)
        else [f"../../notebooks/play_{path.parent.name}.ipynb", "../../notebooks/puzzles.ipynb"]
    )
    last = "".join(cells(path, "markdown")[-1]["source"])
    assert LINK.findall(last) == expected
    assert all((path.parent / link).is_file() for link in expected)
    if following == len(siblings):
        assert "*Review this game*" in last


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_positions_are_pictures_and_nothing_prints_a_dict(path: Path) -> None:
    outputs = [output for cell in cells(path, "code") for output in cell.get("outputs", [])]
    assert any("image/svg+xml" in output.get("data", {}) for output in outputs), "no picture"
    for output in outputs:
        text = "".join(output.get("text", "")) if output["output_type"] == "stream" else ""
        assert not re.search(r"\{'[^']*': ", text), f"a dict is printed: {text[:200]!r}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_scenario_specs_name_cards_as_people_read_them(path: Path) -> None:
    codes = set(game_module(path.parent.name, "cases").NAMES)  # the codes that have a name people read
    for cell in cells(path, "code"):
        tree = ast.parse("".join(cell["source"]))
        for call in ast.walk(tree):
            if isinstance(call, ast.Call) and getattr(call.func, "attr", None) == "scenario":
                for node in ast.walk(call):
                    if isinstance(node, ast.Constant) and isinstance(node.value, str):
                        assert node.value not in codes, f"{node.value!r} in a scenario spec: use its name"
