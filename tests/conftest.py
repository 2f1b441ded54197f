"""Fixtures every layer shares: a private data folder with a real SQLite store in it."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from rootcause.domain.actor import Actor, agent, human
from rootcause.store import Store, open_store

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    path = tmp_path / "data"
    path.mkdir()
    return path


@pytest.fixture
def db_url(data_dir: Path) -> str:
    return f"sqlite:///{data_dir / 'rootcause.db'}"


@pytest.fixture
def db(db_url: str) -> Iterator[Store]:
    store = open_store(db_url)
    yield store
    store.dispose()


@pytest.fixture
def facilitator() -> Actor:
    return human("facilitator")


@pytest.fixture
def bot() -> Actor:
    return agent("test-agent")


@pytest.fixture
def child_env(data_dir: Path) -> dict[str, str]:
    """Environment for a subprocess (MCP server, app, helper script) on the same store."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("ROOTCAUSE_")}
    env.update(ROOTCAUSE_DATA_DIR=str(data_dir), ROOTCAUSE_CONFIG_DIR=str(REPO / "config"),
               PYTHONPATH=str(REPO), ROOTCAUSE_LOG_LEVEL="WARNING")
    return env


@pytest.fixture
def python() -> str:
    return sys.executable
