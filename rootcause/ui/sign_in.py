"""Sign-in with the hospital's identity provider: who is at this browser, settled before anything else is drawn.

``app.py`` calls :func:`gate` at the top of every run. Without sign-in configured the app is one trusted local user
(nothing changes; the sidebar says so). With it:

- nobody signed in: only a sign-in screen, in both languages (the language switch lives in the sidebar, which is
  not drawn), then ``st.stop()``: no sidebar, no case list, no page, nothing read from the store;
- signed in, but the directory has no active entry for that sign-in (``users.principal_for_login``): a "no access"
  screen naming the address, saying how an administrator adds it, with a sign-out button; then ``st.stop()``;
- otherwise the person's :class:`Principal` is kept for this browser (``state.set_principal``), so every store a
  page asks for is theirs (``Store.acting_for``) and every change is recorded under their directory id.

The check runs again on every rerun, so a role changed or an account disabled by an administrator takes effect at
the person's next click, and so does a sign-out: the store notes when the person signed out, and a sign-in issued
before it (the ID token's ``iat``) in another tab or a copied cookie is signed out at its next request.
"""

from __future__ import annotations

import os
import shlex
from collections.abc import Sequence
from typing import NoReturn

import streamlit as st
from streamlit.navigation.page import StreamlitPage

from rootcause.domain.model.access import Principal, address_unverified, role_label
from rootcause.errors import InvalidInput, RootCauseError
from rootcause.services import users
from rootcause.ui import state
from rootcause.ui.components import md
from rootcause.ui.i18n import LANGS, current_lang, t, text_in
from rootcause.web.signin_config import OIDC_VARIABLES

__all__ = ["gate", "identity"]


def gate(pages: Sequence[StreamlitPage]) -> Principal | None:
    """The signed-in person, or None in local mode; otherwise draw the screen that applies and stop the run.

    ``pages`` are the app's pages: a screen registers them hidden, so the browser lists none of them (Streamlit's
    first run of a process would otherwise list the ``pages/`` folder) and a deep link keeps its address."""
    if not state.sign_in_on():
        state.set_principal(None)
        if all((os.environ.get(name) or "").strip() for name in OIDC_VARIABLES):
            _not_started_screen(pages)  # `streamlit run app.py` with sign-in configured: fail closed
        return None
    if not st.user.get("is_logged_in"):
        state.set_principal(None)
        _sign_in_screen(pages)
    email = st.user.get("email")
    if address_unverified(st.user.get("email_verified")):  # the provider says the address is not the person's
        state.set_principal(None)
        _no_access_screen(pages, None, key="signin.unverified")
    try:
        who = users.principal_for_login(state.shared_store(), subject=st.user.get("sub"), email=email)
    except InvalidInput:  # no subject or no usable address in the provider's answer
        state.set_principal(None)
        _no_access_screen(pages, None)
    except RootCauseError as exc:  # the store could not be reached: say so, show nothing else
        state.set_principal(None)
        _screen(pages, [text_in(lang, "signin.failed", reason=exc.message(lang)) for lang in LANGS], error=True)
        _sign_out_button(_both("signin.sign_out"))
        st.stop()
    if who is None:
        state.set_principal(None)
        _no_access_screen(pages, str(email))
    if who.user_id is not None and users.signed_out_since(state.shared_store(), user_id=who.user_id,
                                                          issued_at=st.user.get("iat")):
        state.set_principal(None)  # (signed out elsewhere since this sign-in: another tab, a copied cookie)
        st.logout()
        st.stop()  # (nothing of this run is drawn for a sign-in that is over)
    state.set_principal(who)
    return who


def identity(who: Principal | None) -> None:
    """The sidebar's line on who is using the app: the signed-in address and role with a sign-out button, or the
    local user's caption."""
    if who is None:
        st.caption(t("signin.local_user"))
        return
    email = st.user.get("email")
    st.caption(t("signin.signed_in_as", email=md(str(email)), role=role_label(who.role, current_lang())))
    _sign_out_button(t("signin.sign_out"))


def _screen(pages: Sequence[StreamlitPage], paragraphs: list[str], *, error: bool = False) -> None:
    st.navigation(list(pages), position="hidden")
    st.title(t("app.title"))
    for text in paragraphs:
        if error:
            st.warning(text, icon=":material/block:")
        else:
            st.markdown(text)


def _both(key: str) -> str:
    """One short label in both languages (a button the person must find whichever they read)."""
    return " · ".join(text_in(lang, key) for lang in LANGS)


def _sign_in_screen(pages: Sequence[StreamlitPage]) -> NoReturn:
    _screen(pages, [text_in(lang, "signin.prompt") for lang in LANGS])
    if st.button(_both("signin.button"), key="signin:login", type="primary", icon=":material/login:"):
        st.login()
    st.stop()


def _no_access_screen(pages: Sequence[StreamlitPage], email: str | None, *, key: str = "signin.no_email") -> NoReturn:
    """``email`` None: the sign-in carries no address RootCause may trust (``key`` says why)."""
    if email is None:
        _screen(pages, [text_in(lang, key) for lang in LANGS], error=True)
    else:
        _screen(pages, [text_in(lang, "signin.no_access", email=md(email)) for lang in LANGS], error=True)
        for lang in LANGS:
            st.markdown(text_in(lang, "signin.ask_admin"))
        st.code(f"rootcause users add {shlex.quote(email)} --role member", language="bash")
    _sign_out_button(_both("signin.sign_out"))
    st.stop()


def _not_started_screen(pages: Sequence[StreamlitPage]) -> NoReturn:
    _screen(pages, [text_in(lang, "signin.not_started") for lang in LANGS], error=True)
    st.stop()


def _sign_out_button(label: str) -> None:
    if st.button(label, key="signin:logout", icon=":material/logout:"):
        who = state.principal()
        if who is not None and who.user_id is not None:  # (every other tab and copy of this sign-in ends too)
            users.record_sign_out(state.shared_store(), user_id=who.user_id)
        st.logout()
