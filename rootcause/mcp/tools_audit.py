"""The audit trail for agents: who (a role or an agent) changed what, when, through which face."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from rootcause.domain.model import AuditEntryView
from rootcause.mcp.runtime import READ, Guided, Runtime, ToolDecorator
from rootcause.services import audit


class AuditLog(BaseModel):
    entries: list[AuditEntryView]


def register(tool: ToolDecorator, rt: Runtime) -> None:
    @tool(READ, "Read the audit log")
    def rc_get_audit_log(
        session_id: str,
        limit: int | None = None,
        actor_kind: Literal["human", "agent"] | None = None,
    ) -> Guided[AuditLog]:
        """A case's change history, newest first (limit 1-5000, default 100): operation, target id,
        actor kind and role or agent name, face (app | mcp | cli), versions before/after, trace id.
        It never contains the text that was written."""
        entries = audit.list_audit(rt.db, session_id=session_id, limit=limit, actor_kind=actor_kind)
        return rt.guided(session_id, AuditLog(entries=entries))
