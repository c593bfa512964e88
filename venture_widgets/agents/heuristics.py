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


def wild_venture_value(observation: dict[str, Any], seat: int) -> float:
    """Points banked on buildings now, the final score difference once the game is over, and
    what builds the engine: tucked cards (points later, face down), enchanted buildings (they
    multiply tucked gear), coins, cards in hand, supplies still to spend, upgraded starters."""
    outcome = observation.get("outcome")
    if outcome is not None:
        totals = [s["total"] for s in outcome["scores"]]
        return 100.0 * (totals[seat] - totals[1 - seat])
    me = observation["seats"][seat]
    in_play = me["villagers"] + me["gear"]
    enchanted = sum(1 for b in me["buildings"] if b["enchanted"])
    return (
        sum(b["supply"] for b in me["buildings"])
        + 0.9 * me["tucked_count"]
        + 1.5 * enchanted
        + 0.4 * me["coins"]
        + 0.5 * me["hand_count"]
        + 0.3 * sum(card["supply"] for card in in_play)
        + 0.5 * len(in_play)
        + 0.8 * len(me["buildings"])
        + 0.6 * sum(1 for s in me["starters"] if s["upgraded"])
    )


HEURISTICS: dict[str, Callable[[dict[str, Any], int], float]] = {
    "venturesome": venturesome_value,
    "wild_venture": wild_venture_value,
}
