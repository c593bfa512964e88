"""The flow of a turn: the start (spent long-term cards discarded), Phase 1 (draw one card face
up), Phase 2 (up to two actions), Phase 3 (complete a mission), Phase 4 (draw two, discard down
to the hand limit), and the end of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.effects import STOP, Op, OpHandler, push, push_in_order
from ...core.moves import ask, emit, seat_name
from .cards import CARDS, CODE, HAND_SIZE, MISSION_BY_NUMBER, MISSIONS_EACH, ROLE_BY_ID
from .hands import card_of, discard, draw_cards, draw_one, hand_by_code, leave_hand, take_into_hand
from .model import SYMBOLS
from .play import next_seat, play_options, put_into_play, usable_for_all_they_know
from .programs import ACTION, DISCARD, FIRST_USE, MISSION, PLAY, TURN
from .text import card_words, mission_words, taking_hold, with_article

if TYPE_CHECKING:
    from .rules import Lasting, VentureState

Result = Any

#: Actions in Phase 2 and cards drawn in Phase 4 (The Game); Phase 3 asks for one mission.
ACTIONS = 2
REFILL = 2
#: The hand limit while a Funding Cut is beside the role (reconstructed).
CUT_LIMIT = 3
#: The cards a Lab Assistant's holder draws as their next Phase 2 begins (reconstructed).
ASSISTANT_DRAW = 2


def use_lasting(state: VentureState, seat: int, kinds: tuple[str, ...]) -> list[str]:
    """Spend ``seat``'s active lasting effects of ``kinds`` (their moment has come): their kinds."""
    used = []
    entries = state.lasting[seat]
    for index, (card, kind, spent) in enumerate(entries):
        if kind in kinds and not spent:
            entries[index] = (card, kind, True)
            used.append(kind)
    return used


def start_turn(state: VentureState, o: Op) -> Result:
    """Start the active seat's turn: first their spent long-term cards (and a talent's shield,
    which lasts until now) are discarded."""
    seat = state.actor = state.active
    state.turn += 1
    state.phase = "start"
    state.talent_used = False
    emit(state, "turn", "turn", f"{seat_name(seat)}'s turn begins.", seat=seat)
    kept: list[Lasting] = []
    for card, kind, spent in state.lasting[seat]:
        if spent or kind == "shield":
            if card is not None:
                discard(state, card)
            what = card_words(card) if card is not None else "Field Immunity"
            emit(
                state,
                "expire",
                "turn.discard_spent",
                f"{seat_name(seat)}'s {what} has run its course and is discarded.",
                seat=seat,
            )
        else:
            kept.append((card, kind, spent))
    state.lasting[seat] = kept
    return None


def draw_face_up(state: VentureState, o: Op) -> Result:
    """Phase 1: draw one card face up. An instrument is kept; a card with the bulb on takes effect
    on the drawer; with the bulb off the drawer keeps it or plays it at once."""
    state.phase = "draw"
    seat = state.active
    card = draw_one(state)
    if card is None:
        emit(
            state,
            "draw",
            "draw",
            f"{seat_name(seat)} has no card to draw: the deck and the discard pile are empty.",
            seat=seat,
        )
        return None
    found = CARDS[card]
    emit(
        state,
        "draw_face_up",
        "draw",
        f"{seat_name(seat)} draws {card_words(card)} face up.",
        seat=seat,
        card=CODE[card],
    )
    if found.effect is None:
        take_into_hand(state, seat, card, seen=True)
        emit(
            state,
            "keep",
            "draw.instrument",
            f"{seat_name(seat)} keeps the {card_words(card)}.",
            seat=seat,
            card=CODE[card],
        )
    elif found.effect.bulb:
        put_into_play(state, card, None, seat)
    else:
        state.face_up = card
        push(state, FIRST_USE)
    return None


def choose_first_use(state: VentureState, o: Op) -> Result:
    """The bulb is off: keep the card, or play it at once on anyone (not one of the two actions).
    The question is asked whenever the card might be usable for all the other seats know, even
    if the drawer's hand rules every use out, so that being asked tells nothing of the hand."""
    card: int = state.face_up  # type: ignore[assignment]
    seat = state.active
    options: dict[str, Any] = {"keep": ("keep",), **play_options(state, seat, card)}
    secret = usable_for_all_they_know(state, seat, card)
    prompt = f"Keep {card_words(card)} or play it at once?"
    return ask(state, "first_use", prompt, "draw.bulb_off", options, secret=secret)


