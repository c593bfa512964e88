"""Encounter Thresholds and Scoring: the team's score read off the visible map, with a line per
category, and the result table.

>>> top = {(0, 0): (1, "P"), (1, 0): (1, "F"), (2, 0): (2, "H"), (3, 0): (3, "M")}
>>> tally(top)
{'path': 1, 'fin': 1, 'serpent': 0, 'trident': 0, 'whirlpool': 1}
>>> points(tally(top), unplaced=0)
{'path': 1, 'fin': 2, 'serpent': 0, 'trident': 0, 'whirlpool': -3, 'marvels': 5, 'total': 5}
>>> result(52)["id"], result(40)["id"], result(39)["id"]
('marvelous', 'successful', 'lost')
"""

from __future__ import annotations

from typing import Any

from .model import ENCOUNTERS
from .ship import SHIP

PATH_POINTS = 1  # each visible path segment (waypoints do not count)
ENCOUNTER_POINTS = 2  # each visible fin, serpent or trident, while within its threshold
WHIRLPOOL_POINTS = -3  # each visible whirlpool
ALL_MARVELS_BONUS = 5
UNPLACED_MARVEL_POINTS = -5
WIN_SCORE = 40  # Successful Voyage or better

#: The result table, best first: the lowest score of each result.
RESULTS: tuple[dict[str, Any], ...] = (
    {"id": "marvelous", "name": "Marvelous Adventure!", "min": 50, "won": True},
    {"id": "successful", "name": "Successful Voyage", "min": WIN_SCORE, "won": True},
    {"id": "lost", "name": "Lost at Sea", "min": None, "won": False},
)

CATEGORIES = ("path", "fin", "serpent", "trident", "whirlpool", "marvels")
SCORE_SHEET: dict[str, Any] = {
    "categories": list(CATEGORIES),
    "labels": {
        "path": "Path segments (1 each, waypoints do not count)",
        "fin": "Fins (2 each, none if more than 4)",
        "serpent": "Serpents (2 each, none if more than 3)",
        "trident": "Tridents (2 each, none if more than 2)",
        "whirlpool": "Whirlpools (\N{MINUS SIGN}3 each)",
        "marvels": "Marvels (+5 if all placed, \N{MINUS SIGN}5 for each unplaced)",
        "total": "Team total",
    },
    "no_winner": "Lost at Sea: the team loses together.",
}


def tally(top: dict[tuple[int, int], tuple[int, str]]) -> dict[str, int]:
    """What shows on the map: path segments and each encounter type (Encounter Thresholds: count
    the visible encounters by type)."""
    counts = {"path": 0, **{name: 0 for name in ENCOUNTERS.values()}}
    for number, code in top.values():
        if code == "P" and number:
            counts["path"] += 1
        elif code in ENCOUNTERS:
            counts[ENCOUNTERS[code]] += 1
    return counts


def points(counts: dict[str, int], unplaced: int) -> dict[str, int]:
    """The score, category by category (Scoring), from :func:`tally`'s counts and the number of
    marvels not placed."""
    sheet = {"path": PATH_POINTS * counts["path"]}
    for name, limit in SHIP.thresholds.items():
        sheet[name] = ENCOUNTER_POINTS * counts[name] if counts[name] <= limit else 0
    sheet["whirlpool"] = WHIRLPOOL_POINTS * counts["whirlpool"]
    sheet["marvels"] = ALL_MARVELS_BONUS if unplaced == 0 else UNPLACED_MARVEL_POINTS * unplaced
    sheet["total"] = sum(sheet.values())
    return sheet


def result(total: int) -> dict[str, Any]:
    """The row of the result table for a final score of ``total``."""
    for row in RESULTS:
        if row["min"] is None or total >= row["min"]:
            return row
    raise AssertionError("the last row of the result table takes any score")
