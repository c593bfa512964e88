"""What a seat sees (``observe``), plain-words actions (``describe``) and ``determinize``.

Hidden information is decided here and nowhere else:

- a hand is seen by its owner; the others see its count and the cards every seat saw go into it
  (a card drawn face up in Phase 1 and kept, a card taken from the discard pile), until a card is
  taken from it at random;
- the deck's order is seen by nobody; the cards a Stargazing looks at only by its player;
- everything else is public: the roles, the missions and the instruments on them, the cards
  beside each role, the discard pile, the cards in play, whose decision it is.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...core.effects import Choice, ask_again
from ...core.moves import seat_name
from ...core.view import decision_view
from .cards import CODE, MISSION_BY_NUMBER, ROLE_BY_ID
from .text import card_words, code_words, mission_words, with_article

if TYPE_CHECKING:
    from .rules import VentureState


def _codes(cards: list[int]) -> list[str]:
    return [CODE[card] for card in cards]


def observe(st: VentureState, seat: int | None) -> dict[str, Any]:
    """The observation of ``seat`` (``None``: a spectator)."""
    players = []
    for other in range(st.players):
        role = ROLE_BY_ID[st.roles[other]]
        hand: dict[str, Any] = {"count": len(st.hands[other]), "known": sorted(CODE[card] for card in st.shown[other])}
        if other == seat:
            hand["cards"] = _codes(st.hands[other])
        players.append(
            {
                "seat": other,
                "role": role.id,
                "missions": [
                    {
                        "number": m,
                        "colour": MISSION_BY_NUMBER[m].colour,
                        "instrument": MISSION_BY_NUMBER[m].instrument,
                        "completed": m in st.completed,
                    }
                    for m in st.missions[other]
                ],
                "completed": st.completed_count(other),
                "lasting": [
                    {"card": None if card is None else CODE[card], "kind": kind, "spent": spent}
                    for card, kind, spent in st.lasting[other]
                ],
                "hand": hand,
            }
        )
    return {  # the header every game's view starts with, then Venture (2019)'s own keys
        "game": "venture_2019",
        "seat": seat,
        "current_player": st.current_player,
        "decision": decision_view(st.choice),
        "is_over": st.over,
        "outcome": st.outcome() if st.over else None,
        "players": st.players,
        "phase": st.phase,
        "turn": st.turn,
        "active": st.active,
        "first_player": st.first_player,
        "direction": st.direction,
        "actions_left": st.actions_left if st.phase == "actions" else None,
        "talent_used": st.talent_used,
        "seats": players,
        "deck": len(st.deck),
        "discard": _codes(st.discard),
        "face_up": None if st.face_up is None else CODE[st.face_up],
        "chain": [
            {"card": CODE[card], "player": player, "target": target, "cancelled": cancelled}
            for card, player, target, cancelled in st.chain
        ],
        "resolving": None if st.resolving is None else CODE[st.resolving],
        "asking": list(st.window),
        "looking": _codes(st.looking) if seat is not None and seat == st.actor and st.looking else [],
        "hand_limit": st.hand_limit,
    }


def describe(st: VentureState, action: str) -> str:
    """Plain words for a legal action of the current decision, from its kind and the value the
    action binds (never from the action's text)."""
    choice: Choice = st.choice  # type: ignore[assignment]
    value, kind = choice.options[action], choice.kind
    if kind in ("first_use", "action"):
        if value[0] == "keep":
            return f"Keep {card_words(st.face_up)} in your hand"  # type: ignore[arg-type]
        if value[0] == "done":
            return "End your actions"
        if value[0] == "talent":
            role = ROLE_BY_ID[st.roles[choice.owner]]
            return f"Discard {code_words(CODE[value[1]])} to activate {role.talent}"
        _, card, target = value
        on = "" if target is None else f" on {'yourself' if target == choice.owner else seat_name(target)}"
        return f"Play {code_words(CODE[card])}{on}"
    if kind == "answer":
        if value is None:
            return "Pass: do not answer"
        card, target = value
        on = "" if target is None else f" on {'yourself' if target == choice.owner else seat_name(target)}"
        return f"Answer with {code_words(CODE[card])}{on}"
    if kind == "mission":
        return f"Choose {mission_words(value)}"
    if kind == "swap":
        return (
            f"Discard {with_article(value[0].title())} and take {with_article(value[1].title())} from the discard pile"
        )
    if kind == "keep":
        return f"Keep {code_words(CODE[value])}"
    if kind == "take":
        return f"Take {code_words(CODE[value])} from the discard pile"
    if kind == "complete":
        if value is None:
            return "Complete no mission this turn"
        return f"Complete {mission_words(value)} with {with_article(MISSION_BY_NUMBER[value].instrument.title())}"
    return f"Discard {code_words(value)}"


#: Deals tried before a determinized world keeps the hand of the seat deciding as it is.
DEALS = 20


def determinize(st: VentureState, seat: int, rng: random.Random) -> VentureState:
    """A copy in which what ``seat`` cannot see is dealt again at random: the deck and the cards of
    the other hands that nobody saw go there, keeping every count (and the cards another seat
    looks at, when ``seat`` is not looking).

    Another seat's pending decision is asked again in the new deal. A deal in which it has no
    answer (a Eureka's player must hold an instrument to swap) is dealt again; after
    :data:`DEALS` tries, that seat's hand is left as it is."""
    owner = None if st.choice is None else st.choice.owner
    for attempt in range(DEALS + 1):
        new = st.clone()
        keep = (seat,) if attempt < DEALS else (seat, owner)
        _deal(new, keep, rng)
        if owner is None or owner == seat:
            return new
        try:
            new.choice = ask_again(new)
        except RuntimeError:
            continue
        return new
    raise AssertionError("the last deal keeps the deciding seat's hand, so its decision stands")


def _deal(new: VentureState, keep: tuple[int | None, ...], rng: random.Random) -> None:
    """Deal the deck and the unseen cards of the hands not in ``keep`` again at random."""
    others = [other for other in range(new.players) if other not in keep]
    hidden = {other: [card for card in new.hands[other] if card not in new.shown[other]] for other in others}
    pool = sorted([*new.deck, *(card for cards in hidden.values() for card in cards)])
    looking = [] if new.actor in keep else sorted(new.looking)
    pool += looking
    rng.shuffle(pool)
    for other in others:
        kept = [card for card in new.hands[other] if card in new.shown[other]]
        new.hands[other] = kept + [pool.pop() for _ in hidden[other]]
    if looking:
        new.looking = [pool.pop() for _ in looking]
    new.deck = pool
    new.rng.state = rng.getrandbits(64)
