"""Similar-case search: learn from past RCAs before writing this one's causes and actions."""

from __future__ import annotations

from rootcause.domain.model import SimilarCases
from rootcause.mcp.runtime import READ, Runtime, ToolDecorator
from rootcause.services.search import search_similar_cases


def register(tool: ToolDecorator, rt: Runtime) -> None:
    @tool(READ)
    def rc_search_similar_cases(
        query: str,
        limit: int | None = None,
        include_archived: bool = False,
        exclude_session_id: str | None = None,
    ) -> SimilarCases:
        """Past cases whose title, problem, causes, why answers or actions resemble query (English,
        Chinese or mixed), best first, each with up to 3 matching snippets (highlights are [start, end)
        offsets in the snippet). limit 1-50 (default 10). Archived cases only with include_archived.
        Pass the current case as exclude_session_id when looking for precedents of it. ranking is
        "semantic" when the server's embedding model re-ranked the results, else "lexical"."""
        return search_similar_cases(rt.db, query=query, limit=limit, include_archived=include_archived,
                                    exclude_session_id=exclude_session_id, assistant=rt.assistant)
