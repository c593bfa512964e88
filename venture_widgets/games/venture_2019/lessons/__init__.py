"""Venture (2019)'s tutorial lessons, as data: every section of the rulebook is taught by a step
(``teaches``; ``tests/tutor/test_teaching_measures.py`` checks it).

Each lesson is a :class:`~venture_widgets.tutor.Lesson`; ``venture_widgets.tutor.load_lesson``
finds them by id. The texts are our own words and name the rulebook section they explain; what
is our reading or our reconstruction says so. The learner is always Seat 0.

===================  ================================================================
lesson               teaches
===================  ================================================================
``quick_start``      the theme and the goal, the cards, setup and the first player (the
                     rulebook's examples), a whole first turn of the learner's own
``action_cards``     the bulb dark and lit in Phase 1, protecting yourself from a lit
                     bulb, a card that asks for an instrument, the turn order turned
``long_term``        a long-term card running its course, protecting yourself, a card
                     stopped by protection, the deck made again from the discard pile
``instants``         answering a card out of turn, a chain of Objections resolving
                     newest first
``talents_and_end``  a card spent on the talent (ours) or played for its own effect,
                     one mission a turn, the fourth mission ending the game at once,
                     then free play with the greedy bot
===================  ================================================================

Every lesson plays one position on from the learner's own moves: no step dictates a move, and
only the last lesson's free play starts a new game.

>>> [lesson.id for lesson in LESSONS]
['quick_start', 'action_cards', 'long_term', 'instants', 'talents_and_end']
"""

from __future__ import annotations

from ....tutor.model import Lesson
from . import later, start

BUDGET_MINUTES = 25
"""The most the lessons may take, notebooks included (``venture_widgets.tutor.measure``)."""

LESSONS: tuple[Lesson, ...] = (*start.LESSONS, *later.LESSONS)
