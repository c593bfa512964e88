"""``vw.Review``: the replay with the analysis beside it. The analysis fills the graph in as it
goes (in the background where an event loop runs) and can be cancelled while the replay stays
usable; a mark takes the table to its decision, seen by the seat that decided, with the better
move among its moves; a move clicked there, or "Play on from here", plays on from that decision;
a finished table becomes the review of its game ("Review this game"); nothing the seat reviewed
could not see reaches the page while the game it was in went on."""

from __future__ import annotations

import json

import pytest
from test_table_thinking import run, until
from widget_helpers import send

from venture_widgets import RulesError
from venture_widgets.agents.match import play_game
from venture_widgets.review import review
from venture_widgets.widgets import Review, Table
from venture_widgets.widgets import review as review_module

CHEAP = 40


def finished(game_id: str = "venturesome", bots=("greedy", "random"), seed: int = 2) -> dict:
    return play_game(game_id, list(bots), seed=seed).state.record()


def test_the_review_at_once_holds_every_decision_and_the_same_figures_as_the_analysis():
    record = finished()
    widget = Review(record, seat=1, iterations=CHEAP)
    analysis = review(record, seat=1, iterations=CHEAP)
    state = widget.review
    assert (state["state"], state["done"], state["total"]) == ("done", len(analysis["moves"]), len(analysis["moves"]))
    assert state["summary"] == analysis["summary"]
    chosen = [move for move in analysis["moves"] if not move["forced"]]
    assert state["points"] == [[move["index"], 1, move["value_played"], move["mark"]] for move in chosen]
    assert [mark["index"] for mark in state["marks"]] == [move["index"] for move in analysis["moves"] if move["mark"]]


def test_going_to_a_decision_shows_it_as_its_seat_saw_it_with_the_better_move_among_the_moves():
    record = finished()
    widget = Review(record, seat=1, iterations=CHEAP)
    move = next(move for move in review(record, seat=1, iterations=CHEAP)["moves"] if not move["forced"])
    send(widget, {"kind": "review_goto", "index": move["index"]})
    assert widget.error == ""
    assert widget.replay["action"] == move["index"] and widget.review["current"] == move
    assert widget.seat == 1 and widget.view["seat"] == 1
    assert move["best"] in [item["action"] for item in widget.legal]
    assert widget.log[widget.replay["index"]] is widget.log[widget.replay["index"]]  # the event before it is shown
    send(widget, {"kind": "seek", "index": 0})
    assert widget.review["current"] is None or widget.review["current"]["index"] == 0


def test_a_decision_of_another_seat_shows_no_moves_and_no_hand_but_the_reviewed_seats():
    record = finished()
    widget = Review(record, seat=1, iterations=CHEAP)
    other = next(
        index for index in range(len(record["actions"])) if index not in {m[0] for m in widget.review["points"]}
    )
    widget.goto(other)
    assert widget.legal == [] and widget.review["current"] is None and widget.view["seat"] == 1


def test_a_move_clicked_at_a_decision_plays_on_from_there_with_it():
    record = finished()
    widget = Review(record, seat=1, iterations=CHEAP)
    move = next(move for move in review(record, seat=1, iterations=CHEAP)["moves"] if not move["forced"])
    widget.goto(move["index"])
    send(widget, {"kind": "act", "action": move["best"]})
    assert widget.error == "" and widget.widget_kind == "table" and widget.review == {}
    assert widget.match.record()["actions"][: move["index"] + 1] == [*record["actions"][: move["index"]], move["best"]]
    assert widget.match.kinds[1] == "human"


def test_a_move_that_is_not_of_the_decision_shown_is_refused_and_changes_nothing():
    widget = Review(finished(), seat=1, iterations=CHEAP)
    before = (widget.widget_kind, widget.replay, widget.review)
    send(widget, {"kind": "act", "action": "play NOBODY.NOTHING"})
    assert "'play NOBODY.NOTHING' is not a move of the decision shown" in widget.error
    assert (widget.widget_kind, widget.replay, widget.review) == before
    send(widget, {"kind": "review_goto", "index": 10_000})
    assert "action 10000 does not exist" in widget.error


def test_the_review_of_a_game_still_going_on_shows_no_other_seats_cards():
    """The seat reviewed sees its own decisions; the others' positions, hands and the seed stay hidden."""
    record = finished()
    cut = dict(record, actions=record["actions"][:20])
    widget = Review(cut, seat=0, iterations=CHEAP)
    for index in range(20):
        widget.goto(index)
        assert widget.seat == 0 and widget.view["seat"] == 0
    assert "seed=" not in repr(widget) and widget.review["seat"] == 0


def test_every_seat_is_reviewed_only_once_the_game_is_over():
    record = finished()
    with pytest.raises(RulesError, match="a review of every seat shows every hand: name the seat to review"):
        Review(dict(record, actions=record["actions"][:20]), iterations=CHEAP)
    assert Review(record, iterations=CHEAP).review["seat"] is None


def test_a_finished_table_becomes_the_review_of_its_game(monkeypatch):
    monkeypatch.setattr(review_module, "budget_for", lambda game, iterations=None: CHEAP)
    table = Table("venturesome", seats=["human", "random"], seed=4)
    with pytest.raises(RulesError, match="the game is not over yet"):
        table.review_game()
    while not table.state.is_over:
        send(table, {"kind": "act", "action": table.legal[0]["action"]})
    record = table.match.record()
    send(table, {"kind": "review"})
    assert table.error == "" and isinstance(table, Review) and table.widget_kind == "replay"
    assert table.review["state"] == "done" and table.review["seat"] == 0
    assert table.review["total"] == sum(1 for move in review(record, seat=0, iterations=CHEAP)["moves"])


def test_in_an_event_loop_the_analysis_runs_in_the_background_and_can_be_cancelled(monkeypatch):
    gate = __import__("threading").Event()
    slow = review_module.review_decision

    def gated(*args, **kwargs):
        if args[2] > 8:  # the decisions after the first few wait for the test
            gate.wait(30)
        return slow(*args, **kwargs)

    monkeypatch.setattr(review_module, "review_decision", gated)
    record = finished()

    async def test():
        widget = Review(record, seat=0, iterations=CHEAP)
        assert widget.review["state"] == "running"
        await until(lambda: widget.review["done"] > 0, "the first decisions are reported")
        send(widget, {"kind": "seek", "index": 3})  # the replay answers meanwhile
        assert widget.error == "" and widget.replay["index"] == 3
        send(widget, {"kind": "review_cancel"})
        done = widget.review["done"]
        gate.set()
        assert widget.review["state"] == "cancelled"
        return widget, done

    widget, done = run(test)
    assert 0 < done < widget.review["total"] and widget.review["done"] == done


def test_in_an_event_loop_a_review_made_not_in_the_background_is_done_at_once():
    record = finished()

    async def test():
        return Review(record, seat=0, iterations=CHEAP, background=False).review

    state = run(test)
    assert state["state"] == "done" and state["done"] == state["total"] > 0


def test_the_review_trait_is_json_and_small():
    widget = Review(finished("venture_2019", ("random", "greedy", "random"), 3), iterations=10)
    text = json.dumps(widget.review)
    assert widget.review["total"] > 200 and len(text) < 40 * widget.review["total"]
