"""An agent that sends an identifier gets a tool error with a masked preview; nothing is stored or logged."""

from __future__ import annotations

from mcp_client import RawStdio

from rootcause.services import sessions

NATIONAL_ID = "F131104093"


def test_an_identifier_is_refused_as_a_tool_error_and_never_logged(child_env, db, facilitator):
    case = sessions.create_session(db, title="Agent case", actor=facilitator)
    raw = RawStdio({**child_env, "ROOTCAUSE_LOG_LEVEL": "DEBUG"})
    try:
        refused = raw.call("rc_set_problem", {"session_id": case.id, "what": f"Band read {NATIONAL_ID} at triage"})
        named = raw.call("rc_add_timeline_event", {"session_id": case.id, "when": "T+00:05",
                                                   "description": "病人陳美玲在急診跌倒"})
        unknown = raw.call("rc_get_session", {"session_id": NATIONAL_ID})
    finally:
        log = raw.close()
    assert refused["isError"] and named["isError"] and unknown["isError"]
    refused_text = refused["content"][0]["text"]
    assert "[phi_detected]" in refused_text and "field=what" in refused_text and NATIONAL_ID not in refused_text
    assert "trace id" in refused_text
    assert "[phi_detected]" in named["content"][0]["text"] and "陳美玲" not in named["content"][0]["text"]
    assert NATIONAL_ID not in unknown["content"][0]["text"]
    assert "tool=rc_set_problem" in log  # the server did log the calls...
    for needle in (NATIONAL_ID, "陳美玲"):
        assert needle not in log  # ...but never the identifier
    whole = sessions.get_case(db, session_id=case.id)
    assert whole.problem.what is None and whole.timeline == []


def test_a_client_name_that_holds_a_name_or_id_is_recorded_as_the_generic_agent(child_env, db):
    from mcp_client import ok, with_server

    from rootcause.services import audit

    async def body(client):
        return ok(await client.call_tool("rc_create_session", {"title": "Named client"}))["result"]

    for client_name in ("Dr John Smith's assistant", "agent A123456789", "bot 0912-345-678"):
        case = with_server(child_env, body, client_name=client_name)
        assert case["actor"] == "mcp-agent" and case["actor_kind"] == "agent"
        assert {e.actor for e in audit.list_audit(db, session_id=case["id"])} == {"mcp-agent"}
    kept = with_server(child_env, body, client_name="claude-code 2.1")
    assert kept["actor"] == "claude-code 2.1"


def test_what_a_request_held_never_reaches_the_log_at_the_default_level(child_env, db, facilitator):
    case = sessions.create_session(db, title="Agent case", actor=facilitator)
    raw = RawStdio({**child_env, "ROOTCAUSE_LOG_LEVEL": "INFO"})
    try:
        answers = [raw.call(f"rc_{NATIONAL_ID}", {}),
                   raw.call("rc_create_session", {"title": "Fall", f"x_{NATIONAL_ID}": 1}),
                   raw.call("rc_add_cause", {"session_id": case.id, "description": "Pump alarm unheard",
                                             "category": f"{NATIONAL_ID} 0912-345-678"}),
                   raw.call("rc_add_cause", {"session_id": case.id, "description": "Pump alarm unheard",
                                             "hfacs_code": NATIONAL_ID})]
    finally:
        log = raw.close()
    assert all(answer["isError"] for answer in answers)
    for answer in answers[2:]:
        assert NATIONAL_ID not in answer["content"][0]["text"]
    assert NATIONAL_ID not in log and "0912-345-678" not in log
