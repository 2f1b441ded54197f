"""What an agent pays for and reads: tools/list within budget and fully described, one-line result texts, schema
errors in the house form, admin tools hidden, and the open cases listed as resources."""

from __future__ import annotations

import json

from mcp_client import error_text, ok, with_server, with_stdio

from rootcause.domain.model.validation import limit_of
from rootcause.services import sessions

LIST_BUDGET = 40_000  # bytes of tools/list on the wire
WRITE_BUDGET = 2_000  # bytes of one write result
FRAMEWORK_BUDGET = 10_000  # bytes of the compact framework view
MERGED_AWAY = {"rc_get_analysis_tree", "rc_build_fishbone", "rc_confirm_classification"}
ADMIN = {"rc_learn_rule", "rc_reload_rules"}


def _bytes(model) -> int:
    return len(model.model_dump_json(by_alias=True, exclude_none=True).encode())


def test_tools_list_fits_its_budget_with_every_tool_titled_and_every_parameter_described(child_env):
    async def body(client):
        return await client.list_tools()

    listed = with_server(child_env, body)
    assert _bytes(listed) <= LIST_BUDGET, _bytes(listed)
    names = {t.name for t in listed.tools}
    assert not names & (MERGED_AWAY | ADMIN)
    for tool in listed.tools:
        assert tool.title, tool.name
        for name, prop in tool.input_schema.get("properties", {}).items():
            assert prop.get("description"), f"{tool.name}.{name}"
    severity = next(t for t in listed.tools if t.name == "rc_create_session").input_schema["properties"]["severity"]
    assert (severity["minimum"], severity["maximum"]) == (1, 4)
    for tool in listed.tools:  # every text has its limit in the schema, the one the service checks
        for name, prop in tool.input_schema.get("properties", {}).items():
            if prop.get("type") == "string" and "enum" not in prop:
                assert prop.get("maxLength"), f"{tool.name}.{name}"
    title = next(t for t in listed.tools if t.name == "rc_create_session").input_schema["properties"]["title"]
    assert title["maxLength"] == limit_of("title") == 200


def test_admin_tools_are_offered_only_when_the_server_is_started_as_admin(child_env):
    async def body(client):
        return {t.name for t in (await client.list_tools()).tools}

    assert with_server({**child_env, "ROOTCAUSE_MCP_ADMIN": "1"}, body) >= ADMIN


def test_a_write_result_is_small_and_its_text_is_one_line_naming_the_next_call(child_env):
    async def body(client):
        created = await client.call_tool("rc_create_session", {"title": "Budget case"})
        sid = created.structured_content["result"]["id"]
        added = await client.call_tool("rc_add_timeline_event", {"session_id": sid, "when": "08:15",
                                                                 "description": "Pump alarm ignored"})
        return created, added

    for result in with_server(child_env, body):
        assert _bytes(result) <= WRITE_BUDGET, _bytes(result)
        [content] = result.content
        assert "\n" not in content.text and " ok " in content.text and "next rc_" in content.text
        assert json.dumps(result.structured_content) not in content.text  # the data travels once


def test_the_framework_is_compact_by_default_and_full_on_request(child_env):
    async def body(client):
        compact = await client.call_tool("rc_get_hfacs_framework", {})
        zh = ok(await client.call_tool("rc_get_hfacs_framework", {"level": "PC", "language": "zh-TW"}))
        full = ok(await client.call_tool("rc_get_hfacs_framework", {"level": "UA", "detail": "full"}))
        return compact, zh, full

    compact, zh, full = with_server(child_env, body)
    assert _bytes(compact) <= FRAMEWORK_BUDGET, _bytes(compact)
    assert all(set(c["name"]) == {"zh-TW"} and c["code"].startswith("PC") for c in zh["categories"])
    assert all(c["questions"]["en"] and c["questions"]["zh-TW"] for c in full["categories"])


