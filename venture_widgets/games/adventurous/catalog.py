"""Adventurous's content as JSON for the front end and the docs: the ship, every card's two sides
with generated text, each map side's spaces in every orientation, the vocabularies, the
difficulty table and the result table, each item with where it comes from.

>>> data = catalog()
>>> data["cards"][12]["marvel"]["text"], data["ship"]["start"]
('marvel 13 (III): cover 3 + fin serpent', [1, 0])
>>> data["shapes"]["1"]["90"]["chain"][:2]
[[3, 0], [3, 1]]
"""

from __future__ import annotations

from typing import Any

from .cards import CARDS
from .geometry import ORIENTATIONS, SHAPES
from .model import CODES, ENCOUNTERS, JOURNEY_EFFECTS, NUMERALS, RESTRICTIONS
from .rules import DIFFICULTIES
from .scoring import RESULTS
from .ship import SHIP, START
from .text import cost_words, marvel_words


def _card(card: Any) -> dict[str, Any]:
    marvel = card.marvel
    return {
        "number": card.number,
        "map": list(card.map),
        "marvel": {
            "difficulty": marvel.difficulty,
            "numeral": NUMERALS[marvel.difficulty],
            "cost": {"any": marvel.cost.any, "required": list(marvel.cost.required), "total": marvel.cost.total},
            "cost_text": cost_words(marvel.cost),
            "restriction": marvel.restriction,
            "restriction_text": RESTRICTIONS[marvel.restriction] if marvel.restriction else None,
            "text": marvel_words(card.number),
        },
        "source": card.source,
        "from_rulebook": list(card.from_rulebook),
        "notes": card.notes,
    }


def _shapes() -> dict[str, dict[str, dict[str, Any]]]:
    return {
        str(number): {
            str(orientation): {
                "width": shape.width,
                "height": shape.height,
                "codes": [
                    [dx, dy, code] for (dx, dy), code in sorted(shape.codes.items(), key=lambda i: (i[0][1], i[0][0]))
                ],
                "chain": [list(space) for space in shape.chain],
            }
            for orientation, shape in by_orientation.items()
        }
        for number, by_orientation in SHAPES.items()
    }


def catalog() -> dict[str, Any]:
    """The content (see the module docstring); ``Game.catalog`` adds the rule titles and score sheet."""
    return {
        "ship": {
            "rows": list(SHIP.rows),
            "start": list(START),
            "thresholds": dict(SHIP.thresholds),
            "sides": [
                {
                    "id": side.id,
                    "name": side.name,
                    "effects": [
                        {"id": effect, "difficulty": i + 1, "text": JOURNEY_EFFECTS[effect]}
                        for i, effect in enumerate(side.effects)
                    ],
                    "source": side.source,
                    "from_rulebook": list(side.from_rulebook),
                    "notes": side.notes,
                }
                for side in SHIP.sides
            ],
            "source": SHIP.source,
            "from_rulebook": list(SHIP.from_rulebook),
            "notes": SHIP.notes,
        },
        "cards": [_card(card) for card in CARDS],
        "shapes": _shapes(),
        "orientations": list(ORIENTATIONS),
        "codes": dict(CODES),
        "encounters": dict(ENCOUNTERS),
        "restrictions": dict(RESTRICTIONS),
        "journey_effects": dict(JOURNEY_EFFECTS),
        "difficulties": {name: list(counts) for name, counts in DIFFICULTIES.items()},
        "results": [dict(row) for row in RESULTS],
    }
