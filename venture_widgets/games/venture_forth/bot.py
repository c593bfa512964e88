"""The greedy bot's evaluation of a Venture Forth position, from a seat's point of view.

>>> seat = {"points": 3, "coins": 5, "treasures": ["helm_of_hades"], "explored": ["token_1t_1"],
...         "party": [{"card": "archer", "level": 2, "level3": None, "will": 2, "despair": 1}]}
>>> round(value({"outcome": None, "seats": [seat]}, 0), 2)
12.1
>>> value({"outcome": {"scores": [{"total": 30}, {"total": 27}, {"total": 31}]}}, 0)
-100.0

:func:`value` reads the seat's observation; the greedy bot, which scores thousands of positions
per decision, uses :func:`state_value` instead: the very same number computed from the few fields
of the (sampled) state it needs, without building the whole observation. Both read only what
``observe(seat)`` shows (the seat's own treasures are face up to it) and both feed
:func:`formula` (or :func:`final`), so they cannot drift apart; ``tests/test_agents_speed.py``
checks that they agree.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .scoring import COINS_PER_POINT, DESPAIR_POINTS, best_treasures
from .tables import (
    CARD_DESIRE,
    CARD_POWER,
    L3_ABILITY,
    TREASURE_POINTS,
    TREASURE_TYPE,
    card_index,
    level3_index,
    treasure_index,
)

#: sampled worlds the greedy bot weighs each decision in: one suffices, as what the bot cannot
#: see (hands, decks, face-down tokens) does not enter this evaluation, which reads its own area
SAMPLES = 1


def formula(
    points: int,
    will: int,
    coins: int,
    despair: int,
    treasures: int,
    adventurers: int,
    power: int,
    levels: int,
    explored: int,
) -> float:
    """Points on the track and what scores at the end (will, coins, despair, the treasures the
    party can score), and what earns points later: adventurers, their power and levels above
    the first, explore tokens taken (towards the explore bonus, and each gave something)."""
    return (
        points
        + will
        + coins / COINS_PER_POINT
        + DESPAIR_POINTS * despair
        + treasures
        + 1.5 * adventurers
        + 0.3 * power
        + 2.0 * levels
        + 0.5 * explored
    )


def final(totals: Sequence[int], seat: int) -> float:
    """Once the game is over: the lead over the best other seat, weighted far above the rest."""
    return 100.0 * (totals[seat] - max(total for p, total in enumerate(totals) if p != seat))


def _power(card: int, level3: int | None) -> int:
    """An adventurer's power out of an encounter: its card's plus its Level III ability's."""
    return CARD_POWER[card] + (0 if level3 is None else L3_ABILITY[level3].power)


def value(observation: dict[str, Any], seat: int) -> float:
    """:func:`final` once the game is over, else :func:`formula` of the seat's area."""
    outcome = observation.get("outcome")
    if outcome is not None:
        return final([s["total"] for s in outcome["scores"]], seat)
    me = observation["seats"][seat]
    party = me["party"]
    cards = [card_index(a["card"]) for a in party]
    treasures = [treasure_index(t) for t in me["treasures"]]
    level3 = [None if a["level3"] is None else level3_index(a["level3"]) for a in party]
    return formula(
        me["points"],
        sum(a["will"] for a in party),
        me["coins"],
        sum(a["despair"] for a in party),
        best_treasures([CARD_DESIRE[c] for c in cards], [(TREASURE_TYPE[t], TREASURE_POINTS[t]) for t in treasures]),
        len(party),
        sum(_power(c, card3) for c, card3 in zip(cards, level3, strict=True)),
        sum(a["level"] - 1 for a in party),
        len(me["explored"]),
    )


def state_value(state: Any, seat: int) -> float:
    """:func:`value` of ``state.observe(seat)``, read from the state."""
    if state.over:
        return final([score["total"] for score in state.scores()], seat)
    party, will, despair, level, level3 = state.party[seat], state.will, state.despair, state.level, state.level3
    return formula(
        state.points[seat],
        sum(will[a] for a in party),
        state.coins[seat],
        sum(despair[a] for a in party),
        best_treasures(
            [CARD_DESIRE[a] for a in party], [(TREASURE_TYPE[t], TREASURE_POINTS[t]) for t in state.treasures[seat]]
        ),
        len(party),
        sum(_power(a, level3.get(a)) for a in party),
        sum(level[a] - 1 for a in party),
        len(state.explored[seat]),
    )
