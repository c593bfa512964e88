"""The tutor: lessons as data and a step-through engine that runs them headless (no Jupyter).

>>> from venture_widgets.tutor import Tutor, list_lessons, load_lesson
>>> "threats" in list_lessons("venturesome")
True
>>> tutor = Tutor(load_lesson("venturesome", "threats"))
>>> tutor.snapshot()["lesson"], tutor.step
('threats', 1)
>>> picture(tutor.state, seat=0)  # the position, drawn (see venture_widgets.tutor.pictures)
Picture(venturesome, round 3, as seat 0 sees it)
"""

from .catalog import list_lessons, load_lesson, section_name, sections
from .model import Ask, Do, Expect, Goal, Lesson, Move, Play, Respond, Say, Setup, Step
from .pictures import Picture, live_scores, picture
from .runner import Tutor

__all__ = [
    "Ask",
    "Do",
    "Expect",
    "Goal",
    "Lesson",
    "Move",
    "Picture",
    "Play",
    "Respond",
    "Say",
    "Setup",
    "Step",
    "Tutor",
    "list_lessons",
    "live_scores",
    "load_lesson",
    "picture",
    "section_name",
    "sections",
]
