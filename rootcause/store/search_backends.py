"""Find the search entries that match some terms: FTS5 on SQLite, pg_trgm on PostgreSQL.

This is the one place search SQL differs per backend; both return :class:`Hit` rows scored "higher is
better", and :mod:`rootcause.domain.search_rank` does the rest. Terms arrive already cleaned by
:func:`rootcause.domain.search_query.parse_query` and are only ever passed as bound parameters.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Float, bindparam, case, cast, column, func, literal, literal_column, or_, select, table
from sqlmodel import Session as DbSession
from sqlmodel import col

from rootcause.domain.search_query import SearchTerms, fts5_match
from rootcause.domain.search_rank import Hit
from rootcause.store.tables import RcaSession, SearchEntry

CANDIDATES = 400  # entries fetched per search before cases are ranked

_FTS = table("search_fts", column("rowid"))  # the FTS5 table made by migration 0002 (SQLite only)
_FTS_NAME = literal_column("search_fts")
_COLUMNS = (SearchEntry.session_id, SearchEntry.kind, SearchEntry.ref_id, SearchEntry.text)


def _case_filter(include_archived: bool, exclude_session_id: str | None) -> list[Any]:
    where: list[Any] = []
    if not include_archived:
        where.append(col(RcaSession.archived_at).is_(None))
    if exclude_session_id:
        where.append(SearchEntry.session_id != exclude_session_id)
    return where


def _like(term: str) -> str:
    return "%" + term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


def _run(db: DbSession, stmt: Any) -> list[Hit]:
    return [Hit(*row) for row in db.exec(stmt)]


def _sqlite(db: DbSession, terms: SearchTerms, where: list[Any]) -> list[Hit]:
    """FTS5 MATCH ranked by BM25 (``bm25()`` is smaller for better matches, so it is negated)."""
    rank = func.bm25(_FTS_NAME)
    stmt = (select(*_COLUMNS, -rank)
            .select_from(_FTS)
            .join(SearchEntry, col(SearchEntry.id) == _FTS.c.rowid)
            .join(RcaSession, col(RcaSession.id) == SearchEntry.session_id)
            .where(_FTS_NAME.op("MATCH")(fts5_match(terms.long)), *where)
            .order_by(rank).limit(CANDIDATES))
    return _run(db, stmt)


def _postgres(db: DbSession, terms: SearchTerms, where: list[Any]) -> list[Hit]:
    """Weighted trigram matches: the GIN trigram index serves every ILIKE of three characters or more."""
    column = col(SearchEntry.text)
    weighted = [(bindparam(f"term{i}", _like(t)), 1.0 + min(len(t), 10) / 10) for i, t in enumerate(terms.long)]
    score = sum((case((column.ilike(p, escape="\\"), w), else_=0.0) for p, w in weighted), cast(0.0, Float))
    stmt = (select(*_COLUMNS, score)
            .join(RcaSession, col(RcaSession.id) == SearchEntry.session_id)
            .where(or_(*(column.ilike(p, escape="\\") for p, _ in weighted)), *where)
            .order_by(score.desc()).limit(CANDIDATES))
    return _run(db, stmt)


def _scan(db: DbSession, terms: tuple[str, ...], where: list[Any], postgres: bool) -> list[Hit]:
    """Entries containing a two-character term: no trigram to index, so a plain substring scan."""
    column = col(SearchEntry.text)
    found = [column.ilike(_like(t), escape="\\") if postgres else column.like(_like(t), escape="\\") for t in terms]
    stmt = (select(*_COLUMNS, literal(0.0))
            .join(RcaSession, col(RcaSession.id) == SearchEntry.session_id)
            .where(or_(*found), *where).limit(CANDIDATES))
    return _run(db, stmt)


def find_hits(db: DbSession, terms: SearchTerms, *, include_archived: bool,
              exclude_session_id: str | None) -> list[Hit]:
    """Candidate entries for ``terms``; two-character words are scanned for only when typed on their own."""
    where = _case_filter(include_archived, exclude_session_id)
    postgres = db.get_bind().dialect.name == "postgresql"
    hits: list[Hit] = []
    if terms.long:
        hits = _postgres(db, terms, where) if postgres else _sqlite(db, terms, where)
    if terms.short:
        seen = {hit.ref_id for hit in hits}
        hits += [hit for hit in _scan(db, terms.short, where, postgres) if hit.ref_id not in seen]
    return hits
