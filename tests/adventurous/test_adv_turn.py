"""Adventurous, rulebook section "Taking a Turn" (rule ids ``turn.explore``, ``turn.discover``,
``turn.pass``): Explore (look at the top card, draw it or the unknown bottom card, twice, then
place both in the order the team likes; not with an empty map deck) or Discover (the active
marvel or the top of the marvel deck; the active marvel replaced at once); the map deck passes to
the next player; a turn with one possible action takes it at once."""

from __future__ import annotations

from adventurous_helpers import FIRST, kind, legal, new, of_type, refused, rules, run, scenario

#: marvels that fit on the map FIRST: 2 (I, 1 + fin) and 7 (II, 2 + fin) among them; 17 (III) does not
MARVELS_THAT_FIT = {"active_marvel": 2, "marvel_deck": [7, 1, 4, 17]}
#: every map card but card 5 (the map FIRST), set aside: the map deck is empty
NO_MAP_DECK = {"map_deck": [], "set_aside": [3, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16]}


def test_turn_the_first_turn_is_explore_taken_at_once() -> None:
    state = new(players=2, seed=3, first_player=1)
    assert rules(state.opening_events)[-1] == "turn.explore" and state.opening_events[-1]["seat"] == 1
    assert kind(state) == "draw" and state.turn == 1 and state.current_player == 1


def test_turn_explore_look_at_the_top_card_and_draw_it() -> None:
    state = scenario(map_deck=[1, 4, 6])
    assert kind(state) == "draw" and "card 1" in state.choice.prompt
    assert state.observe(0)["map_deck"]["top"] == 1
    assert legal(state) == ["draw bottom", "draw top"]
    (event,) = run(state, "draw top")
    assert (event["rule"], event["card"], event["where"]) == ("turn.explore", 1, "top")
    assert state.drawn == [1] and "card 4" in state.choice.prompt  # the second draw looks at the next top


def test_turn_explore_draw_the_unknown_bottom_card() -> None:
    state = scenario(map_deck=[1, 4, 6])
    bottom = state.map_deck[0]
    assert "unknown" in state.describe("draw bottom") and str(bottom) not in state.describe("draw bottom")
    (event,) = run(state, "draw bottom")
    assert (event["card"], event["where"]) == (bottom, "bottom") and state.drawn == [bottom]
    assert state.map_deck[-1] == 1  # the top card stays on top


def test_turn_explore_two_draws_then_both_placed_in_the_teams_order() -> None:
    state = scenario(placed=[FIRST], map_deck=[3, 6], **MARVELS_THAT_FIT)
    run(state, "explore", "draw top")
    assert kind(state) == "draw"
    run(state, "draw top")
    assert kind(state) == "place" and state.drawn == [3, 6]
    assert {action.split(" ")[1] for action in legal(state)} == {"3", "6"}  # either card first
    run(state, "place 6 3,0 90")
    assert state.drawn == [3] and {action.split(" ")[1] for action in legal(state)} == {"3"}
    events = run(state, legal(state)[0])
    assert not state.drawn and state.turn == 2 and kind(state) == "action"
    assert [e["card"] for e in of_type(events, "place")] == [3]


def test_turn_explore_not_with_an_empty_map_deck() -> None:
    state = scenario(placed=[FIRST], **MARVELS_THAT_FIT, **NO_MAP_DECK)
    assert legal(state) == ["discover active", "discover top"]
    refused(state, "explore", "turn.explore", "the map deck is empty")
    assert "explore" in [item["action"] for item in state.unavailable_actions()]


def test_turn_discover_the_active_marvel_replaced_at_once_from_the_deck() -> None:
    state = scenario(placed=[FIRST], **MARVELS_THAT_FIT)
    assert legal(state) == ["discover active", "discover top", "explore"]
    events = run(state, "discover active")
    assert rules(events) == ["turn.discover"] and events[0]["card"] == 2
    assert kind(state) == "place" and all(action.startswith("place 2 ") for action in legal(state))
    events = run(state, "place 2 -1,-5")
    replaced = of_type(events, "active_marvel")
    assert (replaced[0]["rule"], replaced[0]["card"]) == ("turn.discover", 7)
    assert state.active_marvel == 7 and state.marvel_deck[-1] == 1 and state.marvels_placed() == 1
    assert [e["type"] for e in events][:2] == ["place", "active_marvel"]  # replaced at once, before the next turn


def test_turn_discover_the_top_of_the_marvel_deck() -> None:
    state = scenario(players=2, placed=[FIRST], **MARVELS_THAT_FIT)
    run(state, "discover top")
    assert all(action.startswith("place 7 ") for action in legal(state))
    events = run(state, legal(state)[0])
    assert not of_type(events, "active_marvel")
    assert state.active_marvel == 2 and state.marvel_deck[-1] == 1 and state.placed[-1][:2] == (7, "marvel")


def test_turn_discover_only_a_marvel_that_fits() -> None:
    state = scenario(placed=[FIRST], active_marvel=2, marvel_deck=[17, 7, 1, 4])
    assert legal(state) == ["discover active", "explore"]
    refused(state, "discover top", "turn.discover", "marvel 17 fits nowhere on the map now")


def test_turn_pass_the_map_deck_to_the_next_player() -> None:
    state = scenario(players=3, active=2, placed=[FIRST], **MARVELS_THAT_FIT)
    events = run(state, "discover active", "place 2 -1,-5")
    passed = of_type(events, "pass")[0]
    assert (passed["rule"], passed["seat"]) == ("turn.pass", 0) and "passes the map deck" in passed["text"]
    assert state.active == state.current_player == 0 and state.turn == 2


def test_turn_pass_with_an_empty_map_deck_hands_the_turn_on() -> None:
    state = scenario(players=2, placed=[FIRST], **MARVELS_THAT_FIT, **NO_MAP_DECK)
    events = run(state, "discover active", "place 2 -1,-5")
    passed = of_type(events, "pass")[0]
    assert passed["seat"] == 1 and "hands the turn to" in passed["text"]


def test_turn_one_possible_action_is_taken_at_once() -> None:
    legend = {"difficulty": "legend", "journey_effects": False}
    state = scenario(placed=[FIRST], options=legend, active_marvel=17, marvel_deck=[16, 13, 11, 3])  # none fits
    assert kind(state) == "draw"  # Explore was the only action
    assert state.choice.owner == 0
