"""The placement rules: where a map card or a marvel may lie on the map, and why anywhere else it
may not.

The map is read from three fields of the state (:class:`Map`): ``placed``, every card laid so far
in the order laid (later cards lie over earlier ones); ``top``, what shows at each space of the
grid (the card number, 0 for the ship, and the code: a map side's code, ``"M"`` for a marvel's
space, the ship's ``"W"``, ``"."`` or ``"#"``); and ``path``, the visible path's spaces in order
from the ship's starting waypoint to the last waypoint.

Two functions answer the same question. :func:`map_problem` and :func:`marvel_problem` check one
placement rule after another and return the first one broken, with the reason in words (what
``explain`` says); :func:`map_placements` and :func:`marvel_placements` list every legal
placement fast, for ``legal_actions``. A test checks on many maps that both agree.

>>> from .ship import SHIP_TOP
>>> empty = BareMap(placed=[], top=dict(SHIP_TOP), path=[START])
>>> sorted(map_placements(empty, 1, ()))[:2]
[(-2, -2, 270), (-1, -3, 180)]
>>> map_problem(empty, 1, 0, 0, 0, ())
('place.ship', 'it would cover the ship below its top three spaces, at (0, 1)')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import accumulate
from operator import add, sub
from typing import Protocol

from .cards import CARD_BY_NUMBER
from .geometry import LANDSCAPE, PORTRAIT, SHAPES, Shape, Space, footprint, size
from .model import ENCOUNTERS, PATH_CODES
from .ship import SHIP_BLOCKED, SHIP_SPACES, START

Shown = tuple[int, str]  # what shows at a space: the card number (0: the ship) and the code
Problem = tuple[str, str]  # a rule id and the reason in words
Placement = tuple[int, int, int]  # x, y of the top-left space and the orientation

MARVEL = "M"
STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))


class Map(Protocol):
    """What the placement rules read of a state (see the module docstring)."""

    placed: list[tuple[int, str, int, int, int]]
    top: dict[Space, Shown]
    path: list[Space]


@dataclass
class BareMap:
    """A map without a game around it (for doctests and tests): the three fields a state holds."""

    placed: list[tuple[int, str, int, int, int]]
    top: dict[Space, Shown]
    path: list[Space]


def neighbours(space: Space) -> tuple[Space, ...]:
    """The four spaces that share an edge with ``space``.

    >>> neighbours((0, 0))
    ((0, -1), (1, 0), (0, 1), (-1, 0))
    """
    x, y = space
    return tuple((x + dx, y + dy) for dx, dy in STEPS)


def at(space: Space) -> str:
    """A grid space as the notation and the words write it.

    >>> at((-1, 3))
    '(-1, 3)'
    """
    return f"({space[0]}, {space[1]})"


def last_map(state: Map) -> int | None:
    """The number of the map card laid last (the previous card), ``None`` before the first."""
    for number, side, *_ in reversed(state.placed):
        if side == "map":
            return number
    return None


def map_cards(state: Map) -> list[int]:
    """The numbers of the map cards on the map, in the order laid."""
    return [number for number, side, *_ in state.placed if side == "map"]


# --- the reference: one rule after another ------------------------------------------------------


def _general_problem(state: Map, spaces: tuple[Space, ...]) -> Problem | None:
    """General Placement Rules: only the ship's top row, never a marvel."""
    for space in spaces:
        if space in SHIP_BLOCKED:
            return "place.ship", f"it would cover the ship below its top three spaces, at {at(space)}"
    for space in spaces:
        shown = state.top.get(space)
        if shown is not None and shown[1] == MARVEL:
            return "place.marvel", f"it would cover part of marvel {shown[0]}, at {at(space)}"
    return None


def shown_by(card: int, x: int, y: int, orientation: int) -> dict[Space, Shown]:
    """What map card ``card`` shows at each of its spaces, laid at ``(x, y)`` in ``orientation``."""
    return {(x + dx, y + dy): (card, code) for (dx, dy), code in SHAPES[card][orientation].codes.items()}


def laid_over(state: Map, card: int, x: int, y: int, orientation: int) -> dict[Space, Shown]:
    """What would show at every space if map card ``card`` were laid at ``(x, y)`` in ``orientation``."""
    return {**state.top, **shown_by(card, x, y, orientation)}


