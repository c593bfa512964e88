"""Python's ``handled`` answer names the message it answers (issue 32, point 5): a view names each
message it sends (``ref``), so that a click waits for the answer to its own move, not for the
answer to a question asked meanwhile. A malformed ``ref`` is refused clearly and changes nothing;
a message without one (an older front end) is taken and answered without one."""

from __future__ import annotations

from typing import Any

import pytest
from widget_helpers import send, send_raw

from venture_widgets.widgets import Replay, Table, Tutorial
from venture_widgets.widgets.base import MAX_REF


def answers(widget, message: Any, *, raw: bool = False) -> list[dict[str, Any]]:
    """The custom messages ``widget`` sends back for ``message`` (as the front end sends it, with
    the decision on screen, unless ``raw``)."""
    sent: list[dict[str, Any]] = []
    widget.send = lambda content, buffers=None: sent.append(content)
    (send_raw if raw else send)(widget, message)
    return sent


def handled(widget, ref: str | None = None) -> dict[str, Any]:
    """The ``handled`` answer ``widget`` sends now, naming ``ref``."""
    return {"kind": "handled", "decision": widget.status["decision"], **({"ref": ref} if ref else {})}


def table() -> Table:
    return Table("venturesome", seats=["human", "greedy"], seed=2, first_player=0)


def test_handled_names_a_move_a_question_and_a_refused_message():
    game = table()
    move = game.legal[0]["action"]
    assert answers(game, {"kind": "why", "action": move, "ref": "v-1"})[-1] == handled(game, "v-1")
    assert answers(game, {"kind": "act", "action": "not a move", "ref": "v-2"}) == [handled(game, "v-2")]
    assert game.error.startswith("'not a move' is not a legal action")
    stale = {"kind": "act", "action": move, "ref": "v-3", "decision": game.status["decision"] - 1}
    assert answers(game, stale, raw=True) == [handled(game, "v-3")] and "has passed" in game.error
    # refused for its kind: a person never waits on a refused click
    assert answers(game, {"kind": "seek", "index": 2, "ref": "v-4"}) == [handled(game, "v-4")]
    assert "unknown message kind 'seek'" in game.error
    assert answers(game, {"kind": "act", "action": move, "ref": "v-5"}) == [handled(game, "v-5")]
    assert game.error == "" and game.state.actions[0] == move


def test_a_lesson_and_a_replay_name_the_message_they_answer():
    tutorial = Tutorial("venturesome", "turn")
    assert answers(tutorial, {"kind": "next", "ref": "t-1"}) == [handled(tutorial, "t-1")]
    assert tutorial.error == "" and tutorial.tutor["step"] == 2
    replay = Replay(Table("venturesome", seats=["greedy", "random"], seed=2).match.record())
    assert answers(replay, {"kind": "seek", "index": 3, "ref": "r-1"}, raw=True) == [handled(replay, "r-1")]
    assert replay.error == "" and replay.replay["index"] == 3


def test_a_message_without_a_ref_from_an_older_front_end_is_taken_and_answered_without_one():
    game = table()
    move = game.legal[0]["action"]
    assert answers(game, {"kind": "act", "action": move}) == [handled(game)]
    assert game.error == "" and game.state.actions[0] == move
    assert answers(game, {"kind": "act", "action": game.legal[0]["action"], "ref": None}) == [handled(game)]
    assert game.error == ""


@pytest.mark.parametrize("ref", [12, "", "x" * (MAX_REF + 1), ["v-1"], {"view": "v", "count": 1}, True, 1.5])
def test_a_bad_ref_is_refused_clearly_and_changes_nothing(ref):
    game = table()
    before = (game.state.snapshot(), game.status, game.view, game.legal)
    replies = answers(game, {"kind": "act", "action": game.legal[0]["action"], "ref": ref})
    assert game.error.startswith("a message's 'ref' names it in Python's answer: a text of 1 to 40 characters, got ")
    assert repr(ref)[:20] in game.error and len(game.error) < 200
    assert replies == [handled(game)]  # a ref not taken is not repeated
    assert (game.state.snapshot(), game.status, game.view, game.legal) == before
    assert answers(game, {"kind": "act", "action": game.legal[0]["action"], "ref": "v-2"}) == [handled(game, "v-2")]
    assert game.error == ""
