"""The flow of the game: setup (the Initiate choices), the turn (two Main Actions, Free
Actions), the end of a turn (return Home, tuck empty cards with their Relics), the last turns
and the end of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.effects import STOP, Choice, Op, OpHandler, push
from .moves import (
    Result,
    activate,
    ask,
    emit,
    leave_hand,
    option,
    put_in_play,
    seat_name,
    trash_card,
    tuck_card,
)
from .programs import (
    END_TURN,
    FREE_ACTION,
    INITIATE_ONE,
    ONE_TIME,
    RELICS,
    TUCK_FROM_PLAY,
    TUCK_LOOP,
    TURN_LOOP,
    WILDER_TRASH,
)
from .tables import CARD_CODE, CARD_COST, CARD_KIND, CARD_NAME, CARD_SPECIES, CARD_SUPPLY

if TYPE_CHECKING:
    from .rules import WildVentureState


def _setup_initiates(st: WildVentureState, o: Op) -> Result:
    second = st.first_player
    first = 1 - second
    push(st, INITIATE_ONE, {"seat": second})
    push(st, INITIATE_ONE, {"seat": first})
    return None


def _choose_initiate(st: WildVentureState, o: Op) -> Result:
    st.actor = st.scope["seat"]
    options = {f"initiate {CARD_CODE[c]}": c for c in st.initiates}
    return ask(st, "initiate", "Choose your Initiate Villager (and its Adventurer)", "setup.initiate", options)


def _take_initiate(st: WildVentureState, o: Op) -> Result:
    card = st.env.pop("pick")
    seat = st.actor
    st.initiates.remove(card)
    st.villagers[seat].append(card)
    st.supply[card] = CARD_SUPPLY[card]
    st.species[seat] = CARD_SPECIES[card]
    emit(
        st,
        "initiate",
        "setup.initiate",
        f"{seat_name(seat)} chooses {CARD_NAME[card]} and the {CARD_SPECIES[card].title()} Adventurer.",
        seat=seat,
        card=CARD_CODE[card],
    )
    if len(st.initiates) == 1:
        left = st.initiates.pop()
        st.trash.append(left)
        emit(
            st,
            "trash",
            "setup.initiate",
            f"The unchosen {CARD_NAME[left]} goes face up to the Trash.",
            card=CARD_CODE[left],
        )
    return None


def _setup_wilder_trash(st: WildVentureState, o: Op) -> Result:
    """An Even Wilder Venture: once both Initiates are chosen, the player who chose first (the one
    who does not start) trashes 3, then the starting player; this order is our reading
    (docs/reconstructions.md, A Wild Venture: readings)."""
    if not st.options["even_wilder"]:
        return None
    second = st.first_player
    for seat in (second, 1 - second):
        push(st, WILDER_TRASH, {"seat": seat})
    return None


def _set_actor(st: WildVentureState, o: Op) -> Result:
    st.actor = st.scope["seat"]
    return None


def _begin_play(st: WildVentureState, o: Op) -> Result:
    start_turn(st, st.first_player)
    return None


def start_turn(st: WildVentureState, seat: int) -> None:
    """Begin ``seat``'s turn: two Main Actions, no card used yet."""
    st.active = st.actor = seat
    st.turn += 1
    st.main_left = 2
    st.used_main = set()
    st.used_free = set()
    emit(st, "turn", "turn", f"Turn {st.turn}: {seat_name(seat)}.", seat=seat, turn=st.turn)
    if st.final_turns is not None:
        emit(st, "final_turn", "end.final_turn", f"This is {seat_name(seat)}'s final turn.", seat=seat)
    push(st, TURN_LOOP)


def turn_options(st: WildVentureState) -> dict[str, tuple[str, int | None]]:
    """The Main and Free Actions open to the active seat, and ``end`` once both Main Actions
    are spent."""
    seat = st.active
    options: dict[str, tuple[str, int | None]] = {}
    coins = st.coins[seat]
    if st.main_left:
        for card in sorted(set(st.hands[seat]), key=CARD_CODE.__getitem__):
            if CARD_COST[card] <= coins:
                options[option("play", CARD_CODE[card])] = ("play", card)
        for card in st.starters[seat]:
            if card not in st.used_main:
                options[option("activate", CARD_CODE[card])] = ("activate", card)
        for card in st.villagers[seat]:
            if card not in st.used_main and st.supply[card] > 0 and not FREE_ACTION[card]:
                options[option("activate", CARD_CODE[card])] = ("activate", card)
    for card in st.villagers[seat]:
        if FREE_ACTION[card] and card not in st.used_free and st.supply[card] > 0:
            options[option("free", CARD_CODE[card])] = ("free", card)
    if st.free_tokens[seat]:
        for card in st.buildings[seat]:
            if card not in st.enchanted:
                options[option("enchant", CARD_CODE[card])] = ("enchant", card)
    if not st.main_left:
        options[option("end")] = ("end", None)
    return options


def _choose_turn_action(st: WildVentureState, o: Op) -> Result:
    st.actor = st.active
    options = turn_options(st)
    if list(options) == ["end"]:
        st.env["pick"] = ("end", None)
        return None
    left = st.main_left
    prompt = f"{left} Main Action{'s' if left != 1 else ''} left" if left else "Free Actions, or end your turn"
    return Choice(st.active, "turn", prompt, "turn", options, "pick")