def walk(top: dict[Space, Shown]) -> tuple[list[Space], Problem | None]:
    """The visible path from the ship's starting waypoint, and what is wrong with it if it is not
    one continuous path with no branch (Map Card Placement Rules)."""
    visible = {space for space, (_, code) in top.items() if code in PATH_CODES}
    if START not in visible:
        return [START], ("map.single_path", f"the path would no longer start at the ship's waypoint {at(START)}")
    for space in sorted(visible, key=lambda s: (s[1], s[0])):
        touching = [n for n in neighbours(space) if n in visible]
        if len(touching) > 2 or (space == START and len(touching) > 1):
            return [], ("map.single_path", f"the path would branch at {at(space)}")
    path = [START]
    while True:
        following = [n for n in neighbours(path[-1]) if n in visible and (len(path) < 2 or n != path[-2])]
        if not following:
            break
        path.append(following[0])
    stray = sorted(visible - set(path), key=lambda s: (s[1], s[0]))
    if stray:
        return path, (
            "map.single_path",
            f"a piece of path at {at(stray[0])} would no longer join the path from the ship",
        )
    return path, None


def map_problem(state: Map, card: int, x: int, y: int, orientation: int, effects: tuple[str, ...]) -> Problem | None:
    """The first placement rule that laying map card ``card`` at ``(x, y)`` in ``orientation``
    breaks, with the reason; ``None`` if it may lie there. ``effects``: the journey effects active now."""
    if "portrait_only" in effects and orientation not in PORTRAIT:
        return "journey.portrait_only", "the active journey effect allows map cards in portrait only"
    spaces = footprint(x, y, orientation)
    problem = _general_problem(state, spaces)
    if problem:
        return problem
    shape = SHAPES[card][orientation]
    waypoints = [(x + shape.chain[0][0], y + shape.chain[0][1]), (x + shape.chain[-1][0], y + shape.chain[-1][1])]
    previous = last_map(state)
    if previous is None:
        if START not in waypoints:
            return (
                "map.first",
                f"the first map card must cover the ship's starting waypoint {at(START)} with a waypoint",
            )
    else:
        end = state.path[-1]
        if end not in spaces:
            return "map.extend", f"it must cover the path's last waypoint, at {at(end)}"
        on_path = {space for space in state.path if state.top[space][0] == previous}
        if not any(waypoint in on_path for waypoint in waypoints):
            return (
                "map.extend",
                f"neither of its waypoints would lie on the path of card {previous}, the card laid last",
            )
    top = laid_over(state, card, x, y, orientation)
    for number in map_cards(state):
        if not any(shown[0] == number for shown in top.values()):
            return "map.cover_whole", f"it would cover map card {number} completely"
    if "spare_encounters" in effects:
        for space in spaces:
            shown = state.top.get(space)
            if shown is not None and shown[1] in ENCOUNTERS:
                return (
                    "journey.spare_encounters",
                    f"the active journey effect forbids covering the encounter at {at(space)}",
                )
    path, problem = walk(top)
    if problem:
        return problem
    for number in [*map_cards(state), card]:
        if not any(top[space][0] == number for space in path):
            return "map.single_path", f"the path would no longer run through map card {number}"
    if path[-1] not in waypoints or top[path[-1]][0] != card:
        return "map.single_path", "the path would not end at this card's far waypoint"
    return None


def _covered(state: Map, spaces: tuple[Space, ...]) -> Counter[str]:
    return Counter(
        ENCOUNTERS[shown[1]] for space in spaces if (shown := state.top.get(space)) and shown[1] in ENCOUNTERS
    )


def touches(spaces: tuple[Space, ...], others: set[Space] | frozenset[Space]) -> bool:
    """Whether any of ``spaces`` is one of ``others`` or shares an edge with one."""
    return any(space in others or any(n in others for n in neighbours(space)) for space in spaces)


def marvel_spaces(state: Map) -> set[Space]:
    """The spaces the marvels on the map lie on."""
    return {space for space, shown in state.top.items() if shown[1] == MARVEL}


