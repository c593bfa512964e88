"""The greedy bot's evaluation of an A Wild Venture position, from a seat's point of view.

>>> seat = {"buildings": [{"supply": 2, "enchanted": True}], "tucked_count": 3, "coins": 1,
...         "hand_count": 4, "villagers": [{"supply": 1}], "gear": [], "starters": [{"upgraded": False}]}
>>> round(value({"outcome": None, "seats": [seat]}, 0), 2)
10.2
>>> value({"outcome": {"scores": [{"total": 30}, {"total": 27}]}}, 0)
300.0

:func:`value` reads the seat's observation; the greedy bot, which scores thousands of positions
per decision, uses :func:`state_value` instead: the very same number computed from the few fields
of the (sampled) state it needs, without building the whole observation. Both read only what
``observe(seat)`` shows and both feed :func:`formula` (or :func:`final`), so they cannot drift
apart; ``tests/test_agents_speed.py`` checks that they agree.
"""

from __future__ import annotations

from typing import Any

from .tables import CARD_SPECIES

#: sampled worlds the greedy bot weighs each decision in: one suffices, as what the bot cannot
#: see hardly moves this evaluation, which reads its own area (``venture_widgets/agents/greedy.py``)
SAMPLES = 1


def formula(
    building_supply: int,
    tucked: int,
    enchanted: int,
    coins: int,
    hand: int,
    in_play_supply: int,
    in_play: int,
    buildings: int,
    upgraded: int,
) -> float:
    """Points banked on buildings now and what builds the engine: tucked cards (points later,
    face down), enchanted buildings (they multiply tucked gear), coins, cards in hand, supplies
    still to spend on villagers and gear, cards in play, buildings, upgraded starters."""
    return (
        building_supply
        + 0.9 * tucked
        + 1.5 * enchanted
        + 0.4 * coins
        + 0.5 * hand
        + 0.3 * in_play_supply
        + 0.5 * in_play
        + 0.8 * buildings
        + 0.6 * upgraded
    )


def final(totals: list[int], seat: int) -> float:
    """Once the game is over: the final score difference, weighted far above any engine."""
    return 100.0 * (totals[seat] - totals[1 - seat])


def value(observation: dict[str, Any], seat: int) -> float:
    """:func:`final` once the game is over, else :func:`formula` of the seat's area."""
    outcome = observation.get("outcome")
    if outcome is not None:
        return final([s["total"] for s in outcome["scores"]], seat)
    me = observation["seats"][seat]
    in_play = me["villagers"] + me["gear"]
    return formula(
        sum(b["supply"] for b in me["buildings"]),
        me["tucked_count"],
        sum(1 for b in me["buildings"] if b["enchanted"]),
        me["coins"],
        me["hand_count"],
        sum(card["supply"] for card in in_play),
        len(in_play),
        len(me["buildings"]),
        sum(1 for s in me["starters"] if s["upgraded"]),
    )


def state_value(state: Any, seat: int) -> float:
    """:func:`value` of ``state.observe(seat)``, read from the state."""
    if state.over:
        return final([score["total"] for score in state.scores()], seat)
    supply, buildings, upgraded = state.supply, state.buildings[seat], state.upgraded[seat]
    in_play = state.villagers[seat] + state.gear[seat]
    return formula(
        sum(supply[card] for card in buildings),
        len(state.tucked[seat]),
        sum(1 for card in buildings if state.enchanted.get(card)),
        state.coins[seat],
        len(state.hands[seat]),
        sum(supply[card] for card in in_play),
        len(in_play),
        len(buildings),
        sum(1 for card in state.starters[seat] if CARD_SPECIES[card] in upgraded),
    )
