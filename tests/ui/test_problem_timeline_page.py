"""The Problem & timeline page, driven through AppTest against a real store shared with "agents"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from rootcause.domain.model.actor import Actor
from rootcause.domain.model.case import SessionSummary
from rootcause.services import problem, sessions, timeline
from rootcause.store import Store

if TYPE_CHECKING:
    from app_driver import Driver

PAGE = "pages/problem_timeline.py"


@pytest.fixture
def case(db: Store, facilitator: Actor) -> SessionSummary:
    return sessions.create_session(db, title="Insulin instead of heparin", severity=2, actor=facilitator)


def problem_key(case: SessionSummary, field: str) -> str:
    return f"pt:{case.id}:problem:{field}"


def new_event_key(case: SessionSummary, field: str) -> str:
    return f"pt:{case.id}:new_event:{field}"


@pytest.mark.parametrize(("lang", "expected"), [("en", "Go to Cases"), ("zh-TW", "前往案例")])
def test_without_a_case_the_page_points_to_cases(app: Driver, lang: str, expected: str) -> None:
    app.run().type("rc_lang", lang).run().open(PAGE)
    assert [link.label for link in app.at.get("page_link")] == [expected]
    assert not app.errors()


def test_problem_form_starts_from_the_stored_statement(app: Driver, db: Store, case: SessionSummary,
                                                       facilitator: Actor) -> None:
    problem.set_problem(db, session_id=case.id, what="Insulin drawn up for a flush", where="Ward 7B",
                        actor=facilitator)
    app.open(PAGE, case=case.id)
    assert app.value(problem_key(case, "what")) == "Insulin drawn up for a flush"
    assert app.value(problem_key(case, "where")) == "Ward 7B"
    assert app.value(problem_key(case, "severity")) == 2
    assert "Version 2" in app.text()


def test_problem_save_sends_the_version_seen_and_shows_the_meaning(app: Driver, db: Store,
                                                                   case: SessionSummary) -> None:
    app.open(PAGE, case=case.id)
    app.type(problem_key(case, "what"), "Wrong vial drawn up").type(problem_key(case, "when"), "2026-03-14 08:15")
    app.type(problem_key(case, "severity"), 1).click("Save problem statement")
    stored = problem.get_problem(db, session_id=case.id)
    assert (stored.what, stored.when, stored.severity, stored.version) == ("Wrong vial drawn up", "2026-03-14 08:15",
                                                                          1, 2)
    assert "Problem statement saved." in app.text()
    assert "Version 2" in app.text()
    severity = next(s for s in app.at.selectbox if s.key == problem_key(case, "severity"))
    assert severity.format_func(severity.value) == "SAC 1 — Death or permanent major harm (sentinel event)"


def test_problem_error_keeps_typed_text(app: Driver, db: Store, case: SessionSummary) -> None:
    app.open(PAGE, case=case.id)
    app.type(problem_key(case, "what"), "   ").type(problem_key(case, "impact"), "Glucose checked, normal")
    app.click("Save problem statement")
    assert any(e.startswith("“What happened”") for e in app.errors()), app.errors()
    assert app.value(problem_key(case, "impact")) == "Glucose checked, normal"
    assert problem.get_problem(db, session_id=case.id).version == 1, "nothing was saved"


def test_problem_save_with_stale_version_keeps_typed_text_and_explains(app: Driver, db: Store, case: SessionSummary,
                                                                       bot: Actor) -> None:
    app.open(PAGE, case=case.id)
    problem.set_problem(db, session_id=case.id, what="Agent's wording of the event", actor=bot)
    app.type(problem_key(case, "what"), "My wording of the event").click("Save problem statement")
    assert any("changed by someone else" in e for e in app.errors())
    assert app.value(problem_key(case, "what")) == "My wording of the event", "the typed text stays in the form"
    shown = app.text()
    assert "Changed by 🤖 AI agent · test-agent" in shown
    assert "My wording of the event" in shown and "Agent's wording of the event" in shown, "both texts compared"
    assert {"Reload theirs", "Keep my changes (save them over theirs)"} <= set(app.labels())
    assert problem.get_problem(db, session_id=case.id).what == "Agent's wording of the event", "nothing overwritten"


def test_keep_mine_saves_over_the_current_version(app: Driver, db: Store, case: SessionSummary, bot: Actor) -> None:
    app.open(PAGE, case=case.id)
    problem.set_problem(db, session_id=case.id, what="Agent's wording", actor=bot)
    app.type(problem_key(case, "what"), "Facilitator's wording").click("Save problem statement")
    app.click("Keep my changes (save them over theirs)")
    stored = problem.get_problem(db, session_id=case.id)
    assert (stored.what, stored.actor_kind, stored.version) == ("Facilitator's wording", "human", 3)
    assert "Keep my changes (save them over theirs)" not in app.labels()


def test_keep_mine_saves_only_what_this_person_changed_and_keeps_the_colleagues_other_fields(
        app: Driver, db: Store, case: SessionSummary, bot: Actor) -> None:
    """Audit 30: the person typed only the impact; an agent rewrote what happened and the detection meanwhile. The
    panel lists the impact as theirs to choose, the agent's fields as kept, and Keep sends the impact alone."""
    app.open(PAGE, case=case.id)
    app.type(problem_key(case, "impact"), "Hypoglycaemia treated")
    problem.set_problem(db, session_id=case.id, what="Agent's wording", detection="Agent's detection", actor=bot)
    app.click("Save problem statement")
    shown = app.text()
    assert "Hypoglycaemia treated" in shown and "(not changed by you: theirs is kept)" in shown
    app.click("Keep my changes (save them over theirs)")
    stored = problem.get_problem(db, session_id=case.id)
    assert (stored.what, stored.detection, stored.impact) == ("Agent's wording", "Agent's detection",
                                                              "Hypoglycaemia treated")
    assert app.value(problem_key(case, "what")) == "Agent's wording", "the form shows what was saved"


