"""Builders the lessons of Venture Forth share: replaying a worked example of the rulebook from
:mod:`..examples`, and small positions of our own against an opponent who is out of the way.

>>> steps = example_steps("exert", "A journey.", [Move("Go.", show=True), Move("Exert.", also=("face",))])
>>> [step.kind for step in steps], steps[-1].actions
(['setup', 'do', 'expect'], ('exert scribe', 'face'))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ....tutor.model import Do, Expect, Setup, Step
from ..examples import BY_NAME, Example

GAME = "venture_forth"

#: The opponent of our own positions: Seat 1's Huntress in the South Wilderness, out of the way
#: (as in the worked examples).
OTHER: dict[str, Any] = {"site": "wild_south", "party": ["huntress"]}


@dataclass(frozen=True)
class Move:
    """How a lesson presents one action of a worked example: the learner makes it (an
    :class:`Expect`, with ``also`` the other right moves and ``outcomes`` what each leads to), or,
    with ``show=True``, the tutor plays it (a :class:`Do`)."""

    text: str
    outcomes: Mapping[str, str] = field(default_factory=dict)
    feedback: Mapping[str, str] = field(default_factory=dict)
    success: str = ""
    show: bool = False
    also: Sequence[str] = ()
    teaches: Sequence[str] = ()


def example_steps(
    name: str, intro: str, moves: Sequence[Move | Sequence[Step]], teaches: Sequence[str] = ()
) -> list[Step]:
    """The steps that replay example ``name`` of :mod:`..examples`: its position (with ``intro``
    and ``teaches``), then one step per action, in order. An entry of ``moves`` that is a list of
    steps (Say, Ask) is inserted as it is, between the actions."""
    example: Example = BY_NAME[name]
    steps: list[Step] = [Setup(scenario=dict(example.spec), text=intro, teaches=teaches)]
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
                    success=move.success,
                    outcomes=dict(move.outcomes),
                    teaches=move.teaches,
                )
            )
    left = list(actions)
    if left:
        raise ValueError(f"example {name!r}: no lesson step for its actions {left}")
    return steps


def spec(player: Mapping[str, Any], **top: Any) -> dict[str, Any]:
    """A position of the learner (seat 0, to play) against :data:`OTHER`."""
    return {**top, "players": [dict(player), dict(OTHER)]}
