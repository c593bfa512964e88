"""Calling off a bot's thinking from outside: a search asks :func:`called_off` between its
iterations and, once it says so, stops with what it has found.

The table runs a bot's thinking in a worker thread under :func:`unless`, with a check that says
whether Undo or New game has called that thinking off since; the check belongs to the thread, so
the search of a new decision, in a thread of its own, is not stopped by an old one's. Outside
:func:`unless` nothing is called off.

>>> called_off()
False
>>> with unless(lambda: True):
...     called_off()
True
>>> called_off()
False
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

_THREAD = threading.local()


@contextmanager
def unless(check: Callable[[], bool]) -> Iterator[None]:
    """Within: :func:`called_off` in this thread is ``check()``."""
    before = getattr(_THREAD, "check", None)
    _THREAD.check = check
    try:
        yield
    finally:
        _THREAD.check = before


def called_off() -> bool:
    """Whether the thinking under way in this thread has been called off."""
    check = getattr(_THREAD, "check", None)
    return check is not None and check()
