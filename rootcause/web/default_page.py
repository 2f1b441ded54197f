"""The default page answers its own name too.

The Cases page is the app's default, which Streamlit serves at "/" only: "/cases" (its name in the navigation, and
the address a person or a bookmark guesses) got Streamlit's English "Page not found". A GET or HEAD for it is sent to
"/" with its query (``?case=…&lang=…``) kept.
"""

from __future__ import annotations

from starlette.types import ASGIApp, Receive, Scope, Send

DEFAULT_PAGE = "cases"  # (app.py registers the Cases page under this url_path)


class DefaultPageAlias:
    """ASGI middleware: ``/cases`` (with or without a trailing slash) → 307 to ``/`` with the same query."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if (scope["type"] == "http" and scope.get("method") in ("GET", "HEAD")
                and scope.get("path", "").rstrip("/") == f"/{DEFAULT_PAGE}"):
            query = scope.get("query_string", b"")
            location = b"/" + (b"?" + query if query else b"")
            await send({"type": "http.response.start", "status": 307,
                        "headers": [(b"location", location), (b"content-length", b"0")]})
            await send({"type": "http.response.body", "body": b""})
            return
        await self.app(scope, receive, send)
