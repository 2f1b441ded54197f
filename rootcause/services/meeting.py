"""The meeting record of a case: its clock, who attended (by role), minutes and decisions per stage, sign-offs.

The record belongs to the analysis: it is frozen with the case when the case closes, except the sign-offs, which
are only for a closed analysis (a facilitator and an approver put their role, and their identity when signed in,
to what the committee receives). Reopening the case voids them, since what they signed has changed.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import datetime

from sqlmodel import col, select

from rootcause.domain.guidance.meeting_clock import read_clock, timeboxes_or_default
from rootcause.domain.guidance.proportionate import proportionate_response
from rootcause.domain.guidance.questions import questions_for
from rootcause.domain.model.actor import HUMAN_ROLES, Actor
from rootcause.domain.model.guidance import STAGES
from rootcause.domain.model.ids import new_id
from rootcause.domain.model.meeting import (
    MAX_TIMEBOX,
    NOTE_KINDS,
    SIGN_OFF_KINDS,
    Attendee,
    MeetingClock,
    MeetingNote,
    MeetingView,
    MeetingWrites,
    ResponseHint,
    SignOff,
)
from rootcause.domain.model.validation import require_choice, require_version
from rootcause.errors import InvalidInput
from rootcause.services import text
from rootcause.services.guidance import guidance
from rootcause.store import Store, frozen
from rootcause.store import tables as t
from rootcause.store.store import Tx

# Who may sign for each kind: the facilitator signs as the facilitator; the approver for the committee or the
# patient-safety office.
SIGNERS: dict[str, frozenset[str]] = {"facilitator": frozenset({"facilitator"}),
                                      "approver": frozenset({"quality_committee", "safety_officer"})}


def meeting_of(db: Store, *, session_id: str) -> MeetingView:
    with db.read() as tx:
        tx.session(session_id)
        plan = _stored_plan(tx, session_id)
        people = tx.all(select(t.Attendee).where(col(t.Attendee.session_id) == session_id)
                        .order_by(col(t.Attendee.created_at)))
        notes = tx.all(select(t.MeetingNote).where(col(t.MeetingNote.session_id) == session_id)
                       .order_by(col(t.MeetingNote.created_at)))
        signed = tx.all(select(t.SignOff).where(col(t.SignOff.session_id) == session_id)
                        .order_by(col(t.SignOff.signed_at)))
    return MeetingView(
        started_at=plan.started_at if plan else None,
        timeboxes=timeboxes_or_default(json.loads(plan.timeboxes) if plan else None),
        plan_version=plan.version if plan else 0,
        plan_actor_kind=plan.actor_kind if plan else "human", plan_actor=plan.actor if plan else "",
        attendees=[Attendee(id=a.id, role=a.role, user_id=a.user_id, version=a.version) for a in people],
        notes=[MeetingNote(id=n.id, stage=n.stage, kind=n.kind, text=n.text, at=n.created_at, version=n.version)
               for n in notes],
        sign_offs=[SignOff(kind=s.kind, role=s.role, user_id=s.user_id, signed_at=s.signed_at) for s in signed])


def writes_now(db: Store, *, session_id: str) -> MeetingWrites:
    """What each part of the record takes now, asked of the rules that refuse a write (the store's freeze of a
    closed case, with each part's own table and operation; sign_off's closed-only rule), not restated."""
    with db.read() as tx:
        case = tx.session(session_id)
        closed = frozen.is_frozen(case.status, case.completed_at)

    def takes(table: str, *operations: str) -> bool:
        return not closed or all(frozen.allowed_when_closed(table, op) for op in operations)

    return MeetingWrites(
        clock=takes(t.MeetingPlan.__tablename__, "plan_meeting", "start_meeting", "set_timeboxes"),
        attendees=takes(t.Attendee.__tablename__, "add_attendee", "remove_attendee"),
        notes=takes(t.MeetingNote.__tablename__, "add_meeting_note", "delete_meeting_note"),
        sign_off=closed and takes(t.SignOff.__tablename__, "sign_off_facilitator", "sign_off_approver"))


def _timeboxes(value: object) -> dict[str, int]:
    """{stage: minutes} for known stages, each a whole number from 0 to MAX_TIMEBOX."""
    if not isinstance(value, Mapping):
        raise InvalidInput(field="timeboxes", en="timeboxes: expected minutes per stage.",
                           zh="timeboxes：需要每個階段的分鐘數。")
    chosen: dict[str, int] = {}
    for stage, minutes in value.items():
        require_choice("timeboxes", stage, STAGES)
        if isinstance(minutes, bool) or not isinstance(minutes, int) or not 0 <= minutes <= MAX_TIMEBOX:
            raise InvalidInput(field=f"timeboxes.{stage}",
                               en=f"timeboxes.{stage}: minutes must be a whole number from 0 to {MAX_TIMEBOX}.",
                               zh=f"timeboxes.{stage}：分鐘數必須是 0 到 {MAX_TIMEBOX} 的整數。")
        chosen[str(stage)] = minutes
    return timeboxes_or_default(chosen)


def _stored_plan(tx: Tx, session_id: str) -> t.MeetingPlan | None:
    return tx.db.exec(select(t.MeetingPlan).where(col(t.MeetingPlan.session_id) == session_id)).first()


def _new_plan(tx: Tx, session_id: str) -> t.MeetingPlan:
    return tx.add(t.MeetingPlan(id=new_id("meeting_plan"), session_id=session_id, timeboxes="{}"),
                  kind="meeting_plan", session_id=session_id, operation="plan_meeting")


def plan_meeting(db: Store, *, session_id: str, actor: Actor, timeboxes: object = None, start: bool = False,
                 version: int | None = None) -> MeetingView:
    """Set the timeboxes and/or start the clock (starting again restarts it). ``version`` is the plan's version as
    read; 0 says no plan was stored then, so a plan a colleague saved since is a conflict, not overwritten."""
    boxes = _timeboxes(timeboxes) if timeboxes is not None else None
    with db.transaction(actor) as tx:
        tx.session(session_id)
        stored = _stored_plan(tx, session_id)
        plan = stored if stored is not None else _new_plan(tx, session_id)
        changes: dict[str, object] = {}
        if boxes is not None:
            changes["timeboxes"] = json.dumps(boxes, sort_keys=True)
        if start:
            changes["started_at"] = t.utcnow()
        if changes:
            if version == 0 and not isinstance(version, bool):  # (read when there was no plan: one saved since is
                read = 0 if stored is not None else plan.version  # a colleague's, and the update says so)
            else:
                read = require_version("version", version) if version is not None else plan.version
            tx.update(t.MeetingPlan, plan.id, read, changes, kind="meeting_plan", field="version",
                      session_id=session_id, operation="start_meeting" if start else "set_timeboxes")
    return meeting_of(db, session_id=session_id)


def add_attendee(db: Store, *, session_id: str, role: str, actor: Actor, as_me: bool = False) -> MeetingView:
    """Someone at the table, by role; ``as_me`` records the signed-in person's directory id too."""
    chosen = require_choice("role", role, HUMAN_ROLES)
    with db.transaction(actor) as tx:
        tx.session(session_id)
        tx.add(t.Attendee(id=new_id("attendee"), session_id=session_id, role=chosen,
                          user_id=db.principal.user_id if as_me else None),
               kind="attendee", session_id=session_id, operation="add_attendee")
    return meeting_of(db, session_id=session_id)


