"""Venture Forth, rulebook section "Treasure Cards: Abilities" (rule id ``treasure.ability``), our
reading (docs/reconstructions.md, Venture Forth: readings): a treasure can be used only when its
ability would do something; one that would do nothing is not offered, and the table says why.

Each op of the treasures' vocabulary is covered: the four that can find nothing to act on
(``remove_despair``, ``upright``, ``sift``, ``boost``) are offered exactly when they can act, and
the other three (``gain_coins``, ``place_will``, ``move_adjacent``) always are.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from venture_forth_helpers import GAME, SMALL_DECK, despair, full_board, kind, legal, run, scenario, wandering

from venture_widgets.games.venture_forth.no_effect import NO_EFFECT
from venture_widgets.games.venture_forth.rules import VentureForthState
from venture_widgets.games.venture_forth.treasures import TREASURES

#: The ops of the vocabulary that always act: nothing can leave them without an effect.
ALWAYS_ACTS = frozenset({"gain_coins", "place_will", "move_adjacent"})
#: One treasure for each op.
BY_OP = {treasure.ability[0].name: treasure.code for treasure in reversed(TREASURES)}


def holding(treasure: str, party: list[Any] | None = None, **spec: Any) -> VentureForthState:
    """Seat 0 (the Archer at the Country unless ``party`` says) holds ``treasure``, at the start of
    its turn, on a table where nothing wanders, no path out of the Country is complete and no card
    is left to draw, unless ``spec`` says otherwise."""
    spec.setdefault("deck", [])
    seat0 = {"party": party or ["archer"], "site": "country", "treasures": [treasure]}
    return scenario(players=[seat0, {"party": [{"card": "poet", "despair": 2}], "site": "shore"}], **spec)


def use_reason(state: VentureForthState, treasure: str) -> str:
    """The text of the unavailable entry for using ``treasure``, checked against ``explain``."""
    action = f"use {treasure}"
    assert action not in state.legal_actions()
    (entry,) = [entry for entry in state.unavailable_actions() if entry["action"] == action]
    why = state.explain(action)
    assert (why.rule, why.text) == (entry["rule"], entry["text"]) and entry["rule"] == "treasure.ability"
    assert entry["target"] == {"zone": "treasures", "seat": 0, "card": treasure, "label": "Use"}
    return entry["text"]


def test_treasure_ability_vocabulary_is_sorted_into_always_acting_and_checked_ops() -> None:
    used = {o.name for treasure in TREASURES for o in treasure.ability}
    assert used == ALWAYS_ACTS | set(NO_EFFECT) and not ALWAYS_ACTS & set(NO_EFFECT)


def test_treasure_ability_that_always_acts_is_offered_on_a_bare_table() -> None:
    for op in sorted(ALWAYS_ACTS):
        state = holding(BY_OP[op])
        assert f"use {BY_OP[op]}" in legal(state), op


def test_treasure_ability_remove_despair_needs_a_despair_on_your_own_party() -> None:
    state = holding("laurel_of_delphi")  # only the other seat's Poet bears despair
    reason = use_reason(state, "laurel_of_delphi")
    assert "would do nothing" in reason and "none of your adventurers has a despair" in reason
    state = holding("laurel_of_delphi", party=["archer", {"card": "priestess", "despair": 1}])
    run(state, "use laurel_of_delphi")
    assert despair(state, "priestess") == 0 and kind(state) == "turn"


def test_treasure_ability_upright_needs_a_wandering_card() -> None:
    state = holding("star_map_of_atlas", board={"p1.1": "gorgon", "p6.1": "hoplite"})
    assert "no card on the board is wandering" in use_reason(state, "star_map_of_atlas")
    state = holding("star_map_of_atlas", board={"p1.1": "gorgon", "p6.1": {"card": "hoplite", "wandering": True}})
    run(state, "use star_map_of_atlas")  # the only wandering card: turned upright at once
    assert wandering(state) == [] and kind(state) == "turn"


def test_treasure_ability_sift_needs_a_card_to_draw() -> None:
    state = holding("owl_of_athena")
    assert "no card to draw" in use_reason(state, "owl_of_athena")
    state = holding("owl_of_athena", discard=["pearl_diver"])  # the discard pile makes a new deck
    run(state, "use owl_of_athena")
    assert kind(state) == "sift" and legal(state) == ["discard pearl_diver"]


@pytest.mark.parametrize(
    ("board", "words"),
    [
        ({}, "no path from Country is complete"),
        ({"p3.1": "hoplite", "p3.2": "priestess"}, "no enemy on a path you can venture along"),  # adventurers only
        ({"p3.1": "hoplite", "p3.2": "teumessian_fox"}, "than your party (2)"),  # power 2 against the Archer's 2
        ({"p4.1": "dragon", "p4.2": "lion", "p4.3": "sphinx"}, "no path from Country is complete"),  # not from here
    ],
    ids=["no_complete_path", "no_enemy", "no_stronger_enemy", "a_path_elsewhere"],
)
def test_treasure_ability_boost_needs_a_stronger_enemy_on_a_path_from_here(board: dict[str, Any], words: str) -> None:
    state = holding("sickle_of_cronus", board=board)
    reason = use_reason(state, "sickle_of_cronus")
    assert words in reason and "would do nothing" in reason


def test_treasure_ability_boost_offered_against_a_stronger_enemy() -> None:
    state = holding("sickle_of_cronus", board={"p3.1": "hoplite", "p3.2": "lion"})  # the Lion: 4 against 2
    assert "use sickle_of_cronus" in legal(state)
    run(state, "use sickle_of_cronus")
    assert state.boost == 4 and kind(state) == "turn"


def test_treasure_ability_boost_counts_the_party_power_with_level_three() -> None:
    party = [{"card": "archer", "level": 3, "level3": "strength_of_heracles"}]  # 2 + 2 power
    state = holding("sickle_of_cronus", party=party, board={"p3.1": "hoplite", "p3.2": "lion"})
    assert "than your party (4)" in use_reason(state, "sickle_of_cronus")


def test_treasure_ability_one_per_turn_is_the_reason_once_one_is_used() -> None:
    state = scenario(
        players=[{"party": ["archer"], "site": "country", "treasures": ["golden_fleece", "laurel_of_delphi"]}, {}]
    )
    assert "would do nothing" in use_reason(state, "laurel_of_delphi")
    run(state, "use golden_fleece")
    assert "one per turn" in use_reason(state, "laurel_of_delphi")


def test_treasure_ability_offer_tells_the_other_seats_nothing() -> None:
    """Whether seat 0's treasure would act is not in what seat 1 sees, the prompt included."""
    idle = holding("laurel_of_delphi", seed=3)
    acting = holding("golden_fleece", seed=3)
    assert "use laurel_of_delphi" not in legal(idle) and "use golden_fleece" in legal(acting)
    assert idle.observe(1) == acting.observe(1) and idle.observe(None) == acting.observe(None)


