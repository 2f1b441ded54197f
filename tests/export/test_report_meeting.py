"""The meeting record in the report, in both languages and both formats: attendees by role (with the address of a
signed-in person), minutes and decisions in stage order with hostile text escaped, and the sign-offs of the
closed analysis; a case with no meeting record has no such section."""

from __future__ import annotations

import pytest
from full_case import build_complete_case

from rootcause.domain.model.access import user
from rootcause.domain.model.actor import person
from rootcause.export.report_html import render_html
from rootcause.export.report_labels import label
from rootcause.export.report_markdown import render_markdown
from rootcause.services import closing, meeting, teams, users
from rootcause.services.report_data import gather

HOSTILE = "Pharmacy <script>alert(1)</script> | to *check* the drawer map"


def _recorded_case(db, fw, facilitator, bot, lang):
    case = build_complete_case(db, fw, facilitator, bot, lang)
    made = users.add_user(db, email="ada@hospital.org", role="admin", actor=facilitator)
    teams.add_member(db, session_id=case, email="ada@hospital.org", actor=facilitator)
    ada = db.acting_for(user(made.id, "admin"))
    meeting.add_attendee(db, session_id=case, role="clinician", actor=facilitator)
    meeting.add_attendee(ada, session_id=case, role="quality_committee", actor=person(made.id), as_me=True)
    meeting.add_note(db, session_id=case, stage="ACTIONS", kind="decision", note=HOSTILE, actor=facilitator)
    meeting.add_note(db, session_id=case, stage="TIMELINE", kind="minute", note="Sequence agreed", actor=facilitator)
    closing.close_case(db, session_id=case, actor=facilitator)
    meeting.sign_off(db, session_id=case, kind="facilitator", role="facilitator", actor=facilitator)
    meeting.sign_off(ada, session_id=case, kind="approver", role="quality_committee", actor=person(made.id))
    return case


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_the_markdown_report_keeps_the_meeting_record_in_stage_order(db, fw, facilitator, bot, lang):
    case = _recorded_case(db, fw, facilitator, bot, lang)
    text = render_markdown(gather(db, fw, session_id=case, lang=lang), lang)
    section = text.split(f"## {label('meeting', lang)}", 1)[1]
    assert "ada@hospital.org" in section and label("sign_approver", lang) in section
    assert section.index(label("stage_TIMELINE", lang)) < section.index(label("stage_ACTIONS", lang))
    assert "<script>" not in text and "\\*check\\*" in section  # Markdown and HTML in the note are text
    assert label("not_signed", lang) not in section


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_the_html_report_escapes_the_notes_and_names_the_signers(db, fw, facilitator, bot, lang):
    case = _recorded_case(db, fw, facilitator, bot, lang)
    page = render_html(gather(db, fw, session_id=case, lang=lang), lang)
    section = page.split('<section id="meeting">', 1)[1].split("</section>", 1)[0]
    assert "&lt;script&gt;" in section and "<script>" not in section
    assert "ada@hospital.org" in section and label("sign_facilitator", lang) in section


def test_a_case_without_a_meeting_record_has_no_meeting_section(db, fw, facilitator, bot):
    case = build_complete_case(db, fw, facilitator, bot)
    data = gather(db, fw, session_id=case)
    assert f"## {label('meeting', 'en')}" not in render_markdown(data, "en")
    assert '<section id="meeting">' not in render_html(data, "en")
