"""The Meeting page through AppTest, in both languages: the proportionate-response hint, the clock and its
timeboxes, the questions of the current stage, attendees by role, minutes and decisions (behind the PHI guard),
the sign-off of a closed analysis, the presenter view, and the sidebar clock."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from full_case import build_complete_case

from rootcause.domain.model.actor import HUMAN_ROLES, Actor
from rootcause.errors import CaseClosed
from rootcause.services import closing, meeting, sessions
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store
from rootcause.ui.i18n import LANGS, text_in

if TYPE_CHECKING:
    from app_driver import Driver

PAGE = "pages/meeting.py"


def open_page(app: Driver, case_id: str, lang: str) -> Driver:
    app.run().type("rc_lang", lang).run()
    return app.open(PAGE, case=case_id)


@pytest.mark.parametrize("lang", LANGS)
def test_the_hint_the_questions_and_a_clock_that_starts(app: Driver, db: Store, facilitator: Actor,
                                                        lang: str) -> None:
    case = sessions.create_session(db, title="Retained sponge", event_type="Retained surgical sponge", severity=4,
                                   actor=facilitator, language=lang).id
    open_page(app, case, lang)
    shown = app.text()
    assert text_in(lang, "meeting.response_full_rca") in shown and text_in(lang, "meeting.not_started") in shown
    first_question = meeting.questions("PROBLEM", lang)[0]
    assert first_question.replace("?", "") in shown.replace("\\?", "").replace("?", "")
    app.click(text_in(lang, "meeting.start"))
    assert meeting.meeting_of(db, session_id=case).started_at is not None
    assert text_in(lang, "meeting.elapsed_value", elapsed=0, planned=60) in app.text()
    assert text_in(lang, "meeting.restart") in app.labels()
    assert text_in(lang, "meeting.sidebar_clock", elapsed=0, planned=60) in app.text()  # the sidebar shows it too


@pytest.mark.parametrize("lang", LANGS)
def test_attendees_and_minutes_are_recorded_and_an_identifier_is_refused(app: Driver, db: Store,
                                                                         facilitator: Actor, lang: str) -> None:
    case = sessions.create_session(db, title="Fall at night", actor=facilitator, language=lang).id
    open_page(app, case, lang)
    app.type(f"mt:{case}:role", "clinician").click(text_in(lang, "meeting.add_attendee"))
    assert [a.role for a in meeting.meeting_of(db, session_id=case).attendees] == ["clinician"]
    note = app.at.text_area[0]
    note.set_value("Patient 王小明 A123456789 fell at 02:00")
    app.click(text_in(lang, "meeting.add_note"))
    assert app.errors() and meeting.meeting_of(db, session_id=case).notes == []
    app.at.text_area[0].set_value("Night staffing to be checked against the roster")
    app.click(text_in(lang, "meeting.add_note"))
    assert [n.text for n in meeting.meeting_of(db, session_id=case).notes] == [
        "Night staffing to be checked against the roster"]
    assert "Night staffing to be checked against the roster" in app.text()


@pytest.mark.parametrize("lang", LANGS)
def test_a_closed_analysis_is_signed_by_the_facilitator_and_an_approver(app: Driver, db: Store, fw: Frameworks,
                                                                        facilitator: Actor, bot: Actor,
                                                                        lang: str) -> None:
    case = build_complete_case(db, fw, facilitator, bot, lang)
    open_page(app, case, lang)
    assert text_in(lang, "meeting.signoff_needs_close") in app.text()
    assert text_in(lang, "meeting.signoff_facilitator") not in app.labels()
    closing.close_case(db, session_id=case, actor=facilitator)
    app.open(PAGE, case=case)
    app.click(text_in(lang, "meeting.signoff_facilitator"))
    app.type(f"mt:{case}:approver", "quality_committee").click(text_in(lang, "meeting.signoff_approver"))
    assert [s.kind for s in meeting.meeting_of(db, session_id=case).sign_offs] == ["facilitator", "approver"]
    assert text_in(lang, "meeting.signoff_approver") not in app.labels()
    assert text_in(lang, "meeting.signed_kind_approver") in app.text()


@pytest.mark.parametrize("lang", LANGS)
def test_a_closed_case_offers_only_the_sign_off_which_the_services_still_take(app: Driver, db: Store,
                                                                              fw: Frameworks, facilitator: Actor,
                                                                              bot: Actor, lang: str) -> None:
    """The record is frozen with the case: no clock, timebox, attendee or minute control the service would refuse;
    what was recorded still reads, and the sign-off (only for a closed case) is offered."""
    case = build_complete_case(db, fw, facilitator, bot, lang)
    meeting.plan_meeting(db, session_id=case, actor=facilitator, start=True)
    person = meeting.add_attendee(db, session_id=case, role="clinician", actor=facilitator).attendees[0]
    note = meeting.add_note(db, session_id=case, stage="PROBLEM", kind="decision", note="Scope agreed",
                            actor=facilitator).notes[0]
    closing.close_case(db, session_id=case, actor=facilitator)
    open_page(app, case, lang)
    refused = ("meeting.start", "meeting.restart", "meeting.save_timeboxes", "meeting.add_attendee",
               "meeting.add_me", "meeting.add_note", "meeting.remove")
    assert [key for key in refused if text_in(lang, key) in app.labels()] == []
    assert text_in(lang, "meeting.timeboxes") not in [e.label for e in app.at.expander]
    assert not app.at.text_area, "no minute box"
    shown = app.text()
    role = HUMAN_ROLES["clinician"][1 if lang == "zh-TW" else 0]
    assert "Scope agreed" in shown and role in shown and text_in(lang, "meeting.not_started") not in shown
    assert {text_in(lang, "meeting.signoff_facilitator"), text_in(lang, "meeting.signoff_approver")} <= set(
        app.labels())
    for write in (lambda: meeting.plan_meeting(db, session_id=case, actor=facilitator, start=True),
                  lambda: meeting.plan_meeting(db, session_id=case, actor=facilitator, timeboxes={"PROBLEM": 9}),
                  lambda: meeting.add_attendee(db, session_id=case, role="observer", actor=facilitator),
                  lambda: meeting.remove_attendee(db, session_id=case, attendee_id=person.id,
                                                  version=person.version, actor=facilitator),
                  lambda: meeting.add_note(db, session_id=case, stage="PROBLEM", kind="minute", note="Late",
                                           actor=facilitator),
                  lambda: meeting.delete_note(db, session_id=case, note_id=note.id, version=note.version,
                                              actor=facilitator)):
        with pytest.raises(CaseClosed):
            write()
    app.click(text_in(lang, "meeting.signoff_facilitator"))
    assert [s.kind for s in meeting.meeting_of(db, session_id=case).sign_offs] == ["facilitator"]
    closing.reopen_case(db, session_id=case, reason="One more cause", actor=facilitator)
    app.open(PAGE, case=case)
    assert {text_in(lang, "meeting.restart"), text_in(lang, "meeting.add_attendee"),
            text_in(lang, "meeting.add_note")} <= set(app.labels()), "reopened: the record takes writes again"
    assert text_in(lang, "meeting.signoff_facilitator") not in app.labels()


@pytest.mark.parametrize("lang", LANGS)
def test_the_presenter_view_shows_the_stage_and_the_next_question_in_large_type(app: Driver, db: Store,
                                                                                facilitator: Actor,
                                                                                lang: str) -> None:
    case = sessions.create_session(db, title="Wrong dose", actor=facilitator, language=lang).id
    open_page(app, case, lang)
    app.at.toggle(key=f"mt:{case}:presenter").set_value(True)
    app.run()
    headings = [str(m.value) for m in app.at.markdown]
    assert any(h.startswith("# ") and text_in(lang, "progress.stage_PROBLEM") in h for h in headings)
    assert any(h.startswith("## ") for h in headings)
    assert text_in(lang, "meeting.attendees_header") not in app.text()
