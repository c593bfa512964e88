"""Issues 10 and 31: the lessons are held to how the best teachers teach, and the measure stays.

- Each game's lessons fit its time budget (``BUDGET_MINUTES`` in its ``lessons.py``), measured by
  playing them (``venture_widgets.tutor.measure``): words at 150 a minute, as shown along the
  demonstration and told to every right move, log lines a step sends the learner to, plus 15
  seconds a move or answer, counting the markdown of each lesson's notebook too. The first lesson
  takes at most ten minutes, teaches the goal and the scoring (a section whose rulebook heading is
  about scores), and the learner's first turn in it is entirely their own: every decision of it
  is a choice that stands.
- At least 60% of the learner's moves in each game are choices that stand: more than one move
  is taken, they lead to different positions, and the lesson goes on from each to the learner's
  next decision without a new Setup.
- Every section of the rulebook (``RULEBOOK`` in the game's ``sections.py``) is taught by a step,
  and steps name only sections that exist.
- Each lesson has its notebook, ``tutorials/<game>/NN_<lesson>.ipynb``, which states the lesson's
  length in its first cell; the last lesson ends in free play against a bot.

The per-lesson figures are printed (run with ``-s`` or read the CI log).
"""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path

import pytest
from game_modules import games_with

from venture_widgets.tutor import Lesson, Play
from venture_widgets.tutor.catalog import lessons
from venture_widgets.tutor.measure import measure, share_standing, words

ROOT = Path(__file__).resolve().parents[2]
GAMES = games_with("lessons")  # a game in progress may have no lessons yet (tests/test_game_parts.py)
FIRST_LESSON_MINUTES = 10
STANDING_SHARE = 0.6
LENGTH = re.compile(r"about (\d+) minutes")


def rulebook(game: str) -> dict[str, str]:
    found: dict[str, str] = importlib.import_module(f"venture_widgets.games.{game}.sections").RULEBOOK
    return found


def budget(game: str) -> int:
    found: int = importlib.import_module(f"venture_widgets.games.{game}.lessons").BUDGET_MINUTES
    return found


def notebook(lesson: Lesson) -> Path:
    """The notebook of ``lesson``: ``tutorials/<game>/NN_<lesson id>.ipynb``."""
    number = [other.id for other in lessons(lesson.game)].index(lesson.id) + 1
    return ROOT / "tutorials" / lesson.game / f"{number:02d}_{lesson.id}.ipynb"


def markdown(path: Path) -> list[str]:
    cells = json.loads(path.read_text())["cells"]
    return ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown"]


def minutes(lesson: Lesson) -> float:
    """The lesson's minutes with its notebook's words read too."""
    return measure(lesson).minutes + sum(words(text) for text in markdown(notebook(lesson))) / 150


@pytest.mark.parametrize("game", GAMES)
def test_each_lesson_has_its_notebook_and_the_notebook_states_its_length(game: str) -> None:
    expected = {notebook(lesson).name for lesson in lessons(game)}
    assert {path.name for path in (ROOT / "tutorials" / game).glob("*.ipynb")} == expected
    for lesson in lessons(game):
        stated = LENGTH.findall(markdown(notebook(lesson))[0])
        assert stated == [str(max(1, round(minutes(lesson))))], f"{notebook(lesson).name} states {stated}"


@pytest.mark.parametrize("game", GAMES)
def test_the_lessons_fit_the_time_budget_and_most_choices_stand(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    measured = [measure(lesson) for lesson in lessons(game)]
    total, share = sum(minutes(lesson) for lesson in lessons(game)), share_standing(measured)
    with capsys.disabled():
        print(f"\n{game}: lesson, minutes, choices that stand / learner moves, overwritten choices")
        for found in measured:
            print(
                f"  {found.lesson.id:<22} {minutes(found.lesson):5.1f}  {found.standing}/{len(found.decisions)}"
                f"  overwritten {found.overwritten}"
            )
        print(f"  {'total':<22} {total:5.1f}  share {share:.2f} (budget {budget(game)} min, share {STANDING_SHARE})")
    assert total <= budget(game), f"{game}: {total:.1f} minutes, over the budget of {budget(game)}"
    assert share >= STANDING_SHARE, f"{game}: only {share:.0%} of the learner's moves are choices that stand"


@pytest.mark.parametrize("game", GAMES)
def test_the_first_lesson_is_a_quick_start(game: str) -> None:
    first = lessons(game)[0]
    taught = {section for step in first.steps for section in step.teaches}
    assert minutes(first) <= FIRST_LESSON_MINUTES
    # the goal and how you score: a scoring section, or the objective where the first to it wins
    scoring = {section for section, heading in rulebook(game).items() if "scor" in heading.lower()}
    scoring |= {section for section, heading in rulebook(game).items() if "objective" in heading.lower()}
    assert {"setup"} <= taught and taught & scoring, taught
    decisions = measure(first).decisions
    assert decisions, "the learner plays in the first lesson"
    first_turn = [d for d in decisions if (d.setup, d.turn) == (decisions[0].setup, decisions[0].turn)]
    dictated = [(d.step + 1, d.action) for d in first_turn if not d.stands]
    assert not dictated, f"{game}: the learner's first turn is not their own at (step, move) {dictated}"


@pytest.mark.parametrize("game", GAMES)
def test_every_rulebook_section_is_taught_by_a_step(game: str) -> None:
    taught = {section for lesson in lessons(game) for step in lesson.steps for section in step.teaches}
    assert sorted(taught - set(rulebook(game))) == [], "steps name sections the rulebook does not have"
    assert sorted(set(rulebook(game)) - taught) == [], "rulebook sections no step teaches"


@pytest.mark.parametrize("game", GAMES)
def test_the_last_lesson_ends_in_free_play_against_a_bot(game: str) -> None:
    assert isinstance(lessons(game)[-1].steps[-1], Play)


@pytest.mark.parametrize("game", GAMES)
def test_no_lesson_claims_to_be_the_whole_rulebook(game: str) -> None:
    texts = [json.dumps(lesson.steps, default=vars) for lesson in lessons(game)]
    texts += [text for lesson in lessons(game) for text in markdown(notebook(lesson))]
    assert not [text for text in texts if "whole rulebook" in text.lower()]
