"""Fixtures every layer shares: a private data folder with a real store, SQLite or PostgreSQL.

``--backend`` picks the store behind the ``db``/``db_url`` fixtures, on the PostgreSQL server named by
``ROOTCAUSE_TEST_PG_URL`` (a database the tests may wipe):
- ``sqlite`` (default): every test on a fresh SQLite file;
- ``postgres``: every selected test on PostgreSQL;
- ``both``: one run in which the store-facing suites (``tests/services``, ``tests/mcp``) run on each backend
  and everything else on SQLite; ``make test`` uses it, so one parallel run covers both.
On PostgreSQL each test starts from empty tables of one migrated schema; tests about the SQLite file itself
are marked ``sqlite_only`` and are not run there.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings
from sqlalchemy import Engine, create_engine, inspect, make_url, text

from rootcause.domain.model.actor import Actor, agent, human
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store, open_store

REPO = Path(__file__).resolve().parent.parent
# No test asserts a wall-clock time: Hypothesis's default 200 ms deadline per example would fail a property on a
# loaded machine (a parallel run, a CI runner) although nothing is wrong. Speed lives in bench/.
settings.register_profile("rootcause", deadline=None)
settings.load_profile("rootcause")

PG_URL_VAR = "ROOTCAUSE_TEST_PG_URL"
KEEP_ON_RESET = ("alembic_version",)
ON_BOTH = ("services", "mcp")  # the folders whose tests run on each backend under --backend both


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--backend", choices=("sqlite", "postgres", "both"), default="sqlite",
                     help=f"store backend for the db fixtures (postgres and both need {PG_URL_VAR})")


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("--backend") != "sqlite" and not os.environ.get(PG_URL_VAR):
        raise pytest.UsageError(f"--backend {config.getoption('--backend')} needs {PG_URL_VAR} "
                                "(a PostgreSQL database the tests may wipe; see README, 'For a hospital group')")


def _backends_of(metafunc: pytest.Metafunc) -> list[str]:
    choice = metafunc.config.getoption("--backend")
    if choice != "both":
        return [choice]
    definition = metafunc.definition
    if definition.path.parent.name not in ON_BOTH or any(
            definition.get_closest_marker(name) for name in ("sqlite_only", "one_backend")):
        return ["sqlite"]
    return ["sqlite", "postgres"]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "backend" in metafunc.fixturenames:
        backends = _backends_of(metafunc)
        if len(backends) > 1:
            metafunc.parametrize("backend", backends, indirect=True, scope="session")


def _backend_of(item: pytest.Item) -> str:
    callspec = getattr(item, "callspec", None)
    if callspec is not None and "backend" in callspec.params:
        return str(callspec.params["backend"])
    return "postgres" if item.config.getoption("--backend") == "postgres" else "sqlite"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    skip = pytest.mark.skip(reason="about the SQLite file itself")
    for item in items:
        if item.get_closest_marker("e2e"):
            item.add_marker(pytest.mark.slow)
        if _backend_of(item) == "postgres":
            item.add_marker(pytest.mark.postgres)
            if item.get_closest_marker("sqlite_only"):
                item.add_marker(skip)


@pytest.fixture(scope="session")
def backend(request: pytest.FixtureRequest) -> str:
    """The store behind this test's ``db``: a parameter under --backend both, else the option itself."""
    if hasattr(request, "param"):
        return str(request.param)
    return "postgres" if request.config.getoption("--backend") == "postgres" else "sqlite"


@pytest.fixture(scope="session")
def postgres_url() -> str:
    """This worker's test database, wiped and migrated once per run."""
    return _emptied_and_migrated(_database_of_this_worker(os.environ[PG_URL_VAR]))


def fresh_postgres_database(suffix: str) -> str | None:
    """A PostgreSQL database of this worker's own for a test that runs a server on it across several tests (the
    browser tests): emptied and migrated now, and never emptied by the per-test reset. None without PostgreSQL."""
    if not os.environ.get(PG_URL_VAR):
        return None
    return _emptied_and_migrated(_database_of_this_worker(os.environ[PG_URL_VAR], suffix=suffix))


