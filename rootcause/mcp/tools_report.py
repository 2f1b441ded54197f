"""The report: Markdown (with Mermaid diagrams), HTML (one offline file) or JSON (for round trips)."""

from __future__ import annotations

from typing import Literal

from mcp.server.mcpserver import Context
from mcp.types import ToolAnnotations
from pydantic import BaseModel

from rootcause.mcp.runtime import Guided, Runtime, ToolDecorator
from rootcause.services import report_export

EXPORT = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=True)


class Report(BaseModel):
    format: str
    closed: bool
    text: str


def register(tool: ToolDecorator, rt: Runtime) -> None:
    @tool(EXPORT)
    def rc_export_report(
        session_id: str,
        format: Literal["markdown", "json", "html"] | None = None,
        language: Literal["en", "zh-TW"] | None = None,
        ctx: Context | None = None,
    ) -> Guided[Report]:
        """The case report as text: markdown (default; embeds Mermaid fishbone and why-tree diagrams), html
        (one self-contained file) or json (the versioned case document). When every other completion
        criterion is met, exporting closes the case (the last step of the RCA)."""
        closed = report_export.close_case(rt.db, session_id=session_id, actor=rt.actor(ctx))
        text = report_export.export_report(rt.db, rt.frameworks, session_id=session_id, format=format, lang=language)
        return rt.guided(session_id, Report(format=format or "markdown", closed=closed, text=text))
