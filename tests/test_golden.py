"""Golden playthroughs: seeded games whose every step is stored in each game's ``tests/<id>/golden/``.

A golden file pins down, for each step of one seeded game, the deciding seat, the legal
actions, the action taken, the events as the acting seat sees them and the observation of
every seat. Any change to rules, notation, events or observations shows up here as a diff of
the first step that differs. When the change is intended, regenerate the files and review the
diff in version control::

    UPDATE_GOLDEN=1 python -m pytest tests/test_golden.py

A game lists its golden playthroughs (players, seed) as ``GOLDEN`` in its ``tests/<id>/cases.py``,
found by convention (``game_modules.py``); the files are ``tests/<id>/golden/<players>p_seed<seed>.json``.
The actions are chosen by ``random.Random(seed).choice`` over the legal actions, so the game
needs no bot.

File format: a JSON array with one compact entry per line. The first entry is the opening
(game, players, seed, options, the opening events as each seat sees them), then one entry per
step, then the final entry (scores, winners, every seat's last observation, the record).
"""

from __future__ import annotations

import difflib
import json
import os
import random
from pathlib import Path
from typing import Any

import pytest
from game_modules import TESTS, every_game

import venture_widgets as vw
from venture_widgets.core.view import observe_events

GOLDEN: list[tuple[str, int, int]] = [
    (game_id, players, seed) for game_id, cases in every_game("cases", "GOLDEN") for players, seed in cases
]


def golden_path(game_id: str, players: int, seed: int) -> Path:
    return TESTS / game_id / "golden" / f"{players}p_seed{seed}.json"


def playthrough(game_id: str, players: int, seed: int) -> list[dict[str, Any]]:
    """The entries of a golden file: one seeded game, actions by ``random.Random(seed)``."""
    game = vw.load_game(game_id)
    state = game.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    seats = range(players)
    opening = state.opening_events
    entries: list[dict[str, Any]] = [
        {
            "game": game_id,
            "players": players,
            "seed": seed,
            "options": state.options,
            "opening_events": [observe_events(opening, seat) for seat in seats],
        }
    ]
    while not state.is_over:
        actor = state.current_player
        legal = state.legal_actions()
        observations = [state.observe(seat) for seat in seats]
        action = rng.choice(legal)
        events = state.apply(action)
        entries.append(
            {
                "step": len(entries) - 1,
                "current_player": actor,
                "legal": legal,
                "action": action,
                "events": observe_events(events, actor),
                "observations": observations,
            }
        )
    entries.append(
        {
            "final": True,
            "scores": state.scores(),
            "winners": state.winners(),
            "observations": [state.observe(seat) for seat in seats],
            "record": state.record(),
        }
    )
    return entries


def dump(entries: list[dict[str, Any]]) -> str:
    """A JSON array, one compact entry per line (small diffs, a readable file)."""
    lines = [json.dumps(entry, separators=(",", ":"), sort_keys=True) for entry in entries]
    return "[\n" + ",\n".join(lines) + "\n]\n"


def _label(entry: dict[str, Any], index: int) -> str:
    if "step" in entry:
        return f"step {entry['step']} (seat {entry['current_player']} plays {entry['action']!r})"
    return "the final entry" if entry.get("final") else f"entry {index}"


def changed_paths(want: Any, got: Any, path: str = "") -> list[str]:
    """Where two JSON values differ, as ``path: old -> new`` lines."""
    if isinstance(want, dict) and isinstance(got, dict):
        return [
            line
            for key in sorted(set(want) | set(got))
            for line in changed_paths(want.get(key, "<missing>"), got.get(key, "<missing>"), f"{path}.{key}")
        ]
    if isinstance(want, list) and isinstance(got, list) and len(want) == len(got):
        return [
            line for i, (w, g) in enumerate(zip(want, got, strict=True)) for line in changed_paths(w, g, f"{path}[{i}]")
        ]
    if want != got:
        return [f"{path.lstrip('.') or '(entry)'}: {json.dumps(want):.200} -> {json.dumps(got):.200}"]
    return []


def first_difference(expected: list[dict[str, Any]], actual: list[dict[str, Any]]) -> str | None:
    """A readable report of the first entry that differs, or ``None`` when all are equal."""
    for index, (want, got) in enumerate(zip(expected, actual, strict=False)):
        if want != got:
            diff = difflib.unified_diff(
                json.dumps(want, indent=1, sort_keys=True).splitlines(),
                json.dumps(got, indent=1, sort_keys=True).splitlines(),
                "golden",
                "now",
                n=2,
                lineterm="",
            )
            lines = list(diff)
            if len(lines) > 120:
                lines = [*lines[:120], f"... ({len(lines) - 120} more diff lines)"]
            paths = changed_paths(want, got)
            shown = paths[:20] + ([f"... and {len(paths) - 20} more"] if len(paths) > 20 else [])
            return (
                f"{_label(want, index)} differs from the golden file (entry {index} of the array).\n"
                + "changed: golden -> now\n  "
                + "\n  ".join(shown)
                + "\n\n"
                + "\n".join(lines)
            )
    if len(expected) != len(actual):
        return f"the golden file has {len(expected)} entries, the game now gives {len(actual)}"
    return None


@pytest.mark.parametrize(("game_id", "players", "seed"), GOLDEN, ids=[f"{g}-{p}p-seed{s}" for g, p, s in GOLDEN])
def test_golden_playthrough(game_id: str, players: int, seed: int) -> None:
    path = golden_path(game_id, players, seed)
    actual = playthrough(game_id, players, seed)
    text = dump(actual)
    if os.environ.get("UPDATE_GOLDEN"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing: create it with UPDATE_GOLDEN=1 python -m pytest tests/test_golden.py"
    expected = json.loads(path.read_text(encoding="utf-8"))
    problem = first_difference(expected, json.loads(text))
    if problem:
        pytest.fail(f"{problem}\n\nIf the change is intended: UPDATE_GOLDEN=1 python -m pytest tests/test_golden.py")


def test_playthrough_is_deterministic() -> None:
    """Two runs of the generator agree (else the golden test would flake), and a replay of the
    final record gives the same final observations."""
    game_id, players, seed = GOLDEN[0]
    first, second = playthrough(game_id, players, seed), playthrough(game_id, players, seed)
    assert first_difference(first, second) is None
    final = first[-1]
    replayed = vw.load_game(game_id).replay(final["record"])
    assert [replayed.observe(seat) for seat in range(players)] == final["observations"]


def test_first_difference_reports_the_step() -> None:
    """The failure report names the first differing step and shows the changed field."""
    entries = playthrough(*GOLDEN[0])
    changed = json.loads(json.dumps(entries))
    changed[5]["legal"] = [*changed[5]["legal"], "an extra action"]
    changed[9]["action"] = "something else"
    report = first_difference(entries, changed)
    assert report is not None
    assert report.startswith(f"step 4 (seat {entries[5]['current_player']} plays")
    assert '+  "an extra action"' in report
    assert f"legal: {json.dumps(entries[5]['legal']):.200} -> " in report  # long values are clipped
    assert first_difference(entries, entries[:-1]) == (
        f"the golden file has {len(entries)} entries, the game now gives {len(entries) - 1}"
    )
