"""Shared pieces of the widget tests: what the browser sends, what the widget syncs."""

from __future__ import annotations

from typing import Any

SYNCED = ("seat", "view", "legal", "log", "status", "error")

# Messages no front end of ours sends: each must be refused with a short error, changing nothing.
BAD_MESSAGES: list[Any] = [
    "act",
    ["act"],
    {},
    {"kind": "explode"},
    {"kind": None},
    {"kind": "act"},
    {"kind": "act", "action": 7},
    {"kind": "act", "action": None},
    {"kind": "act", "action": "play NOBODY.NOTHING"},
    {"kind": "act", "action": "x" * 100_000},
]


def send(widget, message) -> None:
    """What the front end sends for ``message``: it names the decision on screen, as a click does."""
    send_raw(widget, {**message, "decision": widget.status.get("decision")} if isinstance(message, dict) else message)


def send_raw(widget, message) -> None:
    """What the browser's ``model.send(message)`` does, with ``message`` exactly as given."""
    widget._on_message(widget, message, [])


def synced(widget, *, decision: bool = True) -> dict[str, Any]:
    """The traits a table syncs that change during a game (without the number of the decision
    offered, which every update renews, when ``decision`` is false)."""
    traits = {name: getattr(widget, name) for name in SYNCED}
    if not decision:
        traits["status"] = {key: value for key, value in traits["status"].items() if key != "decision"}
    return traits


def refused_and_unchanged(table, message) -> None:
    """``message`` from the browser is refused with a clear, short error and changes nothing;
    a legal move afterwards is played."""
    before = (table.state.snapshot(), table.view, table.legal)
    send(table, message)
    assert table.error
    assert len(table.error) < 400
    assert (table.state.snapshot(), table.view, table.legal) == before
    send(table, {"kind": "act", "action": table.legal[0]["action"]})
    assert table.error == ""
