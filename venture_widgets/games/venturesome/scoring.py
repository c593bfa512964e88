"""End of Game and Scoring: points per category and the tie-break chain.

>>> from .data import CARD_BY_ID
>>> pile = [CARD_BY_ID[i].index for i in ("PROFESSOR.GEM2", "PROFESSOR.MAP")]
>>> score_pile(pile)
{'total': 4, 'gems': 2, 'artifacts': 0, 'artifact_sets': 0, 'maps': 2}

Each map counts every card of its colour in the pile, itself included, so the blue 2-Gems
card above scores 2 for its gems and 1 more through the blue map (the rulebook's example).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .data import ARTIFACTS, CARD_BY_ID, CARD_CHARACTER, CARD_SYMBOL, GEM_POINTS

CATEGORIES: tuple[str, ...] = ("gems", "artifacts", "artifact_sets", "maps")

#: The score sheet's words (the widget draws it from the catalog): a row per category, then the
#: treasure cards that break a tie, then the total
SCORE_SHEET: dict[str, Any] = {
    "categories": list(CATEGORIES),
    "labels": {
        "gems": "Gems (1, 2 or 3 per symbol)",
        "artifacts": "Artifacts (1 each)",
        "artifact_sets": "Sets of 3 identical artifacts (4 each)",
        "maps": "Maps (1 per card of the map's colour)",
        "total": "Total",
    },
    "cards_label": "Treasure cards (fewer wins a tie)",
    "no_winner": "Nobody wins: the tied players are disqualified.",
}


def score_pile(pile: list[int]) -> dict[str, int]:
    """The points of one treasure pile, by category."""
    symbols = Counter(CARD_SYMBOL[c] for c in pile)
    colours = Counter(CARD_CHARACTER[c] for c in pile)
    gems = sum(GEM_POINTS.get(CARD_SYMBOL[c], 0) for c in pile)
    artifacts = sum(symbols[a] for a in ARTIFACTS)
    artifact_sets = 4 * sum(symbols[a] // 3 for a in ARTIFACTS)
    maps = sum(colours[CARD_CHARACTER[c]] for c in pile if CARD_SYMBOL[c] == "MAP")
    total = gems + artifacts + artifact_sets + maps
    return {"total": total, "gems": gems, "artifacts": artifacts, "artifact_sets": artifact_sets, "maps": maps}


def score_codes(codes: list[str]) -> dict[str, int]:
    """The points of a pile given by card codes (as observations show them).

    >>> score_codes(["PROFESSOR.GEM2", "PROFESSOR.MAP"])["total"]
    4
    """
    return score_pile([CARD_BY_ID[code].index for code in codes])


def decide_winners(scores: list[dict[str, int]], cards: list[int]) -> tuple[list[int], list[dict[str, Any]]]:
    """Apply the tie-break chain; return the winners and the reasoning, step by step.

    Among the players tied on points, fewer treasure cards wins, then fewer gem points. Players
    still tied are disqualified, and the win goes to the player with the fewest points among
    the others (the same chain breaking a tie there); when everyone is disqualified nobody wins.

    >>> s = [{"total": 10, "gems": 3}, {"total": 10, "gems": 3}, {"total": 4, "gems": 0}]
    >>> winners, steps = decide_winners(s, [5, 5, 2])
    >>> winners
    [2]
    >>> for step in steps:
    ...     print(step["rule"], step["seats"])
    scoring.most_points [0, 1]
    scoring.tiebreak_cards [0, 1]
    scoring.tiebreak_gems [0, 1]
    scoring.disqualified [0, 1]
    scoring.fewest_points [2]
    scoring.winner [2]
    """
    steps: list[dict[str, Any]] = []
    remaining = list(range(len(scores)))
    best = max(scores[p]["total"] for p in remaining)
    group = [p for p in remaining if scores[p]["total"] == best]
    steps.append(_step("scoring.most_points", group, f"Most points: {best}, {_seats(group)}."))
    while True:
        if len(group) > 1:
            group = _keep_lowest(group, cards, "scoring.tiebreak_cards", "treasure cards", steps)
        if len(group) > 1:
            gems = [scores[p]["gems"] for p in range(len(scores))]
            group = _keep_lowest(group, gems, "scoring.tiebreak_gems", "gem points", steps)
        if len(group) == 1:
            steps.append(_step("scoring.winner", group, f"Seat {group[0]} wins."))
            return group, steps
        remaining = [p for p in remaining if p not in group]
        steps.append(_step("scoring.disqualified", group, f"Still tied: {_seats(group)} are disqualified."))
        if not remaining:
            steps.append(_step("scoring.nobody_wins", [], "Everyone is disqualified: nobody wins."))
            return [], steps
        fewest = min(scores[p]["total"] for p in remaining)
        group = [p for p in remaining if scores[p]["total"] == fewest]
        steps.append(
            _step(
                "scoring.fewest_points",
                group,
                f"The win goes to the fewest points among the others: {fewest}, {_seats(group)}.",
            )
        )


def _keep_lowest(group: list[int], values: list[int], rule: str, what: str, steps: list[dict[str, Any]]) -> list[int]:
    low = min(values[p] for p in group)
    kept = [p for p in group if values[p] == low]
    if len(kept) == 1:
        text = f"Tie between {_seats(group)}: {_seats(kept)} has the fewest {what} ({low})."
    else:
        text = f"Tie between {_seats(group)}: {_seats(kept)} still tie with the fewest {what} ({low} each)."
    steps.append(_step(rule, kept, text))
    return kept


def _seats(seats: list[int]) -> str:
    """``seat 2`` or ``seats 0, 2``."""
    return f"seat {seats[0]}" if len(seats) == 1 else f"seats {', '.join(map(str, seats))}"


def _step(rule: str, seats: list[int], text: str) -> dict[str, Any]:
    return {"rule": rule, "seats": list(seats), "text": text}
