"""The report summary a person accepted: stored with the case, guarded, versioned, audited, and carried by
the reports and the JSON round trip."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rootcause.errors import PHIDetected, StaleVersion
from rootcause.services import audit, case_io, problem, report_export, sessions

REPO = Path(__file__).resolve().parents[2]
SUMMARY = "Look-alike vials stored side by side led to a mix-up.\nThe main action removes insulin from ward stock."


@pytest.fixture
def case(db, facilitator):
    made = sessions.create_session(db, title="Heparin and insulin mix-up", actor=facilitator)
    problem.set_problem(db, session_id=made.id, what="Insulin given instead of heparin", actor=facilitator)
    return sessions.get_case(db, session_id=made.id).session


def test_a_summary_is_stored_audited_and_shown_in_the_case_view(db, facilitator, case):
    saved = sessions.set_summary(db, session_id=case.id, summary=SUMMARY, version=case.version, actor=facilitator)
    assert saved.summary == SUMMARY and saved.version == case.version + 1
    whole = sessions.get_case(db, session_id=case.id)
    assert whole.session.summary == SUMMARY and whole.session.revision > case.revision
    [entry] = audit.list_audit(db, session_id=case.id, operation="set_summary")
    assert entry.actor_kind == "human" and entry.after_version == saved.version
    cleared = sessions.set_summary(db, session_id=case.id, summary="  ", version=saved.version, actor=facilitator)
    assert cleared.summary is None


def test_a_summary_with_an_identifier_is_refused_and_nothing_is_stored(db, facilitator, case):
    with pytest.raises(PHIDetected):
        sessions.set_summary(db, session_id=case.id, summary="Patient MRN 12345678 got insulin",
                             version=case.version, actor=facilitator)
    assert sessions.get_case(db, session_id=case.id).session.summary is None


def test_a_stale_version_is_refused(db, facilitator, bot, case):
    sessions.rename_session(db, session_id=case.id, title="Heparin mix-up", version=case.version, actor=bot)
    with pytest.raises(StaleVersion) as caught:
        sessions.set_summary(db, session_id=case.id, summary=SUMMARY, version=case.version, actor=facilitator)
    assert caught.value.current_version == case.version + 1
    assert sessions.get_case(db, session_id=case.id).session.summary is None


def test_the_reports_show_the_summary_only_when_there_is_one(db, fw, facilitator, case):
    for fmt in ("markdown", "html"):
        assert "Summary" not in report_export.export_report(db, fw, session_id=case.id, format=fmt, lang="en")
    sessions.set_summary(db, session_id=case.id, summary=SUMMARY + "\n# not a heading <b>", version=case.version,
                         actor=facilitator)
    markdown = report_export.export_report(db, fw, session_id=case.id, lang="en")
    assert "## Summary\n\nLook-alike vials stored side by side led to a mix-up.\n\nThe main action" in markdown
    assert markdown.index("## Summary") < markdown.index("## Problem statement")
    assert "\\# not a heading \\<b\\>" in markdown  # user text cannot add structure
    assert "## 摘要" in report_export.export_report(db, fw, session_id=case.id, lang="zh-TW")
    html = report_export.export_report(db, fw, session_id=case.id, format="html", lang="en")
    assert '<section id="summary"><h2>Summary</h2><p>Look-alike vials' in html
    assert "# not a heading &lt;b&gt;" in html and "<b>" not in html


def test_the_json_round_trip_keeps_the_summary(db, fw, facilitator, case):
    plain = json.loads(case_io.export_case_json(db, session_id=case.id))
    assert "summary" not in plain["session"]  # without one, the document is what the first release wrote
    sessions.set_summary(db, session_id=case.id, summary=SUMMARY, version=case.version, actor=facilitator)
    document = case_io.export_case_json(db, session_id=case.id)
    assert json.loads(document)["session"]["summary"] == SUMMARY
    copy = case_io.import_case(db, fw, document=document, actor=facilitator)
    assert copy.summary == SUMMARY
    assert sessions.get_case(db, session_id=copy.id).session.summary == SUMMARY
    older = case_io.import_case(db, fw, document=json.dumps(plain), actor=facilitator)
    assert older.summary is None


def test_an_imported_summary_passes_the_phi_guard(db, fw, facilitator, case):
    doc = json.loads(case_io.export_case_json(db, session_id=case.id))
    doc["session"]["summary"] = "Call 0912-345-678 for details"
    with pytest.raises(PHIDetected):
        case_io.import_case(db, fw, document=json.dumps(doc), actor=facilitator)
