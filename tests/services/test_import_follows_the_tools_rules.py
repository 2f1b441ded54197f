"""An imported document meets the rules the tools apply, not the file's own claims: actions are rated here, an
override needs a reason, a bone's code is made from its name and no bone shadows a standard one, one causation
check per link; and what an export writes always imports again (a why under a deleted cause included)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from full_case import build_complete_case
from sqlmodel import select

from rootcause.errors import RootCauseError
from rootcause.services import case_io, causes, closing, report_export, sessions, why_tree
from rootcause.store.tables import Action, AuditEntry, Category, Cause, utcnow


@pytest.fixture
def export(db, fw, facilitator, bot) -> dict[str, Any]:
    sid = build_complete_case(db, fw, facilitator, bot)
    return json.loads(report_export.export_report(db, fw, session_id=sid, format="json"))


def _rows(db, model, sid):
    with db.read() as tx:
        return tx.all(select(model).where(model.session_id == sid))


def _refused(db, fw, actor, doc) -> RootCauseError:
    with pytest.raises(RootCauseError) as refused:
        case_io.import_case(db, fw, document=json.dumps(doc, default=str), actor=actor)
    return refused.value


def test_an_actions_claimed_strength_is_rated_again_and_a_weak_plan_cannot_close(db, fw, facilitator, export):
    doc = copy.deepcopy(export)
    doc["session"]["status"] = "complete"
    for action in doc["actions"]:
        action["description"] = "Remind the nurses to be more careful and re-educate staff on the policy"
        action["strength"], action["strength_reason"] = "stronger", "claimed by the file"
    imported = case_io.import_case(db, fw, document=json.dumps(doc), actor=facilitator)
    assert imported.status == "open"
    assert {a.strength for a in _rows(db, Action, imported.id)} == {"weaker"}
    assert "claimed by the file" not in {a.strength_reason for a in _rows(db, Action, imported.id)}


@pytest.mark.parametrize("reason", [None, "", "   "])
def test_an_override_without_a_reason_is_refused_by_its_path_in_both_languages(db, fw, facilitator, export, reason):
    doc = copy.deepcopy(export)
    doc["actions"][0]["strength_override"], doc["actions"][0]["override_reason"] = "stronger", reason
    refused = _refused(db, fw, facilitator, doc)
    assert "actions[0].override_reason" in refused.message("en") and "請說明推翻評等的理由" in refused.message("zh-TW")


def test_a_bones_code_is_made_from_its_name_so_no_identifier_rides_in_it(db, fw, facilitator, export):
    doc = copy.deepcopy(export)
    doc["categories"] = [{"code": "X-0912345678", "name": "Transport", "created_at": "2026-03-01T08:00:00Z"}]
    doc["causes"][0]["category"] = "X-0912345678"
    imported = case_io.import_case(db, fw, document=json.dumps(doc), actor=facilitator)
    assert [c.code for c in _rows(db, Category, imported.id)] == ["X-TRANSPORT"]
    assert "X-TRANSPORT" in {c.category for c in _rows(db, Cause, imported.id)}


@pytest.mark.parametrize("names", [["People"], ["Transport", "transport"], ["人員"]])
def test_a_bone_named_like_a_standard_one_or_another_is_refused(db, fw, facilitator, export, names):
    doc = copy.deepcopy(export)
    doc["categories"] = [{"code": f"X-B{i}", "name": name, "created_at": "2026-03-01T08:00:00Z"}
                         for i, name in enumerate(names)]
    refused = _refused(db, fw, facilitator, doc)
    assert f"categories[{len(names) - 1}].name" in refused.message("en") and "同名" in refused.message("zh-TW")


def test_a_second_check_of_the_same_link_is_refused(db, fw, facilitator, export):
    doc = copy.deepcopy(export)
    doc["causation_checks"].append(copy.deepcopy(doc["causation_checks"][0]))
    refused = _refused(db, fw, facilitator, doc)
    assert "checks the same link" in refused.message("en") and "同一個連結" in refused.message("zh-TW")


def test_a_why_under_a_deleted_cause_travels_and_the_cause_stays_deleted(db, fw, facilitator, bot):
    sid = build_complete_case(db, fw, facilitator, bot)
    cause = causes.add_cause(db, fw, session_id=sid, description="Agency nurse unfamiliar with the cabinet",
                             category="PEOPLE", actor=facilitator).cause
    why_tree.ask_why(db, session_id=sid, cause_id=cause.id, answer="No local induction for agency staff",
                     actor=facilitator)
    with db.transaction(facilitator) as tx:  # (as a store written before a cause's delete took its whys with it)
        tx.update(Cause, cause.id, cause.version, {"deleted_at": utcnow()}, kind="cause", field="cause_id",
                  session_id=sid, operation="delete_cause")
    document = report_export.export_report(db, fw, session_id=sid, format="json")
    imported = case_io.import_case(db, fw, document=document, actor=facilitator)
    copied = {c.description: c.deleted_at is not None for c in _rows(db, Cause, imported.id)}
    assert copied["Agency nurse unfamiliar with the cabinet"] is True
    tree = why_tree.get_tree(db, session_id=imported.id)
    assert "No local induction for agency staff" in {n.text for n in tree.nodes}


def test_an_archived_closed_case_arrives_archived_closed_and_restores_closed(db, fw, facilitator, bot):
    sid = build_complete_case(db, fw, facilitator, bot)
    closing.close_case(db, session_id=sid, actor=facilitator)
    case = sessions.get_case(db, session_id=sid).session
    sessions.archive_session(db, session_id=sid, version=case.version, actor=facilitator)
    document = report_export.export_report(db, fw, session_id=sid, format="json")
    copy_ = case_io.import_case(db, fw, document=document, actor=facilitator)
    with db.read() as tx:
        row = tx.session(copy_.id)
        assert row.status == "archived" and row.archived_at is not None and row.completed_at is not None
    restored = sessions.restore_session(db, session_id=copy_.id, version=row.version, actor=facilitator)
    assert restored.status == "complete"


def test_a_closed_document_without_a_completion_time_gets_the_import_time(db, fw, facilitator, export):
    doc = copy.deepcopy(export)
    doc["session"]["status"] = "complete"
    doc["session"].pop("completed_at", None)
    imported = case_io.import_case(db, fw, document=json.dumps(doc), actor=facilitator)
    with db.read() as tx:
        row = tx.session(imported.id)
    assert row.status == "complete" and row.completed_at is not None


def test_a_closed_case_is_written_closed_in_the_one_import_write_and_keeps_its_maker(db, fw, facilitator, bot):
    sid = build_complete_case(db, fw, facilitator, bot)
    closing.close_case(db, session_id=sid, actor=bot)
    document = report_export.export_report(db, fw, session_id=sid, format="json")
    made_by = json.loads(document)["session"]
    copy_ = case_io.import_case(db, fw, document=document, actor=facilitator)
    with db.read() as tx:
        row = tx.session(copy_.id)
        writes = tx.all(select(AuditEntry).where(AuditEntry.session_id == copy_.id))
    assert row.status == "complete" and row.completed_at is not None
    assert (row.actor, row.actor_kind) == (made_by["actor"], made_by["actor_kind"])  # (the file's maker, not ours)
    assert {w.operation for w in writes} == {"import_case"}  # (one write: no open copy between two commits)


def test_a_why_under_both_a_parent_and_a_cause_is_refused_by_its_path(db, fw, facilitator, export):
    doc = copy.deepcopy(export)
    child = next(n for n in doc["why_nodes"] if n["parent_id"])
    child["cause_id"] = doc["causes"][0]["id"]
    with pytest.raises(RootCauseError) as refused:
        case_io.import_case(db, fw, document=doc, actor=facilitator)
    assert "why_nodes[" in refused.value.en and "parent_id and a cause_id" in refused.value.en


def test_a_code_arrives_confirmed_only_with_who_confirmed_it(db, fw, facilitator, export):
    doc = copy.deepcopy(export)
    claimed, confirmed = doc["causes"][0], doc["causes"][1]
    claimed.update(hfacs_state="confirmed", hfacs_confirmed_by=None)  # (hand-edited: no one on record)
    confirmed.update(hfacs_state="confirmed", hfacs_confirmed_by="facilitator")
    copy_ = case_io.import_case(db, fw, document=doc, actor=facilitator)
    states = {c.description: (c.hfacs_state, c.hfacs_confirmed_by) for c in _rows(db, Cause, copy_.id)}
    assert states[claimed["description"]] == ("suggested", None)
    assert states[confirmed["description"]] == ("confirmed", "facilitator")
