"""Every tool, every parameter, hostile values: each call is refused with a coded error that names the field;
none is accepted, none crashes, no traceback reaches the agent.

The values are the shapes an agent gets wrong or an attacker tries: the wrong JSON type, a value far too long, a
number where text belongs, an identifier in free text, an unknown argument. The other arguments of each call are
valid (a real case, a real node), so the refusal is about the value under test.
"""

from __future__ import annotations

from collections import Counter

from mcp_client import ok, with_server

TOO_LONG = "x" * 100_001
PHI = "Patient 王小明 (A123456789) was given the wrong dose"
TEXT_PARAMS = {"title", "description", "what", "where", "impact", "detection", "answer", "evidence", "rationale",
               "reason", "source", "owner_role", "measure", "value", "text", "query", "process_target",
               "outcome_measure", "outcome_target", "override_reason", "event_type"}


def _bad_values(name: str, schema: dict) -> list[object]:
    kinds = schema.get("type")
    kinds = set(kinds) if isinstance(kinds, list) else {kinds}
    values: list[object] = [[1, 2], {"$ne": None}]
    if "string" in kinds:
        values += [TOO_LONG, 12345]
    if kinds & {"integer", "number"}:
        values += ["NaN", "12; DROP TABLE rca_session", 10**30]
    if "boolean" in kinds:
        values += ["maybe", 7]
    if name in TEXT_PARAMS:
        values.append(PHI)
    if "enum" in schema:
        values.append("not-one-of-them")
    return values


def test_no_hostile_value_is_accepted_crashes_or_leaks_a_traceback(child_env):
    async def body(client):
        sid = ok(await client.call_tool("rc_create_session", {"title": "Fuzz case"}))["result"]["id"]
        node = ok(await client.call_tool("rc_ask_why", {"session_id": sid, "answer": "The pump library had no "
                                                        "limit, which allowed the overdose"}))["result"]["node"]["id"]
        valid = {"session_id": sid, "node_id": node, "root_cause_id": node, "title": "A case", "answer": "A cause",
                 "description": "A factor", "what": "An event", "when": "08:00", "text": "A statement",
                 "query": "pump", "reason": "A reason", "measure": "% scanned", "value": "90%",
                 "action_id": "act_none", "cause_id": "cau_none", "hfacs_code": "PC-AMS"}
        outcomes: Counter[str] = Counter()
        problems: list[str] = []
        for tool in (await client.list_tools()).tools:
            props = tool.input_schema.get("properties", {})
            required = tool.input_schema.get("required", [])
            base = {p: valid[p] for p in required if p in valid}
            for name, schema in props.items():
                for bad in _bad_values(name, schema):
                    result = await client.call_tool(tool.name, {**base, name: bad})
                    text = result.content[0].text if result.content else ""
                    if not result.is_error:
                        outcomes["accepted"] += 1
                        problems.append(f"accepted {tool.name}.{name}={str(bad)[:30]!r}")
                    elif "[internal_error]" in text:
                        outcomes["crash"] += 1
                        problems.append(f"crash {tool.name}.{name}={str(bad)[:30]!r}")
                    elif "Traceback" in text or "pydantic" in text:
                        outcomes["traceback"] += 1
                        problems.append(f"raw error {tool.name}.{name}: {text[:80]}")
                    else:
                        assert text.startswith("["), text
                        outcomes["refused"] += 1
            result = await client.call_tool(tool.name, {**base, "unexpected_argument": 1})
            if not result.is_error:
                problems.append(f"accepted {tool.name} with an unknown argument")
        return outcomes, problems

    outcomes, problems = with_server(child_env, body)
    assert not problems, "\n".join(problems)
    assert outcomes["refused"] > 500
