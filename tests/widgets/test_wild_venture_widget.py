"""The Table and Replay widgets with A Wild Venture: messages from the browser, hidden
information in what is synced, replays of a record (the shared checks are in widget_helpers)."""

from __future__ import annotations

import functools
import json
import random

import pytest
from widget_helpers import BAD_MESSAGES, refused_and_unchanged, send, synced

import venture_widgets as vw
from venture_widgets.core.view import observe_events
from venture_widgets.widgets import Replay, Table

GAME = "wild_venture"


def table(seed: int = 4, **options) -> Table:
    return Table(GAME, seats=["human", "greedy"], seed=seed, **options)


def test_the_table_shows_exactly_what_the_human_seat_observes():
    t = table()
    state = t.state
    assert t.game_id == GAME and t.seat == 0 and state.current_player == 0
    assert t.view == state.observe(0)
    assert t.legal == [
        {"action": a, "text": state.describe(a), "target": state.action_target(a)} for a in state.legal_actions()
    ]
    assert t.unavailable == [
        {"action": u["action"], "target": u["target"], "text": u["text"]} for u in state.unavailable_actions()
    ]
    assert t.log == observe_events(t.match.log, 0)
    assert t.status["phase"] == "play" and t.error == ""
    assert set(t.catalog["boards"]) >= {"spring", "autumn"}
    json.dumps(synced(t))


def test_a_legal_click_is_played_and_the_bot_replies_until_the_human_decides_again():
    t = table(seed=1)
    action = t.legal[0]["action"]
    send(t, {"kind": "act", "action": action})
    assert t.error == ""
    assert t.state.actions[0] == action
    assert t.state.current_player == 0 or t.state.is_over
    assert t.events and all("rule" in event for event in t.events)
    assert t.view == t.state.observe(0)


def illegal_moves(seed: int) -> list[dict]:
    """Moves that are well formed but not legal at the start of ``table(seed)``: a space that
    does not exist, a card of the other hand, verbs of other decisions, a card that is no Initiate."""
    hand = table(seed).state.observe(1)["seats"][1]["hand"]
    return [
        {"kind": "act", "action": "move nowhere"},
        {"kind": "act", "action": f"play {hand[0]}"},
        {"kind": "act", "action": "stop"},
        {"kind": "act", "action": "invest 99"},
        {"kind": "act", "action": "initiate warren"},
    ]


@pytest.mark.parametrize("message", BAD_MESSAGES + illegal_moves(2), ids=range(len(BAD_MESSAGES) + 5))
def test_bad_and_illegal_messages_are_refused_clearly_and_change_nothing(message):
    refused_and_unchanged(table(seed=2), message)


def test_a_move_refused_mid_game_names_it_and_leaves_the_turn_as_it_was():
    t = table(seed=3)
    rng = random.Random(3)
    for _ in range(15):
        send(t, {"kind": "act", "action": rng.choice(t.legal)["action"]})
    legal = {item["action"] for item in t.legal}
    wrong = next(a for a in ("end", "stop", "skip", "move home", "invest 1") if a not in legal)
    refused_and_unchanged(t, {"kind": "act", "action": wrong})


def hidden_cards(t: Table) -> set[str]:
    """The cards in the opponent's hand that the human seat does not know are there."""
    truth = t.state.observe(1)["seats"][1]
    return set(truth["hand"]) - set(t.view["seats"][1]["known_hand"])


