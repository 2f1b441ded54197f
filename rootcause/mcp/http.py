"""Streamable HTTP serving: who a request acts for (``acting_for``: the server token or a personal one), the
loopback rule, the Host and Origin allow-list, a clear message for a busy port.

As the MCP specification asks of a local server, every request's Host and Origin are checked against an allow-list
(the bound address, localhost and the loopback addresses, plus ``ROOTCAUSE_ALLOWED_HOSTS``) on every address, so a
web page cannot reach the server by DNS rebinding; the SDK's own transport-security settings do the check. The
bearer scheme is case-insensitive (RFC 6750) and the token is compared in constant time; a token shorter than
``MIN_TOKEN`` characters stops the start (``rootcause config token`` prints a fresh one).
"""

from __future__ import annotations

import os
import secrets
import socket
import sys
from typing import Any

from mcp.server.transport_security import TransportSecuritySettings

from rootcause.mcp.acting_for import PersonAuth
from rootcause.settings import Settings
from rootcause.web.hosts import allowed_hosts, allowed_origins, is_loopback

MIN_TOKEN = 32  # characters: a guessable token is no protection once the port is reachable


def new_token() -> str:
    """A fresh random token (43 URL-safe characters, 256 bits)."""
    return secrets.token_urlsafe(32)


def token_problem(token: str | None, lang: str = "en") -> str | None:
    """Why ``token`` cannot guard the server, or None (in ``lang``)."""
    if token is not None and len(token.strip()) < MIN_TOKEN:
        if lang == "zh-TW":
            return (f"ROOTCAUSE_MCP_TOKEN 短於 {MIN_TOKEN} 個字元；請改用夠長的隨機權杖"
                    "（`rootcause config token` 可產生）。")
        return (f"ROOTCAUSE_MCP_TOKEN is shorter than {MIN_TOKEN} characters; use a long random one "
                "(`rootcause config token` prints one).")
    return None


def transport_security(host: str, port: int, extra: tuple[str, ...]) -> TransportSecuritySettings:
    """The Host and Origin allow-list for a server bound to ``host`` (``rootcause/web/hosts.py``, the same list the
    app uses): the bound address (unless it is the wildcard), localhost and the loopback addresses, and the
    operator's own names (``ROOTCAUSE_ALLOWED_HOSTS``, each a host or host:port)."""
    hosts = allowed_hosts(host, port, extra)
    return TransportSecuritySettings(enable_dns_rebinding_protection=True, allowed_hosts=list(hosts),
                                     allowed_origins=list(allowed_origins(hosts)))


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

    from rootcause.mcp.plain_json import PlainJsonBodies
    from rootcause.mcp.server import bare_server, register_everything
    from rootcause.services.tokens import directory_is_empty, principal_for_token
    from rootcause.web.serve import app_secrets_files
    from rootcause.web.signin_config import sign_in_configured

    zh = settings.lang == "zh-TW"
    if not is_loopback(host) and not settings.mcp_token:
        print(f"rootcause mcp：拒絕在 {host} 上無權杖監聽。請設定 ROOTCAUSE_MCP_TOKEN，或改綁定 127.0.0.1。" if zh else
              f"rootcause mcp: refusing to listen on {host} without a token. Set ROOTCAUSE_MCP_TOKEN, "
              "or bind to 127.0.0.1.", file=sys.stderr)
        return 2
    weak = token_problem(settings.mcp_token, settings.lang)
    if weak:
        print(f"rootcause mcp: {weak}", file=sys.stderr)
        return 2
    if not port_is_free(host, port):
        print(f"rootcause mcp：{host} 的連接埠 {port} 已被使用。請停止另一個程式，或以 --port（或 ROOTCAUSE_MCP_PORT）"
              "改用其他連接埠。" if zh else f"rootcause mcp: port {port} on {host} is already in use. Stop the other "
              "process or choose another port with --port (or ROOTCAUSE_MCP_PORT).", file=sys.stderr)
        return 2
    server = bare_server(settings)
    runtime = register_everything(server, settings)
    app: Any = server.streamable_http_app(
        host=host, transport_security=transport_security(host, port, settings.allowed_hosts))
    single_user = not any(sign_in_configured(os.environ, path) for path in app_secrets_files()) \
        and not settings.allowed_hosts
    app = PersonAuth(PlainJsonBodies(app, settings.lang), settings.mcp_token,
                     lambda token: principal_for_token(runtime.store, token),
                     tokenless_ok=lambda: single_user and directory_is_empty(runtime.store), lang=settings.lang)
    print(f"rootcause mcp: serving http://{host}:{port}/mcp", file=sys.stderr)
    uvicorn.run(app, host=host.strip("[]"), port=port, log_level="warning", lifespan="on")
    return 0
