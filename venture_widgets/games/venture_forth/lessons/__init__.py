"""Venture Forth's tutorial lessons (TEMP: only the later ones, until start.py lands)."""

from __future__ import annotations

from ....tutor.model import Lesson
from . import later

BUDGET_MINUTES = 35

LESSONS: tuple[Lesson, ...] = later.LESSONS
