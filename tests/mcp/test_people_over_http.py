"""Over real HTTP, an agent acts for the person whose token it holds: a viewer's token is refused on every write
tool, a member sees only the cases of their teams (tools and resources), the audit trail names the person behind
the agent, and an unknown or revoked token gets 401. Runs on both backends."""

from __future__ import annotations

from contextlib import contextmanager

import httpx2
from full_case import build_complete_case
from mcp_client import free_port, ok, start_http, with_http

from rootcause.services import audit, sessions, teams, tokens, users

OPERATOR_TOKEN = "k2VtQ8rW1xNfL0pZ7yHcB5jD3sEaG9uT-longer-than-32"


@contextmanager
def http_server(env):
    port = free_port()
    proc = start_http({**env, "ROOTCAUSE_MCP_TOKEN": OPERATOR_TOKEN}, port)
    try:
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def _team_case_and_tokens(db, fw, facilitator, bot):
    """A complete case whose team is a viewer and a member, a second case of nobody's team, and their tokens."""
    case = build_complete_case(db, fw, facilitator, bot)
    other = sessions.create_session(db, title="Another team's case", actor=facilitator).id
    for email, role in (("vic@hospital.org", "viewer"), ("mia@hospital.org", "member")):
        users.add_user(db, email=email, role=role, actor=facilitator)
        teams.add_member(db, session_id=case, email=email, actor=facilitator)
    secrets = {email: tokens.create_token(db, email=email, actor=facilitator)[1]
               for email in ("vic@hospital.org", "mia@hospital.org")}
    return case, other, secrets


def _valid_arguments(db, case: str) -> dict[str, object]:
    """Real targets in the case, so that a refusal is about the person, not the arguments."""
    whole = sessions.get_case(db, session_id=case)
    root = next(n for n in whole.why_nodes if n.is_root_cause)
    return {"session_id": case, "node_id": root.id, "root_cause_id": root.id, "parent_id": root.id,
            "cause_id": whole.causes[0].id, "action_id": whole.actions[0].id, "version": 1, "title": "A case",
            "answer": "The drawer map had no review step", "description": "A factor", "what": "An event",
            "when": "08:00", "reason": "The committee asked", "measure": "% checked", "value": "90%",
            "measured_on": "2026-11-20", "owner_role": "Pharmacy manager", "category": "METHOD",
            "answers": {"temporality": {"answer": "yes", "rationale": "it came first"}},
            "is_root_cause": False, "rationale": "agreed", "stage": "PROBLEM", "kind": "minute",
            "note": "The room agreed the sequence"}


def test_a_viewers_token_is_refused_on_every_write_tool_and_nothing_changes(db, fw, facilitator, bot, child_env):
    case, _, secrets = _team_case_and_tokens(db, fw, facilitator, bot)
    valid = _valid_arguments(db, case)
    before = len(audit.list_audit(db, session_id=case, limit=5000))

    async def body(client):
        outcomes = {}
        for tool in (await client.list_tools()).tools:
            if tool.annotations and tool.annotations.read_only_hint:
                continue
            required = tool.input_schema.get("required", [])
            result = await client.call_tool(tool.name, {p: valid[p] for p in required if p in valid})
            outcomes[tool.name] = (result.is_error, result.content[0].text if result.content else "")
        readable = ok(await client.call_tool("rc_get_session", {"session_id": case}))
        return outcomes, readable

    with http_server(child_env) as url:
        outcomes, readable = with_http(url, body, token=secrets["vic@hospital.org"])
    assert readable["result"]["session"]["id"] == case  # a viewer reads their team's case
    assert len(outcomes) >= 15
    accepted = [name for name, (is_error, _) in outcomes.items() if not is_error]
    assert not accepted, accepted
    forbidden = [name for name, (_, text) in outcomes.items() if text.startswith("[forbidden]")]
    assert len(forbidden) >= len(outcomes) - 2, {n: t[:60] for n, (_, t) in outcomes.items() if n not in forbidden}
    assert len(audit.list_audit(db, session_id=case, limit=5000)) == before


def test_a_members_agent_sees_only_their_teams_cases_and_the_audit_names_the_member(db, fw, facilitator, bot,
                                                                                   child_env):
    case, other, secrets = _team_case_and_tokens(db, fw, facilitator, bot)

    async def body(client):
        listed = ok(await client.call_tool("rc_list_sessions", {"status": "all"}))
        hidden = await client.call_tool("rc_get_session", {"session_id": other})
        resources = [r.uri for r in (await client.list_resources()).resources]
        try:
            await client.read_resource(f"rootcause://sessions/{other}/report.md")
            hidden_resource = "read"
        except Exception as exc:  # the SDK raises the server's error for a resource it could not read
            hidden_resource = str(exc)
        own = await client.read_resource(f"rootcause://sessions/{case}/report.md")
        added = ok(await client.call_tool("rc_add_timeline_event", {"session_id": case, "when": "09:10",
                                                                     "description": "Pharmacist checked the drawer"}))
        return listed, hidden, resources, added, hidden_resource, own

    with http_server(child_env) as url:
        listed, hidden, resources, _, hidden_resource, own = with_http(url, body, token=secrets["mia@hospital.org"])
    # another team's report is not there for this agent
    assert hidden_resource.startswith("[not_found] field=params.uri: No session with id")
    assert own.contents and own.contents[0].text.startswith("#")  # its own team's report is
    assert [c["id"] for c in listed["sessions"]] == [case]
    assert hidden.is_error and hidden.content[0].text.startswith("[not_found]")
    assert not any(other in uri for uri in resources)
    mia = users.principal_for_login(db, subject="idp|mia", email="mia@hospital.org")
    newest = audit.list_audit(db, session_id=case, limit=1)[0]
    assert newest.operation == "add_timeline_event" and newest.actor_kind == "agent"
    assert newest.acting_for == mia.user_id  # the agent, and the person it acted for


def test_an_unknown_or_revoked_token_gets_401_and_the_operator_token_still_works(db, fw, facilitator, bot, child_env):
    _, other, secrets = _team_case_and_tokens(db, fw, facilitator, bot)
    tokens.revoke_tokens(db, email="vic@hospital.org", actor=facilitator)
    ping = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
    with http_server(child_env) as url:
        revoked = httpx2.post(url, json=ping, headers={"Authorization": f"Bearer {secrets['vic@hospital.org']}"})
        forged = httpx2.post(url, json=ping, headers={"Authorization": "Bearer rct_forged-token-of-nobody"})

        async def body(client):
            return ok(await client.call_tool("rc_list_sessions", {"status": "all"}))

        everything = with_http(url, body, token=OPERATOR_TOKEN)
    assert revoked.status_code == 401 and forged.status_code == 401
    assert other in {c["id"] for c in everything["sessions"]}  # the shared token is the local operator's
