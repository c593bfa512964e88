"""A Wild Venture's cards as data: the core deck, the two theme decks, starters and initiates.

The rulebook fixes the component counts (core 51, Academy 24, Tidings 24, 6 starters, 3
initiates with a Supply Value of 2) and the roles of eight named cards (Frog Wizard, The Mighty
Joe, Postal Contract, Generous Pension, Telegraph Office, Zero Waste, Recycle Bin, Chainwhip).
No card list is public, so everything else is our own design (``source="reconstructed"``,
docs/reconstructions.md, A Wild Venture: card lists): per species the core deck holds 9
Villagers (cost/supply 1/2 x3, 2/2 x3, 3/3 x2, 4/3 x1, two of them Free Actions), 4 Gear and 4
Buildings (two with a one-time enchantment, two with an enchantment slot); each theme deck holds
5 Villagers (one Free Action), 2 Gear and 1 Building per species. A card is
``source="rulebook"`` only when the rulebook gives all it does (Frog Wizard, The Mighty Joe, Zero
Waste); a card whose name comes from the rulebook but part of whose text is ours is
``"reconstructed"``. ``from_rulebook`` lists the fields the rulebook gives and ``note`` says the
rest (docs/reconstructions.md, A Wild Venture: named cards; Starter and Initiate cards). All
names and texts are our own words; card text is generated from the effect programs by
:mod:`.text`.

Every card has a unique ``code`` (its name in snake_case), except that both copies of a starter
share theirs (``"nest"``, ``"lilypad"``, ``"warren"``).

>>> len(CARDS), len(deck_cards("core")), len(deck_cards("academy")), len(deck_cards("tidings"))
(108, 51, 24, 24)
>>> wizard = BY_CODE["frog_wizard"]
>>> wizard.species, wizard.cost, wizard.supply, wizard.effects[0].name, dict(wizard.effects[0].args)
('frog', 3, 2, 'adventure', {'n': 3})
>>> wizard.modifier
AdventureModifier(replace='gain', into='draw')
>>> [card.code for card in STARTERS], [card.code for card in INITIATES]
(['nest', 'lilypad', 'warren'], ['fledgling_initiate', 'polliwog_initiate', 'kit_initiate'])
>>> BY_CODE["chainwhip"].species, BY_CODE["chainwhip"].cost, BY_CODE["postal_contract"].trigger
('crow', 4, Trigger(event='play', kind=None, species='crow', reward=None))
"""

from __future__ import annotations

import re

from ...core.effects import Op, Program, op
from .model import AdventureModifier, Card, Enchant, Trigger

# -- effect shorthands (the vocabulary of model.py) ------------------------------------------


def _gain(n: int) -> Op:
    return op("gain", n=n)


def _draw(n: int) -> Op:
    return op("draw", n=n)


def _tuck(n: int) -> Op:
    return op("tuck_hand", n=n)


def _trash(n: int) -> Op:
    return op("trash_hand", n=n)


def _adventure(n: int) -> Op:
    return op("adventure", n=n)


def _invest(n: int) -> Op:
    return op("invest", n=n)


def _supply(n: int) -> Op:
    return op("add_supply", n=n)


def _consider(n: int, *steps: tuple[str, int]) -> Op:
    return op("consider", n=n, steps=tuple(steps))


def _starter(species: str) -> Op:
    return op("activate_starter", species=species)


def _pay_coins(n: int, *then: Op) -> Op:
    return op("pay", coins=n, then=tuple(then))


def _pay_trash(n: int, *then: Op) -> Op:
    return op("pay", trash=n, then=tuple(then))


def _code(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower().replace("'", "")).strip("_")


_RECON = "reconstructed"


def _villager(
    name: str,
    deck: str,
    species: str,
    cost: int,
    supply: int,
    effects: Program,
    *,
    free: bool = False,
    modifier: AdventureModifier | None = None,
    source: str = _RECON,
    note: str = "",
    from_rulebook: tuple[str, ...] = (),
) -> Card:
    return Card(
        code=_code(name),
        name=name,
        deck=deck,
        species=species,
        kind="villager",
        cost=cost,
        supply=supply,
        effects=effects,
        free_action=free,
        modifier=modifier,
        source=source,
        note=note,
        from_rulebook=from_rulebook,
    )


