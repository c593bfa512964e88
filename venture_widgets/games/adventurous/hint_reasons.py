"""What a hinted Adventurous move does, in words, from the team's observation before and after.

:func:`facts` gives short clauses (``venture_widgets.agents.hints`` joins them into a reason):
how far the path grows, the marvels placed, a kind of encounter going over (or back under) the
ship's limit, and the running score (what the voyage would score if it ended now). The map is
public; the clauses never name a card drawn unseen.

>>> before = {"ship": {"thresholds": {"fin": 4}}, "marvels_placed": 0,
...           "counts": {"path": 20, "fin": 4}, "score": {"total": 5}}
>>> after = {**before, "counts": {"path": 22, "fin": 5}, "score": {"total": -3}}
>>> facts(before, after, 0, "place 14 8,-5 90")
['extends the path by 2 spaces', 'takes the fins over their limit of 4', 'lowers the running score by 8 to -3']
"""

from __future__ import annotations

from typing import Any

from ...core.reasons import changes


def facts(before: dict[str, Any], after: dict[str, Any], seat: int, action: str) -> list[str]:
    """What ``action`` visibly did (see the module docstring)."""
    was, now = before["counts"], after["counts"]
    found = changes(
        [
            (was["path"], now["path"], "extends the path by {n} space{s}", ""),
            (before["marvels_placed"], after["marvels_placed"], "places {n} marvel{s}", ""),
        ]
    )
    for kind, limit in before["ship"]["thresholds"].items():
        if was[kind] <= limit < now[kind]:
            found.append(f"takes the {kind}s over their limit of {limit}")
        elif now[kind] <= limit < was[kind]:
            found.append(f"brings the {kind}s back within their limit of {limit}")
    return found + changes(
        [
            (
                before["score"]["total"],
                after["score"]["total"],
                "raises the running score by {n} to {now}",
                "lowers the running score by {n} to {now}",
            )
        ]
    )
