"""Venturesome's cards as data: 63 character cards, 12 threats, 6 intimidation cards.

Every item says where it comes from. The rulebook fixes the seven characters and their
effects, the eight symbols, the twelve threats and the card counts (``source="rulebook"``).
It does not say which symbol each card shows, which colour each character has, or which
characters the intimidation cards show: those are our design (``source="reconstructed"``):
every colour holds each symbol once plus one extra (docs/reconstructions.md, Venturesome: colours
and symbols), and the intimidation cards show every character but the Artifact Hunter
(docs/reconstructions.md, Venturesome: intimidation cards). Where we read an unclear rule one way,
the item's ``note`` says so (docs/reconstructions.md, Venturesome: readings).

Cards have stable ids (``"GUIDE.MAP"``; the extra copy of a kind is ``"GUIDE.GEM1.2"``) apart
from display names. Two cards of the same *kind* (character and symbol) are identical in
play, so actions and observations name kinds (``code``), never copies.

>>> len(CARDS), len(THREATS), len(INTIMIDATION)
(63, 12, 6)
>>> CARDS[0].id, CARDS[0].character, CARDS[0].symbol, CARDS[0].source
('GUIDE.MAP', 'GUIDE', 'MAP', 'reconstructed')
>>> sorted({card.code for card in CARDS if card.id != card.code})[:2]
['ADVENTURER.GEM2', 'ARTIFACT_HUNTER.RING']
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ...core.effects import Program, op

SYMBOLS: tuple[str, ...] = ("MAP", "GEM1", "GEM2", "GEM3", "ANKH", "CHALICE", "RING", "STATUETTE")
SYMBOL_NAMES = {
    "MAP": "Map",
    "GEM1": "1 Gem",
    "GEM2": "2 Gems",
    "GEM3": "3 Gems",
    "ANKH": "Ankh",
    "CHALICE": "Chalice",
    "RING": "Ring",
    "STATUETTE": "Statuette",
}
GEM_POINTS = {"GEM1": 1, "GEM2": 2, "GEM3": 3}
ARTIFACTS: tuple[str, ...] = ("ANKH", "CHALICE", "RING", "STATUETTE")


@dataclass(frozen=True)
class Character:
    """A character (one per colour) and its effect program."""

    id: str
    name: str
    colour: str
    effect: Program
    text: str
    rule: str
    source: str = "rulebook"
    colour_source: str = "reconstructed"
    note: str = ""


@dataclass(frozen=True)
class CharacterCard:
    """One of the 63 physical character cards."""

    index: int
    id: str
    code: str
    character: str
    symbol: str
    source: str = "reconstructed"


@dataclass(frozen=True)
class Threat:
    """A threat card and its effect program."""

    index: int
    id: str
    name: str
    effect: Program
    text: str
    rule: str
    source: str = "rulebook"
    note: str = ""


@dataclass(frozen=True)
class IntimidationCard:
    """An intimidation card: the character it forbids while face up."""

    character: str
    source: str = "reconstructed"


# Effects, in the vocabulary of venturesome.ops. The guards (when/unless) name conditions there.
_GUIDE = (
    op("stop", when="expedition_was_empty", rule="effects.guide", reason="the expedition was empty"),
    op("choose", what="own_card_not_played", bind="own_position", rule="effects.guide", verb="return"),
    op("return_to_hand"),
)
_ADVENTURER = (
    op("stop", when="alone_in_round", rule="turn.alone_in_round", reason="nobody else is left in the round"),
    op("choose", what="other_player", bind="target", rule="effects.adventurer", verb="swap-hands"),
    op("swap_hands"),
)
_PROFESSOR = (
    op("stop", when="deck_empty", rule="effects.professor", reason="the character deck is empty"),
    op("draw"),
    op("choose", what="hand_card", bind="bottom_card", rule="effects.professor", verb="bottom"),
    op("put_on_deck_bottom"),
)
_AVIATOR = (
    op("stop", when="expedition_was_empty", rule="effects.aviator", reason="the expedition was empty"),
    op("stop", when="alone_in_round", rule="turn.alone_in_round", reason="nobody else is left in the round"),
    op(
        "stop",
        when="no_other_expedition_cards",
        rule="effects.aviator",
        reason="no other player in the round has a card in their expedition (our reading of the rulebook)",
    ),
    op("choose", what="own_card_not_played", bind="own_position", rule="effects.aviator", verb="give"),
    op("choose", what="other_expedition_card", bind="other_position", rule="effects.aviator", verb="take"),
    op("swap_expedition_cards"),
)
_ARTIFACT_HUNTER = (
    op("choose", what="intimidation_card", bind="intimidated", rule="effects.artifact_hunter", verb="intimidate"),
    op("intimidate"),
)
_COLLECTOR = (
    op("stop", when="alone_in_round", rule="turn.alone_in_round", reason="nobody else is left in the round"),
    op("choose", what="other_player", bind="target", rule="effects.collector", verb="trade-with"),
    op("choose", what="hand_card", bind="given_card", rule="effects.collector", verb="give"),
    op("give_card"),
    op("choose", what="hand_card_to_return", bind="returned_card", rule="effects.collector", verb="give-back"),
    op("give_back"),
)

#: A few words of our own on each character's card face that remind of its effect (the full text
#: is the character's ``text``)
REMINDERS: dict[str, str] = {
    "GUIDE": "Take back an expedition card",
    "REPORTER": "No effect",
    "ADVENTURER": "Swap hands with a player",
    "PROFESSOR": "Draw 1, then bottom a hand card",
    "AVIATOR": "Swap a card with another expedition",
    "ARTIFACT_HUNTER": "Turn up an intimidation card",
    "COLLECTOR": "Give a card, get another back",
}

_AVIATOR_NOTE = (
    "Our reading: with no card in any other expedition still in the round, the effect does nothing "
    "(docs/reconstructions.md, Venturesome: readings)"
)
_ROPE_BRIDGE_NOTE = (
    "Our reading: the player resolving it chooses the two neighbouring cards "
    "(docs/reconstructions.md, Venturesome: readings)"
)

CHARACTERS: dict[str, Character] = {
    c.id: c
    for c in (
        Character(
            "GUIDE",
            "Guide",
            "green",
            _GUIDE,
            "Take one other card of your expedition back into your hand (close the gap). "
            "Nothing happens if your expedition was empty.",
            "effects.guide",
        ),
        Character("REPORTER", "Reporter", "grey", (), "No effect.", "effects.reporter"),
        Character(
            "ADVENTURER",
            "Adventurer",
            "red",
            _ADVENTURER,
            "Swap your whole hand with the hand of another player still in the round.",
            "effects.adventurer",
        ),
        Character(
            "PROFESSOR",
            "Professor",
            "blue",
            _PROFESSOR,
            "Draw the top card of the deck, then put any card of your hand at the bottom of the deck. "
            "Nothing happens if the deck is empty.",
            "effects.professor",
        ),
        Character(
            "AVIATOR",
            "Aviator",
            "yellow",
            _AVIATOR,
            "Swap another card of your expedition with a card of another player's expedition; each "
            "takes the other's place. Nothing happens if your expedition was empty.",
            "effects.aviator",
            note=_AVIATOR_NOTE,
        ),
        Character(
            "ARTIFACT_HUNTER",
            "Artifact Hunter",
            "purple",
            _ARTIFACT_HUNTER,
            "Turn any intimidation card face up: nobody may play that character from hand until the "
            "round ends or another Artifact Hunter changes it.",
            "effects.artifact_hunter",
        ),
        Character(
            "COLLECTOR",
            "Collector",
            "brown",
            _COLLECTOR,
            "Give another player a card from your hand; they look at it and give you back a "
            "different card of their choice.",
            "effects.collector",
        ),
    )
}

# RECONSTRUCTION (docs/reconstructions.md, Venturesome: colours and symbols): each colour has every
# symbol once, plus this extra.
EXTRA_SYMBOL = {
    "GUIDE": "GEM1",
    "REPORTER": "GEM1",
    "ADVENTURER": "GEM2",
    "PROFESSOR": "ANKH",
    "AVIATOR": "CHALICE",
    "ARTIFACT_HUNTER": "RING",
    "COLLECTOR": "STATUETTE",
}


def _build_cards() -> tuple[CharacterCard, ...]:
    kinds = [(ch, sym) for ch in CHARACTERS for sym in SYMBOLS] + list(EXTRA_SYMBOL.items())
    seen: Counter[str] = Counter()
    cards = []
    for index, (ch, sym) in enumerate(kinds):
        code = f"{ch}.{sym}"
        seen[code] += 1
        card_id = code if seen[code] == 1 else f"{code}.{seen[code]}"
        cards.append(CharacterCard(index, card_id, code, ch, sym))
    return tuple(cards)


CARDS: tuple[CharacterCard, ...] = _build_cards()
CARD_BY_ID = {card.id: card for card in CARDS}
CODES: frozenset[str] = frozenset(card.code for card in CARDS)

# Per-card lookups by index, for the hot paths of the rules.
CARD_CODE: tuple[str, ...] = tuple(card.code for card in CARDS)
CARD_CHARACTER: tuple[str, ...] = tuple(card.character for card in CARDS)
CARD_SYMBOL: tuple[str, ...] = tuple(card.symbol for card in CARDS)


def _discard_where(symbols: tuple[str, ...] = (), characters: tuple[str, ...] = ()) -> Program:
    return (op("discard_where", symbols=symbols, characters=characters),)


_THREAT_LIST: tuple[tuple[str, str, Program, str], ...] = (
    (
        "TRAP",
        "Trap",
        (op("discard_ends"),),
        "Discard the two outermost cards of your expedition (none if it has 1 card, both if 2).",
    ),
    (
        "BOG",
        "Bog",
        _discard_where(symbols=("CHALICE", "STATUETTE")),
        "Discard every Chalice and every Statuette of your expedition.",
    ),
    (
        "SANDSTORM",
        "Sandstorm",
        (op("discard_random", count=2),),
        "Discard 2 random cards of your expedition (none if it has 1 card, both if 2).",
    ),
    (
        "SPIDERS_NEST",
        "Spider's Nest",
        _discard_where(symbols=("RING", "STATUETTE")),
        "Discard every Ring and every Statuette of your expedition.",
    ),
    (
        "ROPE_BRIDGE",
        "Rope Bridge",
        (
            op(
                "choose",
                what="adjacent_pair",
                bind="pair",
                rule="threats.rope_bridge",
                verb="bridge",
                when="expedition_over_two",
            ),
            op("discard_adjacent_pair"),
        ),
        "Discard 2 neighbouring cards of your expedition; in this kit you pick them (none if it has 1 "
        "card, both if 2).",
    ),
    (
        "COLLAPSING_TEMPLE",
        "Collapsing Temple",
        _discard_where(symbols=("CHALICE", "ANKH")),
        "Discard every Chalice and every Ankh of your expedition.",
    ),
    ("JAGUAR", "Jaguar", _discard_where(symbols=("MAP",)), "Discard every Map of your expedition."),
    (
        "VOLCANIC_ERUPTION",
        "Volcanic Eruption",
        _discard_where(symbols=("RING", "ANKH")),
        "Discard every Ring and every Ankh of your expedition.",
    ),
    (
        "EMERGENCY_LANDING",
        "Emergency Landing",
        _discard_where(symbols=("GEM1", "GEM2")),
        "Discard every 1-Gem and every 2-Gems card of your expedition.",
    ),
    (
        "SNOW_AVALANCHE",
        "Snow Avalanche",
        _discard_where(characters=("ADVENTURER", "COLLECTOR", "ARTIFACT_HUNTER")),
        "Discard every Adventurer, Collector and Artifact Hunter of your expedition.",
    ),
    (
        "NATIVE",
        "Native",
        _discard_where(symbols=("GEM1", "GEM3")),
        "Discard every 1-Gem and every 3-Gems card of your expedition.",
    ),
    (
        "STORM",
        "Storm",
        _discard_where(characters=("GUIDE", "AVIATOR", "PROFESSOR")),
        "Discard every Guide, Aviator and Professor of your expedition.",
    ),
)

THREATS: tuple[Threat, ...] = tuple(
    Threat(i, tid, name, effect, text, "threats." + tid.lower(), note=_ROPE_BRIDGE_NOTE if tid == "ROPE_BRIDGE" else "")
    for i, (tid, name, effect, text) in enumerate(_THREAT_LIST)
)
THREAT_BY_ID = {threat.id: threat for threat in THREATS}

# RECONSTRUCTION (docs/reconstructions.md, Venturesome: intimidation cards): one intimidation card
# per character except the Artifact Hunter (the six King cards of Palast Gefluester, its ancestor,
# show every person but the one that reveals them).
INTIMIDATION: tuple[IntimidationCard, ...] = tuple(IntimidationCard(ch) for ch in CHARACTERS if ch != "ARTIFACT_HUNTER")


def card_name(code: str) -> str:
    """Display name of a card kind.

    >>> card_name("PROFESSOR.RING")
    'Professor (Ring)'
    """
    character, symbol = code.split(".")[:2]
    return f"{CHARACTERS[character].name} ({SYMBOL_NAMES[symbol]})"


def catalog() -> dict[str, object]:
    """All the card data as JSON, for front ends and documentation."""
    return {
        "symbols": [{"id": s, "name": SYMBOL_NAMES[s], "source": "rulebook"} for s in SYMBOLS],
        "characters": [
            {
                "id": c.id,
                "name": c.name,
                "colour": c.colour,
                "text": c.text,
                "reminder": REMINDERS[c.id],
                "rule": c.rule,
                "source": c.source,
                "colour_source": c.colour_source,
                "note": c.note,
            }
            for c in CHARACTERS.values()
        ],
        "cards": [
            {"id": c.id, "code": c.code, "character": c.character, "symbol": c.symbol, "source": c.source}
            for c in CARDS
        ],
        "threats": [
            {"id": t.id, "name": t.name, "text": t.text, "rule": t.rule, "source": t.source, "note": t.note}
            for t in THREATS
        ],
        "intimidation": [{"character": i.character, "source": i.source} for i in INTIMIDATION],
    }