def _gear(
    name: str,
    deck: str,
    species: str,
    cost: int,
    supply: int,
    trigger: Trigger,
    relic: Program,
    *,
    source: str = _RECON,
    note: str = "",
    from_rulebook: tuple[str, ...] = (),
) -> Card:
    return Card(
        code=_code(name),
        name=name,
        deck=deck,
        species=species,
        kind="gear",
        cost=cost,
        supply=supply,
        trigger=trigger,
        relic=relic,
        source=source,
        note=note,
        from_rulebook=from_rulebook,
    )


def _building(
    name: str,
    deck: str,
    species: str,
    cost: int,
    trigger: Trigger,
    effects: Program,
    enchant: Enchant,
    *,
    source: str = _RECON,
    note: str = "",
    from_rulebook: tuple[str, ...] = (),
) -> Card:
    return Card(
        code=_code(name),
        name=name,
        deck=deck,
        species=species,
        kind="building",
        cost=cost,
        supply=0,
        effects=effects,
        trigger=trigger,
        enchant=enchant,
        source=source,
        note=note,
        from_rulebook=from_rulebook,
    )


def _once(*effects: Op) -> Enchant:
    return Enchant("one_time", tuple(effects))


def _slot(*effects: Op) -> Enchant:
    return Enchant("slot", tuple(effects))


# -- starters and initiates ------------------------------------------------------------------

_STARTER_NOTE = (
    "Name, species and two sides from the rulebook; both effects are this kit's own "
    "(docs/reconstructions.md, A Wild Venture: Starter and Initiate cards)"
)

STARTERS: tuple[Card, ...] = tuple(
    Card(
        code=code,
        name=name,
        deck="starter",
        species=species,
        kind="starter",
        effects=basic,
        upgraded=upgraded,
        source=_RECON,
        note=_STARTER_NOTE,
        from_rulebook=("name", "kind", "species"),
    )
    for code, name, species, basic, upgraded in (
        ("nest", "Nest", "crow", (_consider(2, ("draw", 1)),), (_consider(3, ("draw", 1), ("tuck", 1)),)),
        ("lilypad", "Lilypad", "frog", (_adventure(1),), (_adventure(2),)),
        ("warren", "Warren", "rabbit", (_gain(1),), (_gain(2),)),
    )
)

_INITIATE_NOTE = (
    "One Initiate Villager per species with a Supply Value of 2, from the rulebook; name, cost 0 and "
    "effects are this kit's own (docs/reconstructions.md, A Wild Venture: Starter and Initiate cards)"
)
_INITIATE_PARTS = ("kind", "species", "supply")

INITIATES: tuple[Card, ...] = tuple(
    _villager(name, "initiate", species, 0, 2, effects, note=_INITIATE_NOTE, from_rulebook=_INITIATE_PARTS)
    for name, species, effects in (
        ("Fledgling Initiate", "crow", (_draw(1), _gain(1))),
        ("Polliwog Initiate", "frog", (_adventure(2),)),
        ("Kit Initiate", "rabbit", (_gain(2),)),
    )
)

# -- the core deck (51) ----------------------------------------------------------------------

