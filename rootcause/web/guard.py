"""The app's Host and Origin check: ASGI middleware in front of Streamlit.

Streamlit's own websocket check accepts an upgrade whose Origin matches its Host. A DNS-rebinding page passes that
(both name the attacker's host) and got ``101 Switching Protocols`` on ``/_stcore/stream``, i.e. a live session in
the visitor's browser. So, before Streamlit sees anything:

- every HTTP request and websocket upgrade must name an allowed Host (``rootcause/web/hosts.py``), on every bind
  address, loopback included; an HTTP request for anything else gets ``400``, an upgrade ``403`` and no upgrade;
- a websocket upgrade that carries an Origin must come from an allowed one (any other scheme, host or port is
  foreign) and otherwise gets ``403`` and no upgrade. An upgrade without Origin comes from a non-browser client and
  is let through: rebinding and cross-site websocket hijacking both need a browser, which always sends it.

Plain HTTP requests are not held to Origin: Streamlit's XSRF token guards its uploads, and its agent API (the other
way to drive the app over HTTP) stays off (``rootcause/web/asgi.py``).
"""

from __future__ import annotations

from collections.abc import Collection

from starlette.datastructures import Headers
from starlette.responses import PlainTextResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from rootcause.web.hosts import host_allowed, origin_allowed


class HostOriginGuard:
    """Refuses requests for a foreign Host, and websocket upgrades from a foreign Origin."""

    def __init__(self, app: ASGIApp, hosts: Collection[str], origins: Collection[str]) -> None:
        self.app = app
        self.hosts = frozenset(hosts)
        self.origins = frozenset(origins)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):  # lifespan: nothing to check
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        if not host_allowed(headers.get("host"), self.hosts):
            await _refuse(scope, receive, send, 400, "Invalid Host header")
        elif scope["type"] == "websocket" and not origin_allowed(headers.get("origin"), self.origins):
            await _refuse(scope, receive, send, 403, "Invalid Origin header")
        else:
            await self.app(scope, receive, send)


async def _refuse(scope: Scope, receive: Receive, send: Send, status: int, text: str) -> None:
    """An HTTP answer with ``status``. A websocket is closed before it is accepted, which every ASGI server answers
    with ``403`` and no upgrade (uvicorn's denial-response path logs an error for each: a log an attacker fills)."""
    if scope["type"] == "websocket":
        await send({"type": "websocket.close", "code": 1008})
        return
    await PlainTextResponse(text, status_code=status)(scope, receive, send)
