"""The later lessons of Venture Forth (temples and treasures, the end of the game): written
separately; empty until they land."""

from __future__ import annotations

from ....tutor.model import Lesson

LESSONS: tuple[Lesson, ...] = ()
