"""The report (Markdown with Mermaid diagrams, HTML, or JSON), and closing and reopening a case."""

from __future__ import annotations

from typing import Literal

from mcp.server.mcpserver import Context
from mcp.types import ToolAnnotations
from pydantic import BaseModel

from rootcause.languages import Lang
from rootcause.mcp.runtime import READ, Guided, Runtime, ToolDecorator
from rootcause.services import closing, report_export

CLOSE = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=True)


class Report(BaseModel):
    format: str
    text: str


def register(tool: ToolDecorator, rt: Runtime) -> None:
    @tool(READ, "Export the report")
    def rc_export_report(
        session_id: str,
        format: Literal["markdown", "json", "html"] | None = None,
        language: Lang | None = None,
    ) -> Guided[Report]:
        """The case report as text: markdown (default; embeds Mermaid fishbone and why-tree diagrams), html
        (one self-contained file) or json (the versioned case document). Reading only: it never closes or
        changes the case."""
        text = report_export.export_report(rt.db, rt.frameworks, session_id=session_id, format=format, lang=language)
        return rt.guided(session_id, Report(format=format or "markdown", text=text))

    @tool(CLOSE, "Close the case")
    def rc_close_case(session_id: str, version: int | None = None,
                      ctx: Context | None = None) -> Guided[closing.CaseState]:
        """Close the case once the completion gate passes (every root cause a system cause on a sound, tested
        chain, with an owned, measured action of intermediate strength or more); a refusal names the next call.
        A closed case refuses edits to its analysis until reopened."""
        state = closing.close_case(rt.db, session_id=session_id, actor=rt.actor(ctx), version=version,
                                   lang=rt.settings.lang)
        return rt.guided(session_id, state)

    @tool(CLOSE, "Reopen a closed case")
    def rc_reopen_case(session_id: str, reason: str, version: int | None = None,
                       ctx: Context | None = None) -> Guided[closing.CaseState]:
        """Reopen a closed case so its analysis can change again; reason (required, no names) is kept on the
        case and the reopen is audited."""
        state = closing.reopen_case(rt.db, session_id=session_id, reason=reason, actor=rt.actor(ctx), version=version)
        return rt.guided(session_id, state)
