"""The Table and Replay widgets on the Python side: synced state, messages, undo, hot-seat."""

from __future__ import annotations

import json
import random

import pytest
from widget_helpers import BAD_MESSAGES, refused_and_unchanged, send, synced

import venture_widgets as vw
from venture_widgets.core.view import observe_events
from venture_widgets.widgets import Replay, Table


def test_table_shows_exactly_what_the_human_seat_observes():
    table = Table("venturesome", seats=["greedy", "human", "random"], seed=4)
    state = table.state
    assert table.seat == 1 and state.current_player == 1
    assert table.view == state.observe(1)
    assert table.legal == [
        {"action": a, "text": state.describe(a), "target": state.action_target(a)} for a in state.legal_actions()
    ]
    assert table.unavailable == [
        {"action": u["action"], "target": u["target"], "text": u["text"]} for u in state.unavailable_actions()
    ]
    assert table.log == observe_events(table.match.log, 1)
    assert table.status["phase"] == "play" and table.error == ""
    json.dumps(synced(table))


def test_synced_state_is_unchanged_when_what_the_seat_cannot_see_is_reshuffled():
    table = Table("venturesome", seats=["human", "greedy", "greedy"], seed=9)
    before = synced(table, decision=False)
    table.match.state = table.state.determinize(0, random.Random(1))
    table.refresh([])
    assert synced(table, decision=False) == before


def test_a_click_plays_the_move_and_the_bots_reply_until_the_human_decides_again():
    table = Table("venturesome", seats=["human", "greedy", "greedy"], seed=1)
    action = table.legal[0]["action"]
    send(table, {"kind": "act", "action": action})
    assert table.error == ""
    assert table.state.actions[0] == action
    assert table.state.current_player == 0 or table.state.is_over
    assert table.events and all("rule" in event for event in table.events)


@pytest.mark.parametrize("message", BAD_MESSAGES, ids=range(len(BAD_MESSAGES)))
def test_bad_messages_from_the_browser_are_refused_clearly_and_change_nothing(message):
    refused_and_unchanged(Table("venturesome", seats=["human", "greedy"], seed=2), message)


def test_a_whole_game_played_by_clicks_ends_with_the_score_sheet():
    table = Table("venturesome", seats=["human", "random", "greedy"], seed=5)
    rng = random.Random(5)
    while table.status["phase"] != "over":
        send(table, {"kind": "act", "action": rng.choice(table.legal)["action"]})
        assert table.error == ""
    assert table.state.is_over
    outcome = table.view["outcome"]
    assert outcome["winners"] == table.state.winners()
    assert {"gems", "artifacts", "artifact_sets", "maps", "total"} <= set(outcome["scores"][0])
    assert outcome["reasoning"]
    assert table.legal == [] and table.status["to_move"] is None


def test_undo_returns_to_the_humans_previous_decision():
    table = Table("venturesome", seats=["human", "greedy", "greedy"], seed=3)
    assert not table.status["can_undo"]
    send(table, {"kind": "undo"})
    assert "nothing to undo" in table.error
    first = table.state.snapshot()
    send(table, {"kind": "act", "action": table.legal[0]["action"]})
    second = table.state.snapshot()
    send(table, {"kind": "act", "action": table.legal[0]["action"]})
    assert table.status["can_undo"]
    send(table, {"kind": "undo"})
    assert table.state.snapshot() == second
    send(table, {"kind": "undo"})
    assert table.state.snapshot() == first


def test_new_game_starts_over_with_the_same_seats():
    table = Table("venturesome", seats=["human", "greedy"], seed=3)
    send(table, {"kind": "act", "action": table.legal[0]["action"]})
    table.new_game(seed=11)
    assert table.state.record()["seed"] == 11 and table.match.kinds == ["human", "greedy"]
    send(table, {"kind": "new_game"})
    assert table.error == "" and table.status["phase"] == "play"


def test_hot_seat_hides_the_table_until_the_next_person_confirms():
    table = Table("venturesome", seats=["human", "human"], seed=6, first_player=0)
    assert table.status["phase"] == "handoff" and table.status["handoff_to"] == 0
    assert table.seat is None and table.legal == []
    assert all(card is None for seat in table.view["seats"] for card in seat["hand"])
    send(table, {"kind": "act", "action": table.state.legal_actions()[0]})
    assert table.error and table.state.actions == []
    send(table, {"kind": "handoff"})
    assert table.status["phase"] == "play" and table.seat == 0 and table.view == table.state.observe(0)
    while table.state.current_player == 0:
        send(table, {"kind": "act", "action": table.legal[0]["action"]})
    assert table.status["phase"] == "handoff" and table.status["handoff_to"] == 1 and table.seat is None
    send(table, {"kind": "handoff"})
    assert table.seat == 1 and table.view == table.state.observe(1)


