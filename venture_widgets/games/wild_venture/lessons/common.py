"""Builders the lessons of A Wild Venture share: a known deck, and small positions against an
opponent who is out of the way."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

GAME = "wild_venture"


def deck(*codes: str) -> list[str]:
    """A deck whose cards are known, top first (so lessons can name what is drawn)."""
    return list(codes)


SMALL_DECK = deck(
    "Crow Schoolmarm", "Tadpole Pupil", "Rabbit Bursar", "Raven Lecturer", "Field Trip Toad", "Burrow Bookkeeper"
)


def spec(player: Mapping[str, Any], other: Mapping[str, Any] | None = None, **top: Any) -> dict[str, Any]:
    """A position of the learner (seat 0) against an opponent who is out of the way."""
    spec: dict[str, Any] = {"deck": list(SMALL_DECK), **top}
    spec["players"] = [dict(player), dict(other or {"coins": 5})]
    return spec


# --- 1. goal and setup ----------------------------------------------------------------------------