def _take_turn_action(st: WildVentureState, o: Op) -> Result:
    verb, card = st.env.pop("pick")
    seat = st.active
    if verb == "end":
        push(st, END_TURN)
        return None
    push(st, TURN_LOOP)
    if verb == "play":
        st.main_left -= 1
        st.coins[seat] -= CARD_COST[card]
        leave_hand(st, seat, card)
        put_in_play(st, card, f"paying {CARD_COST[card]}", "actions.play")
    elif verb == "activate":
        st.main_left -= 1
        st.used_main.add(card)
        activate(st, card, "actions.activate", remove_supply=CARD_KIND[card] == "villager")
    elif verb == "free":
        st.used_free.add(card)
        activate(st, card, "actions.free", remove_supply=True)
    else:
        enchant(st, card)
    return None


def enchant(st: WildVentureState, building: int) -> None:
    """Place an available Enchantment token on ``building``; resolve a one-time effect."""
    seat = st.actor
    token = st.free_tokens[seat].pop(0)
    st.enchanted[building] = token
    emit(
        st,
        "enchant",
        "actions.enchant",
        f"{seat_name(seat)} enchants {CARD_NAME[building]} with the {token} token.",
        seat=seat,
        card=CARD_CODE[building],
        token=token,
    )
    one_time = ONE_TIME[building]
    if one_time is not None:
        emit(
            st,
            "enchant_effect",
            "enchant.one_time",
            f"{CARD_NAME[building]}'s one-time Enchantment effect resolves.",
            seat=seat,
            card=CARD_CODE[building],
        )
        push(st, one_time, {"source": building, "subject": None})


def _return_home(st: WildVentureState, o: Op) -> Result:
    seat = st.active
    st.actor = seat
    if st.returning[seat]:
        st.returning[seat] = False
        st.position[seat] = "home"
        emit(st, "home", "turn.return_home", f"{seat_name(seat)}'s Adventurer returns Home from the chest.", seat=seat)
    return None


def empty_cards(st: WildVentureState, seat: int) -> list[int]:
    """The seat's Villager and Gear cards with no Supplies on them."""
    return [c for c in st.villagers[seat] + st.gear[seat] if st.supply[c] == 0]


def _tuck_empties(st: WildVentureState, o: Op) -> Result:
    push(st, TUCK_LOOP)
    return None


def _choose_empty(st: WildVentureState, o: Op) -> Result:
    empties = empty_cards(st, st.active)
    if not empties:
        return STOP
    if not any(CARD_KIND[c] == "gear" for c in empties):
        st.env["pick"] = empties[0]  # no Relic can change anything: the order does not matter
        return None
    options = {option("tuck", CARD_CODE[c]): c for c in empties}
    return ask(st, "tuck_order", "Tuck your empty cards one at a time: which next?", "turn.tuck", options)


def _tuck_empty(st: WildVentureState, o: Op) -> Result:
    card = st.env.pop("pick")
    push(st, TUCK_LOOP)
    push(st, TUCK_FROM_PLAY, {"source": card})
    relic = RELICS[card]
    if relic is not None:
        emit(
            st,
            "relic",
            "gear.relic",
            f"{CARD_NAME[card]} is empty: its Relic resolves before it is tucked.",
            seat=st.actor,
            card=CARD_CODE[card],
        )
        push(st, relic, {"source": card})
    return None


def _tuck_from_play(st: WildVentureState, o: Op) -> Result:
    card = st.scope["source"]
    seat = st.actor
    row = st.gear[seat] if CARD_KIND[card] == "gear" else st.villagers[seat]
    row.remove(card)
    del st.supply[card]
    tuck_card(st, card, "from play (it has no Supplies)", "turn.tuck")
    return None


def _finish_turn(st: WildVentureState, o: Op) -> Result:
    seat = st.active
    emit(st, "end_turn", "turn.end", f"{seat_name(seat)} ends the turn.", seat=seat)
    if st.final_turns is None and not st.deck:
        st.final_turns = 2
        emit(
            st,
            "deck_empty",
            "end.deck_empty",
            "The deck is empty: each player now takes one final turn.",
        )
    elif st.final_turns is not None:
        st.final_turns -= 1
        if st.final_turns == 0:
            end_game(st, seat)
            return None
    start_turn(st, 1 - seat)
    return None


def end_game(st: WildVentureState, last: int) -> None:
    """After the last turn: the other player tucks emptied Gear (no Relic), hands are trashed
    without triggers, and the game is scored."""
    other = 1 - last
    st.actor = other
    for card in [c for c in st.gear[other] if st.supply[c] == 0]:
        st.gear[other].remove(card)
        del st.supply[card]
        st.tucked[other].append(card)
        emit(
            st,
            "tuck",
            "end.opponent_gear",
            f"{seat_name(other)} tucks an emptied Gear card (no Relic at the end of the game).",
            seat=other,
        )
    for seat in (0, 1):
        st.actor = seat
        for card in list(st.hands[seat]):
            st.hands[seat].remove(card)
            trash_card(st, card, "from hand at the end of the game", "end.hands_trashed", triggers=False)
    st.known_hand = [set(), set()]
    st.over = True
    winners = st.winners()
    text = "The game is over. " + (
        f"Winner: {', '.join(seat_name(p) for p in winners)}." if winners else "The players share the victory."
    )
    emit(st, "game_over", "scoring", text, scores=st.scores(), winners=winners)


HANDLERS: dict[str, OpHandler] = {
    "setup_initiates": _setup_initiates,
    "choose_initiate": _choose_initiate,
    "take_initiate": _take_initiate,
    "setup_wilder_trash": _setup_wilder_trash,
    "set_actor": _set_actor,
    "begin_play": _begin_play,
    "choose_turn_action": _choose_turn_action,
    "take_turn_action": _take_turn_action,
    "return_home": _return_home,
    "tuck_empties": _tuck_empties,
    "choose_empty": _choose_empty,
    "tuck_empty": _tuck_empty,
    "tuck_from_play": _tuck_from_play,
    "finish_turn": _finish_turn,
}
