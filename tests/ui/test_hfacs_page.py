"""The HFACS-MES page, driven through AppTest against a real store that other processes share."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from rootcause.domain.model.actor import Actor, agent
from rootcause.domain.model.case import SessionSummary
from rootcause.services import causes, classification, sessions
from rootcause.services.frameworks import Frameworks, describe_framework
from rootcause.store import Store
from rootcause.ui.i18n import text_in

if TYPE_CHECKING:
    from app_driver import Driver

PAGE = "pages/hfacs.py"
ROOT = Path(__file__).resolve().parents[2]
# Three codes with reasons in each language (checked against the shipped rules when these tests were written).
STATEMENT = {
    "en": "The new nurse had no training on the pump and the policy was unclear while the ward was understaffed",
    "zh-TW": "新進護理師未受過幫浦訓練，政策不清楚，病房人力不足",
}
TEXTS = {
    "en": {"suggest": "Suggest codes", "confirm": "Confirm classification", "why": "Why:",
           "no_match": "No code matched",
           "confirmed": "Classification confirmed", "learned": "Learned rule", "retire": "Yes, retire it"},
    "zh-TW": {"suggest": "建議代碼", "confirm": "確認分類", "why": "依據：", "no_match": "沒有符合的代碼",
              "confirmed": "已確認分類", "learned": "已學習規則", "retire": "是，停用"},
}


@pytest.fixture
def case(db: Store, facilitator: Actor) -> SessionSummary:
    return sessions.create_session(db, title="Heparin mix-up on ward 7B", actor=facilitator)


def in_language(app: Driver, lang: str) -> Driver:
    return app.run().type("rc_lang", lang).run()


def classify(app: Driver, lang: str, statement: str) -> Driver:
    return app.type("hfacs:text", statement).click(TEXTS[lang]["suggest"])


def shown_codes(app: Driver) -> list[str]:
    """The suggestion cards' codes, best first (each card starts with its bold code)."""
    return [str(m.value).split("**")[1] for m in app.at.markdown if str(m.value).startswith("**") and " · " in
            str(m.value) and "-" in str(m.value).split("**")[1]][:3]


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_browsing_a_level_shows_its_categories_in_both_languages(app: Driver, fw: Frameworks, lang: str) -> None:
    in_language(app, lang).open(PAGE)
    app.at.segmented_control(key="hfacs:level").set_value("OI")
    app.run()
    view = describe_framework(fw, level="OI")
    other = "zh-TW" if lang == "en" else "en"
    shown = app.text()
    assert view.levels[0].name[lang] in shown and view.levels[0].name[other] in shown, "both names of the level"
    assert view.levels[0].questions[lang][0] in shown
    titles = [e.label for e in app.at.expander]
    assert titles == [f"{c.code} · {c.name[lang]} ({c.name[other]})" for c in view.categories]
    assert view.categories[0].examples[lang][0] in shown


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_classify_shows_the_top_three_with_confidence_and_reasons(app: Driver, db: Store, fw: Frameworks,
                                                                   lang: str) -> None:
    in_language(app, lang).open(PAGE)
    classify(app, lang, STATEMENT[lang])
    expected = classification.suggest_hfacs(db, fw, description=STATEMENT[lang], lang=lang)
    assert len(expected.suggestions) == 3
    assert shown_codes(app) == [s.code for s in expected.suggestions]
    bars = app.at.main.get("progress")
    assert [b.proto.text.split()[-1] for b in bars] == [f"{round(s.confidence * 100)}%" for s in expected.suggestions]
    captions = [str(c.value).replace("\\", "") for c in app.at.caption]
    assert sum(c.startswith(TEXTS[lang]["why"]) for c in captions) == 3, "every code says why"
    assert any(expected.suggestions[0].matched[0] in c for c in captions), "and which words matched"
    assert expected.fishbone is not None and expected.fishbone.name in app.text(), "the bone is suggested too"
    assert app.value("hfacs:code") == expected.suggestions[0].code, "the best code is preselected"


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_nothing_matched_shows_the_guiding_questions(app: Driver, db: Store, fw: Frameworks, lang: str) -> None:
    in_language(app, lang).open(PAGE)
    classify(app, lang, "xyzzy plugh")
    expected = classification.suggest_hfacs(db, fw, description="xyzzy plugh", lang=lang)
    assert not expected.suggestions
    assert TEXTS[lang]["no_match"] in app.text()
    assert all(q in app.text() for q in expected.guiding_questions)


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_confirming_writes_a_learned_rule(app: Driver, db: Store, lang: str) -> None:
    in_language(app, lang).open(PAGE)
    classify(app, lang, STATEMENT[lang])
    app.type("hfacs:code", "OI-OP").type("hfacs:reason", "The unclear policy is the gap").click(TEXTS[lang]["confirm"])
    assert not app.errors()
    rules = classification.list_learned_rules(db)
    assert [(r.description, r.code, r.reason, r.actor_kind, r.actor) for r in rules] == [
        (STATEMENT[lang], "OI-OP", "The unclear policy is the gap", "human", "facilitator")]
    assert TEXTS[lang]["confirmed"] in app.text()
    assert app.value("hfacs:reason") == "", "the reason box is ready for the next one"
    assert shown_codes(app)[0] == "OI-OP", "the next suggestion already ranks the confirmed code first"


