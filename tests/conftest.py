"""Fixtures every layer shares: a private data folder with a real store, SQLite or PostgreSQL.

``pytest --backend postgres`` runs the same tests against the PostgreSQL server named by
``ROOTCAUSE_TEST_PG_URL`` (a database the tests may wipe). Each test then starts from empty tables of
one migrated schema; tests about the SQLite file itself are marked ``sqlite_only`` and skipped there.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from rootcause.domain.actor import Actor, agent, human
from rootcause.store import Store, open_store

REPO = Path(__file__).resolve().parent.parent
PG_URL_VAR = "ROOTCAUSE_TEST_PG_URL"
KEEP_ON_RESET = ("alembic_version",)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--backend", choices=("sqlite", "postgres"), default="sqlite",
                     help=f"store backend for the db fixtures (postgres needs {PG_URL_VAR})")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--backend") != "postgres":
        return
    skip = pytest.mark.skip(reason="about the SQLite file itself")
    for item in items:
        item.add_marker(pytest.mark.postgres)
        if item.get_closest_marker("sqlite_only"):
            item.add_marker(skip)


@pytest.fixture(scope="session")
def postgres_url(request: pytest.FixtureRequest) -> str | None:
    """The test database, wiped and migrated once per run (None on the SQLite backend)."""
    if request.config.getoption("--backend") != "postgres":
        return None
    url = os.environ.get(PG_URL_VAR)
    if not url:
        pytest.skip(f"--backend postgres needs {PG_URL_VAR}")
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("DROP SCHEMA public CASCADE"))
        conn.execute(text("CREATE SCHEMA public"))
    engine.dispose()
    open_store(url).dispose()
    return url


def _empty_postgres(url: str) -> None:
    """Every table emptied (and the store's revision row back), so each test starts from nothing."""
    engine = create_engine(url)
    with engine.begin() as conn:
        tables = [name for (name,) in conn.execute(text(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")) if name not in KEEP_ON_RESET]
        conn.execute(text(f"TRUNCATE {', '.join(tables)} RESTART IDENTITY CASCADE"))
        conn.execute(text("INSERT INTO store_revision (id, revision) VALUES (1, 0)"))
    engine.dispose()


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    path = tmp_path / "data"
    path.mkdir()
    return path


@pytest.fixture
def db_url(data_dir: Path, postgres_url: str | None) -> str:
    if postgres_url:
        _empty_postgres(postgres_url)
        return postgres_url
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
def child_env(data_dir: Path, db_url: str) -> dict[str, str]:
    """Environment for a subprocess (MCP server, app, helper script) on the same store."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("ROOTCAUSE_")}
    env.update(ROOTCAUSE_DATA_DIR=str(data_dir), ROOTCAUSE_CONFIG_DIR=str(REPO / "config"),
               PYTHONPATH=str(REPO), ROOTCAUSE_LOG_LEVEL="WARNING", ROOTCAUSE_DATABASE_URL=db_url)
    return env


@pytest.fixture
def python() -> str:
    return sys.executable
