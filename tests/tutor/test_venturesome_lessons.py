"""Every Venturesome lesson runs headless against the real rules, teaches every rule, and is
written in our own words.

- Each lesson is walked step by step twice: by a :class:`Tutor`, and independently by the engine
  (every Do action legal for the seat that owes it, every expected move legal for the learner's
  seat); both must agree on the position after every step. Every wrong try listed in a step gets
  its feedback and leaves the position unchanged; every quiz answer is a valid option; every
  lesson reaches ``done``, whichever of the right moves the learner picks.
- The rule ids the engine emits (events and decisions of many seeded games, the outcome's
  tie-break steps, and the effect and threat ids of ``data.py``) are all among the lessons'
  ``sections``, and each is shown live by some lesson.
- No run of 8 words of the rulebook appears in any lesson text. The rulebook is not part of the
  repository, so the check uses fingerprints of its 8-word runs
  (``venturesome_rulebook_8grams.txt``); when the rulebook is at hand (``VW_RULEBOOKS`` or
  ``../shared/rulebooks``) a test checks the fingerprints are current. Refresh them with
  ``python tests/tutor/test_venturesome_lessons.py PATH/TO/venturesome.txt``.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import venture_widgets as vw
from venture_widgets.games.venturesome.data import CHARACTERS, THREATS
from venture_widgets.games.venturesome.lessons import LESSONS, SECTIONS
from venture_widgets.games.venturesome.scoring import decide_winners
from venture_widgets.tutor import Ask, Do, Expect, Lesson, Say, Setup, Tutor, list_lessons, load_lesson

GAME = vw.load_game("venturesome")
HERE = Path(__file__).resolve().parent
FINGERPRINTS = HERE / "venturesome_rulebook_8grams.txt"
RUN = 8
IDS = [lesson.id for lesson in LESSONS]


# --- walking a lesson with the engine alone ------------------------------------------------------


def build(step: Setup) -> Any:
    if step.scenario is not None:
        return GAME.scenario(step.scenario)
    assert step.record is not None
    return GAME.replay(step.record)


def test_lessons_are_listed_in_order_and_load_by_id() -> None:
    assert (
        list_lessons("venturesome")
        == IDS
        == ["setup", "turn", "effects", "effects_others", "threats", "round_end", "scoring"]
    )
    assert len(set(IDS)) == len(IDS)
    for lesson in LESSONS:
        assert load_lesson("venturesome", lesson.id) is lesson
        assert lesson.game == "venturesome"


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_every_step_is_legal_and_the_tutor_agrees_with_the_engine(lesson: Lesson) -> None:
    tutor = Tutor(lesson)
    state: Any = None
    seat = 0
    for index, step in enumerate(lesson.steps):
        if isinstance(step, Setup):
            state, seat = build(step), step.seat
        elif isinstance(step, Do):
            for action in step.actions:
                assert action in state.legal_actions(), (
                    f"step {index + 1}: Do {action!r} for seat {state.current_player}"
                )
                state.apply(action)
        elif isinstance(step, Expect):
            assert state.current_player == seat, f"step {index + 1}: the learner does not owe the decision"
            for action in step.actions:
                assert action in state.legal_actions(), f"step {index + 1}: expected {action!r} is not legal"
            state.apply(step.actions[0])
        elif isinstance(step, Ask):
            assert 0 <= step.answer < len(step.options)
        if isinstance(step, Setup | Do) and not step.text:
            continue
        # the tutor stops on this step: compare, then do what the learner would
        assert tutor.index == index
        if isinstance(step, Expect):
            check_wrong_tries(tutor, step)
        tutor.solve_step()
        assert tutor.state.snapshot() == state.snapshot(), f"step {index + 1}"
        assert tutor.can_next
        tutor.next()
    assert tutor.done and tutor.snapshot()["kind"] == "done"


def check_wrong_tries(tutor: Tutor, step: Expect) -> None:
    """Every listed wrong try, and one unlisted legal one, gets feedback and changes nothing."""
    before = tutor.state.snapshot()
    for wrong, explanation in step.feedback.items():
        assert tutor.act(wrong) == {"ok": False, "text": explanation}
    unlisted = [a for a in tutor.legal() if a not in step.actions and a not in step.feedback]
    for wrong in unlisted[:1]:
        feedback = tutor.act(wrong)
        assert not feedback["ok"] and "is allowed" in feedback["text"]
    assert tutor.state.snapshot() == before and not tutor.can_next


def expect_alternatives() -> Iterator[tuple[str, int, str]]:
    for lesson in LESSONS:
        for index, step in enumerate(lesson.steps):
            if isinstance(step, Expect):
                for action in step.actions[1:]:
                    yield lesson.id, index, action


@pytest.mark.parametrize("lesson_id, index, action", list(expect_alternatives()))
def test_every_right_move_leads_to_the_end_of_the_lesson(lesson_id: str, index: int, action: str) -> None:
    tutor = Tutor(load_lesson("venturesome", lesson_id))
    while tutor.index < index:
        tutor.solve_step()
        tutor.next()
    assert tutor.act(action)["ok"]
    while not tutor.done:
        tutor.next()
        tutor.solve_step()


# --- every rule is taught ----------------------------------------------------------------------


#: Score tables (points and gems per seat, treasure cards) whose ties random games hardly reach:
#: two players tied on everything; two tied players and a third with fewer points.
TIES = [
    ([{"total": 3, "gems": 2}, {"total": 3, "gems": 2}], [2, 2]),
    ([{"total": 4, "gems": 3}, {"total": 4, "gems": 3}, {"total": 1, "gems": 1}], [2, 2, 1]),
]


def engine_rules() -> set[str]:
    """Rule ids of events, decisions and tie-break steps of seeded random games and of the
    rare ties above, and the effect and threat ids of the data."""
    rules = {c.rule for c in CHARACTERS.values()} | {t.rule for t in THREATS}
    for scores, cards in TIES:
        rules.update(step["rule"] for step in decide_winners(scores, cards)[1])
    rng = random.Random(2024)
    for seed in range(150):
        state = GAME.new_game(players=2 + seed % 4, seed=seed)
        rules.update(e["rule"] for e in state.opening_events)
        while not state.is_over:
            rules.add(state.observe(None)["decision"]["rule"])
            rules.update(e["rule"] for e in state.apply(rng.choice(state.legal_actions())))
        rules.update(step["rule"] for step in state.outcome()["reasoning"])
    return rules


def shown_rules(lesson: Lesson) -> set[str]:
    """Rule ids the lesson shows live: its events, its decisions and its tie-break steps."""
    tutor = Tutor(lesson)
    rules: set[str] = set()
    while True:
        view = tutor.view()
        rules.update(e["rule"] for e in tutor.log)
        if view["decision"]:
            rules.add(view["decision"]["rule"])
        if view["is_over"]:
            rules.update(step["rule"] for step in view["outcome"]["reasoning"])
        if tutor.done:
            return rules
        tutor.solve_step()
        rules.update(e["rule"] for e in tutor.log)
        tutor.next()


@pytest.fixture(scope="module")
def emitted() -> set[str]:
    return engine_rules()


def test_the_lessons_teach_every_rule_the_engine_applies(emitted: set[str]) -> None:
    taught = {section for lesson in LESSONS for section in lesson.sections}
    assert emitted - taught == set()
    assert emitted <= set(SECTIONS)
    assert taught <= set(SECTIONS), f"sections without a rulebook name: {taught - set(SECTIONS)}"


def test_every_rule_is_shown_live_and_each_lesson_shows_the_rules_it_claims(emitted: set[str]) -> None:
    shown: set[str] = set()
    for lesson in LESSONS:
        here = shown_rules(lesson)
        claimed = set(lesson.sections) & emitted
        assert claimed <= here, f"{lesson.id} claims but never shows {claimed - here}"
        shown |= here
    assert emitted - shown == set()


def test_the_rulebook_examples_are_replayed() -> None:
    turn = load_lesson("venturesome", "turn")
    expect = next(s for s in turn.steps if isinstance(s, Expect) and "play PROFESSOR.GEM1 left" in s.feedback)
    assert "already holds a Professor" in expect.feedback["play PROFESSOR.GEM1 left"]
    scoring = load_lesson("venturesome", "scoring")
    first = scoring.steps[0]
    assert isinstance(first, Setup) and first.scenario is not None
    assert first.scenario["treasures"][0] == ["PROFESSOR.GEM2"] and first.scenario["hands"][0] == ["PROFESSOR.MAP"]
    tutor = Tutor(scoring)
    while not tutor.state.is_over:
        tutor.solve_step()
        tutor.next()
    assert tutor.state.scores()[0] == {"total": 4, "gems": 2, "artifacts": 0, "artifact_sets": 0, "maps": 2}


# --- our own words ------------------------------------------------------------------------------


def words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def fingerprint(run: list[str]) -> str:
    return hashlib.sha256(" ".join(run).encode()).hexdigest()[:12]


def fingerprints(text: str) -> set[str]:
    found = words(text)
    return {fingerprint(found[i : i + RUN]) for i in range(len(found) - RUN + 1)}


def lesson_texts(lesson: Lesson) -> Iterator[str]:
    yield lesson.title
    yield lesson.summary
    for step in lesson.steps:
        if isinstance(step, Say | Setup | Do):
            yield step.text
        elif isinstance(step, Expect):
            yield from (step.text, step.hint, step.success, *step.feedback.values())
        else:
            yield from (step.text, step.prompt, step.hint, step.explanation, *step.options)


def stored_fingerprints() -> set[str]:
    lines = FINGERPRINTS.read_text().splitlines()
    return {line for line in lines if line and not line.startswith("#")}


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_no_lesson_text_copies_eight_words_of_the_rulebook(lesson: Lesson) -> None:
    rulebook = stored_fingerprints()
    for text in lesson_texts(lesson):
        found = words(text)
        copied = [
            " ".join(found[i : i + RUN])
            for i in range(len(found) - RUN + 1)
            if fingerprint(found[i : i + RUN]) in rulebook
        ]
        assert not copied, f"{lesson.id}: copied from the rulebook: {copied}"


NOTEBOOKS = sorted((HERE.parents[1] / "tutorials" / "venturesome").glob("*.ipynb"))


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=[path.stem for path in NOTEBOOKS])
def test_no_tutorial_notebook_text_copies_eight_words_of_the_rulebook(notebook: Path) -> None:
    rulebook = stored_fingerprints()
    cells = json.loads(notebook.read_text())["cells"]
    text = "\n".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown")
    assert not fingerprints(text) & rulebook, f"{notebook.name} copies a run of {RUN} words of the rulebook"


def test_there_are_tutorial_notebooks() -> None:
    assert len(NOTEBOOKS) >= 4


def rulebook_path() -> Path | None:
    for folder in (os.environ.get("VW_RULEBOOKS"), HERE.parents[2] / "shared" / "rulebooks"):
        if folder and (Path(folder) / "venturesome.txt").is_file():
            return Path(folder) / "venturesome.txt"
    return None


def test_the_rulebook_fingerprints_are_current() -> None:
    path = rulebook_path()
    if path is None:
        pytest.skip("the rulebook is not at hand (set VW_RULEBOOKS to its folder)")
    assert stored_fingerprints() == fingerprints(path.read_text())


def write_fingerprints(rulebook: Path) -> None:
    """Store the fingerprints of every 8-word run of ``rulebook`` (sorted, one per line)."""
    header = (
        f"# sha256 (first 12 hex digits) of every {RUN}-word run of the Venturesome rulebook, lower-cased,\n"
        "# words = runs of [a-z0-9]. Made by: python tests/tutor/test_venturesome_lessons.py venturesome.txt\n"
    )
    FINGERPRINTS.write_text(header + "\n".join(sorted(fingerprints(rulebook.read_text()))) + "\n")


if __name__ == "__main__":
    write_fingerprints(Path(sys.argv[1]))