def test_choose_puts_a_suggested_code_in_the_confirm_form(app: Driver) -> None:
    app.open(PAGE)
    classify(app, "en", STATEMENT["en"])
    second = shown_codes(app)[1]
    app.at.button(key=f"hfacs:code:use:{second}").click()
    app.run()
    assert app.value("hfacs:code") == second


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_a_missing_reason_is_explained_and_nothing_is_stored(app: Driver, db: Store, lang: str) -> None:
    in_language(app, lang).open(PAGE)
    classify(app, lang, STATEMENT[lang]).click(TEXTS[lang]["confirm"])
    label = text_in(lang, "hfacs.reason_label")
    assert any(e.startswith((f"“{label}”", f"「{label}」")) for e in app.errors()), app.errors()
    assert classification.list_learned_rules(db) == []


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_an_identifier_in_the_statement_is_refused_inline_and_kept(app: Driver, lang: str) -> None:
    in_language(app, lang).open(PAGE)
    classify(app, lang, "patient John Smith was distracted")
    errors = [e.replace("\\", "") for e in app.errors()]
    assert len(errors) == 1 and "J*** S****" in errors[0], "a masked preview only"
    assert "John Smith" not in errors[0]
    assert app.value("hfacs:text") == "patient John Smith was distracted"


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_opened_from_a_cause_confirming_sets_its_code_as_confirmed(app: Driver, db: Store, fw: Frameworks,
                                                                  case: SessionSummary, lang: str) -> None:
    added = causes.add_cause(db, fw, session_id=case.id, description=STATEMENT[lang], category="PEOPLE",
                             actor=agent("claude"))
    in_language(app, lang).open(PAGE, case=case.id, cause=added.cause.id)
    assert app.value("hfacs:text") == STATEMENT[lang], "the cause's statement is prefilled"
    assert len(shown_codes(app)) == 3, "and already classified"
    box = f"hfacs:{added.cause.id}"
    app.type(f"{box}:code", "PC-PML").type(f"{box}:reason", "Not trained on this pump").click(TEXTS[lang]["confirm"])
    assert not app.errors()
    cause = next(c for c in sessions.get_case(db, session_id=case.id).causes if c.id == added.cause.id)
    assert (cause.hfacs_code, cause.hfacs_state) == ("PC-PML", "confirmed")
    assert classification.list_learned_rules(db)[0].cause_id == added.cause.id