def marvel_problem(state: Map, card: int, x: int, y: int, orientation: int = LANDSCAPE) -> Problem | None:
    """The first placement rule that laying card ``card``'s marvel side at ``(x, y)`` breaks, with
    the reason; ``None`` if it may lie there."""
    if orientation != LANDSCAPE:
        return "marvel.landscape", "a marvel lies in landscape only, 4 spaces wide and 3 tall"
    spaces = footprint(x, y, orientation)
    problem = _general_problem(state, spaces)
    if problem:
        return problem
    for space in spaces:
        shown = state.top.get(space)
        if shown is not None and shown[1] in PATH_CODES and shown[0] != 0:
            what = "waypoint" if shown[1] == "W" else "path segment"
            return "marvel.no_path", f"it would cover the {what} at {at(space)}"
    if not any((shown := state.top.get(space)) and shown[0] != 0 for space in spaces):
        return "place.grid", "it would cover no space of a map card"
    marvel = CARD_BY_NUMBER[card].marvel
    covered = _covered(state, spaces)
    for kind in set(marvel.cost.required):
        need = marvel.cost.required.count(kind)
        if covered[kind] < need:
            return "marvel.cost", f"its cost needs {need} {kind} covered, it would cover {covered[kind]}"
    total = sum(covered.values())
    if total < marvel.cost.total:
        return "marvel.cost", f"its cost needs {marvel.cost.total} encounters covered, it would cover {total}"
    restriction = marvel.restriction
    if restriction == "no_whirlpools" and covered["whirlpool"]:
        return "marvel.restriction", "its restriction forbids covering a whirlpool"
    if restriction == "cover_whirlpool" and not covered["whirlpool"]:
        return "marvel.restriction", "its restriction asks it to cover at least one whirlpool"
    if restriction == "touch_ship" and not touches(spaces, SHIP_SPACES):
        return "marvel.restriction", "its restriction asks it to touch the ship card"
    if restriction == "apart" and touches(spaces, marvel_spaces(state)):
        return "marvel.restriction", "its restriction forbids touching another marvel"
    return None


# --- the fast lists -----------------------------------------------------------------------------
#
# Both lists read the map as bits. A map card that may lie anywhere covers the path's last
# waypoint, so it lies within 3 spaces of it and every space touching it within REACH = 4: the
# rules only look at the "patch" of SIDE x SIDE spaces around the last waypoint, one bit each
# (row by row). A card's spaces, and the spaces touching its path from outside, are bit masks
# worked out once per card and orientation (:class:`Lay`), moved to a placement by a shift.
#
# A marvel is judged by the tally of its window (4 x 3 spaces): one number that packs, FIELD bits
# each, how many of each encounter type it covers, how many encounters in all, and how many spaces
# it may never cover (a marvel, the ship below its top row, a map card's path). The tallies of all
# windows come from running sums over the map's rows (:func:`open_windows`).

#: How far from the path's last waypoint the spaces that a map card covering it, or touching it, lie.
REACH = 4
#: The patch around the last waypoint: SIDE x SIDE spaces.
SIDE = 2 * REACH + 1


def _bit(dx: int, dy: int) -> int:
    """The bit of the space ``dx`` right and ``dy`` down from a patch's top-left space."""
    return 1 << (dy * SIDE + dx)


@dataclass(frozen=True)
class Lay:
    """A map side lying in one orientation with its path read in one direction (``chain[0]`` the
    waypoint joining the old path), as patch masks for a card whose top-left space is at patch
    space (1, 1): ``spaces`` its 12 spaces; ``first_ring`` the spaces outside it that touch
    ``chain[0]``; ``ring`` those that touch the rest of its path."""

    chain: tuple[Space, ...]
    spaces: int
    first_ring: int
    ring: int


def _lay(shape: Shape, chain: tuple[Space, ...]) -> Lay:
    def mask(spaces: set[Space]) -> int:
        return sum(_bit(dx + 1, dy + 1) for dx, dy in spaces)

    def ring(spaces: tuple[Space, ...]) -> set[Space]:
        return {n for space in spaces for n in neighbours(space) if n not in shape.codes}

    return Lay(chain, mask(set(shape.codes)), mask(ring(chain[:1])), mask(ring(chain[1:])))


