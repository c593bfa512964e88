"""Adventurous's fixed programs: the turn, Explore and Discover and their steps.

Each op that asks a question is followed by the op that acts on the answer, in a frame of their
own, so a step that cannot apply skips only itself.

>>> [o.name for o in TURN]
['start_turn', 'choose_action', 'take_action', 'end_turn']
"""

from __future__ import annotations

from ...core.effects import Program, op

TURN: Program = (op("start_turn"), op("choose_action"), op("take_action"), op("end_turn"))
DRAW: Program = (op("choose_draw"), op("take_draw"))
PLACE: Program = (op("choose_place"), op("take_place"))
EXPLORE: Program = (op("explore"),)
DISCOVER: Program = (op("choose_marvel_place"), op("take_place"))
