"""What a hinted Venture Forth move does, in words, from the seat's observation before and after.

:func:`facts` gives short clauses (``venture_widgets.agents.hints`` joins them into a reason):
what the seat's area gained or lost (points, will, coins, despair, treasures, adventurers,
levels, explore tokens) and what the move gave or cost the other seats. Everything it reads is
public but the seat's own treasures, which the seat sees.

>>> area = {"points": 0, "coins": 3, "treasure_count": 1, "explored": [],
...         "party": [{"level": 1, "will": 0, "despair": 2}]}
>>> after = {**area, "coins": 4, "party": [{"level": 1, "will": 2, "despair": 2}]}
>>> rival = {**area, "coins": 0, "treasure_count": 0, "party": [{"level": 1, "will": 6, "despair": 0}]}
>>> rival_after = {**rival, "party": [{"level": 1, "will": 7, "despair": 0}]}
>>> facts({"seats": [area, rival]}, {"seats": [after, rival_after]}, 0, "play")
['takes 2 will', 'takes 1 coin', 'gives seat 1 1 will']
"""

from __future__ import annotations

from typing import Any

from ...core.reasons import seat_changes


def _numbers(area: dict[str, Any]) -> dict[str, int]:
    party = area["party"]
    return {
        "points": area["points"],
        "will": sum(a["will"] for a in party),
        "coins": area["coins"],
        "despair": sum(a["despair"] for a in party),
        "treasures": area["treasure_count"],
        "party": len(party),
        "levels": sum(a["level"] for a in party),
        "explored": len(area["explored"]),
    }


#: the words for the seat's own numbers: a rise, a fall
OWN = {
    "points": ("scores {n} point{s}", "loses {n} point{s}"),
    "will": ("takes {n} will", "spends {n} will"),
    "coins": ("takes {n} coin{s}", "pays {n} coin{s}"),
    "despair": ("takes {n} despair", "sheds {n} despair"),
    "treasures": ("gains {n} treasure{s}", "gives up {n} treasure{s}"),
    "party": ("adds {n} adventurer{s} to your party", "loses {n} adventurer{s}"),
    "levels": ("raises your party {n} level{s}", ""),
    "explored": ("takes {n} explore token{s}", ""),
}
#: the words for another seat's numbers (``{seat}`` its number)
OTHERS = {
    "points": ("gives seat {seat} {{n}} point{{s}}", "costs seat {seat} {{n}} point{{s}}"),
    "will": ("gives seat {seat} {{n}} will", "costs seat {seat} {{n}} will"),
    "despair": ("gives seat {seat} {{n}} despair", ""),
}


def facts(before: dict[str, Any], after: dict[str, Any], seat: int, action: str) -> list[str]:
    """What ``action`` visibly did (see the module docstring)."""
    return seat_changes(before, after, seat, _numbers, OWN, OTHERS)
