"""The four players' reference cards, as data: each player's colour (its pawn, scoring marker and
the card its coins lie on) and the turn summary printed on every card, in our own words.

The rulebook says there are four reference cards, one per colour, and that coins lie on them; it
does not print them, so colours and wording are this kit's (``source="reconstructed"``). The
colours are the seat colours the table draws pawns and areas in.

>>> [card.colour for card in REFERENCE_CARDS]
['red', 'yellow', 'purple', 'teal']
>>> REFERENCE_CARDS[0].lines[0]
'Start of your turn: if every path space holds a card, Zeus discards the wandering cards and turns the rest.'
"""

from __future__ import annotations

from dataclasses import dataclass

#: What every reference card says: the turn, the four actions, the end and the score.
TURN_SUMMARY: tuple[str, ...] = (
    "Start of your turn: if every path space holds a card, Zeus discards the wandering cards and turns the rest.",
    "Before your action you may discard one treasure for its ability.",
    "Then one action: play a card, venture forth, make an offering at your temple, or regroup.",
    "Play a card: next to a card or site of its region; take the space's will, coin or both; draw one.",
    "Venture forth: along a full path, meet each card, then arrive; the cards wander, take the token.",
    "The last explore token placed: one more turn each, ending with whoever placed it.",
    "Score: track, will 1, coins 2 for 1, a treasure per adventurer, despair -3, explore bonus 2 and 1.",
)


@dataclass(frozen=True)
class ReferenceCard:
    """One player's reference card: its colour and the summary printed on it."""

    colour: str
    hex: str
    lines: tuple[str, ...] = TURN_SUMMARY
    source: str = "reconstructed"


REFERENCE_CARDS: tuple[ReferenceCard, ...] = (
    ReferenceCard("red", "#d32f2f"),
    ReferenceCard("yellow", "#f9a825"),
    ReferenceCard("purple", "#8e24aa"),
    ReferenceCard("teal", "#00897b"),
)
