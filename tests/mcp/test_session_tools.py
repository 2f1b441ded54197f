"""The session and problem tools through a real MCP client, as in mcp-tools.md."""

from __future__ import annotations

from mcp_client import error_text, ok, with_server

from rootcause.services import sessions, timeline

CONTRACT = {"rc_create_session", "rc_list_sessions", "rc_get_session", "rc_set_problem", "rc_add_timeline_event",
            "rc_get_audit_log"}


def test_tools_are_listed_with_descriptions_and_schemas(child_env):
    async def body(client):
        return (await client.list_tools()).tools

    tools = {t.name: t for t in with_server(child_env, body)}
    assert set(tools) >= CONTRACT
    for name in CONTRACT:
        assert tools[name].description and tools[name].input_schema["type"] == "object"
        assert tools[name].output_schema is not None
    assert tools["rc_get_session"].annotations.read_only_hint is True
    assert set(tools["rc_set_problem"].input_schema["required"]) == {"session_id", "what"}


def test_an_agent_runs_the_first_steps_of_a_case(child_env, db):
    async def body(client):
        case = ok(await client.call_tool("rc_create_session", {
            "title": "Delayed escalation of sepsis", "severity": 1, "event_type": "diagnosis",
            "framework": "hfacs_mes", "language": "zh-TW"}))["result"]
        sid = case["id"]
        prob = ok(await client.call_tool("rc_set_problem", {
            "session_id": sid, "what": "Antibiotics given 5 hours after the first sepsis screen", "where": "ED",
            "version": 1}))["result"]
        await client.call_tool("rc_add_timeline_event", {"session_id": sid, "when": "T+02:00",
                                                         "description": "Second screen positive"})
        await client.call_tool("rc_add_timeline_event", {"session_id": sid, "when": "T+00:00",
                                                         "description": "First screen positive",
                                                         "source": "Triage record"})
        whole = ok(await client.call_tool("rc_get_session", {"session_id": sid}))["result"]
        listed = ok(await client.call_tool("rc_list_sessions", {"query": "sepsis"}))
        return case, prob, whole, listed

    case, prob, whole, listed = with_server(child_env, body)
    assert case["framework"] == "hfacs_mes" and case["severity"] == 1 and case["actor_kind"] == "agent"
    assert prob["version"] == 2 and prob["severity_meaning"] == "死亡或永久性重大傷害（警訊事件）"
    assert [e["description"] for e in whole["timeline"]] == ["First screen positive", "Second screen positive"]
    assert all("version" in e for e in whole["timeline"]) and whole["problem"]["where"] == "ED"
    assert listed["total"] == 1 and listed["sessions"][0]["id"] == case["id"]
    # the same store the app reads
    assert sessions.get_case(db, session_id=case["id"]).problem.what.startswith("Antibiotics")


def test_a_stale_version_is_an_error_naming_the_current_version_and_nothing_is_written(child_env, db,
                                                                                      facilitator):
    case = sessions.create_session(db, title="Shared", actor=facilitator)

    async def body(client):
        first = ok(await client.call_tool("rc_set_problem", {"session_id": case.id, "what": "Theirs",
                                                              "version": 1}))
        second = await client.call_tool("rc_set_problem", {"session_id": case.id, "what": "Mine", "version": 1})
        return first, second

    _, second = with_server(child_env, body)
    text = error_text(second)
    assert text.startswith("Error executing tool rc_set_problem: [stale_version]") or "[stale_version]" in text
    assert "current_version=2" in text and "trace id" in text
    assert sessions.get_case(db, session_id=case.id).problem.what == "Theirs"


def test_bad_input_comes_back_as_tool_errors_not_crashes(child_env, db, facilitator):
    case = sessions.create_session(db, title="Errors", actor=facilitator)

    async def body(client):
        results = [
            await client.call_tool("rc_get_session", {"session_id": "ses_missing"}),
            await client.call_tool("rc_create_session", {"title": "  "}),
            await client.call_tool("rc_create_session", {"title": "x", "severity": 9}),
            await client.call_tool("rc_add_timeline_event", {"session_id": case.id, "when": "whenever",
                                                             "description": "x"}),
            await client.call_tool("rc_set_problem", {"session_id": case.id, "what": "x" * 5000}),
            await client.call_tool("rc_list_sessions", {"limit": 0}),
        ]
        still_alive = ok(await client.call_tool("rc_list_sessions", {}))
        return results, still_alive

    results, alive = with_server(child_env, body)
    texts = [error_text(r) for r in results]
    for text, field in zip(texts, ["session_id", "title", "severity", "when", "what", "limit"], strict=True):
        assert f"field={field}" in text or field in text
        assert "Traceback" not in text
    assert alive["total"] == 1
    assert timeline.list_timeline(db, session_id=case.id) == []


def test_the_audit_log_names_the_agent_and_the_face_and_holds_no_text(child_env):
    async def body(client):
        case = ok(await client.call_tool("rc_create_session", {"title": "Audited case"}))["result"]
        await client.call_tool("rc_set_problem", {"session_id": case["id"], "what": "Secret-free summary"})
        log = ok(await client.call_tool("rc_get_audit_log", {"session_id": case["id"]}))["result"]
        agents_only = ok(await client.call_tool("rc_get_audit_log", {"session_id": case["id"],
                                                                     "actor_kind": "human"}))["result"]
        return log, agents_only

    log, humans = with_server(child_env, body)
    ops = [e["operation"] for e in log["entries"]]
    assert ops == ["set_problem", "create_problem", "create_session"]
    assert {(e["actor_kind"], e["face"]) for e in log["entries"]} == {("agent", "mcp")}
    assert all(e["trace_id"] for e in log["entries"])
    assert "Secret-free summary" not in str(log)
    assert humans["entries"] == []


def test_session_tools_carry_guidance_and_suggest_next_returns_it_alone(child_env):
    async def body(client):
        created = ok(await client.call_tool("rc_create_session", {"title": "Guided case"}))
        sid = created["result"]["id"]
        await client.call_tool("rc_set_problem", {"session_id": sid, "what": "Fall in bathroom", "where": "Ward 5A",
                                                  "when": "2026-03-01 03:10", "impact": "Hip fracture",
                                                  "detection": "Found by the night nurse", "severity": 2})
        after = ok(await client.call_tool("rc_get_session", {"session_id": sid}))
        only = ok(await client.call_tool("rc_suggest_next", {"session_id": sid}))
        return created, after, only, sid

    created, after, only, sid = with_server(child_env, body)
    assert created["stage"] == "PROBLEM" and created["next_action"]["arguments"] == {"session_id": sid}
    assert created["next_action"]["tool"] == "rc_set_problem" and created["is_complete"] is False
    assert after["stage"] == "TIMELINE" and "completion_criteria" not in after
    assert after["next_action"]["tool"] == "rc_add_timeline_event"
    assert "result" not in only and only["next_action"] == after["next_action"]
    assert len(only["completion_criteria"]) == 7


def test_a_case_an_agent_opens_without_a_language_takes_the_servers(child_env, db):
    async def body(client):
        made = ok(await client.call_tool("rc_create_session", {"title": "胰島素誤取"}))["result"]
        english = ok(await client.call_tool("rc_create_session", {"title": "Insulin mix-up", "language": "en"}))
        return made, english["result"]

    made, english = with_server({**child_env, "ROOTCAUSE_LANG": "zh-TW"}, body)
    assert made["language"] == "zh-TW" and english["language"] == "en"
