"""Similar-case search: learn from past RCAs before writing this one's causes and actions."""

from __future__ import annotations

from rootcause.domain.model import SimilarCases
from rootcause.mcp.runtime import READ, Runtime, ToolDecorator
from rootcause.services.search import search_similar_cases


def register(tool: ToolDecorator, rt: Runtime) -> None:
    @tool(READ, "Find similar cases")
    def rc_search_similar_cases(
        query: str,
        limit: int | None = None,
        include_archived: bool = False,
        exclude_session_id: str | None = None,
    ) -> SimilarCases:
        """Past cases resembling query (English, Chinese or mixed), best first, with up to 3 matching snippets
        each (highlights: [start, end) offsets). limit 1-50 (default 10). ranking: semantic or lexical."""
        return search_similar_cases(rt.db, query=query, limit=limit, include_archived=include_archived,
                                    exclude_session_id=exclude_session_id, assistant=rt.assistant)
