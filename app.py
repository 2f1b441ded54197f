"""RootCause web app: page set-up, the sign-in check, the sidebar (language, who, case) and the router. Nothing else.

Start it with ``rootcause run`` (which also starts the MCP server); ``streamlit run app.py`` serves it for work on
the pages (signing in there only with an ``[auth]`` table in ``.streamlit/secrets.toml``). Every page is listed here
explicitly: with ``st.navigation`` the ``pages/`` folder is not scanned. With sign-in configured, nothing below the
sign-in check (``ui/sign_in.py``) runs for a browser until a person in the staff directory has signed in.
"""

from __future__ import annotations

import logging
import uuid
from importlib import resources

import streamlit as st
from streamlit.navigation.page import StreamlitPage

from rootcause.domain.model import HUMAN_ROLES
from rootcause.domain.model.access import Principal
from rootcause.errors import NotFound, RootCauseError, StoreUnavailable
from rootcause.services import sessions
from rootcause.ui import sign_in, state, streamlit_text
from rootcause.ui.assist_widgets import sidebar_status as assist_status
from rootcause.ui.components import error_text, md, show_errors, store_down
from rootcause.ui.i18n import LANG_KEY, LANGS, current_lang, labeller, t, text_in
from rootcause.ui.meeting_widgets import sidebar_clock
from rootcause.ui.progress_panel import progress_panel
from rootcause.ui.search_widgets import sidebar_search
from rootcause.web.default_page import DEFAULT_PAGE

log = logging.getLogger("rootcause.app")
PICKER_KEY = "rc_case_picker"
# The tab's icon, shipped with the package: a Material symbol would make every page load ask fonts.gstatic.com for
# it, and RootCause works offline (audit 28).
ICON = str(resources.files("rootcause.ui") / "assets" / "icon.png")


def _picked() -> None:
    state.set_current_case(st.session_state.get(PICKER_KEY))


def case_picker(case_id: str | None) -> None:
    """Active cases newest first; a deep-linked archived case is listed too so the picker can show it."""
    titles: dict[str, str] = {}
    with show_errors(reading=True):
        titles = {c.id: c.title for c in sessions.list_sessions(state.store(), status="active", limit=200).sessions}
    if case_id and case_id not in titles:
        try:
            titles[case_id] = sessions.get_case(state.store(), session_id=case_id).session.title
        except NotFound as exc:  # a stale or mistyped link: say so and fall back to no case
            st.warning(error_text(exc), icon=":material/link_off:")
            state.set_current_case(None)
            case_id = None
    if st.session_state.get(PICKER_KEY) != case_id:
        st.session_state[PICKER_KEY] = case_id
    # translated: a language switch re-sends the choice; without it the browser could later report the picker
    # empty (its label had changed) and a live refresh then closed the case (seen in tests/e2e/test_whole_meeting.py)
    # Streamlit tells a choice by its label: cases that share a title are told apart by their ids, or the browser's
    # answer names the first of them and the case opened by link or Open turns into the other one (audit 31)
    shared = {title for title in titles.values() if list(titles.values()).count(title) > 1}
    labels = {ident: f"{title} · {ident}" if title in shared else title for ident, title in titles.items()}
    st.selectbox(t("sidebar.case"), list(titles), index=None, format_func=lambda ident: labels.get(ident, ident),
                 key=state.translated(PICKER_KEY), placeholder=t("sidebar.case_placeholder"), on_change=_picked)
    if case_id:
        st.caption(t("sidebar.current_case"))
        st.markdown(f"**{md(titles[case_id])}**")
    else:
        st.caption(t("sidebar.no_case"))


def sidebar(who: Principal | None) -> None:
    st.title(t("app.title"))
    st.caption(t("app.tagline"))
    st.radio(t("sidebar.language"), LANGS, format_func=labeller("lang."), key=LANG_KEY, horizontal=True,
             on_change=state.keep_choices_across_language, persist_state="session")
    state.sync_language_with_url()
    lang = current_lang()
    if who is None:  # the local user says which role they speak in; a signed-in person's role is the directory's
        st.selectbox(t("sidebar.role"), list(HUMAN_ROLES), format_func=lambda role: state.role_label(role, lang),
                     key=state.translated(state.ROLE_KEY), help=t("sidebar.role_help"), persist_state="session")
    sign_in.identity(who)
    case_picker(state.sync_case_with_url())
    sidebar_search()
    assist_status()


