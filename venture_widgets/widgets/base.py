"""The one anywidget class every widget derives from, and the checking of browser messages.

Python is the source of truth. The synced traits (see ``js/CONTRACT.md``) carry what the seat
on screen may see; the browser sends intents as custom messages ``{"kind": ..., ...}``. A
message that is not understood, or an action that is not legal, never raises into the
kernel: the widget says why in its ``error`` trait and nothing else changes.

The attribute ``log`` (the events the seat may see) is kept in Python and reaches the browser
by its new events only (:mod:`.log_sync`); it takes the name ipywidgets gives its logger, so this
module logs through :data:`LOGGER` instead.
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar

import anywidget
import traitlets

from ..core.errors import RulesError, shown
from ..core.game import State
from .log_sync import LogSync

STATIC = Path(__file__).parent / "static"
LOGGER = logging.getLogger("venture_widgets.widgets")
MAX_TEXT = 500  # no action or answer of any game is this long
MAX_ITEMS = 50  # no message has more fields, list items or nesting than this, all counted together
MAX_REF = 40  # the name a view gives a message (js/widget.js: "<view>-<count>") is far shorter


def offered(state: State, actions: Sequence[str]) -> list[dict[str, Any]]:
    """The ``legal`` trait: each of ``actions`` with its description and its target, what it
    points at on the table (``state.action_target``), so the front end never parses action texts.

    >>> import venture_widgets as vw
    >>> state = vw.load_game("venturesome").new_game(players=2, seed=1)
    >>> offered(state, state.legal_actions()[:1])[0]["target"]["zone"]
    'hand'
    """
    return [{"action": a, "text": state.describe(a), "target": state.action_target(a)} for a in actions]


def dimmed(state: State) -> list[dict[str, Any]]:
    """The ``unavailable`` trait: what the seat to move sees but may not do now, each with its
    target and the sentence saying which rule forbids it (``state.unavailable_actions``)."""
    return [{"action": u["action"], "target": u["target"], "text": u["text"]} for u in state.unavailable_actions()]


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
    check_size(content)
    kind = content.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        raise MessageError(f"unknown message kind {shown(kind)}; this widget takes: {', '.join(kinds)}")
    return content


def check_size(content: Mapping[Any, Any]) -> None:
    """Refuse a message with more than :data:`MAX_ITEMS` values in all (keys, list items and
    nested values counted together) or a text longer than :data:`MAX_TEXT`, looking at no more
    of it than that: a million-element list costs as little as a short one.

    >>> check_size({"kind": "act", "action": "play GUIDE.MAP", "decision": 3})
    >>> check_size({"kind": "act", "action": list(range(10**6))})
    Traceback (most recent call last):
    ...
    venture_widgets.widgets.base.MessageError: message is too large: more than 50 values; no message needs that many
    >>> check_size({"kind": "act", "action": "x" * 600})
    Traceback (most recent call last):
    ...
    venture_widgets.widgets.base.MessageError: message field 'action' is 600 characters long; no move is longer than 500
    """
    pending: list[tuple[object, object]] = [(None, content)]
    seen = 0
    while pending:
        key, value = pending.pop()
        seen += 1
        if seen > MAX_ITEMS:
            raise MessageError(f"message is too large: more than {MAX_ITEMS} values; no message needs that many")
        if isinstance(value, str) and len(value) > MAX_TEXT:
            raise MessageError(
                f"message field {shown(key)} is {len(value)} characters long; no move is longer than {MAX_TEXT}"
            )
        if isinstance(value, Mapping):
            # looking at MAX_ITEMS entries at most, whatever the size
            pending.extend((inner, inner) for inner in itertools.islice(value, MAX_ITEMS))
            pending.extend((item_key, item) for item_key, item in itertools.islice(value.items(), MAX_ITEMS))
        elif isinstance(value, list | tuple):
            pending.extend((key, item) for item in value[:MAX_ITEMS])


def message_ref(content: object) -> str | None:
    """The ``ref`` by which a view names the message ``content``, which Python's ``handled``
    answer to it repeats; ``None`` if it has none (a message from an older front end, or no
    message at all: :func:`check_message` refuses that), else a clear :class:`MessageError`.

    >>> message_ref({"kind": "act", "action": "play GUIDE.MAP", "ref": "k3f9-12"})
    'k3f9-12'
    >>> message_ref({"kind": "act", "action": "play GUIDE.MAP"}) is None
    True
    >>> message_ref({"kind": "act", "ref": 12})
    Traceback (most recent call last):
    ...
    venture_widgets.widgets.base.MessageError: a message's 'ref' names it in Python's answer: a text of 1 to 40 \
