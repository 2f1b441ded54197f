"""Session and problem tools: create, list and read cases, write the problem and the timeline."""

from __future__ import annotations

from typing import Literal

from mcp.server.mcpserver import Context

from rootcause.domain.model import CaseView, Guidance, ProblemView, SessionList, SessionSummary, TimelineEventView
from rootcause.languages import Lang
from rootcause.mcp.runtime import ADD, READ, WRITE, Guided, Runtime, ToolDecorator
from rootcause.services import problem, sessions, timeline
from rootcause.services.guidance import guidance


def register(tool: ToolDecorator, rt: Runtime) -> None:
    @tool(ADD, "Open a new RCA case")
    def rc_create_session(
        title: str,
        event_type: str | None = None,
        severity: int | None = None,
        framework: Literal["hfacs_mes", "fishbone_6m", "who_icps"] | None = None,
        language: Lang | None = None,
        ctx: Context | None = None,
    ) -> Guided[SessionSummary]:
        """Open a new RCA case. severity is the SAC level 1 (death/major harm) to 4 (minor/none).
        No names or identifiers: describe people by role ("the night nurse")."""
        case = sessions.create_session(rt.db, title=title, event_type=event_type, severity=severity,
                                       framework=framework, language=language or rt.settings.lang, actor=rt.actor(ctx))
        return rt.guided(case.id, case)

    @tool(READ, "List cases")
    def rc_list_sessions(
        status: Literal["active", "all", "open", "complete", "archived"] | None = None,
        query: str | None = None,
        limit: int | None = None,
    ) -> SessionList:
        """List cases newest first. status 'active' (default) hides archived cases; query matches the
        title, event type and problem text; limit 1-1000 (default 20). Returns the total too."""
        return sessions.list_sessions(rt.db, status=status, query=query, limit=limit)

    @tool(READ, "Read a whole case")
    def rc_get_session(session_id: str) -> Guided[CaseView]:
        """The whole case: problem, timeline (in time order), causes, why tree and actions, each part
        with the `version` to send back when you update it."""
        return rt.guided(session_id, sessions.get_case(rt.db, session_id=session_id))

    @tool(WRITE, "Write the problem statement")
    def rc_set_problem(
        session_id: str,
        what: str,
        where: str | None = None,
        when: str | None = None,
        impact: str | None = None,
        detection: str | None = None,
        severity: int | None = None,
        version: int | None = None,
        ctx: Context | None = None,
    ) -> Guided[ProblemView]:
        """Write the problem statement. Omitted fields stay as they are; "" clears one. Pass the
        `version` you read to make the write fail (stale_version) if someone changed it since."""
        result = problem.set_problem(rt.db, session_id=session_id, what=what, where=where, when=when,
                                     impact=impact, detection=detection, severity=severity, version=version,
                                     actor=rt.actor(ctx))
        return rt.guided(session_id, result)

    @tool(ADD, "Add a timeline event")
    def rc_add_timeline_event(
        session_id: str,
        when: str,
        description: str,
        source: str | None = None,
        ctx: Context | None = None,
    ) -> Guided[TimelineEventView]:
        """Add an event to the timeline. when: '2026-03-14 08:15', a clock time '08:15', or an offset
        from recognition such as 'T+00:15' / 'T-1:30'. source: where the fact comes from (role, record)."""
        event = timeline.add_timeline_event(rt.db, session_id=session_id, when=when, description=description,
                                            source=source, actor=rt.actor(ctx))
        return rt.guided(session_id, event)

    @tool(READ, "Where the case stands and what to do next")
    def rc_suggest_next(session_id: str) -> Guidance:
        """Guidance only: progress through the RCA stages, the current state, the next action (with the
        tool to call and the question to ask) and every completion criterion."""
        return guidance(rt.db, session_id=session_id, lang=rt.settings.lang, bone_names=rt.frameworks.bone_names())
