"""A Jupyter server extension: kernel websockets without Nagle's delay.

jupyter-server never turns Nagle's algorithm off on the websocket between the browser and a
kernel, so a small message (a click on a widget, its answer) can wait for the peer's delayed
acknowledgement: about 40 ms a round trip, even on one machine. This extension makes every
kernel websocket of the server set ``TCP_NODELAY`` as it connects. It does so through the
server's own setting, ``kernel_websocket_connection_class``: the class configured there (the
default one, or another extension's) is replaced by a subclass whose ``connect`` sets the flag
first; nothing else changes.

Installing the package enables it (``jupyter-config/jupyter_server_config.d/venture_widgets.json``
goes to ``etc/jupyter/jupyter_server_config.d``); ``jupyter server extension list`` shows it, and
``jupyter server extension disable venture_widgets.server_extension`` turns it off.

>>> class Connection:
...     def __init__(self, handler):
...         self.websocket_handler = handler
...     def connect(self):
...         return "connected"
>>> class Handler:
...     ws_connection = object()
...     def set_nodelay(self, value):
...         self.nodelay = value
>>> handler = Handler()
>>> nodelay_connection(Connection)(handler).connect(), handler.nodelay
('connected', True)
"""

from __future__ import annotations

from typing import Any

MODULE = "venture_widgets.server_extension"
SETTING = "kernel_websocket_connection_class"


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    """Where jupyter-server finds this extension."""
    return [{"module": MODULE}]


def _load_jupyter_server_extension(serverapp: Any) -> None:
    """Make the server's kernel websocket connections set ``TCP_NODELAY``."""
    settings = serverapp.web_app.settings
    base = settings.get(SETTING)
    if base is None:
        serverapp.log.warning("%s: the server names no %s; Nagle's algorithm stays on", MODULE, SETTING)
        return
    settings[SETTING] = nodelay_connection(base)
    serverapp.log.info("%s: kernel websockets set TCP_NODELAY (%s)", MODULE, base.__name__)


def nodelay_connection(base: Any) -> Any:
    """A subclass of the kernel websocket connection class ``base`` that turns Nagle's algorithm
    off on its websocket before connecting (``base`` itself if it does so already)."""
    if getattr(base, "sets_nodelay", False):
        return base

    class NoDelayConnection(base):  # type: ignore[misc]
        __doc__ = f"{base.__name__}, with TCP_NODELAY on its websocket ({MODULE})."
        sets_nodelay = True

        def connect(self) -> Any:
            handler = self.websocket_handler
            if handler is not None and handler.ws_connection is not None:  # the websocket is open
                handler.set_nodelay(True)
            return super().connect()

    NoDelayConnection.__name__ = NoDelayConnection.__qualname__ = f"NoDelay{base.__name__}"
    return NoDelayConnection
