"""A Wild Venture's tutorial lessons, as data: every section of the rulebook is taught by a step
(``teaches``; ``tests/tutor/test_teaching_measures.py`` checks it).

Each lesson is a :class:`~venture_widgets.tutor.Lesson`; ``venture_widgets.tutor.load_lesson``
finds them by id. The texts are our own words; they name the rulebook section they explain.
The rulebook's worked examples are replayed live from :mod:`.examples` (their positions and
their moves), never copied here. The rulebook section of every rule id is in ``sections.py``.

======================  ===============================================================
lesson                  teaches
======================  ===============================================================
``quick_start``         the theme, the goal, the three parts of the score, setting up,
                        choosing an Initiate, your first two turns
``turn``                two Main Actions (play, activate), Free Actions, end of turn;
                        Gain, Draw, Tuck, Trash, Consider (a short deck), costs,
                        activating by an effect, adding a Supply
``adventure``           moving on the board (the rulebook's trip west), Starter rewards,
                        tokens, the Autumn side (the cannot-move and paid-step examples),
                        chests, the Detailed Adventure example
``gear_and_buildings``  Gear and Building triggers, investing, board rewards as Gain,
                        several triggers at once, enchanting, Relics (the Generous
                        Pension order), the Zero Waste interrupt, the rulebook's chain
``end_of_game``         the final turns, emptied Gear, a Ruby Chest at a path's end, the
                        scoring example (40), ties, the two variants, then free play
                        against the greedy bot
======================  ===============================================================

In every lesson the learner plays from their own position: a step states a goal and takes every
move that reaches it, the other seat answers from the live table, and the texts and feedback speak
of what the learner's choices led to (``common.py``).

>>> [lesson.id for lesson in LESSONS][:2]
['quick_start', 'turn']
"""

from __future__ import annotations

from ....tutor.model import Lesson
from . import adventure, end, gear, start

BUDGET_MINUTES = 35
"""The most the lessons may take, notebooks included (``venture_widgets.tutor.measure``)."""

LESSONS: tuple[Lesson, ...] = (*start.LESSONS, adventure.ADVENTURE, gear.GEAR_AND_BUILDINGS, end.END_OF_GAME)
