"""The shapes of Adventurous's content: the ship, the seventeen double-sided cards (a map side and
a marvel side each), the grid they are laid on and the journey effects.

The content itself is in :mod:`.cards` and :mod:`.ship`; this module only says what each piece
*is*, so that the rules, the text generator, the front end's catalog and the tests all read the
same fields.

**The grid.** Every card is 3 spaces by 4 (our reconstruction): in portrait 3 columns and 4 rows,
in landscape 4 columns and 3 rows. A space of the table is ``(x, y)``, ``x`` growing to the right
and ``y`` downwards; the ship lies in portrait with its top-left space at ``(0, 0)``.

**A map side** is four rows of three spaces, read as printed with the card in portrait, each
space one of the codes in :data:`CODES`. Its waypoints and path segments form one chain
waypoint, segments, waypoint, each space touching the next along an edge and no other
(``scripts/check_adventurous_cards.py`` and a test check every card).

**A marvel side** has a difficulty marker (1, 2 or 3 for I, II, III), a placement cost (``any``
encounters of any type plus the ``required`` ones) and at most one placement restriction from
:data:`RESTRICTIONS`.

>>> MarvelSide(difficulty=3, cost=Cost(3, ("fin", "serpent")), restriction=None).cost.total
5
"""

from __future__ import annotations

from dataclasses import dataclass

#: What a space of a map side shows, by its code.
CODES: dict[str, str] = {
    "W": "waypoint",
    "P": "path segment",
    "F": "fin",
    "S": "serpent",
    "T": "trident",
    "H": "whirlpool",
}
#: The encounter types, in the order a score sheet lists them, by their code.
ENCOUNTERS: dict[str, str] = {"F": "fin", "S": "serpent", "T": "trident", "H": "whirlpool"}
#: The codes of the spaces that make up the path.
PATH_CODES = frozenset("WP")

#: The placement restrictions a marvel may carry (Marvel Placement Rules), by id: what it asks.
RESTRICTIONS: dict[str, str] = {
    "no_whirlpools": "may not cover any whirlpool",
    "touch_ship": "must touch the ship card",
    "apart": "may not touch another marvel",
    "cover_whirlpool": "must cover at least one whirlpool",
}

#: The journey effects a ship side may carry (Journey Effects), by id: what it changes.
JOURNEY_EFFECTS: dict[str, str] = {
    "top_only": "Explore draws from the top of the map deck only",
    "portrait_only": "map cards are placed in portrait only",
    "spare_encounters": "a map card may not cover any encounter",
}

#: The difficulty markers' numerals.
NUMERALS = ("", "I", "II", "III")

#: A card is 3 spaces wide and 4 tall in portrait.
WIDTH, HEIGHT = 3, 4


@dataclass(frozen=True)
class Cost:
    """A marvel's placement cost: ``any`` encounters of any type and the ``required`` ones
    (encounter names, a name once per encounter)."""

    any: int
    required: tuple[str, ...] = ()

    @property
    def total(self) -> int:
        """How many encounters the marvel must cover in all."""
        return self.any + len(self.required)


@dataclass(frozen=True)
class MarvelSide:
    """A card's marvel side: difficulty marker (1-3), placement cost and restriction (an id of
    :data:`RESTRICTIONS`, or ``None``)."""

    difficulty: int
    cost: Cost
    restriction: str | None = None


@dataclass(frozen=True)
class Card:
    """One of the seventeen double-sided cards: its number, its map side (four rows of three
    codes, portrait as printed) and its marvel side, with where each part comes from
    (``source`` for the card as a whole, ``from_rulebook`` naming what the rulebook itself fixes)."""

    number: int
    map: tuple[str, str, str, str]
    marvel: MarvelSide
    source: str = "reconstructed"
    from_rulebook: tuple[str, ...] = ()
    notes: str = ""


@dataclass(frozen=True)
class ShipSide:
    """A side of the ship card: its id, its name, the journey effects by the active marvel's
    difficulty (``effects[d - 1]`` for difficulty ``d``; empty on the side without)."""

    id: str
    name: str
    effects: tuple[str, ...] = ()
    source: str = "reconstructed"
    from_rulebook: tuple[str, ...] = ()
    notes: str = ""


@dataclass(frozen=True)
class Ship:
    """The ship card: four rows of three spaces in portrait at ``(0, 0)``. ``rows`` holds ``"W"``
    for the starting waypoint, ``"."`` for open water a card may cover and ``"#"`` for the ship
    itself, which no card may cover. Thresholds: the most of each encounter type that still
    scores (no entry: any number)."""

    rows: tuple[str, str, str, str]
    thresholds: dict[str, int]
    sides: tuple[ShipSide, ShipSide]
    source: str = "reconstructed"
    from_rulebook: tuple[str, ...] = ()
    notes: str = ""