#: Every map side in every orientation and both directions of its path: ``LAYS[card][orientation]``.
LAYS: dict[int, dict[int, tuple[Lay, Lay]]] = {
    card: {o: (_lay(shape, shape.chain), _lay(shape, shape.chain[::-1])) for o, shape in shapes.items()}
    for card, shapes in SHAPES.items()
}


def map_placements(state: Map, card: int, effects: tuple[str, ...]) -> dict[Placement, list[Space]]:
    """Every legal placement of map card ``card`` (``effects``: the journey effects active now),
    each with the path it would leave, from the ship to its new last waypoint."""
    orientations = PORTRAIT if "portrait_only" in effects else (0, 90, 180, 270)
    top, path = state.top, state.path
    previous = last_map(state)
    found: dict[Placement, list[Space]] = {}
    if previous is None:
        joins = [0]
    else:
        # the card laid last must keep a visible space of path before the join
        joins = [i for i in range(1, len(path)) if top[path[i]][0] == previous and top[path[i - 1]][0] == previous]
    end_x, end_y = path[-1]
    left, up = end_x - REACH, end_y - REACH
    # seen[i]: the bits of path[:i] in the patch; a piece of path beyond the join outside the
    # patch would stay visible, so the join must come at or after path[outside]
    seen = [0]
    outside = -1
    for i, (x, y) in enumerate(path):
        dx, dy = x - left, y - up
        if 0 <= dx < SIDE and 0 <= dy < SIDE:
            seen.append(seen[-1] | 1 << (dy * SIDE + dx))
        else:
            seen.append(seen[-1])
            outside = i
    forbidden = _forbidden(top, left, up, "spare_encounters" in effects)
    for orientation in orientations:
        width, height = size(orientation)
        for lay in LAYS[card][orientation]:
            wx, wy = lay.chain[0]
            for i in joins:
                jx, jy = path[i]
                x, y = jx - wx, jy - wy
                if (x, y, orientation) in found or not (x <= end_x < x + width and y <= end_y < y + height):
                    continue
                if i < outside:
                    continue  # a piece of the old path beyond the join would stay visible
                shift = (y - 1 - up) * SIDE + (x - 1 - left)
                spaces = lay.spaces << shift
                if spaces & (forbidden | seen[i]):
                    continue  # a space no map card may cover, or the path before the join
                if seen[-1] & ~seen[i + 1] & ~spaces:
                    continue  # a piece of the old path beyond the join would stay visible
                if (lay.ring << shift) & seen[i] or (i and (lay.first_ring << shift) & seen[i - 1]):
                    continue  # it would touch the path before the join elsewhere: a branch
                found[(x, y, orientation)] = path[:i] + [(x + dx, y + dy) for dx, dy in lay.chain]
    return found


def _forbidden(top: dict[Space, Shown], left: int, up: int, spare: bool) -> int:
    """The bits of the patch at ``(left, up)`` that no map card may cover: the ship below its top
    row, a marvel, and with the journey effect spare_encounters, a visible encounter."""
    codes = {"#", MARVEL, *ENCOUNTERS} if spare else {"#", MARVEL}
    bits = 0
    for (x, y), (_, code) in top.items():
        if code in codes and 0 <= x - left < SIDE and 0 <= y - up < SIDE:
            bits |= _bit(x - left, y - up)
    return bits


#: Bits of a window's tally per count (see the comment at the top of this section): a window has
#: 12 spaces, so no count passes 15.
FIELD = 4
COUNT = (1 << FIELD) - 1
#: The shift of the count of every encounter (the fields before it count each type, in the order
#: of ENCOUNTERS) and of the count of spaces a marvel may never cover.
ALL = FIELD * len(ENCOUNTERS)
BLOCKED = 1 << (ALL + FIELD)


def _weight(shown: Shown) -> int:
    """What a space showing ``shown`` adds to the tally of a window over it."""
    number, code = shown
    if code in ENCOUNTERS:
        return (1 << (FIELD * list(ENCOUNTERS).index(code))) | (1 << ALL)
    if code in (MARVEL, "#") or (number and code in PATH_CODES):
        return BLOCKED
    return 0


