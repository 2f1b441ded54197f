"""Keep ``search_entry`` in step with the rows people search, inside the writing transaction.

Every write goes through :class:`~rootcause.store.store.Tx`, which calls :func:`sync` after an insert or
update and :func:`drop` after a delete, so no service can forget it and search never lags a case. The
texts are the ones an RCA team looks for in past cases: the title, the problem, causes, why answers and
actions. A soft-deleted cause leaves the index; undoing the delete brings it back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from sqlalchemy import delete, insert, update
from sqlmodel import Session as DbSession
from sqlmodel import SQLModel, col

from rootcause.domain.search.query import grams_of
from rootcause.store.tables import Action, Cause, ProblemStatement, RcaSession, SearchEntry, WhyNode


def _join(*parts: str | None) -> str:
    return "\n".join(p.strip() for p in parts if p and p.strip())


def _problem(row: ProblemStatement) -> str:
    return _join(row.what, row.where, row.impact, row.detection)


def _cause(row: Cause) -> str:
    return "" if row.deleted_at is not None else _join(row.description)


def _why(row: WhyNode) -> str:
    return _join(row.text, row.root_cause_rationale)


# model -> (kind shown in results, the searchable text of a row; "" = not searchable)
INDEXED: dict[type, tuple[str, Callable[[Any], str]]] = {
    RcaSession: ("title", lambda row: _join(row.title)),
    ProblemStatement: ("problem", _problem),
    Cause: ("cause", _cause),
    WhyNode: ("why", _why),
    Action: ("action", lambda row: _join(row.description)),
}


def entry_for(row: Any) -> tuple[str, str] | None:
    """(kind, text) of an indexed row, or None when the row type is not searched."""
    spec = INDEXED.get(type(row))
    if spec is None:
        return None
    kind, text_of = spec
    return kind, text_of(row)


def sync(db: DbSession, row: Any, *, new: bool = False) -> None:
    """Insert, refresh or remove the entry of ``row`` (no-op for rows that are not searched).

    ``new``: the row was just inserted, so it has no entry yet (one INSERT instead of UPDATE + INSERT).
    """
    found = entry_for(row)
    if found is None:
        return
    kind, text = found
    if not text:
        if not new:
            _run(db, delete(SearchEntry).where(col(SearchEntry.ref_id) == row.id))
        return
    session_id = row.id if isinstance(row, RcaSession) else row.session_id
    values = {"kind": kind, "text": text, "grams": grams_of(text)}
    if new or _run(db, update(SearchEntry).where(col(SearchEntry.ref_id) == row.id).values(**values)).rowcount == 0:
        _run(db, insert(SearchEntry).values(session_id=session_id, ref_id=row.id, **values))


def entries_for_new(model: type[SQLModel], values: Mapping[str, Any]) -> dict[str, Any] | None:
    """The entry a just-inserted row needs (for a batch insert), or None when it is not searched or blank."""
    found = entry_for(model.model_construct(**values))
    if found is None or not found[1]:
        return None
    kind, text = found
    session_id = values["id"] if model is RcaSession else values["session_id"]
    return {"session_id": session_id, "ref_id": values["id"], "kind": kind, "text": text, "grams": grams_of(text)}


def drop(db: DbSession, model: type, ident: str) -> None:
    if model in INDEXED:
        _run(db, delete(SearchEntry).where(col(SearchEntry.ref_id) == ident))


def _run(db: DbSession, statement: Any) -> Any:
    """Core statements on the transaction's connection: no ORM flush or identity map is involved."""
    return db.connection().execute(statement)
