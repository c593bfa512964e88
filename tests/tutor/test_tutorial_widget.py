"""The Tutorial widget on the Python side: synced traits, the act/next/answer/restart/back/
next_lesson messages, and bad messages, which only set ``error`` and never raise."""

from __future__ import annotations

import json
from typing import Any

import pytest

pytest.importorskip("anywidget")

import venture_widgets as vw
from venture_widgets.core.errors import LessonError, UnknownGameError
from venture_widgets.tutor import Ask, Expect, Lesson, Setup, load_lesson
from venture_widgets.tutor.model import MOVE_STEPS
from venture_widgets.widgets import Tutorial

BAD_MESSAGES: list[Any] = [
    "next",
    ["next"],
    {},
    {"kind": "explode"},
    {"kind": None},
    {"kind": "undo"},
    {"kind": "act"},
    {"kind": "act", "action": 7},
    {"kind": "act", "action": "x" * 100_000},
    {"kind": "answer"},
    {"kind": "answer", "option": "1"},
    {"kind": "answer", "option": True},
    {"kind": "next_lesson", "lesson": "rounds_and_scoring"},
]


def send(widget: Tutorial, message: Any) -> None:
    """What the front end sends for ``message``: it names the decision on screen, as a click does."""
    if isinstance(message, dict):
        message = {**message, "decision": widget.status.get("decision")}
    widget._on_message(widget, message, [])


def synced(widget: Tutorial) -> dict[str, Any]:
    """What the widget syncs, but the number of the decision offered (every update renews it)."""
    names = ("seat", "view", "legal", "log", "events", "status", "seats", "tutor", "error")
    traits = {name: getattr(widget, name) for name in names}
    traits["status"] = {key: value for key, value in traits["status"].items() if key != "decision"}
    return traits


def at_expect(lesson: str = "turn") -> Tutorial:
    """A tutorial standing on the first step that wants a move."""
    tutorial = Tutorial("venturesome", lesson)
    while tutorial.tutor["kind"] != "expect":
        step = tutorial.runner.current
        if isinstance(step, Ask):
            send(tutorial, {"kind": "answer", "option": step.answer})
        send(tutorial, {"kind": "next"})
    return tutorial


def test_the_widget_shows_the_lesson_as_the_learner_sees_it() -> None:
    tutorial = vw.Tutorial("venturesome", "turn")
    runner = tutorial.runner
    assert repr(tutorial) == "Tutorial(venturesome/turn, step 1 of 7)"
    assert tutorial.widget_kind == "tutorial" and tutorial.game_id == "venturesome"
    assert tutorial.catalog == vw.load_game("venturesome").catalog()
    assert tutorial.seat == 0 and tutorial.view == runner.state.observe(0)
    assert tutorial.tutor == runner.snapshot() and tutorial.tutor["kind"] == "say"
    assert tutorial.legal == [] and tutorial.status["phase"] == "waiting" and tutorial.error == ""
    assert [s["kind"] for s in tutorial.seats] == ["human", "tutor", "tutor"]
    assert tutorial.seats[0]["label"] == "Seat 0 (you)"
    json.dumps(synced(tutorial))


def test_legal_actions_are_offered_only_while_a_move_is_expected() -> None:
    tutorial = at_expect()
    state = tutorial.state
    assert tutorial.status["phase"] == "play" and tutorial.status["to_move"] == 0
    assert tutorial.legal == [
        {"action": a, "text": state.describe(a), "target": state.action_target(a)} for a in state.legal_actions()
    ]
    assert tutorial.unavailable == [
        {"action": u["action"], "target": u["target"], "text": u["text"]} for u in state.unavailable_actions()
    ]
    send(tutorial, {"kind": "act", "action": "play REPORTER.ANKH left"})
    assert tutorial.error == "" and tutorial.legal == []
    assert tutorial.tutor["feedback"]["ok"] and tutorial.tutor["can_next"]
    assert [e["rule"] for e in tutorial.events] == ["turn.play", "effects.reporter"]
    assert tutorial.view == state.observe(0) and tutorial.log == tutorial.runner.log