_CORE_VILLAGERS: tuple[Card, ...] = (
    # crow: information, considering, tucking
    _villager("Rook Courier", "core", "crow", 1, 2, (_draw(2), _gain(1))),
    _villager("Magpie Sorter", "core", "crow", 1, 2, (_consider(3, ("draw", 1), ("tuck", 1)), _gain(1))),
    _villager("Jackdaw Clerk", "core", "crow", 1, 2, (_draw(1),), free=True),
    _villager("Raven Postmaster", "core", "crow", 2, 2, (_consider(4, ("draw", 2), ("trash", 1)), _gain(1))),
    _villager("Chough Bellringer", "core", "crow", 2, 2, (_starter("crow"), _gain(2))),
    _villager("Night Watch Crow", "core", "crow", 2, 2, (_tuck(1), _gain(1)), free=True),
    _villager("Old Crow Archivist", "core", "crow", 3, 3, (_consider(4, ("tuck", 2), ("draw", 1)), _draw(1))),
    _villager("Carrion Auctioneer", "core", "crow", 3, 3, (_pay_trash(1, _gain(4)), _draw(1))),
    _villager("Postmistress General", "core", "crow", 4, 3, (_draw(3), _tuck(1), _gain(1))),
    # frog: adventuring
    _villager("Tadpole Scout", "core", "frog", 1, 2, (_adventure(2), _gain(1))),
    _villager("Newt Ferryman", "core", "frog", 1, 2, (_adventure(1), _draw(2))),
    _villager("Pond Skater", "core", "frog", 1, 2, (_adventure(1),), free=True),
    _villager("Bullfrog Boatswain", "core", "frog", 2, 2, (_adventure(2), _gain(2))),
    _villager("Marsh Guide", "core", "frog", 2, 2, (_starter("frog"), _draw(1), _gain(1))),
    _villager("Dragonfly Runner", "core", "frog", 2, 2, (_adventure(1), _gain(1)), free=True),
    _villager(
        "Frog Wizard",
        "core",
        "frog",
        3,
        2,
        (_adventure(3),),
        modifier=AdventureModifier("gain", "draw"),
        source="rulebook",
        note="Villager with Adventure 3 and the Gain to Draw modifier, from the rulebook; in this kit: frog, "
        "core deck, cost 3, Supply 2 (the rulebook's example shows it with two)",
        from_rulebook=("name", "kind", "effects", "modifier"),
    ),
    _villager("Toad Pathfinder", "core", "frog", 3, 3, (_adventure(3), _draw(1))),
    _villager("Grand Old Toad", "core", "frog", 4, 3, (_adventure(4), _gain(1), _tuck(1))),
    # rabbit: coins and supplies
    _villager("Hare Peddler", "core", "rabbit", 1, 2, (_gain(3),)),
    _villager("Bunny Forager", "core", "rabbit", 1, 2, (_gain(1), _draw(1), _supply(1))),
    _villager("Kit Errand-Runner", "core", "rabbit", 1, 2, (_gain(1),), free=True),
    _villager(
        "The Mighty Joe",
        "core",
        "rabbit",
        2,
        2,
        (_adventure(3),),
        source="rulebook",
        note="Villager with Adventure 3 and no modifier, from the rulebook; in this kit: rabbit, core deck, "
        "cost 2, Supply 2",
        from_rulebook=("name", "kind", "effects"),
    ),
    _villager("Warren Steward", "core", "rabbit", 2, 2, (_starter("rabbit"), _supply(1))),
    _villager("Lop-Eared Lender", "core", "rabbit", 2, 2, (_pay_coins(2, _tuck(1), _draw(1)),), free=True),
    _villager("Rabbit Quartermaster", "core", "rabbit", 3, 3, (_gain(2), _supply(1), _draw(1))),
    _villager("Jackrabbit Trader", "core", "rabbit", 3, 3, (_pay_trash(1, _gain(4)), _adventure(2))),
    _villager("Matriarch of the Warren", "core", "rabbit", 4, 3, (_gain(3), _draw(2))),
)

