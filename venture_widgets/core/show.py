"""Text that every game's ``show`` module writes the same way (``venture_widgets.games.<id>.show``).

>>> outcome = {"scores": [{"total": 7, "gear": 7}, {"total": 1, "gear": 1}],
...            "reasoning": [{"rule": "scoring", "text": "Seat 0 wins."}]}
>>> print("\\n".join(outcome_lines(outcome)))
  Seat 0: 7 points (gear 7)
  Seat 1: 1 point (gear 1)
  [scoring] Seat 0 wins.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .words import counted


def outcome_lines(outcome: Mapping[str, Any]) -> list[str]:
    """Each seat's score with its parts, then the reasoning of the outcome step by step."""
    lines = []
    for seat, score in enumerate(outcome["scores"]):
        parts = ", ".join(f"{key} {value}" for key, value in score.items() if key != "total")
        lines.append(f"  Seat {seat}: {counted(score['total'], 'point')} ({parts})")
    lines.extend(f"  [{step['rule']}] {step['text']}" for step in outcome["reasoning"])
    return lines
