"""The AI-assist tools through an MCP client, against a fake OpenAI-compatible server (or none at all)."""

from __future__ import annotations

import sys
from pathlib import Path

from mcp_client import error_text, ok, with_server

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "assist"))

from fake_openai_server import FakeOpenAI, closed_port_url

TIRED = "The nurse was tired after a double shift while the ward was understaffed"
LABEL = "Poor communication between the nurse and the pharmacist"
ANSWERS = {
    "HfacsRanking": {"codes": [{"code": "OI-RM", "reason": "Staffing was below the ward's need."}]},
    "CausalRewrite": {"statement": "Because handoffs had no structured tool, the pharmacist did not learn of the "
                                   "changed order, which led to the delay."},
    "WhyQuestions": {"questions": ["Why were look-alike vials stocked side by side?"]},
    "ActionIdeas": {"actions": ["Remove concentrated insulin from ward stock and dispense it from pharmacy only.",
                                "Remind staff to be careful."]},
}


def assist_env(child_env: dict[str, str], base_url: str) -> dict[str, str]:
    return {**child_env, "ROOTCAUSE_LLM": "on", "ROOTCAUSE_LLM_MODEL": "local-model", "OPENAI_BASE_URL": base_url,
            "OPENAI_API_KEY": "test-key", "ROOTCAUSE_LLM_TIMEOUT": "3"}


async def build_case(client) -> dict[str, str]:
    sid = ok(await client.call_tool("rc_create_session", {"title": "Heparin mix-up"}))["result"]["id"]
    await client.call_tool("rc_set_problem", {"session_id": sid, "what": "Insulin given instead of heparin"})
    node = ok(await client.call_tool("rc_ask_why", {
        "session_id": sid, "answer": "Because both vials had the same cap colour and sat side by side, they were "
                                     "easy to confuse"}))["result"]["node"]["id"]
    ok(await client.call_tool("rc_mark_root_cause", {"session_id": sid, "node_id": node}))
    action = ok(await client.call_tool("rc_add_action", {
        "session_id": sid, "root_cause_id": node,
        "description": "Provide training to nurses on reading vial labels"}))["result"]["action"]["id"]
    return {"sid": sid, "node": node, "action": action}


async def assist_calls(client) -> dict[str, object]:
    case = await build_case(client)
    return {
        "plain": ok(await client.call_tool("rc_suggest_hfacs", {"description": TIRED})),
        "ranked": ok(await client.call_tool("rc_suggest_hfacs", {"description": TIRED, "use_ai": True})),
        "draft": ok(await client.call_tool("rc_draft_causal_statement", {"text": LABEL})),
        "whys": ok(await client.call_tool("rc_propose_next_whys", {"session_id": case["sid"],
                                                                    "node_id": case["node"]}))["result"],
        "actions": ok(await client.call_tool("rc_propose_stronger_actions", {
            "session_id": case["sid"], "action_id": case["action"]}))["result"],
        "phi": await client.call_tool("rc_draft_causal_statement", {"text": "Patient A123456789 got the wrong drug"}),
    }


def test_the_tools_are_listed_with_schemas_and_use_ai_defaults_off(child_env):
    async def body(client):
        return {t.name: t for t in (await client.list_tools()).tools}

    tools = with_server(child_env, body)
    for name in ("rc_draft_causal_statement", "rc_propose_next_whys", "rc_propose_stronger_actions"):
        assert tools[name].description and tools[name].output_schema is not None
        assert tools[name].annotations.read_only_hint is True
    assert set(tools["rc_draft_causal_statement"].input_schema["required"]) == {"text"}
    assert tools["rc_suggest_hfacs"].input_schema["properties"]["use_ai"]["default"] is False


def test_with_the_assist_on_an_agent_gets_the_models_view_checked_by_the_rules(child_env):
    with FakeOpenAI(ANSWERS) as fake:
        got = with_server(assist_env(child_env, fake.base_url), assist_calls)
        sent = fake.requests()
    assert got["plain"]["assist"] == "not_requested"
    assert got["ranked"]["assist"] == "used" and got["ranked"]["suggestions"][0]["code"] == "OI-RM"
    assert got["ranked"]["suggestions"][0]["ai_reason"]
    assert got["draft"]["source"] == "ai" and got["draft"]["passes"] and got["draft"]["draft"].startswith("Because")
    assert [p["source"] for p in got["whys"]["proposals"]] == ["ai", "rules"]
    assert [p["strength"] for p in got["actions"]["proposals"]] == ["stronger"]  # the weak idea was dropped
    assert "field=text" in error_text(got["phi"]) and "phi_detected" in error_text(got["phi"])
    assert [r.schema for r in sent] == ["HfacsRanking", "CausalRewrite", "WhyQuestions", "ActionIdeas"]
    assert not any("A123456789" in r.text for r in sent)  # the identifier never left the server


def test_with_the_endpoint_down_or_the_assist_off_the_rules_answer(child_env):
    down = with_server(assist_env(child_env, closed_port_url()), assist_calls)
    off = with_server(child_env, assist_calls)
    for got, state in ((down, "unavailable"), (off, "off")):
        assert got["ranked"]["assist"] == state and got["ranked"]["notice"]
        assert [s["code"] for s in got["ranked"]["suggestions"]] == [s["code"] for s in got["plain"]["suggestions"]]
        assert got["draft"]["draft"] is None and got["draft"]["findings"] and got["draft"]["assist"] == state
        assert [p["source"] for p in got["whys"]["proposals"]] == ["rules"]
        assert got["actions"]["proposals"] == [] and got["actions"]["hint"]
        assert "phi_detected" in error_text(got["phi"])
