"""Hardening of the widgets against what a real browser and a real notebook do: a seed that must
stay secret, double clicks and late clicks, widgets closed and forgotten, huge messages, and
hot-seat Undo (issue 8). Every game of the registry is checked."""

from __future__ import annotations

import gc
import json
import re
import weakref
from pathlib import Path
from typing import Any

import pytest
from widget_helpers import send, send_raw

import venture_widgets as vw
from venture_widgets.core.rng import SEED_BITS
from venture_widgets.widgets import Puzzles, Replay, Review, Table, Tutorial
from venture_widgets.widgets.match import Match

GAMES = vw.list_games()
SECRET = 0xC0FFEE_5EED_0DD5  # a seed whose digits cannot turn up by chance in a view
#: the fewest players with a bot among them and a hand-off between two humans (a solo game has neither)
PLAYERS = {game: max(2, vw.load_game(game).info.min_players) for game in GAMES}
SEAT_ZERO_HUMAN = {game: ["human"] + ["greedy"] * (PLAYERS[game] - 1) for game in GAMES}


def synced_text(widget: vw.Table) -> str:
    """Everything a widget sends the browser (but its bundle), and its text repr, as one text."""
    state = {name: value for name, value in widget.get_state().items() if name not in ("_esm", "_css")}
    return repr(widget) + json.dumps(state)


def seed_shown(seed: int, text: str) -> bool:
    return any(form in text.lower() for form in (str(seed), hex(seed), f"{seed:x}"))


def play(table: Table, moves: int) -> None:
    for _ in range(moves):
        if table.status["phase"] != "play":
            return
        send(table, {"kind": "act", "action": table.legal[0]["action"]})
        assert table.error == ""


# --- 1. the seed is a secret ----------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_a_table_in_play_shows_its_seed_in_no_repr_and_no_synced_trait(game):
    table = Table(game, seats=SEAT_ZERO_HUMAN[game], seed=SECRET)
    for _ in range(6):
        if table.status["phase"] == "over":
            break  # a finished game may show its seed (the next test)
        assert not seed_shown(SECRET, synced_text(table))
        assert not seed_shown(SECRET, repr(table.match))
        play(table, 3)
    hot_seat = Table(game, seats=["human"] * PLAYERS[game], seed=SECRET)
    assert hot_seat.status["phase"] == ("play" if vw.load_game(game).info.open_table else "handoff")
    assert not seed_shown(SECRET, synced_text(hot_seat))


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_and_a_replay_may_show_the_seed(game):
    bots = ["greedy"] * vw.load_game(game).info.min_players
    table = Table(game, seats=bots, seed=SECRET)
    assert table.status["phase"] == "over"
    assert f"seed={SECRET}" in repr(table) and f"seed={SECRET}" in repr(table.match)
    assert f"seed={SECRET}" in repr(Replay(table.match.record()))


@pytest.mark.parametrize("game", GAMES)
def test_a_replay_of_a_game_in_play_shows_its_seed_in_no_text_form_and_no_synced_trait(game):
    """A replay of a game still in play, as one seat saw it (or as a spectator): its repr, the
    text/plain a notebook saves beside the widget and its synced state name no seed, at any
    event; played on from there, the table names none either."""
    table = Table(game, seats=SEAT_ZERO_HUMAN[game], seed=SECRET)
    play(table, 4)
    assert not table.state.is_over
    for seat in (0, None):
        replay = Replay(table.match.record(), seat=seat)
        for index in (0, replay.replay["count"] - 1):
            send(replay, {"kind": "seek", "index": index})
            assert not seed_shown(SECRET, synced_text(replay) + replay._repr_mimebundle_()[0]["text/plain"])
        send(replay, {"kind": "play_from_here"})
        assert replay.widget_kind == "table" and not seed_shown(SECRET, synced_text(replay))


@pytest.mark.parametrize("game", GAMES)
def test_default_seeds_carry_64_bits_from_the_operating_system(game):
    """Every one of the 64 bits is 1 in some of 64 default seeds and 0 in another: with 32-bit
    seeds the top half would always be 0 (a chance failure has odds below 2**-57)."""
    seeds = [vw.load_game(game).new_game().seed for _ in range(64)]
    seeds += [Match(game, SEAT_ZERO_HUMAN[game]).start["seed"] for _ in range(32)]
    table = Table(game, seats=SEAT_ZERO_HUMAN[game])
    for _ in range(32):
        table.new_game()
        seeds.append(table.match.start["seed"])
    assert SEED_BITS == 64 and len(set(seeds)) == len(seeds)
    assert all(0 <= seed < 2**SEED_BITS for seed in seeds)
    for bit in range(SEED_BITS):
        assert {(seed >> bit) & 1 for seed in seeds} == {0, 1}, f"bit {bit} never changes"


