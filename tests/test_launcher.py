"""`rootcause run` (what `make run` starts): both faces up on one store, Ctrl-C stops both, busy ports explained."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _children(pid: int) -> list[int]:
    out = subprocess.run(["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True, text=True).stdout
    return [int(p) for p in out.split()]


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    return stat.exists() and stat.read_text().split()[2] != "Z"


def _wait_http(url: str, timeout: float = 60) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2) as resp:
                return resp.read().decode()
        except OSError:
            time.sleep(0.3)
    raise AssertionError(f"{url} did not answer")


@pytest.fixture
def run_env(child_env):
    return {**child_env, "ROOTCAUSE_APP_PORT": str(_free_port()), "ROOTCAUSE_MCP_PORT": str(_free_port())}


def test_run_serves_both_faces_and_ctrl_c_leaves_no_orphan(run_env):
    proc = subprocess.Popen([sys.executable, "-m", "rootcause", "run"], cwd=REPO, env=run_env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert _wait_http(f"http://127.0.0.1:{run_env['ROOTCAUSE_APP_PORT']}/_stcore/health") == "ok"
        mcp_port = int(run_env["ROOTCAUSE_MCP_PORT"])
        deadline = time.monotonic() + 30
        while socket.socket().connect_ex(("127.0.0.1", mcp_port)) != 0:
            assert time.monotonic() < deadline, "MCP server did not start"
            time.sleep(0.2)
        children = _children(proc.pid)
        assert len(children) == 2
        assert (Path(run_env["ROOTCAUSE_DATA_DIR"]) / "rootcause.db").exists()
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=30)
        deadline = time.monotonic() + 10
        while any(_alive(c) for c in children) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not [c for c in children if _alive(c)], "a child outlived `rootcause run`"
    finally:
        if proc.poll() is None:
            proc.kill()


def test_run_with_a_busy_port_says_which_and_starts_nothing(run_env):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", int(run_env["ROOTCAUSE_APP_PORT"])))
        busy.listen()
        done = subprocess.run([sys.executable, "-m", "rootcause", "run"], cwd=REPO, env=run_env,
                              capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert f"port {run_env['ROOTCAUSE_APP_PORT']}" in done.stderr and "already in use" in done.stderr
    assert "Traceback" not in done.stderr
