"""The fast lists of legal placements agree with the reference check, rule by rule (Map Card
Placement Rules, Marvel Placement Rules, Journey Effects).

``legal_actions`` lists placements from :func:`map_placements` and :func:`marvel_placements`;
``explain`` names the first rule broken by :func:`map_problem` and :func:`marvel_problem`. On the
maps of seeded random games, at every placement decision, each fast list is exactly the set of
placements the reference finds nothing wrong with, over every anchor from 5 spaces left of and
above the map to 5 right of and below it and every orientation, without journey effects and
with each one; and the path a fast placement leaves is the visible path the reference walks.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any, cast

import pytest

from venture_widgets import load_game
from venture_widgets.games.adventurous.cards import CARD_BY_NUMBER
from venture_widgets.games.adventurous.geometry import LANDSCAPE, ORIENTATIONS
from venture_widgets.games.adventurous.placement import (
    laid_over,
    map_placements,
    map_problem,
    marvel_placements,
    marvel_problem,
    walk,
)
from venture_widgets.games.adventurous.rules import AdventurousState

GAME = load_game("adventurous")
SEEDS = range(12)
MARGIN = 5  # anchors this far beyond the map on every side
#: the journey effects a placement rule reads (the first only changes how Explore draws)
EFFECTS: list[tuple[str, ...]] = [(), ("portrait_only",), ("spare_encounters",)]


def _box(state: Any) -> Iterator[tuple[int, int]]:
    """Every anchor from ``MARGIN`` spaces beyond the map's left and top to as far beyond its
    right and bottom."""
    xs = [x for x, _ in state.top]
    ys = [y for _, y in state.top]
    for y in range(min(ys) - MARGIN, max(ys) + MARGIN + 1):
        for x in range(min(xs) - MARGIN, max(xs) + MARGIN + 1):
            yield x, y


def _placement_decisions(seed: int) -> Iterator[AdventurousState]:
    """The positions of a seeded random game at which a card is to be placed."""
    players = 1 + seed % 4
    state = cast(AdventurousState, GAME.new_game(players=players, seed=seed, journey_effects=seed % 2 == 1))
    rng = random.Random(seed)
    while state.choice is not None:
        if state.choice.kind == "place":
            yield state
        state.apply(rng.choice(state.legal_actions()))


def _check_map(state: Any, card: int) -> int:
    """The fast list of ``card`` equals the placements without a problem, for every effect; the
    number of placements checked."""
    anchors = list(_box(state))
    for effects in EFFECTS:
        fast = map_placements(state, card, effects)
        slow = {
            (x, y, orientation)
            for x, y in anchors
            for orientation in ORIENTATIONS
            if map_problem(state, card, x, y, orientation, effects) is None
        }
        assert set(fast) == slow, (
            f"card {card}, effects {effects}: fast only {set(fast) - slow}, slow only {slow - set(fast)}"
        )
        for (x, y, orientation), path in fast.items():
            walked, problem = walk(laid_over(state, card, x, y, orientation))
            assert problem is None and walked == path, f"card {card} at {x},{y} {orientation}: path {path} != {walked}"
    assert map_placements(state, card, ("top_only",)) == map_placements(state, card, ()), f"card {card}, top_only"
    return len(anchors) * len(ORIENTATIONS) * len(EFFECTS)


def _check_marvel(state: Any, card: int) -> None:
    """The fast list of ``card``'s marvel side equals the landscape placements without a problem;
    a marvel in portrait is refused by the landscape rule."""
    anchors = list(_box(state))
    slow = [(x, y, LANDSCAPE) for x, y in anchors if marvel_problem(state, card, x, y) is None]
    assert sorted(marvel_placements(state, card)) == sorted(slow), f"marvel {card}"
    for x, y in anchors[:: len(anchors) // 7]:
        problem = marvel_problem(state, card, x, y, 0)
        assert problem is not None and problem[0] == "marvel.landscape", problem


@pytest.mark.parametrize("seed", SEEDS)
def test_the_fast_placements_are_those_the_reference_allows(seed: int) -> None:
    checked = decisions = 0
    for state in _placement_decisions(seed):
        decisions += 1
        for card in state.drawn:
            checked += _check_map(state, card)
        # the game's marvels, and one more marvel side in turn (all seventeen over the decisions)
        marvels = {card for card, side, *_ in state.placed if side == "marvel"} | set(state.marvel_deck)
        marvels |= {
            (seed + decisions) % len(CARD_BY_NUMBER) + 1,
            *([state.active_marvel] if state.active_marvel else []),
        }
        for card in sorted(marvels):
            _check_marvel(state, card)
    assert decisions and checked, f"seed {seed}: no placement decision"
