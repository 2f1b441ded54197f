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


YES = {"temporality": {"answer": "yes", "rationale": "came first"},
       "necessity": {"answer": "yes", "rationale": "without it, no mix-up"}}
ACTION = {"owner_role": "Pharmacy manager", "measure": "% patient-specific insulin doses", "due": "2027-01-31",
          "description": "Remove insulin vials from ward stock; pharmacy dispenses patient-specific syringes"}


async def _follow(client, envelope, whys, limit=40):
    """A generic agent: it calls the tool guidance names with the arguments guidance filled in, and adds only
    the content a person would supply (the facts, the answers)."""
    events, causes = list(EVENTS), list(CAUSES)
    calls: list[str] = []
    sizes: list[int] = []
    for _ in range(limit):
        step = envelope["next_action"]
        if envelope["is_complete"] or not step["tool"]:
            break
        tool, args = step["tool"], dict(step["arguments"])
        if tool == "rc_set_problem":
            args |= PROBLEM
        elif tool == "rc_add_timeline_event":
            when, what = events.pop(0)
            args |= {"when": when, "description": what}
        elif tool == "rc_add_cause":
            args |= {"description": causes.pop(0)[0]}
        elif tool == "rc_ask_why":
            if not whys:
                break
            args |= {"answer": whys.pop(0)}
        elif tool == "rc_mark_root_cause":
            args |= {"rationale": "A condition the unit can fix"}
        elif tool == "rc_verify_causation":
            args |= {"answers": YES}
        elif tool == "rc_add_action":
            args |= ACTION
        elif tool not in ("rc_close_case",):
            raise AssertionError(f"unexpected next tool {tool}")
        calls.append(tool)
        answer = await client.call_tool(tool, args)
        sizes.append(len(answer.model_dump_json(by_alias=True, exclude_none=True).encode()))
        envelope = ok(answer)
    return envelope, calls, sizes


def test_an_agent_guided_only_by_next_action_completes_the_rca(child_env):
    async def body(client):
        envelope = ok(await client.call_tool("rc_create_session", {"title": "Agent-run RCA", "event_type": "medication",
                                                                   "framework": "hfacs_mes"}))
        final, calls, sizes = await _follow(client, envelope, list(WHYS))
        report = ok(await client.call_tool("rc_export_report", {"session_id": envelope["result"]["id"]}))
        return final, calls, sizes, report["result"]

    final, calls, sizes, report = with_stdio(child_env, body)
    assert final["is_complete"] and final["completion_rate"] == "100%"
    assert calls[0] == "rc_set_problem" and calls[-1] == "rc_close_case" and len(calls) + 1 <= 20
    sizes_by_call = list(zip(calls, sizes, strict=True))  # every result of the walk (all writes), on the wire
    assert sum(sizes) <= 40_000 and max(sizes) <= 2_000, sizes_by_call
    assert {"rc_add_timeline_event", "rc_add_cause", "rc_ask_why", "rc_mark_root_cause", "rc_verify_causation",
            "rc_add_action"} <= set(calls)
    assert "```mermaid" in report["text"] and "Pharmacy manager" in report["text"]


def test_a_blame_chain_cannot_complete_and_guidance_asks_why_beneath_it(child_env):
    blame = ["The nurse was careless", "The nurse made a mistake and did not follow the policy",
             "The nurse did not pay attention"]

    async def body(client):
        envelope = ok(await client.call_tool("rc_create_session", {"title": "Blame RCA"}))
        sid = envelope["result"]["id"]
        stuck, calls, _ = await _follow(client, envelope, list(blame))
        closing = await client.call_tool("rc_close_case", {"session_id": sid})
        return stuck, calls, closing

    stuck, calls, closing = with_stdio(child_env, body)
    assert not stuck["is_complete"] and stuck["stage"] == "CAUSATION"
    assert stuck["next_action"]["tool"] == "rc_ask_why" and "parent_id" in stuck["next_action"]["arguments"]
    assert "rc_close_case" not in calls
    assert closing.is_error and "[invalid_input] field=session_id" in closing.content[0].text
