"""Game review (``venture_widgets.review``): a planted blunder is marked and a forced move costs
nothing; the figures keep their promises (never a negative loss, none for the best move, marks by
the thresholds); a review is the same in two processes and blind to what the seat could not see;
an answer owed out of turn is reviewed; bad records, seats and budgets are refused by name."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys

import pytest
from event_helpers import answer_owed_out_of_turn

from venture_widgets import RecordError, RulesError, load_game
from venture_widgets.agents.match import play_game
from venture_widgets.review import MARKS, THRESHOLDS, decisions, mark_for, review, review_decision

#: a cheap budget: the tests check what the review promises, not how well it plays
CHEAP = 80
GAMES = [("venturesome", 3), ("adventurous", 2), ("venture_forth", 2), ("venture_2019", 3), ("wild_venture", 2)]

#: Venturesome's last turn: seat 1 alone in round 3 with two Artifact Hunters, facing the Jaguar.
#: With the 3 Gems it wins every way the game can go on; with the Ring it loses every way (see
#: ``test_the_planted_position_is_won_by_one_card_and_lost_by_the_other``). Seat 1 cannot see
#: seat 0's treasures, so from its view the Gems win most deals of them, not all.
LAST_TURN = {
    "players": 2,
    "round": 3,
    "current": 1,
    "out": [0],
    "hands": [[], ["ARTIFACT_HUNTER.GEM3", "ARTIFACT_HUNTER.RING"]],
    "treasures": [
        ["ARTIFACT_HUNTER.STATUETTE", "GUIDE.MAP", "ADVENTURER.GEM2"],
        ["ADVENTURER.STATUETTE", "ARTIFACT_HUNTER.ANKH", "GUIDE.GEM1"],
    ],
    "threats": ["Jaguar"],
    "resolved": {"Trap": 0},
}
WINS, BLUNDER = "play ARTIFACT_HUNTER.GEM3", "play ARTIFACT_HUNTER.RING"


def _record_of(spec: dict, actions: list[str]) -> dict:
    state = load_game("venturesome").scenario(spec)
    for action in actions:
        state.apply(action)
    return state.record()


def _every_ending(state) -> list[bool]:
    """Whether seat 1 wins, for every way the game can go on from ``state`` (all legal choices)."""
    if state.is_over:
        return [1 in state.winners()]
    endings = []
    for action in state.legal_actions():
        after = state.clone()
        after.apply(action)
        endings.extend(_every_ending(after))
    return endings


def test_the_planted_position_is_won_by_one_card_and_lost_by_the_other():
    state = load_game("venturesome").scenario(LAST_TURN)
    assert sorted(state.legal_actions()) == sorted([WINS, BLUNDER])
    for action, wins in ((WINS, True), (BLUNDER, False)):
        after = state.clone()
        after.apply(action)
        endings = _every_ending(after)
        assert endings and set(endings) == {wins}, (action, endings)


def test_a_blunder_planted_in_a_scenario_is_marked():
    result = review(_record_of(LAST_TURN, [BLUNDER]), seat=1, iterations=400)
    (move,) = result["moves"]
    assert (move["index"], move["played"], move["best"]) == (0, BLUNDER, WINS)
    assert move["mark"] == "blunder" and move["loss"] >= THRESHOLDS["blunder"]
    assert move["value_best"] > 0.75 and move["value_best"] - move["value_played"] > 0.4
    assert move["reason"].endswith(f"; the move played, {move['value_played']:.0%}.")
    assert result["summary"] == [
        {"seat": 1, "decisions": 1, "forced": 0, "mean_loss": move["loss"], "inaccuracy": 0, "mistake": 0, "blunder": 1}
    ]


def test_the_winning_move_of_the_planted_position_costs_nothing():
    (move,) = review(_record_of(LAST_TURN, [WINS]), seat=1, iterations=400)["moves"]
    assert (move["played"], move["best"], move["loss"], move["mark"]) == (WINS, WINS, 0.0, None)
    assert "; the next best move, " in move["reason"]


def test_a_forced_move_has_no_loss():
    spec = {"players": 2, "hands": [["GUIDE.MAP"], ["REPORTER.RING"]], "threats": ["JAGUAR", "TRAP"]}
    state = load_game("venturesome").scenario(spec)
    assert state.legal_actions() == ["play GUIDE.MAP"]
    move = review_decision(state, "play GUIDE.MAP", 0, iterations=CHEAP)
    assert move["forced"] and move["loss"] == 0.0 and move["mark"] is None
    assert move["best"] == move["played"] and move["value_played"] is None and move["value_best"] is None


def test_forced_moves_count_in_the_summary_but_not_in_the_mean_loss():
    record = play_game("venture_2019", ["random"] * 3, seed=2).state.record()
    result = review(dict(record, actions=record["actions"][:40]), seat=0, iterations=20)
    forced = [move for move in result["moves"] if move["forced"]]
    chosen = [move["loss"] for move in result["moves"] if not move["forced"]]
    assert forced and chosen, "the test needs both kinds of decision"
    (row,) = result["summary"]
    assert (row["decisions"], row["forced"]) == (len(result["moves"]), len(forced))
    assert row["mean_loss"] == pytest.approx(sum(chosen) / len(chosen), abs=1e-3)


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_every_decision_of_a_seat_is_reviewed_with_figures_that_keep_their_promises(game_id, players):
    record = play_game(game_id, ["random"] * players, seed=5).state.record()
    record = dict(record, actions=record["actions"][:24])
    result = review(record, seat=None, iterations=CHEAP)
    assert [move["index"] for move in result["moves"]] == list(range(24))
    replayed = load_game(game_id).replay(dict(record, actions=[]))
    for move in result["moves"]:
        assert move["seat"] == replayed.current_player and move["played"] == record["actions"][move["index"]]
        assert move["best"] in replayed.legal_actions()
        replayed.apply(move["played"])
        assert move["loss"] >= 0.0 and move["mark"] == mark_for(move["loss"])
        if move["played"] == move["best"]:
            assert move["loss"] == 0.0
        elif not move["forced"]:
            assert move["loss"] == max(0.0, round(move["value_best"] - move["value_played"], 3))
        if not move["forced"] and game_id != "adventurous":
            assert 0.0 <= move["value_played"] <= 1.0 and 0.0 <= move["value_best"] <= 1.0
        assert move["reason"].endswith(".")
    assert sum(row["decisions"] for row in result["summary"]) == 24


def test_the_cooperative_game_reads_the_teams_score_on_the_marks_scale():
    record = play_game("adventurous", ["random"], seed=4).state.record()
    result = review(record, seat=0, iterations=CHEAP)
    assert result["unit"] == "the team's expected score / 50"
    move = next(move for move in result["moves"] if not move["forced"])
    points = float(move["reason"].split("score about ")[1].split(" points")[0])
    assert move["value_best"] == pytest.approx(points / 50, abs=0.002)


def test_an_answer_owed_out_of_turn_is_reviewed_as_the_answering_seats_decision():
    state = answer_owed_out_of_turn(players=4, seed=4)
    seat, index = state.current_player, len(state.record()["actions"])
    state.apply(state.legal_actions()[0])
    result = review(state.record(), seat=seat, iterations=CHEAP)
    answer = next(move for move in result["moves"] if move["index"] == index)
    assert answer["seat"] == seat and not answer["forced"] and answer["loss"] >= 0.0


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_a_review_is_the_same_whatever_the_seat_could_not_see(game_id, players):
    """Hidden information: at each of a seat's decisions, the review of the position and of a copy
    in which everything the seat could not see was dealt again is the same, figures and words."""
    record = play_game(game_id, ["random"] * players, seed=3).state.record()
    rng = random.Random(7)
    for index, state, played in list(decisions(record, seat=1))[:6]:
        other = state.determinize(1, rng)
        assert other.snapshot() != state.snapshot(), "nothing was dealt again: the test would prove nothing"
        assert review_decision(other, played, index, CHEAP) == review_decision(state, played, index, CHEAP)


def test_the_same_record_gives_the_same_review_in_two_processes(tmp_path):
    record = play_game("wild_venture", ["random", "greedy"], seed=6).state.record()
    path = tmp_path / "record.json"
    path.write_text(json.dumps(dict(record, actions=record["actions"][:30])))
    script = (
        "import json, sys\nfrom venture_widgets.review import review\n"
        f"print(json.dumps(review(json.loads(open({str(path)!r}).read()), iterations={CHEAP})))"
    )
    outputs = [
        subprocess.run(
            [sys.executable, "-c", script],
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for hash_seed in ("1", "2")
    ]
    assert json.loads(outputs[0])["moves"] and outputs[0] == outputs[1]


def test_bad_records_seats_and_budgets_are_refused_by_name():
    record = play_game("venturesome", ["random"] * 2, seed=1).state.record()
    with pytest.raises(RulesError, match=r"seat 2 does not exist: seats are 0 to 1"):
        review(record, seat=2)
    with pytest.raises(RecordError, match=r"record action #3 'fly away' does not replay"):
        review(dict(record, actions=[*record["actions"][:3], "fly away"]), seat=0)
    with pytest.raises(RecordError, match=r"record field 'actions' must be a list of action strings"):
        review(dict(record, actions="all of them"))
    with pytest.raises(RulesError, match=r"at least 1 iteration a decision, got iterations=0"):
        review(record, seat=0, iterations=0)


def test_a_budget_too_small_to_try_a_second_move_still_reviews():
    state = load_game("venturesome").new_game(players=2, seed=3, first_player=0)
    moves = [review_decision(state, action, 0, iterations=1) for action in state.legal_actions()]
    assert any(move["played"] == move["best"] for move in moves)  # the one move the search tried
    assert all(move["loss"] >= 0.0 and move["reason"].endswith(".") for move in moves)


def test_marks_are_named_mildest_first_with_growing_thresholds():
    assert [THRESHOLDS[mark] for mark in MARKS] == sorted(THRESHOLDS.values())
    assert [mark_for(THRESHOLDS[mark]) for mark in MARKS] == list(MARKS)
