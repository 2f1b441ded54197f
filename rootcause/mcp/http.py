"""Streamable HTTP serving: bearer-token check, loopback rule, and a clear message for a busy port."""

from __future__ import annotations

import hmac
import ipaddress
import socket
import sys
from typing import Any

from starlette.types import ASGIApp, Receive, Scope, Send

from rootcause.settings import Settings


def is_loopback(host: str) -> bool:
    if host in ("localhost", "localhost.localdomain"):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


class BearerToken:
    """Rejects every HTTP request that lacks ``Authorization: Bearer <token>`` with 401."""

    def __init__(self, app: ASGIApp, token: str) -> None:
        self.app = app
        self.expected = f"Bearer {token}".encode()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            headers = dict(scope.get("headers") or [])
            given = headers.get(b"authorization", b"")
            if not hmac.compare_digest(given, self.expected):
                await send({"type": "http.response.start", "status": 401, "headers": [
                    (b"content-type", b"application/json"), (b"www-authenticate", b'Bearer realm="rootcause"')]})
                await send({"type": "http.response.body",
                            "body": b'{"error":"unauthorized","message":"Send Authorization: Bearer <token>."}'})
                return
        await self.app(scope, receive, send)


def port_is_free(host: str, port: int) -> bool:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((host.strip("[]"), port))
        except OSError:
            return False
    return True


def serve_http(settings: Settings, host: str, port: int) -> int:
    """Run until interrupted; returns a process exit code (2 for a refused start)."""
    import uvicorn

    from rootcause.mcp.server import build_server

    if not is_loopback(host) and not settings.mcp_token:
        print(f"rootcause mcp: refusing to listen on {host} without a token. Set ROOTCAUSE_MCP_TOKEN, "
              "or bind to 127.0.0.1.", file=sys.stderr)
        return 2
    if not port_is_free(host, port):
        print(f"rootcause mcp: port {port} on {host} is already in use. Stop the other process or choose "
              "another port with --port (or ROOTCAUSE_MCP_PORT).", file=sys.stderr)
        return 2
    server = build_server(settings)
    app: Any = server.streamable_http_app(host=host)
    if settings.mcp_token:
        app = BearerToken(app, settings.mcp_token)
    print(f"rootcause mcp: serving http://{host}:{port}/mcp", file=sys.stderr)
    uvicorn.run(app, host=host.strip("[]"), port=port, log_level="warning", lifespan="on")
    return 0