def test_reload_theirs_puts_the_stored_text_in_the_form(app: Driver, db: Store, case: SessionSummary,
                                                         bot: Actor) -> None:
    app.open(PAGE, case=case.id)
    problem.set_problem(db, session_id=case.id, what="Agent's wording", where="ICU", actor=bot)
    app.run()  # the live refresh: the agent's change is shown beside the (untouched) form
    assert "Agent's wording" in app.text()
    assert "Keep my changes (save them over theirs)" not in app.labels(), "nothing of this browser's was sent"
    assert app.value(problem_key(case, "what")) != "Agent's wording", "the form (and any typing) is left alone"
    app.click("Load their text (replaces what is in the form)")
    assert (app.value(problem_key(case, "what")), app.value(problem_key(case, "where"))) == ("Agent's wording", "ICU")
    assert "Load their text (replaces what is in the form)" not in app.labels()
    app.type(problem_key(case, "impact"), "None").click("Save problem statement")
    assert problem.get_problem(db, session_id=case.id).impact == "None", "the reloaded version saves cleanly"


def test_adding_events_accepts_the_three_ways_of_writing_time(app: Driver, db: Store, case: SessionSummary) -> None:
    app.open(PAGE, case=case.id)
    for when in ("2026-03-14 08:15", "08:15", "T+00:15"):
        app.type(new_event_key(case, "when"), when).type(new_event_key(case, "description"), f"Event at {when}")
        app.type(new_event_key(case, "source"), "Nursing note").click("Add event")
        assert not app.errors(), when
        assert app.value(new_event_key(case, "when")) == "", "the form is ready for the next event"
        assert app.value(new_event_key(case, "source")) == "Nursing note", "the source is kept for the next event"
    assert {e.when for e in timeline.list_timeline(db, session_id=case.id)} == {"2026-03-14 08:15", "08:15", "T+00:15"}


def test_an_unreadable_time_is_explained_and_the_text_kept(app: Driver, db: Store, case: SessionSummary) -> None:
    app.open(PAGE, case=case.id)
    app.type(new_event_key(case, "when"), "yesterday morning")
    app.type(new_event_key(case, "description"), "Pharmacy restocked the cabinet").click("Add event")
    assert any("T+00:15" in e for e in app.errors()), "the message shows the accepted forms"
    assert app.value(new_event_key(case, "when")) == "yesterday morning"
    assert app.value(new_event_key(case, "description")) == "Pharmacy restocked the cabinet"
    assert timeline.list_timeline(db, session_id=case.id) == []


