"""Using an action card: whom it may be used on, putting it into play, the answers out of turn
and resolving what was played.

A card put into play goes on the *chain*, the cards in play not yet resolved, newest last. Then
every other seat, one at a time in turn order from the player's left, owns a decision: answer
with an instant card or pass (every seat is asked, whether or not it holds an instant, so being
asked tells nobody what a hand holds). An answer goes on the chain and opens a new round of
answers, which the seat that played the card answered may join. When everyone has passed, the
chain resolves newest first: the most recent card acts first, so an Objection cancels the card
below it before that card could act, and a chain of Objections leaves the first card standing
when their number is even (Action Cards: instant cards, our reading of "the most recent wins").

A card with the bulb on, drawn in Phase 1, takes effect on its drawer: nobody played it, so the
drawer is asked first and may protect themselves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.effects import Op, OpHandler, push, push_in_order
from ...core.moves import ask, emit, seat_name
from .cards import CARDS, CODE
from .hands import discard, hand_by_code, instruments_in_hand, leave_hand, protection, stop_card
from .model import Effect
from .programs import ANSWER, PLAY, RESOLVE, SETTLE
from .text import card_words

if TYPE_CHECKING:
    from .rules import VentureState

Result = Any
#: A card in play: (card, player or None for a bulb's card, target or None, cancelled).
Entry = tuple[int, int | None, int | None, bool]


def next_seat(state: VentureState, seat: int) -> int:
    """The seat after ``seat`` in the turn order now (it may turn the other way)."""
    return (seat + state.direction) % state.players


def answer_order(state: VentureState, first: int, include_first: bool) -> list[int]:
    """The seats asked to answer, in turn order: from ``first`` (asked only if ``include_first``)."""
    seats = []
    seat = first
    for _ in range(state.players):
        if seat != first or include_first:
            seats.append(seat)
        seat = next_seat(state, seat)
    return seats


def swap_options(state: VentureState, seat: int) -> dict[str, tuple[str, str]]:
    """Eureka's swaps: an instrument of ``seat``'s hand for one of another type in the discard pile."""
    offered = list(dict.fromkeys(kind for card in state.discard if (kind := CARDS[card].instrument) is not None))
    return {
        f"swap {give} {take}": (give, take)
        for give in instruments_in_hand(state, seat)
        for take in offered
        if take != give
    }


def target_problem(
    state: VentureState, effect: Effect, player: int, target: int | None, hand_known: bool = True
) -> str | None:
    """Why ``player`` may not use ``effect`` on ``target`` now, or ``None`` when they may. With
    ``hand_known`` false, only what every seat sees counts (the player's hand set aside)."""
    kind = effect.target
    if kind == "self" and target != player:
        return f"{effect.name} is used on yourself only"
    if kind == "other" and target == player:
        return f"{effect.name} is used on another player, not on yourself"
    first = effect.program[0].name
    if first in ("steal", "lose") and target is not None and not state.hands[target]:
        return f"{seat_name(target)} has no cards in hand"
    if (
        first == "choose_mission"
        and target is not None
        and not any(m in state.completed for m in state.missions[target])
    ):
        return f"{seat_name(target)} has completed no mission"
    if first == "choose_swap" and not (swap_options(state, player) if hand_known else _instruments_discarded(state)):
        return "Eureka needs an instrument in your hand and one of another type in the discard pile"
    return None


def _instruments_discarded(state: VentureState) -> bool:
    return any(CARDS[card].instrument is not None for card in state.discard)


def targets_of(state: VentureState, effect: Effect, player: int) -> list[int | None]:
    """The seats ``effect`` may name as its target (``[None]`` for a card used on the whole table)."""
    if effect.target == "table":
        return [None]
    if effect.target == "self":
        return [player]
    return [seat for seat in range(state.players) if not (effect.target == "other" and seat == player)]


def play_option(code: str, target: int | None) -> str:
    """The notation of using a card: ``play theft-chem 2`` (on Seat 2), ``play reversal-astro``.

    >>> play_option("theft-chem", 2), play_option("reversal-astro", None)
    ('play theft-chem 2', 'play reversal-astro')
    """
    return f"play {code}" if target is None else f"play {code} {target}"


def play_options(state: VentureState, player: int, card: int) -> dict[str, Any]:
    """Every legal use of ``card`` by ``player`` on their turn (an instant that only answers a
    card has none): action -> ``("play", card, target)``."""
    effect = CARDS[card].effect
    if effect is None or effect.target == "card":
        return {}
    return {
        play_option(CODE[card], target): ("play", card, target)
        for target in targets_of(state, effect, player)
        if target_problem(state, effect, player, target) is None
    }


def usable_for_all_they_know(state: VentureState, player: int, card: int) -> bool:
    """Whether ``player`` might use ``card`` now for all the other seats know: some target the
    public position allows, whatever the player's hand holds. Only a card no hand could make
    usable is kept without asking (Phase 1, bulb off), so the question tells nobody what the
    hand holds."""
    effect = CARDS[card].effect
    if effect is None or effect.target == "card":
        return False
    return any(
        target_problem(state, effect, player, target, hand_known=False) is None
        for target in targets_of(state, effect, player)
    )


def put_into_play(state: VentureState, card: int, player: int | None, target: int | None) -> None:
    """Start ``card``'s play: it goes on the chain and is answered (or stopped by protection)."""
    push(state, PLAY, {"card": card, "player": player, "target": target})


def _on_whom(target: int | None) -> str:
    return "" if target is None else f" on {seat_name(target)}"


def play_card(state: VentureState, o: Op) -> Result:
    """Put the card into play: against a protected player it is discarded at once with no
    effect; otherwise it waits on the chain for answers."""
    card, player, target = state.scope["card"], state.scope["player"], state.scope["target"]
    effect = CARDS[card].effect
    assert effect is not None
    name = card_words(card)
    if player is None:
        whom = "the whole table" if effect.target == "table" else seat_name(target)  # type: ignore[arg-type]
        text = f"The bulb is on: {name} takes effect on {whom}."
        emit(state, "bulb", "draw.bulb_on", text, seat=target, card=CODE[card])
    else:
        rule = "cards.instant" if effect.timing == "instant" else "cards.play"
        emit(
            state,
            "play",
            rule,
            f"{seat_name(player)} plays {name}{_on_whom(target)}.",
            seat=player,
            card=CODE[card],
            target=target,
        )
    if effect.harmful and target is not None and protection(state, target):
        stop_card(state, card, target)
        return None
    state.chain.append((card, player, target, False))
    first = target if player is None else player
    state.window = answer_order(state, first, include_first=player is None)  # type: ignore[arg-type]
    push(state, ANSWER)
    return None


def answers_for(state: VentureState, seat: int) -> dict[str, Any]:
    """The instants ``seat`` may answer the newest card in play with: action -> (card, target)."""
    _, player, target, _ = state.chain[-1]
    options: dict[str, Any] = {}
    for code, card in hand_by_code(state, seat).items():
        effect = CARDS[card].effect
        if effect is None or effect.timing != "instant":
            continue
        if effect.target == "card":
            if effect.answers == "any" or (player is not None and target is not None and target != player):
                options[f"answer {code}"] = (card, None)
        else:
            for whom in targets_of(state, effect, seat):
                options[f"answer {code} {whom}"] = (card, whom)
    return options


def answer_prompt(state: VentureState) -> str:
    """What the seat asked is answering: the newest card in play, who played it and on whom."""
    card, player, target, _ = state.chain[-1]
    who = "The bulb's" if player is None else f"{seat_name(player)}'s"
    return f"{who} {card_words(card)}{_on_whom(target)}: answer with an instant, or pass?"


def choose_answer(state: VentureState, o: Op) -> Result:
    """The next seat in line answers the newest card with an instant, or passes."""
    seat = state.window[0]
    options: dict[str, Any] = {"pass": None, **answers_for(state, seat)}
    return ask(state, "answer", answer_prompt(state), "cards.instant", options, owner=seat, secret=True)


def take_answer(state: VentureState, o: Op) -> Result:
    """A pass hands the question on (once all have passed, the chain resolves); an answer goes into play."""
    seat = state.window.pop(0)
    pick = state.env["pick"]
    if pick is None:
        emit(state, "pass", "cards.instant", f"{seat_name(seat)} does not answer.", seat=seat)
        push(state, ANSWER if state.window else RESOLVE)
        return None
    card, target = pick
    leave_hand(state, seat, card)
    state.window = []
    put_into_play(state, card, seat, target)
    return None


def resolve_top(state: VentureState, o: Op) -> Result:
    """Resolve the newest card in play: cancelled, stopped by protection, or its effect."""
    card, player, target, cancelled = state.chain.pop()
    effect = CARDS[card].effect
    assert effect is not None
    if state.chain:
        push(state, RESOLVE)  # the older cards resolve after this one
    if cancelled:
        discard(state, card)
        emit(
            state, "cancelled", "cards.instant", f"{card_words(card)} has no effect: it was answered.", card=CODE[card]
        )
        return None
    if effect.harmful and target is not None and protection(state, target):
        stop_card(state, card, target)
        return None
    scope = {"card": card, "player": player, "target": target}
    state.resolving = card
    emit(
        state,
        "resolve",
        "cards.resolve",
        f"{card_words(card)} takes effect{_on_whom(target)}.",
        card=CODE[card],
        target=target,
    )
    push_in_order(state, (effect.program, scope), (SETTLE, scope))
    return None


def settle(state: VentureState, o: Op) -> Result:
    """A resolved card goes to the discard pile, unless it stays beside a role (long-term)."""
    card = state.scope["card"]
    state.resolving = None
    effect = CARDS[card].effect
    if effect is not None and effect.lasting is None:
        discard(state, card)
    return None


HANDLERS: dict[str, OpHandler] = {
    "play_card": play_card,
    "choose_answer": choose_answer,
    "take_answer": take_answer,
    "resolve_top": resolve_top,
    "settle": settle,
}
