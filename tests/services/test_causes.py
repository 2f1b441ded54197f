"""Causes on the fishbone: progressive input, provenance of codes, moves, delete and undo, coverage."""

from __future__ import annotations

from pathlib import Path

import pytest

from rootcause.errors import InvalidInput, NotFound, StaleVersion
from rootcause.services import audit, causes, sessions
from rootcause.services.categories import add_category, get_fishbone

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def case(db, facilitator):
    return sessions.create_session(db, title="Look-alike vials", actor=facilitator)


def test_a_bare_description_is_parked_and_comes_back_with_suggestions(db, fw, facilitator, case):
    added = causes.add_cause(db, fw, session_id=case.id, description="The nurse was interrupted while preparing "
                             "the flush", actor=facilitator)
    assert added.cause.category is None and added.cause.hfacs_code is None and added.cause.hfacs_state == "none"
    assert added.suggestions.suggestions[0].code == "PC-AMS"
    assert added.suggestions.fishbone is not None
    board = get_fishbone(db, fw, session_id=case.id)
    assert [c.id for c in board.parking_lot] == [added.cause.id] and board.coverage.covered == 0


def test_a_person_sets_confirmed_values_and_an_agent_only_suggested_ones(db, fw, facilitator, bot, case):
    mine = causes.add_cause(db, fw, session_id=case.id, description="Two vials in one bin", category="material",
                            hfacs_code="PP-CPL", actor=facilitator).cause
    theirs = causes.add_cause(db, fw, session_id=case.id, description="Night shift short of one nurse",
                              category="人員", hfacs_code="OI-RM", actor=bot)
    assert (mine.category, mine.category_state, mine.hfacs_code, mine.hfacs_state) == (
        "MATERIAL", "confirmed", "PC-PML", "confirmed")
    agent_cause = theirs.cause
    assert (agent_cause.category, agent_cause.category_state, agent_cause.hfacs_state) == (
        "PEOPLE", "suggested", "suggested")
    assert theirs.suggestions is None  # nothing left open
    with pytest.raises(InvalidInput):
        causes.confirm_cause(db, session_id=case.id, cause_id=agent_cause.id, version=agent_cause.version, actor=bot)
    confirmed = causes.confirm_cause(db, session_id=case.id, cause_id=agent_cause.id, version=agent_cause.version,
                                     actor=facilitator)
    assert confirmed.hfacs_state == "confirmed"
    again = causes.confirm_cause(db, session_id=case.id, cause_id=agent_cause.id, version=confirmed.version,
                                 actor=facilitator, part="category")
    assert again.category_state == "confirmed"


def test_level_three_fields_and_validation(db, fw, facilitator, case):
    cause = causes.add_cause(db, fw, session_id=case.id, description="Pump library lacked the concentration",
                             category="EQUIPMENT", actor=facilitator).cause
    sharpened = causes.update_cause(db, fw, session_id=case.id, cause_id=cause.id, version=cause.version,
                                    evidence="Pump log export, T-00:20", confidence=0.7, verified=True,
                                    actor=facilitator)
    assert (sharpened.evidence, sharpened.confidence, sharpened.verified) == ("Pump log export, T-00:20", 0.7, True)
    for bad, field in (({"confidence": 2}, "confidence"), ({"confidence": "high"}, "confidence"),
                       ({"verified": "yes"}, "verified"),
                       ({"category": "Astrology"}, "category"), ({"hfacs_code": "NOPE"}, "hfacs_code"),
                       ({"evidence": "MRN 1234567"}, "evidence")):
        with pytest.raises(InvalidInput) as err:
            causes.update_cause(db, fw, session_id=case.id, cause_id=cause.id, version=sharpened.version,
                                actor=facilitator, **bad)
        assert err.value.field == field
    with pytest.raises(StaleVersion):
        causes.update_cause(db, fw, session_id=case.id, cause_id=cause.id, version=cause.version, verified=False,
                            actor=facilitator)
    unrated = causes.update_cause(db, fw, session_id=case.id, cause_id=cause.id, version=sharpened.version,
                                  confidence="", actor=facilitator)
    assert (unrated.confidence, unrated.evidence, unrated.verified) == (None, "Pump log export, T-00:20", True)


def test_moves_reorder_within_a_bone_and_delete_can_be_undone(db, fw, facilitator, case):
    made = [causes.add_cause(db, fw, session_id=case.id, description=f"Cause {i}", category="METHOD",
                             actor=facilitator).cause for i in range(3)]
    moved = causes.move_cause(db, fw, session_id=case.id, cause_id=made[2].id, version=made[2].version,
                              category="METHOD", position=1, actor=facilitator)
    bone = next(b for b in get_fishbone(db, fw, session_id=case.id).bones if b.code == "METHOD")
    assert [c.description for c in bone.causes] == ["Cause 2", "Cause 0", "Cause 1"]
    gone = causes.delete_cause(db, session_id=case.id, cause_id=moved.id, version=moved.version, actor=facilitator)
    assert len(next(b for b in get_fishbone(db, fw, session_id=case.id).bones if b.code == "METHOD").causes) == 2
    with pytest.raises(InvalidInput):
        causes.update_cause(db, fw, session_id=case.id, cause_id=gone.id, version=gone.version, verified=True,
                            actor=facilitator)
    back = causes.undo_delete(db, session_id=case.id, actor=facilitator)
    assert back.id == moved.id
    with pytest.raises(InvalidInput):
        causes.undo_delete(db, session_id=case.id, actor=facilitator)
    ops = [e.operation for e in audit.list_audit(db, session_id=case.id)]
    assert {"move_cause", "delete_cause", "undo_delete_cause"} <= set(ops)


def test_custom_bones_sit_beside_the_six_and_coverage_counts_only_the_six(db, fw, facilitator, case):
    code = add_category(db, fw, session_id=case.id, name="Transport", actor=facilitator)
    with pytest.raises(InvalidInput):
        add_category(db, fw, session_id=case.id, name="transport", actor=facilitator)
    with pytest.raises(InvalidInput):
        add_category(db, fw, session_id=case.id, name="People", actor=facilitator)
    causes.add_cause(db, fw, session_id=case.id, description="Porter delayed", category="transport",
                     actor=facilitator)
    for bone in ("PEOPLE", "EQUIPMENT", "環境"):
        causes.add_cause(db, fw, session_id=case.id, description=f"On {bone}", category=bone, actor=facilitator)
    board = get_fishbone(db, fw, session_id=case.id)
    assert [b.code for b in board.bones][-1] == code and board.bones[-1].custom
    assert (board.coverage.covered, board.coverage.total) == (3, 6)
    assert board.coverage.missing == ["MATERIAL", "METHOD", "MONITORING"]


def test_a_cause_of_another_case_is_not_found(db, fw, facilitator, case):
    other = sessions.create_session(db, title="Other", actor=facilitator)
    cause = causes.add_cause(db, fw, session_id=other.id, description="Elsewhere", actor=facilitator).cause
    with pytest.raises(NotFound):
        causes.delete_cause(db, session_id=case.id, cause_id=cause.id, version=cause.version, actor=facilitator)