# --- 2. one click, one move -----------------------------------------------------------------------


def test_every_update_offers_a_new_decision_and_a_message_must_name_it():
    table = Table("venturesome", seats=["human", "greedy", "greedy"], seed=1)
    offered = table.status["decision"]
    action = table.legal[0]["action"]
    before = table.state.snapshot()
    send_raw(table, {"kind": "act", "action": action})
    assert "must name the decision it answers" in table.error
    send_raw(table, {"kind": "act", "action": action, "decision": True})  # True == 1 in Python
    assert "has passed" in table.error
    send_raw(table, {"kind": "act", "action": action, "decision": str(offered)})
    assert "has passed" in table.error
    assert table.state.snapshot() == before and table.status["decision"] == offered
    send_raw(table, {"kind": "act", "action": action, "decision": offered})
    assert table.error == "" and table.state.actions[0] == action
    assert table.status["decision"] != offered


@pytest.mark.parametrize("game", GAMES)
def test_a_double_click_is_one_move(game):
    """Each message is sent twice, as a double click or an impatient second click does: the
    second is refused and nothing else changes, so the game has exactly the moves clicked once."""
    table = Table(game, seats=SEAT_ZERO_HUMAN[game], seed=11)
    clicked: list[str] = []
    for _ in range(40):
        if table.status["phase"] != "play":
            break
        message = {"kind": "act", "action": table.legal[-1]["action"], "decision": table.status["decision"]}
        send_raw(table, message)
        assert table.error == ""
        clicked.append(message["action"])
        after = (table.state.snapshot(), table.status, table.view)
        send_raw(table, message)
        assert "has passed" in table.error
        assert (table.state.snapshot(), table.status, table.view) == after
    played = len(table.state.actions)
    assert clicked and [table.state.actions[point] for point in table.match.human_points if point < played] == clicked


def test_undo_clicked_twice_takes_back_one_decision():
    table = Table("venturesome", seats=["human", "greedy", "greedy"], seed=3)
    play(table, 3)
    moved = table.state.snapshot()
    send(table, {"kind": "act", "action": table.legal[0]["action"]})
    message = {"kind": "undo", "decision": table.status["decision"]}
    send_raw(table, message)
    assert table.error == "" and table.state.snapshot() == moved
    send_raw(table, message)
    assert "has passed" in table.error and table.state.snapshot() == moved


def test_every_message_is_answered_so_the_browser_takes_clicks_again():
    table = Table("venturesome", seats=["human", "greedy"], seed=2)
    answers: list[dict[str, Any]] = []
    table.send = lambda content, buffers=None: answers.append(content)  # type: ignore[method-assign]
    offered = []
    for message in ({"kind": "act", "action": "not a move"}, {"kind": "act", "action": table.legal[0]["action"]}):
        send(table, message)
        offered.append(table.status["decision"])
    send_raw(table, "junk")
    offered.append(table.status["decision"])
    assert answers == [{"kind": "handled", "decision": decision} for decision in offered]
    assert offered[0] < offered[1] == offered[2] and table.error  # the move was taken, the junk refused


def test_the_contract_names_every_message_that_needs_no_decision_number():
    """js/CONTRACT.md says which messages need no decision number: the ones the widgets take
    without one (``REPEATABLE``), no more and no fewer."""
    contract = (Path(__file__).parents[2] / "js" / "CONTRACT.md").read_text(encoding="utf-8")
    found = re.search(r"\(only (.*?) need none", " ".join(contract.split()))
    assert found, "js/CONTRACT.md no longer says which messages need no decision number"
    named = set(re.findall(r"`(\w+)`", found.group(1)))
    assert named == Table.REPEATABLE | Replay.REPEATABLE | Review.REPEATABLE | Puzzles.REPEATABLE | Tutorial.REPEATABLE


def test_a_tutorial_step_is_left_once_however_often_next_is_clicked():
    tutorial = Tutorial("venturesome", "turn")
    message = {"kind": "next", "decision": tutorial.status["decision"]}
    send_raw(tutorial, message)
    send_raw(tutorial, message)
    assert tutorial.tutor["step"] == 2 and "has passed" in tutorial.error


