"""Audit 32, finding 5: a colleague deletes the timeline event or the fishbone cause this person is editing. What
they typed is not thrown away: it moves into the matching add box, with a notice in their language. Audit 33,
finding 7: nor is an action filed under another root cause when the chosen one is deleted."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from rootcause.domain.model.actor import Actor
from rootcause.domain.model.case import SessionSummary
from rootcause.services import actions, causes, problem, sessions, timeline, why_tree
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store
from rootcause.ui.i18n import text_in

if TYPE_CHECKING:
    from app_driver import Driver


@pytest.fixture
def case(db: Store, facilitator: Actor) -> SessionSummary:
    made = sessions.create_session(db, title="Heparin rate", actor=facilitator)
    problem.set_problem(db, session_id=made.id, what="Tenfold heparin rate", actor=facilitator)
    return made


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_an_event_edit_moves_to_the_add_form_when_the_event_is_deleted(app: Driver, db: Store, case: SessionSummary,
                                                                      facilitator: Actor, bot: Actor,
                                                                      lang: str) -> None:
    event = timeline.add_timeline_event(db, session_id=case.id, when="T+00:10", description="Pump started",
                                        actor=facilitator)
    app.run().type("rc_lang", lang).run().open("pages/problem_timeline.py", case=case.id)
    app.type(f"pt:{case.id}:pick", event.id).run()
    app.type(f"pt:event:{event.id}:description", "Pump started at 10 mL/h instead of 1 mL/h").run()
    timeline.delete_timeline_event(db, session_id=case.id, event_id=event.id, version=event.version, actor=bot)
    app.run()
    assert app.value(f"pt:{case.id}:new_event:description") == "Pump started at 10 mL/h instead of 1 mL/h"
    assert text_in(lang, "timeline.gone_kept") in app.text()


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_a_cause_edit_moves_to_the_parking_box_when_the_cause_is_deleted(app: Driver, db: Store, fw: Frameworks,
                                                                        case: SessionSummary, facilitator: Actor,
                                                                        bot: Actor, lang: str) -> None:
    cause = causes.add_cause(db, fw, session_id=case.id, description="Two vials look alike", category="MATERIAL",
                             actor=facilitator).cause
    app.run().type("rc_lang", lang).run().open("pages/fishbone.py", case=case.id)
    app.at.button(key=f"fb:open:{cause.id}").click()
    app.run()
    app.type(f"fb:cause:{cause.id}:description", "Heparin and insulin vials share a shelf and a cap colour").run()
    causes.delete_cause(db, session_id=case.id, cause_id=cause.id, version=cause.version, actor=bot)
    app.run()
    assert app.value(f"fb:{case.id}:add:MATERIAL") == "Heparin and insulin vials share a shelf and a cap colour"
    assert text_in(lang, "fishbone.gone_kept") in app.text(), "a warning on the page, not a toast that vanishes"


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_an_action_is_never_filed_under_another_root_cause_when_its_own_is_deleted(
        app: Driver, db: Store, case: SessionSummary, facilitator: Actor, bot: Actor, lang: str) -> None:
    """Audit 33, finding 7: the chosen root cause goes while the action is typed; the choice is cleared with a notice
    in the person's language, the typing stays, and Add action saves nothing until a root cause is chosen again."""
    top = why_tree.ask_why(db, session_id=case.id, answer="The nurse programmed 10,000 units/h", actor=facilitator).node
    first = why_tree.ask_why(db, session_id=case.id, answer="The drug library has no heparin limit",
                             parent_id=top.id, actor=facilitator).node
    second = why_tree.ask_why(db, session_id=case.id, answer="Both heparin bags share one label design",
                              parent_id=top.id, actor=facilitator).node
    for node in (first, second):
        why_tree.mark_root_cause(db, session_id=case.id, node_id=node.id, rationale="agreed", actor=facilitator)
    app.run().type("rc_lang", lang).run().open("pages/actions.py", case=case.id)
    key = f"act:{case.id}:new"
    app.type(f"{key}:root", second.id).run()
    app.type(f"{key}:desc", "Store the 25,000-unit bags in a separate locked bin").run()
    marked = next(n for n in why_tree.get_tree(db, session_id=case.id).nodes if n.id == second.id)
    why_tree.delete_branch(db, session_id=case.id, node_id=second.id, version=marked.version, actor=bot, confirm=True)
    app.run()
    assert app.value(f"{key}:root") is None
    assert text_in(lang, "actions.root_cause_gone") in app.text()
    assert app.value(f"{key}:desc") == "Store the 25,000-unit bags in a separate locked bin"
    app.at.button(key=f"{key}:add").click()
    app.run()
    assert actions.list_actions(db, session_id=case.id) == []


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_the_moved_edit_joins_a_draft_already_in_the_add_form(app: Driver, db: Store, case: SessionSummary,
                                                             facilitator: Actor, bot: Actor, lang: str) -> None:
    """Audit 33, finding 6: a draft of a new event typed first stays; the edit of the deleted event joins it."""
    event = timeline.add_timeline_event(db, session_id=case.id, when="T+00:10", description="Pump started",
                                        actor=facilitator)
    app.run().type("rc_lang", lang).run().open("pages/problem_timeline.py", case=case.id)
    app.type(f"pt:{case.id}:new_event:description", "Second nurse called away").run()
    app.type(f"pt:{case.id}:pick", event.id).run()
    app.type(f"pt:event:{event.id}:description", "Pump started at 10 mL/h instead of 1 mL/h").run()
    timeline.delete_timeline_event(db, session_id=case.id, event_id=event.id, version=event.version, actor=bot)
    app.run()
    assert app.value(f"pt:{case.id}:new_event:description") == (
        "Second nurse called away / Pump started at 10 mL/h instead of 1 mL/h")


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_a_why_statement_edit_moves_to_the_answer_boxes_when_the_statement_is_deleted(
        app: Driver, db: Store, case: SessionSummary, facilitator: Actor, bot: Actor, lang: str) -> None:
    """Audit 33, finding 5: the Edit tab's rewritten wording and evidence go into the answer boxes, so the notice's
    "your answer is still in the box" is true and nothing typed is lost."""
    node = why_tree.ask_why(db, session_id=case.id, answer="The drug library was old", actor=facilitator).node
    app.run().type("rc_lang", lang).run().open("pages/why_tree.py", case=case.id)
    app.type(f"why:{case.id}:pick", f"node:{node.id}").run()
    app.type(f"why:node:{node.id}:text", "The drug library was last updated in 2019").run()
    app.type(f"why:node:{node.id}:evidence", "Pharmacy library change log").run()
    why_tree.delete_branch(db, session_id=case.id, node_id=node.id, version=node.version, actor=bot, confirm=True)
    app.run()
    assert app.value(f"why:{case.id}:ask:answer") == "The drug library was last updated in 2019"
    assert app.value(f"why:{case.id}:ask:evidence") == "Pharmacy library change log"
