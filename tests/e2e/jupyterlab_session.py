"""A real JupyterLab on 127.0.0.1 with a fixed token, for browser tests (see the recipes).

Isolated config, data, runtime and settings folders in a scratch directory; no network
features; the kernel runs this Python (so it imports this checkout). ``LabServer`` starts it,
opens notebooks, runs them through the Run menu, runs code in their kernel over the server's
websocket, and shuts everything down.
"""

from __future__ import annotations

import datetime
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
import uuid
from pathlib import Path

import nbformat
import websocket  # websocket-client, a dependency of jupyter-server

TOKEN = "venture-widgets-e2e"
LAB_CONFIG = """\
c.LabApp.news_url = None
c.LabApp.check_for_updates_class = 'jupyterlab.NeverCheckForUpdate'
c.LabApp.extension_manager = 'readonly'
c.LabApp.expose_app_in_browser = True
"""
# jupyter-server leaves Nagle on for the kernel websocket (+40 ms a round trip on loopback);
# the tests measure our widget, not that, so they switch it off as the recipes do.
NODELAY_CONFIG = """\
from jupyter_server.services.kernels.websocket import KernelWebsocketHandler
_orig_open = KernelWebsocketHandler.open
async def _open_nodelay(self, *a, **k):
    self.set_nodelay(True)
    return await _orig_open(self, *a, **k)
KernelWebsocketHandler.open = _open_nodelay
"""
PANEL_JS = "[...window.jupyterapp.shell.widgets('main')].find((w) => w.context?.path === name)"
KERNEL_IDLE_JS = f"""async (name) => {{
    const sc = window.jupyterapp && {PANEL_JS}?.sessionContext;
    if (!sc) return false;
    await sc.ready;
    return sc.session?.kernel?.status === 'idle';
}}"""
RUN_ALL_DONE_JS = f"""(name) => {{
    const nb = {PANEL_JS};
    if (nb.sessionContext.session?.kernel?.status !== 'idle') return false;
    const cells = nb.content.widgets.map((w) => w.model)
        .filter((c) => c.type === 'code' && c.sharedModel.getSource().trim());
    const errors = cells.flatMap((c, i) => c.outputs.toJSON()
        .filter((o) => o.output_type === 'error').map((o) => `code cell ${{i}}: ${{o.ename}}: ${{o.evalue}}`));
    if (errors.length) return {{ errors }};
    return cells.every((c) => c.executionCount !== null) && {{ errors: [] }};
}}"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class LabServer:
    """One JupyterLab server in ``work`` (a scratch directory)."""

    def __init__(self, work: Path) -> None:
        self.work = work
        for name in ("config", "data", "runtime", "ipython", "settings", "workspaces", "root"):
            (work / name).mkdir(parents=True, exist_ok=True)
        (work / "config" / "jupyter_lab_config.py").write_text(LAB_CONFIG)
        (work / "config" / "jupyter_server_config.py").write_text(NODELAY_CONFIG)
        notices = work / "settings" / "@jupyterlab" / "apputils-extension"
        notices.mkdir(parents=True, exist_ok=True)
        (notices / "notification.jupyterlab-settings").write_text(
            json.dumps({"fetchNews": "false", "checkForUpdates": False})
        )
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        env = dict(
            os.environ,
            JUPYTER_CONFIG_DIR=str(self.work / "config"),
            JUPYTER_DATA_DIR=str(self.work / "data"),
            JUPYTER_RUNTIME_DIR=str(self.work / "runtime"),
            IPYTHONDIR=str(self.work / "ipython"),
            JUPYTER_PLATFORM_DIRS="1",
        )
        command = [
            sys.executable, "-m", "jupyterlab", "--no-browser", "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.port={self.port}", "--ServerApp.port_retries=0", "--ServerApp.allow_root=True",
            f"--IdentityProvider.token={TOKEN}", f"--ServerApp.root_dir={self.work / 'root'}",
            f"--LabApp.user_settings_dir={self.work / 'settings'}",
            f"--LabApp.workspaces_dir={self.work / 'workspaces'}",
        ]  # fmt: skip
        with open(self.work / "jupyterlab.log", "wb") as log:
            self.proc = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True)
        deadline = time.time() + 90
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"JupyterLab exited early; see {self.work / 'jupyterlab.log'}")
            try:
                self.http("GET", "/api/status", timeout=1)
                return
            except OSError:
                time.sleep(0.2)
        self.stop()
        raise TimeoutError("JupyterLab did not answer /api/status within 90 s")

    def stop(self) -> None:
        if self.proc is None:
            return
        try:
            self.http("POST", "/api/shutdown", timeout=5)  # shuts the kernels down too
            self.proc.wait(timeout=20)
        except Exception:
            if self.proc.poll() is None:  # our own process group only
                os.killpg(self.proc.pid, signal.SIGTERM)
                try:
                    self.proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    os.killpg(self.proc.pid, signal.SIGKILL)
                    self.proc.wait()

    def http(self, method: str, path: str, timeout: float = 5) -> bytes:
        request = urllib.request.Request(self.base + path, method=method, headers={"Authorization": f"token {TOKEN}"})
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.read()

    def add_notebook(self, source: Path) -> str:
        """Copy a notebook in with its outputs and saved widget state stripped; its name."""
        notebook = nbformat.read(source, as_version=4)
        for cell in notebook.cells:
            if cell.cell_type == "code":
                cell.outputs, cell.execution_count = [], None
        notebook.metadata.pop("widgets", None)
        nbformat.write(notebook, self.work / "root" / source.name)
        return source.name

    def run_notebook(self, page, name: str, timeout_ms: int = 180_000) -> None:
        """Open ``name``, wait for its kernel, Run > Run All Cells as a person does, wait for it."""
        page.goto(f"{self.base}/lab/tree/{name}?token={TOKEN}&reset")
        page.wait_for_function(KERNEL_IDLE_JS, arg=name, timeout=90_000)
        page.locator(".jp-NotebookPanel .jp-Cell").first.click()
        page.locator("#jp-MainMenu .lm-MenuBar-item", has_text="Run").first.click()
        page.locator('.lm-Menu-item[data-command="runmenu:run-all"]:not(.lm-mod-disabled)').click(timeout=10_000)
        done = page.wait_for_function(RUN_ALL_DONE_JS, arg=name, timeout=timeout_ms).json_value()
        assert not done["errors"], done["errors"]

    def kernel_exec(self, name: str, code: str, timeout: float = 60) -> str:
        """Run ``code`` in the kernel of notebook ``name``; return what it printed."""
        sessions = json.loads(self.http("GET", "/api/sessions"))
        kernels = [s["kernel"]["id"] for s in sessions if s["path"].endswith(name)]
        assert len(kernels) == 1, kernels
        client = uuid.uuid4().hex
        ws = websocket.create_connection(
            f"ws://127.0.0.1:{self.port}/api/kernels/{kernels[0]}/channels?session_id={client}&token={TOKEN}",
            timeout=timeout,
        )
        msg_id = uuid.uuid4().hex
        header = {
            "msg_id": msg_id, "username": "e2e", "session": client, "msg_type": "execute_request",
            "version": "5.3", "date": datetime.datetime.now(datetime.UTC).isoformat(),
        }  # fmt: skip
        content = {
            "code": code, "silent": False, "store_history": False, "user_expressions": {},
            "allow_stdin": False, "stop_on_error": True,
        }  # fmt: skip
        ws.send(json.dumps({"header": header, "parent_header": {}, "metadata": {}, "channel": "shell",
                            "buffers": [], "content": content}))  # fmt: skip
        out: list[str] = []
        deadline = time.time() + timeout
        try:
            while time.time() < deadline:
                message = json.loads(ws.recv())
                if message.get("parent_header", {}).get("msg_id") != msg_id:
                    continue
                if message["msg_type"] == "stream":
                    out.append(message["content"]["text"])
                elif message["msg_type"] == "error":
                    raise RuntimeError("\n".join(message["content"]["traceback"]))
                elif message["msg_type"] == "status" and message["content"]["execution_state"] == "idle":
                    return "".join(out)
        finally:
            ws.close()
        raise TimeoutError("the kernel did not go idle")
