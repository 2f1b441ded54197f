"""JSON export and import: a case survives the round trip; bad or foreign documents import nothing."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from rootcause.errors import InvalidInput, PHIDetected
from rootcause.services import actions, case_io, causation, causes, problem, sessions, timeline, why_tree
from rootcause.services.categories import add_category
from rootcause.store import open_store

REPO = Path(__file__).resolve().parents[2]


def _populated(db, fw, human, bot) -> str:
    case = sessions.create_session(db, title="輸血前核對 / transfusion check", framework="hfacs_mes",
                                   language="zh-TW", severity=2, actor=human)
    problem.set_problem(db, session_id=case.id, what="Wrong unit hung", where="ICU", when="2026-02-01 22:10",
                        impact="Stopped after 5 mL", detection="Bedside scan alarm", actor=human)
    for when, what in (("T-00:30", "Two units issued"), ("T+00:00", "Unit hung"), ("T+00:05", "Alarm")):
        timeline.add_timeline_event(db, session_id=case.id, when=when, description=what, source="Log", actor=bot)
    add_category(db, fw, session_id=case.id, name="Transport", actor=human)
    c1 = causes.add_cause(db, fw, session_id=case.id, description="Two units in one cooler", category="MATERIAL",
                          hfacs_code="PC-TE", actor=human).cause
    causes.add_cause(db, fw, session_id=case.id, description="Porter brought both", category="X-TRANSPORT",
                     hfacs_code="OI-OP", actor=bot)
    n1 = why_tree.ask_why(db, session_id=case.id, answer="Cooler held two patients' units", cause_id=c1.id,
                          actor=human).node
    n2 = why_tree.ask_why(db, session_id=case.id, answer="Blood bank issues by batch", parent_id=n1.id,
                          actor=human).node
    why_tree.mark_root_cause(db, session_id=case.id, node_id=n2.id, rationale="Batch issue design", actor=human)
    causation.verify_causation(db, session_id=case.id, node_id=n2.id, actor=human,
                               answers={"temporality": "yes", "necessity": {"answer": "yes", "rationale": "r"}})
    action = actions.add_action(db, fw, session_id=case.id, root_cause_id=n2.id, actor=human,
                                description="Issue one unit per cooler", measure="% single-unit issues",
                                due="2026-06-01", today=date(2026, 1, 1)).action
    actions.record_measure(db, session_id=case.id, action_id=action.id, measure="% single-unit issues", value="98%",
                           when="2026-07-01", actor=human)
    return case.id


def _canonical(doc: dict[str, Any]) -> dict[str, Any]:
    """Replace ids with their order of first appearance, so remapped ids compare equal."""
    seen: dict[str, str] = {}

    def walk(value: Any, key: str = "") -> Any:
        if isinstance(value, dict):
            return {k: walk(v, k) for k, v in value.items()}
        if isinstance(value, list):
            return [walk(v, key) for v in value]
        if key in ("id", "parent_id", "cause_id", "node_id", "root_cause_id") and isinstance(value, str):
            return seen.setdefault(value, f"#{len(seen)}")
        return value

    return walk(doc)


def test_export_import_export_gives_the_same_document(db, db_url, fw, facilitator, bot, tmp_path):
    sid = _populated(db, fw, facilitator, bot)
    first = json.loads(case_io.export_case_json(db, session_id=sid))
    empty = open_store(f"sqlite:///{tmp_path / 'empty.db'}")
    imported = case_io.import_case(empty, fw, document=json.dumps(first), actor=facilitator)
    second = json.loads(case_io.export_case_json(empty, session_id=imported.id))
    assert first["schema"] == "rootcause.case" and first["schema_version"] == 1
    assert imported.id != sid
    assert _canonical(first) == _canonical(second)
    assert second["causes"][1]["actor_kind"] == "agent" and second["causes"][1]["hfacs_state"] == "suggested"
    assert len(second["actions"][0]["measurements"]) == 1
    empty.dispose()


@pytest.mark.parametrize(
    ("mutate", "needle"),
    [
        (lambda d: "not json {", "JSON"),
        (lambda d: json.dumps({"hello": "world"}), "rootcause.case"),
        (lambda d: json.dumps({**d, "schema_version": 99}), "schema_version"),
        (lambda d: json.dumps({**d, "why_nodes": [{**d["why_nodes"][0], "parent_id": "why_ghost"}]}), "why_nodes"),
        (lambda d: json.dumps({**d, "causes": [{**d["causes"][0], "hfacs_code": "ZZ-TOP"}]}), "causes[0].hfacs_code"),
        (lambda d: json.dumps({**d, "timeline": [{**d["timeline"][0], "when": "yesterday"}]}), "timeline[0].when"),
        (lambda d: json.dumps({**d, "actions": [{**d["actions"][0], "root_cause_id": "why_ghost"}]}), "root_cause"),
    ],
)
def test_malformed_or_foreign_documents_import_nothing(db, fw, facilitator, bot, mutate, needle):
    sid = _populated(db, fw, facilitator, bot)
    doc = json.loads(case_io.export_case_json(db, session_id=sid))
    before = sessions.list_sessions(db, status="all").total
    with pytest.raises(InvalidInput) as err:
        case_io.import_case(db, fw, document=mutate(doc), actor=facilitator)
    assert needle in err.value.message("en")
    assert sessions.list_sessions(db, status="all").total == before


def test_an_identifier_anywhere_in_the_document_is_refused(db, fw, facilitator, bot):
    sid = _populated(db, fw, facilitator, bot)
    doc = json.loads(case_io.export_case_json(db, session_id=sid))
    doc["actions"][0]["measurements"][0]["value"] = "called 0912-345-678"
    with pytest.raises(PHIDetected) as err:
        case_io.import_case(db, fw, document=doc, actor=facilitator)
    assert err.value.field == "actions[0].measurements[0].value"
    assert sessions.list_sessions(db, status="all").total == 1


def test_a_closed_case_keeps_its_completion_date_through_the_round_trip(db, fw, facilitator, bot):
    from full_case import build_complete_case

    from rootcause.services import closing

    sid = build_complete_case(db, fw, facilitator, bot)
    assert closing.close_case(db, session_id=sid, actor=facilitator)
    closed = sessions.get_case(db, session_id=sid).session
    document = case_io.export_case_json(db, session_id=sid)
    assert json.loads(document)["session"]["completed_at"]
    copy = case_io.import_case(db, fw, document=document, actor=facilitator)
    stored = sessions.get_case(db, session_id=copy.id).session
    assert stored.status == "complete" and stored.completed_at == closed.completed_at


def _string_paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Where the exported document holds a string, other than the ids that tie its parts together."""
    if isinstance(value, str):
        return [path]
    if isinstance(value, dict):
        return [p for k, v in value.items() if k != "id" and not k.endswith("_id") and k != "schema"
                for p in _string_paths(v, (*path, k))]
    if isinstance(value, list):
        return [p for i, v in enumerate(value) for p in _string_paths(v, (*path, i))]
    return []


