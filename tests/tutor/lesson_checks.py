"""Checks shared by the lesson tests of every game (``test_<game>_lessons.py``).

- :func:`walk_lesson` walks a lesson step by step twice: with a :class:`Tutor`, and
  independently with the engine (every Do action legal for the seat that owes it, every expected
  move legal for the learner's seat; from a Goal or a Respond on, where bots answer from the live
  position, the engine replays the tutor's moves, each legal); both must agree on the position
  after every step. Every wrong try listed in a step gets its feedback and leaves the position
  unchanged.
- :func:`check_choice_outcomes`: every right move of a choice says what it led to.
- :func:`walk_branches` plays every right move of every decision of the demonstration's way to
  the end of the lesson, and returns every text shown on the way, each with the learner's seat;
  :func:`tutor_at` stands a tutor on a step.
- :func:`replayed_by` finds the lessons that replay a worked example of the rulebook live.
- :func:`says_it_is_ours` tells whether a lesson says that what it teaches is our reading.
- :func:`played_rules` lists the rule ids random games show (events, decisions, tie-break steps),
  :func:`shown_rules` the ones a lesson shows live; :func:`check_rules_shown` holds a game's
  lessons to the rule ids its engine emits.
- The rulebook is not part of the repository: "no 8-word run copied" is checked against
  fingerprints of its 8-word runs, stored in ``<game>_rulebook_8grams.txt`` next to the tests
  (:func:`write_fingerprints` makes them; :func:`copied_runs` finds copies).
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from venture_widgets.core.examples import Example
from venture_widgets.core.game import Game
from venture_widgets.tutor import Ask, Do, Expect, Goal, Lesson, Play, Respond, Say, Setup, Tutor
from venture_widgets.tutor.model import MOVE_STEPS

HERE = Path(__file__).resolve().parent
RUN = 8


# --- walking a lesson with the engine alone ----------------------------------------------------


def build(game: Game, step: Setup) -> Any:
    """The position a Setup step describes, built by the engine alone."""
    if step.scenario is not None:
        return game.scenario(step.scenario)
    assert step.record is not None
    return game.replay(step.record)


def walk_lesson(game: Game, lesson: Lesson) -> None:
    """Run ``lesson`` with a tutor and with the engine side by side (see the module docstring)."""
    tutor = Tutor(lesson)
    state: Any = None
    seat = 0
    live = False  # bots answer from the live position: the engine follows the tutor's moves
    for index, step in enumerate(lesson.steps):
        if isinstance(step, Setup):
            state, seat, live = build(game, step), step.seat, False
        elif isinstance(step, Goal | Respond):
            live = True
        elif live:
            pass
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
        if isinstance(step, Setup | Do | Respond) and not step.text:
            continue
        # the tutor stops on this step: compare, then do what the learner would
        assert tutor.index == index
        if isinstance(step, Expect):
            check_wrong_tries(tutor, step)
        tutor.solve_step()
        if live:
            for action in tutor.state.actions[len(state.actions) :]:
                assert action in state.legal_actions(), f"step {index + 1}: the tutor played {action!r}"
                state.apply(action)
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


def check_choice_outcomes(lesson: Lesson) -> None:
    """Every right move of each choice of ``lesson`` says what it led to (the step's ``outcomes``)."""
    for step in lesson.steps:
        if isinstance(step, Expect) and step.is_choice:
            assert set(step.outcomes) == set(step.actions), f"{lesson.id}: {step.text[:60]}"


def walk_branches(lesson: Lesson) -> list[tuple[int, str]]:
    """Play ``lesson`` along its demonstration; at every decision of the learner, play each right
    move on a fork of the tutor and follow that fork to the end of the lesson. Returns every text
    shown (steps' words and feedback) with the learner's seat when it was shown. A refusing Goal's
    right moves must not change when the cards the learner cannot see are reshuffled."""
    shown: list[tuple[int, str]] = []
    tutor = Tutor(lesson)
    while not tutor.done and not isinstance(tutor.current, Play):
        step = tutor.current
        shown.append((tutor.seat, tutor.text))
        if isinstance(step, MOVE_STEPS):
            demo = list(step.demo) if isinstance(step, Goal) else []
            while not tutor.solved:
                right = tutor.right_moves()
                if isinstance(step, Goal) and step.refuse:
                    check_blind_to_hidden_cards(tutor, right)
                for action in right:
                    fork = tutor.fork()
                    fork.act(action)
                    shown.append((fork.seat, fork.feedback["text"] if fork.feedback else ""))
                    shown += finish(fork)
                tutor.act(tutor.demo_move(demo))
        else:
            tutor.solve_step()
        tutor.next()
    return shown


def finish(tutor: Tutor) -> list[tuple[int, str]]:
    """Take ``tutor`` to the end of its lesson as a demonstration does; the texts shown on the way."""
    shown: list[tuple[int, str]] = []
    while not tutor.done and not isinstance(tutor.current, Play):
        if not isinstance(tutor.current, MOVE_STEPS) or not tutor.solved:
            shown.append((tutor.seat, tutor.text))
        tutor.solve_step()
        if tutor.feedback:
            shown.append((tutor.seat, tutor.feedback["text"]))
        tutor.next()
    return shown


def check_blind_to_hidden_cards(tutor: Tutor, right: list[str]) -> None:
    """The moves a refusing Goal takes are the same whatever the cards the learner cannot see."""
    for seed in range(3):
        fork = tutor.fork()
        fork.state = tutor.state.determinize(tutor.seat, random.Random(seed))
        assert fork.right_moves() == right, f"{tutor.lesson.id} step {tutor.step}: the goal reads hidden cards"


def tutor_at(lesson: Lesson, index: int) -> Tutor:
    """A tutor on step ``index`` of ``lesson``, every step before it solved with its first right move."""
    tutor = Tutor(lesson)
    while tutor.index < index:
        tutor.solve_step()
        tutor.next()
    return tutor


# --- every rule is taught ----------------------------------------------------------------------


def reasoning_rules(outcome: Any) -> set[str]:
    """The rule ids of an outcome's tie-break steps (games whose steps are plain text have none)."""
    steps = outcome.get("reasoning", []) if isinstance(outcome, dict) else []
    return {step["rule"] for step in steps if isinstance(step, dict) and "rule" in step}


def played_rules(states: Iterable[Any], outcomes: bool = False, seed: int = 2024) -> set[str]:
    """Rule ids of ``states``, each played to its end with random legal moves (one
    ``random.Random(seed)`` for them all, in turn): the opening events, every decision and
    event, and with ``outcomes`` the tie-break steps of the outcome."""
    rules: set[str] = set()
    rng = random.Random(seed)
    for state in states:
        rules.update(e["rule"] for e in state.opening_events)
        while not state.is_over:
            rules.add(state.observe(None)["decision"]["rule"])
            rules.update(e["rule"] for e in state.apply(rng.choice(state.legal_actions())))
        if outcomes:
            rules |= reasoning_rules(state.outcome())
    return rules


def shown_rules(lesson: Lesson) -> set[str]:
    """Rule ids the lesson shows live: its events, its decisions and its tie-break steps."""
    tutor = Tutor(lesson)
    rules: set[str] = set()

    def seen() -> None:
        view = tutor.view()
        rules.update(e["rule"] for e in tutor.log)
        if view["decision"]:
            rules.add(view["decision"]["rule"])
        if tutor.state.is_over:
            rules.update(reasoning_rules(view.get("outcome")))

    while True:
        seen()
        if tutor.done:
            return rules
        tutor.solve_step()
        seen()
        tutor.next()


def check_rules_shown(lessons: Sequence[Lesson], emitted: set[str], sections: Mapping[str, str]) -> None:
    """Every rule id the engine ``emitted`` is among the lessons' ``sections`` and shown live by
    one of them; each lesson shows the emitted rules it claims and claims only named sections."""
    shown: set[str] = set()
    for lesson in lessons:
        claimed = set(lesson.sections) & emitted
        assert set(lesson.sections) <= set(sections), f"{lesson.id}: sections without a rulebook name"
        here = shown_rules(lesson)
        assert claimed <= here, f"{lesson.id} claims but never shows {claimed - here}"
        shown |= here
    taught = {section for lesson in lessons for section in lesson.sections}
    assert emitted - taught == set()
    assert emitted <= set(sections)
    assert emitted - shown == set()


# --- the rulebook's worked examples ------------------------------------------------------------


def replayed_by(lessons: Iterable[Lesson], example: Example) -> list[str]:
    """The lessons whose steps replay ``example``: a Setup with its position, then its actions
    as the first moves of the Do and Expect steps that follow, in order."""
    found = []
    for lesson in lessons:
        for index, step in enumerate(lesson.steps):
            if not (isinstance(step, Setup) and step.scenario == dict(example.spec)):
                continue
            moves: list[str] = []
            for later in lesson.steps[index + 1 :]:
                if isinstance(later, Setup) or len(moves) == len(example.actions):
                    break
                if isinstance(later, Do):
                    moves.extend(later.actions)
                elif isinstance(later, Expect):
                    moves.append(later.actions[0])
                elif isinstance(later, Goal):
                    moves.extend(later.demo[:1])
            if tuple(moves) == example.actions:
                found.append(lesson.id)
    return found


# --- our own words ------------------------------------------------------------------------------


def words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def fingerprint(run: Sequence[str]) -> str:
    return hashlib.sha256(" ".join(run).encode()).hexdigest()[:12]


def fingerprints(text: str) -> set[str]:
    """The fingerprints of every run of :data:`RUN` words of ``text``."""
    found = words(text)
    return {fingerprint(found[i : i + RUN]) for i in range(len(found) - RUN + 1)}


def copied_runs(text: str, rulebook: set[str]) -> list[str]:
    """The runs of :data:`RUN` words of ``text`` whose fingerprints are among ``rulebook``'s."""
    found = words(text)
    return [
        " ".join(found[i : i + RUN]) for i in range(len(found) - RUN + 1) if fingerprint(found[i : i + RUN]) in rulebook
    ]


def says_it_is_ours(lesson: Lesson) -> bool:
    """Whether the lesson says, somewhere, that a rule it teaches is a reading or a card of ours."""
    text = " ".join(lesson_texts(lesson)).lower()
    return "in this kit" in text or "our reading" in text or "(ours)" in text


def lesson_texts(lesson: Lesson) -> Iterator[str]:
    """Every text a lesson shows."""
    yield lesson.title
    yield lesson.summary
    for step in lesson.steps:
        if isinstance(step, Say | Setup | Do | Play | Respond):
            yield from [step.text] if isinstance(step.text, str) else []
        elif isinstance(step, Expect):
            yield from (step.text, step.hint, step.success, *step.feedback.values(), *step.outcomes.values())
        elif isinstance(step, Goal):
            yield from [text for text in (step.text, step.miss, step.hint) if isinstance(text, str)]
        else:
            yield from (step.text, step.prompt, step.hint, step.explanation, *step.options, *step.feedback.values())


def notebook_markdown(notebook: Path) -> str:
    """The markdown cells of a notebook, joined."""
    cells = json.loads(notebook.read_text())["cells"]
    return "\n".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown")


def fingerprint_file(game: str) -> Path:
    return HERE / f"{game}_rulebook_8grams.txt"


def stored_fingerprints(game: str) -> set[str]:
    lines = fingerprint_file(game).read_text().splitlines()
    return {line for line in lines if line and not line.startswith("#")}


def rulebook_path(game: str) -> Path | None:
    """The rulebook text, from ``$VW_RULEBOOKS`` or ``../shared/rulebooks``, if it is at hand."""
    for folder in (os.environ.get("VW_RULEBOOKS"), HERE.parents[2] / "shared" / "rulebooks"):
        if folder and (Path(folder) / f"{game}.txt").is_file():
            return Path(folder) / f"{game}.txt"
    return None


def write_fingerprints(game: str, title: str, rulebook: Path, script: str = "") -> None:
    """Store the fingerprints of every 8-word run of ``rulebook`` (sorted, one per line); the
    header names the command that made them (``script``: by default the game's lesson tests)."""
    command = script or f"tests/tutor/test_{game}_lessons.py"
    header = (
        f"# sha256 (first 12 hex digits) of every {RUN}-word run of the {title} rulebook, lower-cased,\n"
        f"# words = runs of [a-z0-9]. Made by: python {command} {game}.txt\n"
    )
    fingerprint_file(game).write_text(header + "\n".join(sorted(fingerprints(rulebook.read_text()))) + "\n")


if __name__ == "__main__":
    # python tests/tutor/lesson_checks.py <game> <rulebook.txt>: a game without lesson tests yet
    import sys

    from venture_widgets import load_game

    GAME_ID = sys.argv[1]
    write_fingerprints(
        GAME_ID, load_game(GAME_ID).info.title, Path(sys.argv[2]), f"tests/tutor/lesson_checks.py {GAME_ID}"
    )
