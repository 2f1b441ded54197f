"""Everything SQLite-specific lives here (and only here).

The app and the MCP server are two processes writing one file, so:
- WAL lets readers and one writer work at once; ``busy_timeout`` makes a writer wait, not fail;
- a write transaction starts with ``BEGIN IMMEDIATE`` so it takes the write lock up front: a
  deferred transaction that reads, then writes, can fail with "database is locked" at once,
  without waiting, when another process wrote in between;
- the data folder and the database file are created private to their owner (the store holds RCA notes);
  an existing file's mode is its owner's to set.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from sqlalchemy import Connection, Engine, event

from rootcause.store import health

BUSY_TIMEOUT_MS = 10_000


def prepare_sqlite_file(path: Path) -> None:
    """Create the data folder (0700) and database file (0600) before SQLite opens it; an existing folder or file
    keeps the mode its owner gave it (a read-only store is reported, never made writable: ``health``)."""
    if not path.parent.exists():
        path.parent.mkdir(parents=True, mode=0o700, exist_ok=True)  # another process may create it first
    health.check_file(path)
    if not path.exists():
        fd = os.open(path, os.O_CREAT | os.O_WRONLY, 0o600)
        os.close(fd)


def configure_sqlite(engine: Engine, *, immediate: bool) -> None:
    """Pragmas on every connection; ``immediate`` engines take the write lock at BEGIN."""

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: sqlite3.Connection, _record: object) -> None:
        dbapi_conn.isolation_level = None  # we issue BEGIN ourselves (below)
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        cur.execute("PRAGMA foreign_keys=ON")
        cur.execute("PRAGMA synchronous=NORMAL")
        cur.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Connection) -> None:
        conn.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


def sqlite_engine_options() -> dict[str, object]:
    """Driver options: Streamlit serves each browser from its own thread, so connections may move."""
    return {"connect_args": {"check_same_thread": False, "timeout": BUSY_TIMEOUT_MS / 1000}}
