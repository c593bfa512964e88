"""What every ``scripts/make_<game>_notebooks.py`` shares: the thin tutorial notebook of a lesson,
the kernel, the stable cell ids, and writing a game's tutorials and play notebook.

A game's script says only what is its own (a :class:`Tutorials`: its title, how its table is
used, what each lesson covers and its "try it yourself" cells) and builds its play notebook's
cells; :func:`write_notebooks` does the rest.

>>> notebook = finished([new_markdown_cell("# A title")])
>>> stable_ids(notebook, "play").cells[0].id, notebook.metadata["kernelspec"]["name"]
('play-0', 'python3')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from venture_widgets.tutor import Lesson
from venture_widgets.tutor.catalog import lessons
from venture_widgets.tutor.measure import WORDS_PER_MINUTE, measure, words

ROOT = Path(__file__).resolve().parent.parent
KERNEL = {"display_name": "Python 3", "language": "python", "name": "python3"}


@dataclass(frozen=True)
class Tutorials:
    """A game's tutorial notebooks: ``game`` (its id), ``title`` (the notebooks' headings), ``board``
    (where the learner clicks a move: "table", "map"), ``last`` (the last notebook's link to the
    play notebook), and per lesson id what it covers (after "It takes about N minutes: "), then the
    "try it yourself" markdown and code."""

    game: str
    title: str
    board: str
    last: str
    lessons: Mapping[str, tuple[str, str, str]]

    @property
    def how(self) -> str:
        """How to follow a lesson, said after what it covers."""
        return f"Read each step and press **Next**; when a step asks for a move, click it on the {self.board}."


def stable_ids(notebook: nbformat.NotebookNode, name: str) -> nbformat.NotebookNode:
    """Cell ids made from the notebook's name and the cell's place, so that writing the notebooks
    again changes no byte that did not change."""
    for number, cell in enumerate(notebook.cells):
        cell.id = f"{name}-{number}"
    return notebook


def finished(cells: list[nbformat.NotebookNode]) -> nbformat.NotebookNode:
    """A notebook of ``cells`` for the Python 3 kernel."""
    notebook = new_notebook(cells=cells)
    notebook.metadata["kernelspec"] = KERNEL
    return notebook


def moves_from_code() -> list[nbformat.NotebookNode]:
    """The play notebook's cells that make a move and take it back from code, on ``table``."""
    return [
        new_markdown_cell(
            "## Moves from code\n\nEverything a click does is also a method: `legal` lists the moves of the "
            "seat on screen, `act` makes one, `undo` takes it back. (Running this cell moves on the table above.)"
        ),
        new_code_cell(
            'for move in table.legal[:3]:\n    print(move["action"], "-", move["text"])\n'
            'print("act:", table.act(table.legal[0]["action"]), "- actions played:", table.status["actions"])\n'
            'print("undo:", table.undo(), "- actions played:", table.status["actions"])'
        ),
    ]


def bots_and_replay(whole: str, bots: str, result: str) -> list[nbformat.NotebookNode]:
    """The play notebook's last cells: a ``whole`` game of bots (``bots``: the code that seats them
    as ``bots``; ``result``: the code that prints how it ended), its record and its replay."""
    return [
        new_markdown_cell(
            f"## A whole {whole} of bots, and its replay\n\nA record is plain JSON: game, seed, options and every "
            "action. `vw.Replay` steps through it event by event, each event naming the rule it applies."
        ),
        new_code_cell(
            f"{bots}  # all bots: played to the end\n"
            "record = bots.state.record()\n"
            'print(record["game"], record["players"], "players, seed", record["seed"], "-", len(record["actions"]), '
            f'"actions")\n{result}'
        ),
        new_code_cell("vw.Replay(record)"),
    ]


def tutorial(
    book: Tutorials, number: int, lesson: Lesson, following: str, following_title: str
) -> nbformat.NotebookNode:
    """The notebook of one lesson; its first cell states the lesson's length (the lesson's measure
    with the notebook's own words)."""
    covers, try_text, try_code = book.lessons[lesson.id]
    title = lesson.title

    def cells(minutes: int) -> list[nbformat.NotebookNode]:
        return [
            new_markdown_cell(
                f"# {book.title} {number}: {title[0].lower()}{title[1:]}\n\nIt takes about {minutes} minutes: "
                f"{covers}. {book.how}"
            ),
            new_code_cell(f'import venture_widgets as vw\n\nvw.Tutorial("{book.game}", "{lesson.id}")'),
            new_markdown_cell(try_text),
            new_code_cell(try_code),
            new_markdown_cell(
                f"Next: [{following_title}]({following})."
                + ("" if number < len(lessons(book.game)) else "\n\n" + after_the_lessons())
            ),
        ]

    read = sum(words(cell.source) for cell in cells(0) if cell.cell_type == "markdown")
    return finished(cells(max(1, round(measure(lesson).minutes + read / WORDS_PER_MINUTE))))


def after_the_lessons() -> str:
    """What the last lesson's notebook says comes after the lessons: reviewing your games, and puzzles."""
    return (
        "**After a game:** press *Review this game* under its score sheet: it shows which of your moves "
        "cost you the most and what was better, on the table. To sharpen your eye, find the best move in "
        "positions from real games: [the puzzles](../../notebooks/puzzles.ipynb)."
    )


def write_notebooks(book: Tutorials, play_notebook: Callable[[], nbformat.NotebookNode]) -> None:
    """Write ``tutorials/<game>/NN_<lesson id>.ipynb`` for every lesson, each linking to the next
    (the last to the play notebook), then ``notebooks/play_<game>.ipynb``."""
    found = lessons(book.game)
    folder = ROOT / "tutorials" / book.game
    folder.mkdir(parents=True, exist_ok=True)
    play = ROOT / "notebooks" / f"play_{book.game}.ipynb"
    for number, lesson in enumerate(found, 1):
        if number < len(found):
            following, following_title = f"{number + 1:02d}_{found[number].id}.ipynb", found[number].title.lower()
        else:
            following, following_title = f"../../notebooks/{play.name}", book.last
        path = folder / f"{number:02d}_{lesson.id}.ipynb"
        nbformat.write(stable_ids(tutorial(book, number, lesson, following, following_title), lesson.id), path)
        print(f"wrote {path.relative_to(ROOT)}")
    nbformat.write(stable_ids(play_notebook(), "play"), play)
    print(f"wrote {play.relative_to(ROOT)}")