def take_first_use(state: VentureState, o: Op) -> Result:
    """Keep the card in hand (everyone saw it) or put it into play."""
    card, seat = state.face_up, state.active
    state.face_up = None
    pick = state.env["pick"]
    if pick[0] == "keep":
        take_into_hand(state, seat, card, seen=True)  # type: ignore[arg-type]
        emit(state, "keep", "draw.bulb_off", f"{seat_name(seat)} keeps {card_words(card)} in hand.", seat=seat)  # type: ignore[arg-type]
        return None
    put_into_play(state, card, seat, pick[2])  # type: ignore[arg-type]
    return None


def start_actions(state: VentureState, o: Op) -> Result:
    """Phase 2 begins: each Lab Assistant beside the role draws its cards, then up to two
    actions, none under an Inquisition. Nothing gives more than two."""
    state.phase = "actions"
    seat = state.active
    used = use_lasting(state, seat, ("no_actions", "early_draw"))
    for kind in used:
        emit(state, "lasting_used", "cards.long_term", f"{taking_hold(kind, seat)}.", seat=seat, lasting=kind)
        if kind == "early_draw":
            draw_cards(state, seat, ASSISTANT_DRAW, "cards.long_term")
    state.actions_left = 0 if "no_actions" in used else ACTIONS
    if state.actions_left:
        push(state, ACTION)
    return None


def talent_problem(state: VentureState, seat: int) -> str | None:
    """Why ``seat``'s talent cannot be activated now (beyond holding a card with its symbol)."""
    role = ROLE_BY_ID[state.roles[seat]]
    if state.talent_used:
        return "a talent is activated at most once per turn"
    first = role.program[0]
    if first.name == "choose_from_discard":
        instrument = first.args["kind"] == "instrument"
        if not any((CARDS[card].instrument is not None) == instrument for card in state.discard):
            return f"the discard pile holds no {'instrument' if instrument else 'action card'} to take"
    if first.name in ("look", "dig") and not state.deck and not state.discard:
        return "the deck and the discard pile are empty"
    return None


def talent_options(state: VentureState, seat: int) -> dict[str, Any]:
    """``talent <code>``: activate the talent by discarding a card of that code with the role's symbol."""
    if talent_problem(state, seat) is not None:
        return {}
    symbol = SYMBOLS[state.roles[seat]]
    options = {}
    for code, card in hand_by_code(state, seat).items():
        if CARDS[card].symbol == symbol:
            options[f"talent {code}"] = ("talent", card)
    return options


def action_options(state: VentureState, seat: int) -> dict[str, Any]:
    """Phase 2's options: use an action card of the hand, activate the talent, or stop."""
    options: dict[str, Any] = {}
    for card in hand_by_code(state, seat).values():
        options.update(play_options(state, seat, card))
    options.update(talent_options(state, seat))
    options["done"] = ("done",)
    return options


def choose_action(state: VentureState, o: Op) -> Result:
    """One action of Phase 2, or stop."""
    left = state.actions_left
    prompt = f"Phase 2: take an action ({left} left), or end your actions"
    return ask(state, "action", prompt, "actions", action_options(state, state.active), secret=True)


def take_action(state: VentureState, o: Op) -> Result:
    """Use the card or the talent; another action follows while any is left."""
    seat = state.active
    pick = state.env["pick"]
    if pick[0] == "done":
        emit(state, "done", "actions", f"{seat_name(seat)} ends their actions.", seat=seat)
        state.actions_left = 0
        return None
    state.actions_left -= 1
    card = pick[1]
    leave_hand(state, seat, card)
    again = (ACTION,) if state.actions_left else ()
    if pick[0] == "play":
        push_in_order(state, (PLAY, {"card": card, "player": seat, "target": pick[2]}), *again)
        return None
    state.talent_used = True
    discard(state, card)
    role = ROLE_BY_ID[state.roles[seat]]
    emit(
        state,
        "talent",
        "roles.talent",
        f"{seat_name(seat)} discards {card_words(card)} to activate the {role.name}'s talent, {role.talent}.",
        seat=seat,
        card=CODE[card],
    )
    push_in_order(state, (role.program, {"card": None, "player": seat, "target": seat, "spent": card}), *again)
    return None


def start_missions(state: VentureState, o: Op) -> Result:
    """Phase 3: one mission at most (nothing allows more), none under an Embargo."""
    state.phase = "missions"
    seat = state.active
    if use_lasting(state, seat, ("no_mission",)):
        emit(
            state,
            "lasting_used",
            "cards.long_term",
            f"{taking_hold('no_mission', seat)}.",
            seat=seat,
            lasting="no_mission",
        )
        return None
    push(state, MISSION)
    return None


