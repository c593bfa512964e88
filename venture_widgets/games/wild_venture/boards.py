"""A Wild Venture's two adventure boards, Spring and Autumn, as trees of spaces rooted at Home.

No picture of either side is public, so both layouts are our design (``source="reconstructed"``,
docs/reconstructions.md, A Wild Venture: boards). The rulebook fixes the reward vocabulary, the
setup tokens (the Gold Chest token on one Iron Chest, two "+5" tokens on "+3" spaces, read as Gain
3, three Nest tokens on Draw 1 spaces, an Enchantment pair on each of two Enchantment spaces:
docs/reconstructions.md, A Wild Venture: setup tokens), that Autumn paths may cost coins or cards,
and the worked examples, which the layouts let us replay exactly; :data:`EXAMPLE_SPACES` names
their spaces. In this kit every path ends at a Chest. Coordinates are in a 100 x 100 drawing with
Home at the bottom centre.

Spring (``G2`` Gain 2, ``D1`` Draw 1, ``Nest``/``Lily``/``Warren`` starter rewards, ``[...]`` setup
tokens (``[2]`` an Enchantment pair), ``END`` the chest at the end of a path)::

    home +
         +- w1 G2 - w2 D1[nest] +
         |                      +- wn1 Lily +
         |                      |           +- wa1 G3[+5] - wa2 G2 - wa3 Iron END
         |                      |           `- wb1 D2 - wb2 Ruby END
         |                      `- ws1 Warren - ws2 Gold END
         +- n1 D1[nest] - n2 G1 - n3 Nest +
         |                                +- nl1 G3 - nl2 D1 - nl3 Gold - nl4 G1 - nl5 Ench[2] - nl6 G3 - nl7 Ruby END
         |                                `- nr1 G2 - nr2 D2 - nr3 Iron END
         `- e1 G1 - e2 Nest - e3 D2 +
                                    +- en1 Ench[2] - en2 Iron[gold] END
                                    `- es1 G3[+5] - es2 D1[nest] - es3 Iron END

Autumn (``pay1>`` / ``trash1>``: the step costs 1 coin / 1 card from hand)::

    home +
         +- w1 G1 - w2 Lily +
         |                  +- pay1> wn1 D2 - wn2 Ench[2] - wn3 Ruby END
         |                  `- trash1> ws1 G3[+5] - ws2 D1[nest] - ws3 Iron END
         +- n1 D1[nest] - n2 Warren +
         |                          +- nl1 G2 - nl2 Iron - nl3 G2 -trash1-> nl4 Ruby END
         |                          `- pay2> nr1 G3[+5] - nr2 D2 - nr3 Ench[2] - nr4 Iron[gold] END
         `- e1 G2 - e2 Nest +
                            +- pay1> ne1 Iron - ne2 D1[nest] - ne3 Ruby END
                            `- es1 G1 - es2 D2 - es3 Gold END

>>> sorted(BOARDS), SPRING.by_id["home"].reward, [e.to for e in SPRING.forward["home"]]
(['autumn', 'spring'], None, ['w1', 'n1', 'e1'])
>>> [s.id for s in SPRING.spaces if s.token == "gold_chest"], SPRING.by_id["nl3"].reward
(['en2'], ('chest', 'gold'))
>>> [(e.to, e.cost) for e in AUTUMN.forward[EXAMPLE_SPACES["autumn"]["all_cost_junction"]]]
[('wn1', ('pay', 1)), ('ws1', ('trash', 1))]
>>> TOKEN_REWARDS["plus5"], TOKEN_REWARDS["nest"]
(('gain', 5), ('starter', 'crow'))
"""

from __future__ import annotations

from .model import Board, Edge, Space

#: What a setup token gives when claimed, then it leaves the board. Our reading: its reward takes the
#: place of the space's printed reward (docs/reconstructions.md, A Wild Venture: readings).
#: Enchantment tokens are taken instead (at most one of each pair per player).
TOKEN_REWARDS: dict[str, tuple[str, object]] = {
    "plus5": ("gain", 5),
    "nest": ("starter", "crow"),
    "gold_chest": ("chest", "gold"),
}

_Row = tuple[str, str, tuple[str, object] | None, float, float, str | None, str | None, tuple[str, int] | None]


