"""The store handle (``db``) and its unit of work, :class:`Tx`.

Services open exactly one transaction per call: ``with db.transaction() as tx: ...``. Updates are
optimistic: the caller names the version it read and the UPDATE matches on it, so a change made by
another process in between is detected even across Streamlit reruns, where no ORM object survives.
"""

from __future__ import annotations

import contextvars
import copy
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar, cast

from sqlalchemy import Engine, create_engine, delete, func, insert, update
from sqlalchemy.exc import DatabaseError, OperationalError
from sqlmodel import Session as DbSession
from sqlmodel import col, select

from rootcause.domain.model.access import OPERATOR, Principal
from rootcause.domain.model.actor import Actor
from rootcause.domain.model.ids import kind_of, new_id
from rootcause.errors import ID_SHAPE, CaseClosed, NotFound, StaleVersion, StoreUnavailable
from rootcause.store import access, frozen, health, migrate, phi_wall, search_index, sqlite
from rootcause.store.cache import RevisionCache
from rootcause.store.failures import is_damage, unavailable, unreachable
from rootcause.store.tables import AuditEntry, RcaSession, Row, SearchEntry, StoreRevision, utcnow

R = TypeVar("R", bound=Row)

# Set by a face around a request, so audit entries and logs share one id without threading it through.
current_trace_id: contextvars.ContextVar[str | None] = contextvars.ContextVar("rootcause_trace", default=None)


