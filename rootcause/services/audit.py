"""Reading the audit trail: who (a role or an agent) changed what, when, through which face."""

from __future__ import annotations

from sqlmodel import col, select

from rootcause.domain.model.case import AuditEntryView
from rootcause.domain.model.validation import require_choice, require_limit
from rootcause.store import Store, current_trace_id
from rootcause.store.tables import AuditEntry

# A face sets it around one request, so every audit entry that request writes carries the same trace id.
__all__ = ["current_trace_id", "list_audit"]

MAX_ENTRIES = 5000  # audit entries one read returns at most (the schema advertises it)


def list_audit(
    db: Store, *, session_id: str, limit: int | None = None, actor_kind: str | None = None,
    operation: str | None = None,
) -> list[AuditEntryView]:
    """Newest first; optional filters by actor kind (human | agent) and operation name."""
    top = require_limit("limit", limit, default=100, maximum=MAX_ENTRIES)
    stmt = select(AuditEntry).where(AuditEntry.session_id == session_id)
    if actor_kind:
        stmt = stmt.where(AuditEntry.actor_kind == require_choice("actor_kind", actor_kind, ("human", "agent")))
    if operation:
        stmt = stmt.where(AuditEntry.operation == operation)
    with db.read() as tx:
        tx.session(session_id)
        rows = tx.all(stmt.order_by(col(AuditEntry.at).desc(), col(AuditEntry.id)).limit(top))
    return [AuditEntryView.model_validate(r) for r in rows]
