"""Venture (2019)'s rules: every op of its vocabulary, for the core interpreter.

Events name the rule they apply (:data:`.sections.SECTIONS` gives each rule id its rulebook
heading).
"""

from __future__ import annotations

from collections.abc import Mapping

from ...core.effects import Condition
from ...core.vocabulary import check_programs, merge_handlers
from . import card_ops, cards, play, programs, turn

OPS = merge_handlers(turn, play, card_ops)
CONDITIONS: Mapping[str, Condition] = {}
check_programs((programs, cards), OPS, CONDITIONS)
