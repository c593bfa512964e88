"""Flat lookup tables over Venture Forth's content, for speed: ``CARD_POWER[card]`` beats
``CARDS[card].power`` in the inner loop of random play.

An encounter card *is* its index into :data:`.cards.CARDS`, a treasure its index into
:data:`.treasures.TREASURES`, an explore token its index into :data:`.tokens.EXPLORE_TOKENS` and
a Level III card its index into :data:`.levels.LEVEL_III`; actions and observations use codes.

>>> CARD_KIND[card_index("lion")], CARD_POWER[card_index("lion")], CARD_DESIRES[card_index("lion")]
('enemy', 4, ('will', 'will'))
>>> card_index("minotaur_king")
Traceback (most recent call last):
...
venture_widgets.core.errors.ScenarioError: unknown encounter card code 'minotaur_king'
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.effects import Program
from ...core.errors import ScenarioError, shown
from .cards import CARDS
from .levels import LEVEL_I, LEVEL_II, LEVEL_III
from .model import Ability, Adventurer, Enemy, LevelCard, Trigger
from .tokens import EXPLORE_TOKENS
from .treasures import TREASURES

CARD_CODE: tuple[str, ...] = tuple(card.code for card in CARDS)
CARD_NAME: tuple[str, ...] = tuple(card.name for card in CARDS)
CARD_KIND: tuple[str, ...] = tuple(card.kind for card in CARDS)
CARD_REGION: tuple[str, ...] = tuple(card.region for card in CARDS)
CARD_POWER: tuple[int, ...] = tuple(card.power for card in CARDS)
CARD_DESIRE: tuple[str | None, ...] = tuple(card.desire if isinstance(card, Adventurer) else None for card in CARDS)
CARD_DESIRES: tuple[tuple[str, ...], ...] = tuple(card.desires if isinstance(card, Enemy) else () for card in CARDS)
CARD_VICIOUS: tuple[bool, ...] = tuple(len(desires) == 2 for desires in CARD_DESIRES)
AMBITION: tuple[Trigger | None, ...] = tuple(card.ambition if isinstance(card, Adventurer) else None for card in CARDS)

L3_CODE: tuple[str, ...] = tuple(card.code for card in LEVEL_III)
L3_ABILITY: tuple[Ability, ...] = tuple(card.ability or Ability() for card in LEVEL_III)
L3_NAME: tuple[str, ...] = tuple(card.name for card in LEVEL_III)

TREASURE_CODE: tuple[str, ...] = tuple(t.code for t in TREASURES)
TREASURE_NAME: tuple[str, ...] = tuple(t.name for t in TREASURES)
TREASURE_TYPE: tuple[str, ...] = tuple(t.type for t in TREASURES)
TREASURE_POINTS: tuple[int, ...] = tuple(t.points for t in TREASURES)
TREASURE_ABILITY: tuple[Program, ...] = tuple(t.ability for t in TREASURES)

TOKEN_CODE: tuple[str, ...] = tuple(t.code for t in EXPLORE_TOKENS)


def _index(codes: Sequence[str]) -> dict[str, int]:
    return {code: i for i, code in enumerate(codes)}


_CARDS = _index(CARD_CODE)
_L3 = _index(L3_CODE)
_TREASURES = _index(TREASURE_CODE)
_TOKENS = _index(TOKEN_CODE)


def _look_up(table: dict[str, int], code: object, what: str) -> int:
    try:
        return table[code]  # type: ignore[index]
    except (KeyError, TypeError):
        raise ScenarioError(f"unknown {what} code {shown(code)}") from None


def card_index(code: object) -> int:
    """The encounter card with this code."""
    return _look_up(_CARDS, code, "encounter card")


def level3_index(code: object) -> int:
    """The Level III card with this code."""
    return _look_up(_L3, code, "Level III card")


def treasure_index(code: object) -> int:
    """The treasure card with this code."""
    return _look_up(_TREASURES, code, "treasure")


def token_index(code: object) -> int:
    """The explore token with this code (several tokens share a face; the first is returned)."""
    return _look_up(_TOKENS, code, "explore token")


def level_card(level: int, level3: int | None) -> LevelCard:
    """The level card under an adventurer: Level I or II, or its Level III card.

    >>> level_card(1, None).conversions[0]
    Conversion(will=1, points=3, level_up=False, despair=0)
    """
    if level == 1:
        return LEVEL_I
    if level == 2:
        return LEVEL_II
    return LEVEL_III[level3]  # type: ignore[index]
