"""Similar-case search: learn from past RCAs before writing this one's causes and actions."""

from __future__ import annotations

from mcp.server.mcpserver import MCPServer

from rootcause.domain.model import SimilarCases
from rootcause.mcp.runtime import READ, Runtime, tool_errors
from rootcause.services.search import search_similar_cases


def register(server: MCPServer, rt: Runtime) -> None:
    guarded = tool_errors(rt.settings.lang)

    @server.tool(annotations=READ)
    @guarded
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
