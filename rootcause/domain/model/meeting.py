"""The meeting around an RCA, as both faces see it: the clock and its timeboxes, who attended (by role), the
minutes and decisions per stage, the sign-offs, and the proportionate-response hint."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict

from rootcause.domain.model.guidance import Stage

NoteKind = Literal["minute", "decision"]
SignOffKind = Literal["facilitator", "approver"]
ResponseKind = Literal["full_rca", "focused_review", "learning_huddle", "unknown"]
NOTE_KINDS: tuple[NoteKind, ...] = ("minute", "decision")
SIGN_OFF_KINDS: tuple[SignOffKind, ...] = ("facilitator", "approver")
# A 60-minute meeting, in the order the stages are worked (minutes each); the facilitator changes them.
DEFAULT_TIMEBOXES: dict[str, int] = {"PROBLEM": 5, "TIMELINE": 10, "FISHBONE": 15, "WHY_ANALYSIS": 12,
                                     "CAUSATION": 6, "ACTIONS": 10, "REPORT": 2}
MAX_TIMEBOX = 240  # minutes one stage may be given


class Attendee(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    role: str
    user_id: str | None  # the signed-in person who added themselves, else None (a role only)
    version: int


class MeetingNote(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    stage: Stage
    kind: NoteKind
    text: str
    at: datetime
    version: int


class SignOff(BaseModel):
    model_config = ConfigDict(frozen=True)

    kind: SignOffKind
    role: str
    user_id: str | None
    signed_at: datetime


class MeetingClock(BaseModel):
    """Where the meeting stands against its timeboxes: the stage the clock says, and the one the work is at."""

    model_config = ConfigDict(frozen=True)

    started_at: datetime | None
    elapsed_minutes: int
    planned_minutes: int
    clock_stage: Stage | None  # the stage whose timebox the elapsed time falls in (None: not started or over)
    stage_budget: int  # minutes the analysis's current stage was given
    stage_left: int  # minutes left in the clock's plan for the analysis's current stage (negative: over)
    behind: bool  # the clock has moved past the stage the analysis is still at


class ResponseHint(BaseModel):
    """Which review the event calls for, and why, in both languages (a hint: the safety team decides)."""

    model_config = ConfigDict(frozen=True)

    kind: ResponseKind
    reason_en: str
    reason_zh: str

    def reason(self, lang: str) -> str:
        return self.reason_zh if lang == "zh-TW" else self.reason_en


class MeetingWrites(BaseModel):
    """Which parts of the meeting record take a write now, so a face offers only the controls that would work."""

    model_config = ConfigDict(frozen=True)

    clock: bool  # start or restart the clock, set the timeboxes
    attendees: bool  # add or remove an attendee
    notes: bool  # add or delete a minute or a decision
    sign_off: bool  # sign the analysis (a closed one only)


class MeetingView(BaseModel):
    model_config = ConfigDict(frozen=True)

    started_at: datetime | None
    timeboxes: dict[str, int]
    plan_version: int
    plan_actor_kind: str = "human"  # who saved the plan last ("" before anyone did)
    plan_actor: str = ""
    attendees: list[Attendee]
    notes: list[MeetingNote]
    sign_offs: list[SignOff]
