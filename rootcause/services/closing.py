"""Closing and reopening a case: the completion gate, then a freeze; a reopen needs a reason.

The gate is the guidance's own (``domain.guidance.unmet_before_close``) over the facts the chain validator
judged, so the close button, ``rc_close_case``, the progress panel and the report agree. Closing never
happens as a side effect (exporting a report changes nothing); the store refuses edits to a closed case
(``store.frozen``).
"""

from __future__ import annotations

import json

from pydantic import BaseModel
from sqlmodel import select

from rootcause.domain.guidance import guide, unmet_before_close
from rootcause.domain.model.actor import Actor
from rootcause.domain.model.validation import require_version
from rootcause.errors import InvalidInput
from rootcause.services import text
from rootcause.services.guidance import case_facts
from rootcause.services.meeting import void_sign_offs
from rootcause.store import Reads, Store
from rootcause.store.tables import RcaSession, utcnow

_STAGE_ZH = {"PROBLEM": "問題陳述", "TIMELINE": "時間軸", "FISHBONE": "魚骨圖", "WHY_ANALYSIS": "為什麼分析",
             "CAUSATION": "因果檢核", "ACTIONS": "改善行動"}


class CaseState(BaseModel):
    session_id: str
    status: str
    version: int
    reopen_reason: str | None = None


def _state(case: RcaSession) -> CaseState:
    return CaseState(session_id=case.id, status=case.status, version=case.version, reopen_reason=case.reopen_reason)


def unmet(db: Reads, *, session_id: str) -> list[str]:
    """The stages before the close that the case has not met (empty: it may close)."""
    return list(unmet_before_close(case_facts(db, session_id=session_id)))


def require_closable(db: Store, *, session_id: str, lang: str = "en", for_agent: bool = False) -> None:
    """InvalidInput naming every unmet stage and the next thing to do, in the user's language; an agent is also
    told the tool and arguments of that step (a person in the app is never shown a tool name)."""
    facts = case_facts(db, session_id=session_id)
    pending = unmet_before_close(facts)
    if not pending:
        return
    step = guide(facts, lang).next_action
    where = f" ({step.tool} {json.dumps(step.arguments, ensure_ascii=False)})" if step.tool and for_agent else ""
    raise InvalidInput(
        field="session_id",
        en=f"session_id: the case cannot be closed yet; still open: {', '.join(pending)}. Next: {step.question}"
           f"{where}",
        zh=f"session_id：尚無法結案，仍未完成：{'、'.join(_STAGE_ZH[s] for s in pending)}。"
           f"下一步：{step.question}{where}",
        hint_en=step.hint, hint_zh=guide(facts, "zh-TW").next_action.hint if lang != "zh-TW" else step.hint,
        details={"unmet": pending, "next_tool": step.tool, "next_arguments": step.arguments},
    )


def close_case(db: Store, *, session_id: str, actor: Actor, version: int | None = None,
               lang: str = "en") -> CaseState:
    """Run the gate and freeze the case; closing a closed case is a no-op. An archived case cannot close.

    The gate runs inside the closing transaction, after the case's row is taken (SQLite: the write lock from BEGIN
    IMMEDIATE; PostgreSQL: the row locked for update, which every write to a part of the case must pass, since it
    bumps the case's revision): no change can land between the gate's read and the close."""
    with db.transaction(actor) as tx:
        case = tx.session(session_id)
        if case.status == "complete":
            return _state(case)
        if case.status == "archived":
            raise InvalidInput(field="session_id", en="session_id: the case is archived; restore it before closing.",
                               zh="session_id：案例已封存，請先還原再結案。")
        tx.db.exec(select(RcaSession.id).where(RcaSession.id == case.id).with_for_update())
        require_closable(db, session_id=session_id, lang=lang, for_agent=actor.face == "mcp")
        read = require_version("version", version) if version is not None else case.version
        row = tx.update(RcaSession, case.id, read, {"status": "complete", "completed_at": utcnow()},
                        kind="session", field="session_id", session_id=case.id, operation="close_case")
        return _state(row)


def reopen_case(db: Store, *, session_id: str, reason: str, actor: Actor, version: int | None = None) -> CaseState:
    """Unfreeze a closed case; the reason is kept on the case (and the reopen in the audit trail)."""
    why = text.required("reason", reason)
    with db.transaction(actor) as tx:
        case = tx.session(session_id)
        if case.status != "complete":
            raise InvalidInput(field="session_id", en="session_id: the case is not closed, so there is nothing to "
                               "reopen.", zh="session_id：案例尚未結案，無需重新開啟。")
        read = require_version("version", version) if version is not None else case.version
        row = tx.update(RcaSession, case.id, read, {"status": "open", "completed_at": None, "reopen_reason": why,
                                                    "reopened_at": utcnow()},
                        kind="session", field="session_id", session_id=case.id, operation="reopen_case")
        void_sign_offs(tx, case.id)
        return _state(row)
