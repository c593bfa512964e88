"""Venture Forth's level cards: twenty double-sided Level I / Level II cards and twenty Level III
cards.

Level I is the rulebook's (its two conversions are the ones the Poet and Archer examples use).
Level II and the Level III cards are ours (docs/reconstructions.md, Venture Forth: level cards):
Level II asks one more will than Level I and pays more; each Level III card has one conversion
(3 will for 8 or 9 points, or 4 will for 10) and one always-active ability: more power, exerting
that triples, cheaper recruits, or a small program run when its trigger is met. Abilities that
help more come with a dearer conversion.

>>> [(c.will, c.points, c.level_up, c.despair) for c in LEVEL_I.conversions]
[(1, 3, False, 0), (2, 4, True, 1)]
>>> [(c.will, c.points) for c in LEVEL_II.conversions], LEVEL_CARDS_COUNT, len(LEVEL_III)
([(2, 5), (3, 7)], 20, 20)
>>> card = BY_CODE["glory_of_perseus"]
>>> card.ability.trigger.event, card.ability.effects[0].text
('defeat', 'gain_points(n=1)')
"""

from __future__ import annotations

from ...core.effects import Op, op
from .cards import AMBITIONS, code_of
from .model import Ability, Conversion, LevelCard, Trigger

#: The Level I / Level II cards in the box: one card, two sides, twenty copies.
LEVEL_CARDS_COUNT = 20

LEVEL_I = LevelCard(
    code="level_i",
    name="Level I",
    level=1,
    conversions=(Conversion(1, 3), Conversion(2, 4, level_up=True, despair=1)),
    source="rulebook",
    note="The rulebook's examples give both options (the Archer's choice and the Poet's).",
    from_rulebook=("name", "level", "conversions"),
)

LEVEL_II = LevelCard(
    code="level_ii",
    name="Level II",
    level=2,
    conversions=(Conversion(2, 5), Conversion(3, 7, level_up=True, despair=1)),
    note=(
        "The rulebook gives the shape of this side (a points-only option and one that also levels "
        "up and removes a despair); in this kit its numbers are our own design."
    ),
    from_rulebook=("name", "level"),
)

_NOTE = (
    "The rulebook gives the shape of a Level III card (one conversion, one always-active ability); "
    "in this kit its name, conversion and ability are our own design."
)


def _level_iii(name: str, will: int, points: int, ability: Ability) -> LevelCard:
    return LevelCard(
        code=code_of(name),
        name=name,
        level=3,
        conversions=(Conversion(will, points),),
        ability=ability,
        note=_NOTE,
        from_rulebook=("level",),
    )


def _when(trigger: Trigger, *effects: Op) -> Ability:
    return Ability(trigger=trigger, effects=effects)


LEVEL_III: tuple[LevelCard, ...] = (
    _level_iii("Strength of Heracles", 4, 10, Ability(power=2)),
    _level_iii("Fury of Ares", 4, 10, Ability(power=2)),
    _level_iii("Swiftness of Atalanta", 3, 8, Ability(power=1)),
    _level_iii("Courage of Ajax", 3, 8, Ability(power=1)),
    _level_iii("Aim of Philoctetes", 3, 8, Ability(power=1)),
    _level_iii("Rage of Achilles", 4, 10, Ability(exert_factor=3)),
    _level_iii("Endurance of Hector", 4, 10, Ability(exert_factor=3)),
    _level_iii("Voice of Orpheus", 3, 8, Ability(recruit_discount=1)),
    _level_iii("Eloquence of Nestor", 3, 8, Ability(recruit_discount=1)),
    _level_iii("Glory of Perseus", 3, 8, _when(AMBITIONS["defeat"], op("gain_points", n=1))),
    _level_iii("Spoils of Bellerophon", 3, 9, _when(AMBITIONS["defeat_exerting"], op("gain_coins", n=1))),
    _level_iii("Curiosity of Pandora", 3, 9, _when(AMBITIONS["explore"], op("will_here", n=1))),
    _level_iii("Craft of Daedalus", 3, 9, _when(AMBITIONS["explore"], op("gain_coins", n=1))),
    _level_iii("Homecoming of Odysseus", 3, 9, _when(AMBITIONS["arrive_home"], op("gain_coins", n=1))),
    _level_iii("Hearth of Penelope", 3, 9, _when(AMBITIONS["arrive_home"], op("remove_despair", n=1))),
    _level_iii("Fellowship of Jason", 3, 9, _when(AMBITIONS["recruit"], op("place_will", n=1))),
    _level_iii("Defiance of Prometheus", 3, 9, _when(AMBITIONS["undefeated"], op("sift", n=2))),
    _level_iii("Nerve of Theseus", 3, 9, _when(AMBITIONS["vicious"], op("will_here", n=1))),
    _level_iii("Welcome of Baucis", 3, 8, _when(Trigger("encounter", kind="adventurer"), op("gain_points", n=1))),
    _level_iii("Daring of Icarus", 3, 9, _when(AMBITIONS["enemy_10_plus"], op("gain_points", n=2))),
)

BY_CODE: dict[str, LevelCard] = {card.code: card for card in (LEVEL_I, LEVEL_II, *LEVEL_III)}
