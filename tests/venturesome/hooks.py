"""The conformance suite's hooks for Venturesome: card conservation and an independent leak
check (see ``tests/conformance_hooks.py``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import chain
from typing import Any

from conformance_hooks import Hooks, limits_tracker
from event_helpers import collect_codes

from venture_widgets.core.view import observe_event
from venture_widgets.games.venturesome.data import CARD_CODE, CARDS, CODES, THREATS


def venturesome_invariant(state: Any) -> None:
    """Card conservation: each of the 63 character cards in exactly one place, each of the 12
    threats in exactly one place; nobody out of the round holds cards; a pending Collector
    answer refers to a card in the answering hand (also after determinize)."""
    cards = sorted(chain(*state.hands, *state.expeditions, *state.treasures, state.deck, state.discard))
    assert cards == list(range(len(CARDS))), f"character cards not conserved: {_multiset_diff(cards, len(CARDS))}"
    threats = sorted(chain(state.threats, state.threat_deck, state.threat_discard))
    assert threats == list(range(len(THREATS))), f"threats not conserved: {_multiset_diff(threats, len(THREATS))}"
    assert len(state.threat_by) == len(state.threats)
    for seat in range(state.players):
        if not state.in_round[seat]:
            assert not state.hands[seat] and not state.expeditions[seat], f"seat {seat} left the round holding cards"
    choice = state.choice
    if choice is not None and choice.kind == "hand_card_to_return":  # the Collector's card is with its target
        target, given = state.env["target"], state.env["given_card"]
        assert choice.owner == target and given in state.hands[target], "the Collector's card is not with the target"


def _multiset_diff(items: list[int], size: int) -> str:
    counts = Counter(items)
    missing = [i for i in range(size) if counts[i] == 0]
    doubled = sorted(i for i, n in counts.items() if n > 1)
    stray = sorted(i for i in counts if not 0 <= i < size)
    return f"missing {missing}, more than once {doubled}, unknown {stray}"


class VenturesomeLeaks:
    """An independent check that observations leak no hidden card.

    It does not use the state's own ``known`` bookkeeping. Since the last deal, a seat may only
    see a card of another seat's hand, or of the deck, if it could know that card: the card was
    named in an event as that seat sees it (``observe_event``), or the seat held it itself (its
    own hand in an earlier observation: the Adventurer swaps whole hands without naming them).
    Cards are compared by kind code, as observations show them. Hand, treasure and deck counts
    must match the state for every viewer; a spectator sees no hand, no treasure before the end
    and nothing of the deck.
    """

    def __init__(self, state: Any) -> None:
        self.codes = CODES
        self.players = state.players
        self.seen: list[set[str]] = [set() for _ in range(self.players)]
        self.feed(state.opening_events)

    def feed(self, events: Iterable[dict[str, Any]]) -> None:
        for event in events:
            if event["type"] == "deal":
                self.seen = [set() for _ in range(self.players)]
            for seat in range(self.players):
                collect_codes(observe_event(event, seat), self.codes, self.seen[seat])

    def check(self, state: Any, observations: dict[int | None, dict[str, Any]]) -> None:
        hands = [[CARD_CODE[c] for c in hand] for hand in state.hands]
        expeditions = [[CARD_CODE[c] for c in expedition] for expedition in state.expeditions]
        treasure_counts = [len(pile) for pile in state.treasures]
        deck = [CARD_CODE[c] for c in reversed(state.deck)]  # top first
        for viewer, obs in observations.items():
            where = f"observation of seat {viewer}"
            assert obs["deck"]["count"] == len(deck), f"{where}: deck count"
            seen = self.seen[viewer] if viewer is not None else set()
            for p, view in enumerate(obs["seats"]):
                hand = view["hand"]
                assert view["hand_count"] == len(hand) == len(hands[p]), f"{where}: hand count of seat {p}"
                assert view["treasure_count"] == len(view["treasure"]) == treasure_counts[p], f"{where}: treasure"
                assert view["expedition"] == expeditions[p], f"{where}: expedition of seat {p}"
                if p == viewer:
                    assert sorted(hand) == sorted(hands[p]), f"{where}: own hand"
                    continue
                if not state.over:
                    assert not any(view["treasure"]), f"{where}: shows seat {p}'s treasure before the end"
                shown = [code for code in hand if code is not None]
                if shown:
                    assert not Counter(shown) - Counter(hands[p]), f"{where}: seat {p}'s hand does not hold {shown}"
                    leaked = [code for code in shown if code not in seen]
                    assert not leaked, f"{where}: seat {p}'s hand shows {leaked}, never shown to seat {viewer}"
            for item in obs["deck"]["known"]:
                code, from_top = item["card"], item["from_top"]
                assert deck[from_top] == code, f"{where}: deck card {item} is not there"
                assert code in seen, f"{where}: deck card {code} was never shown to seat {viewer}"
        for seat in range(self.players):  # from now on each seat has seen its current hand
            self.seen[seat].update(hands[seat])


HOOKS = Hooks(invariant=venturesome_invariant, leaks=VenturesomeLeaks, limits=limits_tracker("venturesome"))
