"""A real app server and a real browser (Debian's chromium), for what only a browser can prove.

Each test gets its own data folder and its own app server on a free port, started with the command `rootcause run`
uses (``rootcause.web.serve.app_command``: Streamlit's ``st.App`` under uvicorn, behind the Host/Origin guard); the
browser is Playwright driving /usr/bin/chromium (never a downloaded one).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect, sync_playwright

from tests.web.app_probe import served_app

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"]
expect.set_options(timeout=15_000)  # a loaded CI machine can take seconds per Streamlit rerun


@pytest.fixture
def store_env(tmp_path: Path) -> dict[str, str]:
    """The environment both processes (app and MCP server) share: the same data folder, the built-in config."""
    env = dict(os.environ, ROOTCAUSE_DATA_DIR=str(tmp_path / "data"))
    for name in ("ROOTCAUSE_CONFIG_DIR", "ROOTCAUSE_DATABASE_URL", "ROOTCAUSE_LANG"):
        env.pop(name, None)
    return env


@pytest.fixture
def app_url(tmp_path: Path, store_env: dict[str, str]) -> Iterator[str]:
    with served_app("127.0.0.1", store_env, tmp_path / "app.log") as port:
        yield f"http://127.0.0.1:{port}"


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
