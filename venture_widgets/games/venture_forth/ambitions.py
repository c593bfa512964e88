"""Ambitions and levelling up: when something happens on a journey, each adventurer of the party
whose ambition it meets may announce it and convert will into points with its level card; a
conversion that levels up also takes a despair off. Level III abilities that watch the same
moments run here too (rulebook: Ambitions & Leveling Up).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.effects import Op, OpHandler, Program, Scope, push_in_order
from .moves import Result, ask, emit, gain_points, option, plural, seat_name
from .party import can_level_up
from .programs import AMBITION, LEVEL_THREE
from .tables import (
    AMBITION as AMBITIONS,
)
from .tables import (
    CARD_CODE,
    CARD_DESIRE,
    CARD_KIND,
    CARD_NAME,
    CARD_POWER,
    CARD_REGION,
    CARD_VICIOUS,
    L3_ABILITY,
    L3_CODE,
    L3_NAME,
    level_card,
)
from .text import conversion_text

if TYPE_CHECKING:
    from .rules import VentureForthState

LEVEL_NAMES = {1: "Level I", 2: "Level II", 3: "Level III"}


def subject_facts(st: VentureForthState, event: str, subject: int | None) -> dict[str, Any]:
    """What a trigger may ask about the moment: the subject card's kind, power, desire, vicious
    and region, or, on arriving, the region of the site."""
    if event == "arrive":
        return {"region": st.board.site_by_id[st.travel[2]].region}  # type: ignore[index]
    if subject is None:
        return {}
    return {
        "kind": CARD_KIND[subject],
        "power": CARD_POWER[subject],
        "desire": CARD_DESIRE[subject],
        "vicious": CARD_VICIOUS[subject],
        "region": CARD_REGION[subject],
    }


def ambition_steps(
    st: VentureForthState, event: str, subject: int | None, exerted: bool | None = None
) -> list[tuple[Program, Scope]]:
    """The ambitions met by ``event`` (and the Level III abilities it sets off), as frames to run
    in party order. A recruit does not meet an ambition by its own recruiting (our reading)."""
    seat = st.actor
    facts = subject_facts(st, event, subject)
    if exerted is not None:
        facts["exerted"] = exerted
    steps: list[tuple[Program, Scope]] = []
    for adventurer in st.party[seat]:
        if adventurer == subject:
            continue
        own = CARD_REGION[adventurer]
        ambition = AMBITIONS[adventurer]
        scope = {"adventurer": adventurer, "seat": seat, "event": event}
        if ambition is not None and ambition.matches(event, own=own, **facts):
            steps.append((AMBITION, scope))
        if st.level[adventurer] == 3:
            ability = L3_ABILITY[st.level3[adventurer]]
            if ability.trigger is not None and ability.trigger.matches(event, own=own, **facts):
                steps.append((ability.effects, scope))
    return steps


def fire(st: VentureForthState, event: str, subject: int | None, exerted: bool | None = None) -> None:
    """Run the ambitions and abilities ``event`` sets off, in party order, before what comes next."""
    push_in_order(st, *ambition_steps(st, event, subject, exerted))


def _ambitions(st: VentureForthState, o: Op) -> Result:
    fire(st, o.args["event"], st.scope.get("card"))
    return None


def conversion_options(st: VentureForthState, adventurer: int) -> dict[str, Any]:
    """The conversions of the adventurer's level card it has the will for (one that levels up only
    while it can), then passing."""
    card = level_card(st.level[adventurer], st.level3.get(adventurer))
    code = CARD_CODE[adventurer]
    options: dict[str, Any] = {}
    for number, conversion in enumerate(card.conversions, start=1):
        if st.will[adventurer] >= conversion.will and (not conversion.level_up or can_level_up(st, adventurer)):
            options[option("ambition", code, str(number))] = conversion
    options[option("pass", code)] = None
    return options


def _choose_ambition(st: VentureForthState, o: Op) -> Result:
    adventurer = st.scope["adventurer"]
    options = conversion_options(st, adventurer)
    name = CARD_NAME[adventurer]
    if len(options) == 1:
        emit(
            st,
            "ambition_short",
            "ambitions",
            f"{name}'s ambition is met, but it has too little will to convert ({plural(st.will[adventurer], 'will')}).",
            seat=st.actor,
            card=CARD_CODE[adventurer],
        )
    prompt = f"{name}'s ambition is met: convert its will into points?"
    return ask(st, "ambition", prompt, "ambitions", options)


def _take_ambition(st: VentureForthState, o: Op) -> Result:
    conversion = st.env.pop("pick")
    adventurer = st.scope["adventurer"]
    seat = st.actor
    name = CARD_NAME[adventurer]
    if conversion is None:
        if len(conversion_options(st, adventurer)) > 1:  # a real choice, not too little will
            emit(st, "ambition_pass", "ambitions", f"{seat_name(seat)} lets {name}'s ambition pass.", seat=seat)
        return None
    st.will[adventurer] -= conversion.will
    emit(
        st,
        "ambition",
        "ambitions",
        f"{name}'s ambition is met: {conversion_text(conversion)}.",
        seat=seat,
        card=CARD_CODE[adventurer],
    )
    gain_points(st, seat, conversion.points, "ambitions", f"for {name}'s ambition")
    if not conversion.level_up:
        return None
    removed = min(conversion.despair, st.despair[adventurer])
    if removed:
        st.despair[adventurer] -= removed
        emit(
            st,
            "relief",
            "ambitions.level_up",
            f"{plural(removed, 'despair')} leave{'s' if removed == 1 else ''} {name}.",
            seat=seat,
            card=CARD_CODE[adventurer],
        )
    if st.level[adventurer] == 1:
        st.level[adventurer] = 2
        emit(
            st,
            "level_up",
            "ambitions.level_up",
            f"{name} goes up to Level II: its card turns over.",
            seat=seat,
            card=CARD_CODE[adventurer],
            level=2,
        )
        return None
    push_in_order(st, (LEVEL_THREE, st.scope))
    return None


def _choose_level3(st: VentureForthState, o: Op) -> Result:
    options = {option("level3", L3_CODE[stack[-1]]): index for index, stack in enumerate(st.level3_stacks) if stack}
    name = CARD_NAME[st.scope["adventurer"]]
    return ask(
        st,
        "level3",
        f"{name} reaches Level III: choose one of the face-up Level III cards",
        "ambitions.level_up",
        options,
    )


def _take_level3(st: VentureForthState, o: Op) -> Result:
    stack = st.level3_stacks[st.env.pop("pick")]
    card = stack.pop()
    adventurer = st.scope["adventurer"]
    st.level[adventurer] = 3
    st.level3[adventurer] = card
    st.level_supply += 1
    emit(
        st,
        "level_up",
        "ambitions.level_up",
        f"{CARD_NAME[adventurer]} goes up to Level III: its Level II card returns to the supply and it takes "
        f"{L3_NAME[card]}.",
        seat=st.actor,
        card=CARD_CODE[adventurer],
        level=3,
        level3=L3_CODE[card],
    )
    return None


HANDLERS: dict[str, OpHandler] = {
    "ambitions": _ambitions,
    "choose_ambition": _choose_ambition,
    "take_ambition": _take_ambition,
    "choose_level3": _choose_level3,
    "take_level3": _take_level3,
}