def test_a_colleagues_code_saved_after_the_page_opened_is_not_silently_replaced(
        app: Driver, db: Store, fw: Frameworks, case: SessionSummary, facilitator: Actor) -> None:
    """Audit 29: a second browser confirming from a stale page replaced the first person's confirmed code."""
    added = causes.add_cause(db, fw, session_id=case.id, description=STATEMENT["en"], category="PEOPLE",
                             actor=facilitator)
    app.open(PAGE, case=case.id, cause=added.cause.id)
    box = f"hfacs:{added.cause.id}"
    app.type(f"{box}:code", "PC-PML").type(f"{box}:reason", "Not trained on this pump")
    classification.confirm_classification(db, fw, description=STATEMENT["en"], hfacs_code="PC-PHY",
                                          reason="Look-alike packaging", actor=facilitator, session_id=case.id,
                                          cause_id=added.cause.id, cause_version=added.cause.version)
    app.click(TEXTS["en"]["confirm"])
    assert any("changed by someone else" in e for e in app.errors())
    cause = next(c for c in sessions.get_case(db, session_id=case.id).causes if c.id == added.cause.id)
    assert (cause.hfacs_code, cause.hfacs_state) == ("PC-PHY", "confirmed"), "the colleague's code stays"
    assert [r.code for r in classification.list_learned_rules(db)] == ["PC-PHY"]
    app.click(TEXTS["en"]["confirm"])  # now drawn at the new version: a deliberate second confirm replaces it
    cause = next(c for c in sessions.get_case(db, session_id=case.id).causes if c.id == added.cause.id)
    assert cause.hfacs_code == "PC-PML"


def test_choosing_a_code_and_typing_in_between_does_not_make_a_colleagues_code_the_one_seen(
        app: Driver, db: Store, fw: Frameworks, case: SessionSummary, facilitator: Actor) -> None:
    """Audit 30: every rerun (choosing a code, leaving the reason box, the page following the store) took the
    colleague's newer version as the one seen, so the second browser still replaced the first's confirmed code."""
    added = causes.add_cause(db, fw, session_id=case.id, description=STATEMENT["en"], category="PEOPLE",
                             actor=facilitator)
    app.open(PAGE, case=case.id, cause=added.cause.id)
    box = f"hfacs:{added.cause.id}"
    classification.confirm_classification(db, fw, description=STATEMENT["en"], hfacs_code="OI-RM",
                                          reason="Short-staffed", actor=facilitator, session_id=case.id,
                                          cause_id=added.cause.id, cause_version=added.cause.version)
    app.type(f"{box}:code", "PC-TE").run()  # (a rerun: the cause is read again, at the colleague's version)
    app.type(f"{box}:reason", "Look-alike vials").run()
    app.click(TEXTS["en"]["confirm"])
    assert any("changed by someone else" in e for e in app.errors())
    cause = next(c for c in sessions.get_case(db, session_id=case.id).causes if c.id == added.cause.id)
    assert cause.hfacs_code == "OI-RM", "the colleague's code stays until this person chooses again"
    assert [r.code for r in classification.list_learned_rules(db)] == ["OI-RM"], "and their rule is not retired"


def test_a_reason_typed_for_one_cases_cause_never_shows_on_another_cases_cause(
        app: Driver, db: Store, fw: Frameworks, facilitator: Actor) -> None:
    """Audit 30: the confirmation's boxes were global, so case A's reason stood ready to confirm on case B's cause,
    and case A's cause statement stayed on the page opened without a cause."""
    first = sessions.create_session(db, title="Pump case A", actor=facilitator)
    second = sessions.create_session(db, title="Pump case B", actor=facilitator)
    mine = causes.add_cause(db, fw, session_id=first.id, description=STATEMENT["en"], actor=facilitator).cause
    theirs = causes.add_cause(db, fw, session_id=second.id, description=STATEMENT["en"], actor=facilitator).cause
    app.open(PAGE, case=first.id, cause=mine.id)
    app.type(f"hfacs:{mine.id}:reason", "Reason written about case A").run()
    app.open(PAGE, case=second.id, cause=theirs.id)
    assert app.at.session_state[f"hfacs:{theirs.id}:reason"] in ("", None)
    assert all(w.value != "Reason written about case A" for w in app.at.text_input)
    app.at.query_params.pop("cause")
    app.open(PAGE, case=second.id)
    assert app.value("hfacs:text") == "", "a cause's statement does not stay for the page opened without a cause"


