"""Position evaluations for the greedy bot, one per game, from a seat's observation only.

>>> obs = {"seats": [{"seat": 0, "treasure": ["PROFESSOR.GEM2"], "expedition": ["PROFESSOR.MAP"],
...                   "hand_count": 2}]}
>>> venturesome_value(obs, 0)
5.0

Each evaluation is defined on the observation (:data:`HEURISTICS`); the greedy bot, which scores
thousands of positions per decision, uses :data:`STATE_HEURISTICS` instead: the very same number
computed from the few fields of the (sampled) state it needs, without building the whole
observation. Both read only what ``observe(seat)`` shows, and both feed the same formula
(``*_formula``), so they cannot drift apart; ``tests/test_agents_speed.py`` checks that they agree.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.game import State
from ..games.venturesome.scoring import score_codes, score_pile
from ..games.wild_venture.tables import CARD_SPECIES

HAND_CARD_VALUE = 0.5


def venturesome_formula(banked: int, hand_count: int) -> float:
    """Points of the treasure pile and the expedition together, as if banked now, plus a little
    for each card still in hand (each is a future play)."""
    return banked + HAND_CARD_VALUE * hand_count


def venturesome_value(observation: dict[str, Any], seat: int) -> float:
    """:func:`venturesome_formula` of what the seat holds."""
    me = observation["seats"][seat]
    banked = score_codes([c for c in me["treasure"] + me["expedition"] if c is not None])["total"]
    return venturesome_formula(banked, me["hand_count"])


def venturesome_state_value(state: Any, seat: int) -> float:
    """:func:`venturesome_value` of ``state.observe(seat)``, read from the state."""
    banked = score_pile(state.treasures[seat] + state.expeditions[seat])["total"]
    return venturesome_formula(banked, len(state.hands[seat]))


def wild_venture_formula(
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


def wild_venture_final(totals: list[int], seat: int) -> float:
    """Once the game is over: the final score difference, weighted far above any engine."""
    return 100.0 * (totals[seat] - totals[1 - seat])


def wild_venture_value(observation: dict[str, Any], seat: int) -> float:
    """:func:`wild_venture_final` once the game is over, else :func:`wild_venture_formula` of
    the seat's area."""
    outcome = observation.get("outcome")
    if outcome is not None:
        return wild_venture_final([s["total"] for s in outcome["scores"]], seat)
    me = observation["seats"][seat]
    in_play = me["villagers"] + me["gear"]
    return wild_venture_formula(
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


def wild_venture_state_value(state: Any, seat: int) -> float:
    """:func:`wild_venture_value` of ``state.observe(seat)``, read from the state."""
    if state.over:
        return wild_venture_final([score["total"] for score in state.scores()], seat)
    supply, buildings, upgraded = state.supply, state.buildings[seat], state.upgraded[seat]
    in_play = state.villagers[seat] + state.gear[seat]
    return wild_venture_formula(
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


HEURISTICS: dict[str, Callable[[dict[str, Any], int], float]] = {
    "venturesome": venturesome_value,
    "wild_venture": wild_venture_value,
}
#: the same evaluations, from a state: what the greedy bot uses
STATE_HEURISTICS: dict[str, Callable[[State, int], float]] = {
    "venturesome": venturesome_state_value,
    "wild_venture": wild_venture_state_value,
}