class Tx:
    """One open transaction: typed reads that raise NotFound, versioned writes, and the audit trail.

    ``who`` is the person it acts for: its reads see only their cases and its writes pass their role
    (``store.access``); the local operator is not limited."""

    def __init__(self, db: DbSession, actor: Actor | None, who: Principal = OPERATOR, *, writes: bool = False) -> None:
        if actor is not None:  # stamped on every row and audit entry this transaction writes
            phi_wall.check_values("audit_entry", {"actor": actor.name})
        access.scope_reads(db, who)
        self.db = db
        self.actor = actor
        self.who = who
        self.gate = access.WriteGate(db, who)
        self._touched: set[str] = set()
        self.writes = writes
        self._locked: set[str] = set()  # (cases whose row this write transaction holds)

    # reads -------------------------------------------------------------------------------------
    def get(self, model: type[R], ident: object, *, field: str, kind: str) -> R:
        # an id of another shape names no row: refused before any query (a 200,000-character "id" costs nothing)
        row = self.db.get(model, ident) if isinstance(ident, str) and ID_SHAPE.fullmatch(ident) else None
        if row is None:
            raise NotFound(field=field, kind=kind, ident=str(ident)[:40])
        return row

    def get_in_session(self, model: type[R], ident: object, session_id: str, *, field: str, kind: str) -> R:
        """A row that must belong to ``session_id``: an id from another case is reported as not found."""
        row = self.get(model, ident, field=field, kind=kind)
        if getattr(row, "session_id", None) != session_id:
            raise NotFound(field=field, kind=kind, ident=str(ident)[:40])
        return row

    def session(self, session_id: object) -> RcaSession:
        """The case; in a write transaction its row is also taken for the rest of it, so on PostgreSQL two writes
        to one case follow each other as SQLite's BEGIN IMMEDIATE makes them (the second reads what the first
        committed: "is there a check for this link yet?" is never answered twice from before either wrote)."""
        case = self.get(RcaSession, session_id, field="session_id", kind="session")
        if self.writes and case.id not in self._locked:
            self.db.refresh(case, with_for_update=True)
            self._locked.add(case.id)
        return case

    def revision_of(self, session_id: object) -> int:
        """The case's revision counter (one indexed read), or NotFound."""
        value = None
        if isinstance(session_id, str) and session_id:
            value = self.db.exec(select(RcaSession.revision).where(RcaSession.id == session_id)).first()
        if value is None:
            raise NotFound(field="session_id", kind="session", ident=str(session_id)[:40])
        return int(value)

    def store_revision(self) -> int:
        return int(self.db.exec(select(func.coalesce(StoreRevision.revision, 0))).first() or 0)

    def all(self, statement: Any) -> Sequence[Any]:
        rows: Sequence[Any] = self.db.exec(statement).all()  # any select: its rows are whatever it selects
        return rows

    # writes ------------------------------------------------------------------------------------
    def add(self, row: R, *, kind: str, session_id: str | None, operation: str, keep_maker: bool = False,
            audit_as: tuple[str, str] | None = None) -> R:
        """Insert ``row`` stamped with this transaction's actor (``keep_maker``: an import keeps the row's own).
        ``audit_as`` (kind, id) names what the change is about when the row itself will not last (a membership)."""
        assert self.actor is not None, "write transactions need an actor"
        if not row.id:
            row.id = new_id(kind)
        if not keep_maker:
            row.actor_kind, row.actor = self.actor.kind, self.actor.name
        table = str(type(row).__tablename__)
        phi_wall.check_values(table, row.model_dump())
        self.gate.check(session_id, table, operation)
        self._refuse_if_closed(session_id, table, operation)
        self.db.add(row)
        self.db.flush()
        if table == "rca_session":
            self.gate.join_new_case(row.id)
        search_index.sync(self.db, row, new=True)
        self.audit(operation, *(audit_as or (kind, row.id)), session_id, before=None, after=row.version)
        return row

    def add_checked(self, batch: phi_wall.CheckedRows, *, operation: str) -> None:
        """Insert rows checked before the transaction began (``phi_wall.checked``), one statement per run of
        rows of a table, with their search entries and audit entries. Each row keeps its own maker (an import).

        Why: a 4.5 MB import written row by row held the write lock for seconds while a meeting waited on it;
        checked beforehand and written in a few statements, the lock is held for a fraction of a second.
        """
        assert self.actor is not None, "write transactions need an actor"
        runs: list[tuple[type[Any], list[dict[str, Any]]]] = []
        entries: list[dict[str, Any]] = []
        audits: list[dict[str, Any]] = []
        cases: dict[str, str] = {}  # case -> the first table written in it
        for model, values in batch.rows:  # (no statement yet: SQLite takes the write lock at the first one)
            table = str(model.__tablename__)
            session_id = str(values["id"] if table == "rca_session" else values["session_id"])
            cases.setdefault(session_id, table)
            if not runs or runs[-1][0] is not model:
                runs.append((model, []))
            runs[-1][1].append(dict(values))
            entry = search_index.entries_for_new(model, values)
            if entry is not None:
                entries.append(entry)
            audits.append(self._audit_values(operation, kind_of(str(values["id"])), str(values["id"]), session_id,
                                             before=None, after=cast(int, values["version"])))
        for session_id, table in cases.items():
            self.gate.check(session_id, table, operation)
            self._refuse_if_closed(session_id, table, operation)
            self._touched.add(session_id)
        for model, rows in runs:  # in the caller's order: a parent row is inserted before the rows that name it
            self.db.execute(insert(model), rows)  # ORM bulk INSERT: attribute names, one statement per batch
            if model is RcaSession:
                for row in rows:
                    self.gate.join_new_case(str(row["id"]))
        if entries:
            self.db.execute(insert(SearchEntry), entries)
        self.db.execute(insert(AuditEntry), audits)

    def update(
        self, model: type[R], ident: str, read_version: int, changes: dict[str, Any], *,
        kind: str, field: str, session_id: str | None, operation: str,
    ) -> R:
        """UPDATE ... WHERE id AND version = read_version; a miss is StaleVersion naming the current one."""
        assert self.actor is not None, "write transactions need an actor"
        phi_wall.check_values(str(model.__tablename__), changes)
        self.gate.check(session_id, str(model.__tablename__), operation)
        self._refuse_if_closed(session_id, str(model.__tablename__), operation, changes)
        values = {**changes, "version": read_version + 1, "updated_at": utcnow(),
                  "actor_kind": self.actor.kind, "actor": self.actor.name}
        stmt = update(model).where(col(model.id) == ident, col(model.version) == read_version).values(**values)
        result = self.db.exec(stmt)
        self._matched(result.rowcount, model, ident, read_version, kind=kind, field=field)
        self.audit(operation, kind, ident, session_id, before=read_version, after=read_version + 1)
        row = self.db.get(model, ident)
        assert row is not None, "the UPDATE above just matched this row in this transaction"
        search_index.sync(self.db, row)
        return row

    def delete(self, model: type[R], ident: str, read_version: int, *, kind: str, field: str,
               session_id: str | None, operation: str, audit_as: tuple[str, str] | None = None) -> None:
        """DELETE ... WHERE id AND version = read_version, with the same StaleVersion rule as update."""
        self.gate.check(session_id, str(model.__tablename__), operation)
        self._refuse_if_closed(session_id, str(model.__tablename__), operation)
        result = self.db.exec(delete(model).where(col(model.id) == ident, col(model.version) == read_version))
        self._matched(result.rowcount, model, ident, read_version, kind=kind, field=field)
        search_index.drop(self.db, model, ident)
        self.audit(operation, *(audit_as or (kind, ident)), session_id, before=read_version, after=None)

    def _refuse_if_closed(self, session_id: str | None, table: str, operation: str,
                          changes: dict[str, Any] | None = None) -> None:
        """CaseClosed for a write to a closed case that ``frozen`` does not allow (one indexed read)."""
        if not session_id or frozen.allowed_when_closed(table, operation, changes or ()):
            return
        # (the case's row is taken, as a close takes it: on PostgreSQL a write waits for a close in progress and
        # then reads the status that close committed; SQLite's BEGIN IMMEDIATE already serialises writers)
        found = self.db.exec(select(RcaSession.status, RcaSession.completed_at).where(RcaSession.id == session_id)
                             .with_for_update()).first()
        if found is not None and frozen.is_frozen(*found):
            raise CaseClosed(session_id=session_id)

    def _matched(self, rowcount: int, model: type[R], ident: str, read_version: int, *, kind: str,
                 field: str) -> None:
        """No row matched ``id AND version``: the row is gone (NotFound) or someone changed it (StaleVersion)."""
        if rowcount != 1:
            current = self.db.get(model, ident)
            if current is None:
                raise NotFound(field=field, kind=kind, ident=ident)
            raise StaleVersion(field="version", kind=kind, ident=ident, read_version=read_version,
                               current_version=current.version)
        self.db.expire_all()

    def audit(self, operation: str, kind: str, target_id: str, session_id: str | None, *,
              before: int | None, after: int | None) -> None:
        self.db.add(AuditEntry(**self._audit_values(operation, kind, target_id, session_id, before=before,
                                                    after=after)))
        if session_id:
            self._touched.add(session_id)

    def _audit_values(self, operation: str, kind: str, target_id: str, session_id: str | None, *,
                      before: int | None, after: int | None) -> dict[str, Any]:
        assert self.actor is not None
        return {"id": new_id("audit"), "at": utcnow(), "session_id": session_id, "actor_kind": self.actor.kind,
                "actor": self.actor.name, "face": self.actor.face, "operation": operation, "target_kind": kind,
                "target_id": target_id, "before_version": before, "after_version": after,
                "trace_id": current_trace_id.get(), "acting_for": self.who.user_id}

    def finish(self) -> None:
        """Bump the revision counters the live views poll (once per transaction, not per row)."""
        if self.actor is None:
            return
        if self._touched:
            self.db.exec(
                update(RcaSession).where(col(RcaSession.id).in_(self._touched))
                .values(revision=RcaSession.revision + 1)
            )
        self.db.exec(update(StoreRevision).where(col(StoreRevision.id) == 1)
                     .values(revision=StoreRevision.revision + 1))


