"""The README's Python example runs as written, and it starts with the two set-up commands."""

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
    assert "pip install -e '.[lab]'" in commands[0] and "jupyter lab " in commands[0]
    notebook = commands[0].split()[-1]
    assert (README.parent / notebook).is_file()
    assert commands[1] == "bash .ci/run"
    assert "python -m pytest" in (README.parent / ".ci" / "run").read_text()
