"""Venture (2019)'s fixed programs: the turn and its phases, playing a card, answering it out of
turn and resolving what was played.

Each op that asks a question is followed by the op that acts on the answer, in a frame of their
own, so a step that cannot apply skips only itself.

>>> [o.name for o in TURN]
['start_turn', 'draw_face_up', 'start_actions', 'start_missions', 'refill', 'end_turn']
"""

from __future__ import annotations

from ...core.effects import Program, op

TURN: Program = (
    op("start_turn"),
    op("draw_face_up"),
    op("start_actions"),
    op("start_missions"),
    op("refill"),
    op("end_turn"),
)
FIRST_USE: Program = (op("choose_first_use"), op("take_first_use"))
ACTION: Program = (op("choose_action"), op("take_action"))
MISSION: Program = (op("choose_complete"), op("take_complete"))
DISCARD: Program = (op("choose_discard"), op("take_discard"))
#: A card put into play (its scope: ``card``, ``player``, ``target``): on the chain, then answered.
PLAY: Program = (op("play_card"),)
ANSWER: Program = (op("choose_answer"), op("take_answer"))
RESOLVE: Program = (op("resolve_top"),)
SETTLE: Program = (op("settle"),)
