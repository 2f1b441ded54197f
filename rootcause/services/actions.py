"""Corrective actions: one per root cause at least, rated on the RCA² hierarchy, followed up with measures.

The strength comes from the rules (``rules/action_strength.yaml``, built in or overridden); a person may override it
with a reason, and both the rating and the override stay on record. Owners are roles, never names.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from pydantic import BaseModel
from sqlmodel import col, select

from rootcause.domain.actions.rules import STRENGTHS as STRENGTHS  # (the faces read the levels here)
from rootcause.domain.model.actor import Actor
from rootcause.domain.model.case import ActionView, MeasurementView
from rootcause.domain.model.validation import limit_of, optional_date, require_choice, require_version
from rootcause.errors import InvalidInput
from rootcause.services import text, views
from rootcause.services.action_warnings import ActionWarning, action_warnings
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store, Tx
from rootcause.store.tables import Action, Measurement, RcaSession, WhyNode

KIND = "action"
STATUSES = ("planned", "in_progress", "done", "effective", "not_effective")


class ActionResult(BaseModel):
    action: ActionView
    hint: str | None = None  # how to make it stronger, from the hierarchy
    warnings: list[ActionWarning]


class MeasureResult(BaseModel):
    measurement: MeasurementView
    action: ActionView
    measurements: int
    follow_up_due: bool


def _root_cause(tx: Tx, session_id: str, node_id: object) -> WhyNode:
    node = tx.get_in_session(WhyNode, node_id, session_id, field="root_cause_id", kind="why_node")
    if not node.is_root_cause:
        raise InvalidInput(field="root_cause_id", en="root_cause_id: this why node is not marked as a root cause; "
                           "mark it first (rc_mark_root_cause).",
                           zh="root_cause_id：此節點尚未標記為根本原因，請先標記。")
    return node


def _texts(fields: dict[str, object]) -> dict[str, Any]:
    return {name: text.optional(name, value, max_len=limit_of(name)) for name, value in fields.items()
            if value is not None}


def add_action(
    db: Store, fw: Frameworks, *, session_id: str, root_cause_id: str, description: str, actor: Actor,
    owner_role: str | None = None, due: object = None, measure: str | None = None, process_target: str | None = None,
    outcome_measure: str | None = None, outcome_target: str | None = None, follow_up: object = None,
    today: date | None = None,
) -> ActionResult:
    """Add an action for a root cause; its strength is rated at once. A past due date is allowed (warned)."""
    clean = text.required("description", description)
    fields = _texts({"owner_role": owner_role, "process_measure": measure, "process_target": process_target,
                     "outcome_measure": outcome_measure, "outcome_target": outcome_target})
    due_on, follow = optional_date("due", due), optional_date("follow_up", follow_up)
    with db.transaction(actor) as tx:
        case = tx.session(session_id)
        _root_cause(tx, case.id, root_cause_id)
        rating = fw.classify_action(clean, case.language)
        row = tx.add(Action(id="", session_id=case.id, root_cause_id=root_cause_id, description=clean, due=due_on,
                            follow_up=follow, strength=rating.strength, strength_reason=rating.reason, **fields),
                     kind=KIND, session_id=case.id, operation="add_action")
        view = views.action(row)
        warnings = action_warnings(tx, case.id, case.language, today=today)
        return ActionResult(action=view, hint=rating.hint, warnings=warnings)


def update_action(
    db: Store, fw: Frameworks, *, session_id: str, action_id: str, version: int, actor: Actor,
    description: str | None = None, owner_role: str | None = None, due: object = None, status: str | None = None,
    measure: str | None = None, process_target: str | None = None, outcome_measure: str | None = None,
    outcome_target: str | None = None, follow_up: object = None, strength_override: str | None = None,
    override_reason: str | None = None, today: date | None = None,
) -> ActionResult:
    """Change an action. A new description is rated again; an override needs a reason ("" removes it)."""
    read = require_version("version", version)
    changes: dict[str, Any] = _texts({"owner_role": owner_role, "process_measure": measure,
                                      "process_target": process_target, "outcome_measure": outcome_measure,
                                      "outcome_target": outcome_target})
    if due is not None:
        changes["due"] = optional_date("due", due)
    if follow_up is not None:
        changes["follow_up"] = optional_date("follow_up", follow_up)
    if status is not None:
        changes["status"] = require_choice("status", status, STATUSES)
    if strength_override is not None:
        if actor.kind != "human":  # (an agent's judgement stays a suggestion: the gate counts overrides, audit 28)
            raise InvalidInput(field="strength_override", en="Only a person can override an action's rating, in the "
                               "app; an agent's judgement stays a suggestion. Nothing was changed: say in the "
                               "action's description what makes it stronger, or ask the facilitator.",
                               zh="只有人員能在應用程式中推翻改善措施的評等；代理人的判斷僅為建議。未做任何變更："
                                  "請在措施描述中寫出使其更強的具體做法，或請引導者處理。")
        changes |= override_fields(strength_override, override_reason)
    with db.transaction(actor) as tx:
        case = tx.session(session_id)
        tx.get_in_session(Action, action_id, case.id, field="action_id", kind=KIND)
        hint = None
        if description is not None:
            changes["description"] = text.required("description", description)
            rating = fw.classify_action(changes["description"], case.language)
            changes |= {"strength": rating.strength, "strength_reason": rating.reason}
            hint = rating.hint
        operation = "override_strength" if "strength_override" in changes else "update_action"
        row = tx.update(Action, action_id, read, changes, kind=KIND, field="action_id", session_id=case.id,
                        operation=operation)
        return ActionResult(action=views.action(row), hint=hint,
                            warnings=action_warnings(tx, case.id, case.language, today=today))


def override_fields(strength: str, reason: str | None, *, at: str = "") -> dict[str, Any]:
    """A person's rating and its reason (both, or neither: an override always says why); ``at`` is where the two
    fields sit in an imported document (``actions[1].``), for the refusal's path."""
    if not strength.strip():
        return {"strength_override": None, "override_reason": None}
    level = require_choice(f"{at}strength_override", strength, STRENGTHS)
    why = text.optional(f"{at}override_reason", reason)
    if not why or len(why.strip()) < _REASON_MIN or why.strip().casefold() in _EMPTY_REASONS:
        raise InvalidInput(field=f"{at}override_reason", en=f"{at}override_reason: say why the rating is overridden "
                           f"(what the team sees that the rules cannot, in {_REASON_MIN} characters or more); it stays "
                           "on record.", zh=f"{at}override_reason：請說明推翻評等的理由（團隊看到而規則看不到的事，"
                           f"至少 {_REASON_MIN} 個字元），此理由會被記錄。")
    return {"strength_override": level, "override_reason": why}


