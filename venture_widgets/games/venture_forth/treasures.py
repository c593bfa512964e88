"""Venture Forth's 21 treasure cards: 7 each of knowledge, might and wealth.

The rulebook gives the count, the three types, the points (one to four) and that each treasure
has an ability used by discarding it at the start of a turn; it lists no card. In this kit
(docs/reconstructions.md, Venture Forth: treasures) each type holds points 1, 1, 2, 2, 3, 3 and 4,
and each type has the same seven abilities, one per card, so no type is better to use than
another; the ability sits on a different points value in each type.

>>> len(TREASURES), sorted(t.points for t in TREASURES if t.type == "might")
(21, [1, 1, 2, 2, 3, 3, 4])
>>> fleece = BY_CODE["golden_fleece"]
>>> fleece.type, fleece.points, [o.text for o in fleece.ability]
('wealth', 4, ['gain_coins(n=2)'])
"""

from __future__ import annotations

from ...core.effects import Program, op
from .cards import code_of
from .model import Treasure

#: The seven abilities, by a short key; every type has each one once.
ABILITIES: dict[str, Program] = {
    "coins": (op("gain_coins", n=2),),
    "will": (op("place_will", n=2),),
    "solace": (op("remove_despair", n=1),),
    "boost": (op("boost", n=4),),
    "move": (op("move_adjacent"),),
    "sift": (op("sift", n=2),),
    "upright": (op("upright"),),
}

_NOTE = (
    "The rulebook gives the treasure types, points from one to four and that each treasure has an "
    "ability; in this kit its name, points and ability are our own design."
)


def _treasures(kind: str, rows: tuple[tuple[str, int, str], ...]) -> tuple[Treasure, ...]:
    """Rows ``(name, points, ability key)``."""
    return tuple(
        Treasure(code=code_of(name), name=name, type=kind, points=points, ability=ABILITIES[ability], note=_NOTE)
        for name, points, ability in rows
    )


TREASURES: tuple[Treasure, ...] = (
    _treasures(
        "knowledge",
        (
            ("Thread of Ariadne", 1, "move"),
            ("Owl of Athena", 1, "sift"),
            ("Tablets of Cadmus", 2, "will"),
            ("Star Map of Atlas", 2, "upright"),
            ("Laurel of Delphi", 3, "solace"),
            ("Scroll of Orpheus", 3, "coins"),
            ("Eye of the Graeae", 4, "boost"),
        ),
    )
    + _treasures(
        "might",
        (
            ("Sickle of Cronus", 1, "boost"),
            ("Sandals of Hermes", 1, "move"),
            ("Club of Heracles", 2, "upright"),
            ("Spear of Achilles", 2, "sift"),
            ("Shield of Perseus", 3, "will"),
            ("Helm of Hades", 3, "coins"),
            ("Trident of Poseidon", 4, "solace"),
        ),
    )
    + _treasures(
        "wealth",
        (
            ("Horn of Plenty", 1, "will"),
            ("Ring of Gyges", 1, "upright"),
            ("Cup of Midas", 2, "solace"),
            ("Necklace of Harmonia", 2, "move"),
            ("Apple of the Hesperides", 3, "sift"),
            ("Girdle of Hippolyta", 3, "boost"),
            ("Golden Fleece", 4, "coins"),
        ),
    )
)

BY_CODE: dict[str, Treasure] = {treasure.code: treasure for treasure in TREASURES}
