"""Actions: rated on the hierarchy, overridable with a reason, warned about, followed up across cases."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

import pytest

from rootcause.errors import InvalidInput, NotFound, PHIDetected
from rootcause.services import actions, audit, sessions, why_tree

REPO = Path(__file__).resolve().parents[2]
TODAY = date(2026, 11, 23)


@pytest.fixture
def root(db, facilitator):
    case = sessions.create_session(db, title="Look-alike vials", actor=facilitator)
    node = why_tree.ask_why(db, session_id=case.id, answer="Both vials stocked in one bin", actor=facilitator).node
    why_tree.mark_root_cause(db, session_id=case.id, node_id=node.id, rationale="storage", actor=facilitator)
    return case.id, node.id


def test_an_action_is_rated_with_a_reason_and_a_hint_and_warnings_follow_the_plan(db, fw, facilitator, root):
    sid, node = root
    weak = actions.add_action(db, fw, session_id=sid, root_cause_id=node, description="Remind staff to read labels",
                              actor=facilitator, today=TODAY)
    assert weak.action.strength == "weaker" and weak.action.strength_reason and weak.hint
    assert {w.kind for w in weak.warnings} == {"only_weaker", "no_measure", "no_owner", "no_due"}
    strong = actions.add_action(db, fw, session_id=sid, root_cause_id=node, description="Remove insulin vials from "
                                "ward stock; pharmacy dispenses patient-specific doses", measure="% doses "
                                "dispensed patient-specific", owner_role="Pharmacy manager", due="2026-12-31",
                                actor=facilitator, today=TODAY)
    assert strong.action.strength == "stronger" and strong.action.has_measure
    # only the weak one still lacks a measure, an owner and a due date
    assert [w.kind for w in strong.warnings] == ["no_measure", "no_owner", "no_due"]
    assert {w.target_id for w in strong.warnings} == {weak.action.id}


def test_a_follow_up_date_passed_without_a_judgement_is_a_warning_until_someone_judges_it(db, fw, facilitator,
                                                                                         root):
    sid, node = root
    done = actions.add_action(db, fw, session_id=sid, root_cause_id=node, description="Remove insulin vials from "
                              "ward stock", measure="vials found on wards", owner_role="Pharmacy manager",
                              due="2026-02-01", follow_up="2026-03-01", actor=facilitator, today=TODAY)
    assert "follow_up_overdue" in {w.kind for w in done.warnings}
    judged = actions.update_action(db, fw, session_id=sid, action_id=done.action.id, status="effective",
                                   version=done.action.version, actor=facilitator, today=TODAY)
    assert "follow_up_overdue" not in {w.kind for w in judged.warnings}


def test_a_past_due_date_is_allowed_with_a_warning(db, fw, facilitator, root):
    sid, node = root
    late = actions.add_action(db, fw, session_id=sid, root_cause_id=node, description="Install a barcode scanner "
                              "that blocks the wrong vial", measure="scan rate", due="2026-01-01", actor=facilitator,
                              today=TODAY)
    assert "past_due" in {w.kind for w in late.warnings}
    overdue = actions.list_actions(db, overdue=True, today=TODAY)
    assert [a.id for a in overdue] == [late.action.id]


def test_an_override_needs_a_reason_and_is_recorded(db, fw, facilitator, root):
    sid, node = root
    added = actions.add_action(db, fw, session_id=sid, root_cause_id=node, description="Double check by two nurses",
                               measure="audit", actor=facilitator).action
    with pytest.raises(InvalidInput) as err:
        actions.update_action(db, fw, session_id=sid, action_id=added.id, version=added.version,
                              strength_override="intermediate", actor=facilitator)
    assert err.value.field == "override_reason"
    over = actions.update_action(db, fw, session_id=sid, action_id=added.id, version=added.version,
                                 strength_override="intermediate", override_reason="independent, scanner-aided",
                                 actor=facilitator).action
    assert (over.strength, over.effective_strength) == ("weaker", "intermediate")
    assert "override_strength" in [e.operation for e in audit.list_audit(db, session_id=sid)]
    assert [a.id for a in actions.list_actions(db, session_id=sid, strength="intermediate")] == [added.id]


@pytest.mark.parametrize("reason", ["ok", "stronger", "同意", "agree"])
def test_an_override_reason_must_say_something(db, fw, facilitator, root, reason):
    sid, node = root
    added = actions.add_action(db, fw, session_id=sid, root_cause_id=node, description="Remind staff to be careful",
                               actor=facilitator).action
    with pytest.raises(InvalidInput) as err:
        actions.update_action(db, fw, session_id=sid, action_id=added.id, version=added.version,
                              strength_override="stronger", override_reason=reason, actor=facilitator)
    assert err.value.field == "override_reason" and "8" in err.value.message("zh-TW")


def test_an_agent_cannot_override_a_rating_so_the_gate_never_counts_its_judgement(db, fw, facilitator, bot, root):
    """Audit 28: an agent turned "remind staff" into a stronger action and closed the case on it."""
    sid, node = root
    added = actions.add_action(db, fw, session_id=sid, root_cause_id=node, description="Remind staff to be careful",
                               actor=bot).action
    for level in ("stronger", ""):
        with pytest.raises(InvalidInput) as err:
            actions.update_action(db, fw, session_id=sid, action_id=added.id, version=added.version,
                                  strength_override=level, override_reason="The committee agreed it is enough",
                                  actor=bot)
        assert err.value.field == "strength_override" and "只有人員" in err.value.message("zh-TW")
    stored = actions.list_actions(db, session_id=sid)[0]
    assert (stored.strength_override, stored.effective_strength, stored.version) == (None, "weaker", added.version)


@pytest.mark.parametrize(("kwargs", "field"), [
    ({"root_cause_id": "why_abcdefgh"}, "root_cause_id"),
    ({"owner_role": "Dr. Chen"}, "owner_role"),
    ({"due": "next week"}, "due"),
    ({"description": " "}, "description"),
])
def test_bad_actions_are_refused(db, fw, facilitator, root, kwargs, field):
    sid, node = root
    args = {"root_cause_id": node, "description": "Standardise the pump library", **kwargs}
    with pytest.raises((InvalidInput, NotFound, PHIDetected)) as err:
        actions.add_action(db, fw, session_id=sid, actor=facilitator, **args)
    assert err.value.field == field
    assert actions.list_actions(db, session_id=sid) == []


def test_a_node_not_marked_root_cause_cannot_take_an_action(db, fw, facilitator, root):
    sid, node = root
    child = why_tree.ask_why(db, session_id=sid, answer="No separation rule", parent_id=node, actor=facilitator).node
    with pytest.raises(InvalidInput) as err:
        actions.add_action(db, fw, session_id=sid, root_cause_id=child.id, description="x", actor=facilitator)
    assert err.value.field == "root_cause_id"


def test_measurements_follow_an_action_up(db, fw, facilitator, root):
    sid, node = root
    added = actions.add_action(db, fw, session_id=sid, root_cause_id=node, description="Separate the bins",
                               measure="mix-ups per month", actor=facilitator).action
    updated = actions.update_action(db, fw, session_id=sid, action_id=added.id, version=added.version,
                                    follow_up="2026-11-01", status="done", actor=facilitator).action
    result = actions.record_measure(db, session_id=sid, action_id=added.id, measure="mix-ups per month", value="0",
                                    when="2026-11-20", actor=facilitator, today=TODAY)
    assert result.measurements == 1 and result.follow_up_due and updated.status == "done"
    assert actions.list_measurements(db, session_id=sid, action_id=added.id)[0].value == "0"
    with pytest.raises(InvalidInput):
        actions.update_action(db, fw, session_id=sid, action_id=added.id, version=updated.version, status="finished",
                              actor=facilitator)


def test_archived_cases_drop_out_of_the_cross_case_follow_up(db, fw, facilitator, root):
    sid, node = root
    actions.add_action(db, fw, session_id=sid, root_cause_id=node, description="Separate the bins",
                       actor=facilitator)
    case = sessions.get_case(db, session_id=sid).session
    assert len(actions.list_actions(db)) == 1
    sessions.archive_session(db, session_id=sid, version=case.version, actor=facilitator)
    assert actions.list_actions(db) == []


def test_the_rating_reason_is_given_in_the_readers_language(db, fw, facilitator, root):
    sid, node = root  # an English case, read by a Chinese reader
    made = actions.add_action(db, fw, session_id=sid, root_cause_id=node, description="Retrain the night staff",
                              actor=facilitator, today=TODAY).action
    assert made.strength_reason and "Training" in made.strength_reason
    shown = actions.strength_reason(fw, made, "zh-TW")
    assert shown and "教育訓練" in shown and "Training" not in shown
    assert actions.strength_reason(fw, made, "en") == made.strength_reason


def test_a_stored_reason_stays_the_record_when_todays_rules_rate_the_action_otherwise(db, fw, facilitator, root):
    sid, node = root
    made = actions.add_action(db, fw, session_id=sid, root_cause_id=node, description="Retrain the night staff",
                              actor=facilitator, today=TODAY).action
    older = made.model_copy(update={"strength": "intermediate", "strength_reason": "rated by an older rule set"})
    assert actions.strength_reason(fw, older, "zh-TW") == "rated by an older rule set"


def test_due_within_lists_the_open_actions_due_from_today_to_that_many_days(db, fw, facilitator, root):
    sid, node = root
    for text, due in (("Fit low beds in bay 2", TODAY + timedelta(days=3)), ("Replace the ward hoist", TODAY),
                      ("Rebuild the sluice room", TODAY + timedelta(days=40)),
                      ("Move the drug fridge", TODAY - timedelta(days=1))):
        actions.add_action(db, fw, session_id=sid, root_cause_id=node, description=text, due=due.isoformat(),
                           actor=facilitator, today=TODAY)
    soon = actions.list_actions(db, due_within=30, today=TODAY)
    assert [a.description for a in soon] == ["Replace the ward hoist", "Fit low beds in bay 2"]
