"""What action cards and talents do: the ops of their programs (see :mod:`.model` for the
vocabulary). Each reads its frame's scope: ``card`` (``None`` for a talent), ``player`` (who used
it; ``None`` for a card whose bulb is on), ``target``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.effects import STOP, Op, OpHandler
from ...core.moves import ask, emit, emit_private, seat_name
from ...core.words import counted
from .cards import CARDS, CODE
from .hands import card_of, discard, draw_cards, draw_one, leave_hand, take_into_hand
from .play import swap_options
from .text import card_words, code_words, lasting_words, mission_words, with_article

if TYPE_CHECKING:
    from .rules import VentureState

Result = Any


def _whose(state: VentureState) -> tuple[int, int]:
    """The card's player (its drawer when the bulb is on) and its target."""
    target = state.scope["target"]
    player = state.scope["player"]
    return (target if player is None else player), target


def draw(state: VentureState, o: Op) -> Result:
    """The target draws cards."""
    _, target = _whose(state)
    draw_cards(state, target, o.args["n"], "cards.effect" if state.scope["card"] is not None else "roles.talent")
    return None


def steal(state: VentureState, o: Op) -> Result:
    """The player takes random cards from the target's hand; only the two of them see which.
    Nobody else knows any more which cards are left in that hand."""
    player, target = _whose(state)
    for _ in range(o.args["n"]):
        hand = state.hands[target]
        if not hand:
            break
        card = hand[state.rng.below(len(hand))]
        leave_hand(state, target, card)
        state.shown[target].clear()
        take_into_hand(state, player, card, seen=False)
        emit_private(
            state,
            "steal",
            "cards.effect",
            f"{seat_name(player)} takes a random card from {seat_name(target)}'s hand.",
            f"{seat_name(player)} takes {card_words(card)} from {seat_name(target)}'s hand.",
            [player, target],
            seat=player,
            target=target,
            cards=[CODE[card]],
        )
    return None


def lose(state: VentureState, o: Op) -> Result:
    """The target discards random cards from their hand, face up."""
    _, target = _whose(state)
    for _ in range(o.args["n"]):
        hand = state.hands[target]
        if not hand:
            break
        card = hand[state.rng.below(len(hand))]
        leave_hand(state, target, card)
        discard(state, card)
        emit(
            state,
            "lose",
            "cards.effect",
            f"{seat_name(target)} discards {card_words(card)} at random.",
            seat=target,
            card=CODE[card],
        )
    return None


def choose_mission(state: VentureState, o: Op) -> Result:
    """The player picks one of the target's completed missions."""
    player, target = _whose(state)
    verb = o.args["verb"]
    options = {f"{verb} {m}": m for m in state.missions[target] if m in state.completed}
    if not options:
        what = card_words(state.scope["card"])
        text = f"{seat_name(target)} has no completed mission: {what} does nothing."
        emit(state, "no_effect", "cards.effect", text, seat=target)
    prompt = (
        f"Which completed mission of {seat_name(target)} to {'undo' if verb == 'undo' else 'take the instrument of'}?"
    )
    return ask(state, "mission", prompt, "cards.effect", options, owner=player)


def retract(state: VentureState, o: Op) -> Result:
    """The chosen mission is undone: its instrument goes to the discard pile."""
    _, target = _whose(state)
    mission = state.env["pick"]
    instrument = state.completed.pop(mission)
    discard(state, instrument)
    emit(
        state,
        "retract",
        "cards.effect",
        f"{seat_name(target)}'s {mission_words(mission)} is undone: its {card_words(instrument)} is discarded.",
        seat=target,
        mission=mission,
    )
    return None


def plagiarize(state: VentureState, o: Op) -> Result:
    """The player takes the instrument of the chosen mission into their hand: the mission is open again."""
    player, target = _whose(state)
    mission = state.env["pick"]
    instrument = state.completed.pop(mission)
    take_into_hand(state, player, instrument, seen=True)
    emit(
        state,
        "plagiarize",
        "cards.effect",
        f"{seat_name(player)} takes the {card_words(instrument)} of {seat_name(target)}'s {mission_words(mission)}: "
        "the mission is open again.",
        seat=player,
        target=target,
        mission=mission,
    )
    return None


def choose_swap(state: VentureState, o: Op) -> Result:
    """The target picks an instrument to give up and one of another type to take from the discard pile."""
    _, target = _whose(state)
    options = swap_options(state, target)
    return ask(
        state,
        "swap",
        "Which instrument to discard, and which to take?",
        "cards.effect",
        options,
        owner=target,
        secret=True,
    )


def swap_instrument(state: VentureState, o: Op) -> Result:
    """Discard the instrument given up, take the one chosen from the discard pile."""
    _, target = _whose(state)
    give, take = state.env["pick"]
    given = card_of(state, target, give)
    taken = next(card for card in reversed(state.discard) if CARDS[card].instrument == take)
    state.discard.remove(taken)
    leave_hand(state, target, given)
    discard(state, given)
    take_into_hand(state, target, taken, seen=True)
    emit(
        state,
        "swap",
        "cards.effect",
        f"{seat_name(target)} discards {with_article(card_words(given))} and takes "
        f"{with_article(card_words(taken))} from the discard pile.",
        seat=target,
        gave=CODE[given],
        took=CODE[taken],
    )
    return None


def reverse(state: VentureState, o: Op) -> Result:
    """The turn order turns the other way."""
    state.direction = -state.direction
    way = "clockwise" if state.direction == 1 else "counter-clockwise"
    emit(state, "reverse", "turn.order", f"The turn order turns around: play goes on {way}.")
    return None


