"""The meeting record through an MCP client: an agent reads where the meeting stands (the clock, which review the
event calls for, the questions to ask now) and minutes what the room decided; the minute passes the PHI guard, and
no tool lets an agent sign an analysis or add attendees."""

from __future__ import annotations

from mcp_client import error_text, ok, with_server

from rootcause.services import audit, meeting, sessions


def test_an_agent_reads_the_meeting_and_minutes_a_decision(child_env, db, facilitator):
    case = sessions.create_session(db, title="Retained sponge", event_type="Retained surgical sponge", severity=4,
                                   actor=facilitator).id
    meeting.plan_meeting(db, session_id=case, actor=facilitator, start=True)

    async def body(client):
        seen = ok(await client.call_tool("rc_get_meeting", {"session_id": case}))
        noted = ok(await client.call_tool("rc_add_meeting_note", {
            "session_id": case, "stage": "PROBLEM", "kind": "decision",
            "note": "Theatre manager to bring the count sheet to the next meeting"}))
        named = await client.call_tool("rc_add_meeting_note", {
            "session_id": case, "stage": "PROBLEM", "kind": "minute", "note": "Patient 王小明 A123456789 asked"})
        names = {t.name for t in (await client.list_tools()).tools}
        return seen, noted, named, names

    seen, noted, named, names = with_server(child_env, body)
    result = seen["result"]
    assert result["review"]["kind"] == "full_rca" and result["clock"]["started_at"] is not None
    assert result["questions"] and seen["stage"] == "PROBLEM"
    assert [n["kind"] for n in noted["result"]["record"]["notes"]] == ["decision"]
    assert error_text(named).startswith("[phi_detected]")
    assert not any("sign" in name or "attendee" in name for name in names)
    entry = audit.list_audit(db, session_id=case, limit=1)[0]
    assert (entry.operation, entry.actor_kind, entry.face) == ("add_meeting_note", "agent", "mcp")
