"""Action plan: corrective actions per root cause, rated on the action hierarchy, with owners, dates and measures.

The first tab is this case's plan and what a quality committee would send back (the service's warnings);
the second follows up open actions of every active case, so a past-due action is seen in the next meeting.
"""

from __future__ import annotations

from datetime import date

import streamlit as st

from rootcause.services import report_data
from rootcause.ui import action_widgets as w
from rootcause.ui import assist_widgets as assist
from rootcause.ui import components as ui
from rootcause.ui import state
from rootcause.ui.i18n import current_lang, t

state.require_router()
case_id, data = ui.open_case("actions.no_case", lambda cid: report_data.gather(
    state.store(), state.frameworks(), session_id=cid, lang=current_lang()))
st.title(t("actions.title"))
st.caption(t("actions.intro"))
ui.show_flash()
today = date.today()
rules = state.frameworks().action_rules
plan_tab, follow_tab = st.tabs([t("actions.tab_plan"), t("actions.tab_follow")])

with plan_tab:
    roots = [n for n in data.tree.nodes if n.is_root_cause]
    if not roots:
        st.info(t("actions.no_roots"), icon=":material/flag:")
        st.page_link("pages/why_tree.py", label=t("actions.to_why"), icon=":material/psychology_alt:")
    else:
        st.subheader(t("actions.warnings_header"))
        for message in data.warnings:
            st.warning(ui.md(message), icon=":material/report:")
        if not data.warnings:
            st.success(t("actions.no_warnings"), icon=":material/task_alt:")
        for root in roots:
            st.markdown(f"#### {t('actions.root_header', text=ui.md(root.text))}")
            items = [item for item in data.plan if item.action.root_cause_id == root.id]
            if not items:
                st.caption(t("actions.root_none"))
            for item in items:
                w.action_card(case_id, item.action, item.measurements, today)
                assist.stronger_actions(case_id, item.action)
        w.add_action_form(case_id, roots, rules)
        w.hierarchy_guide(rules)

with follow_tab:
    w.follow_up(today)
