"""The conformance suite's hooks for Adventurous: conservation of the seventeen cards, a map that
is what its cards laid in order make, and an independent leak check (see
``tests/conformance_hooks.py``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import chain
from typing import Any

from conformance_hooks import Hooks, limits_tracker

from venture_widgets.games.adventurous.cards import CARD_BY_NUMBER
from venture_widgets.games.adventurous.geometry import SHAPES, footprint
from venture_widgets.games.adventurous.placement import walk
from venture_widgets.games.adventurous.rules import DIFFICULTIES, MARVELS
from venture_widgets.games.adventurous.ship import SHIP_TOP
from venture_widgets.games.adventurous.turn import EXPLORE_DRAWS


def _top_of(placed: list[tuple[int, str, int, int, int]]) -> dict[tuple[int, int], tuple[int, str]]:
    """What shows on the grid once ``placed`` is laid in order over the ship, computed here
    from the card data, not by the engine's laying."""
    top = dict(SHIP_TOP)
    for card, side, x, y, orientation in placed:
        if side == "map":
            top.update(((x + dx, y + dy), (card, code)) for (dx, dy), code in SHAPES[card][orientation].codes.items())
        else:
            top.update((space, (card, "M")) for space in footprint(x, y, orientation))
    return top


def adventurous_invariant(state: Any) -> None:
    """Each of the 17 cards in exactly one place; five marvels, those of the options; the map
    (what shows, the path) is what the cards laid in order make, the path one chain from the
    ship; the active marvel replaced while the marvel deck has one; at most two cards drawn."""
    placed_cards = [card for card, *_ in state.placed]
    active = [] if state.active_marvel is None else [state.active_marvel]
    every = Counter(chain(placed_cards, state.map_deck, state.marvel_deck, active, state.drawn, state.set_aside))
    assert sorted(every) == sorted(CARD_BY_NUMBER) and set(every.values()) == {1}, f"cards not conserved: {every}"
    marvels = [card for card, side, *_ in state.placed if side == "marvel"]
    assert state.marvels_placed() == len(marvels), f"{state.marvels_placed()} marvels placed, the map shows {marvels}"
    five = sorted([*marvels, *state.marvel_deck, *active])
    assert len(five) == MARVELS and five == sorted(state.options["marvels"] or five), f"the marvels are {five}"
    counts = Counter(CARD_BY_NUMBER[card].marvel.difficulty for card in [*marvels, *state.marvel_deck, *active])
    assert tuple(counts[d] for d in (1, 2, 3)) == DIFFICULTIES[state.options["difficulty"]], counts
    assert state.active_marvel is not None or not state.marvel_deck, "the marvel deck's top was not made active"
    assert len(state.drawn) <= EXPLORE_DRAWS, f"drawn: {state.drawn}"
    assert state.top == _top_of(state.placed), "what shows on the map is not what the cards laid make"
    path, problem = walk(state.top)
    assert problem is None and path == state.path, f"the path {state.path} is not the visible one: {problem}"
    assert not state.placed or state.placed[0][1] == "map", "a marvel laid before any map card"


class AdventurousLeaks:
    """An independent check that observations leak nothing hidden.

    Nothing is secret from one seat only: no event has a private part, and every seat sees the
    same table as a spectator (observations differ only in ``seat``). Of each deck only the
    count, the set of its cards (built in the open) and the top card show, never the order below
    the top. The check also holds the view to the state: the drawn cards, the map, the decks.
    """

    def __init__(self, state: Any) -> None:
        self.feed(state.opening_events)

    def feed(self, events: Iterable[dict[str, Any]]) -> None:
        for event in events:
            assert "private" not in event, f"an event with a private part: {event}"

    def check(self, state: Any, observations: dict[int | None, dict[str, Any]]) -> None:
        public = observations[None]
        for viewer, obs in observations.items():
            assert {**obs, "seat": None} == public, f"seat {viewer} sees another table than a spectator"
        for name, deck in (("map_deck", state.map_deck), ("marvel_deck", state.marvel_deck)):
            shown = public[name]
            assert set(shown) == {"count", "top", "cards"}, f"{name} shows {sorted(shown)}"
            assert shown == {"count": len(deck), "top": deck[-1] if deck else None, "cards": sorted(deck)}, name
        assert public["drawn"] == state.drawn and public["active_marvel"] == state.active_marvel
        assert public["placed"] == [
            {"card": card, "side": side, "x": x, "y": y, "orientation": o} for card, side, x, y, o in state.placed
        ]


#: the ship's sides and the difficulties, spread over the seeds: every combination in 8 seeds
SIDES = (False, True)
LEVELS = tuple(DIFFICULTIES)


def adventurous_options(seed: int) -> dict[str, Any]:
    """Both ship sides (with and without journey effects) and the four difficulties."""
    return {"journey_effects": SIDES[seed % 2], "difficulty": LEVELS[seed // 2 % len(LEVELS)]}


HOOKS = Hooks(
    invariant=adventurous_invariant,
    leaks=AdventurousLeaks,
    options=adventurous_options,
    limits=limits_tracker("adventurous"),
)
