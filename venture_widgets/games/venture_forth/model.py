"""The shapes of Venture Forth's content: the board, encounter cards, level cards, treasures and
explore tokens.

The content itself is in :mod:`.boards`, :mod:`.cards`, :mod:`.levels`, :mod:`.treasures` and
:mod:`.tokens`; this module only says what each piece *is*, so that the rules, the text
generator, the front end's catalog and the tests all read the same fields.

Effects are programs of the core interpreter (:mod:`venture_widgets.core.effects`). The ops a
treasure's ability or a Level III card's triggered ability may use, with their arguments:

=========================  ==========================================================================
``gain_coins(n)``          take ``n`` coins from the supply
``gain_points(n)``         move ``n`` points up the score track
``place_will(n)``          put ``n`` will on your adventurers, one at a time, each where you choose
``will_here(n)``           put ``n`` will on the adventurer whose ability this is
``remove_despair(n)``      take ``n`` despair off your adventurers, one at a time, where you choose
``boost(n)``               your party has ``n`` more power in this turn's encounters
``move_adjacent()``        move your pawn along a path, not travelling it, to a site it joins
``sift(n)``                draw ``n`` encounter cards, then discard as many cards of your choice from
                           your hand, one at a time (the hand keeps its size)
``upright()``              turn one wandering card on the board upright
=========================  ==========================================================================

>>> Trigger("encounter", kind="enemy", min_power=10).matches(
...     "encounter", kind="enemy", power=12, vicious=False, desire=None, region="grey")
True
>>> Trigger("encounter", kind="enemy", max_power=6).matches(
...     "encounter", kind="enemy", power=12, vicious=False, desire=None, region="grey")
False
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from ...core.effects import Program

#: The four regions, by colour (the colour a card or site is drawn in).
REGIONS: tuple[str, ...] = ("shore", "country", "mountains", "wilderness")
#: What an adventurer may desire: the treasure type it can score at the end.
DESIRES: tuple[str, ...] = ("knowledge", "might", "wealth")
#: What an enemy may desire of a party that cannot defeat it.
PENALTIES: tuple[str, ...] = ("will", "coin", "despair")
#: What a path space gives the player who plays a card onto it.
SYMBOLS: tuple[str, ...] = ("will", "coin", "will_plus", "coin_or_will")
TEMPLES: tuple[str, ...] = ("hestia", "muses", "nike", "hermes", "hades")

#: The moments at which ambitions (and Level III abilities) are looked for, during Venture Forth.
TRIGGER_EVENTS: tuple[str, ...] = (
    "encounter",  # the party meets a card on the path (kind, power, desire, vicious, region)
    "recruit",  # the party recruits an adventurer (the subject: the recruit)
    "defeat",  # the party defeats an enemy (exerted: whether any adventurer exerted for it)
    "undefeated",  # the party cannot defeat an enemy and gives up what it desires
    "arrive",  # the pawn reaches the destination site (region of the site)
    "explore",  # the player takes the explore token beside the travelled path
)


@dataclass(frozen=True)
class Trigger:
    """An ambition's condition (or a Level III ability's): an event and filters; an unset filter
    matches anything. ``own_region``: the subject's region must be the adventurer's own."""

    event: str
    kind: str | None = None
    min_power: int | None = None
    max_power: int | None = None
    desire: str | None = None
    vicious: bool | None = None
    exerted: bool | None = None
    own_region: bool = False

    def matches(self, event: str, **facts: object) -> bool:
        """Whether this condition is met by ``event`` with these facts about its subject (the
        keys ``kind``, ``power``, ``desire``, ``vicious``, ``exerted`` and ``region`` where they
        apply, and ``own`` for the adventurer's own region)."""
        if event != self.event:
            return False
        if self.kind is not None and facts.get("kind") != self.kind:
            return False
        power = facts.get("power")
        if self.min_power is not None and (not isinstance(power, int) or power < self.min_power):
            return False
        if self.max_power is not None and (not isinstance(power, int) or power > self.max_power):
            return False
        if self.desire is not None and facts.get("desire") != self.desire:
            return False
        if self.vicious is not None and facts.get("vicious") != self.vicious:
            return False
        if self.exerted is not None and facts.get("exerted") != self.exerted:
            return False
        return not self.own_region or facts.get("region") == facts.get("own")


@dataclass(frozen=True)
class Adventurer:
    """An adventurer encounter card: its power is also its cost in coins.

    ``source`` is ``"rulebook"`` only when the rulebook gives everything on the card;
    ``from_rulebook`` names the fields it does give (``"name"``, ``"power"``, ``"ambition"``, ...)
    and ``note`` says the rest in words (docs/reconstructions.md, Venture Forth)."""

    code: str
    name: str
    region: str
    power: int
    desire: str
    ambition: Trigger
    source: str = "reconstructed"
    note: str = ""
    from_rulebook: tuple[str, ...] = ()
    kind: str = field(default="adventurer", init=False)


@dataclass(frozen=True)
class Enemy:
    """An enemy encounter card; two symbols in ``desires`` make it vicious."""

    code: str
    name: str
    region: str
    power: int
    desires: tuple[str, ...]
    source: str = "reconstructed"
    note: str = ""
    from_rulebook: tuple[str, ...] = ()
    kind: str = field(default="enemy", init=False)

    @property
    def vicious(self) -> bool:
        """Two symbols: the penalty is paid twice."""
        return len(self.desires) == 2


EncounterCard = Adventurer | Enemy


@dataclass(frozen=True)
class Conversion:
    """One option of a level card: return ``will`` will from the adventurer for ``points``;
    ``level_up`` also raises its level and takes ``despair`` despair off it."""

    will: int
    points: int
    level_up: bool = False
    despair: int = 0


@dataclass(frozen=True)
class Ability:
    """A Level III card's always-active ability. Numbers change the rules while it is in play
    (``power``: more power for this adventurer; ``exert_factor``: exerting multiplies by this
    instead of 2; ``recruit_discount``: recruits cost this much less); ``trigger`` with
    ``effects`` is a program run for this adventurer whenever the trigger is met."""

    power: int = 0
    exert_factor: int = 2
    recruit_discount: int = 0
    trigger: Trigger | None = None
    effects: Program = ()


@dataclass(frozen=True)
class LevelCard:
    """A level card: Level I and Level II are the two sides of one card; Level III cards are
    shuffled into three face-up stacks and each has one conversion and one ability."""

    code: str
    name: str
    level: int
    conversions: tuple[Conversion, ...]
    ability: Ability | None = None
    source: str = "reconstructed"
    note: str = ""
    from_rulebook: tuple[str, ...] = ()


@dataclass(frozen=True)
class Treasure:
    """A treasure card: scored at the end by an adventurer desiring its type, or discarded at the
    start of a turn for its ability."""

    code: str
    name: str
    type: str
    points: int
    ability: Program
    source: str = "reconstructed"
    note: str = ""


@dataclass(frozen=True)
class ExploreToken:
    """An explore token's face: coins gained, despair taken, and how many treasures to look at
    (keep one, the rest to the bottom of the treasure deck)."""

    code: str
    coins: int = 0
    despair: int = 0
    treasures: int = 0
    source: str = "reconstructed"


@dataclass(frozen=True)
class Site:
    """A site of the board: a region, maybe a temple; ``x`` and ``y`` place it in a 100 x 100
    drawing."""

    id: str
    name: str
    region: str
    temple: str | None
    x: float
    y: float


@dataclass(frozen=True)
class Space:
    """A path space: its symbol and whether it shows the explore icon; ``x``, ``y`` as for sites."""

    id: str
    symbol: str
    explore: bool
    x: float
    y: float


@dataclass(frozen=True)
class Path:
    """A path of 2 or 3 spaces between sites ``a`` and ``b``, listed from ``a`` to ``b``."""

    id: str
    a: str
    b: str
    spaces: tuple[Space, ...]

    def other_end(self, site: str) -> str:
        """The site at the other end from ``site``."""
        return self.b if site == self.a else self.a

    def from_site(self, site: str) -> tuple[Space, ...]:
        """The spaces in the order a party leaving ``site`` meets them."""
        return self.spaces if site == self.a else self.spaces[::-1]


@dataclass(frozen=True)
class Board:
    """One side of the board: sites joined by paths."""

    id: str
    name: str
    sites: tuple[Site, ...]
    paths: tuple[Path, ...]
    source: str = "reconstructed"
    note: str = ""
    site_by_id: Mapping[str, Site] = field(init=False, repr=False, compare=False)
    path_by_id: Mapping[str, Path] = field(init=False, repr=False, compare=False)
    space_by_id: Mapping[str, Space] = field(init=False, repr=False, compare=False)
    path_of_space: Mapping[str, Path] = field(init=False, repr=False, compare=False)
    paths_at: Mapping[str, tuple[Path, ...]] = field(init=False, repr=False, compare=False)
    #: space id -> what is next to it: the spaces before and after it on its path, and the site
    #: at each end it touches
    neighbours: Mapping[str, tuple[tuple[str, ...], tuple[str, ...]]] = field(init=False, repr=False, compare=False)
    #: for each space: its id, the spaces next to it and the regions of the sites next to it
    placement: tuple[tuple[str, tuple[str, ...], frozenset[str]], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        put = object.__setattr__
        put(self, "site_by_id", MappingProxyType({site.id: site for site in self.sites}))
        put(self, "path_by_id", MappingProxyType({path.id: path for path in self.paths}))
        put(self, "space_by_id", MappingProxyType({s.id: s for path in self.paths for s in path.spaces}))
        put(self, "path_of_space", MappingProxyType({s.id: path for path in self.paths for s in path.spaces}))
        put(
            self,
            "paths_at",
            MappingProxyType({site.id: tuple(p for p in self.paths if site.id in (p.a, p.b)) for site in self.sites}),
        )
        neighbours: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {}
        for path in self.paths:
            ids = [s.id for s in path.spaces]
            for i, space_id in enumerate(ids):
                spaces = tuple(ids[j] for j in (i - 1, i + 1) if 0 <= j < len(ids))
                sites = tuple(site for site, at_end in ((path.a, i == 0), (path.b, i == len(ids) - 1)) if at_end)
                neighbours[space_id] = (spaces, sites)
        put(self, "neighbours", MappingProxyType(neighbours))
        regions = {site.id: site.region for site in self.sites}
        put(
            self,
            "placement",
            tuple((s, spaces, frozenset(regions[site] for site in sites)) for s, (spaces, sites) in neighbours.items()),
        )