def test_timeline_shows_events_in_time_order(app: Driver, db: Store, case: SessionSummary,
                                             facilitator: Actor) -> None:
    for when, text in (("T+00:15", "Charge nurse informed"), ("T-00:10", "Nurse interrupted twice"),
                       ("T+08:00", "Event reported"), ("T+00:00", "Error recognised at the bedside")):
        timeline.add_timeline_event(db, session_id=case.id, when=when, description=text, actor=facilitator)
    app.open(PAGE, case=case.id)
    rows = app.table_rows()
    assert [row[1] for row in rows] == ["T-00:10", "T+00:00", "T+00:15", "T+08:00"]
    assert rows[0][2] == "Nurse interrupted twice"
    assert app.at.get("vega_lite_chart"), "the timeline chart is drawn"


@pytest.mark.parametrize("times", [("08:15", "07:50"), ("2026-03-14 08:15", "2026-03-15 07:50"),
                                   ("2026-03-14 08:15", "08:15", "T+00:15")])
def test_timeline_chart_copes_with_every_mix_of_time_forms(app: Driver, db: Store, case: SessionSummary,
                                                          facilitator: Actor, times: tuple[str, ...]) -> None:
    for when in times:
        timeline.add_timeline_event(db, session_id=case.id, when=when, description=f"At {when}", actor=facilitator)
    app.open(PAGE, case=case.id)
    assert app.at.get("vega_lite_chart")
    assert len(app.table_rows()) == len(times)


def test_agent_event_appears_on_the_next_refresh_with_an_agent_badge(app: Driver, db: Store, case: SessionSummary,
                                                                     bot: Actor) -> None:
    app.open(PAGE, case=case.id)
    seen = app.value(f"rc_seen_revision:{case.id}")
    timeline.add_timeline_event(db, session_id=case.id, when="T+00:15", description="Agent added this event",
                                actor=bot)
    app.run()  # what the live fragment does when the case revision moves
    assert app.value(f"rc_seen_revision:{case.id}") > seen
    assert ["1", "T+00:15", "Agent added this event", "—", "🤖 AI agent · test-agent"] in app.table_rows()


def test_editing_an_event_sends_its_version(app: Driver, db: Store, case: SessionSummary, facilitator: Actor) -> None:
    event = timeline.add_timeline_event(db, session_id=case.id, when="08:15", description="Flush prepared",
                                        actor=facilitator)
    app.open(PAGE, case=case.id).type(f"pt:{case.id}:pick", event.id).run()
    app.type(f"pt:event:{event.id}:description", "Flush prepared in the medication room").click("Save changes")
    stored = timeline.list_timeline(db, session_id=case.id)[0]
    assert (stored.description, stored.version) == ("Flush prepared in the medication room", 2)
    assert "Event saved." in app.text()


def test_editing_an_event_someone_else_changed_explains_and_keeps_text(app: Driver, db: Store, case: SessionSummary,
                                                                        facilitator: Actor, bot: Actor) -> None:
    event = timeline.add_timeline_event(db, session_id=case.id, when="08:15", description="Flush prepared",
                                        actor=facilitator)
    app.open(PAGE, case=case.id).type(f"pt:{case.id}:pick", event.id).run()
    timeline.update_timeline_event(db, session_id=case.id, event_id=event.id, version=event.version,
                                   description="Flush prepared (agent)", actor=bot)
    app.type(f"pt:event:{event.id}:description", "Flush prepared (mine)").click("Save changes")
    assert any("changed by someone else" in e for e in app.errors())
    assert app.value(f"pt:event:{event.id}:description") == "Flush prepared (mine)"
    assert "Flush prepared (agent)" in app.text()
    app.click("Keep my changes (save them over theirs)")
    assert timeline.list_timeline(db, session_id=case.id)[0].description == "Flush prepared (mine)"