def _board(board_id: str, name: str, rows: tuple[_Row, ...], note: str) -> Board:
    """Build a board from rows ``(id, name, reward, x, y, token, parent, cost of the step)``;
    leaves are the ends of paths."""
    parents = {row[6] for row in rows}
    spaces = tuple(
        Space(sid, sname, reward, x, y, token=token, end=parent is not None and sid not in parents)
        for sid, sname, reward, x, y, token, parent, _cost in rows
    )
    edges = tuple(Edge(parent, sid, cost) for sid, _n, _r, _x, _y, _t, parent, cost in rows if parent is not None)
    return Board(board_id, name, spaces, edges, source="reconstructed", note=note)


IRON = ("chest", "iron")
GOLD = ("chest", "gold")
RUBY = ("chest", "ruby")
ENCHANT = ("enchant", None)


def _gain(n: int) -> tuple[str, object]:
    return ("gain", n)


def _draw(n: int) -> tuple[str, object]:
    return ("draw", n)


def _starter(species: str) -> tuple[str, object]:
    return ("starter", species)


SPRING = _board(
    "spring",
    "Spring",
    (
        ("home", "Home", None, 50, 94, None, None, None),
        # west, towards the Mystery Forest
        ("w1", "Bramble Gate", _gain(2), 38, 88, None, "home", None),
        ("w2", "Mossy Crossroads", _draw(1), 27, 81, "nest", "w1", None),
        ("wn1", "Mystery Forest", _starter("frog"), 23, 70, None, "w2", None),
        ("wa1", "Owl Hollow", _gain(3), 11, 64, "plus5", "wn1", None),
        ("wa2", "Fern Grotto", _gain(2), 6, 53, None, "wa1", None),
        ("wa3", "Hollow Log Hoard", IRON, 8, 42, None, "wa2", None),
        ("wb1", "Toadstool Ring", _draw(2), 21, 58, None, "wn1", None),
        ("wb2", "Witch's Cellar", RUBY, 18, 47, None, "wb1", None),
        ("ws1", "Reed Bank", _starter("rabbit"), 15, 89, None, "w2", None),
        ("ws2", "Otter's Stash", GOLD, 5, 80, None, "ws1", None),
        # north: the long lane of the Detailed Adventure example
        ("n1", "Hedgerow Lane", _draw(1), 50, 84, "nest", "home", None),
        ("n2", "Old Well", _gain(1), 50, 74, None, "n1", None),
        ("n3", "Signpost Oak", _starter("crow"), 50, 64, None, "n2", None),
        ("nl1", "Bluebell Glade", _gain(3), 41, 56, None, "n3", None),
        ("nl2", "Badger Sett", _draw(1), 36, 46, None, "nl1", None),
        ("nl3", "Sunken Shrine", GOLD, 38, 36, None, "nl2", None),
        ("nl4", "Mushroom Steps", _gain(1), 36, 26, None, "nl3", None),
        ("nl5", "Moonlit Pool", ENCHANT, 40, 16, "enchant", "nl4", None),
        ("nl6", "Honey Tree", _gain(3), 48, 9, None, "nl5", None),
        ("nl7", "Dragon's Hollow", RUBY, 58, 5, None, "nl6", None),
        ("nr1", "Wheat Field", _gain(2), 60, 56, None, "n3", None),
        ("nr2", "Windmill", _draw(2), 62, 46, None, "nr1", None),
        ("nr3", "Miller's Strongbox", IRON, 62, 36, None, "nr2", None),
        # east
        ("e1", "Cobbled Bridge", _gain(1), 62, 88, None, "home", None),
        ("e2", "Chimney Tops", _starter("crow"), 73, 81, None, "e1", None),
        ("e3", "Post Road", _draw(2), 82, 72, None, "e2", None),
        ("en1", "Standing Stones", ENCHANT, 77, 61, "enchant", "e3", None),
        ("en2", "Smugglers' Cave", IRON, 74, 50, "gold_chest", "en1", None),
        ("es1", "Orchard", _gain(3), 93, 66, "plus5", "e3", None),
        ("es2", "Beehives", _draw(1), 94, 55, "nest", "es1", None),
        ("es3", "Lighthouse Locker", IRON, 92, 44, None, "es2", None),
    ),
    "This kit's own layout (docs/reconstructions.md, A Wild Venture: boards); the rulebook's worked "
    "examples replay on it",
)

