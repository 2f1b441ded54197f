"""Find the search entries that match some terms: FTS5 on SQLite, full-text search on PostgreSQL.

This is the one place search SQL differs per backend; both return :class:`Hit` rows scored "higher is
better", and :mod:`rootcause.domain.search.ranking` does the rest. Terms arrive already cleaned by
:func:`rootcause.domain.search.query.parse_query` and are only ever passed as bound parameters.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from sqlalchemy import ColumnClause, column, func, literal_column, select, table
from sqlmodel import Session as DbSession
from sqlmodel import col

from rootcause.domain.search.query import SearchTerms, fts5_match
from rootcause.domain.search.ranking import Hit
from rootcause.store.tables import RcaSession, SearchEntry

CANDIDATES = 200  # entries fetched per index and search before cases are ranked

_FTS = table("search_fts", column("rowid"))  # the FTS5 table made by migration 0002 (SQLite only)
_FTS_NAME: ColumnClause[Any] = literal_column("search_fts")
_GRAMS = table("search_grams", column("rowid"))  # each entry's index words (SQLite only)
_GRAMS_NAME: ColumnClause[Any] = literal_column("search_grams")
_TSV: ColumnClause[Any] = literal_column("search_entry.grams_tsv")  # stored tsvector of ``grams`` (PostgreSQL only)
_COLUMNS = (col(SearchEntry.session_id), col(SearchEntry.kind), col(SearchEntry.ref_id), col(SearchEntry.text))


def _case_filter(include_archived: bool, exclude_session_id: str | None) -> list[Any]:
    where: list[Any] = []
    if not include_archived:
        where.append(col(RcaSession.archived_at).is_(None))
    if exclude_session_id:
        where.append(col(SearchEntry.session_id) != exclude_session_id)
    return where


def _run(db: DbSession, stmt: Any) -> list[Hit]:
    return [Hit(*row) for row in db.exec(stmt)]


def _sqlite_ranked(db: DbSession, fts: Any, name: Any, terms: tuple[str, ...], where: list[Any]) -> list[Hit]:
    """The best entries of one FTS5 table by BM25 (``bm25()`` is smaller for better, so it is negated).

    The FTS table is ranked on its own first and only its top rows are joined to their entries and cases:
    joining every match before the sort would carry each match's text through it (three times slower).
    """
    rank = func.bm25(name)
    top = (select(fts.c.rowid, (-rank).label("score")).select_from(fts)
           .where(name.op("MATCH")(fts5_match(terms))).order_by(rank).limit(CANDIDATES).subquery())
    stmt = (select(*_COLUMNS, top.c.score)
            .join_from(top, SearchEntry, col(SearchEntry.id) == top.c.rowid)
            .join(RcaSession, col(RcaSession.id) == SearchEntry.session_id)
            .where(*where).order_by(top.c.score.desc()))
    return _run(db, stmt)


def _postgres(db: DbSession, terms: tuple[str, ...], where: list[Any]) -> list[Hit]:
    """Terms as full-text words of ``grams`` (Han pairs and triples, word stems), matched and ranked on the
    stored ``grams_tsv`` (GIN-indexed) before the top rows are joined. Terms hold only [a-z0-9] or Han
    characters, so they carry no tsquery syntax."""
    query = func.to_tsquery(literal_column("'simple'"), " | ".join(terms))
    rank = func.ts_rank(_TSV, query)
    top = (select(col(SearchEntry.id), (rank * 10).label("score")).where(_TSV.op("@@")(query))
           .order_by(rank.desc()).limit(CANDIDATES).subquery())
    stmt = (select(*_COLUMNS, top.c.score)
            .join_from(top, SearchEntry, col(SearchEntry.id) == top.c.id)
            .join(RcaSession, col(RcaSession.id) == SearchEntry.session_id)
            .where(*where).order_by(top.c.score.desc()))
    return _run(db, stmt)


def find_hits(db: DbSession, terms: SearchTerms, *, include_archived: bool,
              exclude_session_id: str | None) -> list[Hit]:
    """Candidate entries for ``terms``: on SQLite the trigram index and, for two-character terms, the index
    words; on PostgreSQL the index words for all terms."""
    where = _case_filter(include_archived, exclude_session_id)
    postgres = db.get_bind().dialect.name == "postgresql"
    hits: list[Hit] = []
    if postgres:  # one full-text query serves every term
        return _postgres(db, terms.long + terms.short, where)
    if terms.long:  # the trigram index: any substring of three characters or more
        hits = _sqlite_ranked(db, _FTS, _FTS_NAME, terms.long, where)
    if terms.short:  # the index words: two-character terms
        pairs = _sqlite_ranked(db, _GRAMS, _GRAMS_NAME, terms.short, where)
        by_ref = {hit.ref_id: hit for hit in hits}
        for hit in pairs:  # an entry both indexes found scores on both
            found = by_ref.get(hit.ref_id)
            by_ref[hit.ref_id] = replace(found, score=found.score + hit.score) if found else hit
        hits = list(by_ref.values())
    return hits
