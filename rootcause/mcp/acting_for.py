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


_UNAUTHORIZED = {
    "en": b'{"error":"unauthorized","message":"Send Authorization: Bearer <token>: the server token or a personal '
          b'token."}',
    "zh-TW": '{"error":"unauthorized","message":"請送出 Authorization: Bearer <權杖>：伺服器權杖或個人權杖。"}'
             .encode(),
}


class PersonAuth:
    """Every HTTP request names its person with a bearer token, or is refused with 401.

    A request with no token at all is the local operator only on a single-user install: no shared operator token,
    and ``tokenless_ok()`` (no sign-in configured, no public host name allowed, no one in the directory). Loopback
    is no trust boundary on a shared server (another account can reach the port) nor behind a proxy, so once the
    install has people, a request must name one (audit 28). A token that is sent must be valid."""

    def __init__(self, app: ASGIApp, operator_token: str | None, resolve: Callable[[str], Principal | None], *,
                 tokenless_ok: Callable[[], bool], lang: str = "en") -> None:
        self.app = app
        self.operator = operator_token.encode() if operator_token else None
        self.resolve = resolve
        self.tokenless_ok = tokenless_ok
        self.refusal = _UNAUTHORIZED.get(lang, _UNAUTHORIZED["en"])

    def person(self, given: bytes) -> Principal | None:
        if self.operator is not None and given and hmac.compare_digest(given, self.operator):
            return OPERATOR
        if not given:
            return OPERATOR if self.operator is None and self.tokenless_ok() else None
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
                await send({"type": "http.response.body", "body": self.refusal})
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
