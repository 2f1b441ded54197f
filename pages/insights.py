"""Insights: what the cases say together. HFACS-MES mix, fishbone bones, action strength (the share of weaker
actions), overdue or unmeasured actions, time to a completed RCA, and patterns that recur across cases.

One service call gives every figure (``services/insights``, cached per store revision and filters); this page
only draws it: each chart has its table beside it for screen readers and projectors, labels in the reader's
language, and every recurring pattern links to its cases. The page follows the store live.
"""

from __future__ import annotations

import streamlit as st

from rootcause.services import insights
from rootcause.ui import components as ui
from rootcause.ui import insights_widgets as iw
from rootcause.ui import state
from rootcause.ui.i18n import t

state.require_router()
ui.live_case(None)
st.title(t("insights.title"))
st.caption(t("insights.intro"))
bar = st.container()
with ui.show_errors(reading=True) as ready:
    view = insights.get_insights(state.store(), state.frameworks(), **iw.chosen())
with bar:
    iw.filter_bar(view.event_types if ready else ())
if not ready:
    st.stop()
iw.headline(view)
if not view.cases:
    st.info(t("insights.none_in_scope"), icon=":material/filter_alt_off:")
    st.stop()
for section in iw.SECTIONS:
    section(view)