def remove_attendee(db: Store, *, session_id: str, attendee_id: str, version: int, actor: Actor) -> MeetingView:
    return _delete_part(db, t.Attendee, session_id=session_id, ident=attendee_id, version=version, actor=actor,
                        field="attendee_id", kind="attendee", operation="remove_attendee")


def add_note(db: Store, *, session_id: str, stage: str, kind: str, note: str, actor: Actor) -> MeetingView:
    """A minute or a decision at a stage; the text passes the PHI guard like every text of the case."""
    chosen_stage = require_choice("stage", stage, STAGES)
    chosen_kind = require_choice("kind", kind, NOTE_KINDS)
    clean = text.required("note", note)
    with db.transaction(actor) as tx:
        tx.session(session_id)
        tx.add(t.MeetingNote(id=new_id("meeting_note"), session_id=session_id, stage=chosen_stage, kind=chosen_kind,
                             text=clean), kind="meeting_note", session_id=session_id, operation="add_meeting_note")
    return meeting_of(db, session_id=session_id)


def delete_note(db: Store, *, session_id: str, note_id: str, version: int, actor: Actor) -> MeetingView:
    return _delete_part(db, t.MeetingNote, session_id=session_id, ident=note_id, version=version, actor=actor,
                        field="note_id", kind="meeting_note", operation="delete_meeting_note")