def test_a_replay_seeks_without_a_decision_but_plays_from_here_once():
    record = Table("venturesome", seats=["greedy", "random"], seed=2).match.record()
    replay = Replay(record)
    send_raw(replay, {"kind": "seek", "index": 4})
    send_raw(replay, {"kind": "seek", "index": 4})
    assert replay.error == "" and replay.replay["index"] == 4
    message = {"kind": "play_from_here", "decision": replay.status["decision"]}
    send_raw(replay, message)
    assert replay.widget_kind == "table" and replay.error == ""
    actions = list(replay.state.actions)
    send_raw(replay, message)
    assert replay.error and replay.state.actions == actions


# --- 3. closed widgets are freed ------------------------------------------------------------------


class Canary:
    """Something only a widget's log holds: when it is collected, so was the log."""


@pytest.mark.parametrize("game", GAMES)
def test_a_closed_table_its_match_bots_and_log_are_collected(game):
    table = Table(game, seats=SEAT_ZERO_HUMAN[game], seed=5)
    play(table, 2)
    table.match.log.append(Canary())
    kept = [weakref.ref(thing) for thing in (table, table.match, table.state, table.match.log[-1])]
    kept += [weakref.ref(agent) for agent in table.match.agents.values()]
    assert len(kept) > 4  # a bot is among them
    table.close()
    del table
    gc.collect()
    assert [ref() for ref in kept] == [None] * len(kept)


def test_closed_replays_and_tutorials_are_collected():
    replay = Replay(Table("venturesome", seats=["greedy", "random"], seed=2).match.record())
    tutorial = Tutorial("venturesome", "turn")
    kept = [weakref.ref(replay), weakref.ref(tutorial), weakref.ref(tutorial.runner)]
    replay.close()
    tutorial.close()
    del replay, tutorial
    gc.collect()
    assert [ref() for ref in kept] == [None, None, None]


# --- 7. hot-seat undo -----------------------------------------------------------------------------


def test_hot_seat_undo_takes_back_the_clicking_persons_own_decision():
    table = Table("venturesome", seats=["human", "human"], seed=6, first_player=0)
    send(table, {"kind": "handoff"})
    start = table.state.snapshot()
    while table.state.current_player == 0:
        send(table, {"kind": "act", "action": table.legal[0]["action"]})
    after_seat_0 = table.state.snapshot()
    send(table, {"kind": "handoff"})
    assert table.seat == 1 and not table.status["can_undo"]
    send(table, {"kind": "undo"})  # seat 1 has made no decision: seat 0's move stays
    assert "nothing to undo" in table.error and table.state.snapshot() == after_seat_0
    send(table, {"kind": "act", "action": table.legal[0]["action"]})
    assert table.status["phase"] == "handoff" and table.status["can_undo"]
    send(table, {"kind": "undo"})  # seat 1's move is taken back from the hand-off screen ...
    assert table.state.snapshot() == after_seat_0
    # ... which anyone may hold: seat 1's hand shows once seat 1 confirms it holds the screen again
    assert table.seat is None and table.status["phase"] == "handoff" and table.status["handoff_to"] == 1
    assert table.view == table.state.observe(None)
    send(table, {"kind": "handoff"})
    assert table.seat == 1 and table.status["phase"] == "play" and table.view == table.state.observe(1)
    send(table, {"kind": "act", "action": table.legal[0]["action"]})
    send(table, {"kind": "handoff"})
    assert table.seat == 0 and table.status["can_undo"]
    send(table, {"kind": "undo"})  # seat 0 goes back to its own first decision
    assert table.state.snapshot() == start and table.seat == 0 and table.status["phase"] == "play"


# --- 8. message size ------------------------------------------------------------------------------


def nested(depth: int) -> list[Any]:
    value: list[Any] = [0]
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize(
    "padding",
    [
        list(range(1_000_000)),
        {str(key): key for key in range(100_000)},
        nested(60),
        {"deep": "x" * 501},
    ],
    ids=["a million items", "a big object", "deep nesting", "a long text inside"],
)
def test_messages_of_any_shape_are_bounded(padding):
    table = Table("venturesome", seats=["human", "greedy"], seed=2)
    before = (table.state.snapshot(), table.status)
    send(table, {"kind": "act", "action": table.legal[0]["action"], "padding": padding})
    assert ("too large" in table.error or "characters long" in table.error) and len(table.error) < 200
    assert (table.state.snapshot(), table.status) == before
