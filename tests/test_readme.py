"""The README's Python example runs as written, and its first lines are the two set-up commands."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_python_example_runs():
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(), flags=re.S)
    assert blocks, "the README has a Python example"
    for block in blocks:
        exec(compile(block, str(README), "exec"), {})


def test_readme_starts_with_the_run_and_test_commands():
    first_block = re.search(r"```bash\n(.*?)```", README.read_text(), flags=re.S).group(1)
    commands = [line for line in first_block.splitlines() if line and not line.startswith("#")]
    assert len(commands) == 2
    assert "python -m venture_widgets play venturesome" in commands[0]
    assert "python -m pytest" in commands[1]
    assert "python -m pytest" in (README.parent / ".ci" / "run").read_text()
