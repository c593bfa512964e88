"""Venture Forth's rules: every op of its vocabulary and its turn, gathered from the modules that
define them, for the core interpreter.

Events name the rule they apply (:data:`.sections.SECTIONS` gives each rule id its rulebook
heading).
"""

from __future__ import annotations

from collections.abc import Mapping

from ...core.effects import Condition
from ...core.vocabulary import check_programs, merge_handlers
from . import abilities, ambitions, levels, programs, temples, treasures, turn, venture

OPS = merge_handlers(turn, venture, ambitions, temples, abilities)
CONDITIONS: Mapping[str, Condition] = {}
check_programs((programs, levels, treasures), OPS, CONDITIONS)
