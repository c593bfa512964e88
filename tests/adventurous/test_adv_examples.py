"""Adventurous: the rulebook's worked examples, replayed from
:mod:`venture_widgets.games.adventurous.examples` (the same data the tutorials replay), with legal
actions only.

The generic tests, shared with every game, check each example's legal actions on the way, its
facts at the end, the order of the rules applied and its record (``tests/test_examples.py``);
here, the placements each example shows refused, and the named tests check the rulebook's numbers
from the engine's state.
"""

from __future__ import annotations

from collections import Counter

import pytest

from venture_widgets import load_game
from venture_widgets.games.adventurous.cards import CARD_BY_NUMBER
from venture_widgets.games.adventurous.examples import BY_NAME, REFUSED, replay
from venture_widgets.games.adventurous.rules import DIFFICULTIES
from venture_widgets.games.adventurous.ship import SHIP

GAME = load_game("adventurous")


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_the_placements_an_example_refuses_are_explained_by_their_rule(name: str) -> None:
    example = BY_NAME[name]
    after, refused = REFUSED[name]
    state = GAME.scenario(example.spec)
    for action in example.actions[:after]:
        state.apply(action)
    for action, (rule, reason) in refused.items():
        assert action not in state.legal_actions()
        why = state.explain(action)
        assert (why.legal, why.rule, why.reason) == (False, rule, reason)


def test_marvel_13_covers_three_encounters_and_a_fin_and_a_serpent() -> None:
    """Marvel Placement Rules: "3 + fin serpent" is five encounters, a fin and a serpent among them."""
    cost = CARD_BY_NUMBER[13].marvel.cost
    assert (cost.any, cost.required, cost.total) == (3, ("fin", "serpent"), 5)
    state, _ = replay(BY_NAME["marvel_cost"])
    under = Counter(BY_NAME["marvel_cost"].facts["covered"]["13"])
    assert sum(under.values()) == 5 and under["fin"] >= 1 and under["serpent"] >= 1
    assert state.placed[-1] == (13, "marvel", 4, -1, 90)
    # the map shows five fins, over their threshold; the marvel brings them back within it
    before = GAME.scenario(BY_NAME["marvel_cost"].spec).observe(0)["counts"]["fin"]
    assert before == SHIP.thresholds["fin"] + 1 and state.observe(0)["counts"]["fin"] <= SHIP.thresholds["fin"]


def test_five_fins_score_nothing_where_four_scored_eight() -> None:
    """Encounter Thresholds: fin 4; with five fins visible at the end, fins score no points (and
    only the fins: every other type is within its threshold, so it scores in full)."""
    example = BY_NAME["five_fins"]
    before = GAME.scenario(example.spec)
    assert before.observe(0)["counts"]["fin"] == SHIP.thresholds["fin"] == 4
    assert before.scores()[0]["fin"] == 8
    state, _ = replay(example)
    counts, sheet = state.observe(0)["counts"], state.scores()[0]
    assert state.is_over and counts["fin"] == 5 and sheet["fin"] == 0
    within = ("serpent", "trident")
    assert all(counts[kind] <= SHIP.thresholds[kind] and sheet[kind] == 2 * counts[kind] for kind in within)


def test_a_completed_setup_has_the_decks_the_difficulty_asks_for() -> None:
    """Setup: Seasoned is two marvels of I, two of II, one of III; the other twelve cards make the map deck."""
    state, _ = replay(BY_NAME["completed_setup"])
    marvels = [*state.marvel_deck, state.active_marvel]
    levels = Counter(CARD_BY_NUMBER[card].marvel.difficulty for card in marvels)
    assert tuple(levels[d] for d in (1, 2, 3)) == DIFFICULTIES["seasoned"]
    assert len(state.map_deck) == 12 and not set(state.map_deck) & set(marvels)
    assert state.observe(0)["ship"]["side"] == "journey" and state.placed == []
