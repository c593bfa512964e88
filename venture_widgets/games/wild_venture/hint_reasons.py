"""What a hinted A Wild Venture move does, in words, from the seat's observation before and after.

:func:`facts` gives short clauses (``venture_widgets.agents.hints`` joins them into a reason):
what the seat's area gained or lost (points banked on buildings, buildings, tucked cards,
enchantments, coins, cards in hand, villagers, gear, upgraded starters) and what the move did to
the other seat's coins and hand. It reads counts, never a card the seat cannot see.

>>> area = {"coins": 3, "hand_count": 5, "tucked_count": 0, "buildings": [], "villagers": [], "gear": [],
...         "starters": [{"upgraded": False}]}
>>> after = {**area, "coins": 1, "hand_count": 4, "villagers": [{"supply": 2}]}
>>> facts({"seats": [area, area]}, {"seats": [after, area]}, 0, "recruit")
['adds 1 villager', 'pays 2 coins', 'plays 1 card from your hand']
"""

from __future__ import annotations

from typing import Any

from ...core.reasons import seat_changes


def _numbers(area: dict[str, Any]) -> dict[str, int]:
    buildings = area["buildings"]
    return {
        "banked": sum(building["supply"] for building in buildings),
        "buildings": len(buildings),
        "enchanted": sum(1 for building in buildings if building["enchanted"]),
        "tucked": area["tucked_count"],
        "villagers": len(area["villagers"]),
        "gear": len(area["gear"]),
        "upgraded": sum(1 for starter in area["starters"] if starter["upgraded"]),
        "coins": area["coins"],
        "hand": area["hand_count"],
    }


#: the words for the seat's own numbers: a rise, a fall
OWN = {
    "banked": ("banks {n} point{s} on your buildings", ""),
    "buildings": ("raises {n} building{s}", ""),
    "enchanted": ("enchants {n} building{s}", ""),
    "tucked": ("tucks {n} card{s} (points at the end)", ""),
    "villagers": ("adds {n} villager{s}", "lets {n} villager{s} go"),
    "gear": ("adds {n} gear", "gives up {n} gear"),
    "upgraded": ("upgrades {n} starter{s}", ""),
    "coins": ("takes {n} coin{s}", "pays {n} coin{s}"),
    "hand": ("draws {n} card{s}", "plays {n} card{s} from your hand"),
}
#: the words for the other seat's numbers
OTHERS = {
    "coins": ("gives seat {seat} {{n}} coin{{s}}", "costs seat {seat} {{n}} coin{{s}}"),
    "hand": ("", "seat {seat} loses {{n}} card{{s}} from hand"),
}


def facts(before: dict[str, Any], after: dict[str, Any], seat: int, action: str) -> list[str]:
    """What ``action`` visibly did (see the module docstring)."""
    return seat_changes(before, after, seat, _numbers, OWN, OTHERS)
