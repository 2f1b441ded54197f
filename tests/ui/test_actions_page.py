"""The Action plan page through AppTest, in both languages, against a real store."""

from __future__ import annotations

from datetime import date, timedelta
from typing import TYPE_CHECKING

import pytest

from rootcause.domain.model.actor import Actor
from rootcause.domain.model.case import SessionSummary
from rootcause.services import actions, problem, sessions, why_tree
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store
from rootcause.ui.i18n import text_in

if TYPE_CHECKING:
    from app_driver import Driver

PAGE = "pages/actions.py"
LANGS = ["en", "zh-TW"]
WEAK = {"en": "Remind nurses to be more careful with look-alike vials",
        "zh-TW": "加強宣導護理人員注意外觀相似藥品"}
STRONG = {"en": "Remove insulin vials from ward stock; pharmacy dispenses patient-specific syringes",
          "zh-TW": "自病房移除胰島素小瓶，改由藥局調劑病人專用針劑"}
ROOT_TEXT = "The restock map allowed look-alike high-alert vials in adjacent pockets"


def make_case(db: Store, actor: Actor, lang: str, title: str = "Heparin flush event") -> tuple[SessionSummary, str]:
    """A case in ``lang`` with one why marked as root cause; returns the case and the root cause id."""
    made = sessions.create_session(db, title=title, actor=actor, language=lang)
    problem.set_problem(db, session_id=made.id, what="Insulin drawn up instead of heparin", actor=actor)
    node = why_tree.ask_why(db, session_id=made.id, answer=ROOT_TEXT, actor=actor).node
    why_tree.mark_root_cause(db, session_id=made.id, node_id=node.id, rationale="Storage design", actor=actor)
    return made, node.id


def say(lang: str, key: str, **fmt: object) -> str:
    return text_in(lang, key, **fmt)


def open_page(app: Driver, case_id: str, lang: str) -> Driver:
    app.run().type("rc_lang", lang).run()
    return app.open(PAGE, case=case_id)


def badges(app: Driver) -> list[str]:
    return [str(m.value) for m in app.at.markdown if "-badge[" in str(m.value)]


def key(case_id: str, action_id: str, part: str) -> str:
    return f"act:{case_id}:{action_id}:{part}"


@pytest.mark.parametrize("lang", LANGS)
def test_without_a_root_cause_the_page_sends_you_to_the_why_tree(app: Driver, db: Store, facilitator: Actor,
                                                                 lang: str) -> None:
    made = sessions.create_session(db, title="No roots yet", actor=facilitator, language=lang)
    open_page(app, made.id, lang)
    assert say(lang, "actions.no_roots") in app.text()
    assert say(lang, "actions.to_why") in [link.label for link in app.at.get("page_link")]


@pytest.mark.parametrize("lang", LANGS)
def test_preview_rates_without_saving_and_add_shows_badge_and_hint(app: Driver, db: Store, fw: Frameworks,
                                                                   facilitator: Actor, lang: str) -> None:
    made, root = make_case(db, facilitator, lang)
    open_page(app, made.id, lang)
    assert say(lang, "actions.root_header", text=ROOT_TEXT) in app.text()
    assert say(lang, "actions.root_none") in app.text()
    new = f"act:{made.id}:new"
    app.type(f"{new}:desc", WEAK[lang]).type(f"{new}:owner", "Ward head nurse")
    app.click(say(lang, "actions.preview"))
    rating = fw.classify_action(WEAK[lang], lang)
    assert rating.strength == "weaker" and rating.hint
    assert say(lang, "actions.preview_header") in app.text()
    assert say(lang, "actions.hint_line", hint=rating.hint) in app.text()
    assert actions.list_actions(db, session_id=made.id) == []  # a preview saves nothing
    assert app.value(f"{new}:desc") == WEAK[lang]  # and keeps the text

    app.at.date_input(key=f"{new}:due").set_value(date.today() + timedelta(days=60))
    app.type(f"{new}:pmeasure", "% vials checked").click(say(lang, "actions.add"))
    [saved] = actions.list_actions(db, session_id=made.id)
    assert (saved.description, saved.owner_role, saved.root_cause_id) == (WEAK[lang], "Ward head nurse", root)
    assert saved.due == date.today() + timedelta(days=60) and saved.process_measure == "% vials checked"
    shown = app.text()
    assert say(lang, "actions.added") in shown
    assert say(lang, "actions.added_header", text=WEAK[lang]) in shown
    assert say(lang, "actions.hint_line", hint=rating.hint) in shown
    assert any(say(lang, "actions.strength_weaker") in b for b in badges(app))
    assert app.value(f"{new}:desc") == ""  # the form is ready for the next action


@pytest.mark.parametrize("lang", LANGS)
def test_a_stronger_action_gets_a_green_badge(app: Driver, db: Store, fw: Frameworks, facilitator: Actor,
                                             lang: str) -> None:
    made, root = make_case(db, facilitator, lang)
    actions.add_action(db, fw, session_id=made.id, root_cause_id=root, description=STRONG[lang], actor=facilitator,
                       measure="% doses dispensed patient-specific", process_target="95%")
    open_page(app, made.id, lang)
    assert any(b.startswith(":green-badge[") and say(lang, "actions.strength_stronger") in b for b in badges(app))
    assert not any(say(lang, "actions.set_by_person") in b for b in badges(app))
    assert say(lang, "actions.process_line", measure="% doses dispensed patient-specific", target="95%") in app.text()


