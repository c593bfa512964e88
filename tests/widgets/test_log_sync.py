"""The log reaches the browser by its new events only (js/CONTRACT.md, "The log"): a view in step
appends each update's events; a new or out-of-step view asks and catches up; undo, a new game,
another seat's screen and a lesson started again begin a new epoch; a replay's seek sends no log."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from widget_helpers import send, send_raw

from venture_widgets.widgets import Replay, Table, Tutorial
from venture_widgets.widgets.base import VentureWidget


class View:
    """A browser view following the contract: it keeps its own copy of the log, appends the
    events of an update when they continue its copy, and otherwise asks the widget for what it
    lacks (the messages it would send go to the widget, the answers come back as they would)."""

    def __init__(self, widget: VentureWidget) -> None:
        self.widget = widget
        self.epoch: int | None = None
        self.log: list[dict[str, Any]] = []
        self.asked = 0
        self.answers: list[dict[str, Any]] = []
        widget.send = self.answers.append  # type: ignore[method-assign, assignment]

    def step(self) -> None:
        """What the view does when the traits change: append, else ask and take the answer."""
        state, events = self.widget.log_state, self.widget.events
        have = self.log if self.epoch == state["epoch"] and len(self.log) <= state["length"] else []
        at = state["events_at"]
        if at is not None and at <= len(have) and at + len(events) >= state["length"]:
            self.epoch, self.log = state["epoch"], have + events[len(have) - at : state["length"] - at]
            return
        self.asked += 1
        self.answers.clear()
        send_raw(self.widget, {"kind": "log", "epoch": state["epoch"], "start": len(have)})
        (reply,) = self.answers
        assert reply["kind"] == "log" and reply["start"] <= len(have)
        self.epoch, self.log = reply["epoch"], have[: reply["start"]] + reply["events"]

    def in_step(self) -> bool:
        return self.epoch == self.widget.log_state["epoch"] and self.log == self.widget.log


def play(table: Table, view: View, moves: int, rng: random.Random) -> None:
    for _ in range(moves):
        if table.status["phase"] != "play":
            return
        send(table, {"kind": "act", "action": rng.choice(table.legal)["action"]})
        view.step()
        assert view.in_step()


@pytest.mark.parametrize(("game", "seats"), [("venturesome", ["human", "greedy", "greedy"]), ("wild_venture", None)])
def test_a_view_in_step_follows_a_whole_game_from_the_events_alone(game, seats):
    table = Table(game, seats=seats or ["human", "greedy"], seed=5)
    view = View(table)
    view.step()  # the events of a new table are its whole log
    assert view.asked == 0 and view.in_step()
    epoch = table.log_state["epoch"]
    play(table, view, 400, random.Random(5))
    assert table.status["phase"] == "over"
    assert view.asked == 0 and table.log_state["epoch"] == epoch


def test_an_update_sends_the_new_events_and_never_the_log():
    table = Table("wild_venture", seats=["human", "greedy"], seed=3)
    updates: list[dict[str, Any]] = []
    comm_send = table.comm.send

    def record(data=None, metadata=None, buffers=None):
        if data["method"] == "update":
            updates.append(json.loads(json.dumps(data["state"])))
        return comm_send(data=data, metadata=metadata, buffers=buffers)

    table.comm.send = record
    rng = random.Random(3)
    for _ in range(60):
        length = len(table.log)
        table.act(rng.choice(table.legal)["action"])
        (update,) = updates[-1:]
        assert "log" not in update
        assert update["log_state"]["events_at"] == length
        assert update["events"] == table.log[length:]


def test_a_view_that_missed_updates_asks_only_for_what_it_lacks():
    table = Table("venturesome", seats=["human", "greedy", "greedy"], seed=4)
    view = View(table)
    view.step()
    rng = random.Random(4)
    held = len(view.log)
    for _ in range(6):  # the view sleeps through six moves
        table.act(rng.choice(table.legal)["action"])
    view.answers.clear()
    send_raw(table, {"kind": "log", "epoch": table.log_state["epoch"], "start": held})
    epoch = table.log_state["epoch"]
    assert view.answers == [{"kind": "log", "epoch": epoch, "start": held, "events": table.log[held:]}]
    view.step()
    assert view.in_step() and view.asked == 1


def test_a_second_view_of_the_same_widget_catches_up_with_one_request():
    table = Table("venturesome", seats=["human", "greedy", "greedy"], seed=6)
    first = View(table)
    first.step()
    play(table, first, 10, random.Random(6))
    second = View(table)  # displayed again, or the page reloaded: a view with nothing
    second.step()
    assert second.asked == 1 and second.in_step()


def test_undo_and_new_game_begin_a_new_epoch_and_the_view_recovers():
    table = Table("venturesome", seats=["human", "greedy", "greedy"], seed=3)
    view = View(table)
    view.step()
    play(table, view, 4, random.Random(3))
    epoch, length = table.log_state["epoch"], len(table.log)
    send(table, {"kind": "undo"})
    assert table.error == ""
    assert table.log_state["epoch"] > epoch and len(table.log) < length
    view.step()
    assert view.in_step() and view.asked == 1  # the shorter log is asked for
    epoch = table.log_state["epoch"]
    send(table, {"kind": "new_game"})
    assert table.log_state["epoch"] > epoch
    assert table.log_state["events_at"] == 0 and table.events == table.log  # a new game's events are its log
    view.step()
    assert view.in_step() and view.asked == 1  # so it needs no request
    play(table, view, 4, random.Random(4))
    assert view.asked == 1


def test_hot_seat_hand_off_shows_the_next_persons_log():
    table = Table("venturesome", seats=["human", "human"], seed=6, first_player=0)
    view = View(table)
    view.step()
    send(table, {"kind": "handoff"})
    view.step()
    assert view.in_step()
    while table.state.current_player == 0:
        send(table, {"kind": "act", "action": table.legal[0]["action"]})
        view.step()
    send(table, {"kind": "handoff"})
    view.step()
    assert table.seat == 1 and view.in_step()


def test_a_replay_seek_sends_one_event_of_a_log_the_view_keeps():
    record = Table("venturesome", seats=["greedy", "random"], seed=2).match.record()
    replay = Replay(record, seat=1)
    view = View(replay)
    view.step()
    epoch = replay.log_state["epoch"]
    for index in (3, 40, 0, len(replay.log) - 1):
        send(replay, {"kind": "seek", "index": index})
        assert replay.log_state == {"epoch": epoch, "length": len(replay.log), "events_at": index}
        assert replay.events == [replay.log[index]]
        view.step()
        assert view.in_step()
    send(replay, {"kind": "seek", "index": 40})
    send(replay, {"kind": "play_from_here"})
    assert replay.widget_kind == "table" and replay.log_state["epoch"] > epoch
    view.step()
    assert view.in_step() and len(view.log) < replay.replay["count"]


def test_a_lesson_appends_as_it_goes_and_starts_a_new_epoch_when_restarted():
    tutorial = Tutorial("venturesome", "threats")  # its second step plays moves on the same table
    view = View(tutorial)
    view.step()
    epoch, asked, opening = tutorial.log_state["epoch"], view.asked, len(tutorial.log)
    while len(tutorial.log) < opening + 3:  # the right answers and moves until the log grew
        step = tutorial.runner.current
        if tutorial.tutor["kind"] == "ask":
            send(tutorial, {"kind": "answer", "option": step.answer})
        elif tutorial.tutor["kind"] == "expect":
            send(tutorial, {"kind": "act", "action": step.actions[0]})
        view.step()
        send(tutorial, {"kind": "next"})
        assert tutorial.error == ""
        view.step()
    assert view.in_step() and tutorial.log_state["epoch"] == epoch and view.asked == asked
    send(tutorial, {"kind": "restart"})
    view.step()
    assert view.in_step() and tutorial.log_state["epoch"] > epoch and len(tutorial.log) == opening


def test_a_log_request_needs_no_decision_and_is_answered_by_the_log_only():
    table = Table("venturesome", seats=["human", "greedy"], seed=2)
    answers: list[dict[str, Any]] = []
    table.send = lambda content, buffers=None: answers.append(content)  # type: ignore[method-assign]
    decision = table.status["decision"]
    for start in (0, 0, 2):  # repeatable: the same request twice gets the same answer
        send_raw(table, {"kind": "log", "epoch": table.log_state["epoch"], "start": start})
    assert [answer["start"] for answer in answers] == [0, 0, 2]
    assert all(answer["kind"] == "log" and answer["events"] == table.log[answer["start"] :] for answer in answers)
    assert table.status["decision"] == decision and table.error == ""
    answers.clear()
    send_raw(table, {"kind": "log", "epoch": table.log_state["epoch"] + 7, "start": 2})  # an epoch it no longer has
    send_raw(table, {"kind": "log", "epoch": table.log_state["epoch"], "start": 10**6})  # beyond the log
    assert [answer["start"] for answer in answers] == [0, 0]


@pytest.mark.parametrize("message", [{"kind": "log"}, {"kind": "log", "epoch": 0, "start": "0"}])
def test_a_malformed_log_request_is_refused_like_any_message(message):
    table = Table("venturesome", seats=["human", "greedy"], seed=2)
    answers: list[dict[str, Any]] = []
    table.send = lambda content, buffers=None: answers.append(content)  # type: ignore[method-assign]
    send_raw(table, message)
    assert "whole number" in table.error
    assert answers == [{"kind": "handled", "decision": table.status["decision"]}]
