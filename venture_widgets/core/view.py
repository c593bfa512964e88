"""Redaction helpers: what one seat may see of an event.

An event is a dict with public fields and, optionally, a ``"private"`` part:
``{"seats": [...], ...}`` with fields shown only to those seats (they replace the public
fields of the same name, e.g. a ``text`` that names the card).

>>> event = {"type": "draw", "seat": 1, "text": "Seat 1 draws a card.",
...          "private": {"seats": [1], "text": "You draw Guide (Map).", "card": "GUIDE.MAP"}}
>>> observe_event(event, 0)
{'type': 'draw', 'seat': 1, 'text': 'Seat 1 draws a card.'}
>>> observe_event(event, 1)["text"]
'You draw Guide (Map).'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .effects import Choice


def observe_event(event: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """The event as ``seat`` sees it (``None``: the public view)."""
    private = event.get("private")
    public = {key: value for key, value in event.items() if key != "private"}
    if private is not None and seat is not None and seat in private["seats"]:
        public.update((key, value) for key, value in private.items() if key != "seats")
    return public


def observe_events(events: list[dict[str, Any]], seat: int | None) -> list[dict[str, Any]]:
    """Every event of a list as ``seat`` sees it."""
    return [observe_event(event, seat) for event in events]


def decision_view(choice: Choice | None) -> dict[str, Any] | None:
    """The decision owed now as every game's view shows it: whose it is, its kind, its prompt and
    its rule (``None`` when nobody owes one).

    >>> from .effects import Choice
    >>> decision_view(Choice(1, "draw", "Draw?", "turn.draw", {"draw top": "top"}, "pick"))
    {'owner': 1, 'kind': 'draw', 'prompt': 'Draw?', 'rule': 'turn.draw'}
    """
    if choice is None:
        return None
    return {"owner": choice.owner, "kind": choice.kind, "prompt": choice.prompt, "rule": choice.rule}
