"""The shapes of A Wild Venture's content: cards, triggers, enchantments, boards.

The content itself (which cards exist, what the boards look like) is in :mod:`.cards` and
:mod:`.boards`; this module only says what a card or a board *is*, so that the rules, the
text generator, the front end's catalog and the tests all read the same fields.

Effects are programs of the core interpreter (:mod:`venture_widgets.core.effects`) built from
the rulebook's vocabulary. The ops a card may use, with their arguments:

==========================================  ====================================================
``gain(n)``                                  take ``n`` coins from the reserve
``draw(n)``                                  draw ``n`` cards from the deck (as many as there are)
``tuck_hand(n)``                             tuck ``n`` cards from your hand (chosen one by one)
``trash_hand(n)``                            trash ``n`` cards from your hand, in an order you choose
``adventure(n)``                             move your adventurer up to ``n`` spaces
``invest(n)``                                put up to ``n`` of your coins on this building
``consider(n, steps)``                       look at the top ``n`` cards, then ``steps`` such as
                                             ``(("draw", 1), ("trash", 2))``; the rest go back on top
``add_supply(n)``                            add ``n`` supplies to one of your villagers
``activate_villager()``                      activate one of your villagers (no supply removed)
``activate_starter(species)``                activate your starter of that species
``pay(coins=n, then=...)``                   a cost: if you can pay ``n`` coins you must, then
``pay(trash=n, then=...)``                   resolve ``then``; if you cannot, skip ``then``
``play_subject()``                           you may play the card that set off this trigger,
                                             paying its cost (Zero Waste)
==========================================  ====================================================

>>> Trigger("play", species="crow").matches("play", kind="gear", species="crow")
True
>>> Trigger("trash", kind="gear").matches("trash", kind="villager", species="crow")
False
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from ...core.effects import Program

SPECIES: tuple[str, ...] = ("crow", "frog", "rabbit")
KINDS: tuple[str, ...] = ("villager", "gear", "building", "starter")
DECKS: tuple[str, ...] = ("core", "academy", "tidings", "starter", "initiate")
STARTER_OF = {"crow": "nest", "frog": "lilypad", "rabbit": "warren"}
SPECIES_OF_STARTER = {starter: species for species, starter in STARTER_OF.items()}

#: What a trigger can watch: the moments at which the rules look for triggered cards.
TRIGGER_EVENTS: tuple[str, ...] = (
    "play",  # a card is played (kind, species of the played card)
    "trash",  # a card is trashed (kind, species of the trashed card)
    "tuck",  # a card is tucked (kind, species of the tucked card)
    "activate",  # a starter or villager is activated, by any means (kind, species)
    "adventure",  # an Adventure effect moved the adventurer at least one space
    "reward",  # a board reward is claimed (reward: gain, draw, starter, chest, enchant)
    "upgrade",  # a starter is flipped to its upgraded side (species)
    "draw",  # a Draw effect or reward drew at least one card
    "gain",  # a Gain effect or reward gave at least one coin
)
REWARD_KINDS: tuple[str, ...] = ("gain", "draw", "starter", "chest", "enchant")
ENCHANTMENT_TYPES: tuple[str, ...] = ("moon", "sun", "star")


@dataclass(frozen=True)
class Trigger:
    """A Gear card's or Building's condition.

    A Gear card triggers when *any* player meets it; a Building only when its owner does.
    Unset filters match anything.
    """

    event: str
    kind: str | None = None
    species: str | None = None
    reward: str | None = None

    def matches(
        self, event: str, kind: str | None = None, species: str | None = None, reward: str | None = None
    ) -> bool:
        """Whether this condition is met by ``event`` on a card of ``kind`` and ``species``."""
        return (
            self.event == event
            and (self.kind is None or self.kind == kind)
            and (self.species is None or self.species == species)
            and (self.reward is None or self.reward == reward)
        )


@dataclass(frozen=True)
class Enchant:
    """A Building's enchantment: a ``one_time`` effect resolved when it is enchanted, or a
    ``slot`` effect resolved after the Building's own effect whenever it triggers."""

    kind: str
    effects: Program


@dataclass(frozen=True)
class AdventureModifier:
    """While adventuring with this card, rewards of kind ``replace`` become ``into`` (same
    number), e.g. Frog Wizard's Gain → Draw."""

    replace: str
    into: str


@dataclass(frozen=True)
class Card:
    """One physical card. ``code`` is unique, except that both copies of a starter share it
    (each player has one, so ``"nest"`` always means the acting player's Nest).

    ``source`` is ``"rulebook"`` when the rulebook gives all the card does, else
    ``"reconstructed"``; ``from_rulebook`` names the fields the rulebook does give (``"name"``,
    ``"kind"``, ``"trigger"``, ...) and ``note`` says the rest in words (docs/reconstructions.md,
    A Wild Venture: named cards)."""

    code: str
    name: str
    deck: str
    species: str
    kind: str
    cost: int = 0
    supply: int = 0
    effects: Program = ()
    upgraded: Program | None = None
    free_action: bool = False
    modifier: AdventureModifier | None = None
    trigger: Trigger | None = None
    relic: Program | None = None
    enchant: Enchant | None = None
    source: str = "reconstructed"
    note: str = ""
    from_rulebook: tuple[str, ...] = ()


@dataclass(frozen=True)
class Space:
    """A space of an adventure board. ``reward`` is ``(kind, value)``: ``("gain", 2)``,
    ``("draw", 1)``, ``("starter", "frog")``, ``("chest", "iron")``, ``("enchant", None)``, or
    ``None`` for Home. ``token`` marks a setup spot: ``"gold_chest"``, ``"plus5"``, ``"nest"``
    or ``"enchant"``. ``end`` marks the chest at the end of a path (back Home at end of turn).
    ``x`` and ``y`` place it in a 100 x 100 drawing."""

    id: str
    name: str
    reward: tuple[str, object] | None
    x: float
    y: float
    token: str | None = None
    end: bool = False


@dataclass(frozen=True)
class Edge:
    """A step of a path, away from Home. ``cost`` is ``None``, ``("pay", n)`` or ``("trash", n)``."""

    frm: str
    to: str
    cost: tuple[str, int] | None = None


@dataclass(frozen=True)
class Board:
    """One side of the adventure board: a tree of spaces rooted at ``"home"``."""

    id: str
    name: str
    spaces: tuple[Space, ...]
    edges: tuple[Edge, ...]
    source: str = "reconstructed"
    note: str = ""
    by_id: Mapping[str, Space] = field(init=False, repr=False, compare=False)
    forward: Mapping[str, tuple[Edge, ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "by_id", MappingProxyType({space.id: space for space in self.spaces}))
        forward: dict[str, list[Edge]] = {space.id: [] for space in self.spaces}
        for edge in self.edges:
            forward[edge.frm].append(edge)
        object.__setattr__(self, "forward", MappingProxyType({k: tuple(v) for k, v in forward.items()}))
