"""rc_get_insights through an MCP client: the same figures as the Insights page, as data."""

from __future__ import annotations

import pytest
from mcp_client import error_text, ok, with_server

from rootcause.domain.model.actor import Actor
from rootcause.services import actions, causes, problem, sessions, why_tree
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store

VIALS = ["Look-alike heparin and insulin vials stored in adjacent bins",
         "look-alike heparin and insulin vials were stored in adjacent bins",
         "Heparin and insulin look-alike vials kept in adjacent bins"]


@pytest.fixture
def three_cases(db: Store, facilitator: Actor, bot: Actor) -> list[str]:
    """Three medication events within four months, each with the look-alike vials as a coded root cause."""
    fw = Frameworks()
    made = []
    for n, (when, severity) in enumerate([("2026-01-10", 2), ("2026-02-20 03:00", 1), ("2026-04-30", 2)]):
        sid = sessions.create_session(db, title=f"Heparin mix-up {n + 1}", event_type="medication",
                                      severity=severity, actor=facilitator).id
        problem.set_problem(db, session_id=sid, what="Insulin drawn up for a heparin flush", when=when,
                            actor=facilitator)
        causes.add_cause(db, fw, session_id=sid, description="Vials look alike", category="MATERIAL",
                         hfacs_code="PC-TE", actor=bot if n == 0 else facilitator)
        node = why_tree.ask_why(db, session_id=sid, answer=VIALS[n], actor=facilitator).node
        why_tree.mark_root_cause(db, session_id=sid, node_id=node.id, actor=facilitator)
        actions.add_action(db, fw, session_id=sid, root_cause_id=node.id, actor=facilitator, due="2026-01-31",
                           description="Re-educate nurses on reading vial labels")
        made.append(sid)
    return made


def test_the_tool_is_listed_as_read_only_with_its_filters(child_env: dict[str, str]) -> None:
    async def body(client):  # type: ignore[no-untyped-def]
        return {t.name: t for t in (await client.list_tools()).tools}["rc_get_insights"]

    tool = with_server(child_env, body)
    assert tool.annotations.read_only_hint is True
    assert {"date_from", "date_to", "severity", "event_type", "min_cases", "window_days",
            "include_archived"} == set(tool.input_schema["properties"])
    assert not tool.input_schema.get("required")
    assert tool.output_schema is not None and "recurrence" in tool.output_schema["properties"]


def test_an_agent_reads_the_figures_and_the_recurrence(child_env: dict[str, str], three_cases: list[str]) -> None:
    async def body(client):  # type: ignore[no-untyped-def]
        every = ok(await client.call_tool("rc_get_insights", {}))
        severe = ok(await client.call_tool("rc_get_insights", {"severity": 1}))
        spring = ok(await client.call_tool("rc_get_insights", {"date_from": "2026-02-01", "date_to": "2026-12-31",
                                                               "min_cases": 2, "window_days": 90}))
        return every, severe, spring

    every, severe, spring = with_server(child_env, body)
    assert every["cases"] == 3 and every["event_types"] == ["medication"]
    assert every["hfacs"]["codes"] == [{"code": "PC-TE", "level": "PC", "confirmed": 2, "suggested": 1, "cases": 3}]
    assert every["actions"]["weaker_share"] == 1.0 and every["actions"]["overdue"] == 3
    code = every["recurrence"]["codes"][0]
    assert (code["code"], code["cases"], code["first"], code["last"]) == ("PC-TE", 3, "2026-01-10", "2026-04-30")
    assert [ref["id"] for ref in code["case_refs"]] == three_cases[::-1], "newest first"
    root = every["recurrence"]["root_causes"][0]
    assert root["text"] == VIALS[0] and root["cases"] == 3 and set(root["variants"]) == set(VIALS[1:])
    assert severe["cases"] == 1 and severe["recurrence"]["codes"] == []
    assert spring["cases"] == 2 and spring["filters"]["date_from"] == "2026-02-01"
    assert [r["cases"] for r in spring["recurrence"]["codes"]] == [2]  # Feb 20 and Apr 30: 69 days apart


@pytest.mark.parametrize(("arguments", "field"), [
    ({"date_from": "20/02/2026"}, "date_from"),
    ({"date_from": "2026-05-01", "date_to": "2026-01-01"}, "date_from"),
    ({"severity": 7}, "severity"),
    ({"min_cases": 1}, "min_cases"),
    ({"window_days": 0}, "window_days"),
])
def test_bad_filters_are_tool_errors_naming_the_field(child_env: dict[str, str], arguments: dict[str, object],
                                                      field: str) -> None:
    async def body(client):  # type: ignore[no-untyped-def]
        return await client.call_tool("rc_get_insights", arguments)

    text = error_text(with_server(child_env, body))
    assert "[invalid_input]" in text and f"field={field}" in text
    assert "Traceback" not in text
