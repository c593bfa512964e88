"""The tutor model: lesson data is checked as it is built, and the runner steps through it.

A tiny lesson of our own exercises every kind of step, every misuse of the runner and every
way a lesson can be wrong about the rules.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from venture_widgets.core.errors import LessonError, RulesError, TutorError, UnknownGameError
from venture_widgets.core.record import make_record
from venture_widgets.tutor import Ask, Do, Expect, Lesson, Play, Say, Setup, Tutor, list_lessons, load_lesson
from venture_widgets.tutor.catalog import section_name, sections

#: Seat 0 holds a Guide and a Reporter, seat 1 a Reporter; seat 0 plays first.
SPEC: dict[str, Any] = {
    "players": 2,
    "hands": [["GUIDE.MAP", "REPORTER.GEM3"], ["REPORTER.RING", "AVIATOR.GEM1"]],
    "threats": ["JAGUAR", "TRAP"],
}
CONTRACT_KEYS = {
    "minutes",
    "lesson",
    "title",
    "step",
    "steps",
    "kind",
    "text",
    "question",
    "feedback",
    "can_next",
    "can_back",
    "next_lesson",
    "scores",
}


def lesson(*steps: Any, sections: tuple[str, ...] = ("turn.play",)) -> Lesson:
    return Lesson(id="tiny", game="venturesome", title="Tiny", summary="A test lesson.", sections=sections, steps=steps)


def tiny() -> Lesson:
    return lesson(
        Setup(scenario=SPEC, text="Two players."),
        Say("Lay a card."),
        Expect(
            "Lay the Reporter.",
            ["play REPORTER.GEM3"],
            feedback={"play AVIATOR.GEM1": "Not your card.", "play GUIDE.MAP": "The Guide waits."},
            hint="It has no effect.",
            success="Well laid.",
        ),
        Do(["play REPORTER.RING"]),
        Ask("How many cards are in your row?", ["0", "1", "2"], answer=1, explanation="One card."),
        Say("The end."),
    )


# --- lesson data ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "build, message",
    [
        (lambda: Say(""), "Say text must be a non-empty string"),
        (lambda: Say(3), "Say text must be a non-empty string"),
        (lambda: Say("Hi.", teaches="setup"), "Say teaches must be a list of rulebook section ids"),
        (lambda: Expect("Go.", ["a"], outcomes={"b": "B."}), "outcomes names 'b', not a right action"),
        (
            lambda: Play("Play on.", bot="oracle"),
            "Play bot: unknown bot 'oracle'; a bot is one of: beginner, easy, medium, hard, expert",
        ),
        (lambda: Setup(), "exactly one of scenario= and record="),
        (lambda: Setup(scenario=SPEC, record={}), "exactly one of scenario= and record="),
        (lambda: Setup(scenario=["players"]), "Setup scenario must be a JSON object"),
        (lambda: Setup(scenario={"players": object()}), "Setup scenario is not JSON"),
        (lambda: Setup(scenario=SPEC, seat=-1), "Setup seat must be a seat number"),
        (lambda: Setup(scenario=SPEC, seat=True), "Setup seat must be a seat number"),
        (lambda: Do([]), "Do actions must be a non-empty list of strings"),
        (lambda: Do("play GUIDE.MAP"), "Do actions must be a non-empty list of strings"),
        (lambda: Do([""]), "Do actions entry must be a non-empty string"),
        (lambda: Expect("Go.", ["a"], feedback={"a": "no"}), "'a' is both a right action and a wrong one"),
        (lambda: Expect("Go.", ["a"], feedback=["a"]), "feedback must map wrong actions to explanations"),
        (lambda: Expect("Go.", ["a"], feedback={"b": ""}), "feedback for 'b' must be a non-empty string"),
        (lambda: Ask("Q?", ["only"], answer=0, explanation="E."), "at least two options"),
        (lambda: Ask("Q?", ["a", "b"], answer=2, explanation="E."), "answer 2 is not an index of the 2 options"),
        (lambda: Ask("Q?", ["a", "b"], answer=True, explanation="E."), "answer True is not an index"),
        (lambda: Ask("Q?", ["a", "b"], answer=0, explanation=""), "Ask explanation must be a non-empty string"),
        (lambda: lesson(), "steps must be a non-empty list of steps"),
        (lambda: lesson(Say("Hi.")), "the first step must be a Setup"),
        (
            lambda: lesson(Setup(scenario=SPEC), "Say hi"),
            "is not a lesson step (Say, Setup, Do, Expect, Goal, Respond",
        ),
        (lambda: lesson(Setup(scenario=SPEC), sections=()), "sections must be a non-empty list of strings"),
    ],
)
def test_malformed_lesson_data_raises_a_clear_lesson_error(build, message: str) -> None:
    with pytest.raises(LessonError, match=re.escape(message)):
        build()


def test_lesson_data_is_frozen_and_copied() -> None:
    spec = {"players": 2, "hands": [["GUIDE.MAP"], ["REPORTER.RING"]], "threats": ["JAGUAR", "TRAP"]}
    setup = Setup(scenario=spec)
    spec["players"] = 5
    assert setup.scenario is not None and setup.scenario["players"] == 2
    assert isinstance(Do(["play GUIDE.MAP"]).actions, tuple)
    with pytest.raises(AttributeError):
        setup.seat = 1  # type: ignore[misc]
    assert repr(tiny()) == "Lesson(venturesome/tiny: 'Tiny', 6 steps)"


def test_lessons_load_by_id_and_unknown_ones_are_clear_errors() -> None:
    assert list_lessons("venturesome")[0] == "quick_start"
    assert load_lesson("venturesome", "rounds_and_scoring").id == "rounds_and_scoring"
    with pytest.raises(LessonError, match="venturesome has no lesson 'nope'; lessons: quick_start, turn"):
        load_lesson("venturesome", "nope")
    with pytest.raises(UnknownGameError, match="unknown game 'chess'"):
        load_lesson("chess", "turn")
    assert issubclass(LessonError, RulesError) and issubclass(TutorError, RulesError)
    assert section_name("venturesome", "turn.play") == "Player's Turn, step I"
    assert section_name("venturesome", "no.such.rule") == "no.such.rule"
    assert "threats.trap" in sections("venturesome")


# --- the runner ----------------------------------------------------------------------------------


def test_snapshot_is_the_tutor_trait_of_the_contract() -> None:
    tutor = Tutor(tiny())
    snap = tutor.snapshot()
    assert set(snap) == CONTRACT_KEYS
    scores = snap.pop("scores")
    assert snap == {
        "lesson": "tiny",
        "title": "Tiny",
        "step": 1,
        "steps": 6,
        "kind": "say",
        "text": "Two players.",
        "question": None,
        "feedback": None,
        "can_next": True,
        "can_back": False,
        "next_lesson": None,
        "minutes": 1,
    }
    assert scores["title"] == "Treasure piles" and [s["total"] for s in scores["seats"]] == [0, 0]
    assert repr(tutor) == "Tutor(venturesome/tiny, step 1 of 6)"


def test_a_lesson_runs_from_start_to_done() -> None:
    tutor = Tutor(tiny())
    tutor.next()
    assert tutor.snapshot()["text"] == "Lay a card." and tutor.legal() == []
    tutor.next()
    assert tutor.snapshot()["kind"] == "expect" and not tutor.can_next
    assert tutor.legal() == tutor.state.legal_actions()
    assert tutor.act("play REPORTER.GEM3") == {"ok": True, "text": "Well laid."}
    assert tutor.can_next and tutor.legal() == []
    assert [e["rule"] for e in tutor.events] == ["turn.play", "effects.reporter"]
    tutor.next()  # the silent Do runs at once and the tutor stops at the question
    assert tutor.snapshot()["kind"] == "ask" and tutor.step == 5
    assert tutor.snapshot()["question"] == {"prompt": "How many cards are in your row?", "options": ["0", "1", "2"]}
    assert [e["text"] for e in tutor.events] == [
        "Seat 1 plays Reporter (Ring) into the expedition.",
        "Reporter: no effect.",
    ]
    assert tutor.answer(2) == {"ok": False, "text": "Not quite: “2” is not it. Try another option."}
    assert not tutor.can_next
    assert tutor.answer(1) == {"ok": True, "text": "One card."}
    tutor.next()
    tutor.next()
    assert tutor.done and tutor.snapshot()["kind"] == "done" and tutor.snapshot()["step"] == 6
    assert repr(tutor) == "Tutor(venturesome/tiny, done)"
    with pytest.raises(TutorError, match="the lesson is over"):
        tutor.next()


def test_wrong_tries_get_feedback_and_change_nothing() -> None:
    tutor = Tutor(tiny())
    tutor.next()
    tutor.next()
    before = tutor.state.snapshot()
    assert tutor.act("play GUIDE.MAP") == {"ok": False, "text": "The Guide waits."}
    assert tutor.act("play AVIATOR.GEM1") == {"ok": False, "text": "Not your card."}
    illegal = tutor.act("play PROFESSOR.RING")
    assert illegal == {
        "ok": False,
        "text": "“play PROFESSOR.RING” is not a legal move here: You have no Professor (Ring) in your hand "
        "(rule turn.play: Player's Turn, step I). Hint: It has no effect.",
    }
    assert tutor.state.snapshot() == before and not tutor.can_next


def test_a_legal_wrong_try_without_feedback_names_the_move_and_the_rule() -> None:
    tutor = Tutor(lesson(Setup(scenario=SPEC), Expect("Lay the Reporter.", ["play REPORTER.GEM3"])))
    before = tutor.state.snapshot()
    feedback = tutor.act("play GUIDE.MAP")
    assert feedback == {
        "ok": False,
        "text": "“Play Guide (Map) into your empty expedition” is allowed (Player's Turn, step I), "
        "but it is not the move this step is looking for.",
    }
    assert tutor.state.snapshot() == before


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda t: t.act("play GUIDE.MAP"), "no move is expected at step 1 (say)"),
        (lambda t: t.answer(0), "no question is asked at step 1 (say)"),
    ],
)
def test_requests_that_do_not_fit_the_step_raise_tutor_errors(call, message: str) -> None:
    tutor = Tutor(tiny())
    before = tutor.snapshot()
    with pytest.raises(TutorError, match=re.escape(message)):
        call(tutor)
    assert tutor.snapshot() == before


def test_misuse_at_an_expect_or_ask_step_is_refused() -> None:
    tutor = Tutor(tiny())
    tutor.next()
    tutor.next()
    with pytest.raises(TutorError, match="step 3 is not finished: first make the move"):
        tutor.next()
    with pytest.raises(TutorError, match=re.escape("an action is a string such as 'play REPORTER.GEM3', got 7")):
        tutor.act(7)
    tutor.act("play REPORTER.GEM3")
    with pytest.raises(TutorError, match="step 3 is done: go on with next"):
        tutor.act("play GUIDE.MAP")
    tutor.next()
    for bad in (-1, 3, "1", None, True):
        with pytest.raises(TutorError, match="option must be a number from 0 to 2"):
            tutor.answer(bad)
    with pytest.raises(TutorError, match="first find the right answer"):
        tutor.next()
    tutor.answer(1)
    with pytest.raises(TutorError, match="the question of step 5 is answered"):
        tutor.answer(1)


def test_restart_goes_back_to_the_first_position() -> None:
    tutor = Tutor(tiny())
    first = (tutor.snapshot(), tutor.state.snapshot())
    while not tutor.done:
        tutor.solve_step()
        tutor.next()
    tutor.restart()
    assert (tutor.snapshot(), tutor.state.snapshot()) == first
    assert tutor.log == [] and tutor.events == []


def test_a_record_setup_replays_its_actions_and_logs_their_events() -> None:
    record = make_record("venturesome", 2, 5, {"first_player": 0}, [])
    first = Tutor(lesson(Setup(record=record, text="Dealt."))).state
    action = first.legal_actions()[0]
    tutor = Tutor(lesson(Setup(record={**record, "actions": [action]}, seat=1, text="One move in.")))
    assert tutor.seat == 1 and tutor.state.actions == [action]
    assert [e["rule"] for e in tutor.log][:3] == ["round.deal", "round.reveal_threats", "setup"]
    assert tutor.log[3]["rule"] == "turn.play"
    assert tutor.view() == tutor.state.observe(1)


@pytest.mark.parametrize(
    "steps, message",
    [
        ([Setup(scenario={"players": 9})], "step 1: the Setup position cannot be built: Venturesome is for 2 to 5"),
        ([Setup(scenario=SPEC, seat=2)], "step 1: the Setup position cannot be built: seat 2 does not exist"),
        ([Setup(scenario=SPEC), Do(["play PROFESSOR.MAP"])], "step 2: action 'play PROFESSOR.MAP' is not legal here"),
        ([Setup(scenario=SPEC), Expect("Go.", ["play AVIATOR.GEM1"])], "expected action 'play AVIATOR.GEM1' is not"),
        ([Setup(scenario=SPEC, seat=1), Expect("Go.", ["play REPORTER.RING"])], "the learner \\(seat 1\\) must"),
    ],
)
def test_a_lesson_that_does_not_fit_the_rules_raises_when_the_tutor_reaches_it(steps, message: str) -> None:
    with pytest.raises(LessonError, match=message):
        Tutor(lesson(*steps))  # a Setup without text passes straight on to the next step


def test_a_tutor_needs_a_lesson() -> None:
    with pytest.raises(LessonError, match="a Tutor runs a Lesson"):
        Tutor("turn")  # type: ignore[arg-type]


def test_text_less_setup_and_do_steps_are_passed_at_once() -> None:
    tutor = Tutor(lesson(Setup(scenario=SPEC), Do(["play GUIDE.MAP"]), Say("After the Guide.")))
    assert tutor.step == 3 and tutor.snapshot()["text"] == "After the Guide."
    assert [e["rule"] for e in tutor.events] == ["turn.play", "effects.guide"]


@pytest.mark.parametrize("value", [10**5000, "x" * 100_000, [[[[0]]]] * 10_000], ids=["int", "text", "list"])
def test_a_lesson_error_shows_a_huge_value_cut(value: Any) -> None:
    with pytest.raises(LessonError) as caught:
        Do(value)
    assert len(str(caught.value)) < 200


def test_each_right_move_of_a_choice_is_told_what_it_leads_to() -> None:
    choice = Expect(
        "Lay either card.",
        ["play REPORTER.GEM3", "play GUIDE.MAP"],
        outcomes={"play GUIDE.MAP": "A Guide into an empty row does nothing."},
        success="Laid.",
    )
    assert choice.is_choice and not Expect("Lay it.", ["play GUIDE.MAP"]).is_choice
    for move, told in [("play GUIDE.MAP", "A Guide into an empty row does nothing."), ("play REPORTER.GEM3", "Laid.")]:
        tutor = Tutor(lesson(Setup(scenario=SPEC), choice, Say("Done.")))
        assert tutor.act(move) == {"ok": True, "text": told}
        assert tutor.state.actions == [move]


def test_free_play_takes_any_legal_move_and_the_bot_answers() -> None:
    record = make_record("venturesome", 2, 5, {"first_player": 1}, [])
    tutor = Tutor(lesson(Setup(record=record), Play("Play a game.", bot="random")))
    assert tutor.snapshot()["kind"] == "play" and tutor.can_next
    started = list(tutor.state.actions)
    assert started and tutor.state.current_player == 0  # seat 1's bot moved first
    refused = tutor.act("play NOT_A_CARD left")
    assert not refused["ok"] and "not a legal move" in refused["text"] and tutor.state.actions == started
    while tutor.legal():
        before = len(tutor.state.actions)
        assert tutor.act(tutor.legal()[0])["ok"]
        assert len(tutor.state.actions) > before
        assert tutor.state.is_over or tutor.state.current_player == 0
    assert tutor.state.is_over and "game is over" in tutor.feedback["text"]
    with pytest.raises(TutorError, match="the game is over"):
        tutor.act("pass")
    tutor.next()
    assert tutor.done


def test_free_play_passes_for_the_learner_who_can_only_pass_and_says_so() -> None:
    """Venture (2019) asks every seat about every card: in free play, as at a table, the learner
    is asked only when they hold something to answer with; the pass made for them is in the log."""
    record = make_record("venture_2019", 3, 4, {}, [])
    steps = (Setup(record=record), Play("Play a game.", bot="greedy"))
    game = Lesson(id="free", game="venture_2019", title="Free", summary="Free play.", sections=("turn",), steps=steps)
    tutor = Tutor(game)
    passed = 0
    while tutor.legal() and len(tutor.state.actions) < 400:
        assert tutor.legal() != ["pass"] or tutor.state.observe(0)["decision"]["kind"] != "answer"
        assert tutor.act(tutor.legal()[-1])["ok"]
        passed = sum(event.get("type") == "passed_for" for event in tutor.log)
    assert passed, "the bots played no card while the learner held nothing to answer with"
    note = next(event for event in tutor.log if event.get("type") == "passed_for")
    assert note["text"] == "Passed for you: you hold nothing to answer with." and note["seat"] == 0
    assert tutor.state.actions.count("pass") >= passed
