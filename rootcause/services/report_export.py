"""Report export in every format, and closing a case once its analysis is complete.

Exporting is the last step of an RCA: when every other completion criterion is met, exporting the
report closes the case (status "complete"), which is what the REPORT stage of the guidance waits for.
"""

from __future__ import annotations

from typing import Literal

from rootcause.domain.guidance import guide
from rootcause.domain.model.actor import Actor
from rootcause.domain.model.guidance import STAGES
from rootcause.domain.model.validation import require_choice
from rootcause.errors import InvalidInput
from rootcause.export.report_markdown import render_markdown
from rootcause.services import case_io
from rootcause.services.frameworks import Frameworks
from rootcause.services.guidance import case_facts
from rootcause.services.report_data import gather
from rootcause.store import Store
from rootcause.store.tables import RcaSession, utcnow

Format = Literal["markdown", "json", "html"]
FORMATS = ("markdown", "json", "html")


def export_report(db: Store, fw: Frameworks, *, session_id: str, format: str | None = None,
                  lang: str | None = None) -> str:
    """The report text in ``format`` (markdown by default) and ``lang`` (the case's language by default)."""
    kind = require_choice("format", format or "markdown", FORMATS)
    if kind == "json":
        return case_io.export_case_json(db, session_id=session_id)
    data = gather(db, fw, session_id=session_id, lang=lang)
    language = lang or data.case.session.language
    if kind == "html":
        from rootcause.export.report_html import render_html

        return render_html(data, language)
    return render_markdown(data, language)


def ready_to_close(db: Store, *, session_id: str) -> list[str]:
    """The stages (other than the report itself) that are not yet complete."""
    result = guide(case_facts(db, session_id=session_id))
    return [c.stage for c in result.completion_criteria if not c.met and c.stage != STAGES[-1]]


def close_case(db: Store, *, session_id: str, actor: Actor) -> bool:
    """Mark the case complete when every other stage is; returns whether it is (now) complete."""
    pending = ready_to_close(db, session_id=session_id)
    with db.transaction(actor) as tx:
        case = tx.session(session_id)
        if case.status == "complete":
            return True
        if pending or case.status == "archived":
            return False
        tx.update(RcaSession, case.id, case.version, {"status": "complete", "completed_at": utcnow()},
                  kind="session", field="session_id", session_id=case.id, operation="close_case")
    return True


def require_closable(db: Store, *, session_id: str) -> None:
    pending = ready_to_close(db, session_id=session_id)
    if pending:
        shown = ", ".join(pending)
        raise InvalidInput(field="session_id", en=f"session_id: the case cannot be closed yet; still open: {shown}.",
                           zh=f"session_id：尚無法結案，仍未完成：{shown}。")