WEIGHTS: dict[Shown, int] = {
    (number, code): _weight((number, code))
    for number in (0, *CARD_BY_NUMBER)
    for code in (*ENCOUNTERS, *PATH_CODES, MARVEL, ".", "#")
}


def open_windows(top: dict[Space, Shown]) -> list[tuple[int, int, int]]:
    """Every landscape window that covers an encounter and nothing a marvel may never cover, as
    ``(x, y, tally)`` (its top-left space), in reading order (see the comment above).

    >>> from .ship import SHIP_TOP
    >>> open_windows(dict(SHIP_TOP))
    []
    """
    xs = [x for x, _ in top]
    ys = [y for _, y in top]
    left, up = min(xs) - 3, min(ys) - 2  # the first windows that reach the map
    width, height = max(xs) + 4 - left, max(ys) + 3 - up
    rows = [[0] * width for _ in range(height)]
    for (x, y), shown in top.items():
        rows[y - up][x - left] = WEIGHTS[shown]
    # sums[r][c]: the tally of the spaces in the rows above row r and the columns left of column c
    sums = [[0] * (width + 1)]
    for row in rows:
        sums.append(list(map(add, sums[-1], accumulate(row, initial=0))))
    found = []
    for r in range(height - 2):
        strip = list(map(sub, sums[r + 3], sums[r]))  # rows r to r + 2, columns left of each column
        found += [
            (left + c, up + r, tally) for c, tally in enumerate(map(sub, strip[4:], strip[:-4])) if 0 < tally < BLOCKED
        ]
    return found


def _marvel_fits(state: Map, card: int, windows: list[tuple[int, int, int]]) -> Iterator[Placement]:
    """The placements of card ``card``'s marvel side among ``windows`` (:func:`open_windows`)."""
    marvel = CARD_BY_NUMBER[card].marvel
    kinds = list(ENCOUNTERS.values())
    required = [(FIELD * kinds.index(kind), need) for kind, need in Counter(marvel.cost.required).items()]
    least = marvel.cost.total << ALL
    restriction = marvel.restriction
    whirlpools = FIELD * kinds.index("whirlpool")
    others = marvel_spaces(state) if restriction == "apart" else set()
    for x, y, tally in windows:
        if tally < least or any((tally >> shift) & COUNT < need for shift, need in required):
            continue
        if restriction == "no_whirlpools" and (tally >> whirlpools) & COUNT:
            continue
        if restriction == "cover_whirlpool" and not (tally >> whirlpools) & COUNT:
            continue
        if restriction == "touch_ship" and not touches(footprint(x, y, LANDSCAPE), SHIP_SPACES):
            continue
        if restriction == "apart" and touches(footprint(x, y, LANDSCAPE), others):
            continue
        yield x, y, LANDSCAPE


def marvel_placements(state: Map, card: int) -> list[Placement]:
    """Every legal placement of card ``card``'s marvel side, as ``(x, y, 90)``, in reading order."""
    return list(_marvel_fits(state, card, open_windows(state.top)))


def fitting_marvels(state: Map, cards: list[int]) -> set[int]:
    """Those of ``cards`` whose marvel side fits somewhere on the map now (what Discover offers).

    >>> from .ship import SHIP_TOP
    >>> fitting_marvels(BareMap(placed=[], top=dict(SHIP_TOP), path=[START]), [2, 5])
    set()
    """
    windows = open_windows(state.top)
    return {card for card in cards if next(_marvel_fits(state, card, windows), None) is not None}


# --- laying a card ------------------------------------------------------------------------------


def lay_map(state: Map, card: int, placement: Placement, path: list[Space]) -> None:
    """Lay map card ``card`` at ``placement``, leaving ``path`` (from :func:`map_placements`)."""
    x, y, orientation = placement
    state.top.update(shown_by(card, x, y, orientation))
    state.placed.append((card, "map", x, y, orientation))
    state.path = path


def lay_marvel(state: Map, card: int, placement: Placement) -> None:
    """Lay card ``card``'s marvel side at ``placement``."""
    x, y, orientation = placement
    for space in footprint(x, y, orientation):
        state.top[space] = (card, MARVEL)
    state.placed.append((card, "marvel", x, y, orientation))
