"""Scoring: tucked Villagers (smallest x largest species group), Supplies on Buildings, and
tucked Gear x enchanted Buildings; the winner, with the optional tie-breakers.

>>> score_counts(villagers={"rabbit": 5, "frog": 3, "crow": 6}, building_supplies=[5, 3],
...              tucked_gear=7, enchanted_buildings=2)
{'total': 40, 'villagers': 18, 'buildings': 8, 'gear': 14}
>>> decide_winners([{"total": 9, "villagers": 4}, {"total": 9, "villagers": 6}], [2, 2], tiebreak=True)[0]
[1]
>>> decide_winners([{"total": 9, "villagers": 4}, {"total": 9, "villagers": 6}], [2, 2], tiebreak=False)[0]
[0, 1]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from .model import SPECIES
from .tables import CARD_KIND, CARD_SPECIES

if TYPE_CHECKING:
    from .rules import WildVentureState

#: The score sheet's words (the widget draws it from the catalog): a row per category, then the total
SCORE_SHEET: dict[str, object] = {
    "categories": ["villagers", "buildings", "gear"],
    "labels": {
        "villagers": "Villagers (smallest \N{MULTIPLICATION SIGN} largest species group)",
        "buildings": "Buildings (1 per supply)",
        "gear": "Gear (tucked gear \N{MULTIPLICATION SIGN} enchanted buildings)",
        "total": "Total",
    },
    "no_winner": "Nobody wins.",
}


def score_counts(
    villagers: Mapping[str, int], building_supplies: Sequence[int], tucked_gear: int, enchanted_buildings: int
) -> dict[str, int]:
    """The three scoring categories and the total from plain counts (Scoring example: 40)."""
    groups = [villagers.get(species, 0) for species in SPECIES]
    villager_score = min(groups) * max(groups)
    building_score = sum(building_supplies)
    gear_score = tucked_gear * enchanted_buildings
    return {
        "total": villager_score + building_score + gear_score,
        "villagers": villager_score,
        "buildings": building_score,
        "gear": gear_score,
    }


def score_seat(state: WildVentureState, seat: int) -> dict[str, int]:
    """The seat's score as the game stands (final once the game is over)."""
    tucked = state.tucked[seat]
    species = {s: 0 for s in SPECIES}
    gear = 0
    for card in tucked:
        if CARD_KIND[card] == "villager":
            species[CARD_SPECIES[card]] += 1
        elif CARD_KIND[card] == "gear":
            gear += 1
    buildings = state.buildings[seat]
    return score_counts(
        species,
        [state.supply[b] for b in buildings],
        gear,
        sum(1 for b in buildings if b in state.enchanted),
    )


def decide_winners(
    scores: Sequence[Mapping[str, int]], coins: Sequence[int], tiebreak: bool
) -> tuple[list[int], list[dict[str, str]]]:
    """The winning seats and the reasoning, step by step (each ``{"rule", "text"}``). Ties share
    the victory, as the designer prefers, unless ``tiebreak``: then most leftover coins, then
    the higher Villager score, then the tie stands."""
    totals = [s["total"] for s in scores]
    steps = [{"rule": "scoring", "text": f"Final scores: {totals[0]} and {totals[1]}."}]

    def step(rule: str, text: str) -> None:
        steps.append({"rule": rule, "text": text})

    best = max(totals)
    leaders = [p for p, t in enumerate(totals) if t == best]
    if len(leaders) == 1:
        step("scoring", f"Seat {leaders[0]} has the highest score.")
        return leaders, steps
    if not tiebreak:
        step("scoring.tie", "A tie: the players share the victory (the designer's preference).")
        return leaders, steps
    for label, values in (("leftover coins", list(coins)), ("Villager score", [s["villagers"] for s in scores])):
        top = max(values[p] for p in leaders)
        leaders = [p for p in leaders if values[p] == top]
        if len(leaders) == 1:
            step("scoring.tiebreak", f"Tied on points; Seat {leaders[0]} wins on {label} ({top}).")
            return leaders, steps
        step("scoring.tiebreak", f"Still tied on {label} ({top}).")
    step("scoring.tiebreak", "Still tied: the players share the victory.")
    return leaders, steps
