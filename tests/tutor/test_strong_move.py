"""What a strong player would do here: ``Tutor.strong_move`` (and ``vw.Tutorial.strong_move``)
gives the tree search's best move for the learner's seat with its reason, the same every time
(a seeded search bounded by iterations); a ``Say`` with ``strong_move`` shows it in the lesson."""

from __future__ import annotations

import pytest

from venture_widgets.core.errors import LessonError, TutorError
from venture_widgets.tutor import Lesson, Say, Setup, Tutor, load_lesson

#: seat 0 holds two cards and decides first
POSITION = {
    "players": 2,
    "current": 0,
    "hands": [["GUIDE.MAP", "PROFESSOR.GEM3"], ["REPORTER.RING"]],
    "threats": ["JAGUAR", "TRAP"],
}


def lesson(*steps, seat: int = 0) -> Lesson:
    return Lesson(
        id="strong",
        game="venturesome",
        title="A strong move",
        summary="",
        sections=["turn.play"],
        steps=[Setup(scenario=POSITION, seat=seat), *steps],
    )


def test_strong_move_is_a_legal_move_with_its_win_rate_and_reason_the_same_every_time():
    tutor = Tutor(load_lesson("venturesome", "turn"))
    best = tutor.strong_move()
    assert best["action"] in tutor.state.legal_actions()
    assert best["text"] == tutor.state.describe(best["action"])
    assert 0.0 <= best["win_rate"] <= 1.0 and "chance to win" in best["reason"]
    assert Tutor(load_lesson("venturesome", "turn")).strong_move() == best


def test_strong_move_is_refused_when_the_learner_is_not_deciding():
    tutor = Tutor(lesson(Say("Seat 0 is thinking."), seat=1))
    with pytest.raises(TutorError, match="no strong move at step 2: it is seat 0's decision"):
        tutor.strong_move()


def test_a_say_with_strong_move_tells_what_a_strong_player_would_do():
    tutor = Tutor(lesson(Say("What now?", strong_move=True)))
    best = tutor.strong_move()
    text = tutor.snapshot()["text"]
    move = best["text"][0].lower() + best["text"][1:]
    assert text == f"What now?\n\n**A strong player** would {move}. {best['reason']}"
    assert tutor.snapshot()["kind"] == "say"


def test_a_say_with_strong_move_needs_the_learner_to_decide():
    with pytest.raises(LessonError, match="step 2: a Say with strong_move needs the learner to decide"):
        Tutor(lesson(Say("Seat 0 is thinking.", strong_move=True), seat=1))


def test_say_strong_move_must_be_true_or_false():
    with pytest.raises(LessonError, match="Say strong_move must be True or False, got 'yes'"):
        Say("Look.", strong_move="yes")


def test_the_tutorial_widget_asks_the_same_strong_move():
    from venture_widgets.widgets import Tutorial

    tutorial = Tutorial("venturesome", lesson(Say("What now?")))
    assert tutorial.strong_move() == tutorial.runner.strong_move()


def test_back_does_not_search_the_strong_move_again(monkeypatch):
    from venture_widgets.tutor import runner

    searches = []
    real = runner.hints
    monkeypatch.setattr(runner, "hints", lambda *args, **kwargs: searches.append(1) or real(*args, **kwargs))
    tutor = Tutor(lesson(Say("What now?", strong_move=True), Say("And then?")))
    text = tutor.snapshot()["text"]
    tutor.next()
    tutor.back()
    assert tutor.snapshot()["text"] == text and len(searches) == 1
