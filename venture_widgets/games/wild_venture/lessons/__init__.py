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
``adventure``           moving on the board (the Mystery Forest example), rewards,
                        Starter rewards, chests at path ends, Autumn path costs, the
                        cannot-move example
``detailed_adventure``  the Frog Wizard / The Mighty Joe example, move by move
``rewards``             setup tokens (+5, Nest, Gold Chest), Enchantment tokens, the
                        Iron, Gold and Ruby Chests
``gear``                Gear triggers (the Postal Contract example), rewards that count
                        as Gain or Draw, Relics and the Generous Pension ordering
``buildings``           Buildings, investing, enchanting (one-time and slot), the Zero
                        Waste interrupt example
``triggers``            several triggers at once: the Zero Waste / Recycle Bin / Postal
                        Contract chain
``end``                 the empty deck, the final turns, the opponent's emptied Gear,
                        scoring (the 18 + 8 + 14 = 40 example) and ties
``variants``            No Memory and An Even Wilder Venture
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
