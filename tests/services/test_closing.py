"""Closing a case: the gate refuses a blame chain or an untested link, a closed case is frozen but for action
follow-up, a reopen needs a reason, and exporting never changes anything."""

from __future__ import annotations

import pytest

from rootcause.errors import CaseClosed, InvalidInput, PHIDetected
from rootcause.services import (
    actions,
    case_io,
    closing,
    problem,
    report_export,
    sessions,
    timeline,
    why_tree,
)
from tests.full_case import build_blame_case, build_complete_case


def test_a_blame_chain_cannot_close_and_the_refusal_says_to_ask_why_beneath_it(db, fw, facilitator, bot):
    sid, root = build_blame_case(db, fw, facilitator, bot)
    assert "CAUSATION" in closing.unmet(db, session_id=sid)
    with pytest.raises(InvalidInput) as refused:
        closing.close_case(db, session_id=sid, actor=facilitator)
    assert refused.value.field == "session_id" and "CAUSATION" in refused.value.message("en")
    assert refused.value.details["next_tool"] == "rc_ask_why"
    assert refused.value.details["next_arguments"]["parent_id"] == root
    assert "因果檢核" in refused.value.message("zh-TW")
    assert sessions.get_case(db, session_id=sid).session.status == "open"


def test_exporting_a_report_in_any_format_changes_nothing(db, fw, facilitator, bot):
    sid = build_complete_case(db, fw, facilitator, bot)
    before = db.revision(sid)
    for kind in ("markdown", "html", "json"):
        report_export.export_report(db, fw, session_id=sid, format=kind)
    assert db.revision(sid) == before and sessions.get_case(db, session_id=sid).session.status == "open"


def test_a_closed_case_refuses_edits_to_its_analysis_but_takes_action_follow_up(db, fw, facilitator, bot):
    sid = build_complete_case(db, fw, facilitator, bot)
    closing.close_case(db, session_id=sid, actor=facilitator)
    case = sessions.get_case(db, session_id=sid)
    for write in (
        lambda: problem.set_problem(db, session_id=sid, what="changed", actor=facilitator),
        lambda: timeline.add_timeline_event(db, session_id=sid, when="08:00", description="late fact",
                                            actor=facilitator),
        lambda: why_tree.ask_why(db, session_id=sid, answer="another why", actor=bot),
        lambda: actions.update_action(db, fw, session_id=sid, action_id=case.actions[0].id,
                                      version=case.actions[0].version, description="Train staff", actor=facilitator),
    ):
        with pytest.raises(CaseClosed) as refused:
            write()
        assert refused.value.field == "session_id" and "Reopen" in refused.value.message("en")
        assert refused.value.details["next_tool"] == "rc_reopen_case"  # an agent is told the tool (mcp.runtime)
        assert "重新開啟" in refused.value.message("zh-TW")
    action = case.actions[0]
    moved = actions.update_action(db, fw, session_id=sid, action_id=action.id, version=action.version,
                                  status="in_progress", actor=facilitator)
    assert moved.action.status == "in_progress"
    actions.record_measure(db, session_id=sid, action_id=action.id, measure="% patient-specific", value="92%",
                           actor=facilitator)


def test_reopening_needs_a_reason_without_identifiers_and_keeps_it(db, fw, facilitator, bot):
    sid = build_complete_case(db, fw, facilitator, bot)
    closing.close_case(db, session_id=sid, actor=facilitator)
    with pytest.raises(InvalidInput) as empty:
        closing.reopen_case(db, session_id=sid, reason="  ", actor=facilitator)
    assert empty.value.field == "reason"
    with pytest.raises(PHIDetected):
        closing.reopen_case(db, session_id=sid, reason="Mrs Jane Doe's family complained", actor=facilitator)
    state = closing.reopen_case(db, session_id=sid, reason="The committee asked for the pharmacy timeline",
                                actor=facilitator)
    assert state.status == "open" and state.reopen_reason.startswith("The committee")
    problem.set_problem(db, session_id=sid, what="Insulin drawn up for a heparin flush", actor=facilitator)
    with pytest.raises(InvalidInput):
        closing.reopen_case(db, session_id=sid, reason="again", actor=facilitator)  # not closed any more


def test_a_document_that_claims_a_blame_chain_is_closed_arrives_open(db, fw, facilitator, bot):
    sid, _ = build_blame_case(db, fw, facilitator, bot)
    document = report_export.export_report(db, fw, session_id=sid, format="json")
    forged = document.replace('"status": "open"', '"status": "complete"', 1)
    assert forged != document
    imported = case_io.import_case(db, fw, document=forged, actor=facilitator)
    assert imported.status == "open"


def test_a_closed_sound_case_round_trips_closed_with_its_reopen_history(db, fw, facilitator, bot):
    sid = build_complete_case(db, fw, facilitator, bot)
    closing.close_case(db, session_id=sid, actor=facilitator)
    closing.reopen_case(db, session_id=sid, reason="New pharmacy evidence", actor=facilitator)
    closing.close_case(db, session_id=sid, actor=facilitator)
    document = report_export.export_report(db, fw, session_id=sid, format="json")
    imported = case_io.import_case(db, fw, document=document, actor=facilitator)
    case = sessions.get_case(db, session_id=imported.id).session
    assert case.status == "complete" and case.reopen_reason == "New pharmacy evidence"


def test_an_archived_closed_case_is_restored_closed_and_an_open_one_open(db, fw, facilitator, bot):
    sid = build_complete_case(db, fw, facilitator, bot)
    closing.close_case(db, session_id=sid, actor=facilitator)
    case = sessions.get_case(db, session_id=sid).session
    archived = sessions.archive_session(db, session_id=sid, version=case.version, actor=facilitator)
    restored = sessions.restore_session(db, session_id=sid, version=archived.version, actor=facilitator)
    assert restored.status == "complete"
    with pytest.raises(CaseClosed):
        problem.set_problem(db, session_id=sid, what="changed after the restore", actor=facilitator)
    other = sessions.create_session(db, title="Open case", actor=facilitator)
    archived = sessions.archive_session(db, session_id=other.id, version=other.version, actor=facilitator)
    assert sessions.restore_session(db, session_id=other.id, version=archived.version,
                                    actor=facilitator).status == "open"


def test_archiving_a_closed_case_never_lifts_the_freeze_and_an_archived_open_case_stays_writable(
        db, fw, facilitator, bot):
    sid = build_complete_case(db, fw, facilitator, bot)
    closing.close_case(db, session_id=sid, actor=facilitator)
    case = sessions.get_case(db, session_id=sid).session
    sessions.archive_session(db, session_id=sid, version=case.version, actor=facilitator)
    with pytest.raises(CaseClosed) as refused:
        problem.set_problem(db, session_id=sid, what="rewritten while archived", actor=facilitator)
    assert "restored first" in refused.value.message("en") and "請先還原" in refused.value.message("zh-TW")
    with pytest.raises(CaseClosed):
        timeline.add_timeline_event(db, session_id=sid, when="08:00", description="added while archived",
                                    actor=facilitator)
    assert sessions.get_case(db, session_id=sid).problem.what != "rewritten while archived"
    other = sessions.create_session(db, title="Open case", actor=facilitator)
    sessions.archive_session(db, session_id=other.id, version=other.version, actor=facilitator)
    problem.set_problem(db, session_id=other.id, what="noted after archiving an open case", actor=facilitator)
