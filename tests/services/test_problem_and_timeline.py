"""The problem statement and the timeline: partial updates, versions, time order, edits."""

from __future__ import annotations

import pytest

from rootcause.errors import InvalidInput, NotFound, StaleVersion
from rootcause.services import problem, sessions, timeline


@pytest.fixture
def case(db, facilitator):
    return sessions.create_session(db, title="Heparin flush near miss", actor=facilitator)


def test_problem_fields_left_out_stay_and_empty_strings_clear(db, facilitator, case):
    first = problem.set_problem(db, session_id=case.id, what="Insulin drawn up for a flush", where="Ward 7B",
                                impact="Near miss", severity=3, actor=facilitator)
    second = problem.set_problem(db, session_id=case.id, what="Insulin drawn up for a heparin flush",
                                 actor=facilitator)
    assert (second.where, second.impact, second.severity) == ("Ward 7B", "Near miss", 3)
    third = problem.set_problem(db, session_id=case.id, what=second.what, where="", version=second.version,
                                actor=facilitator)
    assert third.where is None and third.version == first.version + 2


def test_problem_with_a_stale_version_writes_nothing(db, facilitator, case):
    read = problem.get_problem(db, session_id=case.id)
    problem.set_problem(db, session_id=case.id, what="Theirs", version=read.version, actor=facilitator)
    with pytest.raises(StaleVersion) as err:
        problem.set_problem(db, session_id=case.id, what="Mine", version=read.version, actor=facilitator)
    assert err.value.details["current_version"] == read.version + 1
    assert "第 2 版" in err.value.message("zh-TW")
    assert problem.get_problem(db, session_id=case.id).what == "Theirs"


def test_problem_requires_what_and_a_valid_severity(db, facilitator, case):
    with pytest.raises(InvalidInput) as err:
        problem.set_problem(db, session_id=case.id, what=" \n ", actor=facilitator)
    assert err.value.field == "what"
    with pytest.raises(InvalidInput) as err:
        problem.set_problem(db, session_id=case.id, what="ok", severity="5", actor=facilitator)
    assert err.value.field == "severity"
    with pytest.raises(InvalidInput) as err:
        problem.set_problem(db, session_id=case.id, what="ok", impact="x" * 4001, actor=facilitator)
    assert err.value.field == "impact"
    with pytest.raises(InvalidInput) as err:
        problem.set_problem(db, session_id=case.id, what="ok", version="two", actor=facilitator)
    assert err.value.field == "version"


def test_timeline_is_kept_in_time_order_whatever_the_entry_order(db, facilitator, case):
    problem.set_problem(db, session_id=case.id, what="x", when="2026-03-14 02:40", actor=facilitator)
    for when in ("T+00:15", "02:10", "2026-03-14 01:00", "T-0:05", "T+1h"):
        timeline.add_timeline_event(db, session_id=case.id, when=when, description=f"at {when}", actor=facilitator)
    order = [e.when for e in timeline.list_timeline(db, session_id=case.id)]
    assert order == ["2026-03-14 01:00", "02:10", "T-0:05", "T+00:15", "T+1h"]


def test_without_an_event_date_relative_times_still_sort_among_themselves(db, facilitator, case):
    for when in ("T+00:30", "T-00:10", "T+00:00"):
        timeline.add_timeline_event(db, session_id=case.id, when=when, description=when, actor=facilitator)
    assert [e.when for e in timeline.list_timeline(db, session_id=case.id)] == ["T-00:10", "T+00:00", "T+00:30"]


def test_timeline_events_can_be_edited_and_deleted_with_their_version(db, facilitator, bot, case):
    event = timeline.add_timeline_event(db, session_id=case.id, when="08:00", description="Pump alarm",
                                        source="Nurse interview", actor=facilitator)
    edited = timeline.update_timeline_event(db, session_id=case.id, event_id=event.id, version=event.version,
                                            when="07:55", actor=bot)
    assert (edited.when, edited.description, edited.actor_kind) == ("07:55", "Pump alarm", "agent")
    with pytest.raises(StaleVersion):
        timeline.delete_timeline_event(db, session_id=case.id, event_id=event.id, version=event.version,
                                       actor=facilitator)
    timeline.delete_timeline_event(db, session_id=case.id, event_id=event.id, version=edited.version,
                                   actor=facilitator)
    assert timeline.list_timeline(db, session_id=case.id) == []


def test_an_event_of_another_case_is_not_found(db, facilitator, case):
    other = sessions.create_session(db, title="Other", actor=facilitator)
    event = timeline.add_timeline_event(db, session_id=other.id, when="08:00", description="x", actor=facilitator)
    with pytest.raises(NotFound) as err:
        timeline.update_timeline_event(db, session_id=case.id, event_id=event.id, version=1, description="y",
                                       actor=facilitator)
    assert err.value.field == "event_id"


@pytest.mark.parametrize("when", ["yesterday", "25:00", "T+", "14/03/2026 8am", ""])
def test_times_that_cannot_be_placed_are_refused_with_the_accepted_forms(db, facilitator, case, when):
    with pytest.raises(InvalidInput) as err:
        timeline.add_timeline_event(db, session_id=case.id, when=when, description="x", actor=facilitator)
    assert err.value.field == "when"
