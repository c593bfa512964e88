"""Venture Forth's tutorial lessons, as data: every section of the rulebook is taught by a step
(``teaches``; ``tests/tutor/test_teaching_measures.py`` checks it).

Each lesson is a :class:`~venture_widgets.tutor.Lesson`; ``venture_widgets.tutor.load_lesson``
finds them by id. The texts are our own words; they name the rulebook section they explain, and
where a text names a temple at a site it takes it from the board data. The rulebook's worked
examples are replayed live from :mod:`..examples` (their positions and their moves), never copied
here. Past the examples the learner plays tables of their own: each of their moves there is a
choice the lesson goes on from, told in the second person. The rulebook section of every rule id
is in ``sections.py``.

=========================  =============================================================
lesson                     teaches
=========================  =============================================================
``quick_start``            the theme, the goal and the parts of the score, the table,
                           setting up (a redraw, your starting adventurer and temple
                           site), a turn's four actions, your first card (placement,
                           collecting, the explore icon, the draw) and your next turn
``venture``                where the Gorgon may go, complete paths, exerting (the
                           rulebook's example, played with our cards), recruiting and
                           the party limit, then a journey of your own: what enemies
                           desire, despair, recruiting, arriving and what it did to
                           your path, explore tokens
``ambitions``              ambitions and the level card's trades (the Poet and the
                           Dragon), the rulebook's whole journey of the Archer played by
                           you, Level II and Level III, Level III abilities
``temples_and_treasures``  the five temples in the rulebook's examples, then your own
                           table: treasure abilities, the Zeus rule, offerings, Regroup
``end_of_game``            the last turns, final scoring, ties, the Hidden Explore
                           Tokens variant, then free play on against the greedy bot
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
