"""Similar-case search in the app: the sidebar box, and "similar past cases" on the Problem page.

Both call :func:`rootcause.services.search.search_similar_cases`, the same function as the MCP tool, with
the app's assistant, so an embedding model (when one is configured) re-ranks the results here too.
"""

from __future__ import annotations

import streamlit as st

from rootcause.domain.model import CaseView, SearchMatch, SimilarCase
from rootcause.services.search import search_similar_cases
from rootcause.ui import components as ui
from rootcause.ui import state
from rootcause.ui.i18n import t

QUERY_KEY = "rc_search_query"
ARCHIVED_KEY = "rc_search_archived"
SIDEBAR_RESULTS = 5
PANEL_RESULTS = 5


def marked(match: SearchMatch) -> str:
    """The snippet as Markdown, typed text escaped and the matched words in bold."""
    out, at = [], 0
    for begin, end in match.highlights:
        out.append(ui.md(match.snippet[at:begin]))
        out.append(f"**{ui.md(match.snippet[begin:end])}**")
        at = end
    out.append(ui.md(match.snippet[at:]))
    return "".join(out)


def _result(case: SimilarCase, *, matches: int) -> None:
    badge = f" · {t('search.archived')}" if case.archived else ""
    st.page_link("pages/problem_timeline.py", label=case.title, icon=":material/history_edu:",
                 query_params={state.CASE_PARAM: case.session_id})
    st.caption(t("search.meta", relevance=f"{case.relevance:.0%}", status=t(f"status.{case.status}"),
                 created=case.created_at.date().isoformat()) + badge)
    for match in case.matches[:matches]:
        st.markdown(f"{t(f'search.kind_{match.kind}')}: {marked(match)}")


def sidebar_search() -> None:
    """A search box over every past case; results link straight to the case."""
    query = st.text_input(t("search.label"), key=QUERY_KEY, placeholder=t("search.placeholder"),
                          help=t("search.help"), persist_state="session")
    archived = st.checkbox(t("search.include_archived"), key=ARCHIVED_KEY, persist_state="session")
    if not query.strip():
        return
    with ui.show_errors() as ok:
        found = search_similar_cases(state.store(), query=query, limit=SIDEBAR_RESULTS, include_archived=archived,
                                     assistant=state.assistant())
    if not ok:
        return
    if not found.cases:
        st.caption(t("search.none"))
    for case in found.cases:
        _result(case, matches=1)


def problem_query(case: CaseView) -> str:
    """What a facilitator would search for: the problem as written, or the title before there is one."""
    parts = [case.problem.what, case.problem.impact] if case.problem.what else [case.session.title]
    return " ".join(p for p in parts if p)


def similar_cases_panel(case: CaseView) -> None:
    """Past cases like this one (this case itself left out), to learn from before writing causes."""
    with st.expander(t("search.similar_header"), icon=":material/manage_search:"):
        st.caption(t("search.similar_intro"))
        with ui.show_errors() as ok:
            found = search_similar_cases(state.store(), query=problem_query(case), limit=PANEL_RESULTS,
                                         exclude_session_id=case.session.id, assistant=state.assistant())
        if not ok:
            return
        if not found.cases:
            st.info(t("search.similar_none"), icon=":material/search_off:")
        for other in found.cases:
            _result(other, matches=2)