def test_arguments_that_fail_the_schema_come_back_as_invalid_argument_with_the_path(child_env):
    async def body(client):
        sid = ok(await client.call_tool("rc_create_session", {"title": "Schema case"}))["result"]["id"]
        bare = await client.call_tool("rc_verify_causation", {"session_id": sid, "node_id": "why_x",
                                                              "answers": {"necessity": "yes"}})
        no_reason = await client.call_tool("rc_verify_causation", {
            "session_id": sid, "node_id": "why_x", "answers": {"necessity": {"answer": "yes"}}})
        wrong_enum = await client.call_tool("rc_get_fishbone", {"session_id": sid, "format": "svg"})
        misspelt = await client.call_tool("rc_set_problem", {"session_id": sid, "what": "x", "severtiy": 2})
        hostile_key = await client.call_tool("rc_ask_why", {"session_id": sid, "answer": "x", "A123456789 王小明": 1})
        return bare, no_reason, wrong_enum, misspelt, hostile_key

    bare, no_reason, wrong_enum, misspelt, hostile_key = with_server(child_env, body)
    assert error_text(bare).startswith("[invalid_argument] field=answers.necessity")
    assert error_text(no_reason).startswith("[invalid_argument] field=answers.necessity.rationale")
    assert error_text(wrong_enum).startswith("[invalid_argument] field=format allowed=json|mermaid|both")
    assert error_text(misspelt).startswith("[invalid_argument] field=severtiy")
    assert "A123456789" not in error_text(hostile_key) and "王小明" not in error_text(hostile_key)
    assert all("pydantic" not in error_text(r) for r in (bare, no_reason, wrong_enum, misspelt))


def test_schema_errors_speak_the_servers_language(child_env):
    async def body(client):
        return await client.call_tool("rc_create_session", {"title": "x", "severity": "high"})

    text = error_text(with_server({**child_env, "ROOTCAUSE_LANG": "zh-TW"}, body))
    assert text.startswith("[invalid_argument] field=severity") and "必須是整數" in text


def test_resources_list_names_the_open_cases_and_a_tools_full_schema_is_readable(child_env):
    async def body(client):
        sid = ok(await client.call_tool("rc_create_session", {"title": "Listed case"}))["result"]["id"]
        listed = await client.list_resources()
        schema = await client.read_resource("rootcause://schemas/rc_ask_why")
        return sid, listed, schema

    sid, listed, schema = with_server(child_env, body)
    assert f"rootcause://sessions/{sid}/report.md" in {str(r.uri) for r in listed.resources}
    assert next(r for r in listed.resources if sid in str(r.uri)).title == "Listed case"
    full = json.loads(schema.contents[0].text)
    assert "$defs" in full and "next_action" in full["properties"]


def test_a_chinese_server_summarises_in_chinese(child_env):
    async def body(client):
        return await client.call_tool("rc_create_session", {"title": "中文案例"})

    text = with_server({**child_env, "ROOTCAUSE_LANG": "zh-TW"}, body).content[0].text
    assert text.startswith("rc_create_session 完成 id=ses_")
    assert "；階段 PROBLEM" in text and "；下一步 rc_set_problem" in text


def test_a_stale_version_on_rc_mark_root_cause_is_refused(child_env):
    async def body(client):
        sid = ok(await client.call_tool("rc_create_session", {"title": "Versioned"}))["result"]["id"]
        node = ok(await client.call_tool("rc_ask_why", {"session_id": sid, "answer": "The pump library had no "
                                                        "limit, which allowed the overdose"}))["result"]["node"]
        ok(await client.call_tool("rc_mark_root_cause", {"session_id": sid, "node_id": node["id"],
                                                         "version": node["version"]}))
        return await client.call_tool("rc_mark_root_cause", {"session_id": sid, "node_id": node["id"],
                                                             "version": node["version"], "is_root_cause": False})

    assert error_text(with_server(child_env, body)).startswith("[stale_version] field=version")


def test_a_call_that_names_its_language_is_refused_in_it(child_env):
    async def body(client):
        phi = await client.call_tool("rc_suggest_hfacs", {"description": "病人王小明跌倒", "language": "zh-TW"})
        schema = await client.call_tool("rc_create_session", {"title": "x", "severity": "high", "language": "zh-TW"})
        english = await client.call_tool("rc_suggest_hfacs", {"description": "Mary Smith fell", "language": "en"})
        return phi, schema, english

    phi, schema, english = with_server(child_env, body)
    assert error_text(phi).startswith("[phi_detected]") and "追蹤碼" in error_text(phi)
    assert "trace id" not in error_text(phi)
    assert error_text(schema).startswith("[invalid_argument] field=severity") and "必須是整數" in error_text(schema)
    assert "trace id" in error_text(english)


