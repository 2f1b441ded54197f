"""Fishbone tools through an MCP client: an agent captures causes; its codes stay suggested for a person to confirm."""

from __future__ import annotations

from mcp_client import error_text, ok, with_server

from rootcause.services import causes, sessions, why_tree


def test_an_agent_adds_sharpens_and_deletes_causes(child_env, db, facilitator):
    case = sessions.create_session(db, title="Agent on the board", actor=facilitator)

    async def body(client):
        bare = ok(await client.call_tool("rc_add_cause", {
            "session_id": case.id, "description": "The nurse was interrupted while drawing up the flush"}))["result"]
        coded = ok(await client.call_tool("rc_add_cause", {
            "session_id": case.id, "description": "Heparin and insulin vials share one bin", "category": "MATERIAL",
            "hfacs_code": "EF-TE"}))["result"]
        cause = coded["cause"]
        sharpened = ok(await client.call_tool("rc_update_cause", {
            "session_id": case.id, "cause_id": cause["id"], "version": cause["version"], "verified": True,
            "evidence": "Photo of the drawer", "confidence": 0.8}))["result"]
        unrated = ok(await client.call_tool("rc_update_cause", {
            "session_id": case.id, "cause_id": cause["id"], "version": sharpened["version"],
            "confidence": ""}))["result"]
        stale = await client.call_tool("rc_update_cause", {"session_id": case.id, "cause_id": cause["id"],
                                                           "version": cause["version"], "verified": False})
        board = ok(await client.call_tool("rc_get_fishbone", {"session_id": case.id}))["result"]["board"]
        deleted = ok(await client.call_tool("rc_delete_cause", {"session_id": case.id, "cause_id": bare["cause"]["id"],
                                                                "version": bare["cause"]["version"]}))["result"]
        bad = await client.call_tool("rc_add_cause", {"session_id": case.id, "description": "x", "category": "Luck"})
        return bare, coded, sharpened, unrated, stale, board, deleted, bad

    bare, coded, sharpened, unrated, stale, board, deleted, bad = with_server(child_env, body)
    assert bare["suggestions"]["suggestions"][0]["code"] == "PC-AMS" and bare["cause"]["category"] is None
    assert coded["cause"]["hfacs_code"] == "PC-TE" and coded["cause"]["hfacs_state"] == "suggested"
    assert coded["cause"]["category_state"] == "suggested" and coded["suggestions"] is None
    assert sharpened["verified"] is True and sharpened["actor_kind"] == "agent" and sharpened["confidence"] == 0.8
    assert unrated["confidence"] is None and unrated["evidence"] == "Photo of the drawer"
    assert "[stale_version]" in error_text(stale)
    material = next(b for b in board["bones"] if b["code"] == "MATERIAL")
    assert [c["id"] for c in material["causes"]] == [coded["cause"]["id"]]
    assert board["coverage"]["covered"] == 1 and len(board["parking_lot"]) == 1
    assert deleted["id"] == bare["cause"]["id"]
    assert "field=category" in error_text(bad)
    assert len(sessions.get_case(db, session_id=case.id).causes) == 1


def test_a_cause_with_whys_under_it_is_deleted_by_an_agent_only_with_confirm(child_env, db, fw, facilitator):
    case = sessions.create_session(db, title="Board with whys", actor=facilitator)
    cause = causes.add_cause(db, fw, session_id=case.id, description="Look-alike vials", actor=facilitator).cause
    why_tree.ask_why(db, session_id=case.id, cause_id=cause.id, answer="Same cap colour", actor=facilitator)
    base = {"session_id": case.id, "cause_id": cause.id, "version": cause.version}

    async def body(client):
        asked = await client.call_tool("rc_delete_cause", base)
        done = ok(await client.call_tool("rc_delete_cause", {**base, "confirm": True}))
        return asked, done

    asked, done = with_server(child_env, body)
    assert error_text(asked).startswith("[invalid_input] field=confirm") and "1 why node" in error_text(asked)
    assert done["result"]["id"] == cause.id and why_tree.get_tree(db, session_id=case.id).nodes == []
