"""The sidebar progress panel through AppTest: it renders the case's guidance and follows the case as it fills."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from app_driver import CASES
from full_case import build_complete_case

from rootcause.domain.model.actor import Actor
from rootcause.services import closing, guidance, problem, sessions, timeline
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store
from rootcause.ui.i18n import text_in

if TYPE_CHECKING:
    from app_driver import Driver

LANGS = ["en", "zh-TW"]
PROBLEM = {"what": "Insulin drawn up instead of heparin", "where": "Ward 7B", "when": "2026-03-14 02:40",
           "impact": "Near miss", "detection": "Bedside label check", "severity": 2}


def say(lang: str, key: str, **fmt: object) -> str:
    return text_in(lang, key, **fmt)


def sidebar_text(app: Driver) -> str:
    side = app.at.sidebar
    parts = [str(e.value) for kind in ("markdown", "caption", "subheader") for e in getattr(side, kind)]
    return "\n".join(parts).replace("\\", "")


def bar(app: Driver) -> tuple[int, str]:
    [progress] = app.at.sidebar.get("progress")
    return progress.proto.value, progress.proto.text


def sidebar_links(app: Driver) -> dict[str, str]:
    """Label -> page of every page link in the sidebar's panel."""
    return {link.proto.label: link.proto.page for link in app.at.sidebar.get("page_link")}


def test_no_case_no_panel(app: Driver) -> None:
    app.run()
    assert app.at.sidebar.get("progress") == []


@pytest.mark.parametrize("lang", LANGS)
def test_panel_shows_stage_next_step_and_checklist_and_follows_the_case(app: Driver, db: Store, facilitator: Actor,
                                                                        lang: str) -> None:
    made = sessions.create_session(db, title="Heparin flush event", actor=facilitator, language=lang)
    app.run().type("rc_lang", lang).run()
    app.open(CASES, case=made.id)
    now = guidance.guidance(db, session_id=made.id, lang=lang)
    assert bar(app) == (0, say(lang, "progress.steps", done=0, total=7))
    shown = sidebar_text(app)
    assert say(lang, "progress.stage", stage=say(lang, "progress.stage_PROBLEM")) in shown
    assert now.next_action.question in shown and now.next_action.hint in shown
    links = sidebar_links(app)
    assert say(lang, "progress.go", page=say(lang, "nav.problem_timeline")) in links
    assert [c.text for c in now.completion_criteria if c.text not in links] == []
    assert links[now.completion_criteria[5].text].endswith("actions")
    assert links[now.completion_criteria[6].text].endswith("report")

    problem.set_problem(db, session_id=made.id, actor=facilitator, **PROBLEM)  # another process fills the case
    app.run()
    assert bar(app) == (14, say(lang, "progress.steps", done=1, total=7))
    assert say(lang, "progress.stage", stage=say(lang, "progress.stage_TIMELINE")) in sidebar_text(app)
    for when in ("T-00:20", "T-00:10", "T+00:00"):
        timeline.add_timeline_event(db, session_id=made.id, when=when, description="A fact", actor=facilitator)
    app.run()
    assert say(lang, "progress.stage", stage=say(lang, "progress.stage_FISHBONE")) in sidebar_text(app)
    assert say(lang, "progress.go", page=say(lang, "nav.fishbone")) in sidebar_links(app)


@pytest.mark.parametrize("lang", LANGS)
def test_a_complete_case_reaches_seven_of_seven_when_closed(app: Driver, db: Store, fw: Frameworks, facilitator: Actor,
                                                           bot: Actor, lang: str) -> None:
    sid = build_complete_case(db, fw, facilitator, bot, lang)
    app.run().type("rc_lang", lang).run()
    app.open(CASES, case=sid)
    assert bar(app)[1] == say(lang, "progress.steps", done=6, total=7)
    assert say(lang, "progress.stage", stage=say(lang, "progress.stage_REPORT")) in sidebar_text(app)
    assert closing.close_case(db, session_id=sid, actor=facilitator)
    app.run()
    assert bar(app) == (100, say(lang, "progress.steps", done=7, total=7))
    assert say(lang, "progress.stage", stage=say(lang, "progress.stage_COMPLETE")) in sidebar_text(app)
