"""Problem & timeline: what happened, and in what order; the first two steps of every RCA.

Each form saves with the version the person loaded; when someone else (an agent, another browser)
saved in between, the page shows both texts and lets the person choose. Typed text is never dropped.
"""

from __future__ import annotations

import streamlit as st

from rootcause.domain.model import CaseView, ProblemView, TimelineEventView
from rootcause.services import causation, problem, sessions, timeline
from rootcause.ui import components as ui
from rootcause.ui import state
from rootcause.ui.i18n import t
from rootcause.ui.search_widgets import similar_cases_panel
from rootcause.ui.versioned_form import VersionedForm

PROBLEM_FIELDS = ("what", "where", "when", "impact", "detection", "severity")
EVENT_FIELDS = ("when", "description", "source")


def save_problem(cid: str, form: VersionedForm, version: int, labels: dict[str, str]) -> None:
    with ui.show_errors(labels) as done:
        saved = problem.set_problem(state.store(), session_id=cid, actor=state.current_actor(), version=version,
                                    **form.values())
    if done:
        form.saw(saved.version)
        ui.flash(t("problem.saved"))
        st.rerun()


def problem_section(cid: str, stored: ProblemView) -> None:
    form = VersionedForm(f"pt:{cid}:problem", PROBLEM_FIELDS)
    form.load(stored)
    st.subheader(t("problem.header"))
    ui.stamp_caption(stored.version, stored.actor_kind, stored.actor, stored.updated_at)
    labels = {f: t(f"problem.{f}") for f in PROBLEM_FIELDS[:-1]} | {"severity": t("sac.label")}
    if form.resolve(stored, labels):
        save_problem(cid, form, stored.version, labels)
    with st.container(key=f"pt:{cid}:problem:form", border=True):
        st.text_area(labels["what"], key=form.key("what"), placeholder=t("problem.what_placeholder"), height=90,
                     persist_state="session")
        if tested := causation.tested_against_problem(state.store(), session_id=cid):
            st.caption(t("problem.what_retests", n=tested))
        where, when, severity = st.columns([2, 2, 3])
        where.text_input(labels["where"], key=form.key("where"), placeholder=t("problem.where_placeholder"),
                         persist_state="session")
        when.text_input(labels["when"], key=form.key("when"), placeholder=t("problem.when_placeholder"),
                        help=t("problem.when_help"), persist_state="session")
        with severity:
            ui.sac_select(form.key("severity"))
        impact, detection = st.columns(2)
        impact.text_area(labels["impact"], key=form.key("impact"), height=80, persist_state="session")
        detection.text_area(labels["detection"], key=form.key("detection"), height=80, persist_state="session")
        submitted = st.button(t("problem.save"), key=f"pt:{cid}:problem:form:save", type="primary",
                              icon=":material/save:")
    if submitted:
        save_problem(cid, form, form.version, labels)


def add_event_form(cid: str) -> None:
    keys = {f: f"pt:{cid}:new_event:{f}" for f in EVENT_FIELDS}
    labels = {f: t(f"timeline.{f}") for f in EVENT_FIELDS}
    with st.container(key=f"pt:{cid}:new_event:form", border=True):
        st.markdown(f"**{t('timeline.add_header')}**")
        when, source = st.columns(2)
        when.text_input(labels["when"], key=keys["when"], placeholder=t("timeline.when_placeholder"),
                        help=t("timeline.when_help"), persist_state="session")
        source.text_input(labels["source"], key=keys["source"], placeholder=t("timeline.source_placeholder"),
                          persist_state="session")
        st.text_input(labels["description"], key=keys["description"],
                      placeholder=t("timeline.description_placeholder"), persist_state="session")
        submitted = st.button(t("timeline.add"), key=f"pt:{cid}:new_event:form:save", type="primary",
                              icon=":material/add:")
    if submitted:
        with ui.show_errors(labels) as done:
            timeline.add_timeline_event(state.store(), session_id=cid, actor=state.current_actor(),
                                        **{f: st.session_state.get(keys[f], "") for f in EVENT_FIELDS})
        if done:  # keep the source: a run of events usually comes from the same record
            state.set_widgets_later({keys["when"]: "", keys["description"]: ""})
            ui.flash(t("timeline.added"))
            st.rerun()


