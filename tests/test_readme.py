"""The README's Python example runs as written, it starts with the two set-up commands, and its
ladder table shows the ratings saved in benchmarks/results/."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parent.parent / "README.md"
LADDERS = sorted((README.parent / "benchmarks" / "results").glob("ladder_*.json"))
# each game's row of the ladder table begins with this
ROW_NAMES = {
    "venturesome": "Venturesome",
    "venture_2019": "Venture (2019)",
    "wild_venture": "A Wild Venture",
    "venture_forth": "Venture Forth",
    "adventurous": "Adventurous, mean team score",
}


def test_readme_python_example_runs():
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(), flags=re.S)
    assert blocks, "the README has a Python example"
    for block in blocks:
        exec(compile(block, str(README), "exec"), {})


def test_readme_starts_with_the_run_and_test_commands():
    first_block = re.search(r"```bash\n(.*?)```", README.read_text(), flags=re.S).group(1)
    commands = [line for line in first_block.splitlines() if line and not line.startswith("#")]
    assert len(commands) == 2
    assert "pip install -e '.[lab]'" in commands[0] and "jupyter lab " in commands[0]
    notebook = commands[0].split()[-1]
    assert (README.parent / notebook).is_file()
    assert commands[1] == "bash .ci/run"
    assert "python -m pytest" in (README.parent / ".ci" / "run").read_text()


def shown(entry: dict, decimals: int) -> str:
    """A rating with its interval as the README's table shows it: ``**338** (297 to 386)``."""
    return f"**{entry['rating']:.{decimals}f}** ({entry['low']:.{decimals}f} to {entry['high']:.{decimals}f})"


@pytest.mark.parametrize("path", LADDERS, ids=[path.stem for path in LADDERS])
def test_readme_ladder_table_shows_the_saved_ratings(path: Path) -> None:
    saved = json.loads(path.read_text())
    head = f"| {ROW_NAMES[saved['game']]} ({saved['players']}, {saved['ratings'][0]['games']}) |"
    (row,) = [line for line in README.read_text().splitlines() if line.startswith(head)]
    decimals = 0 if saved["scale"] == "Elo" else 1
    for entry in saved["ratings"]:
        anchor = entry["bot"] == saved["anchor"]
        expected = "| 0 |" if anchor else shown(entry, decimals)
        if entry["bot"].startswith("mcts:"):
            expected = f"`{entry['bot']}`: {expected}"
        assert expected in row, f"{saved['game']}: {entry['bot']} is shown otherwise than {path.name} says"
