"""Per-browser state: settings, the shared store handle, who is signed in, the current case, role and language.

Streamlit reruns the whole script on every click, so whatever must outlive a rerun lives in
``st.session_state``; the current case also lives in the URL (``?case=ses_...``) so a link opens the
same case on another screen, and the back button goes back to the previous case.

With sign-in configured, ``app.py`` (``ui/sign_in.py``) settles at the top of every run who this browser is and
keeps their :class:`Principal` here, so every store handle a page, a callback or a live fragment asks for is that
person's view (``Store.acting_for``); without one, no store is handed out at all. Without sign-in (one trusted
local user on loopback) the store is the unscoped one and the actor is the role picked in the sidebar.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any

import streamlit as st
from streamlit.runtime.pages_manager import PagesManager
from streamlit.runtime.scriptrunner import get_script_run_ctx

from rootcause import bootstrap
from rootcause.bootstrap import Assistant, Frameworks, Store
from rootcause.domain.model import HUMAN_ROLES, Actor, human
from rootcause.domain.model.access import Principal
from rootcause.domain.model.actor import person
from rootcause.errors import RootCauseError
from rootcause.settings import Settings, load_settings
from rootcause.ui.i18n import LANG_KEY, LANGS, current_lang

__all__ = [
    "CASE_KEY",
    "CASE_PARAM",
    "LANG_KEY",
    "ROLE_KEY",
    "NotSignedIn",
    "apply_pending_widgets",
    "as_router",
    "assistant",
    "current_actor",
    "current_case",
    "forget_stores",
    "frameworks",
    "init_language",
    "keep_choices_across_language",
    "principal",
    "require_router",
    "role_label",
    "routing",
    "set_current_case",
    "set_principal",
    "set_widgets_later",
    "settings",
    "shared_store",
    "sign_in_on",
    "store",
    "sync_case_with_url",
    "sync_language_with_url",
    "translated",
]

CASE_KEY = "rc_case"  # the current case id
CASE_PARAM = "case"  # the URL query parameter that carries it
LANG_PARAM = "lang"  # and the one that carries this browser's language
ROLE_KEY = "rc_role"  # the sidebar role picker
PRINCIPAL_KEY = "rc_principal"  # who is signed in on this browser (sign-in configured only); no widget uses it
_PENDING_KEY = "rc_pending_widgets"
_TRANSLATED_KEY = "rc_translated_widgets"
_routed: ContextVar[bool] = ContextVar("rootcause_routed", default=False)


def settings() -> Settings:
    """Settings from the environment, read the same way as the MCP server reads them (cheap per call)."""
    return load_settings()


@st.cache_resource(show_spinner=False)
def _open_store(url: str) -> Store:
    """One store (engines and pools) per database URL, shared by every browser of this server."""
    return bootstrap.open_store_at(url)


class NotSignedIn(RootCauseError):
    """Sign-in is configured but this browser has no signed-in person: no store is handed out."""

    code = "not_signed_in"

    def __init__(self) -> None:
        super().__init__(field=None, en="Sign in first: nothing is shown before you do.",
                         zh="請先登入：登入前不會顯示任何內容。")


def shared_store() -> Store:
    """The store as the local operator sees it (every case). Only for opening it and for finding out who a sign-in
    is (``ui/sign_in.py``); pages use :func:`store`. Raises RootCauseError when it cannot be opened."""
    return _open_store(settings().database_url)


def store() -> Store:
    """The store as the person in front of this browser sees it: limited to their cases when they signed in, the
    whole store for the local user (no sign-in configured). Raises RootCauseError (never a raw driver error) when it
    cannot be opened, and :class:`NotSignedIn` when sign-in is on and nobody has."""
    shared = shared_store()
    who = principal()
    if who is not None:
        return shared.acting_for(who)
    if sign_in_on():
        raise NotSignedIn()
    return shared


def sign_in_on() -> bool:
    """Whether people sign in here: Streamlit has an ``[auth]`` configuration, and then ``st.user`` always says
    whether this browser is signed in."""
    return "is_logged_in" in st.user.to_dict()


def principal() -> Principal | None:
    """The signed-in person of this browser, or None (local mode, or not signed in)."""
    who = st.session_state.get(PRINCIPAL_KEY)
    return who if isinstance(who, Principal) else None


def set_principal(who: Principal | None) -> None:
    """Record who this browser is (None: nobody); app.py's sign-in check calls it at the top of every run."""
    if who is None:
        st.session_state.pop(PRINCIPAL_KEY, None)
    else:
        st.session_state[PRINCIPAL_KEY] = who