def lasting(state: VentureState, o: Op) -> Result:
    """The card (or the talent) stays beside the target's role with its lasting effect."""
    _, target = _whose(state)
    card = state.scope["card"]
    kind = o.args["kind"]
    state.lasting[target].append((card, kind, False))
    what = card_words(card) if card is not None else "Field Immunity"
    emit(
        state,
        "lasting",
        "cards.long_term",
        f"{what} stays beside {seat_name(target)}'s role: {lasting_words(kind)}.",
        seat=target,
        lasting=kind,
        card=None if card is None else CODE[card],
    )
    return None


def cancel(state: VentureState, o: Op) -> Result:
    """The card answered (now the newest in play) will have no effect."""
    if not state.chain:
        return None
    card, player, target, _ = state.chain[-1]
    state.chain[-1] = (card, player, target, True)
    emit(state, "cancel", "cards.instant", f"Objection: {card_words(card)} will have no effect.", card=CODE[card])
    return None


def rebound(state: VentureState, o: Op) -> Result:
    """The card answered turns on its player: the one it was used on uses it on them instead."""
    if not state.chain:
        return None
    card, player, target, cancelled = state.chain[-1]
    state.chain[-1] = (card, target, player, cancelled)
    emit(
        state,
        "rebound",
        "cards.instant",
        f"Rebuttal: {card_words(card)} now works for {seat_name(target)} on {seat_name(player)}.",  # type: ignore[arg-type]
        card=CODE[card],
        target=player,
    )
    return None


# --- talents ---------------------------------------------------------------------------------


def look(state: VentureState, o: Op) -> Result:
    """Stargazing: the player looks at the top cards of the deck (only they see them)."""
    player, _ = _whose(state)
    for _ in range(o.args["n"]):
        card = draw_one(state)
        if card is None:
            break
        state.looking.append(card)
    emit_private(
        state,
        "look",
        "roles.talent",
        f"{seat_name(player)} looks at the top {counted(len(state.looking))} of the deck.",
        "You look at " + ", ".join(card_words(card) for card in state.looking) + ".",
        [player],
        seat=player,
        cards=[CODE[card] for card in state.looking],
    )
    return None if state.looking else STOP


def choose_keep(state: VentureState, o: Op) -> Result:
    """Stargazing: which card looked at to keep."""
    player, _ = _whose(state)
    options = {f"keep {CODE[card]}": card for card in state.looking}
    return ask(
        state, "keep", "Keep which card? The others are discarded.", "roles.talent", options, owner=player, secret=True
    )


def take_keep(state: VentureState, o: Op) -> Result:
    """Keep the chosen card; discard the others face up."""
    player, _ = _whose(state)
    kept = state.env["pick"]
    state.looking.remove(kept)
    take_into_hand(state, player, kept, seen=False)
    for card in state.looking:
        discard(state, card)
    thrown = ", ".join(card_words(card) for card in state.looking) or "nothing"
    emit(state, "keep", "roles.talent", f"{seat_name(player)} keeps one card and discards {thrown}.", seat=player)
    state.looking = []
    return None


def choose_from_discard(state: VentureState, o: Op) -> Result:
    """Distillation, Core Sample: which card of the kind to take from the discard pile (not the
    card just discarded for the talent)."""
    player, _ = _whose(state)
    instrument = o.args["kind"] == "instrument"
    options = {
        f"take {CODE[card]}": card
        for card in reversed(state.discard)
        if card != state.scope.get("spent") and (CARDS[card].instrument is not None) == instrument
    }
    kind = "instrument" if instrument else "action card"
    return ask(state, "take", f"Take which {kind} from the discard pile?", "roles.talent", options, owner=player)


def take_from_discard(state: VentureState, o: Op) -> Result:
    """Take the chosen card from the discard pile into the hand (every seat sees it go there)."""
    player, _ = _whose(state)
    card = state.env["pick"]
    state.discard.remove(card)
    take_into_hand(state, player, card, seen=True)
    emit(
        state,
        "take",
        "roles.talent",
        f"{seat_name(player)} takes {code_words(CODE[card])} from the discard pile.",
        seat=player,
        card=CODE[card],
    )
    return None


def dig(state: VentureState, o: Op) -> Result:
    """Breakthrough: turn up cards from the top of the deck until an instrument shows (or the deck
    is through); the player keeps the instrument, in everyone's sight, and the other cards turned
    up are discarded face up."""
    player, _ = _whose(state)
    turned: list[int] = []
    found = None
    while state.deck and found is None:
        card = state.deck.pop()
        if CARDS[card].instrument is None:
            turned.append(card)
        else:
            found = card
    for card in turned:
        discard(state, card)
    shown = ", ".join(card_words(card) for card in turned)
    if found is None:
        text = f"{seat_name(player)} turns up {shown or 'nothing'}: no instrument, and discards them all."
    else:
        take_into_hand(state, player, found, seen=True)
        instrument = with_article(card_words(found))
        text = f"{seat_name(player)} turns up {f'{shown} and then ' if turned else ''}{instrument}, and keeps it."
    emit(
        state,
        "dig",
        "roles.talent",
        text,
        seat=player,
        turned=[CODE[card] for card in turned],
        kept=None if found is None else CODE[found],
    )
    return None


HANDLERS: dict[str, OpHandler] = {
    "draw": draw,
    "steal": steal,
    "lose": lose,
    "choose_mission": choose_mission,
    "retract": retract,
    "plagiarize": plagiarize,
    "choose_swap": choose_swap,
    "swap_instrument": swap_instrument,
    "reverse": reverse,
    "lasting": lasting,
    "cancel": cancel,
    "rebound": rebound,
    "look": look,
    "choose_keep": choose_keep,
    "take_keep": take_keep,
    "choose_from_discard": choose_from_discard,
    "take_from_discard": take_from_discard,
    "dig": dig,
}
