"""The meeting record for agents: read where the meeting stands and minute what the room said or decided.

Signing off stays a person's act in the app: an agent never signs an analysis, and it adds no attendees (the
people at the table record themselves)."""

from __future__ import annotations

from typing import Literal

from mcp.server.mcpserver import Context
from pydantic import BaseModel

from rootcause.domain.model.meeting import MeetingClock, MeetingView, ResponseHint
from rootcause.mcp.runtime import ADD, READ, Guided, Runtime, ToolDecorator
from rootcause.services import guidance, meeting

Stage = Literal["PROBLEM", "TIMELINE", "FISHBONE", "WHY_ANALYSIS", "CAUSATION", "ACTIONS", "REPORT"]


class MeetingState(BaseModel):
    record: MeetingView
    clock: MeetingClock
    review: ResponseHint
    questions: list[str]


def register(tool: ToolDecorator, rt: Runtime) -> None:
    def state(session_id: str) -> MeetingState:
        clock = meeting.clock(rt.db, session_id=session_id)
        stage = guidance.guidance(rt.db, session_id=session_id).session_progress.current_stage
        return MeetingState(record=meeting.meeting_of(rt.db, session_id=session_id), clock=clock,
                            review=meeting.response_hint(rt.db, session_id=session_id),
                            questions=meeting.questions(stage, rt.settings.lang))

    @tool(READ, "Read the meeting record")
    def rc_get_meeting(session_id: str) -> Guided[MeetingState]:
        """The meeting: attendees by role, minutes and decisions per stage, sign-offs, the clock against each
        stage's timebox, which review the event calls for (full RCA, focused review, learning huddle) and why,
        and the questions to ask the room at the current stage."""
        return rt.guided(session_id, state(session_id))

    @tool(ADD, "Minute the meeting")
    def rc_add_meeting_note(session_id: str, stage: Stage, kind: Literal["minute", "decision"], note: str,
                            ctx: Context | None = None) -> Guided[MeetingState]:
        """Record what the room said (minute) or decided (decision) at a stage; roles, never names."""
        meeting.add_note(rt.db, session_id=session_id, stage=stage, kind=kind, note=note, actor=rt.actor(ctx))
        return rt.guided(session_id, state(session_id))