def test_a_wrong_legal_move_gets_feedback_and_changes_nothing() -> None:
    # the lessons accept every legal move they do not depend on: a lesson of its own refuses one
    lesson = Lesson(
        id="ends",
        game="venturesome",
        title="Ends",
        summary="",
        sections=["turn.play"],
        steps=[
            Setup(
                scenario={
                    "players": 2,
                    "hands": [["Reporter (Ankh)", "Guide (2 Gems)"], ["Reporter (Ring)"]],
                    "expeditions": [["Professor (Ring)"], []],
                    "threats": ["Jaguar", "Trap"],
                }
            ),
            Expect(
                "Lay your Reporter on the left.",
                ["play REPORTER.ANKH left"],
                feedback={"play REPORTER.ANKH right": "Right card, other end: this time put it on the left."},
            ),
        ],
    )
    tutorial = Tutorial("venturesome", lesson)
    before = tutorial.state.snapshot()
    send(tutorial, {"kind": "act", "action": "play REPORTER.ANKH right"})
    assert tutorial.error == ""
    assert tutorial.tutor["feedback"] == {"ok": False, "text": "Right card, other end: this time put it on the left."}
    assert tutorial.state.snapshot() == before and tutorial.legal


def test_an_illegal_move_sets_error_with_the_lesson_s_explanation() -> None:
    tutorial = at_expect()
    before = tutorial.state.snapshot()
    send(tutorial, {"kind": "act", "action": "play PROFESSOR.GEM1 left"})
    assert tutorial.error.startswith("Not allowed: your expedition already holds a Professor")
    assert tutorial.tutor["feedback"]["text"] == tutorial.error
    assert tutorial.state.snapshot() == before
    send(tutorial, {"kind": "act", "action": "play NOBODY.NOTHING"})
    assert tutorial.error == (
        "“play NOBODY.NOTHING” is not a legal move here: There is no card 'NOBODY.NOTHING': cards are named "
        "CHARACTER.SYMBOL, like GUIDE.MAP (rule notation: Action notation)."
    )


@pytest.mark.parametrize("message", BAD_MESSAGES, ids=repr)
def test_bad_messages_only_set_error(message: Any) -> None:
    tutorial = at_expect()
    before = {**synced(tutorial), "status": tutorial.status, "state": tutorial.state.snapshot()}
    send(tutorial, message)
    after = {**synced(tutorial), "status": tutorial.status, "state": tutorial.state.snapshot()}
    assert tutorial.error
    assert {k: v for k, v in after.items() if k != "error"} == {k: v for k, v in before.items() if k != "error"}


@pytest.mark.parametrize(
    "message, error",
    [
        ({"kind": "next"}, "step 2 is not finished: first make the move this step asks for"),
        ({"kind": "answer", "option": 0}, "no question is asked at step 2 (expect)"),
    ],
)
def test_messages_that_do_not_fit_the_step_are_refused(message: dict[str, Any], error: str) -> None:
    tutorial = at_expect()
    before = tutorial.tutor
    send(tutorial, message)
    assert tutorial.error == error and tutorial.tutor == before


def test_a_whole_lesson_runs_through_messages_and_restarts() -> None:
    tutorial = Tutorial("venturesome", "rounds_and_scoring")
    first = synced(tutorial)
    while tutorial.tutor["kind"] != "done":
        step = tutorial.runner.current
        while isinstance(step, MOVE_STEPS) and not tutorial.runner.solved:
            send(tutorial, {"kind": "act", "action": tutorial.runner.demo_move()})
        if isinstance(step, Ask):
            send(tutorial, {"kind": "answer", "option": (step.answer + 1) % len(step.options)})
            assert tutorial.tutor["feedback"]["ok"] is False and not tutorial.tutor["can_next"]
            send(tutorial, {"kind": "answer", "option": step.answer})
        assert tutorial.error == "" and tutorial.tutor["can_next"]
        send(tutorial, {"kind": "next"})
    assert repr(tutorial) == "Tutorial(venturesome/rounds_and_scoring, done)" and tutorial.tutor["kind"] == "done"
    send(tutorial, {"kind": "next"})
    assert tutorial.error == "the lesson is over: restart it to go through it again"
    send(tutorial, {"kind": "restart"})
    assert synced(tutorial) == first