_CORE_GEAR: tuple[Card, ...] = (
    _gear(
        "Postal Contract",
        "core",
        "crow",
        2,
        3,
        Trigger("play", species="crow"),
        (_draw(1),),
        note="Name and trigger from the rulebook; Relic, crow, core deck, cost and Supply are this kit's own",
        from_rulebook=("name", "kind", "trigger"),
    ),
    _gear(
        "Chainwhip",
        "core",
        "crow",
        4,
        3,
        Trigger("reward", reward="chest"),
        (_tuck(1),),
        note="Name from the rulebook, which shows it is a Crow card (playing it sets off Postal Contract) "
        "paid for with 4 coins; trigger, Relic, core deck and Supply are this kit's own",
        from_rulebook=("name", "kind", "species", "cost"),
    ),
    _gear("Brass Spyglass", "core", "crow", 1, 2, Trigger("reward", reward="starter"), (_draw(1),)),
    _gear("Inkwell Satchel", "core", "crow", 3, 3, Trigger("tuck"), (_gain(2),)),
    _gear(
        "Recycle Bin",
        "core",
        "frog",
        2,
        3,
        Trigger("trash"),
        (_gain(2),),
        note="Name and trigger from the rulebook; Relic, frog, core deck, cost and Supply are this kit's own",
        from_rulebook=("name", "kind", "trigger"),
    ),
    _gear("Waxed Rain Cape", "core", "frog", 1, 2, Trigger("adventure"), (_gain(2),)),
    _gear("Reed Flute", "core", "frog", 3, 3, Trigger("play", species="frog"), (_supply(1),)),
    _gear("Firefly Lantern", "core", "frog", 4, 3, Trigger("activate", kind="starter"), (_tuck(1),)),
    _gear(
        "Generous Pension",
        "core",
        "rabbit",
        3,
        3,
        Trigger("play", species="rabbit"),
        (_supply(1),),
        note="Name and Relic from the rulebook; trigger, rabbit, core deck, cost and Supply are this kit's own",
        from_rulebook=("name", "kind", "relic"),
    ),
    _gear("Hand Cart", "core", "rabbit", 1, 2, Trigger("reward", reward="gain"), (_gain(2),)),
    _gear("Copper Kettle", "core", "rabbit", 2, 2, Trigger("tuck", kind="villager"), (_draw(1),)),
    _gear("Digging Spade", "core", "rabbit", 4, 3, Trigger("activate", kind="villager"), (_tuck(1),)),
)

# Buildings: a building's effects and enchantment never cause its own trigger event, and no two
# buildings set each other off in a cycle (checked in tests/wild_venture).
_CORE_BUILDINGS: tuple[Card, ...] = (
    _building(
        "Telegraph Office",
        "core",
        "crow",
        3,
        Trigger("activate", kind="starter", species="crow"),
        (_invest(1),),
        _slot(_draw(1)),
        note="Name and trigger from the rulebook; its effect (Invest 1), its enchantment slot, crow, core "
        "deck and cost are this kit's own",
        from_rulebook=("name", "kind", "trigger"),
    ),
    _building("Sorting Office", "core", "crow", 4, Trigger("tuck"), (_invest(1),), _once(_draw(2))),
    _building("Rookery Archive", "core", "crow", 2, Trigger("reward", reward="draw"), (_invest(1),), _slot(_gain(1))),
    _building(
        "Belltower Lookout",
        "core",
        "crow",
        5,
        Trigger("play", kind="villager", species="crow"),
        (_invest(2),),
        _once(_tuck(1)),
    ),
    _building(
        "Lily Pond Ferry",
        "core",
        "frog",
        3,
        Trigger("activate", kind="starter", species="frog"),
        (_invest(1),),
        _once(_gain(2)),
    ),
    _building("Cartographer's Hut", "core", "frog", 5, Trigger("adventure"), (_invest(1),), _slot(_draw(1))),
    _building("Toadstool Inn", "core", "frog", 4, Trigger("reward", reward="chest"), (_invest(2),), _once(_supply(1))),
    _building(
        "Heron Watchtower", "core", "frog", 2, Trigger("reward", reward="starter"), (_invest(1),), _slot(_gain(1))
    ),
    _building(
        "Burrow Bank",
        "core",
        "rabbit",
        3,
        Trigger("activate", kind="starter", species="rabbit"),
        (_invest(1),),
        _slot(_draw(1)),
    ),
    _building(
        "Zero Waste",
        "core",
        "rabbit",
        4,
        Trigger("trash", kind="gear"),
        (op("play_subject"),),
        _slot(_invest(1)),
        source="rulebook",
        note="Trigger, effect and the Invest when enchanted from the rulebook's example; in this kit: the "
        "Invest 1 is an enchantment slot that follows the play; rabbit, core deck, cost 4",
        from_rulebook=("name", "kind", "trigger", "effects", "enchant"),
    ),
    _building("Carrot Exchange", "core", "rabbit", 2, Trigger("reward", reward="gain"), (_invest(1),), _once(_gain(3))),
    _building(
        "Clover Market",
        "core",
        "rabbit",
        5,
        Trigger("play", kind="gear"),
        (_invest(2),),
        _once(_consider(3, ("draw", 1), ("tuck", 1))),
    ),
)

