"""Venture Forth's double-sided board: one side has the sea in a corner, the other the shore in
the centre; each is a set of sites joined by paths of two or three spaces.

The rulebook gives a double-sided board whose first-game side has the sea in a corner, two paths
joining the Shore to the Country, temple sites for the pawns (some temples on one side only) and
the space symbols; it prints no picture. Both layouts are ours (``source="reconstructed"``,
docs/reconstructions.md, Venture Forth: boards): five sites per side (Shore, Country, Mountains and
two Wildernesses), eight paths, twenty spaces (7 will, 7 coin, 4 coin or will, 2 will plus) and one
explore icon per path. Space ids are ``<path>.<n>``, counted from the path's site ``a``; ``x`` and
``y`` place everything in a 100 x 100 drawing (y grows downwards).

Sea in the corner (``*`` = explore icon)::

    wild_north (Muses) ---- p4: coin, will plus, will* ---- mountains (Nike)
          |  p5: coin or will, will*                   p3: will, coin*  |
          |                        country (Hermes)                     |  p8
      p2 bends round      p1: will, coin*      p6: will, coin, coin*    |
    shore (Hestia) --------------- p7: coin, will* --------------- wild_south

Shore in the centre: a ring Country - Mountains - North Wilderness - South Wilderness - Country
with the Shore in the middle, joined to each of them.

>>> sorted(BOARDS), SEA_CORNER.name, SHORE_CENTRE.name
(['sea_corner', 'shore_centre'], 'Sea in the corner', 'Shore in the centre')
>>> [(s.id, s.symbol, s.explore) for s in SEA_CORNER.path_by_id["p3"].spaces]
[('p3.1', 'will', False), ('p3.2', 'coin', True)]
>>> [p.id for p in SEA_CORNER.paths_at["shore"] if p.other_end("shore") == "country"]
['p1', 'p2']
>>> SEA_CORNER.site_by_id["country"].temple, SHORE_CENTRE.site_by_id["wild_south"].temple
('hermes', 'hades')
"""

from __future__ import annotations

import itertools
import math

from .model import Board, Path, Site, Space

#: a path as rows: id, site a, site b, symbols from a to b (the last one starred: ``"coin*"``),
#: and the bends the drawn path goes through between its sites
_PathRow = tuple[str, str, str, tuple[str, ...], tuple[tuple[float, float], ...]]


def _along(points: list[tuple[float, float]], n: int) -> list[tuple[float, float]]:
    """``n`` points evenly spaced along the polyline ``points``, not at its ends.

    >>> _along([(0, 0), (30, 0)], 2)
    [(10.0, 0.0), (20.0, 0.0)]
    >>> _along([(0, 0), (0, 10), (10, 10)], 3)
    [(0.0, 5.0), (0.0, 10.0), (5.0, 10.0)]
    """
    legs = list(itertools.pairwise(points))
    total = sum(math.dist(p, q) for p, q in legs)
    found = []
    for k in range(1, n + 1):
        left = total * k / (n + 1)
        for p, q in legs:
            leg = math.dist(p, q)
            if left <= leg:
                t = left / leg
                found.append((round(p[0] + t * (q[0] - p[0]), 1), round(p[1] + t * (q[1] - p[1]), 1)))
                break
            left -= leg
    return found


def _path(row: _PathRow, sites: dict[str, Site]) -> Path:
    path_id, a, b, symbols, bends = row
    ends = [(sites[a].x, sites[a].y), *bends, (sites[b].x, sites[b].y)]
    spaces = tuple(
        Space(f"{path_id}.{n}", symbol.rstrip("*"), symbol.endswith("*"), x, y)
        for n, (symbol, (x, y)) in enumerate(zip(symbols, _along(ends, len(symbols)), strict=True), start=1)
    )
    return Path(path_id, a, b, spaces)


def _board(board_id: str, name: str, sites: tuple[Site, ...], paths: tuple[_PathRow, ...], note: str) -> Board:
    by_id = {site.id: site for site in sites}
    return Board(board_id, name, sites, tuple(_path(row, by_id) for row in paths), note=note)


_NOTE = (
    "The rulebook gives a double-sided board, the sea in a corner on the side for a first game, two "
    "paths joining the Shore and the Country, temple sites for the pawns with some temples on one side "
    "only, and the space symbols. In this kit the sites, temples, paths, symbols and explore icons of "
    "both sides are our own design."
)

SEA_CORNER = _board(
    "sea_corner",
    "Sea in the corner",
    (
        Site("shore", "Shore", "shore", "hestia", 10, 90),
        Site("country", "Country", "country", "hermes", 45, 50),
        Site("mountains", "Mountains", "mountains", "nike", 90, 10),
        Site("wild_north", "North Wilderness", "wilderness", "muses", 10, 10),
        Site("wild_south", "South Wilderness", "wilderness", None, 90, 90),
    ),
    (
        ("p1", "shore", "country", ("will", "coin*"), ()),
        ("p2", "shore", "country", ("coin", "will", "coin_or_will*"), ((12, 52),)),
        ("p3", "country", "mountains", ("will", "coin*"), ()),
        ("p4", "mountains", "wild_north", ("coin", "will_plus", "will*"), ()),
        ("p5", "country", "wild_north", ("coin_or_will", "will*"), ()),
        ("p6", "country", "wild_south", ("will", "coin", "coin*"), ()),
        ("p7", "shore", "wild_south", ("coin", "will*"), ()),
        ("p8", "wild_south", "mountains", ("will_plus", "coin_or_will", "coin_or_will*"), ()),
    ),
    _NOTE + " This side: Hestia at the Shore, Hermes in the Country (so the rulebook's move to the Shore "
    "by Hermes replays), Nike in the Mountains, the Muses in "
    "the North Wilderness; the South Wilderness has no temple.",
)

SHORE_CENTRE = _board(
    "shore_centre",
    "Shore in the centre",
    (
        Site("shore", "Shore", "shore", None, 50, 50),
        Site("country", "Country", "country", "hestia", 90, 90),
        Site("mountains", "Mountains", "mountains", "muses", 90, 10),
        Site("wild_north", "North Wilderness", "wilderness", "nike", 10, 10),
        Site("wild_south", "South Wilderness", "wilderness", "hades", 10, 90),
    ),
    (
        ("p1", "shore", "country", ("coin", "will*"), ()),
        ("p2", "shore", "mountains", ("will", "coin_or_will", "coin*"), ()),
        ("p3", "shore", "wild_north", ("will", "coin*"), ()),
        ("p4", "shore", "wild_south", ("coin", "will_plus", "will*"), ()),
        ("p5", "country", "mountains", ("will", "coin", "coin_or_will*"), ()),
        ("p6", "mountains", "wild_north", ("coin_or_will", "will*"), ()),
        ("p7", "wild_north", "wild_south", ("coin", "will_plus", "coin*"), ()),
        ("p8", "wild_south", "country", ("coin_or_will", "will*"), ()),
    ),
    _NOTE + " This side: the Shore has no temple; Hestia in the Country, the Muses in the Mountains, Nike "
    "in the North Wilderness and Hades in the South Wilderness.",
)

#: The two sides by id; ``sea_corner`` is the default, as the rulebook advises for a first game.
BOARDS: dict[str, Board] = {board.id: board for board in (SEA_CORNER, SHORE_CENTRE)}
DEFAULT_BOARD = "sea_corner"