AUTUMN = _board(
    "autumn",
    "Autumn",
    (
        ("home", "Home", None, 50, 94, None, None, None),
        # west: the junction at the Mystery Forest's edge costs either way
        ("w1", "Leaf-Strewn Stile", _gain(1), 38, 88, None, "home", None),
        ("w2", "Mystery Forest Edge", _starter("frog"), 26, 82, None, "w1", None),
        ("wn1", "Mystery Forest", _draw(2), 22, 70, None, "w2", ("pay", 1)),
        ("wn2", "Fox Den", ENCHANT, 14, 60, "enchant", "wn1", None),
        ("wn3", "Goblin Market Vault", RUBY, 10, 49, None, "wn2", None),
        ("ws1", "Chestnut Grove", _gain(3), 14, 88, "plus5", "w2", ("trash", 1)),
        ("ws2", "Scarecrow Field", _draw(1), 6, 79, "nest", "ws1", None),
        ("ws3", "Tinker's Trunk", IRON, 5, 68, None, "ws2", None),
        # north
        ("n1", "Harvest Lane", _draw(1), 50, 84, "nest", "home", None),
        ("n2", "Pumpkin Patch", _starter("rabbit"), 50, 73, None, "n1", None),
        ("nl1", "Cider Press", _gain(2), 40, 64, None, "n2", None),
        ("nl2", "Abandoned Mill", IRON, 34, 54, None, "nl1", None),
        ("nl3", "Misty Moor", _gain(2), 30, 43, None, "nl2", None),
        ("nl4", "Barrow Crypt", RUBY, 30, 32, None, "nl3", ("trash", 1)),
        ("nr1", "Hazel Copse", _gain(3), 60, 63, "plus5", "n2", ("pay", 2)),
        ("nr2", "Hunter's Lodge", _draw(2), 62, 52, None, "nr1", None),
        ("nr3", "Fairy Ring", ENCHANT, 60, 41, "enchant", "nr2", None),
        ("nr4", "Hermit's Coffer", IRON, 56, 30, "gold_chest", "nr3", None),
        # east and north-east
        ("e1", "Bonfire Green", _gain(2), 62, 88, None, "home", None),
        ("e2", "Rookery Ridge", _starter("crow"), 73, 80, None, "e1", None),
        ("ne1", "Toll-Keeper's Chest", IRON, 82, 69, None, "e2", ("pay", 1)),
        ("ne2", "Foggy Marsh", _draw(1), 84, 58, "nest", "ne1", None),
        ("ne3", "Sunken Galleon", RUBY, 82, 47, None, "ne2", None),
        ("es1", "Apple Store", _gain(1), 88, 86, None, "e2", None),
        ("es2", "Ferry Landing", _draw(2), 94, 75, None, "es1", None),
        ("es3", "Harbour Vault", GOLD, 95, 64, None, "es2", None),
    ),
    "This kit's own layout with Pay and Trash steps (docs/reconstructions.md, A Wild Venture: boards); "
    "the rulebook's worked examples replay on it",
)

BOARDS: dict[str, Board] = {"spring": SPRING, "autumn": AUTUMN}

#: The spaces of the rulebook's worked examples, for the engine's tests and the tutorials.
#: Spring: "Adventuring" (west: a junction, then the northern branch, whose first space is itself a
#: junction) and the "Detailed Adventure example" (Frog Wizard from ``wizard_start``: two steps to
#: a junction, left Gain 3 / right Gain 2; The Mighty Joe: two more steps to a mid-path Gold
#: Chest; Frog Wizard again: past an Enchantment space onto a Gain 3). Autumn: the Pay 1 north-east
#: step to an Iron Chest, a junction whose every way costs, and a Trash 1 step to a Gain 5 ("+5").
EXAMPLE_SPACES: dict[str, dict[str, object]] = {
    "spring": {
        "west_start": "w1",
        "west_junction": "w2",
        "west_fork": "wn1",
        "wizard_start": "n1",
        "wizard_junction": "n3",
        "wizard_left_gain3": "nl1",
        "wizard_right_gain2": "nr1",
        "mid_gold_chest": "nl3",
        "enchant_after_chest": "nl5",
        "gain3_after_enchant": "nl6",
    },
    "autumn": {
        "pay1_edge": ("e2", "ne1"),
        "all_cost_junction": "w2",
        "trash_to_gain5": ("w2", "ws1"),
    },
}
