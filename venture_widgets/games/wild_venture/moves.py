"""The moves every part of A Wild Venture's rules makes: events, decisions, cards moving
between zones, triggers, activation.

Choices follow one pattern: a ``choose_*`` op returns a :class:`~venture_widgets.core.effects.Choice`
(or, when only one answer is possible, binds it at once with :func:`ask`), and the op after it
acts on ``env["pick"]`` before anything else runs. An effect that cannot apply returns
``STOP``, which skips the rest of its small frame: "as much as possible".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.effects import Op, OpHandler, OpResult, push
from ...core.moves import ask as ask
from ...core.moves import emit as emit
from ...core.moves import emit_private as emit_private
from ...core.moves import option as option
from ...core.moves import seat_name as seat_name
from .boards import TOKEN_REWARDS
from .model import STARTER_OF
from .programs import (
    CARD_PROGRAMS,
    RESOLVE_TRIGGERS,
    TRIGGERS,
    UPGRADED,
)
from .tables import CARD_CODE, CARD_KIND, CARD_NAME, CARD_SPECIES, CARD_SUPPLY

if TYPE_CHECKING:
    from .rules import WildVentureState

Result = OpResult


def owned_enchantments(st: WildVentureState, seat: int) -> set[str]:
    """Every enchantment token type the seat has, in its area or on its buildings."""
    return set(st.free_tokens[seat]) | {st.enchanted[b] for b in st.buildings[seat] if b in st.enchanted}


def draw_cards(st: WildVentureState, n: int, rule: str) -> int:
    """Move up to ``n`` cards from the top of the deck into the actor's hand."""
    seat = st.actor
    drawn = []
    for _ in range(min(n, len(st.deck))):
        card = st.deck.pop()
        st.hands[seat].append(card)
        drawn.append(card)
        other = 1 - seat
        if card in st.known_deck[other]:
            st.known_deck[other].discard(card)
            st.known_hand[other].add(card)
        st.known_deck[seat].discard(card)
    if drawn:
        names = ", ".join(CARD_NAME[c] for c in drawn)
        emit_private(
            st,
            "draw",
            rule,
            f"{seat_name(seat)} draws {len(drawn)} card{'s' if len(drawn) > 1 else ''}.",
            f"You draw {names}.",
            [seat],
            seat=seat,
            count=len(drawn),
            cards=[CARD_CODE[c] for c in drawn],
        )
    elif n:
        emit(st, "draw", rule, f"The deck is empty: {seat_name(seat)} draws nothing.", seat=seat, count=0)
    return len(drawn)


def leave_hand(st: WildVentureState, seat: int, card: int) -> None:
    """Take ``card`` out of ``seat``'s hand (it becomes public or is tucked)."""
    st.hands[seat].remove(card)
    st.known_hand[1 - seat].discard(card)


def tuck_card(st: WildVentureState, card: int, how: str, rule: str) -> None:
    """Put ``card`` face down under the actor's score card and set off "tuck" triggers."""
    seat = st.actor
    st.tucked[seat].append(card)
    no_memory = st.options["no_memory"]
    public = f"{seat_name(seat)} tucks a card {how}."
    if no_memory:
        emit_private(
            st,
            "tuck",
            rule,
            public,
            f"You tuck {CARD_NAME[card]} {how} (face up: No Memory variant).",
            [seat],
            seat=seat,
            cards=[CARD_CODE[card]],
        )
    else:
        emit(st, "tuck", rule, public, seat=seat)
    fire(st, "tuck", card)


def trash_card(st: WildVentureState, card: int, how: str, rule: str, triggers: bool = True) -> None:
    """Put ``card`` face up on top of the trash pile (public) and set off "trash" triggers."""
    st.trash.append(card)
    emit(
        st,
        "trash",
        rule,
        f"{seat_name(st.actor)} trashes {CARD_NAME[card]} {how}.",
        seat=st.actor,
        card=CARD_CODE[card],
    )
    if triggers:
        fire(st, "trash", card)


