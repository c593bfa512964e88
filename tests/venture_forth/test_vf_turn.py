"""Venture Forth, rulebook section "Playing a Turn" (rule ids ``turn``, ``turn.zeus``) and "Treasure
Cards: Abilities" as far as the turn goes (``treasure.ability``): the Zeus rule, one treasure
ability before the action, the four actions, turns clockwise."""

from __future__ import annotations

from venture_forth_helpers import (
    codes,
    full_board,
    kind,
    legal,
    of_type,
    on_board,
    rules,
    run,
    scenario,
    treasure_codes,
    unchanged_by,
    wandering,
)


def test_zeus_rule_discards_wandering_cards_then_turns_the_rest_wandering() -> None:
    board = full_board(p3_1={"card": "lion", "wandering": True}, p3_2="hoplite")
    state = scenario(board=board)
    zeus = of_type(state.opening_events, "zeus")
    assert len(zeus) == 1 and zeus[0]["rule"] == "turn.zeus"
    assert codes(state.discard) == ["lion"] and "p3.1" not in state.spaces
    assert len(state.spaces) == 19 and wandering(state) == sorted(on_board(state).values())
    assert "hoplite" in wandering(state)


def test_zeus_rule_ignored_while_a_space_is_empty() -> None:
    board = full_board(exclude=["p7.2"], p3_1={"card": "lion", "wandering": True})
    state = scenario(board=board)
    assert not of_type(state.opening_events, "zeus")
    assert wandering(state) == ["lion"] and state.discard == []


def test_zeus_rule_checked_at_the_start_of_the_next_turn_once_the_board_fills() -> None:
    board = full_board(exclude=["p1.1"], p3_1={"card": "lion", "wandering": True})
    state = scenario(board=board, players=[{"party": ["archer"], "hand": ["gorgon"]}, {"party": ["poet"]}])
    events = run(state, "play gorgon p1.1")  # the will goes to the Archer, its one adventurer
    assert state.active == 1
    assert rules(events).index("turn") < rules(events).index("turn.zeus")  # at the start of seat 1's turn
    assert "lion" in codes(state.discard) and "gorgon" in wandering(state)


def test_turn_four_actions_offered() -> None:
    state = scenario(
        board={"p3.1": "hoplite", "p3.2": "lion"},
        players=[{"party": ["archer"], "site": "country", "hand": ["dragon"], "coins": 1}, {"party": ["poet"]}],
    )
    verbs = {action.split()[0] for action in legal(state)}
    assert verbs == {"play", "venture", "offer", "regroup"}


def test_turn_one_action_then_the_next_player_clockwise() -> None:
    state = scenario(players=[{"party": ["archer"]}, {"party": ["poet"]}, {"party": ["priestess"]}], active=1)
    events = run(state, "regroup", "done")
    assert state.active == 2 and state.turn == 2 and of_type(events, "turn")[0]["seat"] == 2
    run(state, "regroup", "done")
    assert state.active == 0 and state.turn == 3


def test_turn_treasure_ability_used_before_the_action_does_not_count_as_it() -> None:
    state = scenario(
        players=[{"party": ["archer"], "treasures": ["scroll_of_orpheus"], "coins": 0}, {"party": ["poet"]}]
    )
    assert "use scroll_of_orpheus" in legal(state)
    events = run(state, "use scroll_of_orpheus")
    assert rules(events) == ["treasure.ability", "treasure.ability"]
    assert state.coins[0] == 2 and treasure_codes(state.treasure_discard) == ["scroll_of_orpheus"]
    assert state.active == 0 and kind(state) == "turn"  # the action is still to come
    assert "regroup" in legal(state)


def test_turn_only_one_treasure_ability_per_turn() -> None:
    state = scenario(
        players=[{"party": ["archer"], "treasures": ["scroll_of_orpheus", "golden_fleece"]}, {"party": ["poet"]}]
    )
    run(state, "use scroll_of_orpheus")
    assert not [a for a in legal(state) if a.startswith("use")]
    unchanged_by(state, "use golden_fleece")
    run(state, "regroup", "done", "regroup", "done")  # seat 1, then seat 0 again
    assert state.active == 0 and "use golden_fleece" in legal(state)


def test_turn_treasure_ability_not_after_the_action() -> None:
    state = scenario(
        players=[
            {"party": ["archer", "priestess"], "hand": ["gorgon"], "treasures": ["scroll_of_orpheus"]},
            {"party": ["poet"]},
        ]
    )
    run(state, "play gorgon p1.1")  # the will decision of Play a Card: no treasure now
    assert kind(state) == "will" and not [a for a in legal(state) if a.startswith("use")]
    unchanged_by(state, "use scroll_of_orpheus")
