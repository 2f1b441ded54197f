"""The `facilitate_rca` prompt and the read-only resources agents can attach as context (frameworks, reports)."""

from __future__ import annotations

import json
import re

from mcp.server.mcpserver import MCPServer
from mcp.shared.exceptions import MCPError
from mcp.types import INVALID_PARAMS

from rootcause.errors import RootCauseError
from rootcause.mcp.prompt_text import facilitate
from rootcause.mcp.runtime import Runtime
from rootcause.services import report_export
from rootcause.services.frameworks import describe_framework

_CASE_ID = re.compile(r"ses_[a-z0-9]{4,32}")  # (a case id's shape: anything else is not said back)


def _refused(field: str, en: str, zh: str, lang: str, *, code: str = "not_found") -> MCPError:
    """A resource's or the prompt's refusal in the house form, naming the request's field, never what was sent."""
    text = f"[{code}] field={field}：{zh}" if lang == "zh-TW" else f"[{code}] field={field}: {en}"
    return MCPError(code=INVALID_PARAMS, message=text)


def register(server: MCPServer, rt: Runtime) -> None:
    lang = rt.settings.lang

    @server.resource("rootcause://schemas/{tool}", mime_type="application/schema+json",
                     description="A tool's whole output schema (tools/list carries only its top level)")
    def schema_resource(tool: str) -> str:
        if tool not in rt.full_schemas:
            raise _refused("params.uri", "no tool of that name has an output schema (the name sent is not repeated). "
                           "Call tools/list for the tools' names.",
                           "沒有此名稱的工具輸出結構（不重述所送名稱）。請以 tools/list 查看工具名稱。", lang)
        return json.dumps(rt.full_schemas[tool], ensure_ascii=False)

    @server.prompt(title="Facilitate an RCA")
    def facilitate_rca(session_id: str | None = None) -> str:
        """How to run a root cause analysis with these tools, step by step."""
        if session_id is not None and not _CASE_ID.fullmatch(session_id):
            raise _refused("params.arguments.session_id", "a case id looks like ses_k3m9x2pq; leave it out to start "
                           "a new case.", "案例 id 的形式如 ses_k3m9x2pq；要開新案例時請省略此參數。", lang,
                           code="invalid_argument")
        return facilitate(lang, session_id)

    @server.resource("rootcause://frameworks/{name}", mime_type="application/json",
                     description="A framework's levels and categories, bilingual (hfacs_mes, fishbone_6m, who_icps)")
    def framework_resource(name: str) -> str:
        try:
            view = describe_framework(rt.frameworks, framework=name)
        except RootCauseError:
            raise _refused("params.uri", "no framework of that name (the name sent is not repeated). The frameworks "
                           "are hfacs_mes, fishbone_6m and who_icps.",
                           "沒有此名稱的架構（不重述所送名稱）。可用的架構為 hfacs_mes、fishbone_6m 與 who_icps。",
                           lang) from None
        return json.dumps(view.model_dump(mode="json"), ensure_ascii=False)

    @server.resource("rootcause://sessions/{session_id}/report.md", mime_type="text/markdown",
                     description="The case report in Markdown with Mermaid diagrams (read-only)")
    def report_resource(session_id: str) -> str:
        try:
            return report_export.export_report(rt.db, rt.frameworks, session_id=session_id)
        except RootCauseError as exc:
            said = f"[{exc.code}] field=params.uri" + ("：" if lang == "zh-TW" else ": ") + exc.message(lang)
            raise MCPError(code=INVALID_PARAMS, message=said) from None