@st.cache_resource(show_spinner=False)
def _open_frameworks(overrides: str) -> Frameworks:
    """Frameworks and rules for this server process, read once per override folder ("" for the built-ins alone)."""
    return bootstrap.load_frameworks(Path(overrides) if overrides else None)


@st.cache_resource(show_spinner=False)
def _import_learned_rules(overrides: str, url: str) -> bool:
    """learned_rules.yaml is read back into each store once per process (the import skips duplicates)."""
    bootstrap.import_learned_rules(_open_store(url), _open_frameworks(overrides))
    return True


def forget_stores() -> None:
    """Drop every cached store handle (and the note that its learned rules were imported); frameworks stay."""
    _open_store.clear()
    _import_learned_rules.clear()


def frameworks() -> Frameworks:
    """The loaded frameworks; a broken config file raises ConfigError naming the file (shown by app.py)."""
    current = settings()
    overrides = bootstrap.overrides_in_force(current.config_dir)  # an absent override folder: the built-ins alone
    key = str(overrides) if overrides is not None else ""
    _import_learned_rules(key, current.database_url)
    return _open_frameworks(key)


@st.cache_resource(show_spinner=False)
def _open_assistant(_settings: Settings, key: tuple[object, ...]) -> Assistant:
    """One AI assistant per process and configuration (``key``); it is off unless ROOTCAUSE_LLM=on."""
    return bootstrap.open_assistant(_settings)


def assistant() -> Assistant:
    """The optional AI assist; a changed model, endpoint or key gives a new one (the key is hashed, not kept)."""
    current = settings()
    secret = current.llm_api_key.get_secret_value() if current.llm_api_key else ""
    key = (current.llm_enabled, current.llm_model, current.llm_base_url, current.embed_model, current.llm_timeout,
           hashlib.sha256(secret.encode()).hexdigest())
    return _open_assistant(current, key)


def init_language(default: str) -> None:
    """A new browser session's language, until the person picks one: the ``?lang=`` its URL carries (a reload, a
    link opened in a new tab keep the chosen language: audit 28), else a Chinese browser's zh-TW, else the
    server's default."""
    if st.session_state.get(LANG_KEY) in LANGS:
        return
    from_url = st.query_params.get(LANG_PARAM)
    if from_url in LANGS:
        st.session_state[LANG_KEY] = from_url
        return
    accepted = (st.context.headers.get("Accept-Language") or "").split(",")[0].strip().lower()
    st.session_state[LANG_KEY] = "zh-TW" if accepted.startswith("zh") else default if default in LANGS else "en"


def sync_language_with_url() -> None:
    """Write this browser's language into its URL on every run (page links drop query parameters), so a reload or
    a copied link opens in it."""
    if st.query_params.get(LANG_PARAM) != current_lang():
        st.query_params[LANG_PARAM] = current_lang()


def role_label(role: str, lang: str | None = None) -> str:
    """A role's name in ``lang`` (default: the current language); roles, never names, are audited."""
    en, zh = HUMAN_ROLES.get(role, (role, role))
    return zh if (lang or current_lang()) == "zh-TW" else en


