"""Cases: creation, listing and filtering, the whole-case read, rename and archive."""

from __future__ import annotations

import pytest

from rootcause.errors import InvalidInput, NotFound, StaleVersion
from rootcause.services import audit, problem, sessions, timeline


def test_a_new_case_has_an_empty_problem_with_its_severity(db, facilitator):
    case = sessions.create_session(db, title="Wrong-site block", severity="SAC 2", event_type="anaesthesia",
                                   actor=facilitator)
    whole = sessions.get_case(db, session_id=case.id)
    assert whole.session.title == "Wrong-site block"
    assert whole.problem.severity == 2 and whole.problem.what is None
    assert whole.problem.severity_meaning.startswith("Major harm")
    assert case.id.startswith("ses_") and case.actor == "facilitator" and case.actor_kind == "human"


def test_list_is_newest_first_and_filters_by_text_and_status(db, facilitator):
    first = sessions.create_session(db, title="Fall in bathroom", actor=facilitator)
    second = sessions.create_session(db, title="Transfusion 輸血 mismatch", actor=facilitator)
    third = sessions.create_session(db, title="Pressure injury", actor=facilitator)
    problem.set_problem(db, session_id=third.id, what="Sacral ulcer found on day 5", actor=facilitator)
    assert [s.id for s in sessions.list_sessions(db).sessions] == [third.id, second.id, first.id]
    assert [s.id for s in sessions.list_sessions(db, query="輸血").sessions] == [second.id]
    assert [s.id for s in sessions.list_sessions(db, query="SACRAL").sessions] == [third.id]
    assert sessions.list_sessions(db, query="100%_").total == 0  # LIKE wildcards are literal
    sessions.archive_session(db, session_id=first.id, version=first.version, actor=facilitator)
    assert first.id not in [s.id for s in sessions.list_sessions(db).sessions]
    assert [s.id for s in sessions.list_sessions(db, status="archived").sessions] == [first.id]
    assert sessions.list_sessions(db, status="all").total == 3


def test_rename_and_archive_need_the_version_that_was_read(db, facilitator):
    case = sessions.create_session(db, title="Draft", actor=facilitator)
    renamed = sessions.rename_session(db, session_id=case.id, title="Final", version=case.version,
                                      actor=facilitator)
    assert renamed.version == case.version + 1
    with pytest.raises(StaleVersion) as err:
        sessions.archive_session(db, session_id=case.id, version=case.version, actor=facilitator)
    assert err.value.current_version == renamed.version
    restored = sessions.restore_session(
        db, session_id=case.id, actor=facilitator,
        version=sessions.archive_session(db, session_id=case.id, version=renamed.version, actor=facilitator).version)
    assert restored.status == "open"


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"title": "   "}, "title"),
        ({"title": 42}, "title"),
        ({"title": "x" * 201}, "title"),
        ({"title": "ok", "severity": 7}, "severity"),
        ({"title": "ok", "framework": "swiss_cheese"}, "framework"),
        ({"title": "ok", "language": "fr"}, "language"),
        ({"title": "bad\x00byte"}, "title"),
    ],
)
def test_bad_input_names_the_field_and_writes_nothing(db, facilitator, kwargs, field):
    with pytest.raises(InvalidInput) as err:
        sessions.create_session(db, actor=facilitator, **kwargs)
    assert err.value.field == field
    assert field in err.value.message("en") and field in err.value.message("zh-TW")
    assert sessions.list_sessions(db, status="all").total == 0


def test_unknown_ids_are_not_found(db, facilitator):
    with pytest.raises(NotFound) as err:
        sessions.get_case(db, session_id="ses_nothere")
    assert err.value.field == "session_id"
    with pytest.raises(NotFound):
        timeline.add_timeline_event(db, session_id="ses_nothere", when="08:00", description="x", actor=facilitator)


def test_list_limit_is_bounded(db):
    with pytest.raises(InvalidInput) as err:
        sessions.list_sessions(db, limit=0)
    assert err.value.field == "limit"
    with pytest.raises(InvalidInput):
        sessions.list_sessions(db, limit=10_000)


def test_every_write_appends_an_audit_entry(db, facilitator, bot):
    case = sessions.create_session(db, title="Audit me", actor=facilitator)
    problem.set_problem(db, session_id=case.id, what="Delay in escalation", actor=bot)
    timeline.add_timeline_event(db, session_id=case.id, when="T+00:10", description="Call made", actor=bot)
    entries = audit.list_audit(db, session_id=case.id)
    assert [e.operation for e in entries][::-1] == [
        "create_session", "create_problem", "set_problem", "add_timeline_event"]
    set_entry = next(e for e in entries if e.operation == "set_problem")
    assert (set_entry.actor_kind, set_entry.actor, set_entry.face) == ("agent", "test-agent", "mcp")
    assert (set_entry.before_version, set_entry.after_version) == (1, 2)
    assert [e.operation for e in audit.list_audit(db, session_id=case.id, actor_kind="agent")] == [
        "add_timeline_event", "set_problem"]


def test_revision_counters_move_on_every_write(db, facilitator):
    case = sessions.create_session(db, title="Live", actor=facilitator)
    before_case, before_store = db.revision(case.id), db.revision()
    timeline.add_timeline_event(db, session_id=case.id, when="08:00", description="x", actor=facilitator)
    assert db.revision(case.id) == before_case + 1
    assert db.revision() == before_store + 1
