"""A whole RCA through MCP alone: an agent-style script follows `next_action` from an empty case to a report."""

from __future__ import annotations

from mcp_client import ok, with_stdio

PROBLEM = {"what": "Insulin drawn up instead of heparin for a lock flush; caught at the bedside",
           "where": "Medical ward 7B, medication room", "when": "2026-03-14 02:40",
           "impact": "Near miss, no dose given", "detection": "Bedside label re-check", "severity": 2}
EVENTS = [("T-02:10", "Cabinet restocked with both vials in adjacent pockets"),
          ("T-00:10", "Nurse interrupted twice while preparing the flush"),
          ("T+00:00", "Nurse re-reads the label at the bedside and stops")]
CAUSES = [("Night nurse covering six patients after a sick call", "PEOPLE"),
          ("Pump alarm and call lights interrupted the preparation", "ENVIRONMENT"),
          ("Heparin and insulin vials look alike", "MATERIAL"),
          ("Restock map placed both vials side by side", "EQUIPMENT")]
WHYS = ["The nurse took the vial by its cap colour",
        "Both vials had the same cap colour and sat side by side",
        "Because the restock map allowed look-alike high-alert vials in adjacent pockets, the wrong vial was within "
        "reach, which increased the likelihood of the mix-up"]


def test_an_agent_guided_only_by_next_action_completes_the_rca(child_env):
    async def body(client):
        envelope = ok(await client.call_tool("rc_create_session", {"title": "Agent-run RCA", "event_type": "medication",
                                                                   "framework": "hfacs_mes"}))
        sid = envelope["result"]["id"]
        events, causes, whys = list(EVENTS), list(CAUSES), list(WHYS)
        nodes: list[str] = []
        tools_used: list[str] = []
        report = None
        for _ in range(40):
            if envelope["is_complete"]:
                break
            tool = envelope["next_action"]["tool"]
            tools_used.append(tool)
            if tool == "rc_set_problem":
                args = {"session_id": sid, **PROBLEM}
            elif tool == "rc_add_timeline_event":
                when, what = events.pop(0)
                args = {"session_id": sid, "when": when, "description": what}
            elif tool == "rc_add_cause":
                text, bone = causes.pop(0)
                args = {"session_id": sid, "description": text, "category": bone}
            elif tool == "rc_ask_why":
                args = {"session_id": sid, "answer": whys.pop(0), **({"parent_id": nodes[-1]} if nodes else {})}
            elif tool == "rc_mark_root_cause":
                args = {"session_id": sid, "node_id": nodes[-1], "rationale": "A storage design the unit can fix"}
            elif tool == "rc_verify_causation":
                tree = ok(await client.call_tool("rc_get_analysis_tree", {"session_id": sid}))["result"]
                todo = next(n["id"] for n in tree["nodes"] if n["link_verdict"] != "supported")
                args = {"session_id": sid, "node_id": todo,
                        "answers": {"temporality": {"answer": "yes", "rationale": "came first"},
                                    "necessity": {"answer": "yes", "rationale": "without it, no mix-up"}}}
            elif tool == "rc_add_action":
                args = {"session_id": sid, "root_cause_id": nodes[-1], "owner_role": "Pharmacy manager",
                        "description": "Remove insulin vials from ward stock; pharmacy dispenses patient-specific "
                                       "syringes", "measure": "% patient-specific insulin doses", "due": "2027-01-31"}
            elif tool == "rc_export_report":
                args = {"session_id": sid, "format": "markdown"}
            else:
                raise AssertionError(f"unexpected next tool {tool}")
            envelope = ok(await client.call_tool(tool, args))
            if tool == "rc_ask_why":
                nodes.append(envelope["result"]["node"]["id"])
            if tool == "rc_export_report":
                report = envelope["result"]
        return envelope, tools_used, report

    final, tools_used, report = with_stdio(child_env, body)
    assert final["is_complete"] and final["session_progress"]["completion_rate"] == "100%"
    assert tools_used[0] == "rc_set_problem" and tools_used[-1] == "rc_export_report"
    assert {"rc_add_timeline_event", "rc_add_cause", "rc_ask_why", "rc_mark_root_cause", "rc_verify_causation",
            "rc_add_action"} <= set(tools_used)
    assert report["closed"] and "```mermaid" in report["text"] and "Pharmacy manager" in report["text"]