def test_a_link_to_a_deleted_cause_warns_and_still_classifies(app: Driver, db: Store, fw: Frameworks,
                                                             case: SessionSummary, facilitator: Actor) -> None:
    added = causes.add_cause(db, fw, session_id=case.id, description="Pump menu confusing", actor=facilitator)
    causes.delete_cause(db, session_id=case.id, cause_id=added.cause.id, version=1, actor=facilitator)
    app.open(PAGE, case=case.id, cause=added.cause.id)
    assert any("no longer on the board" in w.value for w in app.at.warning)
    classify(app, "en", STATEMENT["en"])
    assert len(shown_codes(app)) == 3


def test_a_rule_confirmed_in_another_process_changes_the_next_suggestion(app: Driver, db: Store, fw: Frameworks,
                                                                        data_dir: Path) -> None:
    app.open(PAGE)
    classify(app, "en", STATEMENT["en"])
    assert shown_codes(app)[0] != "US-FCP"
    script = textwrap.dedent(f"""
        from rootcause.domain.model.actor import agent
        from rootcause.services.classification import confirm_classification
        from rootcause.services.frameworks import Frameworks
        from rootcause.settings import load_settings
        from rootcause.store import open_store
        settings = load_settings()
        confirm_classification(open_store(settings.database_url), Frameworks(settings.config_dir),
                               description={STATEMENT["en"]!r}, hfacs_code="US-FCP",
                               reason="Staffing was planned short", actor=agent("claude"))
    """)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    subprocess.run([sys.executable, "-c", script], env=env, cwd=ROOT, check=True, timeout=120)
    app.run()  # what the live fragment does when the store's revision moves
    assert shown_codes(app)[0] == "US-FCP"
    assert TEXTS["en"]["learned"] in app.text(), "the learned source is badged"


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_learned_rules_show_the_agent_badge_and_can_be_retired(app: Driver, db: Store, fw: Frameworks,
                                                               lang: str) -> None:
    rule = classification.confirm_classification(db, fw, description="Pump screen confusing", hfacs_code="PC-TEC",
                                                 reason="Device design", actor=agent("claude"))
    in_language(app, lang).open(PAGE)
    assert "Pump screen confusing" in app.text()
    assert any("claude" in str(m.value) and "badge" in str(m.value) for m in app.at.markdown)
    app.click(TEXTS[lang]["retire"])
    assert not app.errors()
    assert classification.list_learned_rules(db) == []
    assert rule.description not in app.text()


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_a_reason_typed_for_a_cause_someone_deletes_stays_in_the_free_classifiers_box(
        app: Driver, db: Store, fw: Frameworks, case: SessionSummary, facilitator: Actor, lang: str) -> None:
    """Audit 33, finding 5: the reason and the chosen code move to the free classifier's boxes, with a notice."""
    added = causes.add_cause(db, fw, session_id=case.id, description=STATEMENT[lang], category="PEOPLE",
                             actor=agent("claude"))
    in_language(app, lang).open(PAGE, case=case.id, cause=added.cause.id)
    box = f"hfacs:{added.cause.id}"
    app.type(f"{box}:code", "PC-PML").type(f"{box}:reason", "Staffing decision by the organisation").run()
    causes.delete_cause(db, session_id=case.id, cause_id=added.cause.id, version=added.cause.version,
                        actor=facilitator)
    app.run()
    assert app.value("hfacs:reason") == "Staffing decision by the organisation"
    assert app.value("hfacs:code") == "PC-PML"
    assert text_in(lang, "hfacs.cause_gone") in app.text()
