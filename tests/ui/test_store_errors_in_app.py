"""A store file that is not a RootCause store, or a folder in its place, stops the app with one message
naming the file and what to do, in both languages, never a traceback (the CLI and MCP faces are covered in
``tests/store/test_store_health.py``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from app_driver import ROOT
from sqlalchemy import create_engine, make_url, text
from streamlit.testing.v1 import AppTest

from rootcause.domain.model.actor import human
from rootcause.services import sessions
from rootcause.store import open_store
from rootcause.store.health import HEADER
from rootcause.ui.i18n import text_in
from tests.conftest import PG_URL_VAR, fresh_postgres_database


def _run_app() -> AppTest:
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30).run()
    assert not at.exception
    return at


def _shown(at: AppTest) -> str:
    return " ".join(e.value for e in at.error)


@pytest.mark.parametrize("content", [b"PK\x03\x04 a zip file, not a store" * 200, HEADER + bytes(8192)],
                         ids=["foreign", "zeroed"])
def test_a_garbage_store_is_named_on_screen_with_the_way_to_restore_it(data_dir: Path, content: bytes):
    data_dir.mkdir(parents=True)
    (data_dir / "rootcause.db").write_bytes(content)
    shown = _shown(_run_app())
    assert str(data_dir / "rootcause.db") in shown
    assert "rootcause db backup" in shown and "備份" in shown


def test_a_folder_where_the_store_file_should_be_is_named_on_screen(data_dir: Path):
    (data_dir / "rootcause.db").mkdir(parents=True)
    shown = _shown(_run_app())
    assert str(data_dir / "rootcause.db") in shown and "ROOTCAUSE_DATA_DIR" in shown and "資料夾" in shown


@pytest.fixture
def pg_store(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The app on a PostgreSQL database of its own, which the test can close to connections and open again."""
    url = fresh_postgres_database("app_down")
    if url is None:
        pytest.skip(f"needs PostgreSQL ({PG_URL_VAR})")
    monkeypatch.setenv("ROOTCAUSE_DATABASE_URL", url)
    yield url
    _connections(url, allowed=True)


def _connections(url: str, *, allowed: bool) -> None:
    """Close the database to new connections and end the open ones (as a server going away does), or reopen it."""
    name = make_url(url).database
    admin = create_engine(make_url(url).set(database="postgres"), isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as conn:
            conn.execute(text(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS {"true" if allowed else "false"}'))
            if not allowed:
                conn.execute(text("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = :name "
                                  "AND pid <> pg_backend_pid()"), {"name": name})
    finally:
        admin.dispose()


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_a_database_that_goes_away_is_named_with_a_retry_and_the_pages_stay(pg_store: str, lang: str) -> None:
    """Audit 29: with the server down every page was Streamlit's English crash box, and the navigation was gone."""
    db = open_store(pg_store)
    try:
        case = sessions.create_session(db, title="Pump alarm missed", actor=human("facilitator")).id
    finally:
        db.dispose()
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30)
    at.query_params.update({"lang": lang, "case": case})
    at.run()
    assert not at.exception and not at.error
    _connections(pg_store, allowed=False)
    at.run()
    assert not at.exception, "no crash box"
    shown = _shown(at)
    where = make_url(pg_store)
    assert f"{where.host}:{where.port}/{where.database}" in shown, "the store is named"
    assert f":{where.password}@" not in shown and ":***@" in shown, "its password is not"
    assert ("無法連上" in shown) == (lang == "zh-TW") and ("could not be reached" in shown) == (lang == "en")
    assert [b.label for b in at.button if b.key == "rc:store_retry"] == [text_in(lang, "error.store_retry")]
    _connections(pg_store, allowed=True)
    at.button(key="rc:store_retry").click().run()
    assert not at.exception and not at.error, "it recovers on the retry"


@pytest.mark.parametrize("path", ["pages/cases.py", "pages/insights.py", "pages/problem_timeline.py"])
def test_a_fresh_visit_while_the_database_is_away_gets_the_retry_too(pg_store: str, path: str) -> None:
    """Audit 30 (finding 8): a new tab opened during an outage showed the Cases page's plain error with no retry,
    Insights the same, and a case page said no case was selected."""
    AppTest.from_file(str(ROOT / "app.py"), default_timeout=30).run()  # (the server has run for another person)
    _connections(pg_store, allowed=False)
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30)
    at.query_params.update({"lang": "zh-TW"})
    at.switch_page(path).run()
    assert not at.exception
    assert "無法連上" in _shown(at) and [b.key for b in at.button if b.key == "rc:store_retry"] == ["rc:store_retry"]
    assert "尚未選擇案例" not in _shown(at), "the store is away, not the case"
    _connections(pg_store, allowed=True)
    at.button(key="rc:store_retry").click().run()
    assert not at.exception and not at.error, "it recovers on the retry"


def test_a_database_away_when_the_first_person_arrives_offers_a_retry_in_both_languages(pg_store: str) -> None:
    """The store cannot be opened at all (the server was down when the app's first visitor came): the message is in
    both languages, as before anyone chose one, with a retry that opens the app once the server is back."""
    _connections(pg_store, allowed=False)
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30).run()
    assert not at.exception
    assert "could not be reached" in _shown(at) or "Could not open" in _shown(at)
    assert [b.label for b in at.button if b.key == "rc:store_retry"] == [
        f"{text_in('en', 'error.store_retry')} / {text_in('zh-TW', 'error.store_retry')}"]
    _connections(pg_store, allowed=True)
    at.button(key="rc:store_retry").click().run()
    assert not at.exception and not at.error and not [b for b in at.button if b.key == "rc:store_retry"]
