"""AppTest fixtures: a fresh store per test, real services, no mocks.

The app finds its store through the environment as in production; tests point it at a temporary
folder and set the scene through the same services (or from another process), like an MCP agent.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from pathlib import Path

import pytest
import streamlit as st
from app_driver import CASES, PROBLEM_TIMELINE, ROOT, Driver  # noqa: F401 - re-exported for fixtures
from streamlit.components.v2 import manifest_scanner
from streamlit.testing.v1 import AppTest

from rootcause.domain.model.actor import Actor, agent, human
from rootcause.settings import load_settings
from rootcause.store import Store, open_store
from rootcause.ui import state


@pytest.fixture(scope="session", autouse=True)
def _scan_component_packages_once() -> Iterator[None]:
    """Streamlit scans every installed package for component manifests on each new AppTest (~0.15 s).

    The installed packages do not change during a run, so the first scan's answer serves every test.
    """
    original = manifest_scanner.scan_component_manifests
    manifest_scanner.scan_component_manifests = functools.cache(original)
    yield
    manifest_scanner.scan_component_manifests = original


@pytest.fixture(autouse=True)
def _fresh_store_caches() -> Iterator[None]:
    """Each test's store handle is dropped after it; the frameworks (keyed by config folder) stay loaded.

    The store cache is keyed by URL, so a test never meets another test's store; dropping it only keeps
    handles from piling up. Rebuilding the frameworks and the suggester for every test cost about 0.2 s.
    """
    yield
    state.forget_stores()
    st.cache_data.clear()


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("ROOTCAUSE_DATA_DIR", str(folder))  # no <folder>/config: the app runs on the built-ins
    for name in ("ROOTCAUSE_CONFIG_DIR", "ROOTCAUSE_DATABASE_URL", "ROOTCAUSE_LANG"):
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
