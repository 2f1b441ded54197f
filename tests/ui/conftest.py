"""AppTest fixtures: a fresh store per test, real services, no mocks.

The app finds its store through the environment as in production; tests point it at a temporary
folder and set the scene through the same services (or from another process), like an MCP agent.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import streamlit as st
from streamlit.testing.v1 import AppTest

from rootcause.domain.actor import Actor, agent, human
from rootcause.settings import load_settings
from rootcause.store import Store, open_store

ROOT = Path(__file__).resolve().parents[2]
CASES = "pages/cases.py"
PROBLEM_TIMELINE = "pages/problem_timeline.py"


class Driver:
    """Uses an AppTest the way a person uses the app: type, click by visible label, read the page.

    Every run asserts that nothing escaped the app: an uncaught exception would reach the user.
    """

    def __init__(self, at: AppTest) -> None:
        self.at = at
        self.ran = False

    def run(self) -> Driver:
        self.at.run()
        self.ran = True
        assert not self.at.exception, [e.value for e in self.at.exception]
        return self

    def open(self, page: str, **query: str) -> Driver:
        """Go to a page, optionally with query parameters (AppTest needs one run before switch_page)."""
        self.at.query_params.update(query)
        if not self.ran:
            self.run()
        self.at.switch_page(page)
        return self.run()

    def type(self, key: str, value: Any) -> Driver:
        """Set a widget by key without running (form widgets only count once the form is submitted)."""
        for kind in ("text_input", "text_area", "selectbox", "radio"):
            widgets = [w for w in getattr(self.at, kind) if w.key == key]
            if widgets:
                widgets[0].set_value(value)
                return self
        raise AssertionError(f"no widget with key {key!r}")

    def click(self, label: str, nth: int = 0) -> Driver:
        """Click the ``nth`` button (or form submit button) showing ``label``, then run."""
        matches = [b for b in self.at.button if b.label == label]
        assert matches, f"no button {label!r}; buttons: {[b.label for b in self.at.button]}"
        matches[nth].click()
        return self.run()

    def value(self, key: str) -> Any:
        return self.at.session_state[key]

    def labels(self) -> list[str]:
        return [b.label for b in self.at.button]

    def text(self) -> str:
        """Everything readable on the page: headings, markdown, captions, alerts, tables, toasts."""
        parts: list[str] = []
        for kind in ("title", "header", "subheader", "markdown", "caption", "info", "warning", "error",
                     "success", "toast"):
            parts.extend(str(element.value) for element in getattr(self.at, kind))
        parts.extend(table.value.to_string() for table in self.at.table)
        return "\n".join(parts).replace("\\", "")

    def errors(self) -> list[str]:
        return [str(e.value) for e in self.at.error]

    def table_rows(self, nth: int = 0) -> list[list[str]]:
        return self.at.table[nth].value.astype(str).values.tolist()


@pytest.fixture(autouse=True)
def _fresh_streamlit_caches() -> Iterator[None]:
    """A cached store from one test must not serve the next test's (different) data folder."""
    st.cache_resource.clear()
    st.cache_data.clear()
    yield
    st.cache_resource.clear()
    st.cache_data.clear()


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("ROOTCAUSE_DATA_DIR", str(folder))
    monkeypatch.setenv("ROOTCAUSE_CONFIG_DIR", str(ROOT / "config"))
    for name in ("ROOTCAUSE_DATABASE_URL", "ROOTCAUSE_LANG"):
        monkeypatch.delenv(name, raising=False)
    return folder


@pytest.fixture
def db(data_dir: Path) -> Iterator[Store]:
    """A second handle on the app's store, as another process (the MCP server) would hold one."""
    store = open_store(load_settings().database_url)
    yield store
    store.dispose()


@pytest.fixture
def facilitator() -> Actor:
    return human("facilitator")


@pytest.fixture
def bot() -> Actor:
    return agent("test-agent")


@pytest.fixture
def app(data_dir: Path) -> Driver:
    return Driver(AppTest.from_file(str(ROOT / "app.py"), default_timeout=30))
