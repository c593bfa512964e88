"""The moves every part of Venture Forth's rules makes: events, decisions, cards and tokens
moving between zones, will and despair on adventurers.

Choices follow one pattern: a ``choose_*`` op returns a
:class:`~venture_widgets.core.effects.Choice` (or, when only one answer is possible, binds it at
once with :func:`ask`), and the ``take_*`` op after it acts on ``env["pick"]`` before anything
else runs. An effect that cannot apply returns ``STOP``, which skips the rest of its small frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.effects import OpResult
from ...core.moves import ask as ask
from ...core.moves import emit as emit
from ...core.moves import emit_private as emit_private
from ...core.moves import option as option
from ...core.moves import seat_name as seat_name
from ...core.words import counted
from .tables import CARD_CODE, CARD_NAME, TREASURE_CODE, TREASURE_NAME
from .text import token_text
from .tokens import EXPLORE_TOKENS

if TYPE_CHECKING:
    from .rules import VentureForthState

Result = OpResult


def plural(n: int, word: str) -> str:
    """``n`` and the word, with an ``s`` unless ``n`` is 1.

    >>> plural(1, "will"), plural(2, "coin"), plural(0, "despair")
    ('1 will', '2 coins', '0 despair')
    """
    return counted(n, word, word if word in ("will", "despair") else "")


def card_names(cards: list[int]) -> str:
    """The names of encounter cards, joined in words."""
    return ", ".join(CARD_NAME[c] for c in cards)


def draw_cards(st: VentureForthState, seat: int, n: int, rule: str) -> int:
    """Draw up to ``n`` encounter cards into ``seat``'s hand; an empty deck is made again from the
    shuffled discard pile first (rulebook: Step 3: Draw One Card). Returns how many were drawn."""
    drawn: list[int] = []
    for _ in range(n):
        if not st.deck and st.discard:
            st.deck = st.discard
            st.discard = []
            st.rng.shuffle(st.deck)
            emit(st, "reshuffle", rule, "The deck is empty: the discard pile is shuffled into a new deck.")
        if not st.deck:
            break
        card = st.deck.pop()
        st.hands[seat].append(card)
        drawn.append(card)
    if drawn:
        emit_private(
            st,
            "draw",
            rule,
            f"{seat_name(seat)} draws {plural(len(drawn), 'card')}.",
            f"You draw {card_names(drawn)}.",
            [seat],
            seat=seat,
            count=len(drawn),
            cards=[CARD_CODE[c] for c in drawn],
        )
    elif n:
        emit(st, "draw", rule, f"No cards are left to draw: {seat_name(seat)} draws nothing.", seat=seat, count=0)
    return len(drawn)


def add_will(st: VentureForthState, adventurer: int, n: int, rule: str, why: str) -> None:
    """Put ``n`` will on ``adventurer`` (the supply of will is unlimited)."""
    st.will[adventurer] += n
    owner = st.owner[adventurer]
    emit(
        st,
        "will",
        rule,
        f"{plural(n, 'will')} on {seat_name(owner)}'s {CARD_NAME[adventurer]} {why}.",
        seat=owner,
        card=CARD_CODE[adventurer],
        count=n,
    )


def add_despair(st: VentureForthState, adventurer: int, rule: str, why: str) -> None:
    """Put one despair on ``adventurer``."""
    st.despair[adventurer] += 1
    owner = st.owner[adventurer]
    emit(
        st,
        "despair",
        rule,
        f"A despair on {seat_name(owner)}'s {CARD_NAME[adventurer]} {why}.",
        seat=owner,
        card=CARD_CODE[adventurer],
    )


def gain_coins(st: VentureForthState, seat: int, n: int, rule: str, why: str) -> None:
    """``seat`` takes ``n`` coins from the supply."""
    st.coins[seat] += n
    emit(st, "coins", rule, f"{seat_name(seat)} takes {plural(n, 'coin')} {why}.", seat=seat, count=n)


def gain_points(st: VentureForthState, seat: int, n: int, rule: str, why: str) -> None:
    """``seat`` moves ``n`` points up the score track."""
    st.points[seat] += n
    emit(st, "points", rule, f"{seat_name(seat)} scores {plural(n, 'point')} {why}.", seat=seat, count=n)


def discard_card(st: VentureForthState, card: int) -> None:
    """Put an encounter card face up on the discard pile."""
    st.discard.append(card)
    st.wandering.discard(card)


def hand_options(st: VentureForthState, seat: int, verb: str) -> dict[str, int]:
    """One option per card of ``seat``'s hand, by its code: ``<verb> <code>``."""
    return {option(verb, CARD_CODE[c]): c for c in sorted(st.hands[seat], key=CARD_CODE.__getitem__)}


def discard_from_hand(st: VentureForthState, seat: int, card: int, rule: str) -> None:
    """``seat`` discards ``card`` from its hand face up, for everyone to see (as in Regroup)."""
    st.hands[seat].remove(card)
    discard_card(st, card)
    emit(st, "discard", rule, f"{seat_name(seat)} discards {CARD_NAME[card]}.", seat=seat, card=CARD_CODE[card])


def treasure_names(treasures: list[int]) -> str:
    """The names of treasure cards, joined in words."""
    return ", ".join(TREASURE_NAME[t] for t in treasures)


def treasure_codes(treasures: list[int]) -> list[str]:
    """The codes of treasure cards."""
    return [TREASURE_CODE[t] for t in treasures]


def join_party(st: VentureForthState, seat: int, card: int) -> None:
    """Put ``card`` in ``seat``'s party with a Level I card from the supply."""
    st.party[seat].append(card)
    st.owner[card] = seat
    st.will[card] = 0
    st.despair[card] = 0
    st.level[card] = 1
    st.level_supply -= 1


def token_words(token: int) -> str:
    """What an explore token gives, in words (without the last full stop)."""
    return token_text(EXPLORE_TOKENS[token]).rstrip(".")
