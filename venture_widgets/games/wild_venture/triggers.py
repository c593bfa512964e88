"""Triggers (rulebook: Gear Cards, Building Cards, Multiple Triggers): the triggering player
orders the cards set off at once; a Gear card hands that player a Supply as a coin; a
Building resolves its effect (and its Enchantment slot) at once, interrupting what was going on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.effects import Op, OpHandler, push
from .moves import (
    Result,
    ask,
    emit,
    seat_name,
)
from .programs import (
    CARD_PROGRAMS,
    RESOLVE_TRIGGERS,
    SLOT_NOTE,
    SLOTS,
)
from .tables import CARD_CODE, CARD_KIND, CARD_NAME

if TYPE_CHECKING:
    from .rules import WildVentureState


def _choose_trigger(st: WildVentureState, o: Op) -> Result:
    pending = st.scope["pending"]
    options = {f"trigger {CARD_CODE[c]}": c for c in pending}
    return ask(
        st, "trigger_order", "Several cards trigger at once: which resolves first?", "triggers.multiple", options
    )


def _take_trigger(st: WildVentureState, o: Op) -> Result:
    card = st.env.pop("pick")
    rest = tuple(c for c in st.scope["pending"] if c != card)
    subject = st.scope["subject"]
    if rest:
        push(st, RESOLVE_TRIGGERS, {"pending": rest, "subject": subject})
    if CARD_KIND[card] == "gear":
        if st.supply[card] > 0:
            owner = 0 if card in st.gear[0] else 1
            st.supply[card] -= 1
            st.coins[st.actor] += 1
            whose = "your own" if owner == st.actor else f"{seat_name(owner)}'s"
            emit(
                st,
                "trigger",
                "gear.trigger",
                f"{CARD_NAME[card]} ({whose} Gear) triggers: {seat_name(st.actor)} takes 1 Supply from it as a coin.",
                seat=st.actor,
                card=CARD_CODE[card],
                owner=owner,
            )
        return None
    emit(
        st,
        "trigger",
        "buildings.trigger",
        f"{CARD_NAME[card]} triggers for {seat_name(st.actor)}.",
        seat=st.actor,
        card=CARD_CODE[card],
        owner=st.actor,
    )
    program = CARD_PROGRAMS[card]
    if card in st.enchanted and SLOTS[card] is not None:
        push(st, SLOTS[card], {"source": card, "subject": subject})
        push(st, SLOT_NOTE, {"source": card})
    push(st, program, {"source": card, "subject": subject})
    return None


def _slot_note(st: WildVentureState, o: Op) -> Result:
    card = st.scope["source"]
    emit(
        st,
        "enchant_slot",
        "enchant.slot",
        f"{CARD_NAME[card]} is enchanted: its Enchantment slot adds to the effect.",
        seat=st.actor,
        card=CARD_CODE[card],
    )
    return None


HANDLERS: dict[str, OpHandler] = {
    "choose_trigger": _choose_trigger,
    "take_trigger": _take_trigger,
    "slot_note": _slot_note,
}
