"""A Wild Venture's rules: every op of its effect vocabulary and its turn, gathered from the
modules that define them, for the core interpreter.

Every card effect, board reward, trigger, relic and the turn itself is a program of the ops
below, run by :mod:`venture_widgets.core.effects`. A frame's *scope* says which card the
program belongs to (``source``), which card set off a trigger (``subject``) and, while
adventuring, how far there is still to go; so a Building can interrupt an Adventure, or the
Gold Chest can activate Frog Wizard inside The Mighty Joe's adventure, without either
overwriting the other's values.

Events name the rule they apply, a section id of the rulebook:

=========================  ================================================================
``setup``                  Setup (``setup.initiate``: choosing Initiate Villagers)
``turn``                   Turn Sequence: two Main Actions, Free Actions at any time
``actions.play``           Main Action: Play a card
``actions.activate``       Main Action: Activate a card
``actions.free``           Free Action: Activate a 'Free Action' Villager card
``actions.enchant``        Free Action: Enchant a Building (``enchant.one_time`` / ``enchant.slot``)
``turn.end``               End of Turn (``turn.return_home``, ``turn.tuck``)
``effects.<name>``         Card Effects: gain, draw, tuck, trash, invest, consider, cost (paying
                           one), supply (adding a Supply)
``effects.activate``       activation by an effect (no Supply removed)
``adventure.*``            Adventuring: move, path_cost, cannot_move, reward, tokens, chest_home
``rewards.*``              Claiming a Reward: starter, iron_chest, gold_chest, ruby_chest
``gear.trigger``           Gear Cards: a trigger hands a Supply to the triggering player
``gear.relic``             Gear Cards: the Relic on tucking at the end of the owner's turn
``buildings.trigger``      Building Cards: the owner's trigger interrupts
``triggers.multiple``      Multiple Triggers: the triggering player orders them
``end.*``                  End of Game: deck_empty, final_turn, opponent_gear, hands_trashed
``scoring``                Scoring: the three categories (``scoring.tie``: a shared victory,
                           ``scoring.tiebreak``: the optional tie-breakers)
``variants.even_wilder``   An Even Wilder Venture's setup trash (No Memory only changes what
                           ``observe`` shows: tucked cards to their owner)
=========================  ================================================================
"""

from __future__ import annotations

from collections.abc import Mapping

from ...core.effects import Condition
from ...core.vocabulary import check_programs, merge_handlers
from . import adventure, card_effects, cards, moves, programs, triggers, turn

OPS = merge_handlers(turn, triggers, card_effects, adventure, moves)
CONDITIONS: Mapping[str, Condition] = {}
check_programs(
    (cards, programs, turn, triggers, card_effects, adventure, moves),
    OPS,
    CONDITIONS,
    {"consider": programs.consider_steps_problem},
)