# -- the Academy theme deck (24): learning, considering, upgrading ----------------------------

_ACADEMY: tuple[Card, ...] = (
    _villager("Crow Schoolmarm", "academy", "crow", 1, 2, (_consider(3, ("draw", 1), ("tuck", 1)), _draw(1))),
    _villager("Fledgling Scribe", "academy", "crow", 1, 2, (_consider(2, ("tuck", 1)),), free=True),
    _villager("Raven Lecturer", "academy", "crow", 2, 2, (_draw(2), _tuck(1))),
    _villager("Jay Librarian", "academy", "crow", 2, 2, (_consider(5, ("draw", 2), ("trash", 2)), _gain(1))),
    _villager("Dean of Rooks", "academy", "crow", 3, 3, (_draw(2), _tuck(1), _gain(1))),
    _villager("Tadpole Pupil", "academy", "frog", 1, 2, (_adventure(2), _draw(1))),
    _villager("Frog Tutor", "academy", "frog", 1, 2, (_pay_coins(1, _adventure(2)),), free=True),
    _villager("Field Trip Toad", "academy", "frog", 2, 2, (_adventure(2), _consider(3, ("draw", 1), ("trash", 1)))),
    _villager("Newt Naturalist", "academy", "frog", 2, 2, (_starter("frog"), _gain(2))),
    _villager("Professor of Ponds", "academy", "frog", 3, 3, (_adventure(3), _tuck(1))),
    _villager("Rabbit Bursar", "academy", "rabbit", 1, 2, (_gain(2), _draw(1))),
    _villager("Kit Prefect", "academy", "rabbit", 1, 2, (_pay_trash(1, _gain(2)),), free=True),
    _villager("Hare Headmistress", "academy", "rabbit", 2, 2, (_starter("rabbit"), _draw(1), _gain(1))),
    _villager("Burrow Bookkeeper", "academy", "rabbit", 2, 2, (_gain(2), _tuck(1))),
    _villager("Chancellor Lop", "academy", "rabbit", 3, 3, (_gain(3), _supply(1))),
    _gear("Quill and Blotter", "academy", "crow", 2, 2, Trigger("play", kind="villager"), (_tuck(1),)),
    _gear("Chalk Slate", "academy", "crow", 1, 2, Trigger("activate", kind="villager", species="crow"), (_draw(1),)),
    _gear("Specimen Jar", "academy", "frog", 2, 3, Trigger("reward", reward="draw"), (_gain(2),)),
    _gear("Compass Rose", "academy", "frog", 3, 3, Trigger("adventure"), (_supply(1),)),
    _gear("Abacus Beads", "academy", "rabbit", 1, 2, Trigger("play", kind="gear"), (_gain(2),)),
    _gear("Satchel of Primers", "academy", "rabbit", 3, 3, Trigger("tuck", kind="gear"), (_draw(1),)),
    _building("Schoolhouse Belfry", "academy", "crow", 4, Trigger("draw"), (_invest(1),), _once(_tuck(1))),
    _building(
        "Lily-Pad Library",
        "academy",
        "frog",
        3,
        Trigger("activate", kind="villager", species="frog"),
        (_invest(1),),
        _slot(_draw(1)),
    ),
    _building("Abacus Hall", "academy", "rabbit", 5, Trigger("gain"), (_invest(1),), _slot(_draw(1))),
)

# -- the Tidings theme deck (24): letters, news and parcels ----------------------------------

