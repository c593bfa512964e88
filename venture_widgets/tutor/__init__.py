"""The tutor: lessons as data and a step-through engine that runs them headless (no Jupyter).

>>> from venture_widgets.tutor import Tutor, list_lessons, load_lesson
>>> "threats" in list_lessons("venturesome")
True
>>> tutor = Tutor(load_lesson("venturesome", "threats"))
>>> tutor.snapshot()["lesson"], tutor.step
('threats', 1)
"""

from .catalog import list_lessons, load_lesson, section_name, sections
from .model import Ask, Do, Expect, Lesson, Say, Setup, Step
from .runner import Tutor

__all__ = [
    "Ask",
    "Do",
    "Expect",
    "Lesson",
    "Say",
    "Setup",
    "Step",
    "Tutor",
    "list_lessons",
    "load_lesson",
    "section_name",
    "sections",
]
