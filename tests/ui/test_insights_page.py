"""The Insights page through AppTest, in both languages, against a real store written through the services."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

import pytest

from rootcause.domain.model.actor import Actor
from rootcause.services import actions, causes, problem, sessions, why_tree
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store
from rootcause.ui.i18n import text_in

if TYPE_CHECKING:
    from app_driver import Driver

PAGE = "pages/insights.py"
LANGS = ["en", "zh-TW"]
VIALS = ["Look-alike heparin and insulin vials stored in adjacent bins",
         "look-alike heparin and insulin vials were stored in adjacent bins",
         "Heparin and insulin look-alike vials kept in adjacent bins"]


def say(lang: str, key: str, **fmt: object) -> str:
    return text_in(lang, key, **fmt)


@pytest.fixture
def cases(db: Store, fw: Frameworks, facilitator: Actor, bot: Actor) -> list[str]:
    """Three medication events with the look-alike vials (one archived), and a fall without codes."""
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
    version = sessions.get_case(db, session_id=made[0]).session.version
    sessions.archive_session(db, session_id=made[0], version=version, actor=facilitator)
    fall = sessions.create_session(db, title="Fall at night", event_type="fall", severity=3, actor=facilitator)
    causes.add_cause(db, fw, session_id=fall.id, description="Dim corridor lighting", actor=facilitator)
    return [*made, fall.id]


def open_page(app: Driver, lang: str) -> Driver:
    app.run().type("rc_lang", lang).run()
    return app.open(PAGE)


def metrics(app: Driver) -> dict[str, str]:
    return {m.label: m.value for m in app.at.metric}


def links(app: Driver) -> list[tuple[str, str, str]]:
    return [(link.proto.label, link.proto.page, link.proto.query_string) for link in app.at.get("page_link")]


@pytest.mark.parametrize("lang", LANGS)
def test_an_empty_store_says_so(app: Driver, lang: str) -> None:
    open_page(app, lang)
    assert say(lang, "insights.title") in [title.value for title in app.at.title]
    assert say(lang, "insights.none_in_scope") in app.text()
    assert metrics(app)[say(lang, "insights.metric_cases")] == "0"


@pytest.mark.parametrize("lang", LANGS)
def test_the_figures_render_in_both_languages(app: Driver, cases: list[str], lang: str) -> None:
    open_page(app, lang)
    assert not app.errors()
    shown = metrics(app)
    assert shown[say(lang, "insights.metric_cases")] == "4"
    assert shown[say(lang, "insights.metric_weaker")] == "100%"
    assert shown[say(lang, "insights.metric_overdue")] == "3"
    assert shown[say(lang, "insights.metric_median")] == "—"  # nothing completed yet
    text = app.text()
    assert say(lang, "insights.recurrence_header", n=3, days=365) in text
    assert say(lang, "insights.time_none") in text
    name = "Task elements" if lang == "en" else "任務要素"
    assert f"PC-TE {name}" in text, "the code is named in the reader's language"
    assert len(app.at.get("vega_lite_chart")) == 3, "HFACS, bones, actions (no completed RCA to chart)"
    tables = [table.value for table in app.at.table]
    levels = next(t for t in tables if say(lang, "insights.col_level") in t.columns)
    assert levels.set_index(say(lang, "insights.col_level")).loc["PC", say(lang, "insights.col_confirmed")] == 2
    assert levels.set_index(say(lang, "insights.col_level")).loc["PC", say(lang, "insights.col_suggested")] == 1
    bones = next(t for t in tables if say(lang, "insights.col_bone") in t.columns)
    assert say(lang, "insights.bone_none") in set(bones[say(lang, "insights.col_bone")])
    strengths = next(t for t in tables if say(lang, "insights.col_strength") in t.columns)
    assert list(strengths[say(lang, "insights.col_strength")]) == [
        say(lang, "actions.strength_stronger"), say(lang, "actions.strength_intermediate"),
        say(lang, "actions.strength_weaker"), say(lang, "actions.strength_none")]


@pytest.mark.parametrize("lang", LANGS)
def test_recurring_patterns_link_to_their_cases(app: Driver, cases: list[str], lang: str) -> None:
    open_page(app, lang)
    warnings = [w.value.replace("\\", "") for w in app.at.warning]  # typed text is shown Markdown-escaped
    assert any("PC-TE" in w and "3" in w for w in warnings)
    assert any(VIALS[0] in w for w in warnings), "the earliest wording stands for the pattern"
    shown = links(app)
    for n, sid in enumerate(cases[:3]):
        label = say(lang, "insights.case_link", title=f"Heparin mix-up {n + 1}",
                    date=["2026-01-10", "2026-02-20", "2026-04-30"][n])
        pages = {page.rsplit("/", 1)[-1] for lab, page, query in shown if lab == label and query == f"case={sid}"}
        # the code's cases open on the fishbone, the root cause's on the why tree, overdue actions on the plan
        assert {"fishbone", "why_tree", "actions"} <= {page.removesuffix(".py") for page in pages}, pages
    assert not any(cases[3] in q for _, _, q in shown), "the fall is in no pattern and has no overdue action"


def test_filters_narrow_the_figures(app: Driver, cases: list[str]) -> None:
    open_page(app, "en")
    app.at.selectbox(key="insights:severity").set_value(1)
    app.run()
    assert metrics(app)["Cases"] == "1"
    assert say("en", "insights.no_recurrence", n=3, days=365) in app.text()
    app.at.selectbox(key="insights:severity").set_value(None)
    app.at.selectbox(key="insights:type").set_value("fall")
    app.run()
    assert metrics(app)["Cases"] == "1" and say("en", "insights.hfacs_none") in app.text()
    app.at.selectbox(key="insights:type").set_value(None)
    app.at.toggle(key="insights:archived").set_value(False)
    app.run()
    assert metrics(app)["Cases"] == "3"
    assert say("en", "insights.no_recurrence", n=3, days=365) in app.text(), "two medication cases are left"
    app.at.toggle(key="insights:archived").set_value(True)
    app.at.date_input(key="insights:from").set_value(date(2026, 2, 1))
    app.at.date_input(key="insights:to").set_value(date(2026, 4, 30))
    app.run()
    assert metrics(app)["Cases"] == "2"


def test_recurrence_settings_change_what_counts(app: Driver, cases: list[str]) -> None:
    open_page(app, "en")
    app.at.number_input(key="insights:n").set_value(4)
    app.run()
    assert say("en", "insights.no_recurrence", n=4, days=365) in app.text()
    app.at.number_input(key="insights:n").set_value(2)
    app.at.number_input(key="insights:window").set_value(60)
    app.run()
    text = app.text()
    assert say("en", "insights.recurrence_header", n=2, days=60) in text
    assert any("PC-TE" in w.value and "2 cases" in w.value for w in app.at.warning)  # Jan 10, Feb 20
    app.at.number_input(key="insights:window").set_value(30)
    app.run()
    assert say("en", "insights.no_recurrence", n=2, days=30) in app.text()


@pytest.mark.parametrize("lang", LANGS)
def test_a_reversed_date_range_is_explained_and_the_filters_stay(app: Driver, cases: list[str], lang: str) -> None:
    open_page(app, lang)
    app.at.date_input(key="insights:from").set_value(date(2026, 5, 1))
    app.at.date_input(key="insights:to").set_value(date(2026, 1, 1))
    app.run()
    errors = app.errors()
    assert len(errors) == 1 and "date_from" in errors[0]
    assert ("Swap" in errors[0]) if lang == "en" else ("交換" in errors[0])
    assert app.at.date_input(key="insights:from").value == date(2026, 5, 1), "what was picked stays"
    assert not app.at.metric, "no figures for filters that make no sense"
