"""Adventurous's tutorial lessons, as data: every section of the rulebook is taught by a step
(``teaches``; ``tests/tutor/test_teaching_measures.py`` checks it).

Each lesson is a :class:`~venture_widgets.tutor.Lesson`; ``venture_widgets.tutor.load_lesson``
finds them by id. The texts are our own words and name the rulebook section they explain; what
is our reading or our reconstruction says so. The rule id behind each rulebook section is in
``sections.py``.

===================  ================================================================
lesson               teaches
===================  ================================================================
``quick_start``      the theme, the goal and the score, the table after setup, a first
                     turn: two draws (top or bottom), the first card, extending the path
``map``              every map card rule and the general rules, each shown refusing a
                     placement; the learner lays a card
``marvels``          five fins over the limit and three serpents at it, Discover, the
                     cost "3 + fin serpent" hiding fins, with each marvel rule refusing
                     a placement, the active marvel replaced, restrictions
``journey_effects``  the three effects (ours), each in force, and all off at the end
``end_of_voyage``    a card that fits nowhere (our reading), five fins over the limit,
                     the end, the score sheet and the result table (a Successful
                     Voyage), then free play with the planning bot
===================  ================================================================

>>> [lesson.id for lesson in LESSONS]
['quick_start', 'map', 'marvels', 'journey_effects', 'end_of_voyage']
"""

from __future__ import annotations

from ....tutor.model import Lesson
from . import later, start

BUDGET_MINUTES = 30
"""The most the lessons may take, notebooks included (``venture_widgets.tutor.measure``)."""

LESSONS: tuple[Lesson, ...] = (*start.LESSONS, *later.LESSONS)
