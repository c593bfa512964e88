"""Flat lookup tables over the physical cards, for speed: ``CARD_KIND[card]`` beats
``CARDS[card].kind`` in the inner loop of random play.

A card *is* its index into :data:`.cards.CARDS`; actions and observations use ``code``.

>>> CARD_KIND[code_to_card("frog_wizard")], CARD_SPECIES[code_to_card("frog_wizard")]
('villager', 'frog')
>>> code_to_card("no_such_card")
Traceback (most recent call last):
...
venture_widgets.core.errors.ScenarioError: unknown card code 'no_such_card'
"""

from __future__ import annotations

from ...core.effects import Program
from ...core.errors import ScenarioError, shown
from .cards import CARDS
from .model import STARTER_OF

CARD_CODE: tuple[str, ...] = tuple(card.code for card in CARDS)
CARD_NAME: tuple[str, ...] = tuple(card.name for card in CARDS)
CARD_KIND: tuple[str, ...] = tuple(card.kind for card in CARDS)
CARD_SPECIES: tuple[str, ...] = tuple(card.species for card in CARDS)
CARD_COST: tuple[int, ...] = tuple(card.cost for card in CARDS)
CARD_SUPPLY: tuple[int, ...] = tuple(card.supply for card in CARDS)
CARD_EFFECTS: tuple[Program, ...] = tuple(card.effects for card in CARDS)
STARTER_CARDS: dict[str, tuple[int, int]] = {
    starter: tuple(i for i, card in enumerate(CARDS) if card.code == starter)  # type: ignore[misc]
    for starter in STARTER_OF.values()
}
INITIATE_CARDS: tuple[int, ...] = tuple(i for i, card in enumerate(CARDS) if card.deck == "initiate")
_BY_CODE: dict[str, int] = {}
for _index, _code in enumerate(CARD_CODE):
    _BY_CODE.setdefault(_code, _index)


def code_to_card(code: object) -> int:
    """The first card with this code (for starters, seat 0's copy)."""
    try:
        return _BY_CODE[code]  # type: ignore[index]
    except (KeyError, TypeError):
        raise ScenarioError(f"unknown card code {shown(code)}") from None


def deck_cards(decks: tuple[str, ...]) -> list[int]:
    """All cards of the named decks, in catalogue order."""
    return [i for i, card in enumerate(CARDS) if card.deck in decks]


def card_label(card: int) -> str:
    """How texts name a card: its name."""
    return CARD_NAME[card]
