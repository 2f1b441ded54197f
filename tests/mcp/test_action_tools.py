"""Action tools through an MCP client: add with strength, override with a reason, list across cases, measures."""

from __future__ import annotations

from mcp_client import error_text, ok, with_server

from rootcause.domain.model import human
from rootcause.services import demo, sessions, why_tree


def test_an_agent_plans_and_follows_up_actions(child_env, db, facilitator):
    case = sessions.create_session(db, title="Actions", actor=facilitator)
    node = why_tree.ask_why(db, session_id=case.id, answer="Both vials in one bin", actor=facilitator).node
    why_tree.mark_root_cause(db, session_id=case.id, node_id=node.id, actor=facilitator)

    async def body(client):
        weak = ok(await client.call_tool("rc_add_action", {
            "session_id": case.id, "root_cause_id": node.id, "description": "Re-educate nurses on label reading"}))
        strong = ok(await client.call_tool("rc_add_action", {
            "session_id": case.id, "root_cause_id": node.id, "owner_role": "Pharmacy manager",
            "description": "Remove insulin vials from ward stock", "measure": "% patient-specific doses",
            "due": "2026-12-31"}))
        action = weak["result"]["action"]
        no_reason = await client.call_tool("rc_update_action", {"session_id": case.id, "action_id": action["id"],
                                                                "version": action["version"],
                                                                "strength_override": "stronger"})
        listed = ok(await client.call_tool("rc_list_actions", {"strength": "stronger"}))
        measured = ok(await client.call_tool("rc_record_measure", {
            "session_id": case.id, "action_id": strong["result"]["action"]["id"], "measure": "% patient-specific",
            "value": "97%", "when": "2026-12-15"}))
        advice = ok(await client.call_tool("rc_suggest_next", {"session_id": case.id}))
        return weak, strong, no_reason, listed, measured, advice

    weak, strong, no_reason, listed, measured, advice = with_server(child_env, body)
    assert weak["result"]["action"]["strength"] == "weaker" and weak["result"]["hint"]
    assert strong["result"]["action"]["strength"] == "stronger"
    assert advice["current_state"]["root_causes_with_strong_action"] == 1
    assert "field=strength_override" in error_text(no_reason) and "Only a person" in error_text(no_reason)
    assert [a["description"] for a in listed["actions"]] == ["Remove insulin vials from ward stock"]
    assert measured["result"]["measurements"] == 1 and measured["result"]["measurement"]["value"] == "97%"


def test_a_write_to_a_closed_case_tells_the_agent_which_tool_reopens_it(child_env, db, fw, facilitator):
    case = demo.load_demo_case(db, fw, actor=human("facilitator", face="cli"))  # complete and closed

    async def body(client):
        return await client.call_tool("rc_add_cause", {"session_id": case.id, "description": "A late thought"})

    refused = error_text(with_server(child_env, body))
    assert refused.startswith("[case_closed] field=session_id next_tool=rc_reopen_case:")


def test_a_measure_is_refused_past_the_limit_the_schema_advertises_and_a_value_can_be_recorded_on_it(
        child_env, db, facilitator):
    case = sessions.create_session(db, title="Measures", actor=facilitator)
    node = why_tree.ask_why(db, session_id=case.id, answer="Both vials in one bin", actor=facilitator).node
    why_tree.mark_root_cause(db, session_id=case.id, node_id=node.id, actor=facilitator)

    async def body(client):
        tools = {t.name: t for t in (await client.list_tools()).tools}
        limit = tools["rc_add_action"].input_schema["properties"]["measure"]["maxLength"]
        assert tools["rc_update_action"].input_schema["properties"]["measure"]["maxLength"] == limit
        assert tools["rc_record_measure"].input_schema["properties"]["measure"]["maxLength"] == limit
        base = {"session_id": case.id, "root_cause_id": node.id, "description": "Remove insulin vials from stock"}
        longest = ("doses scanned " * limit)[:limit - 1] + "s"
        over = await client.call_tool("rc_add_action", {**base, "measure": longest + " more"})
        fits = ok(await client.call_tool("rc_add_action", {**base, "measure": longest}))
        recorded = ok(await client.call_tool("rc_record_measure", {
            "session_id": case.id, "action_id": fits["result"]["action"]["id"], "measure": longest, "value": "97%"}))
        return limit, over, recorded

    limit, over, recorded = with_server(child_env, body)
    assert limit == 200
    assert error_text(over).startswith("[invalid_input] field=measure: measure: is 205 characters")
    assert recorded["result"]["measurements"] == 1
