"""Report: preview the report, download it (Markdown, HTML, JSON), close the case, import a case from JSON.

The preview is the Markdown report itself, with its Mermaid blocks drawn as diagrams, so what the room
reads is what the committee receives. Import needs no current case: it opens the case it creates.
"""

from __future__ import annotations

import re
from importlib.util import find_spec

import streamlit as st

from rootcause.services import case_io, closing, report_export, sessions
from rootcause.ui import assist_widgets as assist
from rootcause.ui import components as ui
from rootcause.ui import progress_panel, state
from rootcause.ui.i18n import LANGS, current_lang, labeller, t

MERMAID = re.compile(r"^```mermaid\n(.*?)^```[ \t]*$", re.DOTALL | re.MULTILINE)
IMPORT_KEY = "rp:import_round"  # bumped after an import so the uploader starts empty


def html_report(case_id: str, lang: str) -> str | None:
    """The HTML report, or None while this server has no HTML renderer (the button is then disabled)."""
    if find_spec("rootcause.export.report_html") is None:
        return None
    try:
        return report_export.export_report(state.store(), state.frameworks(), session_id=case_id, format="html",
                                           lang=lang)
    except ImportError:
        return None


def preview(markdown: str) -> None:
    """Text parts as Markdown, ```mermaid blocks as diagrams (split on the fences)."""
    parts = MERMAID.split(markdown)
    for i, part in enumerate(parts):
        if i % 2:
            st.mermaid_chart(part)
        elif part.strip():
            st.markdown(part)


def import_section() -> None:
    st.subheader(t("report.import_header"))
    round_ = st.session_state.setdefault(IMPORT_KEY, 0)
    upload = st.file_uploader(t("report.import_label"), type=["json"], help=t("report.import_help"),
                              key=f"rp:import:{round_}")
    if not st.button(t("report.import_button"), icon=":material/upload_file:", key="rp:import_button"):
        return
    if upload is None:
        st.warning(t("report.import_choose"), icon=":material/upload_file:")
        return
    with ui.show_errors(document=True) as ok:
        made = case_io.import_case(state.store(), state.frameworks(), document=upload.getvalue(),
                                   actor=state.current_actor())
    if ok:
        ui.flash(t("report.imported", title=made.title))
        st.session_state[IMPORT_KEY] = round_ + 1
        state.set_current_case(made.id)
        st.rerun()


state.require_router()
case_id = state.current_case()
st.title(t("report.title"))
ui.show_flash()
if case_id is None:
    st.info(t("report.no_case"), icon=":material/info:")
    import_section()
    st.stop()
ui.live_case(case_id)
st.caption(t("report.intro"))
with ui.show_errors() as found:
    case = sessions.get_case(state.store(), session_id=case_id).session
if not found:
    import_section()
    st.stop()
lang = st.radio(t("report.language"), LANGS, index=LANGS.index(case.language) if case.language in LANGS else 0,
                format_func=labeller("lang."), horizontal=True, key=state.translated(f"rp:{case_id}:lang"),
                persist_state="session")  # the chosen report language survives a visit to another page
with ui.show_errors() as found:
    markdown = report_export.export_report(state.store(), state.frameworks(), session_id=case_id, lang=lang)
    document = report_export.export_report(state.store(), state.frameworks(), session_id=case_id, format="json")
    html = html_report(case_id, lang)
    missing = closing.unmet(state.store(), session_id=case_id)
if not found:
    st.stop()

name = f"rootcause-{case_id}-{lang}"
with st.container(horizontal=True, vertical_alignment="center"):
    st.markdown(f"**{t('report.downloads')}**")
    st.download_button(t("report.download_md"), markdown, file_name=f"{name}.md", mime="text/markdown",
                       on_click="ignore", icon=":material/description:", key="rp:md")
    st.download_button(t("report.download_html"), html or "", file_name=f"{name}.html", mime="text/html",
                       on_click="ignore", icon=":material/html:", key="rp:html", disabled=html is None)
    st.download_button(t("report.download_json"), document, file_name=f"rootcause-{case_id}.json",
                       mime="application/json", on_click="ignore", icon=":material/data_object:", key="rp:json",
                       help=t("report.download_json_help"))
if html is None:
    st.caption(t("report.html_missing"))

with st.container(border=True):
    st.subheader(t("report.close_header"))
    if case.status == "complete":
        st.success(t("report.closed_already"), icon=":material/task_alt:")
        with st.container(key="rp:reopen", border=False):
            # (the box is the case's own: a reason typed for one case never reopens another, audit 30)
            reason_key = f"rp:{case_id}:reason"
            reason = st.text_input(t("report.reopen_reason"), help=t("report.reopen_reason_help"), key=reason_key,
                                   persist_state="session")
            if st.button(t("report.reopen"), key="rp:reopen:save", icon=":material/lock_open:"):
                with ui.show_errors() as ok:
                    closing.reopen_case(state.store(), session_id=case_id, reason=reason, actor=state.current_actor())
                if ok:
                    state.set_widgets_later({reason_key: ""})
                    ui.flash(t("report.reopened", title=case.title))
                    st.rerun()
    elif case.status == "archived":
        st.info(t("report.close_archived"), icon=":material/inventory_2:")
    elif missing:
        st.warning(t("report.close_missing"), icon=":material/pending_actions:")
        for stage in missing:
            page = progress_panel.STAGE_PAGES.get(stage, "report")
            st.page_link(progress_panel.PAGES[page], label=t(f"progress.stage_{stage}"),
                         icon=":material/radio_button_unchecked:")
    else:
        st.caption(t("report.close_ready"))
        if st.button(t("report.close"), type="primary", icon=":material/lock:", key="rp:close"):
            with ui.show_errors() as ok:
                closing.close_case(state.store(), session_id=case_id, actor=state.current_actor(), lang=current_lang())
            if ok:
                ui.flash(t("report.closed", title=case.title))
                st.rerun()
    if case.reopen_reason and case.status != "complete":
        st.caption(t("report.last_reopened", reason=case.reopen_reason))

assist.summary_draft(case, lang)
st.subheader(t("report.preview"))
with st.container(border=True):
    preview(markdown)
import_section()
