"""`rootcause run` (what `make run` starts): the MCP server in the background, the app in front.

One process owns both children, so Ctrl-C (or a TERM from a supervisor) stops both, and a child
that dies takes the other down with it instead of leaving half a product running. The app child is
Streamlit's ``st.App`` under uvicorn behind the Host/Origin guard (``rootcause/web``); off loopback it
starts only when sign-in is configured, and otherwise nothing starts at all.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import subprocess
import sys
import time

from rootcause.bootstrap import open_store_at
from rootcause.mcp.http import port_is_free
from rootcause.settings import Settings
from rootcause.store import printable_url
from rootcause.web.serve import app_command, app_secrets_files
from rootcause.web.signin_config import require_sign_in_off_loopback


def _die_with_parent() -> None:
    """Linux: deliver SIGTERM to the child if the launcher itself is killed (no orphans even on -9)."""
    with contextlib.suppress(OSError):
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


def run_both(settings: Settings, app_host: str) -> int:
    """Start both children and wait; raises :class:`InvalidInput` (before anything starts) for an app address off
    loopback without sign-in configured."""
    require_sign_in_off_loopback(app_host, os.environ, app_secrets_files())
    busy = [(name, host, port) for name, host, port in (
        ("MCP server", settings.mcp_host, settings.mcp_port), ("app", app_host, settings.app_port))
        if not port_is_free(host, port)]
    for name, host, port in busy:
        print(f"rootcause run: port {port} on {host} (for the {name}) is already in use. Stop what is using it "
              f"(e.g. an earlier `make run`), or pick another port with "
              f"{'ROOTCAUSE_MCP_PORT' if name == 'MCP server' else 'ROOTCAUSE_APP_PORT'}.", file=sys.stderr)
    if busy:
        return 2
    open_store_at(settings.database_url).dispose()  # the data folder and schema once, up front (or one line why)
    env = dict(os.environ, ROOTCAUSE_DATA_DIR=str(settings.data_dir))
    if os.environ.get("ROOTCAUSE_CONFIG_DIR"):  # unset, both children derive the same default from the data folder
        env["ROOTCAUSE_CONFIG_DIR"] = str(settings.config_dir)
    mcp = subprocess.Popen(
        [sys.executable, "-m", "rootcause", "mcp", "--transport", "http", "--host", settings.mcp_host,
         "--port", str(settings.mcp_port)], env=env, preexec_fn=_die_with_parent)
    app = subprocess.Popen(app_command(app_host, settings.app_port), env=env, preexec_fn=_die_with_parent)
    print(f"RootCause app:        http://localhost:{settings.app_port}\n"
          f"RootCause MCP (HTTP): http://{settings.mcp_host}:{settings.mcp_port}/mcp\n"
          f"Store:                {printable_url(settings.database_url)}\nPress Ctrl-C to stop both.", file=sys.stderr)
    stopping = False

    def stop(_sig: int, _frame: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    code = 0
    while not stopping:
        for child in (mcp, app):
            if child.poll() is not None:
                code = child.returncode or 0
                stopping = True
        time.sleep(0.2)
    for child in (app, mcp):
        if child.poll() is None:
            child.terminate()
    for child in (app, mcp):
        try:
            child.wait(timeout=10)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()
    print("rootcause run: stopped.", file=sys.stderr)
    return code