def test_deleting_an_event_sends_its_version(app: Driver, db: Store, case: SessionSummary, facilitator: Actor) -> None:
    event = timeline.add_timeline_event(db, session_id=case.id, when="08:15", description="Duplicate entry",
                                        actor=facilitator)
    app.open(PAGE, case=case.id).type(f"pt:{case.id}:pick", event.id).run()
    app.click("Yes, delete it")
    assert timeline.list_timeline(db, session_id=case.id) == []
    assert "Event deleted." in app.text()
    assert app.value(f"pt:{case.id}:pick") is None


def test_deleting_an_event_someone_else_changed_is_refused(app: Driver, db: Store, case: SessionSummary,
                                                            facilitator: Actor, bot: Actor) -> None:
    event = timeline.add_timeline_event(db, session_id=case.id, when="08:15", description="Flush prepared",
                                        actor=facilitator)
    app.open(PAGE, case=case.id).type(f"pt:{case.id}:pick", event.id).run()
    timeline.update_timeline_event(db, session_id=case.id, event_id=event.id, version=event.version,
                                   source="MAR", actor=bot)
    app.click("Yes, delete it")
    assert any("changed by someone else" in e for e in app.errors())
    assert len(timeline.list_timeline(db, session_id=case.id)) == 1


def test_typed_text_survives_a_visit_to_another_page(app: Driver, case: SessionSummary) -> None:
    app.open(PAGE, case=case.id)
    app.type(new_event_key(case, "when"), "nonsense").type(new_event_key(case, "description"), "Half-written fact")
    app.click("Add event")  # refused: the text is now only in the form
    app.open("pages/cases.py").open(PAGE)
    assert app.value(new_event_key(case, "description")) == "Half-written fact"


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_problem_timeline_page_renders_in_both_languages(app: Driver, db: Store, case: SessionSummary,
                                                         facilitator: Actor, lang: str) -> None:
    timeline.add_timeline_event(db, session_id=case.id, when="T+00:15", description="Charge nurse informed",
                                actor=facilitator)
    app.run().type("rc_lang", lang).run().open(PAGE, case=case.id)
    expected = {"en": ["Problem statement", "Timeline", "What happened", "Facilitator"],
                "zh-TW": ["問題陳述", "時間軸", "發生了什麼事", "引導者"]}[lang]
    shown = app.text()
    for text in expected:
        assert text in shown, text
    buttons = {"en": {"Save problem statement", "Add event"}, "zh-TW": {"儲存問題陳述", "新增事件"}}[lang]
    assert buttons <= set(app.labels())
    severity = next(s for s in app.at.selectbox if s.key == problem_key(case, "severity"))
    assert ("重度傷害" in severity.format_func(2)) == (lang == "zh-TW")


def test_a_bug_shows_a_trace_id_not_a_traceback(app: Driver, db: Store, case: SessionSummary, facilitator: Actor,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from rootcause.ui import components

    def broken(*_args: object) -> None:
        raise RuntimeError("secret internals")

    timeline.add_timeline_event(db, session_id=case.id, when="08:15", description="Any event", actor=facilitator)
    monkeypatch.setattr(components, "timeline_table", broken)  # stands in for a programming error in the UI
    app.open(PAGE, case=case.id)
    assert any("trace id" in e for e in app.errors())
    assert "secret internals" not in app.text()


@pytest.mark.parametrize(("lang", "says"), [("en", "back to open"), ("zh-TW", "回到未檢核")])
def test_the_what_box_warns_when_tested_links_would_go_back_to_open(app: Driver, db: Store, fw, case: SessionSummary,
                                                                   facilitator: Actor, lang: str, says: str) -> None:
    from rootcause.services import causation, causes

    problem.set_problem(db, session_id=case.id, what="Insulin drawn up for a flush", actor=facilitator)
    app.run().type("rc_lang", lang).run().open(PAGE, case=case.id)
    assert says not in app.text()  # (nothing tested yet: nothing to lose)
    cause = causes.add_cause(db, fw, session_id=case.id, description="Look-alike vials share a bin",
                             actor=facilitator).cause
    causation.verify_causation(db, session_id=case.id, cause_id=cause.id, actor=facilitator, answers={
        "temporality": {"answer": "yes", "rationale": "The bin predates the error"}})
    app.open(PAGE, case=case.id)
    assert says in app.text() and "1" in app.text()