_REASON_MIN = 8  # ("ok", "agree", "stronger" say nothing the record can keep)
_EMPTY_REASONS = frozenset({*STRENGTHS, "ok", "okay", "yes", "agree", "agreed", "fine", "n/a", "na", "none", "-",
                            "同意", "好", "可以", "無"})


def record_measure(
    db: Store, *, session_id: str, action_id: str, measure: str, value: str, actor: Actor, when: object = None,
    today: date | None = None,
) -> MeasureResult:
    """Record one measurement of an action's effect (``when`` defaults to today)."""
    clean_measure = text.required("measure", measure, max_len=limit_of("measure"))
    clean_value = text.required("value", value, max_len=limit_of("value"))
    on = optional_date("when", when) or (today or date.today())
    with db.transaction(actor) as tx:
        case = tx.session(session_id)
        action = tx.get_in_session(Action, action_id, case.id, field="action_id", kind=KIND)
        row = tx.add(Measurement(id="", session_id=case.id, action_id=action.id, measure=clean_measure,
                                 value=clean_value, measured_on=on), kind="measurement", session_id=case.id,
                     operation="record_measure")
        count = len(tx.all(select(Measurement.id).where(Measurement.action_id == action.id)))
        due = action.follow_up is not None and action.follow_up <= (today or date.today())
        return MeasureResult(measurement=MeasurementView.model_validate(row), action=views.action(action),
                             measurements=count, follow_up_due=due and action.status not in ("effective",))


def list_actions(
    db: Store, *, session_id: str | None = None, status: str | None = None, overdue: bool | None = None,
    strength: str | None = None, today: date | None = None, limit: int = 500, due_within: int | None = None,
) -> list[ActionView]:
    """Actions of one case or of every case, oldest due first; ``overdue`` = past due and not done; ``due_within``
    = due from today to that many days ahead and not done."""
    stmt = select(Action).join(RcaSession, col(RcaSession.id) == Action.session_id)
    # One case: all its actions; across cases: the cases still in play (archived ones are done with).
    scope = Action.session_id == session_id if session_id else RcaSession.status != "archived"
    stmt = stmt.where(scope)
    if status:
        stmt = stmt.where(Action.status == require_choice("status", status, STATUSES))
    if overdue:
        stmt = stmt.where(col(Action.due) < (today or date.today()),
                          col(Action.status).not_in(("done", "effective", "not_effective")))
    if due_within is not None:
        start = today or date.today()
        stmt = stmt.where(col(Action.due) >= start, col(Action.due) <= start + timedelta(days=due_within),
                          col(Action.status).not_in(("done", "effective", "not_effective")))
    with db.read() as tx:
        if session_id:
            tx.session(session_id)
        rows = tx.all(stmt.order_by(col(Action.due).is_(None), col(Action.due), col(Action.created_at)).limit(limit))
    found = [views.action(r) for r in rows]
    if strength:
        wanted = require_choice("strength", strength, STRENGTHS)
        found = [a for a in found if a.effective_strength == wanted]
    return found


def list_measurements(db: Store, *, session_id: str, action_id: str) -> list[MeasurementView]:
    with db.read() as tx:
        tx.get_in_session(Action, action_id, session_id, field="action_id", kind=KIND)
        rows = tx.all(select(Measurement).where(Measurement.action_id == action_id)
                      .order_by(col(Measurement.measured_on), col(Measurement.created_at)))
    return [MeasurementView.model_validate(r) for r in rows]


def strength_reason(fw: Frameworks, action: ActionView, lang: str) -> str | None:
    """Why the rules rated the action so, in the reader's language. The stored reason was written in the case's
    language when the action was rated; the same rules give it again in another language (cheap, pure), and the
    stored text stays the record whenever today's rules would rate the action differently."""
    again = fw.classify_action(action.description, lang)
    return again.reason if again.strength == action.strength else action.strength_reason