def test_bad_arguments_raise_clear_errors() -> None:
    with pytest.raises(LessonError, match="venturesome has no lesson 'chess'"):
        Tutorial("venturesome", "chess")
    with pytest.raises(UnknownGameError):
        Tutorial("chess", "turn")
    lesson = load_lesson("venturesome", "threats")
    assert repr(Tutorial("venturesome", lesson)) == "Tutorial(venturesome/threats, step 1 of 7)"


# --- back, the next lesson and the scores (issue 9, item 6) ----------------------------------------


def finish(tutorial: Tutorial) -> None:
    """Go through the rest of the lesson by messages, as clicks would."""
    while tutorial.tutor["kind"] != "done":
        step = tutorial.runner.current
        while isinstance(step, MOVE_STEPS) and not tutorial.runner.solved:
            send(tutorial, {"kind": "act", "action": tutorial.runner.demo_move()})
        if isinstance(step, Ask):
            send(tutorial, {"kind": "answer", "option": step.answer})
        send(tutorial, {"kind": "next"})


def test_back_shows_the_step_before_as_it_was() -> None:
    tutorial = Tutorial("venturesome", "turn")
    assert tutorial.tutor["can_back"] is False
    send(tutorial, {"kind": "back"})
    assert tutorial.error == "this is the first step of the lesson: there is no step to go back to"
    first = {**synced(tutorial), "error": ""}
    send(tutorial, {"kind": "next"})
    assert tutorial.tutor["can_back"] and tutorial.tutor["step"] == 2
    send(tutorial, {"kind": "back"})
    assert tutorial.error == "" and synced(tutorial) == first


def test_back_after_a_move_puts_the_position_back() -> None:
    tutorial = at_expect("quick_start")
    before = synced(tutorial)
    send(tutorial, {"kind": "act", "action": "play REPORTER.GEM2 left"})
    send(tutorial, {"kind": "next"})  # the next move: choose a threat, once the others have answered
    assert tutorial.view != before["view"] and tutorial.tutor["step"] == before["tutor"]["step"] + 1
    send(tutorial, {"kind": "back"})
    assert synced(tutorial) == before and tutorial.legal


def test_a_done_lesson_switches_to_the_next_one_in_place() -> None:
    tutorial = Tutorial("venturesome", "threats")
    send(tutorial, {"kind": "next_lesson"})
    assert tutorial.error == "the lesson is not over yet: the next lesson opens at its end"
    finish(tutorial)
    assert tutorial.tutor["next_lesson"] == {"id": "rounds_and_scoring", "title": "Rounds, scoring and your first game"}
    send(tutorial, {"kind": "next_lesson"})
    assert tutorial.error == "" and repr(tutorial) == "Tutorial(venturesome/rounds_and_scoring, step 1 of 13)"
    assert synced(tutorial) == synced(Tutorial("venturesome", "rounds_and_scoring"))
    finish(tutorial)
    assert tutorial.tutor["next_lesson"] is None and "Play on against the bots" in tutorial.tutor["text"]
    send(tutorial, {"kind": "next_lesson"})
    assert tutorial.error == (
        "“Rounds, scoring and your first game” is the last lesson: free play against a bot comes next"
    )
    assert repr(tutorial) == "Tutorial(venturesome/rounds_and_scoring, done)"


def test_the_scores_are_in_the_trait() -> None:
    tutorial = Tutorial("wild_venture", "end_of_game")
    scores = tutorial.tutor["scores"]
    assert scores["title"] == "Projected scores" and [s["label"] for s in scores["seats"]] == ["Seat 0 (you)", "Seat 1"]
    assert [part["label"] for part in scores["seats"][0]["parts"]] == ["Villagers", "Buildings", "Gear"]
    json.dumps(scores)


def test_a_back_for_a_decision_that_has_passed_is_refused() -> None:
    """A double click on Back goes back once."""
    tutorial = at_expect()
    passed = tutorial.status["decision"]
    tutorial._on_message(tutorial, {"kind": "back", "decision": passed}, [])
    step = tutorial.tutor["step"]
    tutorial._on_message(tutorial, {"kind": "back", "decision": passed}, [])
    assert "which has passed" in tutorial.error and tutorial.tutor["step"] == step
