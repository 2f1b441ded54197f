"""Similar-case search: past cases whose title, problem, causes, why answers or actions resemble a query.

One function serves the sidebar search box, the Problem page's "similar past cases" and the MCP tool
``rc_search_similar_cases``. The query passes the same PHI gate as saved text (the store holds no
identifiers, so searching by one cannot help, and a refused query never reaches a log); query syntax
characters are dropped before it reaches the index, and terms are only ever bound as parameters.

With an assistant that can embed (ROOTCAUSE_EMBED_MODEL), the lexical candidates are re-ranked by meaning
(``case_embeddings``) and ``ranking`` says "semantic"; without one, or when that fails, the lexical
result is returned unchanged with ``ranking="lexical"``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sqlmodel import col, select

from rootcause.domain.model.search import SimilarCases
from rootcause.domain.model.validation import require_limit
from rootcause.domain.search.query import MAX_QUERY_CHARS as MAX_QUERY_CHARS  # re-exported: the MCP schema shows it
from rootcause.domain.search.query import parse_query
from rootcause.domain.search.ranking import CaseInfo, rank_cases
from rootcause.errors import InvalidInput
from rootcause.services import case_embeddings, text
from rootcause.store import Store
from rootcause.store.search_backends import find_hits
from rootcause.store.tables import RcaSession

if TYPE_CHECKING:
    from rootcause.assist import Assistant

DEFAULT_LIMIT = 10
MAX_LIMIT = 50


def search_similar_cases(
    db: Store, *, query: str, limit: int | None = None, include_archived: bool = False,
    exclude_session_id: str | None = None, assistant: Assistant | None = None,
) -> SimilarCases:
    """The best ``limit`` cases for ``query`` with their matching snippets, best first (re-ranked by
    embeddings when ``assistant`` can embed; the lexical order otherwise)."""
    wanted = text.required("query", query, max_len=MAX_QUERY_CHARS)
    top = require_limit("limit", limit, default=DEFAULT_LIMIT, maximum=MAX_LIMIT)
    terms = parse_query(wanted)
    if not terms:
        raise InvalidInput(
            field="query",
            en="The query has no words to search for (at least two letters or Chinese characters).",
            zh="查詢內容沒有可搜尋的字詞（至少需要兩個英文字母或中文字）。",
        )
    with db.read() as tx:
        if exclude_session_id is not None:
            tx.get(RcaSession, exclude_session_id, field="exclude_session_id", kind="session")  # a real case's id
        hits = find_hits(tx.db, terms, include_archived=include_archived, exclude_session_id=exclude_session_id)
        ids = {hit.session_id for hit in hits}
        cases = {
            row.id: CaseInfo(title=row.title, status=row.status, archived=row.archived_at is not None,
                             event_type=row.event_type, created_at=row.created_at)
            for row in tx.all(select(RcaSession).where(col(RcaSession.id).in_(ids)))
        } if ids else {}
    semantic = assistant is not None and assistant.can_embed
    ranked = rank_cases(hits, terms, cases, max(top, case_embeddings.CANDIDATES) if semantic else top)
    if semantic and ranked and assistant is not None:
        reranked = case_embeddings.rerank(db, assistant, query=wanted, cases=ranked, limit=top)
        if reranked is not None:
            return SimilarCases(query=wanted, cases=reranked, included_archived=include_archived, ranking="semantic")
    return SimilarCases(query=wanted, cases=ranked[:top], included_archived=include_archived, ranking="lexical")
