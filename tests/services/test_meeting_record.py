"""The meeting record through the services, on both backends: the clock's plan, attendees by role, minutes and
decisions behind the PHI guard, and sign-offs only of a closed analysis, voided by a reopen, all audited."""

from __future__ import annotations

import pytest
from full_case import build_complete_case

from rootcause.domain.model.access import user
from rootcause.domain.model.actor import person
from rootcause.errors import CaseClosed, InvalidInput, PHIDetected, StaleVersion
from rootcause.services import audit, closing, meeting, sessions, users


def test_the_plan_starts_the_clock_and_keeps_the_facilitators_timeboxes(db, facilitator):
    case = sessions.create_session(db, title="Morning huddle case", actor=facilitator).id
    assert meeting.meeting_of(db, session_id=case).started_at is None
    planned = meeting.plan_meeting(db, session_id=case, actor=facilitator, timeboxes={"FISHBONE": 20}, start=True)
    assert planned.started_at is not None and planned.timeboxes["FISHBONE"] == 20
    assert meeting.clock(db, session_id=case).clock_stage == "PROBLEM"
    with pytest.raises(InvalidInput) as refused:
        meeting.plan_meeting(db, session_id=case, actor=facilitator, timeboxes={"FISHBONE": "lots"})
    assert refused.value.field == "timeboxes.FISHBONE"


def test_a_plan_saved_as_read_when_none_was_stored_never_replaces_one_saved_since(db, facilitator, bot):
    case = sessions.create_session(db, title="Plan race", actor=facilitator)
    first = meeting.plan_meeting(db, session_id=case.id, actor=facilitator, timeboxes={"PROBLEM": 7}, version=0)
    assert (first.timeboxes["PROBLEM"], first.plan_actor) == (7, facilitator.name)
    other = sessions.create_session(db, title="Plan race 2", actor=facilitator)
    meeting.plan_meeting(db, session_id=other.id, actor=bot, timeboxes={"TIMELINE": 25})
    with pytest.raises(StaleVersion):
        meeting.plan_meeting(db, session_id=other.id, actor=facilitator, timeboxes={"PROBLEM": 7}, version=0)
    kept = meeting.meeting_of(db, session_id=other.id)
    assert (kept.timeboxes["TIMELINE"], kept.plan_actor_kind) == (25, "agent")


def test_attendees_are_roles_and_a_signed_in_person_may_add_themselves(db, facilitator):
    made = users.add_user(db, email="fran@hospital.org", role="facilitator", actor=facilitator)
    fran = db.acting_for(user(made.id, "facilitator"))
    case = sessions.create_session(fran, title="Fall at night", actor=person(made.id)).id
    meeting.add_attendee(fran, session_id=case, role="clinician", actor=person(made.id))
    view = meeting.add_attendee(fran, session_id=case, role="facilitator", actor=person(made.id), as_me=True)
    assert [(a.role, a.user_id) for a in view.attendees] == [("clinician", None), ("facilitator", made.id)]
    with pytest.raises(InvalidInput):
        meeting.add_attendee(fran, session_id=case, role="王小明", actor=person(made.id))
    gone = meeting.remove_attendee(fran, session_id=case, attendee_id=view.attendees[0].id, version=1,
                                   actor=person(made.id))
    assert len(gone.attendees) == 1


def test_minutes_and_decisions_are_kept_per_stage_and_pass_the_phi_guard(db, facilitator):
    case = sessions.create_session(db, title="Pump programming error", actor=facilitator).id
    view = meeting.add_note(db, session_id=case, stage="FISHBONE", kind="decision",
                            note="Pharmacy to bring the drawer map next meeting", actor=facilitator)
    assert [(n.stage, n.kind) for n in view.notes] == [("FISHBONE", "decision")]
    with pytest.raises(PHIDetected):
        meeting.add_note(db, session_id=case, stage="TIMELINE", kind="minute",
                         note="Patient 王小明 A123456789 was moved at 14:00", actor=facilitator)
    with pytest.raises(InvalidInput):
        meeting.add_note(db, session_id=case, stage="LUNCH", kind="minute", note="x", actor=facilitator)
    after = meeting.delete_note(db, session_id=case, note_id=view.notes[0].id, version=1, actor=facilitator)
    assert after.notes == []


