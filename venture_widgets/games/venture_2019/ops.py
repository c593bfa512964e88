"""Venture (2019)'s rules: every op of its vocabulary, for the core interpreter.

Events name the rule they apply (:data:`.sections.SECTIONS` gives each rule id its rulebook
heading).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import wraps
from typing import TYPE_CHECKING, Any

from ...core.effects import Condition, Op, OpHandler
from ...core.vocabulary import check_programs, merge_handlers
from . import card_ops, cards, play, programs, turn
from .hands import reshuffle

if TYPE_CHECKING:
    from .rules import VentureState


def deck_made_again(handler: OpHandler) -> OpHandler:
    """``handler``, then a new deck of the discard pile at once if the deck has run out (Setup,
    last paragraph: "at any point"), so no seat ever sees an empty deck beside a discard pile."""

    @wraps(handler)
    def run(state: VentureState, o: Op) -> Any:
        result = handler(state, o)
        if not state.deck and state.discard:
            reshuffle(state)
        return result

    return run  # type: ignore[return-value]


OPS = {name: deck_made_again(handler) for name, handler in merge_handlers(turn, play, card_ops).items()}
CONDITIONS: Mapping[str, Condition] = {}
check_programs((programs, cards), OPS, CONDITIONS)
