"""Adventurous's tutorial lessons, as data: every section of the rulebook is taught by a step
(``teaches``; ``tests/tutor/test_teaching_measures.py`` checks it).

Each lesson is a :class:`~venture_widgets.tutor.Lesson`; ``venture_widgets.tutor.load_lesson``
finds them by id. The texts are our own words and name the rulebook section they explain; what
is our reading or our reconstruction says so. The rule id behind each rulebook section is in
``sections.py``.

===================  ================================================================
lesson               teaches
===================  ================================================================
``quick_start``      the theme, the goal and the score, the table after setup, your
                     first turn (two draws, top or bottom, the first card, the path
                     extended: every decision yours), the map deck passed on
``map``              two turns of laying map cards, each told what it did to the path,
                     the encounters and the score; a refused try names its rule
``marvels``          five fins over the limit: Explore or Discover, told the score, the
                     limits and the whirlpools; a marvel's cost (the rulebook's "3 +
                     fin serpent"), the active marvel replaced, a turn after
``journey_effects``  the difficulty table and marvels of the crew's choosing, your first
                     turn under effect II, then a Legend voyage through restrictions,
                     effects III and I (ours) and all effects off
``end_of_voyage``    five fins and cards that fit nowhere (our reading), the end; no
                     Explore from an empty deck, the last marvels and the result table;
                     then free play with the planning bot
===================  ================================================================

Every lesson is played from the learner's own position: its steps are goals whose words are
read off the live table (``common.py``), so a choice the learner makes is the one the lesson
goes on from.

>>> [lesson.id for lesson in LESSONS]
['quick_start', 'map', 'marvels', 'journey_effects', 'end_of_voyage']
"""

from __future__ import annotations

from ....tutor.model import Lesson
from . import later, start

BUDGET_MINUTES = 25
"""The most the lessons may take, notebooks included (``venture_widgets.tutor.measure``)."""

LESSONS: tuple[Lesson, ...] = (*start.LESSONS, *later.LESSONS)