def test_a_boolean_is_no_number_and_a_number_is_no_boolean(child_env):
    """Lax reading would take limit=true as 1 and is_root_cause=0 as false: a wrong call doing something else."""
    async def body(client):
        sid = ok(await client.call_tool("rc_create_session", {"title": "Typed case", "severity": 2.0}))["result"]["id"]
        node = ok(await client.call_tool("rc_ask_why", {"session_id": sid, "answer": "The pump library had no "
                                                        "limit, which allowed the overdose"}))["result"]["node"]
        return sid, [
            await client.call_tool("rc_list_sessions", {"limit": True}),
            await client.call_tool("rc_create_session", {"title": "x", "severity": False}),
            await client.call_tool("rc_mark_root_cause", {"session_id": sid, "node_id": node["id"],
                                                          "is_root_cause": 0}),
            await client.call_tool("rc_search_similar_cases", {"query": "pump", "include_archived": "yes"}),
        ]

    sid, refused = with_server(child_env, body)
    assert sid.startswith("ses_")  # 2.0 is a whole number: JSON Schema counts it as an integer
    fields = ["limit", "severity", "is_root_cause", "include_archived"]
    for result, field in zip(refused, fields, strict=True):
        assert result.is_error and error_text(result).startswith(f"[invalid_argument] field={field}"), field
    assert "must be a whole number" in error_text(refused[0])
    assert "must be true or false" in error_text(refused[2])


def test_the_schema_advertises_the_ranges_sets_and_dates_the_services_check(child_env):
    async def body(client):
        tools = {t.name: t.input_schema["properties"] for t in (await client.list_tools()).tools}
        as_text = await client.call_tool("rc_list_sessions", {"limit": "5"})
        union = await client.call_tool("rc_update_cause", {"session_id": "ses_aaaaaaaa", "cause_id": "cau_aaaaaaaa",
                                                           "version": 1, "confidence": [0.5]})
        return tools, as_text, union

    tools, as_text, union = with_server(child_env, body)
    assert (tools["rc_list_sessions"]["limit"]["minimum"], tools["rc_list_sessions"]["limit"]["maximum"]) == (1, 1000)
    assert tools["rc_search_similar_cases"]["limit"]["maximum"] == 50
    assert tools["rc_get_audit_log"]["limit"]["maximum"] == 5000
    assert tools["rc_suggest_hfacs"]["max_suggestions"]["maximum"] == 10
    assert tools["rc_get_insights"]["window_days"]["maximum"] == 3650
    assert set(tools["rc_update_action"]["strength_override"]["enum"]) == {"stronger", "intermediate", "weaker", ""}
    assert tools["rc_update_action"]["due"]["format"] == "date"
    assert error_text(as_text).startswith("[invalid_argument] field=limit")  # ("5" is text, as JSON Schema says)
    assert error_text(union).startswith("[invalid_argument] field=confidence:")  # (not "confidence.float")
    assert "more argument" not in error_text(union)


def test_the_first_contracts_names_still_answer_and_an_unknown_name_is_refused_in_the_house_form(child_env, db,
                                                                                                 facilitator):
    case = sessions.create_session(db, title="Old names", actor=facilitator)

    async def body(client):
        tree = ok(await client.call_tool("rc_get_analysis_tree", {"session_id": case.id}))
        board = ok(await client.call_tool("rc_build_fishbone", {"session_id": case.id}))
        admin = await client.call_tool("rc_reload_rules", {})
        typo = await client.call_tool("rc_get_why_trea", {"session_id": case.id})
        hostile = await client.call_tool("rc_" + "A123456789" * 50, {})
        return tree, board, admin, typo, hostile

    tree, board, admin, typo, hostile = with_server({**child_env, "ROOTCAUSE_LANG": "zh-TW"}, body)
    assert tree["result"]["nodes"] == [] and "mermaid" in board["result"]
    assert error_text(admin).startswith("[forbidden] field=name") and "ROOTCAUSE_MCP_ADMIN=1" in error_text(admin)
    assert error_text(typo).startswith("[unknown_tool] field=name：") and "rc_get_why_tree" in error_text(typo)
    assert "A123456789" not in error_text(hostile) and "Unknown tool" not in error_text(hostile)


def test_an_old_or_unknown_name_is_answered_over_stdio_too(child_env):
    async def body(client):
        listed = await client.call_tool("rc_list_sessions", {})
        old = await client.call_tool("rc_get_analysis_tree", {"session_id": "ses_aaaaaaaa"})
        unknown = await client.call_tool("rc_no_such_tool", {})
        return listed, old, unknown

    listed, old, unknown = with_stdio(child_env, body)
    assert not listed.is_error and error_text(old).startswith("[not_found] field=session_id")
    assert error_text(unknown).startswith("[unknown_tool] field=name")
