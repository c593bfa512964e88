"""The one anywidget class every widget derives from, and the checking of browser messages.

Python is the source of truth. The synced traits (see ``js/CONTRACT.md``) carry what the seat
on screen may see; the browser sends intents as custom messages ``{"kind": ..., ...}``. A
message that is not understood, or an action that is not legal, never raises into the
kernel: the widget says why in its ``error`` trait and nothing else changes.

The trait ``log`` (the events the seat may see) takes the name ipywidgets gives its logger;
this module logs through :data:`LOGGER` instead.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, ClassVar

import anywidget
import traitlets

from ..core.errors import RulesError

STATIC = Path(__file__).parent / "static"
LOGGER = logging.getLogger("venture_widgets.widgets")
MAX_TEXT = 500  # no action or answer of any game is this long


class MessageError(RulesError):
    """A message from the browser that the widget cannot take."""


def check_message(content: object, kinds: Mapping[str, Any]) -> dict[str, Any]:
    """``content`` if it is a message of one of ``kinds``, else a clear :class:`MessageError`.

    >>> check_message({"kind": "act", "action": "play GUIDE.MAP"}, {"act": None})["action"]
    'play GUIDE.MAP'
    >>> check_message({"kind": "explode"}, {"act": None, "undo": None})
    Traceback (most recent call last):
    ...
    venture_widgets.widgets.base.MessageError: unknown message kind 'explode'; this widget takes: act, undo
    """
    if not isinstance(content, dict):
        raise MessageError(f"a message is a JSON object, got {type(content).__name__}")
    kind = content.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        raise MessageError(f"unknown message kind {kind!r:.60}; this widget takes: {', '.join(kinds)}")
    for key, value in content.items():
        if isinstance(value, str) and len(value) > MAX_TEXT:
            raise MessageError(
                f"message field {key!r} is {len(value)} characters long; no move is longer than {MAX_TEXT}"
            )
    return content


def text_field(content: Mapping[str, Any], key: str) -> str:
    """The text field ``key`` of a message, or a clear :class:`MessageError`."""
    value = content.get(key)
    if not isinstance(value, str):
        raise MessageError(f"a {content.get('kind')!r} message needs a text {key!r}, got {value!r:.60}")
    return value


def int_field(content: Mapping[str, Any], key: str) -> int:
    """The whole-number field ``key`` of a message, or a clear :class:`MessageError`."""
    value = content.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise MessageError(f"a {content.get('kind')!r} message needs a whole number {key!r}, got {value!r:.60}")
    return value


class VentureWidget(anywidget.AnyWidget):
    """Base of the table, replay and tutorial widgets: traits, message checking, errors."""

    _esm = STATIC / "venture_widgets.js"
    _css = STATIC / "venture_widgets.css"

    widget_kind = traitlets.Unicode("table").tag(sync=True)
    game_id = traitlets.Unicode("").tag(sync=True)
    catalog = traitlets.Dict().tag(sync=True)
    seat = traitlets.Int(None, allow_none=True).tag(sync=True)
    view = traitlets.Dict().tag(sync=True)
    legal: traitlets.List[dict[str, str]] = traitlets.List().tag(sync=True)
    log: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True)  # type: ignore[assignment]
    events: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True)
    status = traitlets.Dict().tag(sync=True)
    seats: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)

    #: message kind -> name of the method that takes it (the method gets the checked message)
    MESSAGES: ClassVar[dict[str, str]] = {}

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.on_msg(self._on_message)

    def messages(self) -> Mapping[str, str]:
        """The messages this widget takes now (message kind -> method name)."""
        return self.MESSAGES

    def _on_message(self, widget: object, content: object, buffers: object) -> None:
        """Take one message from the browser; never raise."""
        try:
            kinds = self.messages()
            message = check_message(content, kinds)
            handler: Callable[[dict[str, Any]], None] = getattr(self, kinds[message["kind"]])
            handler(message)
        except RulesError as error:
            self.error = str(error)
        except Exception as error:  # a bug of ours must not break the kernel or the game either
            LOGGER.exception("widget message %r failed", content)
            self.error = f"internal error ({type(error).__name__}): {error}"

    def attempt(self, change: Callable[[], Any]) -> bool:
        """Run ``change``; a :class:`RulesError` becomes the ``error`` text. ``True`` if it worked."""
        try:
            change()
        except RulesError as error:
            self.error = str(error)
            return False
        return True