def app_pages() -> list[StreamlitPage]:
    """Every page of the app, in the sidebar's order."""
    return [
        st.Page("pages/cases.py", title=t("nav.cases"), icon=":material/folder_open:", url_path=DEFAULT_PAGE,
                default=True),
        st.Page("pages/problem_timeline.py", title=t("nav.problem_timeline"), icon=":material/timeline:",
                url_path="problem_timeline"),
        st.Page("pages/hfacs.py", title=t("nav.hfacs"), icon=":material/category:", url_path="hfacs"),
        st.Page("pages/fishbone.py", title=t("nav.fishbone"), icon=":material/account_tree:", url_path="fishbone"),
        st.Page("pages/why_tree.py", title=t("nav.why_tree"), icon=":material/psychology_alt:", url_path="why_tree"),
        st.Page("pages/causation.py", title=t("nav.causation"), icon=":material/fact_check:", url_path="causation"),
        st.Page("pages/actions.py", title=t("nav.actions"), icon=":material/task_alt:", url_path="actions"),
        st.Page("pages/report.py", title=t("nav.report"), icon=":material/summarize:", url_path="report"),
        st.Page("pages/meeting.py", title=t("nav.meeting"), icon=":material/groups:", url_path="meeting"),
        st.Page("pages/audit.py", title=t("nav.audit"), icon=":material/history:", url_path="audit"),
        st.Page("pages/insights.py", title=t("nav.insights"), icon=":material/insights:", url_path="insights"),
    ]


def main() -> None:
    # A bug must never put a traceback (paths, SQL, case text) on a projected screen; it goes to the log.
    st.set_option("client.showErrorDetails", "none")
    st.set_option("client.toolbarMode", "minimal")  # no developer menu on the meeting-room screen
    try:
        state.init_language(state.settings().lang)
        state.shared_store()
        state.frameworks()
    except RootCauseError as exc:  # bad ROOTCAUSE_* value, broken config file or unusable store: explain, in both
        st.set_page_config(page_title="RootCause", page_icon=ICON)
        st.error(f"{exc.message('en')}\n\n{exc.message('zh-TW')}", icon=":material/error:")
        if isinstance(exc, StoreUnavailable):  # (a server away when the first person arrives comes back: a retry)
            st.button(f"{text_in('en', 'error.store_retry')} / {text_in('zh-TW', 'error.store_retry')}",
                      key="rc:store_retry", icon=":material/refresh:")
        st.stop()
    st.set_page_config(page_title=t("app.title"), page_icon=ICON, layout="wide")
    pages = app_pages()
    # With sign-in configured, nothing below runs until a person in the directory has signed in.
    who = sign_in.gate(pages)
    state.apply_pending_widgets()
    streamlit_text.apply()
    down: StoreUnavailable | None = None
    try:
        with st.sidebar:
            sidebar(who)
    except StoreUnavailable as exc:  # the database went away: the page says which, the navigation stays
        down = exc
    page = st.navigation(pages)
    try:
        if down is None:
            progress_panel(state.current_case())  # after st.navigation: its page links need the pages registered
            sidebar_clock(state.current_case())
    except StoreUnavailable as exc:
        down = exc
    if down is not None:
        store_down(down)
        return
    try:
        with state.routing():
            page.run()
    except StoreUnavailable as exc:
        store_down(exc)
    except RootCauseError as exc:  # a service error no page caught inline (e.g. the case vanished)
        st.error(error_text(exc), icon=":material/error:")
    except Exception:  # a bug: log it with a trace id the user can report; show no internals
        trace = uuid.uuid4().hex[:12]
        log.exception("page failed trace=%s", trace)
        st.error(t("error.unexpected", trace=trace), icon=":material/bug_report:")


with state.as_router():
    main()
