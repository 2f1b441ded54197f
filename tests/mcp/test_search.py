"""rc_search_similar_cases through a real MCP client."""

from __future__ import annotations

from mcp_client import error_text, ok, with_server
from past_cases import build_library

from rootcause.services.frameworks import Frameworks
from rootcause.settings import load_settings


def test_an_agent_finds_precedents_in_either_language_and_gets_clear_errors(child_env, db, facilitator):
    ids = build_library(db, Frameworks(load_settings().config_dir), facilitator)

    async def body(client):
        english = ok(await client.call_tool("rc_search_similar_cases", {"query": "blood transfusion wrong patient"}))
        chinese = ok(await client.call_tool("rc_search_similar_cases", {"query": "跌倒", "limit": 1}))
        others = ok(await client.call_tool("rc_search_similar_cases", {
            "query": "insulin heparin vials", "exclude_session_id": ids["insulin_en"]}))
        syntax = error_text(await client.call_tool("rc_search_similar_cases", {"query": '"*()'}))
        huge = error_text(await client.call_tool("rc_search_similar_cases", {"query": "fall", "limit": 100000}))
        return english, chinese, others, syntax, huge

    english, chinese, others, syntax, huge = with_server(child_env, body)
    assert english["cases"][0]["session_id"] == ids["transfusion_en"]
    assert english["cases"][0]["matches"][0]["snippet"]
    assert english["ranking"] == "lexical"
    assert [c["session_id"] for c in chinese["cases"]] == [ids["fall_zh"]]
    assert ids["insulin_en"] not in {c["session_id"] for c in others["cases"]}
    assert "query" in syntax and "no words" in syntax
    assert "limit" in huge and "1 to 50" in huge
