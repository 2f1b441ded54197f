"""The SQLite file: private to its owner, WAL mode, foreign keys on, shared by separate handles."""

from __future__ import annotations

import sqlite3
import stat

import pytest

from rootcause.services import sessions
from rootcause.store import open_store

pytestmark = pytest.mark.sqlite_only


def test_a_database_file_the_store_creates_is_readable_by_its_owner_only(db, data_dir, facilitator):
    """(A data folder the store creates is 0700 too; one that existed keeps its owner's mode: see
    tests/store/test_store_health.py.)"""
    sessions.create_session(db, title="Private", actor=facilitator)
    assert stat.S_IMODE((data_dir / "rootcause.db").stat().st_mode) == 0o600


def test_store_runs_in_wal_mode_with_foreign_keys(db, data_dir):
    with db.read() as tx:
        assert tx.db.connection().exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert tx.db.connection().exec_driver_sql("PRAGMA busy_timeout").scalar() >= 5000
    raw = sqlite3.connect(data_dir / "rootcause.db")
    assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    raw.close()


def test_a_second_handle_on_the_same_file_sees_writes_at_once(db, db_url, facilitator):
    other = open_store(db_url)
    case = sessions.create_session(other, title="Seen elsewhere", actor=facilitator)
    assert sessions.get_case(db, session_id=case.id).session.title == "Seen elsewhere"
    other.dispose()


def test_creating_the_schema_twice_is_harmless(db_url):
    open_store(db_url).dispose()
    open_store(db_url).dispose()


def test_a_cached_case_view_is_replaced_as_soon_as_another_handle_writes(db, db_url, facilitator):
    from rootcause.services import problem

    case = sessions.create_session(db, title="Cached", actor=facilitator)
    first = sessions.get_case(db, session_id=case.id)
    assert sessions.get_case(db, session_id=case.id) is first  # served from the view cache
    other = open_store(db_url)
    problem.set_problem(other, session_id=case.id, what="Changed elsewhere", actor=facilitator)
    assert sessions.get_case(db, session_id=case.id).problem.what == "Changed elsewhere"
    sessions.create_session(other, title="Listed elsewhere", actor=facilitator)
    assert sessions.list_sessions(db).sessions[0].title == "Listed elsewhere"
    other.dispose()
