"""Builders the lessons of A Wild Venture share: replaying a worked example of the rulebook, and
small positions against an opponent who is out of the way."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ....tutor.model import Do, Expect, Setup, Step
from ..examples import BY_NAME, Example

GAME = "wild_venture"

# --- replaying a worked example of the rulebook ---------------------------------------------------


@dataclass(frozen=True)
class Move:
    """How a lesson presents one action of a worked example: the learner makes it (an
    :class:`Expect`), or, with ``show=True``, the tutor plays it (a :class:`Do`)."""

    text: str
    feedback: Mapping[str, str] = field(default_factory=dict)
    success: str = ""
    hint: str = ""
    show: bool = False
    also: Sequence[str] = ()  # other right moves (they must lead to the same next steps)


def example_steps(name: str, intro: str, moves: Sequence[Move | Sequence[Step]], seat: int = 0) -> list[Step]:
    """The steps that replay example ``name`` of :mod:`.examples`: its position, then one step
    per action, in order. An entry of ``moves`` that is a list of steps (Say, Ask) is inserted
    as it is, between the actions."""
    example: Example = BY_NAME[name]
    steps: list[Step] = [Setup(scenario=dict(example.spec), seat=seat, text=intro)]
    actions = iter(example.actions)
    for move in moves:
        if not isinstance(move, Move):
            steps.extend(move)
            continue
        action = next(actions)
        if move.show:
            steps.append(Do([action], text=move.text))
        else:
            steps.append(
                Expect(
                    move.text,
                    [action, *move.also],
                    feedback=dict(move.feedback),
                    success=move.success,
                    hint=move.hint,
                )
            )
    left = list(actions)
    if left:
        raise ValueError(f"example {name!r}: no lesson step for its actions {left}")
    return steps


def deck(*codes: str) -> list[str]:
    """A deck whose cards are known, top first (so lessons can name what is drawn)."""
    return list(codes)


SMALL_DECK = deck(
    "Crow Schoolmarm", "Tadpole Pupil", "Rabbit Bursar", "Raven Lecturer", "Field Trip Toad", "Burrow Bookkeeper"
)


def spec(player: Mapping[str, Any], other: Mapping[str, Any] | None = None, **top: Any) -> dict[str, Any]:
    """A position of the learner (seat 0) against an opponent who is out of the way."""
    spec: dict[str, Any] = {"deck": list(SMALL_DECK), **top}
    spec["players"] = [dict(player), dict(other or {"coins": 5})]
    return spec


# --- 1. goal and setup ----------------------------------------------------------------------------
