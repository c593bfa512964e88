"""The shapes of Venture (2019)'s content: roles, instruments, missions and action cards.

The content itself is in :mod:`.cards`; this module only says what each kind of card *is*, so the
rules, the text generator, the catalog and the tests read the same fields.

An action card's effect is a program of the core interpreter built from this vocabulary (the ops
live in :mod:`.card_ops`):

======================  ==========================================================================
``draw(n)``             the target draws ``n`` cards
``steal(n)``            the card's player takes ``n`` random cards from the target's hand
``lose(n)``             the target discards ``n`` random cards from their hand
``retract()``           one of the target's completed missions is undone: its instrument is discarded
``plagiarize()``        the card's player takes the instrument of one of the target's completed
                        missions into their hand
``swap_instrument()``   the target discards an instrument from their hand and takes one of another
                        type from the discard pile
``reverse()``           the turn order turns the other way
``lasting(kind)``       the card stays beside the target's role with a lasting effect (see
                        :data:`LASTING`)
``dig()``               cards are turned up from the top of the deck until an instrument shows:
                        the player keeps it, the others are discarded
``cancel()``            the card answered has no effect
``rebound()``           the card answered turns on the one who played it
======================  ==========================================================================

>>> TIMINGS
('immediate', 'long_term', 'instant')
>>> sorted(LASTING)[:2]
['early_draw', 'hand_limit']
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.effects import Program

#: The six roles, in the order of the rulebook's key of symbols (Type of Cards: Role Cards).
ROLES: tuple[str, ...] = ("mathematician", "chemist", "astronomer", "physicist", "biologist", "geologist")
#: The short name of each role's symbol, as card codes write it.
SYMBOLS: dict[str, str] = {
    "mathematician": "math",
    "chemist": "chem",
    "astronomer": "astro",
    "physicist": "phys",
    "biologist": "bio",
    "geologist": "geo",
}
ROLE_OF_SYMBOL: dict[str, str] = {symbol: role for role, symbol in SYMBOLS.items()}

#: The four types of instrument (Type of Cards: Instrument Cards).
INSTRUMENTS: tuple[str, ...] = ("calculator", "hourglass", "quill", "flask")
#: The colour of each type of instrument, which the frames of its missions share (reconstructed).
INSTRUMENT_COLOUR: dict[str, str] = {"calculator": "blue", "hourglass": "green", "quill": "purple", "flask": "red"}
COLOUR_INSTRUMENT: dict[str, str] = {colour: kind for kind, colour in INSTRUMENT_COLOUR.items()}
#: The frame colours of the missions, in the order the mission numbers run through them (reconstructed).
MISSION_COLOURS: tuple[str, ...] = ("purple", "blue", "green", "red")

#: When an action card can be used: no symbol (played and resolved at once), long-term (stays
#: beside the target's role) or instant (at most moments, even out of turn).
TIMINGS: tuple[str, ...] = ("immediate", "long_term", "instant")
#: Whom an action card is used on: any player, another player, oneself, nobody (the whole table),
#: or the card it answers (an instant that only answers).
TARGETS: tuple[str, ...] = ("player", "other", "self", "table", "card")

#: The lasting effects a card (or a talent) beside a role can hold, and when each is spent.
LASTING: dict[str, str] = {
    "protect": "it protects them from the next card used against them",
    "shield": "it protects them from every card used against them until the start of their next turn",
    "no_actions": "they take no actions in their next Phase 2",
    "early_draw": "they draw 2 cards as their next Phase 2 begins",
    "no_mission": "they complete no mission in their next Phase 3",
    "hand_limit": "their hand limit is 3 in their next Phase 4",
}
#: What a lasting effect does when its moment comes, said of its player (``{who}``).
TAKING_HOLD: dict[str, str] = {
    "no_actions": "{who} takes no actions this turn",
    "early_draw": "{who} draws 2 cards before their actions",
    "no_mission": "{who} completes no mission this turn",
    "hand_limit": "{who}'s hand limit is 3 this turn",
}


@dataclass(frozen=True)
class Role:
    """A role card: its symbol and its talent (a program run when the talent is activated)."""

    id: str
    name: str
    symbol: str
    talent: str  # the talent's name
    program: Program
    source: str = "reconstructed"


@dataclass(frozen=True)
class Mission:
    """A mission card: its number (which fixes the setup), its title and its frame colour."""

    number: int
    title: str
    colour: str
    source: str = "reconstructed"

    @property
    def instrument(self) -> str:
        """The type of instrument that completes it."""
        return COLOUR_INSTRUMENT[self.colour]


@dataclass(frozen=True)
class Effect:
    """An action card's effect, shared by its copies: its name, the bulb, its timing, whom it is
    used on, whether it is used *against* its target (protection stops it), and its program."""

    id: str
    name: str
    copies: int
    bulb: bool
    timing: str
    target: str
    harmful: bool
    program: Program
    #: what an instant may answer: any card, or only a card used on a player by another player
    answers: str = "any"
    source: str = "reconstructed"

    @property
    def lasting(self) -> str | None:
        """The lasting effect the card leaves beside its target's role, if it leaves one."""
        for o in self.program:
            if o.name == "lasting":
                kind: str = o.args["kind"]
                return kind
        return None


@dataclass(frozen=True)
class Card:
    """One physical card of the deck: an action card (``effect`` and ``symbol``, the role symbol
    or ``None``) or an instrument (``instrument``). ``code`` names it in actions; copies that are
    alike share a code."""

    index: int
    code: str
    effect: Effect | None = None
    symbol: str | None = None
    instrument: str | None = None