def test_treasure_ability_used_in_random_games_always_changes_the_table() -> None:
    """In seeded random games, every treasure used changes something besides the treasure itself."""
    uses = 0
    rng = random.Random(32)
    for _ in range(12):
        state = GAME.new_game(players=rng.choice([2, 3, 4]), seed=rng.randrange(2**32))
        while not state.is_over:
            action = rng.choice(state.legal_actions())
            if not action.startswith("use "):
                state.apply(action)
                continue
            before = _table(state)
            state.apply(action)
            while kind(state) != "turn":
                state.apply(rng.choice(state.legal_actions()))
            assert _table(state) != before, action
            uses += 1
    assert uses


def _table(state: VentureForthState) -> tuple[Any, ...]:
    """What a treasure's ability may change: coins, will, despair, the wandering cards, the hand and
    the piles, the pawns and this turn's power."""
    return (
        list(state.coins),
        dict(state.will),
        dict(state.despair),
        sorted(state.wandering),
        [sorted(hand) for hand in state.hands],
        len(state.deck),
        len(state.discard),
        list(state.position),
        state.boost,
    )


def test_treasure_ability_of_each_op_is_offered_where_it_acts() -> None:
    """On a board full but for one space (so Zeus stays calm) with a wandering card and a Lion on
    a complete path, a despair and cards to draw, every op acts."""
    board = full_board(exclude=["p4.1"], p3_1={"card": "hoplite", "wandering": True}, p3_2="lion")
    for op, code in sorted(BY_OP.items()):
        state = holding(code, party=[{"card": "archer", "despair": 1}], board=board, deck=list(SMALL_DECK))
        assert f"use {code}" in legal(state), op
