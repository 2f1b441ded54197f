"""A refused identifier, as the person at the keyboard meets it: next to the form, in their language,
naming the box as labelled, showing only a masked preview, and with their text still in the box.

Every case runs the real PHI guard in the real services against a real store; nothing is mocked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pytest

from rootcause.domain.model.actor import Actor
from rootcause.domain.model.case import SessionSummary
from rootcause.services import audit, problem, sessions, timeline
from rootcause.store import Store

if TYPE_CHECKING:
    from app_driver import Driver

PAGE = "pages/problem_timeline.py"


class Sample(NamedTuple):
    """A sentence with a name in it, the name, and the masked preview the guard shows instead."""

    text: str
    identifier: str
    preview: str


ENGLISH = Sample("patient John Smith fell in bed 12", "John Smith", "J*** S****")
CHINESE = Sample("病人王小明於急診跌倒", "王小明", "王**")
# The interface language and the sample's language vary independently: a zh-TW screen may be typed in English.
COMBINATIONS = [("en", ENGLISH), ("zh-TW", CHINESE), ("en", CHINESE), ("zh-TW", ENGLISH)]
COMBINATION_IDS = ["en-ui-en-text", "zh-ui-zh-text", "en-ui-zh-text", "zh-ui-en-text"]
ADVICE = {"en": ("Use a role, not a name", "still in the box"), "zh-TW": ("請改用角色描述", "仍保留在欄位中")}
LABELS = {
    "en": {"title": "Title", "what": "What happened", "description": "What happened"},
    "zh-TW": {"title": "標題", "what": "發生了什麼事", "description": "發生了什麼事"},
}


@pytest.fixture
def case(db: Store, facilitator: Actor) -> SessionSummary:
    return sessions.create_session(db, title="Fall on the medical ward", actor=facilitator)


def in_language(app: Driver, lang: str) -> Driver:
    return app.run().type("rc_lang", lang).run()


def errors_after_forms(app: Driver) -> list[tuple[str, str]]:
    """(key of the nearest form or editor above, error text) for every error in the main area, in page order."""
    found, last_form = [], ""
    for node in app.at.main:
        if node.type == "form":  # (a one-line box that Enter submits)
            last_form = node.proto.form.form_id
        elif node.type == "flex_container" and str(getattr(node, "key", "") or "").endswith("form"):
            last_form = node.key  # (an editor whose typing survives a page switch)
        elif node.type == "error":
            found.append((last_form, str(node.value).replace("\\", "")))  # drop Markdown escapes
    return found


def assert_refused_inline(app: Driver, form_id: str, lang: str, field: str, sample: Sample) -> None:
    """One error, right below ``form_id``, that names the field and shows only the masked preview."""
    shown = errors_after_forms(app)
    assert [form for form, _ in shown] == [form_id], shown
    message = shown[0][1]
    assert LABELS[lang][field] in message, "the field is named as the form labels it"
    assert sample.preview in message, "the masked preview is shown"
    assert sample.identifier not in message, "the identifier itself is never echoed"
    assert sample.identifier not in app.text()
    assert all(part in message for part in ADVICE[lang]), "it says how to rephrase and that the text is kept"
    assert (lang == "zh-TW") == ("未儲存" in message), "in the reader's language"


@pytest.mark.parametrize(("lang", "sample"), COMBINATIONS, ids=COMBINATION_IDS)
def test_case_title_with_a_name_is_refused_next_to_the_new_case_form(app: Driver, db: Store, lang: str,
                                                                     sample: Sample) -> None:
    in_language(app, lang)
    app.type("cases:new:title", sample.text).type("cases:new:event_type", "fall")
    app.click({"en": "Create case", "zh-TW": "建立案例"}[lang])
    assert_refused_inline(app, "cases:new", lang, "title", sample)
    assert app.value("cases:new:title") == sample.text, "the typed title stays in the box"
    assert app.value("cases:new:event_type") == "fall"
    assert sessions.list_sessions(db, status="all").total == 0, "no case was created"


def test_event_type_with_a_name_names_the_event_type_box(app: Driver, db: Store) -> None:
    app.run().type("cases:new:title", "Fall in the ward").type("cases:new:event_type", "fall of patient Mary Johnson")
    app.click("Create case")
    message = errors_after_forms(app)[0][1]
    assert "“Event type”" in message and "M*** J******" in message and "Mary" not in message
    assert app.value("cases:new:event_type") == "fall of patient Mary Johnson"
    assert sessions.list_sessions(db, status="all").total == 0


@pytest.mark.parametrize(("lang", "sample"), COMBINATIONS, ids=COMBINATION_IDS)
def test_problem_field_with_a_name_is_refused_and_nothing_is_saved(app: Driver, db: Store, case: SessionSummary,
                                                                   lang: str, sample: Sample) -> None:
    in_language(app, lang).open(PAGE, case=case.id)
    what, where = f"pt:{case.id}:problem:what", f"pt:{case.id}:problem:where"
    app.type(what, sample.text).type(where, "Ward 5")
    app.click({"en": "Save problem statement", "zh-TW": "儲存問題陳述"}[lang])
    assert_refused_inline(app, f"pt:{case.id}:problem:form", lang, "what", sample)
    assert (app.value(what), app.value(where)) == (sample.text, "Ward 5"), "every typed box is kept"
    stored = problem.get_problem(db, session_id=case.id)
    assert (stored.version, stored.what, stored.where) == (1, None, None), "nothing was written"
    assert [e.operation for e in audit.list_audit(db, session_id=case.id)].count("set_problem") == 0


@pytest.mark.parametrize(("lang", "sample"), COMBINATIONS[:2], ids=COMBINATION_IDS[:2])
def test_new_timeline_event_with_a_name_is_refused_and_kept(app: Driver, db: Store, case: SessionSummary,
                                                            lang: str, sample: Sample) -> None:
    in_language(app, lang).open(PAGE, case=case.id)
    keys = {f: f"pt:{case.id}:new_event:{f}" for f in ("when", "description", "source")}
    app.type(keys["when"], "T+00:15").type(keys["description"], sample.text).type(keys["source"], "Incident report")
    app.click({"en": "Add event", "zh-TW": "新增事件"}[lang])
    assert_refused_inline(app, f"pt:{case.id}:new_event:form", lang, "description", sample)
    assert [app.value(keys[f]) for f in ("when", "description", "source")] == [
        "T+00:15", sample.text, "Incident report"]
    assert timeline.list_timeline(db, session_id=case.id) == []


@pytest.mark.parametrize(("lang", "sample"), COMBINATIONS[:2], ids=COMBINATION_IDS[:2])
def test_edited_timeline_event_with_a_name_is_refused_and_kept(app: Driver, db: Store, case: SessionSummary,
                                                               facilitator: Actor, lang: str, sample: Sample) -> None:
    event = timeline.add_timeline_event(db, session_id=case.id, when="T+00:15", description="Patient found on floor",
                                        actor=facilitator)
    in_language(app, lang).open(PAGE, case=case.id).type(f"pt:{case.id}:pick", event.id).run()
    box = f"pt:event:{event.id}:description"
    app.type(box, sample.text).click({"en": "Save changes", "zh-TW": "儲存變更"}[lang])
    assert_refused_inline(app, f"pt:event:{event.id}:form", lang, "description", sample)
    assert app.value(box) == sample.text
    stored = timeline.list_timeline(db, session_id=case.id)[0]
    assert (stored.description, stored.version) == ("Patient found on floor", 1), "nothing was written"


def test_after_rephrasing_the_same_form_saves(app: Driver, db: Store, case: SessionSummary) -> None:
    """The refusal is not a dead end: fix the kept text, save again, and it goes through."""
    app.open(PAGE, case=case.id)
    what = f"pt:{case.id}:problem:what"
    app.type(what, ENGLISH.text).click("Save problem statement")
    assert app.errors()
    app.type(what, "The patient fell in bed 12").click("Save problem statement")
    assert not app.errors()
    assert problem.get_problem(db, session_id=case.id).what == "The patient fell in bed 12"
