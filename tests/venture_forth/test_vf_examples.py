"""Venture Forth: every worked example of the rulebook, replayed from
:mod:`venture_widgets.games.venture_forth.examples` (the same data the tutorials replay), with
legal actions only.

The generic tests, shared with every game, check each example's legal actions on the way, its
facts at the end, the order of the rules applied and its record (``tests/test_examples.py``); the
named tests here check the rulebook's numbers, from the engine's state and events.
"""

from __future__ import annotations

from typing import Any

import pytest

from venture_widgets import load_game
from venture_widgets.games.venture_forth.examples import BY_NAME, Example, facts_of
from venture_widgets.games.venture_forth.party import party_power
from venture_widgets.games.venture_forth.rules import VentureForthState
from venture_widgets.games.venture_forth.tables import CARD_CODE, CARD_REGION, TREASURE_CODE, card_index

GAME = load_game("venture_forth")


def _legal(state: VentureForthState) -> list[str]:
    return sorted(state.legal_actions())


def _of_type(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [event for event in events if event["type"] == kind]


def _start(name: str) -> tuple[Example, VentureForthState]:
    example = BY_NAME[name]
    return example, GAME.scenario(example.spec)


def _apply(state: VentureForthState, *actions: str) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    for action in actions:
        assert action in state.legal_actions(), (action, _legal(state))
        events += state.apply(action)
    return events


def _member(state: VentureForthState, code: str) -> tuple[int, int, int]:
    """(level, will, despair) of an adventurer in a party."""
    card = card_index(code)
    return state.level[card], state.will[card], state.despair[card]


def test_the_poet_and_the_dragon() -> None:
    _, state = _start("poet_and_dragon")
    assert _member(state, "poet") == (1, 4, 1)
    events = _apply(state, "venture p5")
    assert [e["card"] for e in _of_type(events, "meet")] == ["dragon"]  # twelve power: the ambition is met
    assert state.choice is not None and state.choice.kind == "ambition"
    events = _apply(state, "ambition poet 2")
    assert [e["count"] for e in _of_type(events, "points")] == [4]
    assert state.points[0] == 4
    assert _member(state, "poet") == (2, 2, 0)  # two will returned, Level II, the despair removed
    assert [e["level"] for e in _of_type(events, "level_up")] == [2]
    assert len(_of_type(events, "relief")) == 1


def test_where_the_gorgon_may_go() -> None:
    _, state = _start("gorgon_placement")
    board = state.board
    assert board.id == "sea_corner" and CARD_REGION[card_index("gorgon")] == "shore"
    shore = set()
    for space, (next_spaces, next_sites) in board.neighbours.items():
        if space in state.spaces:
            continue
        near_shore_site = any(board.site_by_id[site].region == "shore" for site in next_sites)
        near_shore_card = any(s in state.spaces and CARD_REGION[state.spaces[s]] == "shore" for s in next_spaces)
        if near_shore_site or near_shore_card:
            shore.add(space)
    legal = {action.split()[2] for action in state.legal_actions() if action.startswith("play gorgon ")}
    assert legal == shore == {"p1.2", "p6.1", "p6.3", "p7.1"}
    # both paths between the Shore and the Country begin next to the Shore
    assert {"p1.1", "p2.1"} <= set(board.space_by_id) and {"p1.1", "p2.1"} <= set(state.spaces)


def test_exerting_doubles_a_3_power_adventurer_to_defeat_an_enemy_of_6() -> None:
    _, state = _start("exert")
    _apply(state, "venture p1")
    assert party_power(state, 0) == 3
    events = _apply(state, "exert scribe")
    exert = _of_type(events, "exert")
    assert exert and "from 3 to 6" in exert[0]["text"]
    defeats = _of_type(events, "defeat")
    assert defeats[0]["card"] == "cattle_raiders" and "(power 6)" in defeats[0]["text"]
    assert _member(state, "scribe") == (1, 0, 0)


def test_the_archer_journey() -> None:
    _, state = _start("archer_journey")
    assert state.coins[0] == 2 and _member(state, "archer") == (1, 3, 0)
    events = _apply(state, "venture p3")
    assert [e["card"] for e in _of_type(events, "meet")] == ["hoplite", "lion"]
    no_recruit = _of_type(events, "no_recruit")
    assert no_recruit[0]["card"] == "hoplite" and "costs 3 coins" in no_recruit[0]["text"]
    events = _apply(state, "ambition archer 2")  # two will for four points and a level
    assert state.points[0] == 4 and _member(state, "archer") == (2, 1, 0)
    assert party_power(state, 0) == 2  # less than the Lion's 4
    events = _apply(state, "face")  # the rulebook's John does not exert
    assert [e["type"] for e in events[:1]] == ["undefeated"]
    assert [e["card"] for e in _of_type(events, "lose")] == ["archer"]  # one will paid...
    assert len(_of_type(events, "no_will")) == 1 and len(_of_type(events, "despair")) == 1  # ...then a despair
    assert _member(state, "archer") == (2, 0, 1)
    arrive = _of_type(events, "arrive")[0]
    assert "Hoplite turns wandering" in arrive["text"] and "Lion, already wandering, is discarded" in arrive["text"]
    assert state.spaces == {"p3.1": card_index("hoplite")} and state.wandering == {card_index("hoplite")}
    assert [CARD_CODE[c] for c in state.discard] == ["lion"]
    look = _of_type(events, "look")[0]
    assert look["count"] == 3 and look["private"]["treasures"] == ["owl_of_athena", "sickle_of_cronus", "golden_fleece"]
    _apply(state, "keep sickle_of_cronus")
    assert [TREASURE_CODE[t] for t in state.treasures[0]] == ["sickle_of_cronus"]
    deck = [TREASURE_CODE[t] for t in state.treasure_deck]  # bottom first
    assert deck == ["golden_fleece", "owl_of_athena", "horn_of_plenty"]  # under the deck, in the order looked at
    assert state.position[0] == "mountains" and state.active == 1


@pytest.mark.parametrize(("name", "despair_before"), [("hestia_with_despair", 1), ("hestia_without_despair", 0)])
def test_hestia_a_will_and_a_despair_off_if_there_is_one(name: str, despair_before: int) -> None:
    example, state = _start(name)
    assert _member(state, "archer") == (1, 0, despair_before)
    events = _apply(state, *example.actions)
    assert state.coins[0] == 0 and _member(state, "archer") == (1, 1, 0)
    assert len(_of_type(events, "relief")) == despair_before


@pytest.mark.parametrize(("name", "wills"), [("muses_one_each", (1, 1)), ("muses_both_on_one", (2, 0))])
def test_the_muses(name: str, wills: tuple[int, int]) -> None:
    example, state = _start(name)
    _apply(state, *example.actions)
    assert state.coins[0] == 0
    assert (_member(state, "archer")[1], _member(state, "priestess")[1]) == wills


def test_nike_two_more_turns_a_card_then_a_venture() -> None:
    _, state = _start("nike")
    _apply(state, "offer nike")
    assert (state.active, state.turn, state.extra_turns, state.nike_turn) == (0, 2, 1, True)
    assert state.coins[0] == 1 and "offer nike" not in state.legal_actions()  # not on its own turns
    _apply(state, "play mountain_wolves p4.1")
    assert (state.active, state.turn, state.extra_turns, state.nike_turn) == (0, 3, 0, True)
    assert "offer nike" not in state.legal_actions() and "venture p4" in state.legal_actions()
    events = _apply(state, "venture p4")
    assert [e["card"] for e in _of_type(events, "defeat")] == ["mountain_wolves", "empusa", "harpy"]
    assert (state.active, state.turn, state.nike_turn) == (1, 4, False)


def test_hermes_moves_the_pawn_without_travelling() -> None:
    _, state = _start("hermes")
    before = (dict(state.spaces), set(state.wandering), dict(state.path_tokens), [list(t) for t in state.explored])
    events = _apply(state, "offer hermes")
    assert "move country" not in state.legal_actions()  # any other site
    events += _apply(state, "move shore")
    assert state.position[0] == "shore" and state.coins[0] == 0
    assert (dict(state.spaces), set(state.wandering), dict(state.path_tokens), [list(t) for t in state.explored]) == (
        before
    )
    assert not _of_type(events, "arrive") and not _of_type(events, "explore")


def test_hades_a_treasure_for_two_coins() -> None:
    _, state = _start("hades")
    assert state.board.site_by_id["wild_south"].temple == "hades"
    _apply(state, "offer hades")
    assert state.coins[0] == 2 and state.treasures[0] == []


def test_despair_one_and_two_cost_nine_points() -> None:
    example, state = _start("despair")
    assert state.scores()[0]["despair"] == -9
    _apply(state, *example.actions)
    assert state.over and state.outcome()["scores"][0]["despair"] == -9


def test_the_last_turns() -> None:
    _, state = _start("last_turns")
    events = _apply(state, "play shepherd p1.2", "token p3")
    assert state.token_supply == [] and _of_type(events, "end_near")
    # John's turn is over: Bob takes one more turn, then John, who placed the token
    assert state.active == 1 and state.final_order == (0,) and not state.over
    _apply(state, "regroup", "done")
    assert state.active == 0 and not state.over  # John once more: the last turn of the game
    events = _apply(state, "regroup", "done")
    assert state.over and _of_type(events, "game_over") and state.turn == 3


def test_the_final_scoring_example() -> None:
    example, state = _start("final_scoring")
    _apply(state, *example.actions)
    score = facts_of(state)["scores"][0]
    assert score["treasures"] == 4  # one knowledge and one wealth treasure of two points
    assert score["despair"] == -6
    assert score["will"] + score["coins"] == 3  # two will and three coins
    assert score["explore"] == 1  # five explore tokens: the second most
    assert score["total"] == 20 + 4 - 6 + 3 + 1
