"""Audit 31 (findings 4, 5 and 6): the conflict panel's Keep saves against the text the panel showed, a refused Keep
never turns a colleague's fields into this person's, and the meeting plan's first save is checked like any other."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from rootcause.domain.model.actor import Actor
from rootcause.domain.model.case import SessionSummary
from rootcause.services import meeting, problem, sessions
from rootcause.store import Store
from rootcause.ui.i18n import text_in

if TYPE_CHECKING:
    from app_driver import Driver

PAGE = "pages/problem_timeline.py"


@pytest.fixture
def case(db: Store, facilitator: Actor) -> SessionSummary:
    made = sessions.create_session(db, title="Insulin instead of heparin", actor=facilitator)
    problem.set_problem(db, session_id=made.id, what="Insulin drawn up instead of heparin", actor=facilitator)
    return made


def _key(case: SessionSummary, field: str) -> str:
    return f"pt:{case.id}:problem:{field}"


def _open(app: Driver, case: SessionSummary, lang: str) -> Driver:
    return app.run().type("rc_lang", lang).run().open(PAGE, case=case.id)


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_keep_pressed_after_a_further_save_shows_that_save_first(app: Driver, db: Store, case: SessionSummary,
                                                                 bot: Actor, lang: str) -> None:
    _open(app, case, lang)
    app.type(_key(case, "what"), "The facilitator's wording")
    problem.set_problem(db, session_id=case.id, what="Insulin drawn up instead of heparin",
                        detection="Found at the 06:00 round", actor=bot)
    app.click(text_in(lang, "problem.save"))
    assert text_in(lang, "conflict.keep") in app.labels()
    read = problem.get_problem(db, session_id=case.id)
    problem.set_problem(db, session_id=case.id, what="The agent's second wording", version=read.version, actor=bot)
    app.click(text_in(lang, "conflict.keep"))
    stored = problem.get_problem(db, session_id=case.id)
    assert stored.what == "The agent's second wording", "a save never shown is not written over"
    assert "The agent's second wording" in app.text(), "the panel now shows it"
    app.click(text_in(lang, "conflict.keep"))  # seen now: the person's choice stands
    assert problem.get_problem(db, session_id=case.id).what == "The facilitator's wording"


def test_a_refused_keep_leaves_the_colleagues_fields_theirs(app: Driver, db: Store, case: SessionSummary,
                                                            bot: Actor) -> None:
    _open(app, case, "en")
    app.type(_key(case, "impact"), "Glucose 2.1 mmol/L, treated")
    problem.set_problem(db, session_id=case.id, what="Insulin drawn up instead of heparin",
                        detection="Found by the pharmacist at 06:00", actor=bot)
    app.click("Save problem statement")
    app.type(_key(case, "impact"), "Treated; call 0912-345-678 for details")  # refused by the PHI guard
    app.click("Keep my changes (save them over theirs)")
    assert app.errors(), "the identifier is refused"
    read = problem.get_problem(db, session_id=case.id)
    problem.set_problem(db, session_id=case.id, what=read.what,
                        detection="Corrected: found by the night nurse at 04:10", version=read.version, actor=bot)
    app.type(_key(case, "impact"), "Glucose 2.1 mmol/L, treated").run()
    assert ["How it was detected", "(not changed by you: theirs is kept)",
            "Corrected: found by the night nurse at 04:10"] in app.table_rows(), app.table_rows()
    app.click("Keep my changes (save them over theirs)")
    stored = problem.get_problem(db, session_id=case.id)
    assert (stored.impact, stored.detection) == ("Glucose 2.1 mmol/L, treated",
                                                 "Corrected: found by the night nurse at 04:10")


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_the_first_plan_saved_over_a_colleagues_new_plan_is_refused(app: Driver, db: Store, case: SessionSummary,
                                                                    facilitator: Actor, bot: Actor,
                                                                    lang: str) -> None:
    app.run().type("rc_lang", lang).run().open("pages/meeting.py", case=case.id)
    assert meeting.meeting_of(db, session_id=case.id).plan_version == 0, "no plan stored when the page was drawn"
    meeting.plan_meeting(db, session_id=case.id, actor=bot, timeboxes={"TIMELINE": 25})
    app.at.number_input(key=f"mt:{case.id}:boxes:PROBLEM").set_value(7)
    app.click(text_in(lang, "meeting.save_timeboxes"))
    assert app.errors(), "the colleague's plan is not silently replaced"
    assert meeting.meeting_of(db, session_id=case.id).timeboxes["TIMELINE"] == 25
    assert "🤖" in app.text(), "the panel names who saved the plan"
