"""The ops of treasure abilities and Level III abilities (the vocabulary in :mod:`.model`).

A treasure's ability runs with the scope ``{"seat": <its owner>, "adventurer": None}``; a Level
III ability with the adventurer whose card it is, so ``will_here`` knows where the will goes.

A treasure is offered only when its ability would act (:mod:`.no_effect`). A Level III ability
runs whenever its trigger is met, so it may find nothing to act on: Hearth of Penelope's
``remove_despair`` with no despair then says so in the log (``no_despair``), as an empty draw
does for Defiance of Prometheus's ``sift``.

No ability leaves a hand bigger than it found it: the hand of five that Step 3 of Play a Card
restores after each play is the rulebook's, so ``sift`` discards as many cards as it draws.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.effects import Op, OpHandler, push_in_order
from .moves import (
    Result,
    ask,
    discard_from_hand,
    draw_cards,
    emit,
    gain_coins,
    gain_points,
    hand_options,
    option,
    plural,
    seat_name,
)
from .moves import add_will as put_will
from .programs import MOVE_ADJACENT, PLACE_WILL, REMOVE_DESPAIR, SIFT, UPRIGHT
from .tables import CARD_CODE, CARD_NAME

if TYPE_CHECKING:
    from .rules import VentureForthState

RULE = "treasure.ability"


def _rule(st: VentureForthState) -> str:
    """A Level III ability's events name the Level III rule, a treasure's the treasure rule."""
    return "level3.ability" if st.scope.get("adventurer") is not None else RULE


def _why(st: VentureForthState) -> str:
    adventurer = st.scope.get("adventurer")
    return "from a treasure's ability" if adventurer is None else f"from {CARD_NAME[adventurer]}'s Level III ability"


def _gain_coins(st: VentureForthState, o: Op) -> Result:
    gain_coins(st, st.actor, o.args["n"], _rule(st), _why(st))
    return None


def _gain_points(st: VentureForthState, o: Op) -> Result:
    gain_points(st, st.actor, o.args["n"], _rule(st), _why(st))
    return None


def _place_will(st: VentureForthState, o: Op) -> Result:
    scope = {"why": _why(st), "rule": _rule(st)}
    push_in_order(st, *[(PLACE_WILL, scope)] * o.args["n"])
    return None


def _will_here(st: VentureForthState, o: Op) -> Result:
    put_will(st, st.scope["adventurer"], o.args["n"], _rule(st), _why(st))
    return None


def _remove_despair(st: VentureForthState, o: Op) -> Result:
    scope = {"why": _why(st), "rule": _rule(st)}
    push_in_order(st, *[(REMOVE_DESPAIR, scope)] * o.args["n"])
    return None


def _choose_relief(st: VentureForthState, o: Op) -> Result:
    options = {option("relieve", CARD_CODE[a]): a for a in st.party[st.actor] if st.despair[a]}
    if not options:
        emit(st, "no_despair", st.scope["rule"], f"{seat_name(st.actor)} has no despair to remove.", seat=st.actor)
    return ask(st, "relieve", "Take a despair off which adventurer?", st.scope["rule"], options)


def _take_relief(st: VentureForthState, o: Op) -> Result:
    adventurer = st.env.pop("pick")
    st.despair[adventurer] -= 1
    emit(
        st,
        "relief",
        st.scope["rule"],
        f"A despair leaves {CARD_NAME[adventurer]} {st.scope['why']}.",
        seat=st.actor,
        card=CARD_CODE[adventurer],
    )
    return None


def _boost(st: VentureForthState, o: Op) -> Result:
    st.boost += o.args["n"]
    emit(
        st,
        "boost",
        _rule(st),
        f"{seat_name(st.actor)}'s party has {o.args['n']} more power in this turn's encounters.",
        seat=st.actor,
        count=o.args["n"],
    )
    return None


def _move_adjacent(st: VentureForthState, o: Op) -> Result:
    push_in_order(st, (MOVE_ADJACENT, {"rule": _rule(st), "why": _why(st)}))
    return None


def _choose_adjacent(st: VentureForthState, o: Op) -> Result:
    here = st.position[st.actor]
    ends = sorted({path.other_end(here) for path in st.board.paths_at[here]})  # type: ignore[index, arg-type]
    options = {option("move", site): site for site in ends}
    return ask(st, "move", "Move your pawn to which site next to it?", st.scope["rule"], options)


def _sift(st: VentureForthState, o: Op) -> Result:
    """Draw ``n`` encounter cards, then discard as many as were drawn, one at a time."""
    rule = _rule(st)
    drawn = draw_cards(st, st.actor, o.args["n"], rule)
    push_in_order(st, *((SIFT, {"rule": rule, "left": left}) for left in range(drawn, 0, -1)))
    return None


def _choose_sift(st: VentureForthState, o: Op) -> Result:
    """Which card of the hand to discard: asked even with one card, as the hand is secret."""
    prompt = f"Discard a card from your hand ({plural(st.scope['left'], 'card')} to discard)"
    return ask(st, "sift", prompt, st.scope["rule"], hand_options(st, st.actor, "discard"), secret=True)


def _take_sift(st: VentureForthState, o: Op) -> Result:
    discard_from_hand(st, st.actor, st.env.pop("pick"), st.scope["rule"])
    return None


def _upright(st: VentureForthState, o: Op) -> Result:
    push_in_order(st, (UPRIGHT, {"rule": _rule(st)}))
    return None


def _choose_upright(st: VentureForthState, o: Op) -> Result:
    options = {option("upright", space): space for space, card in sorted(st.spaces.items()) if card in st.wandering}
    return ask(st, "upright", "Turn which wandering card upright?", st.scope["rule"], options)


def _take_upright(st: VentureForthState, o: Op) -> Result:
    space = st.env.pop("pick")
    card = st.spaces[space]
    st.wandering.discard(card)
    emit(
        st,
        "upright",
        st.scope["rule"],
        f"{CARD_NAME[card]} turns upright again.",
        seat=st.actor,
        card=CARD_CODE[card],
        space=space,
    )
    return None


HANDLERS: dict[str, OpHandler] = {
    "gain_coins": _gain_coins,
    "gain_points": _gain_points,
    "place_will": _place_will,
    "will_here": _will_here,
    "remove_despair": _remove_despair,
    "choose_relief": _choose_relief,
    "take_relief": _take_relief,
    "boost": _boost,
    "move_adjacent": _move_adjacent,
    "choose_adjacent": _choose_adjacent,
    "sift": _sift,
    "choose_sift": _choose_sift,
    "take_sift": _take_sift,
    "upright": _upright,
    "choose_upright": _choose_upright,
    "take_upright": _take_upright,
}
