"""Issue 31: steps where the learner's choices stand.

- A :class:`Goal` takes any legal move that reaches its goal, read on the learner's own
  :class:`Move`; a move that misses it is played and told so, or refused (``refuse``), changing
  nothing. With ``until`` one step spans several moves while the other seats answer.
- The other seats answer from the live position (:class:`Respond`, and before a Goal): a move
  of ``prefer`` when it is legal, else the bot's, seeded by the position so a lesson replays
  exactly (``back`` and a second run agree).
- A step's text may be written from the learner's view; a move without written words is told
  what it led to in the second person.
- Demonstrations play a Goal's ``demo`` moves when they are right, else its first right move.
"""

from __future__ import annotations

from typing import Any

import pytest

from venture_widgets.core.errors import LessonError
from venture_widgets.tutor import Goal, Lesson, Move, Respond, Say, Setup, Tutor

#: Seat 0 holds a Guide, a Reporter and a Professor, seat 1 two cards; seat 0 plays first.
SPEC: dict[str, Any] = {
    "players": 2,
    "hands": [["GUIDE.MAP", "REPORTER.GEM3", "PROFESSOR.RING"], ["REPORTER.RING", "AVIATOR.GEM1"]],
    "threats": ["JAGUAR", "TRAP"],
}


def lesson(*steps: Any) -> Lesson:
    return Lesson(
        id="goals", game="venturesome", title="Goals", summary="", sections=["turn.play"], steps=[Setup(SPEC), *steps]
    )


def played_reporter(move: Move) -> bool:
    return move.action.startswith("play REPORTER")


def hand(view: dict[str, Any]) -> int:
    return len(view["seats"][view["seat"]]["hand"])


def test_a_goal_takes_every_legal_move_that_reaches_it_and_refuses_the_others() -> None:
    tutor = Tutor(
        lesson(Goal("Play your Reporter.", goal=played_reporter, miss="That is not the Reporter.", refuse=True))
    )
    assert tutor.right_moves() == [action for action in tutor.legal() if action.startswith("play REPORTER")]
    before = tutor.state.snapshot()
    refused = tutor.act("play GUIDE.MAP")
    assert refused == {"ok": False, "text": "That is not the Reporter."} and tutor.state.snapshot() == before
    assert not tutor.can_next
    right = tutor.right_moves()[-1]
    assert tutor.act(right)["ok"] and tutor.can_next and tutor.state.actions == [right]


def test_a_goal_without_refuse_lets_a_missing_move_stand_and_says_so() -> None:
    tutor = Tutor(lesson(Goal("Play your Reporter.", goal=played_reporter, miss="You kept the Reporter.")))
    assert tutor.right_moves() == tutor.legal()
    feedback = tutor.act("play GUIDE.MAP")
    assert feedback["ok"] and feedback["text"].startswith("You kept the Reporter. You play Guide (Map)")
    assert tutor.state.actions == ["play GUIDE.MAP"] and tutor.can_next


def test_an_illegal_move_at_a_goal_is_explained_and_changes_nothing() -> None:
    tutor = Tutor(lesson(Goal("Play a card.")))
    feedback = tutor.act("play AVIATOR.GEM1")
    assert not feedback["ok"] and "not a legal move" in feedback["text"] and tutor.state.actions == []


def test_a_move_without_written_words_is_told_in_the_second_person() -> None:
    tutor = Tutor(lesson(Goal("Play a card.")))
    text = tutor.act("play GUIDE.MAP")["text"]
    said = "You play Guide (Map) into the expedition. Guide has no effect: the expedition was empty."
    assert text == f"{said} (Player's Turn, step I)"


def test_an_outcome_reads_the_learners_move() -> None:
    tutor = Tutor(
        lesson(Goal("Play a card.", outcome=lambda move: f"You had {hand(move.before)}, now {hand(move.after)}."))
    )
    assert tutor.act(tutor.legal()[0])["text"] == "You had 3, now 2."


