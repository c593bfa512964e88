"""Adventurous, rulebook sections "End of Game", "Encounter Thresholds" and "Scoring" (rule ids
``end``, ``end.set_aside``, ``thresholds``, ``scoring``, ``scoring.result``): the game ends when
everything is placed or nothing more can be; a drawn card that fits nowhere is set aside (our
reading) and play goes on; the score's lines; the result table; one team, one score."""

from __future__ import annotations

import random

import pytest
from adventurous_helpers import FIRST, last_marvel, legal, new, of_type, rules, run, scenario

from venture_widgets.games.adventurous.scoring import points, result

#: every map card but card 5 (the map FIRST) and card 6, set aside; card 6 is the map deck
ONE_CARD_LEFT = {"map_deck": [6], "set_aside": [1, 2, 4, 7, 8, 9, 10, 12, 14, 15]}
#: Legend marvels none of which fits on the map FIRST with card 6
NO_MARVEL_FITS = {
    "options": {"difficulty": "legend", "journey_effects": False},
    "active_marvel": 17,
    "marvel_deck": [16, 13, 11, 3],
}
#: the map FIRST, then card 15 turned 270 below its last waypoint: ten path segments, and every
#: encounter type at its threshold (fins (1, -3) (2, -1) (3, 1) (6, 1), serpents (2, -3) (2, 0) (6, 2),
#: tridents (3, -3) (6, 0)) and one whirlpool (4, 1); cards 3, 4, 8, 9, 13 and 14 fit nowhere on it
AT_THRESHOLDS = [FIRST, {"card": 15, "x": 3, "y": 0, "orientation": 270}]
NONE = {"path": 0, "fin": 0, "serpent": 0, "trident": 0, "whirlpool": 0}


def sheet(**counts: int) -> dict[str, int]:
    """The score sheet of these visible counts with every marvel placed."""
    return points({**NONE, **counts}, unplaced=0)


# --- Scoring -------------------------------------------------------------------------------------


def test_scoring_one_point_per_visible_path_segment_not_waypoints() -> None:
    state = scenario(placed=[FIRST], drawn=[1, 4])  # card 5: five segments between its two waypoints
    assert state.observe(0)["counts"]["path"] == 5 and state.scores()[0]["path"] == 5
    assert sheet(path=7)["path"] == 7


def test_scoring_two_points_per_encounter_within_its_threshold() -> None:
    state = scenario(placed=AT_THRESHOLDS, drawn=[1, 2])  # 4 fins, 3 serpents, 2 tridents, a whirlpool
    score = state.scores()[0]
    assert (score["fin"], score["serpent"], score["trident"], score["whirlpool"]) == (8, 6, 4, -3)
    assert (sheet(fin=4)["fin"], sheet(serpent=3)["serpent"], sheet(trident=2)["trident"]) == (8, 6, 4)


def test_thresholds_exceeded_no_points_for_that_type() -> None:
    assert sheet(fin=5)["fin"] == 0  # the rulebook's example: five fins visible
    assert sheet(serpent=4)["serpent"] == 0 and sheet(trident=3)["trident"] == 0
    assert sheet(fin=5, serpent=3, path=10)["total"] == 10 + 6 + 5  # the other lines still count


def test_thresholds_whirlpools_unlimited_minus_three_each() -> None:
    assert sheet(whirlpool=1)["whirlpool"] == -3 and sheet(whirlpool=9)["whirlpool"] == -27


def test_scoring_five_points_when_every_marvel_is_placed() -> None:
    assert sheet()["marvels"] == 5


def test_scoring_minus_five_per_unplaced_marvel() -> None:
    assert [points(NONE, unplaced=n)["marvels"] for n in (1, 3, 5)] == [-5, -15, -25]
    state = scenario(placed=AT_THRESHOLDS, drawn=[1, 2])
    assert state.scores()[0]["marvels"] == -25 and state.observe(0)["score"]["marvels"] == -25  # the running score
    assert state.scores()[0]["total"] == 10 + 8 + 6 + 4 - 3 - 25