@pytest.mark.parametrize("seed", [5, 6])
def test_the_opponent_hand_is_never_in_what_is_synced_and_a_reshuffle_changes_nothing(seed):
    """At every decision of a whole game played by clicks: the other hand is only a count (and
    the cards this seat knows); no card of it is named in the view or the moves; and dealing
    again everything this seat cannot see (the other hand, the deck) leaves every synced
    trait as it was."""
    from venture_widgets.games.wild_venture.tables import CARD_NAME, code_to_card

    t = table(seed=seed)
    rng = random.Random(seed)
    decisions = checked = 0
    while t.status["phase"] != "over":
        them = t.view["seats"][1]
        assert them["hand"] is None and them["hand_count"] == len(t.state.observe(1)["seats"][1]["hand"])
        hidden = hidden_cards(t)
        checked += len(hidden)
        shown = json.dumps([t.view, t.legal])
        assert not [code for code in hidden if f'"{code}"' in shown or CARD_NAME[code_to_card(code)] in shown]
        if decisions % 5 == 0:
            before = synced(t, decision=False)
            truth = t.match.state
            t.match.state = truth.determinize(0, random.Random(decisions))
            t.refresh([])
            assert synced(t, decision=False) == before
            t.match.state = truth
            t.refresh([])
        send(t, {"kind": "act", "action": rng.choice(t.legal)["action"]})
        assert t.error == ""
        decisions += 1
    assert decisions > 30 and checked > 100
    assert t.view["seats"][1]["hand"] is not None  # everything is shown once the game is over


def test_a_whole_game_by_clicks_ends_with_the_score_sheet():
    t = table(seed=8, board="autumn")
    rng = random.Random(8)
    while t.status["phase"] != "over":
        send(t, {"kind": "act", "action": rng.choice(t.legal)["action"]})
        assert t.error == ""
    outcome = t.view["outcome"]
    assert outcome["winners"] == t.state.winners()
    assert {"villagers", "buildings", "gear", "total"} <= set(outcome["scores"][0])
    assert t.legal == [] and t.status["to_move"] is None


def test_undo_returns_to_the_humans_previous_decision():
    t = table(seed=3)
    first = t.state.snapshot()
    send(t, {"kind": "act", "action": t.legal[0]["action"]})
    send(t, {"kind": "undo"})
    assert t.error == "" and t.state.snapshot() == first and t.view == t.state.observe(0)


@functools.cache
def _finished_record(seed: int) -> str:
    return json.dumps(Table(GAME, seats=["greedy", "random"], seed=seed).state.record())


def finished_record(seed: int = 7) -> dict:
    """The record of a whole game between bots (a fresh copy each time)."""
    return json.loads(_finished_record(seed))


def test_replay_of_a_record_shows_each_position_after_its_action():
    record = finished_record()
    replay = Replay(record)
    count = replay.replay["count"]
    assert replay.game_id == GAME and count == len(replay.log)
    assert replay.replay["actions"] == len(record["actions"])
    for index in (0, count // 3, count - 1):
        send(replay, {"kind": "seek", "index": index})
        assert replay.error == ""
        actions = replay.replay["action"]
        position = vw.load_game(GAME).replay(dict(record, actions=record["actions"][:actions]))
        assert replay.view == position.observe(None)
        assert replay.events == [replay.log[index]]
    assert replay.view["phase"] == "over"


def test_replay_of_a_seat_shows_what_that_seat_saw_and_can_be_played_from():
    record = finished_record()
    replay = Replay(record, seat=1)
    send(replay, {"kind": "seek", "index": 40})
    actions = replay.replay["action"]
    position = vw.load_game(GAME).replay(dict(record, actions=record["actions"][:actions]))
    assert replay.view == position.observe(1)
    assert replay.view["seats"][0]["hand"] is None and replay.view["seats"][1]["hand"] is not None
    assert replay.log == observe_events(replay.full_log, 1)
    send(replay, {"kind": "play_from_here"})
    assert replay.error == "" and replay.widget_kind == "table"
    assert replay.state.actions[:actions] == record["actions"][:actions]
    if replay.status["phase"] == "play":
        send(replay, {"kind": "act", "action": replay.legal[0]["action"]})
        assert replay.error == ""


def test_a_broken_record_is_a_clear_error():
    record = finished_record()
    with pytest.raises((vw.RecordError, vw.RulesError)):
        Replay(dict(record, actions=[*record["actions"][:5], "move nowhere"]))
    with pytest.raises(vw.RecordError):
        Replay({"game": GAME, "format": "nope"})