characters, got 12
    """
    ref = content.get("ref") if isinstance(content, dict) else None
    if ref is None or (isinstance(ref, str) and 0 < len(ref) <= MAX_REF):
        return ref
    raise MessageError(
        f"a message's 'ref' names it in Python's answer: a text of 1 to {MAX_REF} characters, got {shown(ref)}"
    )


def text_field(content: Mapping[str, Any], key: str) -> str:
    """The text field ``key`` of a message, or a clear :class:`MessageError`."""
    value = content.get(key)
    if not isinstance(value, str):
        raise MessageError(f"a {shown(content.get('kind'))} message needs a text {key!r}, got {shown(value)}")
    return value


def int_field(content: Mapping[str, Any], key: str) -> int:
    """The whole-number field ``key`` of a message, or a clear :class:`MessageError`."""
    value = content.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise MessageError(f"a {shown(content.get('kind'))} message needs a whole number {key!r}, got {shown(value)}")
    return value


class VentureWidget(anywidget.AnyWidget):
    """Base of the table, replay and tutorial widgets: traits, message checking, errors.

    Every update offers a new decision, numbered in ``status["decision"]``; a message answers
    the decision it names in its ``decision`` field, so a double click, or a click that arrives
    after the position moved on, is refused instead of being taken as a second move. Messages in
    :attr:`REPEATABLE` do the same however often they come and need no number. After every
    message the widget answers ``{"kind": "handled", "decision": <current>, "ref": <the message's
    ref>}``, so the browser knows when to take clicks again even when nothing else changed: a view
    names each message it sends (``ref``, see :func:`message_ref`), and a click waits for the
    answer that names its own message, not for the answer to a question asked meanwhile. A
    message without a ``ref`` (an older front end) is answered without one; a malformed ``ref``
    is refused, and answered without one. A view's request for the log (``{"kind": "log", ...}``,
    see :mod:`.log_sync`) is answered by the log instead.
    """

    # The bundle's text, not its path: given a path, anywidget watches the file and its signal
    # keeps every widget ever made alive.
    _esm = (STATIC / "venture_widgets.js").read_text(encoding="utf-8")
    _css = (STATIC / "venture_widgets.css").read_text(encoding="utf-8")

    widget_kind = traitlets.Unicode("table").tag(sync=True)
    game_id = traitlets.Unicode("").tag(sync=True)
    catalog = traitlets.Dict().tag(sync=True)
    seat = traitlets.Int(None, allow_none=True).tag(sync=True)
    view = traitlets.Dict().tag(sync=True)
    legal: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True)
    unavailable: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True)
    #: the whole log the seat may see: not synced, a view asks for the part it lacks (``log_state``)
    log: traitlets.List[dict[str, Any]] = traitlets.List()  # type: ignore[assignment]
    log_state = traitlets.Dict().tag(sync=True)
    events: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True)
    status = traitlets.Dict().tag(sync=True)
    seats: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)

    #: message kind -> name of the method that takes it (the method gets the checked message)
    MESSAGES: ClassVar[dict[str, str]] = {}
    #: message kinds that need no decision number: taken twice, they do what they did once
    REPEATABLE: ClassVar[frozenset[str]] = frozenset({"log"})

    def __init__(self, **kwargs: Any) -> None:
        self._decision = 0
        self._log_sync = LogSync()
        super().__init__(**kwargs)
        self.on_msg(self._on_message)

    def offer(self, **status: Any) -> dict[str, Any]:
        """``status`` with the number of a new decision: what the ``status`` trait holds after
        every update."""
        self._decision += 1
        return {**status, "decision": self._decision}

    def show_log(self, log: list[dict[str, Any]], events: list[dict[str, Any]], events_at: int | None = None) -> None:
        """Show ``log`` (a list nobody changes afterwards) with ``events`` the events of this
        update, at ``events_at`` in the log (default: its last events); only what a view lacks is
        sent (see :mod:`.log_sync`)."""
        with self.hold_sync():
            self.log = log
            self.log_state = self._log_sync.update(log, events, events_at)
            self.events = events

    def messages(self) -> Mapping[str, str]:
        """The messages this widget takes now (message kind -> method name)."""
        return self.MESSAGES

    def check_decision(self, message: Mapping[str, Any]) -> None:
        """Refuse ``message`` unless it answers the decision offered now."""
        decision, current = message.get("decision"), self.status.get("decision")
        if decision is None:
            raise MessageError(
                f"a {message['kind']!r} message must name the decision it answers (status['decision'], now {current})"
            )
        if type(decision) is not int or decision != current:
            raise MessageError(
                f"this {message['kind']!r} answers decision {shown(decision)}, which has passed (now {current}): "
                "one click makes one move"
            )

    def _on_message(self, widget: object, content: object, buffers: object) -> None:
        """Take one message from the browser; never raise; always answer ``handled``, naming the
        message answered (its ``ref``) if it named itself."""
        ref: str | None = None
        try:
            ref = message_ref(content)  # first: a message refused for its kind is answered by name too
            kinds = {**self.messages(), "log": "_on_log"}  # every widget answers a view that asks for its log
            message = check_message(content, kinds)
            if message["kind"] not in self.REPEATABLE:
                self.check_decision(message)
            handler: Callable[[dict[str, Any]], None] = getattr(self, kinds[message["kind"]])
            handler(message)
            if message["kind"] == "log":
                return  # the log sent is the answer
        except RulesError as error:
            self.error = str(error)
        except Exception as error:  # a bug of ours must not break the kernel or the game either
            LOGGER.exception("widget message %.300r failed", content)
            self.error = f"internal error ({type(error).__name__}): {error!s:.300}"
        self.send({"kind": "handled", "decision": self.status.get("decision"), **({"ref": ref} if ref else {})})

    def _on_log(self, message: dict[str, Any]) -> None:
        """A view asks for the log from ``start`` of the epoch it holds: send it what it lacks."""
        self.send(self._log_sync.reply(int_field(message, "epoch"), int_field(message, "start")))

    def attempt(self, change: Callable[[], Any]) -> bool:
        """Run ``change``; a :class:`RulesError` becomes the ``error`` text. ``True`` if it worked."""
        try:
            change()
        except RulesError as error:
            self.error = str(error)
            return False
        return True
