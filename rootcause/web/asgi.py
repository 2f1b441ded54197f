"""The app as an ASGI application: Streamlit's ``st.App`` for ``app.py``, behind our security middleware.

``st.App`` is Streamlit's own server as a Starlette application. Its ``middleware`` argument puts ours in front of
Streamlit's internal stack (path security, session cookie, gzip) for HTTP requests and websocket upgrades alike:

    SecurityHeaders  (outermost, so even a refusal carries the headers)
      HostOriginGuard  (a foreign Host: 400; a websocket upgrade from a foreign Origin: 403)
        DefaultPageAlias  (``/cases`` → ``/``: the default page answers its own name)
          Streamlit

Served by uvicorn rather than ``streamlit run``, Streamlit takes its options from its config.toml files only (no
command-line flags, no ``STREAMLIT_*`` variables). The few the product depends on are therefore set here, over
``.streamlit/config.toml`` (read beside ``app.py``, because the ``App`` is built before the options are loaded).

With sign-in configured (``signin_setup.py``), the ``[auth]`` table built from the ``ROOTCAUSE_OIDC_*`` variables
reaches ``st.login`` as ``st.App(secrets={"auth": ...})``, the cookie secret is Streamlit's ``server.cookieSecret``
too (its session cookie, which carries a sign-in's state to the callback, is signed before the secrets are merged),
and the redirect's host joins the Host allow-list.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

import streamlit as st
from starlette.middleware import Middleware
from streamlit.web import bootstrap

from rootcause.domain.model.validation import MAX_DOCUMENT
from rootcause.web.default_page import DefaultPageAlias
from rootcause.web.guard import HostOriginGuard
from rootcause.web.headers import SecurityHeaders
from rootcause.web.hosts import allowed_hosts, allowed_origins
from rootcause.web.signin_setup import SignInSetup

MAX_UPLOAD_MB = -(-MAX_DOCUMENT // 1_000_000)  # the uploader's limit, rounded up: the import refuses the rest


def streamlit_options(host: str, port: int) -> dict[str, Any]:
    """The Streamlit options RootCause serves with, whatever config.toml says: the upload limit, no usage
    statistics, no browser to open, no file watcher (a server runs released code; ``streamlit run app.py`` is the
    way to work on the pages with reload on save), and Streamlit's agent API off: agents use the MCP server, with
    its token and its audit trail, never an anonymous side door into the app."""
    return {
        "server.address": host.strip("[]"),
        "server.port": port,
        "server.headless": True,
        "server.maxUploadSize": MAX_UPLOAD_MB,
        "server.fileWatcherType": "none",
        "server.enableAgentApi": False,
        "browser.gatherUsageStats": False,
    }


def security_middleware(host: str, port: int, extra_hosts: Iterable[str]) -> list[Middleware]:
    """Our middleware for an app bound to ``host``:``port``, outermost first."""
    hosts = allowed_hosts(host, port, extra_hosts)
    return [Middleware(SecurityHeaders), Middleware(HostOriginGuard, hosts=hosts, origins=allowed_origins(hosts)),
            Middleware(DefaultPageAlias)]


def build_app(script: Path, host: str, port: int, extra_hosts: Iterable[str],
              sign_in: SignInSetup | None = None) -> st.App:
    """The ASGI app for ``script`` (``app.py``) bound to ``host``:``port``, answering ``extra_hosts`` too, with
    ``sign_in`` when it is configured.

    Call once per process: Streamlit's configuration is process-wide.
    """
    hosts = [*extra_hosts, *([sign_in.redirect_host] if sign_in else [])]
    given = {"auth": sign_in.auth} if sign_in and sign_in.auth else None
    app = st.App(script, secrets=given, middleware=security_middleware(host, port, hosts))
    options = streamlit_options(host, port)
    if sign_in and sign_in.cookie_secret:
        options["server.cookieSecret"] = sign_in.cookie_secret
    # After st.App(): it records the script's folder, whose .streamlit/config.toml the options are loaded over.
    bootstrap.load_config_options(options)
    return app
