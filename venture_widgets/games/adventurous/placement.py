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
from dataclasses import dataclass
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


def laid_over(state: Map, card: int, x: int, y: int, orientation: int) -> dict[Space, Shown]:
    """What would show at every space if map card ``card`` were laid at ``(x, y)`` in ``orientation``."""
    top = dict(state.top)
    for (dx, dy), code in SHAPES[card][orientation].codes.items():
        top[(x + dx, y + dy)] = (card, code)
    return top


def walk(top: dict[Space, Shown]) -> tuple[list[Space], Problem | None]:
    """The visible path from the ship's starting waypoint, and what is wrong with it if it is not
    one continuous path with no branch (Map Card Placement Rules)."""
    visible = {space for space, (_, code) in top.items() if code in PATH_CODES}
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


def map_placements(state: Map, card: int, effects: tuple[str, ...]) -> dict[Placement, list[Space]]:
    """Every legal placement of map card ``card`` (``effects``: the journey effects active now),
    each with the path it would leave, from the ship to its new last waypoint."""
    orientations = PORTRAIT if "portrait_only" in effects else (0, 90, 180, 270)
    spare = "spare_encounters" in effects
    top, path = state.top, state.path
    previous = last_map(state)
    found: dict[Placement, list[Space]] = {}
    if previous is None:
        joins = [0]
    else:
        # the card laid last must keep a visible space of path before the join
        joins = [i for i in range(1, len(path)) if top[path[i]][0] == previous and top[path[i - 1]][0] == previous]
    index = {space: i for i, space in enumerate(path)}
    end_x, end_y = path[-1]
    for orientation in orientations:
        shape = SHAPES[card][orientation]
        width, height = size(orientation)
        for chain in (shape.chain, shape.chain[::-1]):
            wx, wy = chain[0]
            for i in joins:
                jx, jy = path[i]
                x, y = jx - wx, jy - wy
                if (x, y, orientation) in found or not (x <= end_x < x + width and y <= end_y < y + height):
                    continue
                laid = _fits(shape, chain, x, y, i, path, index, top, spare)
                if laid is not None:
                    found[(x, y, orientation)] = laid
    return found


def _fits(
    shape: Shape,
    chain: tuple[Space, ...],
    x: int,
    y: int,
    join: int,
    path: list[Space],
    index: dict[Space, int],
    top: dict[Space, Shown],
    spare: bool,
) -> list[Space] | None:
    """The path after laying ``shape`` at ``(x, y)`` joined at ``path[join]``, or ``None`` if a rule forbids it."""
    spaces = set()
    for dx, dy in shape.codes:
        space = (x + dx, y + dy)
        if space in SHIP_BLOCKED:
            return None
        shown = top.get(space)
        if shown is not None:
            code = shown[1]
            if code == MARVEL or (spare and code in ENCOUNTERS):
                return None
            i = index.get(space)
            if i is not None and i < join:  # it would hide the path before the join
                return None
        spaces.add(space)
    for space in path[join + 1 :]:
        if space not in spaces:  # a piece of the old path would stay visible beyond the join
            return None
    laid = [(x + dx, y + dy) for dx, dy in chain]
    before = path[join - 1] if join else None
    for k, space in enumerate(laid):
        for n in neighbours(space):
            if n in spaces:
                continue
            i = index.get(n)
            if i is not None and i < join and not (k == 0 and n == before):
                return None  # it would touch the path elsewhere: a branch
    return path[:join] + laid


def marvel_placements(state: Map, card: int) -> list[Placement]:
    """Every legal placement of card ``card``'s marvel side, as ``(x, y, 90)``."""
    marvel = CARD_BY_NUMBER[card].marvel
    required = Counter(marvel.cost.required)
    total = marvel.cost.total
    restriction = marvel.restriction
    top = state.top
    anchors: set[Space] = set()
    for (sx, sy), (_, code) in top.items():
        if code in ENCOUNTERS:
            anchors.update((sx - dx, sy - dy) for dx in range(4) for dy in range(3))
    others = marvel_spaces(state) if restriction == "apart" else set()
    found = []
    for x, y in sorted(anchors, key=lambda a: (a[1], a[0])):
        spaces = footprint(x, y, LANDSCAPE)
        covered: Counter[str] = Counter()
        for space in spaces:
            if space in SHIP_BLOCKED:
                break
            shown = top.get(space)
            if shown is None:
                continue
            code = shown[1]
            if code in ENCOUNTERS:
                covered[ENCOUNTERS[code]] += 1
            elif code == MARVEL or (code in PATH_CODES and shown[0] != 0):
                break
        else:
            if sum(covered.values()) < total or any(covered[kind] < n for kind, n in required.items()):
                continue
            if restriction == "no_whirlpools" and covered["whirlpool"]:
                continue
            if restriction == "cover_whirlpool" and not covered["whirlpool"]:
                continue
            if restriction == "touch_ship" and not touches(spaces, SHIP_SPACES):
                continue
            if restriction == "apart" and touches(spaces, others):
                continue
            found.append((x, y, LANDSCAPE))
    return found


# --- laying a card ------------------------------------------------------------------------------


def lay_map(state: Map, card: int, placement: Placement, path: list[Space]) -> None:
    """Lay map card ``card`` at ``placement``, leaving ``path`` (from :func:`map_placements`)."""
    x, y, orientation = placement
    state.top.update(laid_over(BareMap([], {}, []), card, x, y, orientation))
    state.placed.append((card, "map", x, y, orientation))
    state.path = path


def lay_marvel(state: Map, card: int, placement: Placement) -> None:
    """Lay card ``card``'s marvel side at ``placement``."""
    x, y, orientation = placement
    for space in footprint(x, y, orientation):
        state.top[space] = (card, MARVEL)
    state.placed.append((card, "marvel", x, y, orientation))