def test_every_string_the_document_would_store_meets_the_gate(db, fw, facilitator, bot):
    """Walk a full export; put an ID number into each stored string in turn (codes, bone names, who made each
    part, free texts): each import is refused naming that JSON path, and no case is left behind."""
    sid = _populated(db, fw, facilitator, bot)
    exported = json.loads(case_io.export_case_json(db, session_id=sid))
    paths = _string_paths(exported)
    assert {"actor", "code", "category", "name", "title"} <= {p[-1] for p in paths if isinstance(p[-1], str)}
    for path in paths:
        doc = json.loads(json.dumps(exported))
        target = doc
        for step in path[:-1]:
            target = target[step]
        target[path[-1]] = "A123456789"
        with pytest.raises((PHIDetected, InvalidInput)) as err:
            case_io.import_case(db, fw, document=doc, actor=facilitator)
        if path[-1] in ("actor", "code", "category", "hfacs_code", "name", "title", "description", "text"):
            assert isinstance(err.value, PHIDetected), path  # free strings: the PHI gate, not the schema, refuses
        if isinstance(err.value, PHIDetected):
            shown = "".join(f"[{s}]" if isinstance(s, int) else f".{s}" for s in path).lstrip(".")
            assert err.value.field == shown
    assert sessions.list_sessions(db, status="all").total == 1


def test_an_imported_text_is_stored_as_the_app_and_the_tools_store_it(db, fw, facilitator, bot):
    """The session-24 audit: import kept spaces, CR LF and blank optional fields that the other faces trim or leave
    empty, and refused a blank optional field they accept."""
    doc = json.loads(case_io.export_case_json(db, session_id=_populated(db, fw, facilitator, bot)))
    doc["causes"][0]["description"] = "  Two units in one cooler\r\nsecond line  \n\n"
    doc["timeline"][0]["source"] = "   "
    doc["problem"]["where"] = ""
    made = case_io.import_case(db, fw, document=json.dumps(doc), actor=facilitator)
    back = json.loads(case_io.export_case_json(db, session_id=made.id))
    typed = causes.add_cause(db, fw, session_id=made.id, actor=facilitator,
                             description="  Two units in one cooler\r\nsecond line  \n\n").cause
    assert back["causes"][0]["description"] == typed.description == "Two units in one cooler\nsecond line"
    assert back["timeline"][0].get("source") is None and back["problem"].get("where") is None


@pytest.mark.parametrize(("path", "value"), [
    (("problem", "severity"), True), (("causes", 0, "confidence"), True), (("causes", 0, "verified"), "yes"),
    (("causes", 0, "verified"), 1), (("why_nodes", 0, "is_root_cause"), 0),
])
def test_a_boolean_is_no_number_and_a_number_is_no_boolean_in_an_imported_document(db, fw, facilitator, bot, path,
                                                                                    value):
    """The MCP tools refuse these (``domain/model/json_types.py``, one rule); import read true as 1 and "yes" as
    true (the session-24 audit)."""
    doc = json.loads(case_io.export_case_json(db, session_id=_populated(db, fw, facilitator, bot)))
    where: Any = doc
    for step in path[:-1]:
        where = where[step]
    where[path[-1]] = value
    with pytest.raises(InvalidInput) as refused:
        case_io.import_case(db, fw, document=json.dumps(doc), actor=facilitator)
    assert ".".join(str(p) for p in path).replace(".0.", "[0].") in refused.value.message("en")
