"""The Meeting page's parts and the sidebar's meeting clock: each reads the meeting record from the services and
writes through them; nothing here decides a rule."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from rootcause.domain.model import HUMAN_ROLES
from rootcause.domain.model.guidance import STAGES, Stage
from rootcause.domain.model.meeting import MAX_TIMEBOX, NOTE_KINDS, MeetingClock, MeetingView
from rootcause.errors import RootCauseError
from rootcause.services import meeting
from rootcause.ui import components as ui
from rootcause.ui import state
from rootcause.ui.i18n import current_lang, labeller, t
from rootcause.ui.versioned_form import VersionedForm

APPROVERS = tuple(sorted(meeting.SIGNERS["approver"]))


def stage_name(stage: str) -> str:
    return t(f"progress.stage_{stage}")


def _role_labeller() -> Callable[[str], str]:
    """Role names in the language of this run (fixed when the widget is drawn, as ``labeller`` does)."""
    lang = current_lang()
    return lambda role: state.role_label(role, lang)


def _row() -> DeltaGenerator:
    """A line of text with its button: the button keeps its whole label (a fixed column share cut "Remove" to
    "R…" on a laptop) and the text takes the rest, wrapping as it needs."""
    return st.container(horizontal=True, vertical_alignment="center", wrap=False)


def response_hint(case_id: str) -> None:
    """The proportionate-response hint: which review fits, and why."""
    with ui.show_errors():
        hint = meeting.response_hint(state.store(), session_id=case_id)
        st.info(f"**{t('meeting.response_line', kind=t(f'meeting.response_{hint.kind}'))}**  \n"
                f"{ui.md(hint.reason(current_lang()))}", icon=":material/balance:")


def clock_lines(clock: MeetingClock, work: Stage) -> list[str]:
    """The clock in words: elapsed of planned, the stage the clock says against the stage of the work."""
    if clock.started_at is None:
        return [t("meeting.not_started")]
    lines = [t("meeting.elapsed_value", elapsed=clock.elapsed_minutes, planned=clock.planned_minutes)]
    said = stage_name(clock.clock_stage) if clock.clock_stage else t("meeting.over")
    lines.append(t("meeting.clock_line", clock=said, work=stage_name(work)))
    if work != "COMPLETE":
        lines.append(t("meeting.left", minutes=clock.stage_left) if clock.stage_left >= 0
                     else t("meeting.overrun", minutes=-clock.stage_left))
    return lines


def clock_panel(case_id: str, view: MeetingView, work: Stage, editable: bool) -> None:
    """Read the clock (refreshed every 20 s); start or restart it and set the timeboxes while ``editable``."""
    st.subheader(t("meeting.clock_header"))

    @st.fragment(run_every=20)
    def _reading() -> None:
        try:
            clock = meeting.clock(state.store(), session_id=case_id)
        except RootCauseError as exc:
            st.caption(exc.message(current_lang()))
            return
        for line in clock_lines(clock, work):
            st.markdown(line)
        if clock.behind and clock.clock_stage:
            st.warning(t("meeting.behind", stage=stage_name(clock.clock_stage)), icon=":material/timer:")

    _reading()
    if not editable:
        return
    label = t("meeting.restart") if view.started_at else t("meeting.start")
    if st.button(label, key=f"mt:{case_id}:start", icon=":material/timer:"):
        with ui.show_errors():
            meeting.plan_meeting(state.store(), session_id=case_id, actor=state.current_actor(), start=True)
            st.rerun()
    _timeboxes_form(case_id, view)


class _Plan:
    """The meeting's plan as a row the versioned form edits: its fields are the stages' minutes."""

    def __init__(self, view: MeetingView) -> None:
        self.version, self.actor_kind, self.actor = view.plan_version, view.plan_actor_kind, view.plan_actor
        self.__dict__.update(view.timeboxes)


def _timeboxes_form(case_id: str, view: MeetingView) -> None:
    """The stages' minutes, saved against the plan the form was filled from: a plan someone else saved in between
    is shown beside this one, never silently overwritten."""
    plan, form = _Plan(view), VersionedForm(f"mt:{case_id}:boxes", STAGES)
    form.load(plan)
    form.follow(plan)
    labels: dict[str, str] = {stage: stage_name(stage) for stage in STAGES}
    version = plan.version if form.resolve(plan, labels) else None
    with st.expander(t("meeting.timeboxes")), st.container(key=f"mt:{case_id}:boxes_form", border=True):
        for stage, column in zip(STAGES, st.columns(len(STAGES)), strict=True):
            column.number_input(labels[stage], min_value=0, max_value=MAX_TIMEBOX, step=1, key=form.key(stage),
                                persist_state="session")
        if st.button(t("meeting.save_timeboxes"), key=f"mt:{case_id}:boxes_form:save"):
            version = form.version
    if version is not None:
        chosen = form.values()
        with ui.show_errors() as done:
            saved = meeting.plan_meeting(state.store(), session_id=case_id, actor=state.current_actor(),
                                         timeboxes={stage: int(str(chosen[stage])) for stage in STAGES},
                                         version=version)
        if done:
            form.saw(saved.plan_version)
            st.rerun()


def questions_panel(case_id: str, work: Stage) -> None:
    """The triggering questions of the stage the work is at (another stage on request)."""
    st.subheader(t("meeting.questions_header"))
    default = work if work in STAGES else "REPORT"
    stage = st.selectbox(t("meeting.questions_stage"), STAGES, index=STAGES.index(default),
                         format_func=labeller("progress.stage_"),
                         key=state.translated(f"mt:{case_id}:qstage:{default}"))
    for question in meeting.questions(stage, current_lang()):
        st.markdown(f"- {ui.md(question)}")


def attendees_panel(case_id: str, view: MeetingView, editable: bool) -> None:
    st.subheader(t("meeting.attendees_header"))
    lang = current_lang()
    if not view.attendees:
        st.caption(t("meeting.attendees_none"))
    for person in view.attendees:
        role = state.role_label(person.role, lang)
        with _row():
            st.markdown(t("meeting.attendee_me", role=role) if person.user_id else role, width="stretch")
            removed = editable and st.button(t("meeting.remove"), key=f"mt:{case_id}:rm:{person.id}")
        if removed:
            with ui.show_errors():
                meeting.remove_attendee(state.store(), session_id=case_id, attendee_id=person.id,
                                        version=person.version, actor=state.current_actor())
                st.rerun()
    if not editable:
        return
    with st.container(horizontal=True, vertical_alignment="bottom"):
        role = st.selectbox(t("meeting.attendee_role"), list(HUMAN_ROLES), format_func=_role_labeller(),
                            key=state.translated(f"mt:{case_id}:role"))
        if st.button(t("meeting.add_attendee"), key=f"mt:{case_id}:add"):
            with ui.show_errors():
                meeting.add_attendee(state.store(), session_id=case_id, role=role, actor=state.current_actor())
                st.rerun()
        if state.principal() is not None and st.button(t("meeting.add_me"), key=f"mt:{case_id}:me"):
            with ui.show_errors():
                meeting.add_attendee(state.store(), session_id=case_id, role=role, actor=state.current_actor(),
                                     as_me=True)
                st.rerun()


def notes_panel(case_id: str, view: MeetingView, work: Stage, editable: bool) -> None:
    st.subheader(t("meeting.notes_header"))
    if editable:
        with st.container(key=f"mt:{case_id}:note", border=True):
            left, right = st.columns(2)
            default = work if work in STAGES else "REPORT"
            stage = left.selectbox(t("meeting.note_stage"), STAGES, index=STAGES.index(default),
                                   format_func=labeller("progress.stage_"),
                                   key=state.translated(f"mt:{case_id}:note_stage"), persist_state="session")
            kind = right.radio(t("meeting.note_kind"), NOTE_KINDS, format_func=labeller("meeting.kind_"),
                               horizontal=True, key=state.translated(f"mt:{case_id}:note_kind"),
                               persist_state="session")
            note = st.text_area(t("meeting.note_text"), placeholder=t("meeting.note_placeholder"), height=80,
                                key=f"mt:{case_id}:note_text", persist_state="session")
            if st.button(t("meeting.add_note"), key=f"mt:{case_id}:note:save"):
                with ui.show_errors({"note": t("meeting.note_text")}):
                    meeting.add_note(state.store(), session_id=case_id, stage=stage, kind=kind, note=note,
                                     actor=state.current_actor())
                    state.set_widgets_later({f"mt:{case_id}:note_text": ""})  # saved: the box empties for the next
                    st.rerun()
    if not view.notes:
        st.caption(t("meeting.notes_none"))
    for stage in STAGES:
        notes = [n for n in view.notes if n.stage == stage]
        if not notes:
            continue
        st.markdown(f"**{stage_name(stage)}**")
        for entry in notes:
            with _row():
                st.markdown(f"{t(f'meeting.kind_{entry.kind}')} · {ui.when_label(entry.at)}: {ui.md(entry.text)}",
                            width="stretch")
                removed = editable and st.button(t("meeting.remove"), key=f"mt:{case_id}:rmnote:{entry.id}")
            if removed:
                with ui.show_errors():
                    meeting.delete_note(state.store(), session_id=case_id, note_id=entry.id, version=entry.version,
                                        actor=state.current_actor())
                    st.rerun()


def signoff_panel(case_id: str, view: MeetingView, signable: bool) -> None:
    st.subheader(t("meeting.signoff_header"))
    lang = current_lang()
    for signed in view.sign_offs:
        st.markdown(t("meeting.signed", kind=t(f"meeting.signed_kind_{signed.kind}"),
                      role=state.role_label(signed.role, lang), when=ui.when_label(signed.signed_at)))
    if not signable:
        st.caption(t("meeting.signoff_needs_close"))
        return
    done = {s.kind for s in view.sign_offs}
    if "facilitator" not in done and st.button(t("meeting.signoff_facilitator"), key=f"mt:{case_id}:sf"):
        with ui.show_errors():
            meeting.sign_off(state.store(), session_id=case_id, kind="facilitator", role="facilitator",
                             actor=state.current_actor())
            st.rerun()
    if "approver" not in done:
        with st.container(horizontal=True, vertical_alignment="bottom"):
            role = st.selectbox(t("meeting.approver_role"), APPROVERS, format_func=_role_labeller(),
                                key=state.translated(f"mt:{case_id}:approver"))
            if st.button(t("meeting.signoff_approver"), key=f"mt:{case_id}:sa"):
                with ui.show_errors():
                    meeting.sign_off(state.store(), session_id=case_id, kind="approver", role=role,
                                     actor=state.current_actor())
                    st.rerun()


def presenter_view(case_id: str, work: Stage, question: str) -> None:
    """Large type for the projector: the stage, the question to put to the room, and the clock."""
    st.markdown(f"# {ui.md(stage_name(work))}")
    st.markdown(f"## {ui.md(question)}")
    with ui.show_errors():
        clock = meeting.clock(state.store(), session_id=case_id)
        st.markdown("### " + " · ".join(ui.md(line) for line in clock_lines(clock, work)))


def sidebar_clock(case_id: str | None) -> None:
    """One line under the progress panel once the meeting's clock runs."""
    if not case_id:
        return
    try:
        clock = meeting.clock(state.store(), session_id=case_id)
    except RootCauseError:
        return
    if clock.started_at is not None:
        with st.sidebar:
            st.caption(t("meeting.sidebar_clock", elapsed=clock.elapsed_minutes, planned=clock.planned_minutes),
                       help=t("meeting.behind", stage=stage_name(clock.clock_stage))
                       if clock.behind and clock.clock_stage else None)
