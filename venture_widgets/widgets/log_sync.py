"""The game log, kept whole in Python and sent to the browser by its new events only.

A log only grows while a game goes on, and it is the largest thing a widget shows: sending all of
it after every move would cost tens of kilobytes a click. So the synced trait ``log_state`` says
only where the log stands (see ``js/CONTRACT.md``)::

    {"epoch": 3, "length": 57, "events_at": 50}

- ``epoch`` names one history of the log: while it stays the same, the log only grows. It changes
  when the log is rewritten (undo, a new game, another seat's view, a lesson started again).
- ``length`` is the number of events in the log now.
- ``events_at`` is where the synced ``events`` (the events of the last update) start in the log,
  or ``None`` when they are not a part of it.

A view that holds the log of the same epoch up to ``events_at`` appends ``events`` and is in step.
A view that is new or out of step asks with the message ``{"kind": "log", "epoch", "start"}``
and gets the events it lacks in the custom message ``{"kind": "log", "epoch", "start", "events"}``.
For a notebook shown without a kernel, the views keep what they received in the model attribute
``saved_log``, which the saved widget state holds and Python never sees (no trait here).

>>> sync = LogSync()
>>> first, second, third = {"text": "a"}, {"text": "b"}, {"text": "c"}
>>> sync.update([first, second], [first, second])
{'epoch': 0, 'length': 2, 'events_at': 0}
>>> sync.update([first, second, third], [third])  # appended: the same epoch
{'epoch': 0, 'length': 3, 'events_at': 2}
>>> sync.reply(0, 2)
{'kind': 'log', 'epoch': 0, 'start': 2, 'events': [{'text': 'c'}]}
>>> sync.update([first], [])  # undone: a new epoch
{'epoch': 1, 'length': 1, 'events_at': 1}
>>> sync.reply(0, 2)["start"]  # asked about an old epoch: the whole log
0
"""

from __future__ import annotations

from typing import Any

Event = dict[str, Any]


class LogSync:
    """The log a widget shows and its ``log_state`` (see the module)."""

    def __init__(self) -> None:
        self.log: list[Event] = []
        self.epoch = 0

    def update(self, log: list[Event], events: list[Event], events_at: int | None = None) -> dict[str, Any]:
        """Show ``log`` (a list nobody changes afterwards) with ``events`` the events of this
        update, at ``events_at`` in the log (default: its end, if they are its last events).
        Returns the new ``log_state``."""
        before = self.log
        if len(log) < len(before) or log[: len(before)] != before:
            self.epoch += 1
        self.log = log
        if events_at is None:
            events_at = len(log) - len(events)
            if events_at < 0 or log[events_at:] != events:
                events_at = None
        elif log[events_at : events_at + len(events)] != events:
            raise ValueError(f"the events of this update are not the log's events from {events_at}")
        return {"epoch": self.epoch, "length": len(log), "events_at": events_at}

    def reply(self, epoch: object, start: object) -> dict[str, Any]:
        """The custom message answering a view's ``{"kind": "log", "epoch", "start"}``: the
        events from ``start`` if the view holds this epoch's log up to there, else all of them."""
        if epoch != self.epoch or type(start) is not int or not 0 <= start <= len(self.log):
            start = 0
        return {"kind": "log", "epoch": self.epoch, "start": start, "events": self.log[start:]}
