"""Calculating Scores: the score track, will, coins, treasures each adventurer can score,
despair and the explore bonus; the winner and the tie-break (rulebook: End of the Game).

>>> explore_bonus([5, 3, 5, 0])
[2, 1, 2, 0]
>>> best_treasures(["knowledge", "wealth"], [("knowledge", 2), ("knowledge", 2), ("might", 2), ("wealth", 2)])
4
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .moves import emit, seat_name
from .tables import CARD_DESIRE, TREASURE_POINTS, TREASURE_TYPE

if TYPE_CHECKING:
    from .rules import VentureForthState

DESPAIR_POINTS = -3
COINS_PER_POINT = 2
EXPLORE_BONUS = (2, 1)  # the most explore tokens, the second most
CATEGORIES = ("track", "will", "coins", "treasures", "despair", "explore")

#: The score sheet's words (the widget draws it from the catalog): a row per category, then the total.
SCORE_SHEET: dict[str, Any] = {
    "categories": list(CATEGORIES),
    "labels": {
        "track": "Score track (points from ambitions and abilities)",
        "will": "Will (1 each)",
        "coins": "Coins (1 per 2)",
        "treasures": "Treasures (one of its desire per adventurer)",
        "despair": "Despair (\N{MINUS SIGN}3 each)",
        "explore": "Explore bonus (2 for the most tokens, 1 for the next)",
        "total": "Total",
    },
    "no_winner": "Nobody wins.",
}


def explore_bonus(counts: Sequence[int]) -> list[int]:
    """The explore bonus of each seat: 2 for the most tokens, 1 for the next most; tied seats share
    a place, and a seat with no token gets nothing (our reading)."""
    ranks = sorted({n for n in counts if n > 0}, reverse=True)
    bonus = dict(zip(ranks, EXPLORE_BONUS, strict=False))
    return [bonus.get(n, 0) for n in counts]


def best_treasures(desires: Sequence[str | None], treasures: Sequence[tuple[str, int]]) -> int:
    """Points of the treasures a party scores: each adventurer one treasure of its desire, the best
    ones first (``treasures``: (type, points) pairs)."""
    total = 0
    for kind in set(desires):
        wanted = sum(1 for desire in desires if desire == kind)
        total += sum(sorted((p for t, p in treasures if t == kind), reverse=True)[:wanted])
    return total


def score_counts(
    track: int,
    will: int,
    coins: int,
    desires: Sequence[str | None],
    treasures: Sequence[tuple[str, int]],
    despair: int,
    explore: int,
) -> dict[str, int]:
    """A score by category and its total from plain counts: points on the track, will, coins and
    despair on the party, the party's desires, the treasures as (type, points) pairs and the
    explore bonus.

    >>> score_counts(4, 3, 5, ["might"], [("might", 2), ("might", 3)], 1, 2)["total"]
    11
    """
    score = {
        "track": track,
        "will": will,
        "coins": coins // COINS_PER_POINT,
        "treasures": best_treasures(desires, treasures),
        "despair": DESPAIR_POINTS * despair,
        "explore": explore,
    }
    score["total"] = sum(score.values())
    return score


def score_seat(st: VentureForthState, seat: int) -> dict[str, int]:
    """``seat``'s score by category and its total (counted the same way during the game)."""
    party = st.party[seat]
    return score_counts(
        st.points[seat],
        sum(st.will[a] for a in party),
        st.coins[seat],
        [CARD_DESIRE[a] for a in party],
        [(TREASURE_TYPE[t], TREASURE_POINTS[t]) for t in st.treasures[seat]],
        sum(st.despair[a] for a in party),
        explore_bonus([len(tokens) for tokens in st.explored])[seat],
    )


def decide_winners(scores: list[dict[str, int]], explored: list[int]) -> tuple[list[int], list[dict[str, Any]]]:
    """The winners: the highest total; a tie goes to the most explore tokens, and a tie on both is
    shared. Also the reasoning, step by step (each ``{"rule", "seats", "text"}``).

    >>> winners, steps = decide_winners([{"total": 9}, {"total": 9}, {"total": 4}], [2, 3, 5])
    >>> winners, [step["text"] for step in steps]
    ([1], ['Highest total: 9 (Seat 0, Seat 1).', 'Tied: Seat 1 has the most explore tokens among them (3).'])
    """
    best = max(score["total"] for score in scores)
    leaders = [seat for seat, score in enumerate(scores) if score["total"] == best]
    steps = [_step("scoring", leaders, f"Highest total: {best} ({', '.join(seat_name(s) for s in leaders)}).")]
    if len(leaders) > 1:
        most = max(explored[s] for s in leaders)
        leaders = [s for s in leaders if explored[s] == most]
        names = ", ".join(seat_name(s) for s in leaders)
        if len(leaders) == 1:
            steps.append(_step("scoring", leaders, f"Tied: {names} has the most explore tokens among them ({most})."))
        else:
            steps.append(
                _step(
                    "scoring",
                    leaders,
                    f"Tied, and tied on explore tokens ({most}): {names} share the victory (our reading).",
                )
            )
    return leaders, steps


def _step(rule: str, seats: list[int], text: str) -> dict[str, Any]:
    return {"rule": rule, "seats": list(seats), "text": text}


def final_event(st: VentureForthState) -> None:
    """The event that ends the game, with every seat's score."""
    outcome: dict[str, Any] = st.outcome()
    names = " and ".join(seat_name(s) for s in outcome["winners"])
    totals = ", ".join(f"{seat_name(s)} {score['total']}" for s, score in enumerate(outcome["scores"]))
    emit(
        st,
        "game_over",
        "scoring",
        f"The game is over: {totals}. {names} win{'s' if len(outcome['winners']) == 1 else ''}.",
        winners=outcome["winners"],
    )
