"""Position evaluations for the greedy bot, one per game, from a seat's observation only.

>>> obs = {"seats": [{"seat": 0, "treasure": ["PROFESSOR.GEM2"], "expedition": ["PROFESSOR.MAP"],
...                   "hand_count": 2}]}
>>> venturesome_value(obs, 0)
5.0
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..games.venturesome.scoring import score_codes

HAND_CARD_VALUE = 0.5


def venturesome_value(observation: dict[str, Any], seat: int) -> float:
    """What the seat holds: points of its treasure pile and expedition together, as if banked
    now, plus a little for each card still in hand (each is a future play)."""
    me = observation["seats"][seat]
    banked = score_codes([c for c in me["treasure"] + me["expedition"] if c is not None])["total"]
    return banked + HAND_CARD_VALUE * me["hand_count"]


HEURISTICS: dict[str, Callable[[dict[str, Any], int], float]] = {
    "venturesome": venturesome_value,
}
