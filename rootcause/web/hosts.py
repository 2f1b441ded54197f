"""Which Host and Origin values a RootCause server answers: one allow-list for the app and the MCP HTTP server.

A web page on ``evil.example`` can make the visitor's browser resolve its own name to 127.0.0.1 (DNS rebinding) and
then talk to a server on loopback as if it were same-origin. Such a request still names the attacker's host in its
``Host`` header (and in ``Origin`` on a websocket or cross-site request), so both servers answer only the names they
are really reached by: the bound address (unless it is the wildcard), ``localhost`` and the loopback addresses, and
the operator's own names (``ROOTCAUSE_ALLOWED_HOSTS``, each a host or host:port). This holds on every bind address,
loopback included.

Pure: strings in, strings out, no I/O and no framework, so the app's middleware (``rootcause/web/guard.py``) and the
MCP server's transport settings (``rootcause/mcp/http.py``) read the same list.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Collection, Iterable

LOOPBACK_NAMES = ("localhost", "127.0.0.1", "[::1]")
WILDCARDS = ("0.0.0.0", "::", "")  # bind-to-all addresses: no client ever names the server by them
_WITH_PORT = re.compile(r"(?:\[[^\]]+\]|[^:\[\]]+):\d+")  # host:port or [v6]:port


def is_loopback(host: str) -> bool:
    """True for ``localhost`` and every loopback address (127.0.0.0/8, ::1), bracketed or not."""
    if host.lower() in ("localhost", "localhost.localdomain"):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def _as_host_header(name: str) -> str:
    """A name as it appears in a Host header: lower case, a bare IPv6 address in brackets."""
    name = name.strip().lower()
    if ":" in name and not name.startswith("[") and not _WITH_PORT.fullmatch(name):
        return f"[{name}]"
    return name


def allowed_hosts(host: str, port: int, extra: Iterable[str]) -> tuple[str, ...]:
    """The Host header values a server bound to ``host``:``port`` answers: each allowed name bare (a proxy on the
    default port drops it) and with ``port``; a name the operator gave with a port is kept as given."""
    names = [*LOOPBACK_NAMES]
    if host.strip("[]") not in WILDCARDS:
        names.append(_as_host_header(host))
    hosts: list[str] = []
    for name in [*names, *(_as_host_header(e) for e in extra if e.strip())]:
        for value in ([name] if _WITH_PORT.fullmatch(name) else [name, f"{name}:{port}"]):
            if value not in hosts:
                hosts.append(value)
    return tuple(hosts)


def allowed_origins(hosts: Iterable[str]) -> tuple[str, ...]:
    """The Origin values that go with ``hosts``: each over http and https."""
    return tuple(f"{scheme}://{h}" for h in hosts for scheme in ("http", "https"))


def host_allowed(header: str | None, hosts: Collection[str]) -> bool:
    """Whether a request's Host header names this server; a request without one is refused."""
    return bool(header) and (header or "").strip().lower() in hosts


def origin_allowed(header: str | None, origins: Collection[str]) -> bool:
    """Whether a request's Origin is one of ours. No Origin at all is allowed: browsers always send one on a
    websocket upgrade and a cross-site request, so its absence means a non-browser client, which DNS rebinding and
    cross-site websocket hijacking cannot use. ``null`` (a sandboxed or file page) is foreign."""
    if not header:
        return True
    return header.strip().lower() in origins
