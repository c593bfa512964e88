"""What a hinted Venturesome move does, in words, from the seat's observation before and after.

:func:`facts` gives short clauses (``venture_widgets.agents.hints`` joins them into a reason):
the treasure banked, the expedition's worth as if banked now, the cards lost, the round ended,
the cards kept in hand, and the cards the other seats lose (to the move, or right after it, when
the next seat cannot play). It reads only ``observe(seat)``, so it names nothing the seat cannot
see.

>>> before = {"seats": [{"seat": 0, "in_round": True, "expedition": ["GUIDE.MAP", "GUIDE.GEM2"],
...                      "treasure": [], "treasure_count": 0, "hand_count": 3}]}
>>> after = {"seats": [{"seat": 0, "in_round": False, "expedition": [],
...                     "treasure": ["GUIDE.MAP", "GUIDE.GEM2"], "treasure_count": 2, "hand_count": 3}]}
>>> facts(before, after, 0, "threat TRAP")
['banks 2 treasure cards worth 4 points', 'ends your round', 'keeps 3 cards for the next round']
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...core.words import counted
from .scoring import score_codes


def _points(codes: list[str | None]) -> int:
    return score_codes([code for code in codes if code is not None])["total"]


def facts(before: dict[str, Any], after: dict[str, Any], seat: int, action: str) -> list[str]:
    """What ``action`` visibly did for ``seat`` (see the module docstring)."""
    was, now = before["seats"][seat], after["seats"][seat]
    found = []
    banked = now["treasure_count"] - was["treasure_count"]
    if banked > 0:
        gained = _points(now["treasure"]) - _points(was["treasure"])
        found.append(f"banks {counted(banked, 'treasure card')} worth {counted(gained, 'point')}")
    else:
        worth, was_worth = _points(now["expedition"]), _points(was["expedition"])
        lost = _gone(was["expedition"], now["expedition"])
        if lost:
            found.append(f"loses {counted(lost)} of your expedition")
        if worth != was_worth:
            found.append(f"makes your expedition worth {counted(worth, 'point')} (it was {was_worth})")
    if was["in_round"] and not now["in_round"]:
        found.append("ends your round")
        if now["hand_count"]:
            found.append(f"keeps {counted(now['hand_count'])} for the next round")
    elif now["hand_count"] and now["hand_count"] != was["hand_count"]:
        found.append(f"keeps {counted(now['hand_count'])} in hand")
    for other, (them_was, them_now) in enumerate(zip(before["seats"], after["seats"], strict=True)):
        if other != seat:
            found += _taken(other, them_was, them_now)
    return found


def _taken(other: int, was: dict[str, Any], now: dict[str, Any]) -> list[str]:
    """What another seat lost: cards of its hand or of its expedition."""
    found = []
    if now["hand_count"] < was["hand_count"]:
        found.append(f"seat {other} loses {counted(was['hand_count'] - now['hand_count'])} from hand")
    lost = _gone(was["expedition"], now["expedition"])
    if lost and now["treasure_count"] == was["treasure_count"]:
        found.append(f"seat {other} loses {counted(lost)} of its expedition")
    return found


def _gone(was: list[str], now: list[str]) -> int:
    """How many cards of ``was`` are not in ``now``."""
    return sum((Counter(was) - Counter(now)).values())
