"""A real app server and a real browser (Debian's chromium), for what only a browser can prove.

Each test gets its own data folder and its own app server on a free port, started with the command `rootcause run`
uses (``rootcause.web.serve.app_command``: Streamlit's ``st.App`` under uvicorn, behind the Host/Origin guard); the
browser is Playwright driving /usr/bin/chromium (never a downloaded one).
"""

from __future__ import annotations

import os
import socket
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect, sync_playwright

from rootcause.web.serve import app_command

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"]
STARTUP_SECONDS = 60
expect.set_options(timeout=15_000)  # a loaded CI machine can take seconds per Streamlit rerun


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _wait_healthy(url: str, proc: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"the app server exited with {proc.returncode}:\n{log.read_text(errors='replace')[-3000:]}")
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as reply:
                if reply.read().strip() == b"ok":
                    return
        except OSError:
            pass
        time.sleep(0.25)
    pytest.fail(f"the app server was not healthy in {STARTUP_SECONDS}s:\n{log.read_text(errors='replace')[-3000:]}")


@pytest.fixture
def store_env(tmp_path: Path) -> dict[str, str]:
    """The environment both processes (app and MCP server) share: the same data folder, the built-in config."""
    env = dict(os.environ, ROOTCAUSE_DATA_DIR=str(tmp_path / "data"))
    for name in ("ROOTCAUSE_CONFIG_DIR", "ROOTCAUSE_DATABASE_URL", "ROOTCAUSE_LANG"):
        env.pop(name, None)
    return env


@pytest.fixture
def app_url(tmp_path: Path, store_env: dict[str, str]) -> Iterator[str]:
    port = _free_port()
    log = tmp_path / "app.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(app_command("127.0.0.1", port), cwd=ROOT, env=store_env, stdout=out,
                                stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_healthy(url, proc, log)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=15)


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """One chromium per test module; each test gets its own context (cookies, storage, downloads).

    Not per session: Playwright's sync API keeps an event loop running while it is open, which would stop
    the anyio-based MCP tests that the same worker runs next.
    """
    if not CHROMIUM.exists():
        pytest.skip("Debian's chromium (/usr/bin/chromium) is not installed; install it with apt, not playwright")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture
def page(browser: Browser, app_url: str) -> Iterator[Page]:
    """A fresh page in a fresh context, 1400 px wide (a projector in a meeting room), no downloads ever.

    It asks for ``app_url`` so that the page closes before the app server stops: a server with a browser
    still connected takes seconds to shut down.
    """
    context = browser.new_context(viewport={"width": 1400, "height": 1000}, locale="en-GB")
    try:
        yield context.new_page()
    finally:
        context.close()
