"""The Audit trail page, driven through AppTest against a real store written by people and agents."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from rootcause.domain.model.actor import Actor, agent, human
from rootcause.domain.model.case import SessionSummary
from rootcause.services import problem, sessions, timeline
from rootcause.store import Store
from rootcause.store.store import current_trace_id

if TYPE_CHECKING:
    from app_driver import Driver
    from streamlit.testing.v1.element_tree import Multiselect

PAGE = "pages/audit.py"
ROOT = Path(__file__).resolve().parents[2]
PROBLEM_TEXT = "Zebra-striped syringe swapped in bay 4"
EVENT_TEXT = "Quokka label double-checked by pharmacy"


@pytest.fixture
def case(db: Store) -> SessionSummary:
    return sessions.create_session(db, title="Look-alike syringes", actor=human("scribe"))


def rows(app: Driver) -> list[dict[str, str]]:
    """The trail as shown: one dict per row, keyed by column name."""
    if not app.at.dataframe:
        return []
    return app.at.dataframe[0].value.astype(str).to_dict("records")


def column_labels(app: Driver) -> list[str]:
    return [column.get("label", "") for column in json.loads(app.at.dataframe[0].proto.columns).values()]


def operations_filter(app: Driver, case: SessionSummary) -> Multiselect[str]:
    return app.at.multiselect(key=f"audit:{case.id}:operations")


@pytest.mark.parametrize(("lang", "expected"), [("en", "Go to Cases"), ("zh-TW", "前往案例")])
def test_without_a_case_the_page_points_to_cases(app: Driver, lang: str, expected: str) -> None:
    app.run().type("rc_lang", lang).run().open(PAGE)
    assert [link.label for link in app.at.get("page_link")] == [expected]
    assert not app.at.dataframe and not app.errors()


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", {"title": "Audit trail", "nav": "Audit trail", "kind": "Person", "actor": "Scribe", "face": "Web app",
            "operation": "Case created", "target_kind": "Case", "columns": ["Time (local)", "UTC", "Operation"]}),
    ("zh-TW", {"title": "稽核紀錄", "nav": "稽核紀錄", "kind": "人員", "actor": "記錄者", "face": "網頁",
               "operation": "建立案例", "target_kind": "案例", "columns": ["時間（本地）", "UTC 時間", "操作"]}),
])
def test_the_trail_renders_in_both_languages(app: Driver, case: SessionSummary, lang: str,
                                             expected: dict[str, object]) -> None:
    app.run().type("rc_lang", lang).run().open(PAGE, case=case.id)
    assert expected["title"] in [title.value for title in app.at.title]
    created = next(row for row in rows(app) if row["target_id"] == case.id)
    for column in ("kind", "actor", "face", "operation", "target_kind"):
        assert created[column] == expected[column], column
    assert created["versions"] == "— → 1"
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", created["utc"]), "the stored UTC value is available"
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d", created["time"]), "and the local time to read"
    assert set(expected["columns"]) <= set(column_labels(app))  # type: ignore[arg-type]
    assert operations_filter(app, case).placeholder == {"en": "All operations", "zh-TW": "全部操作"}[lang]


def test_entries_are_newest_first(app: Driver, db: Store, case: SessionSummary, facilitator: Actor) -> None:
    event = timeline.add_timeline_event(db, session_id=case.id, when="08:15", description="Flush prepared",
                                        actor=facilitator)
    timeline.update_timeline_event(db, session_id=case.id, event_id=event.id, version=1, source="MAR",
                                   actor=facilitator)
    sessions.rename_session(db, session_id=case.id, title="Look-alike syringes (renamed)", version=1,
                            actor=facilitator)
    app.open(PAGE, case=case.id)
    shown = rows(app)
    assert [row["operation"] for row in shown[:3]] == ["Case renamed", "Timeline event edited",
                                                       "Timeline event added"]
    assert {row["operation"] for row in shown[3:]} == {"Case created", "Problem statement created"}
    assert [row["utc"] for row in shown] == sorted((row["utc"] for row in shown), reverse=True)
    assert shown[1]["versions"] == "1 → 2" and shown[1]["target_id"] == event.id
    assert "Showing 5 of 5 entries, newest first." in app.text()


def test_an_agents_write_shows_with_the_agent_badge_and_face_mcp(app: Driver, db: Store,
                                                                 case: SessionSummary) -> None:
    problem.set_problem(db, session_id=case.id, what="Syringes stored side by side", actor=agent("claude-desktop"))
    app.open(PAGE, case=case.id)
    newest = rows(app)[0]
    assert (newest["kind"], newest["actor"], newest["face"], newest["operation"]) == (
        "🤖 AI agent", "claude-desktop", "MCP (agent)", "Problem statement saved")
    badges = [str(m.value) for m in app.at.main.markdown if "badge" in str(m.value)]
    assert any("AI agent · claude-desktop" in badge for badge in badges), badges


def test_an_agent_in_another_process_appears_on_the_next_refresh(app: Driver, case: SessionSummary) -> None:
    app.open(PAGE, case=case.id)
    seen = app.value(f"rc_seen_revision:{case.id}")
    code = ("from rootcause.settings import load_settings; from rootcause.store import open_store;"
            "from rootcause.services import timeline; from rootcause.domain.model.actor import agent;"
            f"timeline.add_timeline_event(open_store(load_settings().database_url), session_id={case.id!r},"
            " when='T+00:15', description='Agent noted the swap', actor=agent('claude-desktop'))")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60, cwd=ROOT)
    app.run()  # what the live fragment triggers when the case revision moves: no click involved
    assert app.value(f"rc_seen_revision:{case.id}") > seen
    newest = rows(app)[0]
    assert (newest["operation"], newest["actor"], newest["face"]) == (
        "Timeline event added", "claude-desktop", "MCP (agent)")


def test_filters_by_actor_kind_operation_and_row_limit(app: Driver, db: Store, case: SessionSummary,
                                                       facilitator: Actor, bot: Actor) -> None:
    for n in range(3):
        timeline.add_timeline_event(db, session_id=case.id, when=f"08:1{n}", description=f"Step {n}", actor=bot)
    problem.set_problem(db, session_id=case.id, what="Syringes swapped", actor=facilitator)
    app.open(PAGE, case=case.id)
    assert len(rows(app)) == 6

    app.type("audit:kind", "agent").run()
    assert {(row["kind"], row["actor"]) for row in rows(app)} == {("🤖 AI agent", "test-agent")}
    assert len(rows(app)) == 3
    app.type("audit:kind", "human").run()
    assert {row["kind"] for row in rows(app)} == {"Person"} and len(rows(app)) == 3

    app.type("audit:kind", "all").run()
    ops = operations_filter(app, case)
    assert ops.options == sorted(ops.options) and "Timeline event added" in ops.options, "present ones, by label"
    assert "Case renamed" not in ops.options
    ops.set_value(["set_problem", "create_session"]).run()
    assert sorted(row["operation"] for row in rows(app)) == ["Case created", "Problem statement saved"]

    ops = operations_filter(app, case)
    ops.set_value([]).run()
    app.type("audit:kind", "agent").run()
    app.at.selectbox(key="audit:limit").set_value(25).run()
    assert len(rows(app)) == 3
    ops = operations_filter(app, case)
    ops.set_value(["create_session"]).run()
    assert rows(app) == [] and "No entry matches these filters." in app.text()


def test_row_limit_keeps_the_newest(app: Driver, db: Store, case: SessionSummary, facilitator: Actor) -> None:
    for n in range(30):
        timeline.add_timeline_event(db, session_id=case.id, when=f"T+00:{n:02d}", description=f"Step {n}",
                                    actor=facilitator)
    app.open(PAGE, case=case.id)
    app.at.selectbox(key="audit:limit").set_value(25).run()
    shown = rows(app)
    assert len(shown) == 25 and {row["operation"] for row in shown} == {"Timeline event added"}
    assert "Showing 25 of 32 entries, newest first." in app.text()


def test_filters_survive_a_language_switch(app: Driver, db: Store, case: SessionSummary, bot: Actor) -> None:
    problem.set_problem(db, session_id=case.id, what="Syringes swapped", actor=bot)
    app.open(PAGE, case=case.id).type("audit:kind", "agent").run()
    operations_filter(app, case).set_value(["set_problem"]).run()
    app.type("rc_lang", "zh-TW").run()
    assert app.value("audit:kind") == "agent"
    assert app.value(f"audit:{case.id}:operations") == ["set_problem"]
    assert [row["operation"] for row in rows(app)] == ["儲存問題陳述"]


def test_trace_id_and_unknown_operations_are_shown_as_stored(app: Driver, db: Store, case: SessionSummary,
                                                             facilitator: Actor) -> None:
    token = current_trace_id.set("trace4audit1")
    try:
        problem.set_problem(db, session_id=case.id, what="Syringes swapped", actor=facilitator)
    finally:
        current_trace_id.reset(token)
    with db.transaction(agent("future-agent")) as tx:  # an operation a later version of the services may add
        tx.audit("merge_cases", "session", case.id, case.id, before=1, after=2)
    app.open(PAGE, case=case.id)
    newest, traced = rows(app)[:2]
    assert (newest["operation"], newest["target_kind"]) == ("merge_cases", "Case"), "raw name as a fallback"
    assert (traced["operation"], traced["trace"]) == ("Problem statement saved", "trace4audit1")
    assert "merge_cases" in operations_filter(app, case).options


def test_no_free_text_of_the_case_is_shown(app: Driver, db: Store, case: SessionSummary, facilitator: Actor,
                                           bot: Actor) -> None:
    problem.set_problem(db, session_id=case.id, what=PROBLEM_TEXT, impact="Quokka-level harm averted",
                        actor=facilitator)
    timeline.add_timeline_event(db, session_id=case.id, when="08:15", description=EVENT_TEXT, actor=bot)
    app.open(PAGE, case=case.id)
    assert len(rows(app)) == 4
    shown = "\n".join([app.text(), app.at.dataframe[0].value.to_string(), *operations_filter(app, case).options])
    for text in (PROBLEM_TEXT, EVENT_TEXT, "Zebra", "Quokka"):
        assert text not in shown, text


@pytest.mark.parametrize(("lang", "joiner"), [("en", " for "), ("zh-TW", "（代表 ")])
def test_a_signed_in_person_and_the_person_behind_an_agent_show_by_their_address(app: Driver, db: Store,
                                                                                 facilitator: Actor, lang: str,
                                                                                 joiner: str) -> None:
    """The trail stores only usr_… ids; the page shows the address the case's team knows the person by."""
    from rootcause.domain.model.access import user
    from rootcause.domain.model.actor import person
    from rootcause.services import users

    made = users.add_user(db, email="fran@hospital.org", role="facilitator", actor=facilitator)
    fran = db.acting_for(user(made.id, "facilitator"))
    case = sessions.create_session(fran, title="Oxygen cylinder empty", actor=person(made.id))
    timeline.add_timeline_event(fran, session_id=case.id, when="08:00", description="Transfer began",
                                actor=agent("claude"))
    app.run().type("rc_lang", lang).run()
    app.open(PAGE, case=case.id)
    actors = {row["actor"] for row in rows(app)}
    assert "fran@hospital.org" in actors and made.id not in actors
    assert any(a.startswith("claude") and joiner in a and "fran@hospital.org" in a for a in actors)