class Store:
    """The shared store; ``db`` in service signatures. Safe to share between threads.

    Engines hide bound parameters from their error messages, so a database error never carries the
    case's text into a log.
    """

    def __init__(self, url: str) -> None:
        self.url = url
        self.principal: Principal = OPERATOR  # whom this handle acts for (``acting_for``)
        self.views = RevisionCache()
        self.is_sqlite = url.startswith("sqlite")
        self.path: Path | None = None  # the SQLite file, when there is one
        if self.is_sqlite:
            path = url.split(":///", 1)[1]
            if path and path != ":memory:":
                self.path = Path(path)
                sqlite.prepare_sqlite_file(self.path)
            opts = {**sqlite.sqlite_engine_options(), "hide_parameters": True}
            self._write: Engine = create_engine(url, **opts)
            self._read: Engine = create_engine(url, **opts)
            sqlite.configure_sqlite(self._write, immediate=True)
            sqlite.configure_sqlite(self._read, immediate=False)
        else:
            self._write = create_engine(url, pool_pre_ping=True, hide_parameters=True)
            # A read is one snapshot, as under SQLite's WAL: at PostgreSQL's default (READ COMMITTED) each statement
            # sees the latest commit, so a view read in several statements could show half of an import or an edit.
            # (An engine proxy: same pool, the level set on each checkout and reset on return.)
            self._read = self._write.execution_options(isolation_level="REPEATABLE READ", postgresql_readonly=True)

    def acting_for(self, who: Principal) -> Store:
        """This store as ``who`` sees it: the same engines, reads limited to their cases, writes to their role.
        Cached views are kept apart per person, so one person's case list is never served to another."""
        if who == self.principal:
            return self
        scoped = copy.copy(self)
        scoped.principal = who
        scoped.views = self.views.scoped(who.user_id or "")
        return scoped

    def create_schema(self) -> None:
        """An empty store gets the newest schema; an older or newer one is refused (see ``migrate``)."""
        try:
            migrate.ensure_current(self._write)
        except OperationalError as exc:
            raise unreachable(self.url, exc) from exc
        except DatabaseError as exc:
            if is_damage(exc):
                raise self._damaged(exc) from exc
            raise

    def upgrade_schema(self) -> tuple[str | None, str | None]:
        """``rootcause db upgrade``: migrate to the newest schema; (revision before, revision after)."""
        try:
            return migrate.upgrade(self._write)
        except OperationalError as exc:
            raise unreachable(self.url, exc) from exc
        except DatabaseError as exc:
            if is_damage(exc):
                raise self._damaged(exc) from exc
            raise

    @contextmanager
    def transaction(self, actor: Actor | None) -> Iterator[Tx]:
        """A write transaction: all of it commits, or none of it does."""
        with self._session(self._write) as db:
            tx = Tx(db, actor, self.principal, writes=True)
            yield tx
            tx.finish()
            db.commit()

    @contextmanager
    def read(self) -> Iterator[Tx]:
        """A read-only snapshot (never blocks a writer under WAL)."""
        with self._session(self._read) as db:
            yield Tx(db, None, self.principal)  # closing ends the snapshot; loaded rows stay readable (detached)

    @contextmanager
    def _session(self, engine: Engine) -> Iterator[DbSession]:
        try:
            with DbSession(engine, expire_on_commit=False) as db:
                yield db
        except OperationalError as exc:
            raise unavailable(exc, self.url) from exc
        except DatabaseError as exc:  # "file is not a database", "database disk image is malformed"
            if is_damage(exc):
                raise self._damaged(exc) from exc
            raise  # a constraint or a bad statement is the caller's error, not a damaged store

    def _damaged(self, exc: DatabaseError) -> StoreUnavailable:
        if self.path is not None:
            return health.damaged(self.path, type(exc.orig).__name__)
        return unavailable(exc, self.url)

    def revision(self, session_id: str | None = None) -> int:
        """The cheap counter a live view polls: the case's revision, or the whole store's."""
        with self.read() as tx:
            if session_id:
                value = tx.db.exec(select(RcaSession.revision).where(RcaSession.id == session_id)).first()
                return int(value or 0)
            return tx.store_revision()

    def check(self) -> None:
        """The store's structure: SQLite's ``PRAGMA quick_check`` on the file; for a server, a round trip (or
        nothing to check in a database that holds no schema yet)."""
        if self.path is not None:
            health.quick_check(self.path)
            return
        if self.schema_revision() is None:
            return  # an empty database is sound: `db upgrade` creates the schema in it
        with self.read() as tx:
            tx.store_revision()

    def schema_revision(self) -> str | None:
        """The store's schema revision (None: no schema yet)."""
        try:
            with self._write.connect() as conn:
                return migrate.current_revision(conn)
        except OperationalError as exc:
            raise unreachable(self.url, exc) from exc

    def dispose(self) -> None:
        self._write.dispose()
        if self._read is not self._write:
            self._read.dispose()


def open_store(url: str, *, create: bool = True) -> Store:
    store = Store(url)
    if create:
        store.create_schema()
    return store
