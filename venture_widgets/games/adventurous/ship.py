"""The ship card: where the path starts, the encounter thresholds and, on one side, the journey
effects.

The rulebook fixes the thresholds (fin 4, serpent 3, trident 2, whirlpools any number), that a
card may cover the ship's top three spaces and nothing else of it, and that one side carries
three journey effects picked by the active marvel's difficulty. Where the starting waypoint lies,
the sides' names and the three effects are our reconstruction (docs/reconstructions.md,
Adventurous).

>>> SHIP.rows[0], SHIP.thresholds["trident"], SIDE_BY_ID["journey"].effects[1]
('.W.', 2, 'portrait_only')
"""

from __future__ import annotations

from .model import Ship, ShipSide

CALM = ShipSide("calm", "Calm Seas", notes="The side without journey effects.")
JOURNEY = ShipSide(
    "journey",
    "Rough Seas",
    effects=("top_only", "portrait_only", "spare_encounters"),
    from_rulebook=("three journey effects, one per difficulty marker",),
    notes="The three effects are ours; the rulebook only says there are three and how one is chosen.",
)

SHIP = Ship(
    rows=(".W.", "###", "###", "###"),
    thresholds={"fin": 4, "serpent": 3, "trident": 2},
    sides=(CALM, JOURNEY),
    from_rulebook=("encounter thresholds", "the top three spaces may be covered", "a starting waypoint"),
    notes="The starting waypoint is the middle space of the top row; the rest of the top row is open water.",
)
SIDE_BY_ID: dict[str, ShipSide] = {side.id: side for side in SHIP.sides}
#: The ship's starting waypoint on the grid.
START: tuple[int, int] = (SHIP.rows[0].index("W"), 0)
#: The ship's spaces no card may cover.
SHIP_BLOCKED: frozenset[tuple[int, int]] = frozenset(
    (x, y) for y, row in enumerate(SHIP.rows) for x, code in enumerate(row) if code == "#"
)
#: Every space of the ship.
SHIP_SPACES: frozenset[tuple[int, int]] = frozenset((x, y) for y in range(4) for x in range(3))
#: What shows at each space of the ship before any card lies on it: ``(0, code)``.
SHIP_TOP: dict[tuple[int, int], tuple[int, str]] = {
    (x, y): (0, code) for y, row in enumerate(SHIP.rows) for x, code in enumerate(row)
}
