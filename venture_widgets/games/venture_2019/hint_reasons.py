"""What a hinted Venture (2019) move does, in words, from the seat's observation before and after.

:func:`facts` gives short clauses (``venture_widgets.agents.hints`` joins them into a reason):
missions completed (all four win), the cards left in hand, protections and harmful cards beside the
roles, what the move cost the others, and a card put in play that the others may still answer.
It reads the public seats and the seat's own hand count, never a card the seat cannot see.

>>> seat = {"completed": 1, "hand": {"count": 2}, "lasting": []}
>>> after = {"completed": 2, "hand": {"count": 1}, "lasting": [{"kind": "shield", "spent": False}]}
>>> facts({"seats": [seat, seat], "chain": []}, {"seats": [after, seat], "chain": []}, 0, "complete 5")
['completes a mission (2 of 4)', 'leaves you 1 card in hand', 'gains 1 protection']
"""

from __future__ import annotations

from typing import Any

from ...core.reasons import seat_changes
from .bot import HARMFUL_LASTING, PROTECTING
from .cards import MISSIONS_EACH
from .text import code_words


def _numbers(area: dict[str, Any]) -> dict[str, int]:
    active = [entry["kind"] for entry in area["lasting"] if not entry["spent"]]
    return {
        "completed": area["completed"],
        "hand": area["hand"]["count"],
        "protections": sum(kind in PROTECTING for kind in active),
        "harm": sum(kind in HARMFUL_LASTING for kind in active),
    }


#: the words for the seat's own numbers: a rise, a fall
OWN = {
    "completed": (f"completes a mission ({{now}} of {MISSIONS_EACH})", "loses a completed mission"),
    "hand": ("leaves you {now} card{now_s} in hand", "leaves you {now} card{now_s} in hand"),
    "protections": ("gains {n} protection{s}", "uses up {n} protection{s}"),
    "harm": ("leaves {n} harmful card{s} beside your role", "clears {n} harmful card{s} from your role"),
}
#: the words for another seat's numbers (``{seat}`` its number)
OTHERS = {
    "completed": ("", "undoes {{n}} of seat {seat}'s missions"),
    "hand": ("", "costs seat {seat} {{n}} card{{s}}"),
    "protections": ("", "strips seat {seat} of {{n}} protection{{s}}"),
    "harm": ("puts {{n}} harmful card{{s}} beside seat {seat}'s role", ""),
}


def facts(before: dict[str, Any], after: dict[str, Any], seat: int, action: str) -> list[str]:
    """What ``action`` visibly did (see the module docstring)."""
    found = seat_changes(before, after, seat, _numbers, OWN, OTHERS)
    played = [entry for entry in after["chain"][len(before["chain"]) :] if entry["player"] == seat]
    found += [f"puts {code_words(entry['card'])} in play, which the others may still answer" for entry in played]
    return found