@pytest.mark.parametrize(
    ("total", "row"), [(50, "marvelous"), (49, "successful"), (40, "successful"), (39, "lost"), (-20, "lost")]
)
def test_scoring_result_table(total: int, row: str) -> None:
    assert result(total)["id"] == row


def test_scoring_result_names() -> None:
    assert [result(t)["name"] for t in (50, 40, 39)] == ["Marvelous Adventure!", "Successful Voyage", "Lost at Sea"]


# --- the team's contract -------------------------------------------------------------------------


def test_scoring_one_score_for_the_team_every_seat_wins() -> None:
    state = last_marvel(players=3)
    events = run(state, "place 7 2,-16")
    assert state.is_over
    assert state.scores() == [state.scores()[0]] * 3 and state.scores()[0]["total"] == 46
    assert state.winners() == [0, 1, 2]
    assert state.outcome()["result"] == "successful"
    scored = of_type(events, "score")[0]
    assert (scored["rule"], scored["total"], scored["result"]) == ("scoring.result", 46, "successful")


def test_scoring_lost_at_sea_nobody_wins() -> None:
    state = new(players=2, seed=5)
    rng = random.Random(5)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert state.scores()[0]["total"] < 40 and state.scores()[0] == state.scores()[1]
    assert state.winners() == [] and state.outcome()["result"] == "lost"


# --- End of Game ---------------------------------------------------------------------------------


def test_end_when_every_card_is_placed() -> None:
    state = last_marvel()
    assert not state.is_over and not state.map_deck
    events = run(state, "place 7 2,-16")
    assert rules(of_type(events, "end")) == ["end"] and "Every map card and every marvel" in events[-2]["text"]
    assert state.is_over and state.current_player is None and state.legal_actions() == []
    assert state.observe(0)["outcome"] == state.outcome()


def test_end_when_no_card_can_be_placed_any_more() -> None:
    state = scenario(placed=[FIRST], **ONE_CARD_LEFT, **NO_MARVEL_FITS)
    assert state.drawn == [6] and state.choice.kind == "place"  # Explore, the only action; one card to draw
    events = run(state, "place 6 3,0 0")
    (end,) = of_type(events, "end")
    assert end["rule"] == "end" and "No card can be placed" in end["text"]
    assert state.is_over and state.active_marvel == 17 and state.scores()[0]["marvels"] == -25


def test_end_set_aside_a_drawn_card_that_fits_nowhere_and_play_goes_on() -> None:
    state = scenario(placed=AT_THRESHOLDS, map_deck=[3, 4], decision="draw")  # 3 and 4 fit nowhere
    events = run(state, "draw top", "draw top")
    aside = of_type(events, "set_aside")
    assert [(e["rule"], e["card"]) for e in aside] == [("end.set_aside", 3), ("end.set_aside", 4)]
    assert state.set_aside == [3, 4] and state.drawn == [] and state.observe(0)["set_aside"] == [3, 4]
    assert not state.is_over and state.turn == 2 and state.placed == [(5, "map", 1, -3, 180), (15, "map", 3, 0, 270)]


def test_end_set_aside_only_the_card_that_fits_nowhere() -> None:
    # on card 5 (FIRST), card 2 turned 270 and card 4 turned 90: card 8 fits nowhere, card 10 in two places
    placed = [FIRST, {"card": 2, "x": 3, "y": -2, "orientation": 270}, {"card": 4, "x": 3, "y": 0, "orientation": 90}]
    state = scenario(placed=placed, drawn=[8, 10])
    assert legal(state) == ["place 10 3,0 0", "place 10 3,1 0"]
    events = run(state, "place 10 3,0 0")  # card 8 still fits nowhere
    assert [(e["rule"], e["card"]) for e in of_type(events, "set_aside")] == [("end.set_aside", 8)]
    assert state.set_aside == [8] and not state.is_over
