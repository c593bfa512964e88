"""Builders the lessons of Venture Forth share: replaying a worked example of the rulebook from
:mod:`..examples`, and small positions of our own against an opponent who is out of the way.

>>> steps = example_steps("exert", "A journey.", [Move("Go.", show=True), Move("Exert.", also=("face",))])
>>> [step.kind for step in steps], steps[-1].actions
(['setup', 'do', 'expect'], ('exert scribe', 'face'))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ....tutor.model import Step
from ....tutor.worked import Move as Move
from ....tutor.worked import replay_steps
from ..examples import BY_NAME

GAME = "venture_forth"

#: The opponent of our own positions: Seat 1's Huntress in the South Wilderness, out of the way
#: (as in the worked examples).
OTHER: dict[str, Any] = {"site": "wild_south", "party": ["huntress"]}


def example_steps(
    name: str, intro: str, moves: Sequence[Move | Sequence[Step]], teaches: Sequence[str] = ()
) -> list[Step]:
    """The steps that replay example ``name`` of :mod:`..examples` (see
    :func:`~venture_widgets.tutor.worked.replay_steps`)."""
    return replay_steps(BY_NAME[name], intro, moves, teaches)


def spec(player: Mapping[str, Any], **top: Any) -> dict[str, Any]:
    """A position of the learner (seat 0, to play) against :data:`OTHER`."""
    return {**top, "players": [dict(player), dict(OTHER)]}
