"""Cases: find a case, open it, start a new one, archive or restore one.

The list follows the store live, so a case an agent creates over MCP appears here within seconds.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from rootcause.domain.model import SessionListItem
from rootcause.domain.model.access import may_create_case, role_label
from rootcause.domain.model.validation import limit_of
from rootcause.errors import RootCauseError
from rootcause.services import demo, sessions
from rootcause.ui import components as ui
from rootcause.ui import state
from rootcause.ui.i18n import LANGS, current_lang, labeller, t

FILTERS = ("active", "archived", "all")
ROW_ERROR = "cases:row_error"
FORM = {name: f"cases:new:{name}" for name in ("title", "event_type", "severity", "framework", "language")}


def open_case(case_id: str) -> None:
    state.set_current_case(case_id)
    st.switch_page("pages/problem_timeline.py", query_params={state.CASE_PARAM: case_id})


def change_status(case_id: str, version: int, archived: bool, title: str) -> None:
    """Button callback: runs with the version drawn on the button, i.e. the version the person saw."""
    change = sessions.restore_session if archived else sessions.archive_session
    try:
        change(state.store(), session_id=case_id, version=version, actor=state.current_actor())
    except RootCauseError as exc:
        st.session_state[ROW_ERROR] = (case_id, exc)
        return
    ui.flash(t("cases.restored_msg" if archived else "cases.archived_msg", title=title))


def case_row(case: SessionListItem) -> None:
    """One case: title, what it is, and its actions; a failed archive is explained in its own row."""
    with st.container(border=True):
        st.markdown(f"**{ui.md(case.title)}**")
        facts = [case.event_type, ui.sac_label(case.severity), t(f"framework.{case.framework}"),
                 t(f"lang.{case.language}"), t(f"status.{case.status}"),
                 t("cases.updated_on", date=ui.when_label(case.updated_at)), f"id {case.id}"]
        st.caption(" · ".join(ui.md(f) for f in facts if f))
        failed = st.session_state.get(ROW_ERROR)
        if failed and failed[0] == case.id:
            st.error(failed[1].message(current_lang()), icon=":material/error:")
            del st.session_state[ROW_ERROR]
        with st.container(horizontal=True):
            if st.button(t("cases.open"), key=f"cases:open:{case.id}", type="primary", icon=":material/login:"):
                open_case(case.id)
            archived = case.status == "archived"
            st.button(t("cases.restore") if archived else t("cases.archive"), key=f"cases:status:{case.id}",
                      icon=":material/unarchive:" if archived else ":material/archive:", on_click=change_status,
                      args=(case.id, case.version, archived, case.title))


def case_list(store_is_empty: bool) -> None:
    search, show = st.columns([3, 2], vertical_alignment="bottom")
    query = search.text_input(t("cases.search"), key="cases:query", placeholder=t("cases.search_placeholder"),
                              max_chars=limit_of("query"), icon=":material/search:", persist_state="session")
    status = show.radio(t("cases.filter"), FILTERS, format_func=labeller("cases.filter_"),
                        key=state.translated("cases:filter"), horizontal=True, persist_state="session")
    with ui.show_errors({"query": t("cases.search")}) as done:
        listing = sessions.list_sessions(state.store(), status=status, query=query, limit=50)
    if not done:
        return
    if not listing.sessions:
        if not store_is_empty:  # an empty store is explained beside the form, with the demo offer
            st.info(t("cases.none_found"), icon=":material/search_off:")
        return
    st.caption(t("cases.count", shown=len(listing.sessions), total=listing.total))
    for case in listing.sessions:
        case_row(case)


def create_form() -> None:
    """A new case; Enter in the title submits. Title and event type clear only after a success."""
    if FORM["language"] not in st.session_state:
        st.session_state[FORM["language"]] = current_lang()
    with st.form("cases:new"):
        st.subheader(t("cases.new"))
        st.caption(t("cases.no_names"))
        st.text_input(t("cases.title_label"), key=FORM["title"], placeholder=t("cases.title_placeholder"),
                      max_chars=limit_of("title"), persist_state="session")
        st.text_input(t("cases.event_type"), key=FORM["event_type"], placeholder=t("cases.event_type_placeholder"),
                      max_chars=limit_of("event_type"), persist_state="session")
        ui.sac_select(FORM["severity"])
        st.selectbox(t("cases.framework"), sessions.FRAMEWORKS, format_func=labeller("framework."),
                     key=state.translated(FORM["framework"]), help=t("framework.help"), persist_state="session")
        st.selectbox(t("cases.language"), LANGS, format_func=labeller("lang."), key=FORM["language"],
                     persist_state="session")
        submitted = st.form_submit_button(t("cases.create"), type="primary", icon=":material/add:")
    if submitted:
        values: dict[str, Any] = {name: st.session_state.get(key) for name, key in FORM.items()}
        with ui.show_errors({"title": t("cases.title_label"), "event_type": t("cases.event_type")}) as done:
            case = sessions.create_session(state.store(), actor=state.current_actor(), **values)
        if done:
            state.set_current_case(case.id)
            state.set_widgets_later({FORM["title"]: "", FORM["event_type"]: "", FORM["severity"]: None})
            ui.flash(t("cases.created", title=case.title))
            st.rerun()


def demo_offer() -> None:
    """An empty store gets a one-click realistic case, so a first meeting starts from an example."""
    st.info(t("cases.empty"), icon=":material/lightbulb:")
    if st.button(t("cases.load_demo"), key="cases:demo", type="primary", icon=":material/auto_stories:"):
        with ui.show_errors() as done:
            case = demo.load_demo_case(state.store(), state.frameworks(), actor=state.current_actor(),
                                       language=current_lang())
        if done:
            state.set_current_case(case.id)
            ui.flash(t("cases.demo_loaded", title=case.title))
            st.rerun()


state.require_router()
ui.live_case(None)
st.title(t("cases.title"))
st.caption(t("cases.intro"))
ui.show_flash()
with ui.show_errors(reading=True) as ready:
    store_is_empty = sessions.list_sessions(state.store(), status="all", limit=1).total == 0
if ready:
    listing_column, form_column = st.columns([3, 2], gap="large")
    with form_column:
        who = state.principal()
        if who is not None and not may_create_case(who):  # a member or viewer: a facilitator opens cases
            if store_is_empty:
                st.info(t("signin.no_cases_yet"), icon=":material/group:")
            st.caption(t("signin.cannot_open_cases", role=role_label(who.role, current_lang())))
        else:
            if store_is_empty:
                demo_offer()
            create_form()
    with listing_column:
        case_list(store_is_empty)
