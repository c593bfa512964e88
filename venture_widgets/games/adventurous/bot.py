"""The greedy bot's evaluation of an Adventurous position: the team's score as it stands.

>>> value({"score": {"total": 31}}, 0)
31.0

:func:`value` reads the observation; :func:`state_value` is the same number read from the state
(the team's score sheet, which is public).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .rules import AdventurousState

#: sampled worlds the greedy bot weighs each decision in: the map it reads is public
SAMPLES = 1


def value(observation: dict[str, Any], seat: int) -> float:
    """The team's running score in ``observation``."""
    return float(observation["score"]["total"])


def state_value(state: AdventurousState, seat: int) -> float:
    """The team's running score in ``state``."""
    return float(state.scores()[0]["total"])
