"""Moving cards: drawing (the deck made again from the discard pile when it runs out), hands,
the discard pile, and the cards beside a role (protection and the other lasting effects).

What every seat has seen in a hand (a card drawn face up and kept, a card taken from the discard
pile) is kept in ``state.shown``, so ``observe`` can show it and ``determinize`` keep it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.moves import emit, emit_private, seat_name
from ...core.words import counted
from .cards import CARDS, CODE
from .text import card_words

if TYPE_CHECKING:
    from .rules import VentureState

#: The lasting effects that protect their player.
PROTECTIONS = ("shield", "protect")


def reshuffle(state: VentureState) -> bool:
    """Make a new deck of the discard pile, shuffled, when the deck has run out (Setup, last
    paragraph); ``False`` when there is nothing to shuffle."""
    if state.deck or not state.discard:
        return bool(state.deck)
    state.deck, state.discard = state.discard, []
    state.rng.shuffle(state.deck)
    emit(
        state,
        "reshuffle",
        "deck.reshuffle",
        f"The deck has run out: the discard pile ({counted(len(state.deck))}) is shuffled into a new deck.",
    )
    return True


def draw_one(state: VentureState) -> int | None:
    """The top card of the deck (made again first if it ran out), or ``None`` if there is none."""
    if not reshuffle(state):
        return None
    return state.deck.pop()


def draw_cards(state: VentureState, seat: int, count: int, rule: str, why: str = "") -> list[int]:
    """``seat`` draws ``count`` cards face down (as many as there are): only they see which."""
    drawn: list[int] = []
    for _ in range(count):
        card = draw_one(state)
        if card is None:
            break
        drawn.append(card)
        state.hands[seat].append(card)
    who = seat_name(seat)
    names = ", ".join(card_words(card) for card in drawn) or "nothing"
    emit_private(
        state,
        "draw",
        rule,
        f"{who} draws {counted(len(drawn))}{why}.",
        f"You draw {names}{why}.",
        [seat],
        seat=seat,
        count=len(drawn),
        cards=[CODE[card] for card in drawn],
    )
    return drawn


def take_into_hand(state: VentureState, seat: int, card: int, seen: bool) -> None:
    """Put ``card`` into ``seat``'s hand; ``seen`` when every seat saw it go there."""
    state.hands[seat].append(card)
    if seen:
        state.shown[seat].add(card)


def leave_hand(state: VentureState, seat: int, card: int) -> None:
    """Take ``card`` out of ``seat``'s hand. The others only see a card of its code leave: if a
    copy of that code was seen going in, it is no longer certain to be there, whichever copy
    left (else the seen copy would stay known and tell that the hand held another one)."""
    state.hands[seat].remove(card)
    shown = state.shown[seat]
    seen = card if card in shown else next((copy for copy in shown if CODE[copy] == CODE[card]), None)
    if seen is not None:
        shown.discard(seen)


def card_of(state: VentureState, seat: int, code: str) -> int:
    """A card of ``code`` in ``seat``'s hand (copies alike are one to the rules): the first one."""
    for card in state.hands[seat]:
        if CODE[card] == code:
            return card
    raise KeyError(code)


def hand_by_code(state: VentureState, seat: int) -> dict[str, int]:
    """The codes of ``seat``'s hand, each once in the order of the hand, with a card of that code
    (copies alike are one to the rules: the first one)."""
    found: dict[str, int] = {}
    for card in state.hands[seat]:
        found.setdefault(CODE[card], card)
    return found


def discard(state: VentureState, card: int) -> None:
    """Put ``card`` face up on the discard pile."""
    state.discard.append(card)


def instruments_in_hand(state: VentureState, seat: int) -> list[str]:
    """The types of instrument in ``seat``'s hand, each once."""
    return list(dict.fromkeys(kind for card in state.hands[seat] if (kind := CARDS[card].instrument) is not None))


def protection(state: VentureState, seat: int) -> str | None:
    """The lasting effect that protects ``seat`` now (a talent's shield first), or ``None``."""
    for kind in PROTECTIONS:
        if any(entry_kind == kind and not spent for _, entry_kind, spent in state.lasting[seat]):
            return kind
    return None


def stop_card(state: VentureState, card: int, target: int) -> None:
    """The protected ``target`` stops ``card``: it is discarded with no effect and used against
    nobody else; a Peer Review or Safety Goggles that stops it is spent (a shield is not)."""
    kind = protection(state, target)
    entries = state.lasting[target]
    by = "their Field Immunity"
    if kind == "protect":
        for index, (protector, entry_kind, spent) in enumerate(entries):
            if entry_kind == "protect" and not spent:
                entries[index] = (protector, entry_kind, True)
                by = f"their {card_words(protector)}" if protector is not None else "their protection"
                break
    discard(state, card)
    emit(
        state,
        "stopped",
        "cards.protected",
        f"{seat_name(target)} is protected by {by}: {card_words(card)} is discarded with no effect.",
        seat=target,
        card=CODE[card],
    )