def translated(key: str) -> str:
    """Register a choice widget whose option labels depend on the language; returns ``key``.

    Streamlit identifies a choice by its label, so after a language switch the browser would send
    the old label, which matches no new option; :func:`keep_choices_across_language` prevents that.
    """
    st.session_state.setdefault(_TRANSLATED_KEY, set()).add(key)
    return key


def keep_choices_across_language() -> None:
    """The language switch's ``on_change``: pin every translated choice to its value, not its label.

    Callbacks run before the script, while Streamlit still decodes labels with the previous run's
    options; writing the decoded values back makes the new run draw them with the new labels.
    """
    for key in st.session_state.get(_TRANSLATED_KEY, set()):
        if key in st.session_state:
            st.session_state[key] = st.session_state[key]


def current_actor() -> Actor:
    """Who is acting from this browser: the signed-in person (their directory id, ``usr_…``), else the role
    picked in the sidebar (facilitator by default)."""
    who = principal()
    if who is not None and who.user_id is not None:
        return person(who.user_id, face="app")
    return human(st.session_state.get(ROLE_KEY) or "facilitator", face="app")


def current_case() -> str | None:
    value = st.session_state.get(CASE_KEY)
    return value if isinstance(value, str) and value else None


def set_current_case(case_id: str | None) -> None:
    """Select a case (or none) in this browser and in its URL together."""
    st.session_state[CASE_KEY] = case_id
    if case_id:
        st.query_params[CASE_PARAM] = case_id
    elif CASE_PARAM in st.query_params:
        del st.query_params[CASE_PARAM]


def sync_case_with_url() -> str | None:
    """A ``?case=`` in the URL wins (deep link, back button); else the URL gets this browser's case.

    Page links in the sidebar drop query parameters, so the case is written back on every run.
    """
    from_url = st.query_params.get(CASE_PARAM)
    case = current_case()
    if from_url and from_url != case:
        st.session_state[CASE_KEY] = from_url
    elif not from_url and case:
        st.query_params[CASE_PARAM] = case
    return current_case()


def set_widgets_later(values: dict[str, Any]) -> None:
    """Queue widget values for the next run: Streamlit forbids changing a widget after it is drawn."""
    st.session_state.setdefault(_PENDING_KEY, {}).update(values)


def apply_pending_widgets() -> None:
    """Apply queued widget values; app.py calls this before any page draws its widgets."""
    for key, value in st.session_state.pop(_PENDING_KEY, {}).items():
        st.session_state[key] = value


@contextmanager
def routing() -> Iterator[None]:
    """app.py runs the chosen page inside this, so a page can tell it was reached through the router."""
    token = _routed.set(True)
    try:
        yield
    finally:
        _routed.reset(token)


@contextmanager
def as_router() -> Iterator[None]:
    """Run app.py's body as ``st.navigation`` expects, whichever mode Streamlit started this run in.

    Streamlit (1.67) keeps a legacy ``pages/`` folder mode and uses it for the first run of a fresh
    server process (and for every AppTest run). This turns that mode off, as ``st.navigation``
    itself does, and gives app.py's widgets the ids of a normal run, so their values carry over.
    """
    PagesManager.uses_pages_directory = False
    ctx = get_script_run_ctx()
    if ctx is None:
        yield
        return
    with ctx.run_with_active_hash(ctx.pages_manager.main_script_hash):
        yield


def require_router() -> None:
    """Every page calls this first: in the legacy mode (see :func:`as_router`) a deep link such as
    ``/problem_timeline`` runs the page file alone, without settings check, sidebar or case.

    Then the page hands this same run to app.py (a rerun would drop the click that started it).
    """
    if _routed.get():
        return
    ctx = get_script_run_ctx()
    if ctx is None:
        return
    router = Path(ctx.pages_manager.main_script_path)
    exec(compile(router.read_text(encoding="utf-8"), str(router), "exec"),
         {"__name__": "__main__", "__file__": str(router)})
    st.stop()
