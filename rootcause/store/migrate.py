"""Schema migrations (Alembic) for both backends, and the check every process makes on open.

Policy: an empty store is created at the newest schema by whoever opens it first (zero set-up); a store
at an older schema is upgraded only on request (``rootcause db upgrade``, which ``make run`` runs), so a
hospital can back it up first; a store made by a newer RootCause is refused. Stores made before
migrations existed (tables, no ``alembic_version``) are recognised as revision 0001.

Alembic is imported only when a migration actually runs: opening a current store costs one query.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Connection, Engine, inspect, text

from rootcause.errors import StoreUnavailable

if TYPE_CHECKING:
    from alembic.config import Config

HEAD = "0007"  # the newest revision in migrations/versions (a test checks they agree)
BASELINE = "0001"  # the schema of the first release, which predates migrations
SCRIPTS = Path(__file__).with_name("migrations")
_PG_LOCK_KEY = 7_326_110  # pg_advisory_xact_lock: two processes never migrate at once


def current_revision(conn: Connection) -> str | None:
    """The store's schema revision: None when empty, BASELINE for a pre-migration store."""
    found = inspect(conn)
    if found.has_table("alembic_version"):
        value = conn.execute(text("SELECT version_num FROM alembic_version")).scalar()
        return str(value) if value else None
    return BASELINE if found.has_table("rca_session") else None


def _alembic_config(conn: Connection) -> Config:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(SCRIPTS))
    config.attributes["connection"] = conn
    return config


def _lock(conn: Connection) -> None:
    if conn.dialect.name == "postgresql":
        conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _PG_LOCK_KEY})


def upgrade(engine: Engine, target: str = "head") -> tuple[str | None, str | None]:
    """Bring the store to ``target`` in one transaction; returns (revision before, revision after)."""
    from alembic import command

    with engine.begin() as conn:  # SQLite: BEGIN IMMEDIATE holds the write lock for the whole upgrade
        _lock(conn)
        before = current_revision(conn)
        refusal = None if before is None else _not_ours(engine.url.render_as_string(hide_password=True), before)
        if refusal is not None:  # (Alembic would stop at a revision it has no script for, with a traceback)
            raise refusal
        config = _alembic_config(conn)
        if before == BASELINE and not inspect(conn).has_table("alembic_version"):
            command.stamp(config, BASELINE)
        command.upgrade(config, target)
        after = current_revision(conn)
    return before, after


def head_of_scripts() -> str | None:
    """The head revision according to the migration scripts themselves."""
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    config = Config()
    config.set_main_option("script_location", str(SCRIPTS))
    return ScriptDirectory.from_config(config).get_current_head()


def ensure_current(engine: Engine) -> None:
    """Create an empty store at HEAD; refuse an older, newer or unreadable schema mark, naming the store and
    saying what to do about it."""
    with engine.connect() as conn:
        revision = current_revision(conn)
    if revision == HEAD:
        return
    if revision is None:
        upgrade(engine)  # re-checked under the lock: a second process finds it done and does nothing
        return
    where = engine.url.render_as_string(hide_password=True)
    refusal = _not_ours(where, revision)
    if refusal is not None:
        raise refusal
    raise StoreUnavailable(
        field=None,
        en=(f"The store at {where} uses an older schema ({revision}) than this RootCause needs ({HEAD}). Back "
            "up the data folder, then run `rootcause db upgrade` (make run does this for you)."),
        zh=(f"位於 {where} 的資料庫結構版本（{revision}）比本版 RootCause 所需（{HEAD}）舊。請先備份資料夾，再執行 "
            "`rootcause db upgrade`（make run 會自動執行）。"),
    )


def _not_ours(where: str, revision: str) -> StoreUnavailable | None:
    """The refusal for a schema mark this RootCause cannot migrate from (unknown, or a newer one's), else None."""
    if not _REVISION.fullmatch(revision):
        return StoreUnavailable(
            field=None,
            en=(f"The store at {where} carries a schema mark RootCause does not know ({revision[:20]!r}): it may be "
                "damaged or belong to another program. Restore the data folder from a backup."),
            zh=(f"位於 {where} 的資料庫帶有 RootCause 不認得的結構標記（{revision[:20]!r}），可能已損壞或屬於其他程式。"
                "請從備份還原資料夾。"),
        )
    if revision > HEAD:
        return StoreUnavailable(
            field=None,
            en=(f"The store at {where} was made by a newer RootCause (schema {revision}; this one knows {HEAD}). "
                "Update RootCause, or point it at another data folder."),
            zh=(f"位於 {where} 的資料庫由較新版的 RootCause 建立（結構 {revision}；本版最多支援 {HEAD}），"
                "請更新 RootCause，或改用其他資料夾。"),
        )
    return None


_REVISION = re.compile(r"\d{4}")  # (the shape of every revision this project writes: 0001, 0002, …)
