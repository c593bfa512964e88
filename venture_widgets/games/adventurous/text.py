"""Card text generated from the data: a marvel's cost and restriction, a journey effect, a
placement, a map side.

>>> marvel_words(13)
'marvel 13 (III): cover 3 + fin serpent'
>>> marvel_words(3)
'marvel 3 (I): cover 1 + serpent; may not cover any whirlpool'
>>> placement_words((-1, -4, 90), "map"), placement_words((2, -5, 90), "marvel")
('at (-1, -4) in landscape, turned 90°', 'at (2, -5)')
"""

from __future__ import annotations

from .cards import CARD_BY_NUMBER
from .model import JOURNEY_EFFECTS, NUMERALS, RESTRICTIONS, Cost


def cost_words(cost: Cost) -> str:
    """A placement cost as the cards write it: ``"3 + fin serpent"``, ``"2 any"``, ``"fin fin"``.

    >>> cost_words(Cost(2)), cost_words(Cost(0, ("fin", "fin")))
    ('2 any', 'fin fin')
    """
    if not cost.required:
        return f"{cost.any} any"
    named = " ".join(cost.required)
    return f"{cost.any} + {named}" if cost.any else named


def marvel_words(card: int) -> str:
    """A marvel side in words: number, difficulty, cost, restriction."""
    marvel = CARD_BY_NUMBER[card].marvel
    words = f"marvel {card} ({NUMERALS[marvel.difficulty]}): cover {cost_words(marvel.cost)}"
    if marvel.restriction:
        words += f"; {RESTRICTIONS[marvel.restriction]}"
    return words


def effect_words(effect: str) -> str:
    """A journey effect in words."""
    return JOURNEY_EFFECTS[effect]


def placement_words(placement: tuple[int, int, int], side: str) -> str:
    """Where a card lies: its top-left space and, for a map card, how it is turned."""
    x, y, orientation = placement
    if side == "marvel":
        return f"at ({x}, {y})"
    shape = "portrait" if orientation in (0, 180) else "landscape"
    turned = "as printed" if orientation == 0 else f"turned {orientation}°"
    return f"at ({x}, {y}) in {shape}, {turned}"
