"""Text that every game's ``show`` module writes the same way (``venture_widgets.games.<id>.show``).

>>> outcome = {"scores": [{"total": 7, "gear": 7}], "reasoning": [{"rule": "scoring", "text": "Seat 0 wins."}]}
>>> print("\\n".join(outcome_lines(outcome)))
  Seat 0: 7 points (gear 7)
  [scoring] Seat 0 wins.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def outcome_lines(outcome: Mapping[str, Any]) -> list[str]:
    """Each seat's score with its parts, then the reasoning of the outcome step by step."""
    lines = []
    for seat, score in enumerate(outcome["scores"]):
        parts = ", ".join(f"{key} {value}" for key, value in score.items() if key != "total")
        lines.append(f"  Seat {seat}: {score['total']} points ({parts})")
    lines.extend(f"  [{step['rule']}] {step['text']}" for step in outcome["reasoning"])
    return lines
