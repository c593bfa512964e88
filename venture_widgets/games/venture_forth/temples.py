"""Making an Offering at the Temple: the five temples and what each gives for a coin (Hades:
for a treasure card). Which temples stand on which side of the board is in :mod:`.boards`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.effects import Op, OpHandler, push, push_in_order
from .moves import Result, ask, emit, gain_coins, option, seat_name
from .programs import HADES, HERMES, HESTIA, PLACE_WILL
from .tables import CARD_CODE, CARD_NAME, TREASURE_CODE, TREASURE_NAME

if TYPE_CHECKING:
    from .rules import VentureForthState

TEMPLE_NAMES = {
    "hestia": "the Temple of Hestia",
    "muses": "the Temple of the Muses",
    "nike": "the Temple of Nike",
    "hermes": "the Temple of Hermes",
    "hades": "the Temple of Hades",
}
NIKE_TURNS = 2
HADES_COINS = 2


def offer(st: VentureForthState, temple: str) -> None:
    """Make the offering of ``temple``, where the active pawn stands."""
    seat = st.active
    rule = f"temple.{temple}"
    if temple != "hades":
        st.coins[seat] -= 1
        emit(st, "offer", rule, f"{seat_name(seat)} offers a coin at {TEMPLE_NAMES[temple]}.", seat=seat, temple=temple)
    why = f"from {TEMPLE_NAMES[temple]}"
    if temple == "hestia":
        push(st, HESTIA, {"why": why, "rule": rule})
    elif temple == "muses":
        push_in_order(st, *[(PLACE_WILL, {"why": why, "rule": rule})] * 2)
    elif temple == "nike":
        st.extra_turns = NIKE_TURNS
        emit(st, "nike", rule, f"{seat_name(seat)} will take {NIKE_TURNS} more turns after this one.", seat=seat)
    elif temple == "hermes":
        push(st, HERMES, {"rule": rule})
    else:
        push(st, HADES, {"rule": rule})


def _hestia_despair(st: VentureForthState, o: Op) -> Result:
    adventurer = st.env.pop("last_will")
    if st.despair[adventurer]:
        st.despair[adventurer] -= 1
        emit(
            st,
            "relief",
            "temple.hestia",
            f"{CARD_NAME[adventurer]} had despair: one returns to the supply.",
            seat=st.actor,
            card=CARD_CODE[adventurer],
        )
    return None


def _choose_site(st: VentureForthState, o: Op) -> Result:
    here = st.position[st.actor]
    options = {option("move", site.id): site.id for site in st.board.sites if site.id != here}
    return ask(st, "move", "Hermes: move your pawn to which site?", "temple.hermes", options)


def _take_site(st: VentureForthState, o: Op) -> Result:
    site = st.env.pop("pick")
    st.position[st.actor] = site
    emit(
        st,
        "move",
        st.scope["rule"],
        f"{seat_name(st.actor)}'s pawn moves to {st.board.site_by_id[site].name} without travelling the path: "
        "no card wanders, no explore token is taken.",
        seat=st.actor,
        site=site,
    )
    return None


def _choose_hades(st: VentureForthState, o: Op) -> Result:
    treasures = sorted(st.treasures[st.actor], key=TREASURE_CODE.__getitem__)
    options = {option("discard", TREASURE_CODE[t]): t for t in treasures}
    return ask(st, "hades", "Hades: discard which treasure for two coins?", "temple.hades", options)


def _take_hades(st: VentureForthState, o: Op) -> Result:
    treasure = st.env.pop("pick")
    seat = st.actor
    st.treasures[seat].remove(treasure)
    st.treasure_discard.append(treasure)
    emit(
        st,
        "offer",
        "temple.hades",
        f"{seat_name(seat)} discards the treasure {TREASURE_NAME[treasure]} at the Temple of Hades.",
        seat=seat,
        temple="hades",
        treasure=TREASURE_CODE[treasure],
    )
    gain_coins(st, seat, HADES_COINS, "temple.hades", "from Hades")
    return None


HANDLERS: dict[str, OpHandler] = {
    "hestia_despair": _hestia_despair,
    "choose_site": _choose_site,
    "take_site": _take_site,
    "choose_hades": _choose_hades,
    "take_hades": _take_hades,
}
