"""Diagram tools through an MCP client: the fishbone as JSON or Mermaid, rebuilt with whys, and the why tree exports."""

from __future__ import annotations

from full_case import build_complete_case
from mcp_client import ok, with_server
from mermaid_parser import validate

from rootcause.services.frameworks import Frameworks


def test_fishbone_and_why_tree_exports_are_valid_mermaid(child_env, db, facilitator, bot):
    sid = build_complete_case(db, Frameworks(), facilitator, bot)

    async def body(client):
        board = ok(await client.call_tool("rc_get_fishbone", {"session_id": sid}))["result"]
        fish = ok(await client.call_tool("rc_get_fishbone", {"session_id": sid, "format": "mermaid"}))["result"]
        built = ok(await client.call_tool("rc_get_fishbone", {"session_id": sid, "format": "both",
                                                              "include_whys": True}))["result"]
        flow = ok(await client.call_tool("rc_export_why_tree", {"session_id": sid}))["result"]
        text = ok(await client.call_tool("rc_export_why_tree", {"session_id": sid, "format": "markdown"}))["result"]
        data = ok(await client.call_tool("rc_export_why_tree", {"session_id": sid, "format": "json"}))["result"]
        return board, fish, built, flow, text, data

    board, fish, built, flow, text, data = with_server(child_env, body)
    assert board["board"]["coverage"]["covered"] == 5 and board["mermaid"] is None
    assert fish["mermaid"].startswith("ishikawa") and fish["board"] is None
    assert built["board"] and built["mermaid"] and isinstance(built["whys_by_cause"], dict)
    assert flow["text"].startswith("flowchart") and "★" in text["text"] and len(data["tree"]["nodes"]) == 3
    assert all(ok_ for ok_, _ in validate([fish["mermaid"], flow["text"]]))
