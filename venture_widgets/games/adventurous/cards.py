"""The seventeen double-sided cards of Adventurous: each has a map side and a marvel side.

The rulebook shows one marvel's cost ("3 + fin serpent", card 13 here) and fixes the encounter
types, the thresholds and the difficulty table; every map side and every other marvel side is
our reconstruction (docs/reconstructions.md, Adventurous). Six cards carry difficulty I, six II
and five III, so every row of the rulebook's difficulty table can be built.

>>> len(CARDS), [sum(c.marvel.difficulty == d for c in CARDS) for d in (1, 2, 3)]
(17, [6, 6, 5])
>>> CARD_BY_NUMBER[13].marvel.cost
Cost(any=3, required=('fin', 'serpent'))
"""

from __future__ import annotations

from .model import Card, Cost, MarvelSide


def _card(
    number: int,
    rows: str,
    difficulty: int,
    any_: int,
    *required: str,
    restriction: str | None = None,
    from_rulebook: tuple[str, ...] = (),
    notes: str = "",
) -> Card:
    top, second, third, bottom = rows.split("/")
    marvel = MarvelSide(difficulty, Cost(any_, tuple(required)), restriction)
    return Card(number, (top, second, third, bottom), marvel, from_rulebook=from_rulebook, notes=notes)


CARDS: tuple[Card, ...] = (
    _card(1, "WPP/FSP/PPP/WTH", 1, 2),
    _card(2, "WFW/PSP/PHP/PPP", 1, 1, "fin"),
    _card(3, "WSF/PTT/PFS/PPW", 1, 1, "serpent", restriction="no_whirlpools"),
    _card(4, "WFT/PPS/SPP/FSW", 1, 3),
    _card(5, "WSW/PFP/PPP/TSF", 1, 0, "fin", "fin"),
    _card(6, "WPP/SFP/PPP/WFF", 1, 1, "whirlpool"),
    _card(7, "WSW/PFP/PTP/PPP", 2, 2, "fin"),
    _card(8, "WFS/PTF/PHF/PPW", 2, 3, "trident"),
    _card(9, "WST/PPF/FPP/TSW", 2, 2, "serpent", "trident"),
    _card(10, "WFW/PSP/PPP/FTS", 2, 4, restriction="touch_ship"),
    _card(11, "WPP/STP/PPP/WSF", 2, 2, "fin", "serpent", restriction="no_whirlpools"),
    _card(12, "WTW/PFP/PSP/PPP", 2, 3, "whirlpool"),
    _card(
        13,
        "WHF/PFS/PST/PPW",
        3,
        3,
        "fin",
        "serpent",
        from_rulebook=("marvel cost",),
        notes="The rulebook's example of a placement cost.",
    ),
    _card(14, "WTF/PPT/SPP/FFW", 3, 4, "fin", restriction="apart"),
    _card(15, "WFW/PHP/PPP/SFT", 3, 2, "trident", "trident", "serpent"),
    _card(16, "WPP/FSP/PPP/WST", 3, 5, restriction="no_whirlpools"),
    _card(17, "WHW/PFP/PSP/PPP", 3, 3, "serpent", "trident", restriction="cover_whirlpool"),
)
CARD_BY_NUMBER: dict[int, Card] = {card.number: card for card in CARDS}