def put_in_play(st: WildVentureState, card: int, how: str, rule: str) -> None:
    """Place ``card`` in its row with its Supply Value and set off "play" triggers."""
    seat = st.actor
    kind = CARD_KIND[card]
    row = {"villager": st.villagers, "gear": st.gear, "building": st.buildings}[kind][seat]
    row.append(card)
    st.supply[card] = CARD_SUPPLY[card] if kind != "building" else 0
    supplies = f" with {st.supply[card]} Supplies" if kind != "building" else ""
    emit(
        st,
        "play",
        rule,
        f"{seat_name(seat)} plays {CARD_NAME[card]} ({kind}) {how}{supplies}.",
        seat=seat,
        card=CARD_CODE[card],
    )
    fire(st, "play", card)


def gain_coins(st: WildVentureState, n: int, rule: str, batch: list[int] | None = None) -> None:
    """The actor takes ``n`` coins from the reserve; its "gain" triggers fire now, or join
    ``batch`` when other triggers go off at the same moment."""
    if n <= 0:
        return
    st.coins[st.actor] += n
    emit(st, "gain", rule, f"{seat_name(st.actor)} gains {n} coin{'s' if n > 1 else ''}.", seat=st.actor, n=n)
    hits = triggered(st, "gain", None)
    if batch is None:
        push_triggers(st, hits, None)
    else:
        batch += hits


def fire(st: WildVentureState, event: str, card: int | None, reward: str | None = None) -> None:
    """Push the resolution of every card that ``event`` triggers (ordered by the actor when
    there are several)."""
    push_triggers(st, triggered(st, event, card, reward), card)


def triggered(st: WildVentureState, event: str, card: int | None, reward: str | None = None) -> list[int]:
    """Every Gear card (either player's, with a Supply) and every Building of the actor whose
    condition ``event`` meets. ``card`` is the card the event happened to; it never triggers
    itself."""
    kind = CARD_KIND[card] if card is not None else None
    species = CARD_SPECIES[card] if card is not None else None
    hits = []
    for seat in (0, 1):
        for g in st.gear[seat]:
            trigger = TRIGGERS[g]
            if g != card and st.supply[g] > 0 and trigger is not None and trigger.matches(event, kind, species, reward):
                hits.append(g)
    for b in st.buildings[st.actor]:
        trigger = TRIGGERS[b]
        if b != card and trigger is not None and trigger.matches(event, kind, species, reward):
            hits.append(b)
    return hits


def push_triggers(st: WildVentureState, hits: list[int], subject: int | None) -> None:
    """Resolve the triggered cards next; the actor orders them when there are several."""
    if hits:
        push(st, RESOLVE_TRIGGERS, {"pending": tuple(hits), "subject": subject})


def activate(st: WildVentureState, card: int, rule: str, remove_supply: bool) -> None:
    """Activate ``card``: remove a Supply if a Main or Free Action does it, resolve the
    effects in order, and first let "activate" triggers interrupt."""
    seat = st.actor
    how = ""
    if remove_supply:
        st.supply[card] -= 1
        how = f", removing 1 Supply ({st.supply[card]} left)"
    elif rule == "effects.activate":
        how = " by an effect (no Supply removed)"
    program = CARD_PROGRAMS[card]
    if CARD_KIND[card] == "starter" and CARD_SPECIES[card] in st.upgraded[seat]:
        program = UPGRADED[card] or ()
    emit(st, "activate", rule, f"{seat_name(seat)} activates {CARD_NAME[card]}{how}.", seat=seat, card=CARD_CODE[card])
    push(st, program, {"source": card})
    fire(st, "activate", card)


def starter_card(st: WildVentureState, seat: int, species: str) -> int:
    """The seat's starter card of ``species``."""
    code = STARTER_OF[species]
    return next(c for c in st.starters[seat] if CARD_CODE[c] == code)


def current_reward(st: WildVentureState, space_id: str) -> tuple[str, object] | None:
    """The reward of a space as it is now: in this kit a token on it takes the place of the printed
    reward (docs/reconstructions.md, A Wild Venture: readings)."""
    token = st.board_tokens.get(space_id)
    if token is not None:
        return TOKEN_REWARDS[token]
    return st.board.by_id[space_id].reward


def _sub(st: WildVentureState, o: Op) -> Result:
    push(st, o.args["program"], st.scope)
    return None


HANDLERS: dict[str, OpHandler] = {
    "sub": _sub,
}
