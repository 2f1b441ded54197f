"""The Causation checklist page through AppTest, in both languages, against a real store."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from rootcause.domain.model.actor import Actor
from rootcause.domain.model.case import SessionSummary
from rootcause.errors import StaleVersion
from rootcause.services import causation, causes, problem, sessions, why_tree
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store
from rootcause.ui.i18n import text_in

if TYPE_CHECKING:
    from app_driver import Driver

PAGE = "pages/causation.py"
WHY_PAGE = "pages/why_tree.py"
LANGS = ["en", "zh-TW"]
TEXTS = ["Nurse drew up insulin for the line flush", "The two vials look alike and sit side by side"]


@pytest.fixture
def case(db: Store, facilitator: Actor) -> SessionSummary:
    made = sessions.create_session(db, title="Heparin flush event", actor=facilitator)
    problem.set_problem(db, session_id=made.id, what="Insulin given instead of heparin", actor=facilitator)
    return made


@pytest.fixture
def chain(db: Store, case: SessionSummary, facilitator: Actor) -> list[str]:
    ids: list[str] = []
    for text in TEXTS:
        ids.append(why_tree.ask_why(db, session_id=case.id, answer=text, actor=facilitator,
                                    parent_id=ids[-1] if ids else None).node.id)
    return ids


def say(lang: str, key: str, **fmt: object) -> str:
    return text_in(lang, key, **fmt)


def open_page(app: Driver, case: SessionSummary, lang: str, page: str = PAGE) -> Driver:
    app.run().type("rc_lang", lang).run()
    return app.open(page, case=case.id)


def key(case: SessionSummary, link: str, part: str) -> str:
    return f"cz:{case.id}:{link}:{part}"


def badges(app: Driver) -> list[str]:
    return [str(m.value) for m in app.at.markdown if "-badge[" in str(m.value)]


def save(app: Driver, lang: str, nth: int = 0) -> Driver:
    return app.click(say(lang, "causation.save"), nth)


@pytest.mark.parametrize("lang", LANGS)
def test_without_links_the_page_sends_you_to_the_why_tree(app: Driver, case: SessionSummary, lang: str) -> None:
    open_page(app, case, lang)
    assert say(lang, "causation.empty") in app.text()
    assert say(lang, "causation.to_why") in [link.label for link in app.at.get("page_link")]


@pytest.mark.parametrize("lang", LANGS)
def test_one_card_per_link_shows_cause_and_effect_and_the_standard_questions(app: Driver, case: SessionSummary,
                                                                            chain: list[str], lang: str) -> None:
    open_page(app, case, lang)
    shown = app.text()
    assert say(lang, "causation.cause_line", text=TEXTS[1]) in shown
    assert say(lang, "causation.effect_line", text=TEXTS[0]) in shown
    assert say(lang, "causation.effect_line", text="Insulin given instead of heparin") in shown
    assert say(lang, "causation.count", shown=2, total=2) in shown
    radios = [r.key for r in app.at.radio if r.key and r.key.startswith(f"cz:{case.id}:node:{chain[0]}")]
    assert radios == [key(case, f"node:{chain[0]}", p) for p in ("level", "temporality", "necessity")]
    assert sum(say(lang, "link.verdict_untested") in b for b in badges(app)) == 2
    question = {"en": "would the effect have been prevented?", "zh-TW": "結果是否就能避免？"}[lang]
    assert any(question in str(r.label) for r in app.at.radio)


@pytest.mark.parametrize("lang", LANGS)
def test_answers_change_the_verdict(app: Driver, db: Store, case: SessionSummary, chain: list[str],
                                    lang: str) -> None:
    link = f"node:{chain[1]}"
    open_page(app, case, lang)
    app.type(key(case, link, "temporality"), "yes").type(key(case, link, "temporality:why"), "MAR times")
    save(app, lang, 1)
    assert say(lang, "causation.saved", verdict=say(lang, "link.verdict_open")) in app.text()
    assert say(lang, "causation.open_questions", items=say(lang, "causation.criterion_necessity")) in app.text()
    app.type(key(case, link, "necessity"), "yes")
    save(app, lang, 1)
    assert say(lang, "causation.saved", verdict=say(lang, "link.verdict_supported")) in app.text()
    check = causation.get_check(db, session_id=case.id, node_id=chain[1])
    assert (check.verdict, check.criteria["temporality"].rationale) == ("supported", "MAR times")
    assert any(say(lang, "link.verdict_supported") in b for b in badges(app))
    app.type(key(case, link, "necessity"), "no")
    save(app, lang, 1)
    assert causation.get_check(db, session_id=case.id, node_id=chain[1]).verdict == "not_supported"
    assert say(lang, "link.fails_necessity") in app.errors()


@pytest.mark.parametrize("lang", LANGS)
def test_comprehensive_level_asks_all_four(app: Driver, db: Store, case: SessionSummary, chain: list[str],
                                           lang: str) -> None:
    link = f"node:{chain[0]}"
    open_page(app, case, lang)
    app.type(key(case, link, "level"), "comprehensive").run()
    assert key(case, link, "sufficiency") in [r.key for r in app.at.radio]
    for criterion in ("temporality", "necessity", "mechanism"):
        app.type(key(case, link, criterion), "yes")
    app.type(key(case, link, "sufficiency"), "no")  # normal for a contributing cause
    save(app, lang, 0)
    result = causation.get_check(db, session_id=case.id, node_id=chain[0])
    assert (result.level, result.verdict) == ("comprehensive", "supported")
    app.type(key(case, link, "mechanism"), "no")
    save(app, lang, 0)
    assert causation.get_check(db, session_id=case.id, node_id=chain[0]).verdict == "not_supported"
    assert app.value(key(case, link, "level")) == "comprehensive"


@pytest.mark.parametrize("lang", LANGS)
def test_filter_shows_open_or_failed_links(app: Driver, db: Store, case: SessionSummary, chain: list[str],
                                           facilitator: Actor, lang: str) -> None:
    causation.verify_causation(db, session_id=case.id, node_id=chain[0], actor=facilitator,
                               answers={"temporality": "yes", "necessity": "no"})
    open_page(app, case, lang)
    app.type(f"cz:{case.id}:filter", "failed").run()
    assert say(lang, "causation.count", shown=1, total=2) in app.text()
    assert TEXTS[0] in app.text() and f"**{TEXTS[1]}**" not in app.text()
    app.type(f"cz:{case.id}:filter", "open").run()
    assert say(lang, "causation.count", shown=1, total=2) in app.text()
    assert f"**{TEXTS[1]}**" in app.text()
    causation.verify_causation(db, session_id=case.id, node_id=chain[1], actor=facilitator,
                               answers={"temporality": "yes", "necessity": "yes"})
    app.run()
    assert say(lang, "causation.none_match") in app.text()


@pytest.mark.parametrize("lang", LANGS)
def test_a_fishbone_cause_with_whys_under_it_is_a_link_too(app: Driver, db: Store, fw: Frameworks,
                                                           case: SessionSummary, facilitator: Actor, lang: str) -> None:
    cause = causes.add_cause(db, fw, session_id=case.id, actor=facilitator,
                             description="Look-alike vials stocked together", category="MATERIAL").cause
    why_tree.ask_why(db, session_id=case.id, answer="Pharmacy stocks by drawer", actor=facilitator,
                     cause_id=cause.id)
    open_page(app, case, lang)
    assert say(lang, "causation.link_cause") in app.text()
    link = f"cause:{cause.id}"
    app.type(key(case, link, "temporality"), "yes").type(key(case, link, "necessity"), "no")
    save(app, lang, 0)
    assert causation.get_check(db, session_id=case.id, cause_id=cause.id).fails_necessity
    open_page(app, case, lang, WHY_PAGE)
    chart = next(str(m.value) for m in app.at.markdown if str(m.value).startswith("````mermaid"))
    assert f'problem -.->|"{say(lang, "link.necessity_short")}"| c1' in chart


@pytest.mark.parametrize("lang", LANGS)
def test_failed_necessity_is_flagged_on_both_pages(app: Driver, case: SessionSummary, chain: list[str],
                                                   lang: str) -> None:
    link = f"node:{chain[1]}"
    open_page(app, case, lang)
    app.type(key(case, link, "temporality"), "yes").type(key(case, link, "necessity"), "no")
    save(app, lang, 1)
    assert say(lang, "link.fails_necessity") in app.errors()
    assert any(say(lang, "link.verdict_not_supported") in b for b in badges(app))
    open_page(app, case, lang, WHY_PAGE)
    app.type(f"why:{case.id}:pick", link).run()
    assert say(lang, "link.fails_necessity") in app.errors()
    chart = next(str(m.value) for m in app.at.markdown if str(m.value).startswith("````mermaid"))
    assert f'n1 -.->|"{say(lang, "link.necessity_short")}"| n2' in chart


@pytest.mark.parametrize("lang", LANGS)
def test_an_agents_check_is_offered_not_forced_into_the_form(app: Driver, db: Store, case: SessionSummary,
                                                              chain: list[str], bot: Actor, lang: str) -> None:
    link = f"node:{chain[0]}"
    open_page(app, case, lang)
    causation.verify_causation(db, session_id=case.id, node_id=chain[0], actor=bot,
                               answers={"temporality": {"answer": "yes", "rationale": "Agent's reading"},
                                        "necessity": "yes"})
    app.run()
    assert any(say(lang, "link.verdict_supported") in b for b in badges(app)), "the verdict follows the store"
    assert app.value(key(case, link, "necessity")) is None, "what is in the form is not replaced"
    assert say(lang, "causation.changed_elsewhere") in app.text()
    app.click(say(lang, "causation.reload"))
    assert app.value(key(case, link, "necessity")) == "yes"
    assert app.value(key(case, link, "temporality:why")) == "Agent's reading"
    assert say(lang, "causation.changed_elsewhere") not in app.text()


@pytest.mark.parametrize("lang", LANGS)
def test_saving_over_an_agents_answers_is_refused_until_you_reload(app: Driver, db: Store, case: SessionSummary,
                                                                    chain: list[str], bot: Actor, lang: str) -> None:
    link = f"node:{chain[0]}"
    open_page(app, case, lang)
    app.type(key(case, link, "necessity"), "no")
    causation.verify_causation(db, session_id=case.id, node_id=chain[0], actor=bot,
                               answers={"necessity": {"answer": "yes", "rationale": "Agent's reading"}})
    save(app, lang)
    refused = StaleVersion(field="expected_version", kind="causation_check", ident="", read_version=0,
                           current_version=1).message(lang)
    assert refused in app.errors()
    stored = causation.get_check(db, session_id=case.id, node_id=chain[0])
    assert (stored.criteria["necessity"].answer, stored.version) == ("yes", 1), "the agent's answer survives"
    assert app.value(key(case, link, "necessity")) == "no", "what you chose is still in the form"
    app.click(say(lang, "causation.reload"))
    app.type(key(case, link, "necessity"), "no")
    save(app, lang)
    stored = causation.get_check(db, session_id=case.id, node_id=chain[0])
    assert (stored.criteria["necessity"].answer, stored.version) == ("no", 2)
