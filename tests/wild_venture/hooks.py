"""The conformance suite's hooks for A Wild Venture: card conservation and an independent
leak check (see ``tests/conformance_hooks.py``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import chain
from typing import Any

from conformance_hooks import Hooks, limits_tracker
from event_helpers import collect_codes

from venture_widgets.core.view import observe_event
from venture_widgets.games.wild_venture.cards import CARDS
from venture_widgets.games.wild_venture.tables import CARD_CODE

ENCHANTMENT_TOKENS = 6


def wild_venture_invariant(state: Any) -> None:
    """Each card of the game (starters, initiates, the core deck and the theme deck in use) in
    exactly one place; supplies only on cards in play and never
    negative; enchantment tokens conserved, at most one of each type per player; coins never
    negative; considered and searched cards consistent."""
    places = chain(
        state.deck,
        state.trash,
        state.initiates,
        state.considering,
        *state.hands,
        *state.tucked,
        *state.starters,
        *state.villagers,
        *state.gear,
        *state.buildings,
    )
    cards = sorted(places)
    counts = Counter(cards)
    decks = {"starter", "initiate", "core", "academy", "tidings"}
    if not state.options["even_wilder"]:
        decks -= {"academy", "tidings"} - {state.options["theme"]}
    expected = [i for i, card in enumerate(CARDS) if card.deck in decks]
    assert cards == expected, (
        f"cards not conserved: missing {[i for i in expected if not counts[i]]}, "
        f"more than once {sorted(c for c, n in counts.items() if n > 1)}, not in this game {set(cards) - set(expected)}"
    )
    in_play = set(chain(*state.villagers, *state.gear, *state.buildings))
    assert set(state.supply) == in_play, "supplies must be exactly on the cards in play"
    assert all(n >= 0 for n in state.supply.values()), "a negative supply"
    assert set(state.enchanted) <= set(chain(*state.buildings)), "an enchantment token on a card that is no building"
    assert all(c >= 0 for c in state.coins), f"negative coins {state.coins}"
    on_board = sum(len(tokens) for tokens in state.board_enchant.values())
    held = sum(len(t) for t in state.free_tokens) + len(state.enchanted)
    assert on_board + held == ENCHANTMENT_TOKENS, f"enchantment tokens: {on_board} on the board + {held} held"
    for seat in (0, 1):
        owned = list(state.free_tokens[seat]) + [
            state.enchanted[b] for b in state.buildings[seat] if b in state.enchanted
        ]
        assert len(owned) == len(set(owned)), f"seat {seat} has two enchantment tokens of a type: {owned}"
        assert state.position[seat] in state.board.by_id, f"seat {seat} stands on no space"
    assert set(state.taken) <= set(state.trash), "a searched card is not in the trash"


class WildVentureLeaks:
    """An independent check that observations leak no hidden card.

    It ignores the state's own bookkeeping (``known_hand``, ``known_deck``): a seat may only
    see a card of the other hand, of the deck, or of the cards being considered if the card was
    named to it in an event (``observe_event``) or it held the card itself. Tucked cards are
    never shown before the end, except to their owner in the No Memory variant, and no event
    that a seat sees names a tucked card outside that variant.
    """

    def __init__(self, state: Any) -> None:
        self.codes = set(CARD_CODE)
        self.no_memory = state.options["no_memory"]
        self.seen: list[set[str]] = [set(), set()]
        self.feed(state.opening_events)

    def feed(self, events: Iterable[dict[str, Any]]) -> None:
        for event in events:
            for seat in (0, 1, None):
                seen = observe_event(event, seat)
                if event["type"] == "tuck" and not (self.no_memory and seat == event.get("seat")):
                    named: set[str] = set()
                    collect_codes({k: v for k, v in seen.items() if k != "text"}, self.codes, named)
                    assert not named, f"a tuck event names {named} to seat {seat}: {seen}"
                if seat is not None:
                    collect_codes(seen, self.codes, self.seen[seat])

    def check(self, state: Any, observations: dict[int | None, dict[str, Any]]) -> None:
        hands = [[CARD_CODE[c] for c in hand] for hand in state.hands]
        deck = [CARD_CODE[c] for c in reversed(state.deck)]  # top first
        for viewer, obs in observations.items():
            where = f"observation of seat {viewer}"
            assert obs["deck"]["count"] == len(deck), f"{where}: deck count"
            assert obs["trash"] == [CARD_CODE[c] for c in state.trash], f"{where}: the trash is public and ordered"
            seen = self.seen[viewer] if viewer is not None else set()
            if obs["considering"] is not None:
                assert viewer == state.actor, f"{where}: shows cards considered by seat {state.actor}"
            for p, view in enumerate(obs["seats"]):
                assert view["hand_count"] == len(hands[p]), f"{where}: hand count of seat {p}"
                assert view["tucked_count"] == len(state.tucked[p]), f"{where}: tucked count of seat {p}"
                if not state.over:
                    may_see = p == viewer and self.no_memory
                    assert (view["tucked"] is not None) == may_see, f"{where}: tucked cards of seat {p}"
                if p == viewer:
                    assert sorted(view["hand"]) == sorted(hands[p]), f"{where}: own hand"
                    continue
                if not state.over:
                    assert view["hand"] is None, f"{where}: shows seat {p}'s hand"
                shown = view["known_hand"]
                assert not Counter(shown) - Counter(hands[p]), f"{where}: seat {p}'s hand does not hold {shown}"
                leaked = [code for code in shown if code not in seen]
                assert not leaked, f"{where}: seat {p}'s hand shows {leaked}, never shown to seat {viewer}"
            for item in obs["deck"]["known"]:
                code, from_top = item["card"], item["from_top"]
                assert deck[from_top] == code, f"{where}: deck card {item} is not there"
                assert code in seen, f"{where}: deck card {code} was never shown to seat {viewer}"
        for seat in (0, 1):  # from now on each seat has seen its current hand
            self.seen[seat].update(hands[seat])


def wild_venture_options(seed: int) -> dict[str, Any]:
    """Both board sides, both theme decks and every variant, spread over the seeds."""
    return {
        "board": ("spring", "autumn")[seed % 2],
        "theme": ("academy", "tidings")[seed // 2 % 2],
        "no_memory": seed % 3 == 0,
        "even_wilder": seed % 5 == 0,
        "tiebreak": seed % 7 == 0,
    }


HOOKS = Hooks(
    invariant=wild_venture_invariant,
    leaks=WildVentureLeaks,
    options=wild_venture_options,
    limits=limits_tracker("wild_venture"),
)
