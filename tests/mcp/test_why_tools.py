"""Why-tree tools through an MCP client: an agent builds a chain, marks a root cause and tests a link."""

from __future__ import annotations

from full_case import build_complete_case
from mcp_client import error_text, ok, with_server

from rootcause.services import causation, sessions, why_tree


def test_an_agent_asks_why_three_deep_marks_a_root_cause_and_tests_the_link(child_env, db, facilitator):
    case = sessions.create_session(db, title="Chain", actor=facilitator)

    async def body(client):
        one = ok(await client.call_tool("rc_ask_why", {"session_id": case.id,
                                                       "answer": "The nurse drew up insulin"}))["result"]
        two = ok(await client.call_tool("rc_ask_why", {"session_id": case.id, "parent_id": one["node"]["id"],
                                                       "answer": "The vials looked alike"}))["result"]
        three = ok(await client.call_tool("rc_ask_why", {"session_id": case.id, "parent_id": two["node"]["id"],
                                                         "answer": "Pharmacy stored both in one bin"}))["result"]
        marked = ok(await client.call_tool("rc_mark_root_cause", {"session_id": case.id,
                                                                  "node_id": three["node"]["id"],
                                                                  "rationale": "Storage rule missing"}))["result"]
        check = ok(await client.call_tool("rc_verify_causation", {
            "session_id": case.id, "node_id": three["node"]["id"], "level": "comprehensive",
            "answers": {"temporality": {"answer": "yes", "rationale": "Stocked hours before"},
                        "necessity": {"answer": "yes", "rationale": "Apart, they would not be mixed up"}}}))["result"]
        tree = ok(await client.call_tool("rc_get_why_tree", {"session_id": case.id}))["result"]
        bad = await client.call_tool("rc_verify_causation", {"session_id": case.id, "node_id": one["node"]["id"],
                                                             "answers": {"necessity": "maybe"}})
        cycle = await client.call_tool("rc_ask_why", {"session_id": case.id, "parent_id": "why_nowhere1",
                                                      "answer": "x"})
        stale = await client.call_tool("rc_verify_causation", {
            "session_id": case.id, "node_id": three["node"]["id"], "expected_version": 0,
            "answers": {"necessity": {"answer": "no", "rationale": "Reconsidered"}}})
        report = ok(await client.call_tool("rc_validate_chain", {"session_id": case.id}))["result"]
        return one, three, marked, check, tree, bad, cycle, stale, report

    one, three, marked, check, tree, bad, cycle, stale, report = with_server(child_env, body)
    [chain] = report["chains"]
    assert chain["depth"] == 3 and chain["verdict"] in ("incomplete", "flawed")
    assert chain["unverified_links"] and chain["findings"][0]["hint"]
    assert one["depth"] == 1 and three["depth"] == 3 and "Pharmacy stored both in one bin" in three["next_question"]
    assert marked["is_root_cause"] and marked["actor_kind"] == "agent"
    assert check["verdict"] == "open" and check["open_criteria"] == ["mechanism", "sufficiency"]
    assert len(check["questions"]) == 2 and check["version"] == 1
    assert "[stale_version] field=expected_version current_version=1" in error_text(stale)
    assert tree["root_causes"] == [three["node"]["id"]] and tree["max_depth"] == 3
    assert "field=answers.necessity" in error_text(bad)
    assert "[not_found]" in error_text(cycle)


def test_a_second_agent_rewriting_a_tested_chain_leaves_it_untested_and_the_case_open(child_env, db, fw, facilitator,
                                                                                      bot):
    sid = build_complete_case(db, fw, facilitator, bot)
    nodes = why_tree.get_tree(db, session_id=sid).nodes

    async def body(client):
        for node in nodes:
            ok(await client.call_tool("rc_update_why", {"session_id": sid, "node_id": node.id,
                                                        "answer": f"Rewritten claim {node.depth}: the record hid it"}))
        chain = ok(await client.call_tool("rc_validate_chain", {"session_id": sid}))["result"]
        closed = await client.call_tool("rc_close_case", {"session_id": sid})
        return chain, closed

    chain, closed = with_server(child_env, body)
    assert all(c.verdict == "open" for n in nodes
               for c in [causation.get_check(db, session_id=sid, node_id=n.id)])
    assert set(chain["chains"][0]["unverified_links"]) == {n.id for n in nodes}
    assert closed.is_error and "still open: CAUSATION" in error_text(closed)