def test_hot_seat_at_an_open_table_follows_the_turn_without_hiding_it():
    """Adventurous is played in the open: two people at one screen pass it without a hand-off."""
    table = Table("adventurous", seats=["human", "human"], seed=6, first_player=0)
    seen = set()
    while table.status["phase"] != "over" and len(seen) < 2:
        assert table.status["phase"] == "play" and table.seat == table.state.current_player
        seen.add(table.seat)
        send(table, {"kind": "act", "action": table.legal[0]["action"]})
        assert table.error == ""
    assert seen == {0, 1}


def test_a_table_of_bots_plays_to_the_end_at_once():
    table = Table("venturesome", seats=["greedy", "random"], seed=8)
    assert table.status["phase"] == "over" and table.seat is None


def test_bad_seats_and_options_are_clear_errors():
    with pytest.raises(vw.RulesError, match="seat 1 is 'human' or a bot: unknown bot 'wizard'"):
        Table("venturesome", seats=["human", "wizard"])
    with pytest.raises(vw.RulesError, match="first_player"):
        Table("venturesome", seats=["human", "greedy"], first_player=5)


def test_table_repr_is_stable():
    assert repr(Table("venturesome", seats=["human", "greedy"], seed=3)) == repr(
        Table("venturesome", seats=["human", "greedy"], seed=3)
    )
    assert "0x" not in repr(Table("venturesome", seats=["human", "greedy"], seed=3))


def finished_record(seed: int = 2) -> dict:
    return (
        vw.load_game("venturesome")
        .replay(Table("venturesome", seats=["greedy", "random", "greedy"], seed=seed).state.record())
        .record()
    )


def test_replay_steps_through_every_event_and_shows_the_position_after_its_action():
    record = finished_record()
    replay = Replay(record)
    count = replay.replay["count"]
    assert count == len(replay.log) and replay.replay["actions"] == len(record["actions"])
    for index in (0, count // 2, count - 1):
        send(replay, {"kind": "seek", "index": index})
        actions = replay.replay["action"]
        expected = vw.load_game("venturesome").replay(dict(record, actions=record["actions"][:actions]))
        assert replay.view == expected.observe(None)
        assert replay.events == [replay.log[index]]
    assert replay.view["is_over"]


def test_replay_of_a_seat_shows_what_that_seat_saw():
    record = finished_record()
    replay = Replay(record, seat=1)
    send(replay, {"kind": "seek", "index": 10})
    position = vw.load_game("venturesome").replay(dict(record, actions=record["actions"][: replay.replay["action"]]))
    assert replay.view == position.observe(1)
    assert None not in replay.view["seats"][1]["hand"]
    assert replay.log == observe_events(replay.full_log, 1)


@pytest.mark.parametrize(
    "message",
    [
        {"kind": "seek", "index": -1},
        {"kind": "seek", "index": "3"},
        {"kind": "seek"},
        {"kind": "act", "action": "play GUIDE.MAP"},
    ],
)
def test_replay_refuses_bad_messages(message):
    replay = Replay(finished_record())
    before = replay.replay
    send(replay, message)
    assert replay.error and replay.replay == before


def test_play_from_here_turns_the_replay_into_a_table_at_that_point():
    record = finished_record()
    replay = Replay(record, seat=2)
    send(replay, {"kind": "seek", "index": 30})
    actions = replay.replay["action"]
    send(replay, {"kind": "play_from_here"})
    assert replay.error == "" and replay.widget_kind == "table"
    assert replay.state.actions[:actions] == record["actions"][:actions]
    assert replay.match.kinds == ["greedy", "greedy", "human"]
    send(replay, {"kind": "act", "action": replay.legal[0]["action"]})
    assert replay.error == ""


def test_a_malformed_record_is_a_clear_error():
    with pytest.raises(vw.RecordError):
        Replay({"game": "venturesome", "format": "nope"})
    with pytest.raises(vw.RulesError):
        Replay(["not", "a", "record"])  # type: ignore[arg-type]