def _delete_part(db: Store, table: type[t.Attendee] | type[t.MeetingNote], *, session_id: str, ident: str,
                 version: int, actor: Actor, field: str, kind: str, operation: str) -> MeetingView:
    """Delete one row of the meeting record at the version the caller saw (the one way both parts are removed)."""
    with db.transaction(actor) as tx:
        row = tx.get_in_session(table, ident, session_id, field=field, kind=kind)
        tx.delete(table, row.id, require_version("version", version), kind=kind, field=field, session_id=session_id,
                  operation=operation)
    return meeting_of(db, session_id=session_id)


def sign_off(db: Store, *, session_id: str, kind: str, role: str, actor: Actor) -> MeetingView:
    """Sign the closed analysis as its facilitator or its approver (once each; a signed-in person signs once)."""
    chosen = require_choice("kind", kind, SIGN_OFF_KINDS)
    signer = require_choice("role", role, SIGNERS[chosen])
    me = db.principal.user_id
    with db.transaction(actor) as tx:
        case = tx.session(session_id)
        if not frozen.is_closed(case.status):
            raise InvalidInput(field="session_id", en="session_id: only a closed analysis is signed off; close the "
                               "case first (the completion gate).", zh="session_id：僅能簽核已結案的分析；請先結案"
                               "（通過完成檢核）。")
        signed = tx.all(select(t.SignOff).where(col(t.SignOff.session_id) == session_id))
        if any(s.kind == chosen for s in signed):
            raise InvalidInput(field="kind", en=f"kind: the {chosen} has already signed this analysis.",
                               zh=f"kind：此分析已有{'引導者' if chosen == 'facilitator' else '核定者'}簽核。")
        if me is not None and any(s.user_id == me for s in signed):
            raise InvalidInput(field="kind", en="kind: one person signs once; the other sign-off needs another "
                               "person.", zh="kind：同一人只能簽核一次；另一項簽核須由他人完成。")
        tx.add(t.SignOff(id=new_id("sign_off"), session_id=session_id, kind=chosen, role=signer, user_id=me),
               kind="sign_off", session_id=session_id,
               operation="sign_off_facilitator" if chosen == "facilitator" else "sign_off_approver")
    return meeting_of(db, session_id=session_id)


def void_sign_offs(tx: Tx, session_id: str) -> None:
    """Reopening changes what was signed: the sign-offs go (each removal is in the audit trail)."""
    for row in tx.all(select(t.SignOff).where(col(t.SignOff.session_id) == session_id)):
        tx.delete(t.SignOff, row.id, row.version, kind="sign_off", field="session_id", session_id=session_id,
                  operation="void_sign_off")


def clock(db: Store, *, session_id: str, now: datetime | None = None) -> MeetingClock:
    """The meeting clock against where the analysis stands."""
    view = meeting_of(db, session_id=session_id)
    stage = guidance(db, session_id=session_id).session_progress.current_stage
    return read_clock(view.started_at, view.timeboxes, now or t.utcnow(), stage)


def response_hint(db: Store, *, session_id: str) -> ResponseHint:
    """Which review the event calls for, from its severity and event type."""
    with db.read() as tx:
        case = tx.session(session_id)
        severity = tx.db.exec(select(t.ProblemStatement.severity)
                              .where(col(t.ProblemStatement.session_id) == session_id)).first()
    return proportionate_response(severity, case.event_type)


def questions(stage: str, lang: str) -> list[str]:
    """The triggering questions of a stage in ``lang`` (the faces read them here, not from the domain)."""
    return questions_for(require_choice("stage", stage, (*STAGES, "COMPLETE")), lang)  # type: ignore[arg-type]  # (checked just now)