_TIDINGS: tuple[Card, ...] = (
    _villager("Carrier Crow", "tidings", "crow", 1, 2, (_draw(1), _adventure(2))),
    _villager("Gossip Magpie", "tidings", "crow", 1, 2, (_consider(2, ("draw", 1), ("trash", 1)),), free=True),
    _villager("Town Crier Crow", "tidings", "crow", 2, 2, (_consider(4, ("draw", 1), ("tuck", 2)),)),
    _villager("Raven Editor", "tidings", "crow", 2, 2, (_pay_coins(1, _draw(3)), _gain(1))),
    _villager("Rook Telegraphist", "tidings", "crow", 3, 3, (_starter("crow"), _draw(2))),
    _villager("Frog Letter-Carrier", "tidings", "frog", 1, 2, (_adventure(1), _tuck(1), _gain(1))),
    _villager("Bog Herald", "tidings", "frog", 1, 2, (_adventure(1),), free=True),
    _villager("Paddling Postfrog", "tidings", "frog", 2, 2, (_adventure(3), _pay_trash(1, _gain(2)))),
    _villager("Toad Reporter", "tidings", "frog", 2, 2, (_adventure(2), _draw(2))),
    _villager("Frog Harbourmaster", "tidings", "frog", 3, 3, (_adventure(4), _gain(1))),
    _villager("Rabbit Paperboy", "tidings", "rabbit", 1, 2, (_gain(2), _adventure(1))),
    _villager("Bunny Courier", "tidings", "rabbit", 1, 2, (_pay_coins(1, _tuck(1)),), free=True),
    _villager("Rabbit Sub-Postmaster", "tidings", "rabbit", 2, 2, (_gain(2), _consider(3, ("tuck", 1), ("trash", 1)))),
    _villager("Hare Stationer", "tidings", "rabbit", 2, 2, (_starter("rabbit"), _tuck(1))),
    _villager("Warren Press Baron", "tidings", "rabbit", 3, 3, (_gain(2), _draw(2))),
    _gear("Sealing Wax", "tidings", "crow", 1, 2, Trigger("tuck", species="crow"), (_draw(1),)),
    _gear("Postage Scales", "tidings", "crow", 3, 3, Trigger("play", kind="building"), (_gain(2),)),
    _gear("Waterproof Mailbag", "tidings", "frog", 2, 2, Trigger("trash", kind="villager"), (_tuck(1),)),
    _gear("Paper Boat", "tidings", "frog", 1, 2, Trigger("activate", kind="starter", species="frog"), (_gain(2),)),
    _gear(
        "Rubber Stamp", "tidings", "rabbit", 2, 3, Trigger("activate", kind="villager", species="rabbit"), (_supply(1),)
    ),
    _gear("Parcel String", "tidings", "rabbit", 4, 3, Trigger("reward", reward="chest"), (_tuck(1),)),
    _building(
        "Pigeon Post Depot",
        "tidings",
        "crow",
        3,
        Trigger("play", species="crow"),
        (_invest(1),),
        _slot(_gain(1)),
    ),
    _building("Riverside Letterbox", "tidings", "frog", 4, Trigger("trash"), (_invest(1),), _once(_draw(2))),
    _building("Gazette Burrow", "tidings", "rabbit", 3, Trigger("tuck", kind="gear"), (_invest(2),), _once(_gain(2))),
)

#: Every physical card: 51 core, 24 Academy, 24 Tidings, 6 starters (two of each), 3 initiates.
CARDS: tuple[Card, ...] = (
    _CORE_VILLAGERS
    + _CORE_GEAR
    + _CORE_BUILDINGS
    + _ACADEMY
    + _TIDINGS
    + tuple(card for card in STARTERS for _ in range(2))
    + INITIATES
)

#: The first card with each code (a starter's two copies are the same card).
BY_CODE: dict[str, Card] = {}
for _card in CARDS:
    BY_CODE.setdefault(_card.code, _card)
del _card


def deck_cards(deck: str) -> tuple[Card, ...]:
    """The cards of one deck (``"core"``, ``"academy"``, ``"tidings"``, ``"starter"``, ``"initiate"``).

    >>> len(deck_cards("starter")), len(deck_cards("initiate"))
    (6, 3)
    """
    return tuple(card for card in CARDS if card.deck == deck)
