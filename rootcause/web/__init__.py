"""The app's web front: Streamlit's ``st.App`` for ``app.py`` served by uvicorn, behind our own checks.

``rootcause run`` starts the app as ``python -m rootcause.web.serve`` (``serve.app_command``), which builds the ASGI
app (``asgi.py``) and runs it under uvicorn. In front of Streamlit sit two small ASGI middlewares: ``guard.py``
answers only the Host names the app is reached by and refuses websocket upgrades from foreign Origins (DNS
rebinding, cross-site websocket hijacking), and ``headers.py`` adds the security headers to every response.
``hosts.py`` is the one allow-list the app and the MCP HTTP server share; ``signin_config.py`` decides whether
sign-in is configured, without which the app is never served off loopback, and ``signin_setup.py`` what ``st.login``
is given when it is (the ``[auth]`` table from ``ROOTCAUSE_OIDC_*``, the redirect address, the cookie secret kept in
the data folder).

This ``__init__`` imports nothing: the MCP server imports ``rootcause.web.hosts`` and must not load Streamlit.
"""
