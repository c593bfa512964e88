"""``vw.Puzzles``: one puzzle at a time on the live table. A move clicked is judged, not played,
and told what it is worth; the answer, found or shown, is lit and explained; the score counts
first tries; Previous and Next move through the puzzles, each afresh; bad messages are refused by
name and change nothing; the seat sees only its own view, and the puzzle's seed goes nowhere."""

from __future__ import annotations

import json

import pytest
from puzzle_helpers import few_puzzles
from widget_helpers import send

from venture_widgets.widgets import Puzzles


@pytest.fixture
def puzzles() -> Puzzles:
    return Puzzles("venturesome", puzzles=few_puzzles())


def wrong_move(widget: Puzzles) -> str:
    return next(item["action"] for item in widget.legal if item["action"] not in widget.current.answers)


def test_the_puzzle_is_shown_as_its_seat_sees_it_with_its_moves(puzzles):
    puzzle = puzzles.current
    state = puzzle.position()
    assert puzzles.widget_kind == "puzzle" and puzzles.seat == puzzle.seat
    assert puzzles.view == state.observe(puzzle.seat)
    assert sorted(item["action"] for item in puzzles.legal) == sorted(state.legal_actions())
    assert puzzles.puzzle["status"] == "open" and puzzles.puzzle["answer"] is None and puzzles.puzzle["reason"] is None


def test_a_wrong_move_is_judged_not_played_and_told_its_worth(puzzles):
    before = puzzles.match.state.snapshot()
    move = wrong_move(puzzles)
    send(puzzles, {"kind": "act", "action": move})
    assert puzzles.error == "" and puzzles.match.state.snapshot() == before
    state = puzzles.puzzle
    assert state["status"] == "missed" and state["feedback"]["correct"] is False
    worth = f"{puzzles.current.value_of(move):.0%}"
    assert state["feedback"]["text"].startswith("Not the best: ") and worth in state["feedback"]["text"]
    assert state["answer"] is None and state["score"] == {"solved": 0, "tried": 1}


def test_the_answer_found_after_a_miss_is_lit_and_explained_but_the_score_keeps_the_first_try(puzzles):
    send(puzzles, {"kind": "act", "action": wrong_move(puzzles)})
    answer = puzzles.current.answers[0]
    send(puzzles, {"kind": "act", "action": answer})
    state = puzzles.puzzle
    assert state["status"] == "solved" and state["answer"] == answer and state["reason"] == "Because it is best."
    assert state["feedback"]["text"].startswith("Yes: ") and state["score"] == {"solved": 0, "tried": 1}


def test_show_the_answer_then_next_and_previous(puzzles):
    send(puzzles, {"kind": "puzzle_show"})
    assert puzzles.puzzle["status"] == "shown" and puzzles.puzzle["answer"] == puzzles.current.answers[0]
    send(puzzles, {"kind": "puzzle_go", "index": 1})
    assert puzzles.puzzle["index"] == 1 and puzzles.puzzle["status"] == "open"
    send(puzzles, {"kind": "act", "action": puzzles.current.answers[0]})
    assert puzzles.puzzle["score"] == {"solved": 1, "tried": 2}
    send(puzzles, {"kind": "puzzle_go", "index": 0})
    assert puzzles.puzzle["index"] == 0 and puzzles.puzzle["status"] == "open" and puzzles.puzzle["answer"] is None
    send(puzzles, {"kind": "act", "action": puzzles.current.answers[0]})
    assert puzzles.puzzle["score"] == {"solved": 1, "tried": 2}, "a puzzle counts its first try only"


@pytest.mark.parametrize(
    ("message", "error"),
    [
        ({"kind": "act", "action": "play NOBODY.NOTHING"}, "'play NOBODY.NOTHING' is not a move of this puzzle"),
        ({"kind": "puzzle_go", "index": 3}, "puzzle 3 does not exist: there are puzzles 0 to 2"),
        ({"kind": "puzzle_go", "index": "next"}, "index"),
        ({"kind": "hint"}, "hint"),
        ({"kind": "undo"}, "undo"),
    ],
)
def test_bad_messages_are_refused_by_name_and_change_nothing(puzzles, message, error):
    before = (dict(puzzles.puzzle), puzzles.match.state.snapshot())
    send(puzzles, message)
    assert error in puzzles.error
    assert (puzzles.puzzle, puzzles.match.state.snapshot()) == before


def test_the_seed_of_a_puzzles_game_is_shown_nowhere(puzzles):
    seed = str(puzzles.current.record["seed"])
    synced = json.dumps({name: getattr(puzzles, name) for name in ("view", "legal", "status", "puzzle", "log")})
    assert f'"seed": {seed}' not in synced and "seed" not in repr(puzzles)


def test_the_shipped_puzzles_open_at_any_start():
    widget = Puzzles("venturesome", start=2)
    assert widget.puzzle["index"] == 2 and widget.puzzle["count"] >= 30
    assert widget.view["seat"] == widget.current.seat
