"""Venture Forth, rulebook sections "End of the Game" and "Calculating Scores", with "Treasure
Cards: Scoring" and "Despair" (rule ids ``end``, ``scoring``, ``despair``): the last explore token
and the last turns, Nike in the last turns (our reading), the score categories, the explore bonus,
the tie-break."""

from __future__ import annotations

from typing import Any

import pytest
from venture_forth_helpers import of_type, rules, run, scenario

PARTIES = ["archer", "poet", "priestess", "philosopher"]


def seats(n: int, **seat0: Any) -> list[dict[str, Any]]:
    """``n`` seats, one adventurer each; seat 0 (or the active one) may hold more."""
    players: list[dict[str, Any]] = [{"party": [PARTIES[i]]} for i in range(n)]
    players[0].update(seat0)
    return players


def turns_until_over(state, limit: int = 12) -> list[int]:  # type: ignore[no-untyped-def]
    """Regroup (a pass) turn after turn until the game ends: the seats that took those turns."""
    order = []
    while not state.is_over and len(order) < limit:
        order.append(state.active)
        run(state, "regroup", "done")
    return order


def place_last_token(players: int, active: int) -> Any:
    spec = seats(players)
    spec[active] = {"party": [PARTIES[active]], "site": "country", "hand": ["hoplite"]}
    state = scenario(players=spec, active=active, token_supply=["token_2c_1"])
    events = run(state, "play hoplite p1.2", "token p1")
    return state, events


@pytest.mark.parametrize("players", [2, 3, 4])
def test_end_last_explore_token_one_more_turn_each_ending_with_the_placer(players: int) -> None:
    active = 1 if players > 2 else 0
    state, events = place_last_token(players, active)
    near = of_type(events, "end_near")
    assert near and near[0]["rule"] == "end" and not state.is_over
    rest = [(active + i) % players for i in range(1, players)]
    assert turns_until_over(state) == [*rest, active]
    assert state.is_over and state.legal_actions() == []


def test_end_the_placer_finishes_the_turn_of_the_last_token() -> None:
    state, events = place_last_token(2, 0)
    assert rules(events).index("end") < rules(events).index("play.draw")  # the draw still comes
    assert len(state.hands[0]) == 1 and state.active == 1


def test_end_each_last_turn_is_announced() -> None:
    state, events = place_last_token(2, 0)
    assert [e["seat"] for e in of_type(events, "last_turn")] == [1]
    events = run(state, "regroup", "done")
    assert [e["seat"] for e in of_type(events, "last_turn")] == [0]
    events = run(state, "regroup", "done")
    assert state.is_over and of_type(events, "game_over")[0]["rule"] == "scoring"


def test_end_nike_in_the_last_turns_taken_at_once_our_reading() -> None:
    players = seats(2, site="mountains", coins=1)
    state = scenario(
        players=players, final_order=[1, 0]
    )  # seat 0 placed the last token last turn? no: seat 0's turn, then 1, then 0
    run(state, "offer nike")
    assert turns_until_over(state) == [0, 0, 1, 0]


def test_end_nike_turns_owed_by_the_placer_come_first_our_reading() -> None:
    spec = seats(2, site="country", hand=["hoplite"])
    state = scenario(players=spec, token_supply=["token_2c_1"], nike_turn=True, extra_turns=1)
    run(state, "play hoplite p1.2", "token p1")
    assert turns_until_over(state) == [0, 1, 0]


def test_scoring_categories() -> None:
    players = seats(
        2,
        points=10,
        coins=5,
        party=[{"card": "philosopher", "will": 2, "despair": 1}, {"card": "shepherd", "will": 1}],
        treasures=["laurel_of_delphi", "golden_fleece"],  # knowledge 3, wealth 4
        explored=["2c", "1t"],
    )
    state = scenario(players=players)
    assert state.scores()[0] == {
        "track": 10,
        "will": 3,
        "coins": 2,
        "treasures": 7,
        "despair": -3,
        "explore": 2,
        "total": 21,
    }


def test_scoring_treasures_each_adventurer_scores_one_of_its_desire_the_best() -> None:
    treasures = ["thread_of_ariadne", "eye_of_the_graeae", "laurel_of_delphi", "trident_of_poseidon"]  # k1 k4 k3 m4
    state = scenario(players=seats(2, party=["philosopher"], treasures=treasures))
    assert state.scores()[0]["treasures"] == 4  # one knowledge adventurer: the 4
    state = scenario(players=seats(2, party=["philosopher", "beekeeper"], treasures=treasures))
    assert state.scores()[0]["treasures"] == 7  # two: the 4 and the 3; the might treasure scores nothing


def test_scoring_treasures_example_of_the_rulebook() -> None:
    twos = ["tablets_of_cadmus", "star_map_of_atlas", "club_of_heracles", "spear_of_achilles", "cup_of_midas"]
    players = seats(
        2,
        party=[{"card": "philosopher", "will": 2, "despair": 2}, "shepherd"],  # knowledge, wealth
        treasures=[*twos, "necklace_of_harmonia"],
        coins=3,
        explored=["2c", "1t", "2t", "3t", "1c1t"],
    )
    players[1]["explored"] = ["1t", "2t", "3t", "1c1t", "2c", "3c"]  # six: the most
    state = scenario(players=players)
    score = state.scores()[0]
    assert (score["treasures"], score["despair"], score["will"] + score["coins"], score["explore"]) == (4, -6, 3, 1)


def test_despair_three_points_off_each() -> None:
    party = [{"card": "archer", "despair": 1}, {"card": "hoplite", "despair": 2}]
    state = scenario(players=seats(2, party=party))
    assert state.scores()[0]["despair"] == -9


def test_scoring_coins_every_two_a_point() -> None:
    assert scenario(players=seats(2, coins=7)).scores()[0]["coins"] == 3


@pytest.mark.parametrize(
    ("explored", "bonus"),
    [
        ([3, 1], [2, 1]),
        ([3, 3, 1], [2, 2, 1]),  # tied for the most: both get it
        ([4, 2, 2, 0], [2, 1, 1, 0]),  # tied second
        ([3, 0], [2, 0]),  # a seat without tokens: no bonus (our reading)
        ([0, 0], [0, 0]),
    ],
)
def test_scoring_explore_bonus_two_for_the_most_one_for_the_second(explored: list[int], bonus: list[int]) -> None:
    faces = ["1t", "2t", "3t", "2c"]
    players = seats(len(explored))
    for seat, count in enumerate(explored):
        players[seat]["explored"] = faces[:count]
    state = scenario(players=players)
    assert [score["explore"] for score in state.scores()] == bonus


def finished(players: list[dict[str, Any]]) -> Any:
    state = scenario(players=players, final_order=[])  # seat 0's turn is the last of the game
    run(state, "regroup", "done")
    assert state.is_over
    return state


def test_end_winner_has_the_most_points() -> None:
    players = seats(2, points=5)
    players[1]["points"] = 4
    assert finished(players).winners() == [0]


def test_end_tie_broken_by_the_most_explore_tokens() -> None:
    players = seats(2, points=5, coins=0, explored=["1t"])
    players[1].update(points=4, coins=0, explored=["2t", "3t"])  # 4 + 2 against 5 + 1
    state = finished(players)
    assert [s["total"] for s in state.scores()] == [6, 6] and state.winners() == [1]


def test_end_tie_on_points_and_tokens_is_shared() -> None:
    players = seats(3, points=5, explored=["1t"])
    players[1].update(points=5, explored=["2t"])
    state = finished(players)
    assert state.winners() == [0, 1]