def mission_options(state: VentureState, seat: int) -> dict[str, Any]:
    """``complete <n>`` for each open mission of ``seat`` with its instrument in hand, and ``skip``."""
    held = {CARDS[card].instrument for card in state.hands[seat]}
    options: dict[str, Any] = {
        f"complete {m}": m
        for m in state.missions[seat]
        if m not in state.completed and MISSION_BY_NUMBER[m].instrument in held
    }
    options["skip"] = None
    return options


def choose_complete(state: VentureState, o: Op) -> Result:
    """Complete a mission with a matching instrument, or skip."""
    return ask(
        state, "complete", "Phase 3: complete a mission?", "missions", mission_options(state, state.active), secret=True
    )


def take_complete(state: VentureState, o: Op) -> Result:
    """The instrument goes on the mission; a fourth mission ends the game at once."""
    seat = state.active
    mission = state.env["pick"]
    if mission is None:
        return None
    instrument = card_of(state, seat, MISSION_BY_NUMBER[mission].instrument)  # type: ignore[arg-type]
    leave_hand(state, seat, instrument)
    state.completed[mission] = instrument
    done = sum(m in state.completed for m in state.missions[seat])
    emit(
        state,
        "complete",
        "missions",
        f"{seat_name(seat)} completes {mission_words(mission)} with {with_article(card_words(instrument))} "
        f"({done} of {MISSIONS_EACH}).",
        seat=seat,
        mission=mission,
    )
    if done == MISSIONS_EACH:
        return finish(state, seat)
    return None


def refill(state: VentureState, o: Op) -> Result:
    """Phase 4: draw two cards face down, then discard down to the hand limit."""
    state.phase = "refill"
    seat = state.active
    draw_cards(state, seat, REFILL, "refill")
    limit = HAND_SIZE
    if use_lasting(state, seat, ("hand_limit",)):
        limit = CUT_LIMIT
        emit(
            state,
            "lasting_used",
            "cards.long_term",
            f"{taking_hold('hand_limit', seat)}.",
            seat=seat,
            lasting="hand_limit",
        )
    state.hand_limit = limit
    if len(state.hands[seat]) > limit:
        push(state, DISCARD)
    return None


def choose_discard(state: VentureState, o: Op) -> Result:
    """Discard one card (face up) while the hand is over the limit."""
    seat = state.active
    extra = len(state.hands[seat]) - state.hand_limit
    options = {f"discard {code}": code for code in hand_by_code(state, seat)}
    prompt = f"Phase 4: discard down to {state.hand_limit} cards ({extra} more)"
    return ask(state, "discard", prompt, "refill.limit", options, secret=True)


def take_discard(state: VentureState, o: Op) -> Result:
    """Discard the chosen card; go on while the hand is over the limit."""
    seat = state.active
    card = card_of(state, seat, state.env["pick"])
    leave_hand(state, seat, card)
    discard(state, card)
    emit(
        state, "discard", "refill.limit", f"{seat_name(seat)} discards {card_words(card)}.", seat=seat, card=CODE[card]
    )
    if len(state.hands[seat]) > state.hand_limit:
        push(state, DISCARD)
    return None


def end_turn(state: VentureState, o: Op) -> Result:
    """The next seat in the turn order (which a card may have turned around) takes its turn."""
    state.active = next_seat(state, state.active)
    push(state, TURN)
    return None


def finish(state: VentureState, seat: int) -> Result:
    """End the game at once: ``seat`` completed a fourth mission and wins the Nobel Prize."""
    state.over = True
    state.winner = seat
    state.phase = "over"
    state.frames.clear()
    emit(state, "end", "end", f"{seat_name(seat)} completes all four missions and wins the Nobel Prize!", seat=seat)
    return STOP


HANDLERS: dict[str, OpHandler] = {
    "start_turn": start_turn,
    "draw_face_up": draw_face_up,
    "choose_first_use": choose_first_use,
    "take_first_use": take_first_use,
    "start_actions": start_actions,
    "choose_action": choose_action,
    "take_action": take_action,
    "start_missions": start_missions,
    "choose_complete": choose_complete,
    "take_complete": take_complete,
    "refill": refill,
    "choose_discard": choose_discard,
    "take_discard": take_discard,
    "end_turn": end_turn,
}
