"""Whom an MCP request acts for, from the HTTP request to the store handle the tools use.

Over HTTP, :class:`PersonAuth` checks the bearer token: the server's shared ``ROOTCAUSE_MCP_TOKEN`` is the local
operator's, a personal token (``rootcause token create``) is that person's, with their role and their cases; the
person is put on the request's ASGI scope. The server middleware :func:`acting_for_middleware` then sets
:data:`current_principal` for the handling of each request, and ``Runtime.db`` hands every tool the store as
that person sees it. Stdio has no HTTP request: it is the local operator (whoever starts the process can
already read the store's file).
"""

from __future__ import annotations

import contextvars
import hmac
from collections.abc import Callable
from typing import Any

from mcp.server.context import CallNext, HandlerResult, ServerMiddleware, ServerRequestContext
from starlette.types import ASGIApp, Receive, Scope, Send

from rootcause.domain.model.access import OPERATOR, Principal

SCOPE_KEY = "rootcause_principal"
# An HTTP request that reached the server without a person on its scope sees nothing and may write nothing.
NOBODY = Principal(user_id="usr_nobody", role="viewer")
current_principal: contextvars.ContextVar[Principal] = contextvars.ContextVar("rootcause_principal", default=OPERATOR)


def bearer(header: bytes) -> bytes:
    """The token of ``Authorization: Bearer <token>``, the scheme in any case (RFC 6750); b"" for anything else."""
    scheme, _, token = header.strip().partition(b" ")
    return token.strip() if scheme.lower() == b"bearer" else b""


class PersonAuth:
    """Every HTTP request names its person with a bearer token, or is refused with 401.

    Without a shared operator token (a loopback server), a request with no token at all is the local operator,
    as before personal tokens existed; a token that is sent must be valid."""

    def __init__(self, app: ASGIApp, operator_token: str | None, resolve: Callable[[str], Principal | None]) -> None:
        self.app = app
        self.operator = operator_token.encode() if operator_token else None
        self.resolve = resolve

    def person(self, given: bytes) -> Principal | None:
        if self.operator is not None and given and hmac.compare_digest(given, self.operator):
            return OPERATOR
        if not given:
            return None if self.operator is not None else OPERATOR
        try:
            return self.resolve(given.decode("ascii"))
        except UnicodeDecodeError:
            return None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            headers = dict(scope.get("headers") or [])
            who = self.person(bearer(headers.get(b"authorization", b"")))
            if who is None:
                await send({"type": "http.response.start", "status": 401, "headers": [
                    (b"content-type", b"application/json"), (b"www-authenticate", b'Bearer realm="rootcause"')]})
                await send({"type": "http.response.body", "body": b'{"error":"unauthorized","message":"Send '
                            b'Authorization: Bearer <token>: the server token or a personal token."}'})
                return
            scope.setdefault("state", {})[SCOPE_KEY] = who
        await self.app(scope, receive, send)


def principal_of(ctx: ServerRequestContext[Any, Any]) -> Principal:
    """The person a request acts for: the one on its HTTP request's scope, or the operator on stdio."""
    request = ctx.request
    if request is None:
        return OPERATOR
    state = getattr(request, "scope", {}).get("state") or {}
    found = state.get(SCOPE_KEY)
    return found if isinstance(found, Principal) else NOBODY


def acting_for_middleware() -> ServerMiddleware[Any]:
    """Server middleware: the request's person is :data:`current_principal` while it is handled."""

    async def acting_for(ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
        token = current_principal.set(principal_of(ctx))
        try:
            return await call_next(ctx)
        finally:
            current_principal.reset(token)

    return acting_for