def edit_event(cid: str, event: TimelineEventView) -> None:
    form = VersionedForm(f"pt:event:{event.id}", EVENT_FIELDS)
    form.load(event)
    labels = {f: t(f"timeline.{f}") for f in EVENT_FIELDS}
    version = event.version if form.resolve(event, labels) else None
    with st.container(key=f"pt:event:{event.id}:form", border=True):
        when, source = st.columns(2)
        when.text_input(labels["when"], key=form.key("when"), help=t("timeline.when_help"), persist_state="session")
        source.text_input(labels["source"], key=form.key("source"), persist_state="session")
        st.text_input(labels["description"], key=form.key("description"), persist_state="session")
        if st.button(t("timeline.save_edit"), key=f"pt:event:{event.id}:form:save", type="primary",
                     icon=":material/save:"):
            version = form.version
    if version is not None:
        with ui.show_errors(labels) as done:
            saved = timeline.update_timeline_event(state.store(), session_id=cid, event_id=event.id, version=version,
                                                   actor=state.current_actor(), **form.values())
        if done:
            form.saw(saved.version)
            ui.flash(t("timeline.saved"))
            st.rerun()
    with st.popover(t("timeline.delete"), icon=":material/delete:"):
        st.write(t("timeline.delete_confirm"))
        if st.button(t("timeline.delete_yes"), key=f"pt:event:{event.id}:delete", type="primary"):
            with ui.show_errors() as done:
                timeline.delete_timeline_event(state.store(), session_id=cid, event_id=event.id,
                                               version=form.version, actor=state.current_actor())
            if done:
                state.set_widgets_later({f"pt:{cid}:pick": None})
                ui.flash(t("timeline.deleted"))
                st.rerun()


def keep_edit_of_deleted_event(cid: str, event_id: str) -> None:
    """A colleague deleted the event this person was editing: what they typed moves into the add form (drawn after
    this), with a notice, so nothing typed is lost and one click adds it back."""
    form = VersionedForm(f"pt:event:{event_id}", EVENT_FIELDS)
    if form.edited():
        typed = form.values()
        st.session_state.update({key: ui.joined(str(st.session_state.get(key) or ""), typed[f] or "")
                                 for f in EVENT_FIELDS for key in (f"pt:{cid}:new_event:{f}",)})
        st.warning(t("timeline.gone_kept"), icon=":material/sync_problem:")


def timeline_section(case: CaseView) -> None:
    cid, events = case.session.id, case.timeline
    st.subheader(t("timeline.header"))
    shown_events, forms = st.columns([3, 2], gap="large")
    with shown_events:
        if events:
            ui.timeline_table(events)
            st.markdown(f"**{t('timeline.chart_header')}**")
            ui.timeline_chart(events, case.problem.when)
        else:
            st.info(t("timeline.empty"), icon=":material/schedule:")
    with forms:
        by_id = {e.id: e for e in events}
        pick_key = f"pt:{cid}:pick"
        if st.session_state.get(pick_key) is not None and st.session_state[pick_key] not in by_id:
            keep_edit_of_deleted_event(cid, st.session_state[pick_key])
            st.session_state[pick_key] = None  # the event was deleted meanwhile
        add_event_form(cid)
        if not events:
            return
        st.markdown(f"**{t('timeline.edit_header')}**")
        picked = st.selectbox(t("timeline.pick"), list(by_id), index=None, key=pick_key,
                              format_func=lambda i: f"{by_id[i].when} — {by_id[i].description[:60]}",
                              placeholder=t("timeline.pick_placeholder"))
        if picked:
            edit_event(cid, by_id[picked])


state.require_router()
case_id, current = ui.open_case("problem_page.no_case",
                                 lambda cid: sessions.get_case(state.store(), session_id=cid))
st.title(ui.md(current.session.title))
st.caption(t("problem_page.meta", status=t(f"status.{current.session.status}"),
             framework=t(f"framework.{current.session.framework}"), id=current.session.id))
ui.show_flash()
problem_section(case_id, current.problem)
similar_cases_panel(current)
st.divider()
timeline_section(current)
