"""Venture Forth's tutorial lessons, as data: every section of the rulebook is taught by a step
(``teaches``; ``tests/tutor/test_teaching_measures.py`` checks it).

Each lesson is a :class:`~venture_widgets.tutor.Lesson`; ``venture_widgets.tutor.load_lesson``
finds them by id. The texts are our own words; they name the rulebook section they explain.
The rulebook's worked examples are replayed live from :mod:`..examples` (their positions and
their moves), never copied here. The rulebook section of every rule id is in ``sections.py``.

=========================  =============================================================
lesson                     teaches
=========================  =============================================================
``quick_start``            the theme, the goal and the parts of the score, the table,
                           setting up (a redraw, your starting adventurer and temple
                           site), the four actions, a first card played (where the
                           Gorgon may go), collecting and drawing
``venture``                complete paths, a journey card by card: exerting (the
                           rulebook's example), what enemies desire, vicious enemies,
                           despair, recruiting, arriving, wandering, explore tokens
``ambitions``              ambitions and the level card's trades (the Poet and the
                           Dragon), Level II and Level III, Level III abilities, the
                           rulebook's whole journey of the Archer
``temples_and_treasures``  the five temples, treasure abilities, Regroup, the Zeus rule
``end_of_game``            the last turns, final scoring, ties, the Hidden Explore
                           Tokens variant, then free play against the greedy bot
=========================  =============================================================

>>> [lesson.id for lesson in LESSONS][:3]
['quick_start', 'venture', 'ambitions']
"""

from __future__ import annotations

from ....tutor.model import Lesson
from . import later, start

BUDGET_MINUTES = 35
"""The most the lessons may take, notebooks included (``venture_widgets.tutor.measure``)."""

LESSONS: tuple[Lesson, ...] = (*start.LESSONS, *later.LESSONS)
