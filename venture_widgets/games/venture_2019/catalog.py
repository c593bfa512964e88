"""Venture (2019)'s content as JSON for the front end and the docs: every card code with its
generated text, the roles with their talents, the missions, the instruments' colours and the
lasting effects, each item with where it comes from.

>>> data = catalog()
>>> data["cards"]["theft-chem"]["name"], data["cards"]["theft-chem"]["role"], data["cards"]["quill"]["colour"]
('Idea Theft', 'chemist', 'purple')
>>> data["roles"]["biologist"]["talent"], data["missions"]["12"]["instrument"]
('Field Immunity', 'flask')

The score sheet (:data:`SCORE_SHEET`) has one line: the missions completed; four win.
"""

from __future__ import annotations

from typing import Any

from .cards import CARD_BY_CODE, CARDS, EFFECTS, INSTRUMENTS_IN_GAME, MISSIONS, MISSIONS_IN_GAME, ROLE_CARDS
from .model import INSTRUMENT_COLOUR, LASTING, ROLE_OF_SYMBOL, TIMINGS
from .text import effect_text, talent_text

#: The score sheet's words (``Game.catalog()["score_sheet"]``): a seat's score is its missions completed.
SCORE_SHEET: dict[str, Any] = {
    "categories": ["missions"],
    "labels": {"missions": "Missions completed", "total": "Missions completed (the fourth wins)"},
    "no_winner": "Nobody has completed four missions: nobody wins.",
}


def _card(code: str) -> dict[str, Any]:
    card = CARD_BY_CODE[code]
    copies = sum(other.code == code for other in CARDS)
    effect = card.effect
    if effect is None:
        kind = str(card.instrument)
        return {
            "code": code,
            "kind": "instrument",
            "name": kind.title(),
            "instrument": kind,
            "colour": INSTRUMENT_COLOUR[kind],
            "copies": copies,
            "source": "rulebook",
        }
    return {
        "code": code,
        "kind": "action",
        "name": effect.name,
        "effect": effect.id,
        "symbol": card.symbol,
        "role": ROLE_OF_SYMBOL[card.symbol] if card.symbol else None,
        "bulb": effect.bulb,
        "timing": effect.timing,
        "target": effect.target,
        "harmful": effect.harmful,
        "lasting": effect.lasting,
        "text": effect_text(effect),
        "copies": copies,
        "source": effect.source,
    }


def catalog() -> dict[str, Any]:
    """Every card code, role, mission and instrument type, with their sources."""
    return {
        "cards": {code: _card(code) for code in CARD_BY_CODE},
        "effects": {
            effect.id: {
                "name": effect.name,
                "copies": effect.copies,
                "text": effect_text(effect),
                "source": effect.source,
            }
            for effect in EFFECTS
        },
        "roles": {
            role.id: {
                "name": role.name,
                "symbol": role.symbol,
                "talent": role.talent,
                "text": talent_text(role.id),
                "source": role.source,
            }
            for role in ROLE_CARDS
        },
        "missions": {
            str(mission.number): {
                "number": mission.number,
                "title": mission.title,
                "colour": mission.colour,
                "instrument": mission.instrument,
                "source": mission.source,
            }
            for mission in MISSIONS
        },
        "instruments": {
            kind: {"colour": colour, "source": "reconstructed"} for kind, colour in INSTRUMENT_COLOUR.items()
        },
        "lasting": dict(LASTING),
        "timings": list(TIMINGS),
        "setup": {
            "missions": {str(players): last for players, last in MISSIONS_IN_GAME.items()},
            "instruments": {str(players): count for players, count in INSTRUMENTS_IN_GAME.items()},
            "source": "rulebook",
        },
    }
