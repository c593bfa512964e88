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
                        choosing an Initiate, a first turn
``turn``                two Main Actions (play, activate), Free Actions, end of turn;
                        Gain, Draw, Tuck, Trash, Consider (the rulebook's Consider 4
                        example, a short deck), costs, activating by an effect
``adventure``           moving on the board (the rulebook's trip west), rewards, tokens
                        (+5, Nest, Gold Chest, Enchantment), chests, the Detailed
                        Adventure example, Autumn path costs, the cannot-move example
``gear_and_buildings``  Gear triggers and Relics (the Generous Pension order), Buildings,
                        investing, enchanting, board rewards as Gain, the Zero Waste
                        interrupt, several triggers at once (the rulebook's chain)
``end_of_game``         the final turns, emptied Gear, the scoring example (40), ties,
                        the two variants, then free play against the greedy bot
======================  ===============================================================

>>> [lesson.id for lesson in LESSONS][:2]
['quick_start', 'turn']
"""

from __future__ import annotations

from ....tutor.model import Lesson
from . import later, start

BUDGET_MINUTES = 35
"""The most the lessons may take, notebooks included (``venture_widgets.tutor.measure``)."""

LESSONS: tuple[Lesson, ...] = (*start.LESSONS, *later.LESSONS)
