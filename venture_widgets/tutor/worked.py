"""A worked example of the rulebook (:class:`~venture_widgets.core.examples.Example`) as lesson
steps: its position, then one step per action, each played by the learner or shown by the tutor.

>>> from venture_widgets.games.venture_forth.examples import BY_NAME
>>> steps = replay_steps(BY_NAME["exert"], "A journey.", [Move("Go.", show=True), Move("Exert.", also=("face",))])
>>> [step.kind for step in steps], steps[-1].actions
(['setup', 'do', 'expect'], ('exert scribe', 'face'))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ..core.examples import Example
from .model import Do, Expect, Setup, Step


@dataclass(frozen=True)
class Move:
    """How a lesson presents one action of a worked example: the learner makes it (an
    :class:`Expect`, with ``also`` the other right moves and ``outcomes`` what each leads to), or,
    with ``show=True``, the tutor plays it (a :class:`Do`)."""

    text: str
    outcomes: Mapping[str, str] = field(default_factory=dict)
    feedback: Mapping[str, str] = field(default_factory=dict)
    success: str = ""
    hint: str = ""
    show: bool = False
    also: Sequence[str] = ()
    teaches: Sequence[str] = ()


def replay_steps(
    example: Example, intro: str, moves: Sequence[Move | Sequence[Step]], teaches: Sequence[str] = (), seat: int = 0
) -> list[Step]:
    """The steps that replay ``example``: its position (with ``intro`` and ``teaches``, for the
    learner at ``seat``), then one step per action, in order. An entry of ``moves`` that is a list
    of steps (Say, Ask) is inserted as it is, between the actions."""
    steps: list[Step] = [Setup(scenario=dict(example.spec), seat=seat, text=intro, teaches=teaches)]
    actions = iter(example.actions)
    for move in moves:
        if not isinstance(move, Move):
            steps.extend(move)
            continue
        action = next(actions)
        if move.show:
            steps.append(Do([action], text=move.text, teaches=move.teaches))
        else:
            steps.append(
                Expect(
                    move.text,
                    [action, *move.also],
                    feedback=dict(move.feedback),
                    hint=move.hint,
                    success=move.success,
                    outcomes=dict(move.outcomes),
                    teaches=move.teaches,
                )
            )
    left = list(actions)
    if left:
        raise ValueError(f"example {example.name!r}: no lesson step for its actions {left}")
    return steps
