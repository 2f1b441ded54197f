"""No identifier reaches the store: every free-text field is checked before anything is written."""

from __future__ import annotations

from pathlib import Path

import pytest

from rootcause.errors import PHIDetected
from rootcause.services import audit, problem, sessions, timeline

NATIONAL_ID = "A123456789"
NAME_ZH = "病人王小明"


@pytest.fixture
def case(db, facilitator):
    return sessions.create_session(db, title="Guarded case", actor=facilitator)


def _writes(db, actor, case_id):
    return {
        "title": lambda text: sessions.create_session(db, title=text, actor=actor),
        "event_type": lambda text: sessions.create_session(db, title="ok", event_type=text, actor=actor),
        "what": lambda text: problem.set_problem(db, session_id=case_id, what=text, actor=actor),
        "where": lambda text: problem.set_problem(db, session_id=case_id, what="ok", where=text, actor=actor),
        "impact": lambda text: problem.set_problem(db, session_id=case_id, what="ok", impact=text, actor=actor),
        "detection": lambda text: problem.set_problem(db, session_id=case_id, what="ok", detection=text,
                                                      actor=actor),
        "description": lambda text: timeline.add_timeline_event(db, session_id=case_id, when="08:00",
                                                                description=text, actor=actor),
        "source": lambda text: timeline.add_timeline_event(db, session_id=case_id, when="08:00",
                                                           description="ok", source=text, actor=actor),
        "when": lambda text: timeline.add_timeline_event(db, session_id=case_id, when=text, description="ok",
                                                         actor=actor),
    }


@pytest.mark.parametrize("field", ["title", "event_type", "what", "where", "impact", "detection", "description",
                                   "source", "when"])
@pytest.mark.parametrize("text", [f"ID {NATIONAL_ID} on the wristband", f"{NAME_ZH}於急診跌倒", "MRN 00123456"])
def test_each_free_text_field_refuses_an_identifier_and_writes_nothing(db, facilitator, case, field, text):
    before = (db.revision(), len(audit.list_audit(db, session_id=case.id)))
    with pytest.raises(PHIDetected) as err:
        _writes(db, facilitator, case.id)[field](text)
    assert err.value.field == field
    for lang in ("en", "zh-TW"):
        message = err.value.message(lang)
        assert field in message and NATIONAL_ID not in message and "王小明" not in message and "00123456" not in message
    assert err.value.details["preview"] and err.value.details["kind"]
    assert (db.revision(), len(audit.list_audit(db, session_id=case.id))) == before


def test_the_message_says_how_to_rephrase_in_both_languages(db, facilitator, case):
    with pytest.raises(PHIDetected) as err:
        problem.set_problem(db, session_id=case.id, what="patient John Smith fell", actor=facilitator)
    assert "role" in err.value.message("en")
    assert "角色" in err.value.message("zh-TW")
    assert "John Smith" not in err.value.message("en")


def test_clinical_language_passes(db, facilitator, case):
    problem.set_problem(db, session_id=case.id, actor=facilitator, what="Heparin 25,000 units in 250 mL hung at "
                        "T+00:40 instead of insulin 5 units/kg/h", where="ICU bed 12, ward 7B",
                        impact="No harm; PC-TE contributed", detection="The charge nurse noticed at handover")
    timeline.add_timeline_event(db, session_id=case.id, when="T+00:15", description="住院醫師於急診開立肝素醫囑",
                                source="值班護理師訪談", actor=facilitator)


@pytest.mark.sqlite_only
def test_after_rejected_writes_the_database_files_hold_no_identifier_bytes(db, data_dir, facilitator, case):
    for text in (f"wristband {NATIONAL_ID}", f"{NAME_ZH}跌倒", "call 0912-345-678"):
        with pytest.raises(PHIDetected):
            problem.set_problem(db, session_id=case.id, what=text, actor=facilitator)
        with pytest.raises(PHIDetected):
            timeline.add_timeline_event(db, session_id=case.id, when="08:00", description=text, actor=facilitator)
    problem.set_problem(db, session_id=case.id, what="A clean statement", actor=facilitator)
    files = [p for p in Path(data_dir).iterdir() if p.name.startswith("rootcause.db")]
    assert any(p.name.endswith("-wal") for p in files)
    blob = b"".join(p.read_bytes() for p in files)
    assert b"A clean statement" in blob  # the check can see what was written...
    for needle in (NATIONAL_ID, "王小明", "0912-345-678", "0912345678"):
        assert needle.encode("utf-8") not in blob  # ...and nothing that was refused


def test_a_cause_is_checked_once_on_its_way_to_the_store_and_its_suggestions(db, fw, facilitator, case, monkeypatch):
    """The gate runs once per text: adding a cause (which also asks for suggestions) scans it one time."""
    from rootcause.services import causes
    from rootcause.services import text as gate

    scanned: list[str] = []
    real_guard = gate.phi.guard

    def counting_guard(field: str, value: str) -> None:
        scanned.append(field)
        real_guard(field, value)

    monkeypatch.setattr(gate.phi, "guard", counting_guard)
    added = causes.add_cause(db, fw, session_id=case.id, description="Look-alike vials stored side by side",
                             actor=facilitator)
    assert added.suggestions is not None and added.suggestions.suggestions
    assert scanned == ["description"]
