"""The server extension turns Nagle's algorithm off on kernel websockets (issue 9, item 5): the
shipped config enables it in a real jupyter-server, it wraps the configured connection class once,
and the wrapped ``connect`` sets TCP_NODELAY on a real websocket before connecting."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from venture_widgets import server_extension
from venture_widgets.server_extension import SETTING, nodelay_connection

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "jupyter-config" / "jupyter_server_config.d" / "venture_widgets.json"
# Run in a fresh process: initialise a jupyter-server (its extensions loaded, nothing started)
# and print the kernel websocket connection class it will use.
SERVER_CLASS = """
from jupyter_server.serverapp import ServerApp
app = ServerApp()
app.initialize(argv=["--ServerApp.port=0", "--ServerApp.open_browser=False", "--ServerApp.allow_root=True",
                     f"--ServerApp.root_dir={__import__('os').getcwd()}"])
cls = app.web_app.settings["kernel_websocket_connection_class"]
print(cls.__name__, cls.__mro__[1].__name__, getattr(cls, "sets_nodelay", False))
"""


class Recorded:
    """A connection class that records what happens, in order."""

    def __init__(self, websocket_handler: Any) -> None:
        self.websocket_handler = websocket_handler
        self.calls: list[str] = []

    def connect(self) -> str:
        self.calls.append("connect")
        return "the base's result"


def test_the_shipped_config_enables_the_extension_in_a_real_server(tmp_path):
    pytest.importorskip("jupyter_server")
    assert json.loads(CONFIG.read_text()) == {
        "ServerApp": {"jpserver_extensions": {"venture_widgets.server_extension": True}}
    }
    (tmp_path / "config" / "jupyter_server_config.d").mkdir(parents=True)
    (tmp_path / "config" / "jupyter_server_config.d" / CONFIG.name).write_text(CONFIG.read_text())
    env = dict(
        os.environ,
        JUPYTER_CONFIG_DIR=str(tmp_path / "config"),
        JUPYTER_RUNTIME_DIR=str(tmp_path),
        JUPYTER_DATA_DIR=str(tmp_path),
        JUPYTER_PLATFORM_DIRS="1",
        PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
    )
    out = subprocess.run(
        [sys.executable, "-c", SERVER_CLASS], cwd=tmp_path, env=env, capture_output=True, text=True, check=True
    ).stdout.split()
    assert out == ["NoDelayZMQChannelsWebsocketConnection", "ZMQChannelsWebsocketConnection", "True"]


def test_loading_wraps_the_configured_class_once():
    logged: list[str] = []
    app = SimpleNamespace(
        web_app=SimpleNamespace(settings={SETTING: Recorded}),
        log=SimpleNamespace(info=lambda *a: logged.append(a[0] % a[1:]), warning=None),
    )
    assert server_extension._jupyter_server_extension_points() == [{"module": "venture_widgets.server_extension"}]
    server_extension._load_jupyter_server_extension(app)
    wrapped = app.web_app.settings[SETTING]
    assert issubclass(wrapped, Recorded) and wrapped is not Recorded and wrapped.__name__ == "NoDelayRecorded"
    server_extension._load_jupyter_server_extension(app)  # loaded twice: still one wrapper
    assert app.web_app.settings[SETTING] is wrapped
    assert "TCP_NODELAY" in logged[0]


def test_a_server_that_names_no_connection_class_is_left_alone():
    warned: list[tuple[Any, ...]] = []
    log = SimpleNamespace(warning=lambda *args: warned.append(args))
    app = SimpleNamespace(web_app=SimpleNamespace(settings={}), log=log)
    server_extension._load_jupyter_server_extension(app)
    assert app.web_app.settings == {} and warned


def test_connect_sets_tcp_nodelay_on_a_real_websocket_first():
    """A tornado websocket server whose handler connects through the wrapped class: the
    server's socket has TCP_NODELAY once connected (and not before)."""
    tornado = pytest.importorskip("tornado")
    from tornado.web import Application
    from tornado.websocket import WebSocketHandler, websocket_connect

    seen: dict[str, Any] = {}

    def nodelay(handler: WebSocketHandler) -> int:
        return handler.ws_connection.stream.socket.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)

    class Handler(WebSocketHandler):
        def open(self) -> None:
            seen["before"] = nodelay(self)
            connection = nodelay_connection(Recorded)(self)
            seen["result"] = connection.connect()
            seen["after"], seen["calls"] = nodelay(self), connection.calls
            self.write_message("connected")

    async def main() -> None:
        server = Application([("/ws", Handler)]).listen(0, address="127.0.0.1")
        port = next(iter(server._sockets.values())).getsockname()[1]
        client = await websocket_connect(f"ws://127.0.0.1:{port}/ws")
        assert await client.read_message() == "connected"
        client.close()
        server.stop()

    # in a thread of its own: a browser test's Playwright may be running an event loop in this one
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, main()).result()
    assert tornado.version_info >= (3, 1)
    assert seen == {"before": 0, "result": "the base's result", "after": 1, "calls": ["connect"]}
