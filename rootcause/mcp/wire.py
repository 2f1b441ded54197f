"""The server's own middleware, installed on the bare server before the first request: error texts in the house
form (``argument_errors``) and the open cases in ``resources/list``.

They go on before any request is served because the SDK composes a request's middleware chain when the request
arrives: one added later (while the tools are built beside the handshake) would miss the requests already
waiting for the build. The case lister needs the runtime, which exists only once the build is done; it finds it
in a slot that ``attach`` fills.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from mcp.server.context import CallNext, HandlerResult, ServerMiddleware, ServerRequestContext
from mcp.server.mcpserver import MCPServer
from mcp.types import Resource

from rootcause.errors import RootCauseError
from rootcause.mcp import argument_errors, old_names, protocol_errors
from rootcause.mcp.acting_for import acting_for_middleware

if TYPE_CHECKING:
    from rootcause.mcp.runtime import Runtime

LISTED_CASES = 50  # resources/list names the newest open cases; rc_list_sessions pages through the rest


@dataclass
class _Slot:
    runtime: Runtime | None = None


_SLOTS: WeakKeyDictionary[MCPServer, _Slot] = WeakKeyDictionary()


def install(server: MCPServer, lang: str) -> None:
    """Add the house middleware to a server that serves no request yet."""
    slot = _SLOTS.setdefault(server, _Slot())
    server.middleware.append(protocol_errors.middleware(lang))  # outermost of ours: sees every failure leave
    server.middleware.append(acting_for_middleware())  # first: every later step reads the store as that person
    server.middleware.append(old_names.middleware(server, lang))  # (an old name is the new tool's call from here on)
    server.middleware.append(argument_errors.middleware(server, lang))
    server.middleware.append(_open_cases_listed(slot))


def attach(server: MCPServer, runtime: Runtime) -> None:
    """The runtime is built: the case lister may read the store."""
    _SLOTS.setdefault(server, _Slot()).runtime = runtime


def _open_cases_listed(slot: _Slot) -> ServerMiddleware[Any]:
    """resources/list names each open case's report beside the static resources, so an agent that attaches
    context by browsing finds the cases (the templates alone name no case)."""

    async def list_open_cases(ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
        answer = await call_next(ctx)
        rt = slot.runtime
        if ctx.method != "resources/list" or not isinstance(answer, dict) or rt is None:
            return answer  # (inside the chain a result is already its wire dict)
        from rootcause.services import sessions  # (the services load with the build, not before the handshake)

        try:
            cases = sessions.list_sessions(rt.db, status="open", limit=LISTED_CASES).sessions
        except RootCauseError:  # the store is busy: the static list still answers
            return answer
        listed = [Resource(uri=f"rootcause://sessions/{c.id}/report.md", name=f"{c.id} report", title=c.title,
                           mime_type="text/markdown", description=f"Report of open case {c.id} (read-only)")
                  .model_dump(mode="json", by_alias=True, exclude_none=True) for c in cases]
        return {**answer, "resources": [*answer.get("resources", []), *listed]}

    return list_open_cases
