"""Streamable HTTP serving: bearer-token check, loopback rule, Host and Origin allow-list, a clear message for a
busy port.

As the MCP specification asks of a local server, every request's Host and Origin are checked against an allow-list
(the bound address, localhost and the loopback addresses, plus ``ROOTCAUSE_ALLOWED_HOSTS``) on every address, so a
web page cannot reach the server by DNS rebinding; the SDK's own transport-security settings do the check. The
bearer scheme is case-insensitive (RFC 6750) and the token is compared in constant time; a token shorter than
``MIN_TOKEN`` characters stops the start (``rootcause config token`` prints a fresh one).
"""

from __future__ import annotations

import hmac
import ipaddress
import re
import secrets
import socket
import sys
from typing import Any

from mcp.server.transport_security import TransportSecuritySettings
from starlette.types import ASGIApp, Receive, Scope, Send

from rootcause.settings import Settings


def is_loopback(host: str) -> bool:
    if host in ("localhost", "localhost.localdomain"):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


MIN_TOKEN = 32  # characters: a guessable token is no protection once the port is reachable


def new_token() -> str:
    """A fresh random token (43 URL-safe characters, 256 bits)."""
    return secrets.token_urlsafe(32)


def token_problem(token: str | None) -> str | None:
    """Why ``token`` cannot guard the server, or None."""
    if token is not None and len(token.strip()) < MIN_TOKEN:
        return (f"ROOTCAUSE_MCP_TOKEN is shorter than {MIN_TOKEN} characters; use a long random one "
                "(`rootcause config token` prints one).")
    return None


def _bearer(header: bytes) -> bytes:
    """The token of ``Authorization: Bearer <token>``, the scheme in any case; b"" for anything else."""
    scheme, _, token = header.strip().partition(b" ")
    return token.strip() if scheme.lower() == b"bearer" else b""


class BearerToken:
    """Rejects every HTTP request that lacks ``Authorization: Bearer <token>`` with 401."""

    def __init__(self, app: ASGIApp, token: str) -> None:
        self.app = app
        self.expected = token.encode()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            headers = dict(scope.get("headers") or [])
            given = _bearer(headers.get(b"authorization", b""))
            if not hmac.compare_digest(given, self.expected):
                await send({"type": "http.response.start", "status": 401, "headers": [
                    (b"content-type", b"application/json"), (b"www-authenticate", b'Bearer realm="rootcause"')]})
                await send({"type": "http.response.body",
                            "body": b'{"error":"unauthorized","message":"Send Authorization: Bearer <token>."}'})
                return
        await self.app(scope, receive, send)


_WITH_PORT = re.compile(r"(?:\[[^\]]+\]|[^:\[\]]+):\d+")  # host:port or [v6]:port


def transport_security(host: str, port: int, extra: tuple[str, ...]) -> TransportSecuritySettings:
    """The Host and Origin allow-list for a server bound to ``host``: the bound address (unless it is the
    wildcard), localhost and the loopback addresses, and the operator's own names (``ROOTCAUSE_ALLOWED_HOSTS``,
    each a host or host:port)."""
    names = ["localhost", "127.0.0.1", "[::1]"]
    bound = f"[{host.strip('[]')}]" if ":" in host.strip("[]") else host
    if host.strip("[]") not in ("0.0.0.0", "::") and bound not in names:
        names.append(bound)
    hosts: list[str] = []
    for name in [*names, *extra]:
        if ":" in name and not name.startswith("["):  # a bare IPv6 address: the Host header brackets it
            name = f"[{name}]" if not _WITH_PORT.fullmatch(name) else name
        hosts += [name] if _WITH_PORT.fullmatch(name) else [name, f"{name}:{port}"]
    origins = [f"{scheme}://{h}" for h in hosts for scheme in ("http", "https")]
    return TransportSecuritySettings(enable_dns_rebinding_protection=True, allowed_hosts=hosts,
                                     allowed_origins=origins)


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
    weak = token_problem(settings.mcp_token)
    if weak:
        print(f"rootcause mcp: {weak}", file=sys.stderr)
        return 2
    if not port_is_free(host, port):
        print(f"rootcause mcp: port {port} on {host} is already in use. Stop the other process or choose "
              "another port with --port (or ROOTCAUSE_MCP_PORT).", file=sys.stderr)
        return 2
    server = build_server(settings)
    app: Any = server.streamable_http_app(
        host=host, transport_security=transport_security(host, port, settings.allowed_hosts))
    if settings.mcp_token:
        app = BearerToken(app, settings.mcp_token)
    print(f"rootcause mcp: serving http://{host}:{port}/mcp", file=sys.stderr)
    uvicorn.run(app, host=host.strip("[]"), port=port, log_level="warning", lifespan="on")
    return 0
