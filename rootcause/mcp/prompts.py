"""The `facilitate_rca` prompt and the read-only resources agents can attach as context (frameworks, reports)."""

from __future__ import annotations

import json

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceError

from rootcause.errors import RootCauseError
from rootcause.mcp.runtime import Runtime
from rootcause.services import report_export
from rootcause.services.frameworks import describe_framework

FACILITATE = """\
You are facilitating a root cause analysis (RCA) of a patient-safety event with the RootCause tools.
The tools execute; you decide, and a person confirms what matters. Rules:
- Never write a name, record number, date of birth, phone number or address of a patient or staff
  member. Describe people by role ("the night nurse", "the patient"). Refused text comes back as a
  [phi_detected] error: rephrase and retry.
- Every session-scoped result carries `next_action`: its `tool`, the `arguments` it could fill (the case,
  the node to ask why under, the link to test, the root cause to act on), the `question` to ask and
  `why`. Call that tool with those arguments plus the content. rc_suggest_next gives every criterion.
- When a call fails with [stale_version], someone else changed that item: re-read it (rc_get_session)
  and apply your change to the new version.

Steps:
1. Case and problem: rc_create_session{session_hint}, then rc_set_problem (what, where, when, impact,
   detection, SAC severity 1-4).
2. Timeline: at least three events with rc_add_timeline_event (times like 08:15 or T+00:15).
3. Fishbone: rc_add_cause for each contributing factor; cover people, equipment, materials, methods,
   monitoring and environment. Codes you set stay "suggested" until a person confirms them.
4. Why analysis: rc_ask_why from the problem or a cause, and keep asking until a system cause
   (process, design, staffing, policy, culture) appears; branch where several things contributed.
   "The nurse made a mistake" is never a root cause.
5. Causation: rc_mark_root_cause, then rc_verify_causation for every link of the chain (temporality
   and necessity at least, each with a rationale); rework links that fail. A root cause must be a
   condition of the system: a person's act, blame or "did not follow the policy" never passes.
6. Actions: rc_add_action for every root cause; at least one of intermediate strength or stronger
   (forcing functions, standardisation, simplification), with an owner role and a measure.
7. Close: rc_close_case runs the completion gate and freezes the case (rc_reopen_case takes a
   reason). rc_export_report reads the report at any time and changes nothing.
"""


def register(server: MCPServer, rt: Runtime) -> None:
    @server.resource("rootcause://schemas/{tool}", mime_type="application/schema+json",
                     description="A tool's whole output schema (tools/list carries only its top level)")
    def schema_resource(tool: str) -> str:
        if tool not in rt.full_schemas:
            raise ResourceError(f"No tool named {tool[:40]!r} has an output schema.")
        return json.dumps(rt.full_schemas[tool], ensure_ascii=False)

    @server.prompt(title="Facilitate an RCA")
    def facilitate_rca(session_id: str | None = None) -> str:
        """How to run a root cause analysis with these tools, step by step."""
        hint = f" (or continue case {session_id} with rc_get_session)" if session_id else ""
        return FACILITATE.replace("{session_hint}", hint)

    @server.resource("rootcause://frameworks/{name}", mime_type="application/json",
                     description="A framework's levels and categories, bilingual (hfacs_mes, fishbone_6m, who_icps)")
    def framework_resource(name: str) -> str:
        try:
            view = describe_framework(rt.frameworks, framework=name)
        except RootCauseError as exc:
            raise ResourceError(exc.message("en")) from None
        return json.dumps(view.model_dump(mode="json"), ensure_ascii=False)

    @server.resource("rootcause://sessions/{session_id}/report.md", mime_type="text/markdown",
                     description="The case report in Markdown with Mermaid diagrams (read-only)")
    def report_resource(session_id: str) -> str:
        try:
            return report_export.export_report(rt.db, rt.frameworks, session_id=session_id)
        except RootCauseError as exc:
            raise ResourceError(exc.message(rt.settings.lang)) from None

