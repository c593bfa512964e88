"""Issue 9, item 6: the tutor goes back a step, opens the next lesson, and shows live scores.

- Back returns to the step the tutor stood on before, in exactly the position, log, events and
  trait it had when it was first reached, for every step of every lesson of both games, with
  whichever right move the learner made (the lesson is played again from its start).
- A finished lesson names the next lesson of its game; the last one says where to play on.
- The ``scores`` part of the trait is what the learner's seat can count, and reshuffling what
  that seat cannot see leaves it unchanged.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from game_modules import games_with

import venture_widgets as vw
from venture_widgets import puzzles
from venture_widgets.core.errors import TutorError
from venture_widgets.tutor import Ask, Expect, Lesson, Say, Setup, Tutor, load_lesson
from venture_widgets.tutor.catalog import lessons
from venture_widgets.tutor.model import MOVE_STEPS
from venture_widgets.tutor.pictures import live_scores

GAMES = games_with("lessons")  # a game in progress may have no lessons yet (tests/test_game_parts.py)
LESSONS = [lesson for game in GAMES for lesson in lessons(game)]
IDS = [f"{lesson.game}/{lesson.id}" for lesson in LESSONS]


def arrival(tutor: Tutor) -> dict[str, Any]:
    """Everything the learner sees of a step, and the position behind it."""
    return {
        "trait": tutor.snapshot(),
        "state": tutor.state.snapshot(),
        "log": list(tutor.log),
        "events": list(tutor.events),
        "legal": tutor.legal(),
        "seat": tutor.seat,
    }


def walk(tutor: Tutor) -> list[dict[str, Any]]:
    """Go through the lesson making the last right move of each decision (not the
    demonstration's); what every stop looked like on arrival, the end included."""
    seen = [arrival(tutor)]
    while not tutor.done:
        step = tutor.current
        if isinstance(step, MOVE_STEPS):
            while not tutor.solved:
                assert tutor.act(tutor.right_moves()[-1])["ok"]
        elif isinstance(step, Ask):
            tutor.answer(step.answer)
        tutor.next()
        seen.append(arrival(tutor))
    return seen


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_back_restores_every_step_exactly_as_it_was_reached(lesson: Lesson) -> None:
    tutor = Tutor(lesson)
    seen = walk(tutor)
    assert not seen[0]["trait"]["can_back"] and all(stop["trait"]["can_back"] for stop in seen[1:])
    for expected in reversed(seen[:-1]):
        tutor.back()
        assert arrival(tutor) == expected
    with pytest.raises(TutorError, match="this is the first step of the lesson: there is no step to go back to"):
        tutor.back()
    assert arrival(tutor) == seen[0]


def test_back_from_a_solved_step_undoes_its_move_and_the_step_before() -> None:
    tutor = Tutor(load_lesson("venturesome", "turn"))
    while not isinstance(tutor.current, Expect):
        tutor.solve_step()
        tutor.next()
    expect_step = tutor.step
    tutor.back()
    before = arrival(tutor)
    tutor.solve_step()
    tutor.next()
    tutor.act(tutor.current.actions[0])  # type: ignore[union-attr]
    tutor.back()  # from the solved move: to the step before it, as it was
    assert arrival(tutor) == before and tutor.step == expect_step - 1


def test_a_done_lesson_names_the_next_lesson_of_its_game() -> None:
    tutor = Tutor(load_lesson("wild_venture", "adventure"))
    walk(tutor)
    trait = tutor.snapshot()
    assert trait["kind"] == "done"
    assert trait["next_lesson"] == {"id": "gear_and_buildings", "title": "Gear and Buildings"}
    assert trait["text"] == "That is the end of “Adventuring”. Next comes “Gear and Buildings”."


@pytest.mark.parametrize("game", GAMES)
def test_the_last_lesson_says_free_play_comes_next(game: str) -> None:
    lesson = lessons(game)[-1]
    bot = {"adventurous": "planner"}.get(game, "greedy")  # the bot of the last lesson's free play
    others = max(1, vw.load_game(game).info.min_players - 1)  # enough bots for a game: two in Venture (2019)
    seats = ", ".join(['"human"', *[f'"{bot}"'] * others])
    table = f'vw.Table("{game}", seats=[{seats}])'
    tutor = Tutor(lesson)
    walk(tutor)
    trait = tutor.snapshot()
    assert trait["next_lesson"] is None
    assert "the last lesson" in trait["text"] and "Play on against the bots" in trait["text"] and table in trait["text"]
    assert "“Review this game”" in trait["text"]
    assert (f'vw.Puzzles("{game}")' in trait["text"]) == (game in puzzles.games())  # where it ships puzzles


def test_a_lesson_of_ones_own_has_no_next_lesson() -> None:
    spec = {"players": 2, "hands": [["Guide (Map)"], ["Reporter (Ring)"]], "threats": ["Jaguar", "Trap"]}
    own = Lesson(
        id="setup", game="venturesome", title="Mine", summary="", sections=["setup"], steps=[Setup(spec), Say("Hi.")]
    )
    tutor = Tutor(own)
    tutor.next()
    assert tutor.snapshot()["next_lesson"] is None and tutor.snapshot()["text"] == "That is the end of “Mine”."


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_the_scores_in_the_trait_come_from_what_the_learner_sees(lesson: Lesson) -> None:
    tutor = Tutor(lesson)
    rng = random.Random(lesson.id)
    while True:
        scores = tutor.snapshot()["scores"]
        assert scores == live_scores(tutor.view()) and scores["seats"]
        for _ in range(2):
            other = tutor.state.determinize(tutor.seat, rng)
            assert live_scores(other.observe(tutor.seat)) == scores
        if tutor.done:
            return
        tutor.solve_step()
        tutor.next()
