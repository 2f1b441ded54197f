"""Find the search entries that match some terms: FTS5 on SQLite, pg_trgm on PostgreSQL.

This is the one place search SQL differs per backend; both return :class:`Hit` rows scored "higher is
better", and :mod:`rootcause.domain.search_rank` does the rest. Terms arrive already cleaned by
:func:`rootcause.domain.search_query.parse_query` and are only ever passed as bound parameters.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from sqlalchemy import Float, bindparam, case, cast, column, func, literal_column, or_, select, table
from sqlmodel import Session as DbSession
from sqlmodel import col

from rootcause.domain.search_query import SearchTerms, fts5_match
from rootcause.domain.search_rank import Hit
from rootcause.store.tables import RcaSession, SearchEntry

CANDIDATES = 400  # entries fetched per search before cases are ranked

_FTS = table("search_fts", column("rowid"))  # the FTS5 table made by migration 0002 (SQLite only)
_FTS_NAME = literal_column("search_fts")
_GRAMS = table("search_grams", column("rowid"))  # character pairs of each entry (SQLite only)
_GRAMS_NAME = literal_column("search_grams")
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


def _sqlite_pairs(db: DbSession, terms: SearchTerms, where: list[Any]) -> list[Hit]:
    """Two-character terms against the pair index (exact tokens), ranked by BM25 like the trigrams."""
    rank = func.bm25(_GRAMS_NAME)
    stmt = (select(*_COLUMNS, -rank)
            .select_from(_GRAMS)
            .join(SearchEntry, col(SearchEntry.id) == _GRAMS.c.rowid)
            .join(RcaSession, col(RcaSession.id) == SearchEntry.session_id)
            .where(_GRAMS_NAME.op("MATCH")(fts5_match(terms.short)), *where)
            .order_by(rank).limit(CANDIDATES))
    return _run(db, stmt)


def _postgres_pairs(db: DbSession, terms: SearchTerms, where: list[Any]) -> list[Hit]:
    """Two-character terms as full-text words of ``grams`` (the GIN index on its tsvector serves it)."""
    vector = func.to_tsvector(literal_column("'simple'"), SearchEntry.grams)
    query = func.to_tsquery(literal_column("'simple'"), " | ".join(terms.short))  # terms are [a-z0-9] or Han only
    score = func.ts_rank(vector, query) * 10
    stmt = (select(*_COLUMNS, score)
            .join(RcaSession, col(RcaSession.id) == SearchEntry.session_id)
            .where(vector.op("@@")(query), *where)
            .order_by(score.desc()).limit(CANDIDATES))
    return _run(db, stmt)


def find_hits(db: DbSession, terms: SearchTerms, *, include_archived: bool,
              exclude_session_id: str | None) -> list[Hit]:
    """Candidate entries for ``terms`` from the trigram index and, for two-character terms, the pair index."""
    where = _case_filter(include_archived, exclude_session_id)
    postgres = db.get_bind().dialect.name == "postgresql"
    hits: list[Hit] = []
    if terms.long:
        hits = _postgres(db, terms, where) if postgres else _sqlite(db, terms, where)
    if terms.short:
        pairs = _postgres_pairs(db, terms, where) if postgres else _sqlite_pairs(db, terms, where)
        by_ref = {hit.ref_id: hit for hit in hits}
        for hit in pairs:  # an entry both indexes found scores on both
            found = by_ref.get(hit.ref_id)
            by_ref[hit.ref_id] = replace(found, score=found.score + hit.score) if found else hit
        hits = list(by_ref.values())
    return hits
