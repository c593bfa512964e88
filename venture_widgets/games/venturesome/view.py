"""What a seat sees (``observe``), plain-words actions (``describe``) and ``determinize``.

Hidden information is decided here and nowhere else. A seat sees its own hand and treasure
pile in full; of the other hands only the count and the cards it has seen go there (a card
it passed with the Collector, a hand it swapped away with the Adventurer, a card the Guide
took back); other treasure piles as counts until the game ends; the deck as a count plus the
cards it put at the bottom with the Professor. Expeditions, discard piles, threats and the
intimidation card are public.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...core.effects import ask_again
from ...core.view import decision_view
from .data import CARD_CHARACTER, CARD_CODE, CHARACTERS, THREATS, card_name
from .ops import playable, seat_name

if TYPE_CHECKING:
    from .rules import VenturesomeState


def _codes(cards: list[int]) -> list[str]:
    return [CARD_CODE[c] for c in cards]


def _hidden(cards: list[int], known: set[int]) -> list[str | None]:
    """Placeholders for unseen cards; the cards the viewer knows come first, sorted."""
    seen = sorted(c for c in cards if c in known)
    return _codes(seen) + [None] * (len(cards) - len(seen))


def observe(state: VenturesomeState, seat: int | None) -> dict[str, Any]:
    """The observation of ``seat`` (``None``: a spectator who sees only public things)."""
    known = state.known[seat] if seat is not None else set()
    over = state.over
    seats = []
    for p in range(state.players):
        own = p == seat
        threat = next((THREATS[t].id for t, by in zip(state.threats, state.threat_by, strict=True) if by == p), None)
        seats.append(
            {
                "seat": p,
                "in_round": state.in_round[p],
                "expedition": _codes(state.expeditions[p]),
                "hand": _codes(sorted(state.hands[p])) if own else _hidden(state.hands[p], known),
                "hand_count": len(state.hands[p]),
                "treasure": _codes(sorted(state.treasures[p])) if own or over else [None] * len(state.treasures[p]),
                "treasure_count": len(state.treasures[p]),
                "resolved_threat": threat,
            }
        )
    choice = state.choice
    decision = decision_view(choice)
    if (
        decision is not None
        and decision["kind"] == "hand_card_to_return"
        and seat in (decision["owner"], state.env["actor"])
    ):
        decision["received"] = CARD_CODE[state.env["given_card"]]
    return {  # the header every game's view starts with, then Venturesome's own keys
        "game": "venturesome",
        "seat": seat,
        "current_player": state.current_player,
        "decision": decision,
        "is_over": over,
        "outcome": state.outcome() if over else None,
        "players": state.players,
        "round": state.round,
        "turn": state.env.get("actor"),
        "seats": seats,
        "deck": {
            "count": len(state.deck),
            "known": [
                {"from_top": len(state.deck) - 1 - i, "card": CARD_CODE[c]}
                for i, c in enumerate(state.deck)
                if c in known
            ][::-1],
        },
        "discard": _codes(state.discard),
        "threats": [
            {"id": THREATS[t].id, "resolved_by": by} for t, by in zip(state.threats, state.threat_by, strict=True)
        ],
        "threat_deck": len(state.threat_deck),
        "threat_discard": [THREATS[t].id for t in state.threat_discard],
        "intimidated": state.intimidated,
    }


def describe(state: VenturesomeState, action: str) -> str:
    """Plain words for a legal action of the current decision."""
    choice = state.choice
    assert choice is not None
    value = choice.options[action]
    env = state.env
    kind = choice.kind
    if kind == "play":
        card, side = value
        where = (
            f"at the {side} end of your expedition" if state.expeditions[env["actor"]] else "into your empty expedition"
        )
        return f"Play {card_name(CARD_CODE[card])} {where}"
    if kind == "threat":
        threat = THREATS[state.threats[value]]
        return f"Resolve {threat.name}: {threat.text}"
    if kind == "own_card_not_played":
        card = CARD_CODE[state.expeditions[env["actor"]][value]]
        verb = "Take back" if choice.rule == "effects.guide" else "Give away"
        return f"{verb} {card_name(card)} (position {value + 1} of your expedition)"
    if kind == "other_player":
        what = "Swap hands with" if choice.rule == "effects.adventurer" else "Trade a card with"
        return f"{what} {seat_name(value)}"
    if kind == "hand_card":
        if choice.rule == "effects.professor":
            return f"Put {card_name(CARD_CODE[value])} at the bottom of the deck"
        return f"Give {card_name(CARD_CODE[value])} to {seat_name(env['target'])}"
    if kind == "hand_card_to_return":
        return f"Give {card_name(CARD_CODE[value])} back to {seat_name(env['actor'])}"
    if kind == "other_expedition_card":
        other, pos = value
        card = CARD_CODE[state.expeditions[other][pos]]
        return f"Take {seat_name(other)}'s {card_name(card)} (position {pos + 1}) in exchange"
    if kind == "intimidation_card":
        return f"Intimidate the {CHARACTERS[value].name}: nobody may play one from hand"
    if kind == "adjacent_pair":
        expedition = state.expeditions[env["actor"]]
        pair = " and ".join(card_name(CARD_CODE[expedition[i]]) for i in (value, value + 1))
        return f"Lose {pair} (positions {value + 1}-{value + 2})"
    raise AssertionError(f"no description for decision kind {kind!r}")  # pragma: no cover


REDEALS = 200


def _place(slots: list[tuple[list[int], int]], cards: list[int]) -> None:
    for (where, i), card in zip(slots, cards, strict=True):
        where[i] = card


def determinize(state: VenturesomeState, seat: int, rng: random.Random) -> VenturesomeState:
    """A copy where every card ``seat`` cannot see or know is dealt again at random.

    The unseen cards (other hands, other treasure piles before the end, the deck) keep their
    places' counts but are shuffled among those places; the threat deck is shuffled; the
    generator for future chance (Sandstorm, reshuffles) is reseeded. Cards the seat knows
    stay where they are. The observation of ``seat`` is unchanged.
    """
    new = state.clone()
    known = state.known[seat]
    slots: list[tuple[list[int], int]] = []
    for p in range(state.players):
        if p == seat:
            continue
        hand = new.hands[p]
        slots.extend((hand, i) for i, c in enumerate(hand) if c not in known)
        if not state.over:
            pile = new.treasures[p]
            slots.extend((pile, i) for i in range(len(pile)))
    slots.extend((new.deck, i) for i, c in enumerate(new.deck) if c not in known)
    old = [where[i] for where, i in slots]
    cards = sorted(old)  # sorted first: the result depends only on what the seat sees and on rng
    # The seat saw that the player to play was not stuck: a deal that leaves them no playable
    # card contradicts that, so it is dealt again (rejection sampling keeps the odds right).
    actor = new.choice.owner if new.choice is not None and new.choice.kind == "play" else seat
    for _ in range(REDEALS):
        rng.shuffle(cards)
        _place(slots, cards)
        if actor == seat or playable(new, actor):
            break
    else:  # so unlikely that the odds hardly matter: swap a playable card into the actor's hand
        slot = next(j for j, (where, _) in enumerate(slots) if where is new.hands[actor])
        banned = {CARD_CHARACTER[c] for c in new.expeditions[actor]} | {new.intimidated}
        good = next(j for j, c in enumerate(cards) if CARD_CHARACTER[c] not in banned)
        cards[slot], cards[good] = cards[good], cards[slot]
        _place(slots, cards)
    moved = dict(zip(old, cards, strict=True))
    for p, seen in enumerate(new.known):
        if p != seat:
            new.known[p] = {moved.get(c, c) for c in seen}
    for key in ("given_card", "returned_card", "bottom_card"):
        if key in new.env:
            new.env[key] = moved.get(new.env[key], new.env[key])
    new.threat_deck.sort()
    rng.shuffle(new.threat_deck)
    new.rng.state = rng.getrandbits(64)
    if new.choice is not None:
        new.choice = ask_again(new)  # its options may name cards that were dealt again
    return new
