"""When a treasure's ability would do nothing, and why: such a treasure is not offered.

The rulebook lets a player discard a treasure at the start of a turn to use its ability; it
never says a treasure may be thrown away for an ability that cannot act. Our reading
(docs/reconstructions.md, Venture Forth: readings): a treasure is used only when its ability
would do something, since spending it for nothing could only cost its points at the end.

Of the ops a treasure may use (the table in :mod:`.model`), four can find nothing to act on;
the others (coins, will, a move to a neighbouring site) always act. Each check reads only what
every seat sees (despair on the parties, the board and its wandering cards, the sizes of the
encounter deck and its discard pile, party power), so whether a treasure is offered tells no
one anything hidden; which treasures a seat holds stays in its own legal list.

>>> from venture_widgets import load_game
>>> from .tables import TREASURE_ABILITY, treasure_index
>>> state = load_game("venture_forth").scenario({"players": [
...     {"party": ["archer"], "site": "country", "treasures": ["laurel_of_delphi"]}, {}]})
>>> why_no_effect(state, 0, TREASURE_ABILITY[treasure_index("laurel_of_delphi")])
'none of your adventurers has a despair to take off'
>>> why_no_effect(state, 0, TREASURE_ABILITY[treasure_index("golden_fleece")]) is None
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...core.effects import Program
from .party import complete_paths, party_power
from .tables import CARD_KIND, CARD_POWER

if TYPE_CHECKING:
    from .rules import VentureForthState


def _no_despair(st: VentureForthState, seat: int) -> str | None:
    """``remove_despair``: some adventurer of the party must bear a despair."""
    if any(st.despair[adventurer] for adventurer in st.party[seat]):
        return None
    return "none of your adventurers has a despair to take off"


def _nothing_wandering(st: VentureForthState, seat: int) -> str | None:
    """``upright``: some card on the board must be wandering."""
    if any(card in st.wandering for card in st.spaces.values()):
        return None
    return "no card on the board is wandering, so none can be turned upright"


def _nothing_to_draw(st: VentureForthState, seat: int) -> str | None:
    """``sift``: a card must be left to draw (an empty deck is made again from the discard pile)."""
    if st.deck or st.discard:
        return None
    return "the encounter deck and the discard pile are both empty, so there is no card to draw"


def _no_fight_to_win(st: VentureForthState, seat: int) -> str | None:
    """``boost``: this turn's power counts only in a Venture Forth, and only against an enemy the
    party is not already strong enough for. A party's power never falls during a journey (a
    recruit, a Level III card and exerting only add), so an enemy no stronger than the party now
    is defeated with or without the boost."""
    paths = complete_paths(st, seat)
    if not paths:
        here = st.board.site_by_id[st.position[seat]].name  # type: ignore[index]
        return f"no path from {here} is complete, so your party meets no enemy this turn"
    power = party_power(st, seat)
    for path in paths:
        for space in st.board.path_by_id[path].spaces:
            card = st.spaces[space.id]
            if CARD_KIND[card] == "enemy" and CARD_POWER[card] > power:
                return None
    return (
        f"no enemy on a path you can venture along this turn has more power than your party ({power}), "
        "so more power would change no fight"
    )


#: The ops that can find nothing to act on, each with the check that says why (``None``: it acts).
NO_EFFECT: dict[str, Callable[[VentureForthState, int], str | None]] = {
    "remove_despair": _no_despair,
    "upright": _nothing_wandering,
    "sift": _nothing_to_draw,
    "boost": _no_fight_to_win,
}


def why_no_effect(st: VentureForthState, seat: int, program: Program) -> str | None:
    """Why ``program``, run now for ``seat``, would do nothing at all (the reasons of its ops,
    joined), or ``None`` when some op of it would act."""
    reasons: list[str] = []
    for o in program:
        check = NO_EFFECT.get(o.name)
        reason = None if check is None else check(st, seat)
        if reason is None:
            return None
        reasons.append(reason)
    return "; ".join(reasons)