def test_sign_off_needs_a_closed_case_each_kind_once_and_a_reopen_voids_them(db, fw, facilitator, bot):
    case = build_complete_case(db, fw, facilitator, bot)
    with pytest.raises(InvalidInput):
        meeting.sign_off(db, session_id=case, kind="facilitator", role="facilitator", actor=facilitator)
    closing.close_case(db, session_id=case, actor=facilitator)
    with pytest.raises(CaseClosed):  # the meeting record is frozen with the analysis …
        meeting.add_note(db, session_id=case, stage="REPORT", kind="minute", note="Late note", actor=facilitator)
    meeting.sign_off(db, session_id=case, kind="facilitator", role="facilitator", actor=facilitator)
    with pytest.raises(InvalidInput):  # … the approver is not the facilitator's role, and each kind signs once
        meeting.sign_off(db, session_id=case, kind="approver", role="facilitator", actor=facilitator)
    with pytest.raises(InvalidInput):
        meeting.sign_off(db, session_id=case, kind="facilitator", role="facilitator", actor=facilitator)
    signed = meeting.sign_off(db, session_id=case, kind="approver", role="quality_committee", actor=facilitator)
    assert [(s.kind, s.role) for s in signed.sign_offs] == [("facilitator", "facilitator"),
                                                           ("approver", "quality_committee")]
    closing.reopen_case(db, session_id=case, reason="The committee asked for the pharmacy timeline",
                        actor=facilitator)
    assert meeting.meeting_of(db, session_id=case).sign_offs == []
    operations = [e.operation for e in audit.list_audit(db, session_id=case, limit=5000)]
    assert {"sign_off_facilitator", "sign_off_approver", "void_sign_off"} <= set(operations)


def test_one_signed_in_person_cannot_sign_as_both(db, fw, facilitator, bot):
    case = build_complete_case(db, fw, facilitator, bot)
    made = users.add_user(db, email="ada@hospital.org", role="admin", actor=facilitator)
    closing.close_case(db, session_id=case, actor=facilitator)
    ada = db.acting_for(user(made.id, "admin"))
    from rootcause.services import teams
    teams.add_member(ada, session_id=case, email="ada@hospital.org", actor=person(made.id))
    meeting.sign_off(ada, session_id=case, kind="facilitator", role="facilitator", actor=person(made.id))
    with pytest.raises(InvalidInput) as refused:
        meeting.sign_off(ada, session_id=case, kind="approver", role="quality_committee", actor=person(made.id))
    assert "another person" in refused.value.message("en")


def test_the_hint_reads_the_cases_severity_and_event_type(db, facilitator):
    case = sessions.create_session(db, title="Sponge count wrong", event_type="Retained surgical sponge",
                                   severity=4, actor=facilitator).id
    assert meeting.response_hint(db, session_id=case).kind == "full_rca"


def test_writes_now_says_what_the_services_take_open_closed_and_reopened(db, fw, facilitator, bot):
    """The faces draw their controls from this, so each "no" must be a refusal and each "yes" must be taken."""
    case = build_complete_case(db, fw, facilitator, bot)
    opened = meeting.writes_now(db, session_id=case)
    assert (opened.clock, opened.attendees, opened.notes, opened.sign_off) == (True, True, True, False)
    closing.close_case(db, session_id=case, actor=facilitator)
    frozen = meeting.writes_now(db, session_id=case)
    assert (frozen.clock, frozen.attendees, frozen.notes, frozen.sign_off) == (False, False, False, True)
    for write in (lambda: meeting.plan_meeting(db, session_id=case, actor=facilitator, start=True),
                  lambda: meeting.add_attendee(db, session_id=case, role="scribe", actor=facilitator),
                  lambda: meeting.add_note(db, session_id=case, stage="REPORT", kind="minute", note="Late note",
                                           actor=facilitator)):
        with pytest.raises(CaseClosed):
            write()
    meeting.sign_off(db, session_id=case, kind="facilitator", role="facilitator", actor=facilitator)
    closing.reopen_case(db, session_id=case, reason="A cause was missed", actor=facilitator)
    assert meeting.writes_now(db, session_id=case) == opened
