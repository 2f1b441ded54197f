"""Meeting: the aids for running the RCA meeting itself, beside the analysis pages.

The proportionate-response hint, the clock against each stage's timebox, the questions to ask now, who is at the
table (by role), the minutes and decisions per stage, the sign-off of the closed analysis, and a presenter view
in large type for the projector.
"""

from __future__ import annotations

import streamlit as st

from rootcause.services import guidance, meeting
from rootcause.ui import components as ui
from rootcause.ui import meeting_widgets as mw
from rootcause.ui import state
from rootcause.ui.i18n import current_lang, t

state.require_router()
# What the record takes now comes from the services' own rule: the page offers no control they would refuse.
case_id, (view, can) = ui.open_case("meeting.no_case", lambda cid: (meeting.meeting_of(state.store(), session_id=cid),
                                                                    meeting.writes_now(state.store(), session_id=cid)))
advice = guidance.guidance(state.store(), session_id=case_id, lang=current_lang(),
                           bone_names=state.frameworks().bone_names())
work = advice.session_progress.current_stage
st.title(t("meeting.title"))
if st.toggle(t("meeting.presenter"), key=f"mt:{case_id}:presenter", help=t("meeting.presenter_help")):
    mw.presenter_view(case_id, work, advice.next_action.question)
    st.stop()
st.caption(t("meeting.intro"))
mw.response_hint(case_id)
left, right = st.columns([3, 2], gap="large")
with left:
    mw.clock_panel(case_id, view, work, can.clock)
    mw.notes_panel(case_id, view, work, can.notes)
with right:
    mw.questions_panel(case_id, work)
    mw.attendees_panel(case_id, view, can.attendees)
    mw.signoff_panel(case_id, view, can.sign_off)
