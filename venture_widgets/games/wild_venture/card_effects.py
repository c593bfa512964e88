"""Card Effects: Gain, Draw, Tuck, Trash, Invest, Consider, costs, adding Supplies,
activation by an effect, and Zero Waste's play from the Trash.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.effects import STOP, Choice, Op, OpHandler, push
from ...core.words import counted
from .moves import (
    Result,
    activate,
    ask,
    draw_cards,
    emit,
    emit_private,
    fire,
    gain_coins,
    leave_hand,
    put_in_play,
    seat_name,
    starter_card,
    trash_card,
    tuck_card,
)
from .programs import (
    CONSIDER_RETURN,
    TRASH_FOR_COST,
    TRASH_ONE,
    TUCK_ONE,
    consider_program,
)
from .tables import CARD_CODE, CARD_COST, CARD_NAME

if TYPE_CHECKING:
    from .rules import WildVentureState


def _gain(st: WildVentureState, o: Op) -> Result:
    gain_coins(st, o.args["n"], "effects.gain")
    return None


def _draw(st: WildVentureState, o: Op) -> Result:
    if draw_cards(st, o.args["n"], "effects.draw"):
        fire(st, "draw", None)
    return None


def _tuck_hand(st: WildVentureState, o: Op) -> Result:
    for _ in range(o.args["n"]):
        push(st, TUCK_ONE)
    return None


def _trash_hand(st: WildVentureState, o: Op) -> Result:
    for _ in range(o.args["n"]):
        push(st, TRASH_ONE)
    return None


def _choose_hand(st: WildVentureState, o: Op) -> Result:
    verb = o.args["verb"]
    hand = st.hands[st.actor]
    options = {f"{verb} {CARD_CODE[c]}": c for c in sorted(hand, key=CARD_CODE.__getitem__)}
    prompt = f"Choose a card from your hand to {verb} {o.args.get('why', '')}".rstrip()
    return ask(st, f"{verb}_hand", prompt, o.args.get("rule", f"effects.{verb}"), options)


def _trash_picked(st: WildVentureState, o: Op) -> Result:
    card = st.env.pop("pick")
    leave_hand(st, st.actor, card)
    trash_card(st, card, o.args.get("how", "from hand"), o.args.get("rule", "effects.trash"))
    return None


def _tuck_picked(st: WildVentureState, o: Op) -> Result:
    card = st.env.pop("pick")
    leave_hand(st, st.actor, card)
    tuck_card(st, card, "from hand", "effects.tuck")
    return None


def _invest(st: WildVentureState, o: Op) -> Result:
    building = st.scope["source"]
    most = min(o.args["n"], st.coins[st.actor])
    if most <= 0 or building not in st.buildings[st.actor]:
        return STOP
    options = {f"invest {k}": k for k in range(most, -1, -1)}
    return Choice(
        st.actor,
        "invest",
        f"Invest up to {counted(most, 'coin')} in {CARD_NAME[building]}",
        "effects.invest",
        options,
        "pick",
    )


def _invest_picked(st: WildVentureState, o: Op) -> Result:
    k = st.env.pop("pick")
    building = st.scope["source"]
    st.coins[st.actor] -= k
    st.supply[building] += k
    emit(
        st,
        "invest",
        "effects.invest",
        f"{seat_name(st.actor)} invests {k} coin{'s' if k != 1 else ''} in {CARD_NAME[building]} "
        f"({st.supply[building]} {'Supply' if st.supply[building] == 1 else 'Supplies'} on it).",
        seat=st.actor,
        card=CARD_CODE[building],
        n=k,
    )
    return None


def _consider(st: WildVentureState, o: Op) -> Result:
    seat = st.actor
    n = min(o.args["n"], len(st.deck))
    looked = [st.deck.pop() for _ in range(n)]
    for card in looked:
        for known in st.known_deck:
            known.discard(card)
    st.considering = looked
    names = ", ".join(CARD_NAME[c] for c in looked) or "nothing (the deck is empty)"
    emit_private(
        st,
        "consider",
        "effects.consider",
        f"{seat_name(seat)} considers the top {n} card{'s' if n != 1 else ''} of the deck in secret.",
        f"You consider {names}.",
        [seat],
        seat=seat,
        count=n,
        cards=[CARD_CODE[c] for c in looked],
    )
    push(st, consider_program(o.args["steps"]))
    return None


def _choose_considered(st: WildVentureState, o: Op) -> Result:
    verb = o.args["verb"]
    if not st.considering:  # fewer cards than the steps ask for: as much as possible
        st.env["pick"] = None
        return None
    options = {f"{verb} {CARD_CODE[c]}": c for c in sorted(st.considering, key=CARD_CODE.__getitem__)}
    return ask(st, f"consider_{verb}", f"Consider: choose a card to {verb}", "effects.consider", options)


def _take_considered(st: WildVentureState, o: Op) -> Result:
    card = st.env.pop("pick")
    if card is None:
        return None
    verb = o.args["verb"]
    seat = st.actor
    st.considering.remove(card)
    if verb == "draw":
        st.hands[seat].append(card)
        st.env["considered_drawn"] = True
        emit_private(
            st,
            "draw",
            "effects.consider",
            f"{seat_name(seat)} draws 1 of the considered cards.",
            f"You draw {CARD_NAME[card]}.",
            [seat],
            seat=seat,
            count=1,
            cards=[CARD_CODE[card]],
        )
    elif verb == "tuck":
        tuck_card(st, card, "from the considered cards", "effects.consider")
    else:
        trash_card(st, card, "from the considered cards", "effects.consider")
    return None


def _choose_return(st: WildVentureState, o: Op) -> Result:
    left = st.considering
    if not left:
        return STOP
    options = {f"top {CARD_CODE[c]}": c for c in sorted(left, key=CARD_CODE.__getitem__)}
    prompt = "Put the rest back on the deck one at a time: the last one you put back ends on top"
    return ask(st, "consider_return", prompt, "effects.consider", options)


def _take_return(st: WildVentureState, o: Op) -> Result:
    card = st.env.pop("pick")
    st.considering.remove(card)
    st.deck.append(card)
    st.known_deck[st.actor].add(card)
    if st.considering:
        push(st, CONSIDER_RETURN)
    else:
        emit(
            st,
            "return",
            "effects.consider",
            f"{seat_name(st.actor)} puts the remaining considered cards back on top of the deck.",
            seat=st.actor,
        )
    return None


def _add_supply(st: WildVentureState, o: Op) -> Result:
    options = {f"supply {CARD_CODE[c]}": c for c in st.villagers[st.actor]}
    return ask(st, "add_supply", "Choose one of your Villagers to add a Supply to", "effects.supply", options)


def _supply_picked(st: WildVentureState, o: Op) -> Result:
    card = st.env.pop("pick")
    st.supply[card] += o.args["n"]
    emit(
        st,
        "supply",
        "effects.supply",
        f"{seat_name(st.actor)} adds a Supply to {CARD_NAME[card]} ({st.supply[card]} now).",
        seat=st.actor,
        card=CARD_CODE[card],
    )
    return None


def _activate_villager(st: WildVentureState, o: Op) -> Result:
    options = {f"activate {CARD_CODE[c]}": c for c in st.villagers[st.actor]}
    return ask(st, "activate_villager", "Choose one of your Villagers to activate", "effects.activate", options)


def _villager_picked(st: WildVentureState, o: Op) -> Result:
    activate(st, st.env.pop("pick"), "effects.activate", remove_supply=False)
    return None


def _activate_starter(st: WildVentureState, o: Op) -> Result:
    card = starter_card(st, st.actor, o.args["species"])
    activate(st, card, "effects.activate", remove_supply=False)
    return None


def _pay(st: WildVentureState, o: Op) -> Result:
    seat = st.actor
    then = o.args["then"]
    coins, trash = o.args.get("coins", 0), o.args.get("trash", 0)
    if st.coins[seat] < coins or len(st.hands[seat]) < trash:
        emit(st, "skip", "effects.cost", f"{seat_name(seat)} cannot pay the cost: that effect is skipped.", seat=seat)
        return None
    push(st, then, st.scope)
    if coins:
        st.coins[seat] -= coins
        emit(st, "pay", "effects.cost", f"{seat_name(seat)} pays {coins} coin{'s' if coins > 1 else ''}.", seat=seat)
    for _ in range(trash):
        push(st, TRASH_FOR_COST)
    return None


def _play_subject(st: WildVentureState, o: Op) -> Result:
    card = st.scope["subject"]
    if card is None or card not in st.trash:
        return STOP
    if CARD_COST[card] > st.coins[st.actor]:
        emit(
            st,
            "skip",
            "buildings.trigger",
            f"{seat_name(st.actor)} cannot pay {CARD_COST[card]} for {CARD_NAME[card]}: it stays in the Trash.",
            seat=st.actor,
            card=CARD_CODE[card],
        )
        return STOP
    options = {f"play {CARD_CODE[card]}": card, "skip": None}
    return Choice(
        st.actor,
        "play_subject",
        f"Play {CARD_NAME[card]} from the Trash, paying its cost?",
        "buildings.trigger",
        options,
        "pick",
    )


def _subject_picked(st: WildVentureState, o: Op) -> Result:
    card = st.env.pop("pick")
    if card is not None:
        st.trash.remove(card)
        st.coins[st.actor] -= CARD_COST[card]
        put_in_play(st, card, f"from the Trash, paying {CARD_COST[card]}", "buildings.trigger")
    return None


def _considered_drawn(st: WildVentureState, o: Op) -> Result:
    if st.env.pop("considered_drawn", False):
        fire(st, "draw", None)
    return None


HANDLERS: dict[str, OpHandler] = {
    "gain": _gain,
    "draw": _draw,
    "tuck_hand": _tuck_hand,
    "trash_hand": _trash_hand,
    "choose_hand": _choose_hand,
    "trash_picked": _trash_picked,
    "tuck_picked": _tuck_picked,
    "invest": _invest,
    "invest_picked": _invest_picked,
    "consider": _consider,
    "choose_considered": _choose_considered,
    "take_considered": _take_considered,
    "choose_return": _choose_return,
    "take_return": _take_return,
    "add_supply": _add_supply,
    "supply_picked": _supply_picked,
    "activate_villager": _activate_villager,
    "villager_picked": _villager_picked,
    "activate_starter": _activate_starter,
    "pay": _pay,
    "play_subject": _play_subject,
    "subject_picked": _subject_picked,
    "considered_drawn": _considered_drawn,
}