def _emptied_and_migrated(url: str) -> str:
    """``url`` with its public schema dropped and made again, then migrated to head by opening a store on it."""
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("DROP SCHEMA public CASCADE"))
        conn.execute(text("CREATE SCHEMA public"))
    engine.dispose()
    open_store(url).dispose()
    return url


def _database_of_this_worker(url: str, *, suffix: str = "") -> str:
    """Under pytest-xdist each worker gets its own database beside the named one (created when missing).

    Tests wipe their database between them, so two workers must never share one. The role needs CREATEDB
    (.ci/run grants it); without xdist the named database itself is used. A ``suffix`` names a database apart from
    the one the per-test reset empties.
    """
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if not worker and not suffix:
        return url
    base = make_url(url)
    name = "_".join(part for part in (str(base.database), suffix, worker) if part)
    admin = create_engine(url, isolation_level="AUTOCOMMIT")  # the named database exists: create beside it
    try:
        with admin.connect() as conn:
            if not conn.execute(text("SELECT 1 FROM pg_database WHERE datname = :name"), {"name": name}).scalar():
                conn.execute(text(f'CREATE DATABASE "{name}"'))
    finally:
        admin.dispose()
    return base.set(database=name).render_as_string(hide_password=False)


_EMPTIERS: dict[str, tuple[Engine, list[str]]] = {}


def _empty_postgres(url: str) -> None:
    """Every table emptied (and the store's revision row back), so each test starts from nothing.

    DELETE, children before parents, on one engine per database: on tables this small it takes about 2 ms,
    where TRUNCATE (new files for every table) took about 40 ms a test.
    """
    if url not in _EMPTIERS:
        engine = create_engine(url)
        with engine.connect() as conn:
            ordered = [name for name, _ in inspect(conn).get_sorted_table_and_fkc_names() if name]
        _EMPTIERS[url] = (engine, [name for name in reversed(ordered) if name not in KEEP_ON_RESET])
    engine, tables = _EMPTIERS[url]
    with engine.begin() as conn:
        for name in tables:
            conn.execute(text(f'DELETE FROM "{name}"'))
        conn.execute(text("INSERT INTO store_revision (id, revision) VALUES (1, 0)"))


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    path = tmp_path / "data"
    path.mkdir()
    return path


@pytest.fixture
def db_url(backend: str, data_dir: Path, request: pytest.FixtureRequest) -> str:
    if backend == "postgres":
        url: str = request.getfixturevalue("postgres_url")
        _empty_postgres(url)
        return url
    return f"sqlite:///{data_dir / 'rootcause.db'}"


@pytest.fixture
def db(db_url: str) -> Iterator[Store]:
    store = open_store(db_url)
    yield store
    store.dispose()


@pytest.fixture(scope="session")
def fw() -> Frameworks:
    """The built-in frameworks (package data, no override folder) and their compiled suggester, built once per
    test process.

    Safe to share: the learned rules live in each test's store, and the suggester's cache is keyed by the
    store's URL and its learned-rule revision. Tests that need other config files build their own.
    """
    return Frameworks()


@pytest.fixture
def facilitator() -> Actor:
    return human("facilitator")


@pytest.fixture
def bot() -> Actor:
    return agent("test-agent")


@pytest.fixture
def child_env(data_dir: Path, db_url: str) -> dict[str, str]:
    """Environment for a subprocess (MCP server, app, helper script) on the same store, with the built-in config
    (no ROOTCAUSE_CONFIG_DIR; ``<data dir>/config`` does not exist)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("ROOTCAUSE_")}
    env.update(ROOTCAUSE_DATA_DIR=str(data_dir), PYTHONPATH=str(REPO), ROOTCAUSE_LOG_LEVEL="WARNING",
               ROOTCAUSE_DATABASE_URL=db_url)
    return env


@pytest.fixture
def python() -> str:
    return sys.executable
