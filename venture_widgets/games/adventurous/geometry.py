"""Where a card's spaces land on the grid for each way it can lie.

A card lies in one of four orientations, named by how far it is turned clockwise from portrait as
printed: ``0`` and ``180`` are portrait (3 wide, 4 tall), ``90`` and ``270`` landscape (4 wide,
3 tall). A placement names the card's top-left space on the grid and its orientation. A marvel
lies in landscape only (``90``: its side has no spaces that a turn would move).

>>> shape = SHAPES[1][90]
>>> shape.width, shape.height, shape.chain[0], shape.chain[-1]
(4, 3, (3, 0), (0, 0))
>>> sorted(shape.codes.items())[:3]
[((0, 0), 'W'), ((0, 1), 'T'), ((0, 2), 'H')]
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import CARDS
from .model import HEIGHT, PATH_CODES, WIDTH

ORIENTATIONS: tuple[int, ...] = (0, 90, 180, 270)
PORTRAIT: tuple[int, ...] = (0, 180)
#: The orientation a marvel lies in.
LANDSCAPE = 90

Space = tuple[int, int]


def turn(col: int, row: int, orientation: int) -> Space:
    """Where the space at ``(col, row)`` of a portrait card lies, relative to the card's top-left
    space, once the card is turned ``orientation`` degrees clockwise.

    >>> [turn(0, 0, o) for o in ORIENTATIONS]
    [(0, 0), (3, 0), (2, 3), (0, 2)]
    """
    if orientation == 0:
        return col, row
    if orientation == 90:
        return HEIGHT - 1 - row, col
    if orientation == 180:
        return WIDTH - 1 - col, HEIGHT - 1 - row
    return row, WIDTH - 1 - col


def size(orientation: int) -> tuple[int, int]:
    """Width and height of a card lying in ``orientation``.

    >>> size(0), size(90)
    ((3, 4), (4, 3))
    """
    return (WIDTH, HEIGHT) if orientation in PORTRAIT else (HEIGHT, WIDTH)


def footprint(x: int, y: int, orientation: int) -> tuple[Space, ...]:
    """The grid spaces a card with its top-left space at ``(x, y)`` covers.

    >>> footprint(0, 0, 90)[:5]
    ((0, 0), (1, 0), (2, 0), (3, 0), (0, 1))
    """
    width, height = size(orientation)
    return tuple((x + dx, y + dy) for dy in range(height) for dx in range(width))


@dataclass(frozen=True)
class Shape:
    """A map side lying in one orientation: every space's code by its offset from the top-left
    space, and the path's spaces in order from one waypoint to the other (``chain``; ``chain[0]``
    is the first waypoint in reading order of the printed card)."""

    width: int
    height: int
    codes: dict[Space, str]
    chain: tuple[Space, ...]


def chain_of(rows: tuple[str, ...]) -> tuple[Space, ...]:
    """The path of a map side as ``(col, row)`` spaces, from its first waypoint in reading order
    to the other; raises ``ValueError`` if the waypoints and segments are not one chain
    waypoint-segments-waypoint, each space touching the next along an edge and no other.

    >>> chain_of(("WPP", "FSP", "PPP", "WTH"))
    ((0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 3))
    >>> chain_of(("WPW", "PPP", "FFF", "FFF"))
    Traceback (most recent call last):
    ...
    ValueError: the path spaces of WPW/PPP/FFF/FFF are not one chain: (0, 0) touches 2 of them
    """
    path = {(c, r): code for r, row in enumerate(rows) for c, code in enumerate(row) if code in PATH_CODES}
    name = "/".join(rows)

    def touching(space: Space) -> list[Space]:
        c, r = space
        return [n for n in ((c, r - 1), (c + 1, r), (c, r + 1), (c - 1, r)) if n in path]

    for space in path:
        count = len(touching(space))
        ends = path[space] == "W"
        if count != (1 if ends else 2):
            raise ValueError(f"the path spaces of {name} are not one chain: {space} touches {count} of them")
    waypoints = sorted((space for space, code in path.items() if code == "W"), key=lambda s: (s[1], s[0]))
    if len(waypoints) != 2:
        raise ValueError(f"the path of {name} has {len(waypoints)} waypoints, not 2")
    chain = [waypoints[0]]
    while len(chain) < len(path):
        following = [n for n in touching(chain[-1]) if n not in chain]
        if not following:
            raise ValueError(f"the path spaces of {name} are not one chain: it stops at {chain[-1]}")
        chain.append(following[0])
    if chain[-1] != waypoints[1]:
        raise ValueError(f"the path of {name} does not end at a waypoint")
    return tuple(chain)


def shape(rows: tuple[str, ...], orientation: int) -> Shape:
    """The map side ``rows`` lying in ``orientation``."""
    width, height = size(orientation)
    codes = {turn(c, r, orientation): code for r, row in enumerate(rows) for c, code in enumerate(row)}
    chain = tuple(turn(c, r, orientation) for c, r in chain_of(rows))
    return Shape(width, height, codes, chain)


#: Every card's map side in every orientation: ``SHAPES[number][orientation]``.
SHAPES: dict[int, dict[int, Shape]] = {
    card.number: {orientation: shape(card.map, orientation) for orientation in ORIENTATIONS} for card in CARDS
}
