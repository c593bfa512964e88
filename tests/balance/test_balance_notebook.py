"""notebooks/bots_and_balance.ipynb covers every game, is stored with the outputs strict nbval
compares (charts as SVG), says how to run more games, and is listed in the README. (nbval itself
runs it again and compares every output: pyproject's ``--nbval``.)"""

from __future__ import annotations

from pathlib import Path

import nbformat

from venture_widgets.core.registry import list_games, load_game

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK = ROOT / "notebooks" / "bots_and_balance.ipynb"
SVG = "image/svg+xml"


def cells() -> list[nbformat.NotebookNode]:
    return nbformat.read(NOTEBOOK, as_version=4).cells


def test_every_game_has_its_section_with_charts_and_a_saved_run():
    headings = [cell.source.splitlines()[0] for cell in cells() if cell.cell_type == "markdown"]
    code = "\n".join(cell.source for cell in cells() if cell.cell_type == "code")
    for game in list_games():
        assert f"## {load_game(game).info.title}" in headings, game
        assert f'"{game}"' in code, game
        assert list((ROOT / "benchmarks" / "results").glob(f"balance_{game}*.csv")), game


def test_every_cell_that_plays_or_reads_games_is_stored_with_outputs_and_none_is_an_error():
    code = [cell for cell in cells() if cell.cell_type == "code"]
    runs = [cell for cell in code if not cell.source.startswith("import")]  # all but the definitions
    assert len(runs) >= 2 * len(list_games())
    for cell in runs:
        assert cell.outputs, cell.source[:60]
    for cell in code:
        assert all(output.output_type != "error" for output in cell.outputs), cell.source[:60]


def test_the_charts_are_svg_with_a_title_that_nbval_compares():
    outputs = [output for cell in cells() for output in cell.get("outputs", [])]
    charts = [output.data[SVG] for output in outputs if SVG in output.get("data", {})]
    assert len(charts) >= 2 * len(list_games())
    assert all(chart.startswith("<svg") and "<title" in chart for chart in charts)


def test_it_says_the_samples_are_small_and_how_to_run_more():
    intro = cells()[0].source
    assert "small samples" in intro
    assert "python -m venture_widgets tournament" in intro and "--games" in intro and "--dask" in intro


def test_the_readme_lists_it():
    assert "`notebooks/bots_and_balance.ipynb`" in (ROOT / "README.md").read_text()
