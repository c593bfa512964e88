"""What a party can do: its power (with exerting and Level III abilities), what a recruit costs,
where a card may be played and which paths are complete. Pure functions of the state, shared by
the rules, the explanations and the bots.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .boards import BOARDS
from .tables import CARD_POWER, CARD_REGION, L3_ABILITY

if TYPE_CHECKING:
    from .rules import VentureForthState

#: board id -> site -> (path id, the ids of its spaces) of each path out of the site
PATH_SPACES: dict[str, dict[str, tuple[tuple[str, frozenset[str]], ...]]] = {
    board.id: {
        site: tuple((path.id, frozenset(space.id for space in path.spaces)) for path in paths)
        for site, paths in board.paths_at.items()
    }
    for board in BOARDS.values()
}


def adventurer_power(st: VentureForthState, adventurer: int) -> int:
    """An adventurer's power now: its card's, plus its Level III ability's, times the exerting
    factor if it exerted in this encounter (rulebook: Exerting)."""
    power = CARD_POWER[adventurer]
    factor = 2
    if st.level[adventurer] == 3:
        ability = L3_ABILITY[st.level3[adventurer]]
        power += ability.power
        factor = ability.exert_factor
    return power * factor if adventurer in st.exerted else power


def party_power(st: VentureForthState, seat: int) -> int:
    """The total power of ``seat``'s party in the encounter at hand, with this turn's boost."""
    return sum(adventurer_power(st, adventurer) for adventurer in st.party[seat]) + st.boost


def recruit_cost(st: VentureForthState, seat: int, card: int) -> int:
    """Coins ``seat`` pays to recruit ``card``: its power, less the recruit discounts of the
    party's Level III abilities (never below 0)."""
    discount = sum(
        L3_ABILITY[st.level3[adventurer]].recruit_discount for adventurer in st.party[seat] if st.level[adventurer] == 3
    )
    return max(0, CARD_POWER[card] - discount)


def can_level_up(st: VentureForthState, adventurer: int) -> bool:
    """Level I can always go up; Level II only while a Level III stack has a card; Level III
    is the top (rulebook: Leveling Up)."""
    level = st.level[adventurer]
    return level == 1 or (level == 2 and any(st.level3_stacks))


def open_spaces(st: VentureForthState) -> dict[str, list[str]]:
    """For each region, the empty path spaces where a card of that region may be played: next to
    a card or a site of its region (rulebook: Play a Card, Step 1: Placement)."""
    spaces = st.spaces
    found: dict[str, list[str]] = {}
    for space_id, next_spaces, site_regions in st.board.placement:
        if space_id in spaces:
            continue
        regions = set(site_regions)
        for other in next_spaces:
            card = spaces.get(other)
            if card is not None:
                regions.add(CARD_REGION[card])
        for region in regions:
            found.setdefault(region, []).append(space_id)
    return found


def placement_spaces(st: VentureForthState, card: int) -> list[str]:
    """The empty path spaces where ``card`` may be played (see :func:`open_spaces`)."""
    return open_spaces(st).get(CARD_REGION[card], [])


def complete_paths(st: VentureForthState, seat: int) -> list[str]:
    """The paths out of ``seat``'s site with a card on every space (rulebook: Venture Forth)."""
    site = st.position[seat]
    if site is None:
        return []
    filled = st.spaces.keys()
    return [path for path, spaces in PATH_SPACES[st.board.id][site] if filled >= spaces]
