"""Security headers on every HTTP response of the app: ASGI middleware in front of Streamlit.

- ``X-Content-Type-Options: nosniff``: a browser never runs a served file as another type than it was labelled;
- ``Referrer-Policy: no-referrer``: a case's URL (its id in the query) never leaks to another site through a link;
- ``X-Frame-Options: DENY`` and ``Content-Security-Policy: frame-ancestors 'none'``: no other page can frame the app
  and trick someone into clicking in it (clickjacking); the first for old browsers, the second for current ones.

There is deliberately no ``script-src``: Streamlit's page relies on inline scripts. The app uses no custom component
served into an iframe from ``/component/``; one that did would need ``SAMEORIGIN`` on that path.
"""

from __future__ import annotations

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

SECURITY_HEADERS: tuple[tuple[str, str], ...] = (
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    ("X-Frame-Options", "DENY"),
)
FRAME_ANCESTORS = "frame-ancestors 'none'"


def with_frame_ancestors(policy: str | None) -> str:
    """``policy`` with ``frame-ancestors 'none'``: added to a policy a route set itself, never replacing it."""
    if not policy or not policy.strip():
        return FRAME_ANCESTORS
    if "frame-ancestors" in policy.lower():
        return policy
    return f"{policy.rstrip().rstrip(';')}; {FRAME_ANCESTORS}"


class SecurityHeaders:
    """Adds :data:`SECURITY_HEADERS` and the frame-ancestors policy to each HTTP response as it starts."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in SECURITY_HEADERS:
                    headers[name] = value
                headers["Content-Security-Policy"] = with_frame_ancestors(headers.get("Content-Security-Policy"))
            await send(message)

        await self.app(scope, receive, send_with_headers)
