"""Raw requests to a served app: the status line of a websocket upgrade, and HTTP with any Host header.

Raw sockets on purpose: a client library would fill in Host and Origin from the URL, and the point of these tests is
to send the headers a rebinding page or a foreign site would send.
"""

from __future__ import annotations

import base64
import os
import socket
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from rootcause.web.serve import app_command

REPO = Path(__file__).resolve().parents[2]
STARTUP_SECONDS = 60


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as probe:
        probe.bind((host, 0))
        return int(probe.getsockname()[1])


def _exchange(address: str, port: int, request: bytes) -> bytes:
    """Send ``request`` and read the answer's head (up to the blank line)."""
    with socket.create_connection((address, port), timeout=15) as sock:
        sock.sendall(request)
        answer = b""
        while b"\r\n\r\n" not in answer:
            chunk = sock.recv(4096)
            if not chunk:
                break
            answer += chunk
    return answer


def upgrade_status(address: str, port: int, *, host: str, origin: str | None) -> str:
    """The status line the app answers to a websocket upgrade on /_stcore/stream with these Host and Origin."""
    lines = ["GET /_stcore/stream HTTP/1.1", f"Host: {host}", "Upgrade: websocket", "Connection: Upgrade",
             f"Sec-WebSocket-Key: {base64.b64encode(os.urandom(16)).decode()}", "Sec-WebSocket-Version: 13",
             "Sec-WebSocket-Protocol: streamlit"]
    if origin is not None:
        lines.append(f"Origin: {origin}")
    answer = _exchange(address, port, ("\r\n".join(lines) + "\r\n\r\n").encode())
    return answer.split(b"\r\n", 1)[0].decode("latin-1")


def get(address: str, port: int, path: str, *, host: str) -> tuple[int, dict[str, str]]:
    """Status and headers (lower-case names) of ``GET path`` with this Host header."""
    request = f"GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode()
    head = _exchange(address, port, request).split(b"\r\n\r\n", 1)[0].decode("latin-1").split("\r\n")
    headers = dict(line.split(":", 1) for line in head[1:] if ":" in line)
    return int(head[0].split()[1]), {name.strip().lower(): value.strip() for name, value in headers.items()}


def clean_env(data_dir: Path, **extra: str) -> dict[str, str]:
    """The environment of a served app: no ROOTCAUSE_* from outside, its own data folder, plus ``extra``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("ROOTCAUSE_")}
    env.update(ROOTCAUSE_DATA_DIR=str(data_dir), ROOTCAUSE_LOG_LEVEL="WARNING", PYTHONPATH=str(REPO), **extra)
    return env


def _wait_healthy(address: str, port: int, proc: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"the app exited with {proc.returncode}:\n{log.read_text(errors='replace')[-3000:]}")
        try:
            with urllib.request.urlopen(f"http://{address}:{port}/_stcore/health", timeout=2) as reply:
                if reply.read().strip() == b"ok":
                    return
        except OSError:
            pass
        time.sleep(0.25)
    raise AssertionError(f"the app did not become healthy:\n{log.read_text(errors='replace')[-3000:]}")


@contextmanager
def served_app(address: str, env: dict[str, str], log: Path) -> Iterator[int]:
    """The app served the way `rootcause run` serves it (``app_command``), on ``address``; yields its port."""
    port = free_port(address)
    with log.open("wb") as out:
        proc = subprocess.Popen(app_command(address, port), cwd=REPO, env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        _wait_healthy(address, port, proc, log)
        yield port
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=15)
