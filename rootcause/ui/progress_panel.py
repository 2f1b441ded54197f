"""The sidebar's progress panel: where the current case stands and what to do next.

It renders the same ``guidance`` an MCP agent receives, so the room and the agent see one next step.
It is drawn on every run of the app, and the pages rerun when the store changes, so it follows the store.
"""

from __future__ import annotations

import streamlit as st

from rootcause.errors import RootCauseError
from rootcause.services import guidance
from rootcause.ui import state
from rootcause.ui.i18n import current_lang, t

__all__ = ["PAGES", "STAGE_PAGES", "progress_panel"]

# The guidance names pages by their url path; these are the files app.py registers under those paths.
PAGES = {name: f"pages/{name}.py" for name in ("problem_timeline", "fishbone", "why_tree", "causation", "actions",
                                                "report")}
STAGE_PAGES = {"PROBLEM": "problem_timeline", "TIMELINE": "problem_timeline", "FISHBONE": "fishbone",
               "WHY_ANALYSIS": "why_tree", "CAUSATION": "causation", "ACTIONS": "actions", "REPORT": "report",
               "COMPLETE": "report"}


def progress_panel(case_id: str | None) -> None:
    """Progress bar, current stage, the next question with its hint, and the checklist, in the sidebar.

    Call it after ``st.navigation`` so its page links name registered pages; it still sits in the
    sidebar below the case picker.
    """
    if not case_id:
        return
    with st.sidebar:
        try:
            guide = guidance.guidance(state.store(), session_id=case_id, lang=current_lang(),
                                      bone_names=state.frameworks().bone_names())
        except RootCauseError:  # the case vanished or the store is busy: the page explains; skip the panel
            st.caption(t("progress.unavailable"))
            return
        progress, step = guide.session_progress, guide.next_action
        st.subheader(t("progress.header"))
        st.progress(progress.completed_steps / progress.total_expected,
                    text=t("progress.steps", done=progress.completed_steps, total=progress.total_expected))
        stage_name = t(f"progress.stage_{progress.current_stage}")
        st.caption(t("progress.stage", stage=stage_name))
        with st.container(border=True):
            st.markdown(f"**{t('progress.next')}:** {step.question}")
            st.caption(step.hint)
            page = PAGES.get(step.page or "")
            if page:
                st.page_link(page, label=t("progress.go", page=t(f"nav.{step.page}")), icon=":material/arrow_forward:")
        st.caption(t("progress.checklist"))
        for criterion in guide.completion_criteria:
            mark = t("progress.done_mark") if criterion.met else t("progress.open_mark")
            st.page_link(PAGES[STAGE_PAGES[criterion.stage]], label=criterion.text, help=mark,
                         icon=":material/check_circle:" if criterion.met else ":material/radio_button_unchecked:")