def test_the_other_seats_answer_before_the_learner_decides_again() -> None:
    steps = (Goal("Play a card.", demo=["play GUIDE.MAP"]), Goal("Play again.", prefer=["play AVIATOR.GEM1"]))
    tutor = Tutor(lesson(*steps))
    tutor.solve_step()
    tutor.next()
    assert tutor.state.actions == ["play GUIDE.MAP", "play AVIATOR.GEM1"]  # the preferred answer, legal
    assert tutor.state.current_player == 0 and tutor.legal()


def test_bots_answer_alike_every_time_and_back_returns_to_the_same_position() -> None:
    steps = (Goal("Play a card.", demo=["play GUIDE.MAP"]), Respond("They answer."), Say("Look."))
    first, second = Tutor(lesson(*steps)), Tutor(lesson(*steps))
    for tutor in (first, second):
        tutor.solve_step()
        tutor.next()
    assert first.state.actions == second.state.actions and len(first.state.actions) == 2
    first.next()
    first.back()
    assert first.state.actions == second.state.actions and first.snapshot()["text"] == "They answer."


def test_until_spans_several_moves_while_the_others_answer() -> None:
    goal = Goal("Play cards until one is left.", until=lambda view: hand(view) <= 1, bot="random")
    tutor = Tutor(lesson(goal))
    tutor.act(tutor.legal()[0])
    assert not tutor.can_next and tutor.state.current_player == 0 and len(tutor.state.actions) == 2
    tutor.act(tutor.legal()[0])
    assert tutor.can_next and hand(tutor.view()) == 1


def test_a_text_can_be_written_from_the_learners_view() -> None:
    tutor = Tutor(lesson(Say(lambda view: f"You hold {hand(view)} cards.")))
    assert tutor.snapshot()["text"] == "You hold 3 cards."


def test_demonstrations_play_the_demo_moves_when_right_else_the_first_right_move() -> None:
    tutor = Tutor(
        lesson(Goal("Play the Reporter.", goal=played_reporter, miss="No.", refuse=True, demo=["play GUIDE.MAP"]))
    )
    assert tutor.demo_move() == tutor.right_moves()[0]  # the demo move misses the goal
    tutor.solve_step()
    assert tutor.state.actions[0].startswith("play REPORTER")


def test_a_fork_goes_its_own_way() -> None:
    tutor = Tutor(lesson(Goal("Play a card.")))
    fork = tutor.fork()
    fork.act(fork.legal()[0])
    assert tutor.state.actions == [] and len(fork.state.actions) == 1


@pytest.mark.parametrize(
    ("step", "message"),
    [
        (lambda: Goal("Play.", refuse=True), "refuse needs a goal"),
        (lambda: Goal("Play.", goal="yes"), "goal must be a function"),
        (lambda: Goal("Play.", bot="genius"), "Goal 'Play.' bot"),
        (lambda: Respond(prefer="play X"), "Respond prefer must be a non-empty list"),
    ],
)
def test_malformed_goal_steps_raise_a_lesson_error(step: Any, message: str) -> None:
    with pytest.raises(LessonError, match=message):
        step()


def test_a_goal_no_legal_move_reaches_is_a_fault_of_the_lesson() -> None:
    with pytest.raises(LessonError, match="no legal move reaches the step's goal"):
        Tutor(lesson(Goal("Pass.", goal=lambda move: False, miss="Never.", refuse=True)))


def test_a_text_function_that_writes_nothing_is_a_fault_of_the_lesson() -> None:
    with pytest.raises(LessonError, match="wrote ''"):
        Tutor(lesson(Say(lambda view: "")))


def test_a_played_miss_is_told_the_miss_then_the_outcome() -> None:
    goal = Goal(
        "Play your Reporter.", goal=played_reporter, miss="You kept the Reporter.", outcome=lambda move: "Done."
    )
    tutor = Tutor(lesson(goal))
    assert tutor.act("play GUIDE.MAP")["text"] == "You kept the Reporter. Done."