@pytest.mark.parametrize("lang", LANGS)
def test_override_needs_a_reason_and_then_shows_set_by_a_person(app: Driver, db: Store, fw: Frameworks,
                                                                facilitator: Actor, lang: str) -> None:
    made, root = make_case(db, facilitator, lang)
    action = actions.add_action(db, fw, session_id=made.id, root_cause_id=root, description=WEAK[lang],
                                actor=facilitator).action
    open_page(app, made.id, lang)
    app.type(key(made.id, action.id, "ovr:strength_override"), "intermediate").click(say(lang, "actions.save_override"))
    [error] = app.errors()
    assert "override_reason" in error or say(lang, "actions.override_reason") in error
    assert actions.list_actions(db, session_id=made.id)[0].strength_override is None

    app.type(key(made.id, action.id, "ovr:override_reason"), "The pharmacy audits every vial weekly")
    app.click(say(lang, "actions.save_override"))
    stored = actions.list_actions(db, session_id=made.id)[0]
    assert (stored.strength_override, stored.override_reason) == ("intermediate", "The pharmacy audits every vial "
                                                                                   "weekly")
    assert any(say(lang, "actions.set_by_person") in b for b in badges(app))
    assert any(say(lang, "actions.strength_intermediate") in b for b in badges(app))
    assert say(lang, "actions.override_saved", strength=say(lang, "actions.strength_intermediate")) in app.text()


@pytest.mark.parametrize("lang", LANGS)
def test_status_and_a_measurement_are_recorded(app: Driver, db: Store, fw: Frameworks, facilitator: Actor,
                                               lang: str) -> None:
    made, root = make_case(db, facilitator, lang)
    action = actions.add_action(db, fw, session_id=made.id, root_cause_id=root, description=STRONG[lang],
                                actor=facilitator, measure="% doses dispensed patient-specific").action
    open_page(app, made.id, lang)
    assert app.value(key(made.id, action.id, "measure")) == "% doses dispensed patient-specific"
    app.type(key(made.id, action.id, "value"), "92% (46 of 50)").click(say(lang, "actions.save_measure"))
    [measured] = actions.list_measurements(db, session_id=made.id, action_id=action.id)
    assert (measured.measure, measured.value, measured.measured_on) == ("% doses dispensed patient-specific",
                                                                      "92% (46 of 50)", date.today())
    assert say(lang, "actions.measure_saved", count=1) in app.text()
    assert [row[2] for row in app.table_rows()] == ["92% (46 of 50)"]
    assert app.value(key(made.id, action.id, "value")) == ""

    app.type(key(made.id, action.id, "status"), "in_progress").click(say(lang, "actions.save_status"))
    assert actions.list_actions(db, session_id=made.id)[0].status == "in_progress"
    assert say(lang, "actions.status_saved", status=say(lang, "actions.status_in_progress")) in app.text()


@pytest.mark.parametrize("lang", LANGS)
def test_the_committee_warnings_are_shown(app: Driver, db: Store, fw: Frameworks, facilitator: Actor,
                                          lang: str) -> None:
    made, root = make_case(db, facilitator, lang)
    result = actions.add_action(db, fw, session_id=made.id, root_cause_id=root, description=WEAK[lang],
                                actor=facilitator, due="2020-01-31")
    kinds = {w.kind for w in result.warnings}
    assert kinds == {"only_weaker", "no_measure", "no_owner", "past_due"}
    open_page(app, made.id, lang)
    warnings = "\n".join(str(w.value) for w in app.at.warning).replace("\\", "")
    for warning in result.warnings:
        assert warning.message in warnings
    assert say(lang, "actions.overdue_line", due="2020-01-31") in app.text()


@pytest.mark.parametrize("lang", LANGS)
def test_follow_up_lists_open_actions_of_other_cases(app: Driver, db: Store, fw: Frameworks, facilitator: Actor,
                                                     lang: str) -> None:
    here, _ = make_case(db, facilitator, lang, title="Current case")
    other, root = make_case(db, facilitator, lang, title="Fall in ward 5")
    actions.add_action(db, fw, session_id=other.id, root_cause_id=root, description="Install bed-exit alarms",
                       actor=facilitator, owner_role="Ward head nurse", due="2020-02-01")
    soon = (date.today() + timedelta(days=10)).isoformat()
    actions.add_action(db, fw, session_id=other.id, root_cause_id=root, description="Add night lights in rooms",
                       actor=facilitator, due=soon)
    actions.add_action(db, fw, session_id=other.id, root_cause_id=root, description="Buy low beds next year",
                       actor=facilitator, due=(date.today() + timedelta(days=200)).isoformat())
    open_page(app, here.id, lang)
    shown = app.text()
    assert say(lang, "actions.overdue_header") in shown
    overdue, upcoming = app.table_rows(0), app.table_rows(1)
    assert [row[:4] for row in overdue] == [["Fall in ward 5", "Install bed-exit alarms", "Ward head nurse",
                                             "2020-02-01"]]
    assert [row[1] for row in upcoming] == ["Add night lights in rooms"]
    links = [link for link in app.at.get("page_link") if link.proto.label == say(lang, "actions.open_case",
                                                                                  title="Fall in ward 5")]
    assert links and all(f"case={other.id}" in link.proto.query_string for link in links)


def test_follow_up_lists_an_overdue_action_of_a_case_older_than_the_newest_200(app: Driver, db: Store, fw: Frameworks,
                                                                              facilitator: Actor) -> None:
    old, root = make_case(db, facilitator, "en", title="Oldest case")
    actions.add_action(db, fw, session_id=old.id, root_cause_id=root, description="Fit door alarms on the unit",
                       actor=facilitator, due="2020-03-01")
    for n in range(205):
        sessions.create_session(db, title=f"Newer case {n}", actor=facilitator)
    here, _ = make_case(db, facilitator, "en", title="Current case")
    open_page(app, here.id, "en")
    assert [row[:2] for row in app.table_rows(0)] == [["Oldest case", "Fit door alarms on the unit"]]
