"""The Why tree page through AppTest, in both languages, against a real store shared with "agents"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from rootcause.domain.model.actor import Actor
from rootcause.domain.model.case import SessionSummary, WhyTree
from rootcause.services import causation, causes, problem, sessions, why_tree
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store
from rootcause.ui.i18n import text_in

if TYPE_CHECKING:
    from app_driver import Driver


PAGE = "pages/why_tree.py"
PROBLEM = {"en": "Insulin given instead of heparin", "zh-TW": "病人被給予胰島素而非肝素"}
CHAIN = {
    "en": ["Nurse drew up insulin for the line flush", "The two vials look alike and sit side by side",
           "The cabinet drawer layout puts both in adjacent pockets"],
    "zh-TW": ["護理師抽取胰島素作為管路沖洗", "兩種藥瓶外觀相似且並排存放", "調劑櫃抽屜設計讓兩者放在相鄰格位"],
}
LANGS = ["en", "zh-TW"]


def make_case(db: Store, actor: Actor, lang: str) -> SessionSummary:
    case = sessions.create_session(db, title="Heparin flush event", actor=actor, language=lang)
    problem.set_problem(db, session_id=case.id, what=PROBLEM[lang], actor=actor)
    return case


def say(lang: str, key: str, **fmt: object) -> str:
    return text_in(lang, key, **fmt)


def open_page(app: Driver, case: SessionSummary, lang: str) -> Driver:
    app.run().type("rc_lang", lang).run()
    return app.open(PAGE, case=case.id)


def answer(app: Driver, case: SessionSummary, text: str, lang: str) -> Driver:
    return app.type(f"why:{case.id}:ask:answer", text).click(say(lang, "why.add"))


def pick(app: Driver, case: SessionSummary, key: str) -> Driver:
    return app.type(f"why:{case.id}:pick", key).run()


def tree(db: Store, case: SessionSummary) -> WhyTree:
    return why_tree.get_tree(db, session_id=case.id)


def by_text(db: Store, case: SessionSummary) -> dict[str, str]:
    return {n.text: n.id for n in tree(db, case).nodes}


def diagram(app: Driver) -> str:
    return next(str(m.value) for m in app.at.markdown if str(m.value).startswith("````mermaid"))


def build_chain(db: Store, case: SessionSummary, actor: Actor, texts: list[str]) -> list[str]:
    ids: list[str] = []
    for text in texts:
        ids.append(why_tree.ask_why(db, session_id=case.id, answer=text, actor=actor,
                                    parent_id=ids[-1] if ids else None).node.id)
    return ids


@pytest.mark.parametrize("lang", LANGS)
def test_without_a_case_the_page_points_to_cases(app: Driver, lang: str) -> None:
    app.run().type("rc_lang", lang).run().open(PAGE)
    assert say(lang, "why.no_case") in app.text()
    assert [link.label for link in app.at.get("page_link")] == [say(lang, "problem_page.to_cases")]


@pytest.mark.parametrize("lang", LANGS)
def test_a_chain_is_typed_answer_after_answer_with_the_next_question_shown(app: Driver, db: Store,
                                                                          facilitator: Actor, lang: str) -> None:
    case = make_case(db, facilitator, lang)
    open_page(app, case, lang)
    assert say(lang, "why.question", text=PROBLEM[lang]) in app.text(), "the first why is about the problem"
    for depth, text in enumerate(CHAIN[lang], start=1):
        answer(app, case, text, lang)
        assert not app.errors()
        added = tree(db, case).nodes[-1]
        assert (added.text, added.depth) == (text, depth)
        assert app.value(f"why:{case.id}:pick") == f"node:{added.id}", "the next answer goes under this one"
        assert app.value(f"why:{case.id}:ask:answer") == "", "the box is ready for the next answer"
        assert say(lang, "why.added", depth=depth) in app.text()
        assert why_tree_question(text, lang) in app.text(), "the service's next question is shown"
    nodes = tree(db, case).nodes
    assert [n.parent_id for n in nodes] == [None, nodes[0].id, nodes[1].id]
    chart = diagram(app)
    assert chart.count("-->") == 3 and "n3(" in chart


def test_the_next_question_is_asked_in_the_readers_language_not_the_cases(app: Driver, db: Store,
                                                                          facilitator: Actor) -> None:
    case = make_case(db, facilitator, "en")  # an English case read by a Chinese clinician
    open_page(app, case, "zh-TW")
    answer(app, case, CHAIN["en"][0], "zh-TW")
    assert why_tree_question(CHAIN["en"][0], "zh-TW") in app.text()
    assert "Why did this happen" not in app.text()


def why_tree_question(text: str, lang: str) -> str:
    """What the service asks next (its own wording, in the reader's language)."""
    return f"為什麼會發生「{text}」" if lang == "zh-TW" else f"Why did this happen: “{text}”?"


@pytest.mark.parametrize("lang", LANGS)
def test_branching_under_the_problem_and_under_a_fishbone_cause(app: Driver, db: Store, fw: Frameworks,
                                                               facilitator: Actor, lang: str) -> None:
    case = make_case(db, facilitator, lang)
    cause = causes.add_cause(db, fw, session_id=case.id, actor=facilitator,
                             description="Look-alike vials stocked together", category="MATERIAL").cause
    open_page(app, case, lang)
    answer(app, case, CHAIN[lang][0], lang)
    pick(app, case, "problem")
    answer(app, case, CHAIN[lang][1], lang)
    pick(app, case, f"cause:{cause.id}")
    assert say(lang, "why.question", text="Look-alike vials stocked together") in app.text()
    answer(app, case, CHAIN[lang][2], lang)
    assert not app.errors()
    nodes = {n.text: n for n in tree(db, case).nodes}
    assert nodes[CHAIN[lang][0]].parent_id is None and nodes[CHAIN[lang][1]].parent_id is None, "two branches"
    under_cause = nodes[CHAIN[lang][2]]
    assert (under_cause.cause_id, under_cause.depth) == (cause.id, 2)
    chart = diagram(app)
    assert 'c1{{"Look-alike vials' in chart and "    c1 --> n3" in chart, "the cause is drawn, the why under it"


@pytest.mark.parametrize("lang", LANGS)
def test_an_answer_that_repeats_its_question_is_refused_and_the_text_kept(app: Driver, db: Store,
                                                                         facilitator: Actor, lang: str) -> None:
    case = make_case(db, facilitator, lang)
    open_page(app, case, lang)
    answer(app, case, PROBLEM[lang] + "。" if lang == "zh-TW" else PROBLEM[lang] + ".", lang)
    assert len(app.errors()) == 1
    assert app.value(f"why:{case.id}:ask:answer").startswith(PROBLEM[lang]), "the typed text stays"
    assert tree(db, case).nodes == []


@pytest.mark.parametrize(("lang", "rule", "word"), [("en", "No negative descriptors", "careless"),
                                                   ("zh-TW", "不使用負面描述詞", "疏忽")])
def test_causal_statement_findings_show_under_the_answer(app: Driver, db: Store, facilitator: Actor, lang: str,
                                                          rule: str, word: str) -> None:
    case = make_case(db, facilitator, lang)
    open_page(app, case, lang)
    answer(app, case, "The nurse was careless" if lang == "en" else "護理師疏忽", lang)
    warnings = [str(w.value).replace("\\", "") for w in app.at.warning]
    assert any(rule in w and word in w for w in warnings), warnings
    assert say(lang, "why.lint_node") in app.text()
    assert say(lang, "why.lint_ok") not in app.text()
    ids = build_chain(db, case, facilitator, ["Because the drawer layout puts look-alike vials in adjacent pockets, "
                                              "the wrong vial was picked"])
    app.run()  # the live refresh brings the new why into the picker
    pick(app, case, f"node:{ids[0]}")
    assert say(lang, "why.lint_ok") in app.text(), "a well-formed causal statement passes"


@pytest.mark.parametrize("lang", LANGS)
def test_moving_a_why_under_its_own_branch_is_refused(app: Driver, db: Store, facilitator: Actor, lang: str) -> None:
    case = make_case(db, facilitator, lang)
    top, _, bottom = build_chain(db, case, facilitator, CHAIN[lang])
    open_page(app, case, lang)
    pick(app, case, f"node:{top}")
    app.type(f"why:node:{top}:to", f"node:{bottom}").click(say(lang, "why.move"))
    cycle = "形成循環" if lang == "zh-TW" else "a cycle"
    assert any(cycle in e for e in app.errors()), app.errors()
    assert tree(db, case).nodes[0].parent_id is None, "nothing moved"
    pick(app, case, f"node:{bottom}")
    app.type(f"why:node:{bottom}:to", "problem").click(say(lang, "why.move"))
    assert not app.errors()
    assert say(lang, "why.moved") in app.text()
    moved = next(n for n in tree(db, case).nodes if n.id == bottom)
    assert (moved.parent_id, moved.depth) == (None, 1)


@pytest.mark.parametrize("lang", LANGS)
def test_deleting_a_branch_asks_first_and_says_how_many_go(app: Driver, db: Store, facilitator: Actor,
                                                           lang: str) -> None:
    case = make_case(db, facilitator, lang)
    top, middle, _ = build_chain(db, case, facilitator, CHAIN[lang])
    open_page(app, case, lang)
    pick(app, case, f"node:{middle}")
    app.click(say(lang, "why.delete"))
    assert say(lang, "why.delete_confirm", count=2) in app.text()
    assert len(tree(db, case).nodes) == 3, "nothing is deleted before the confirmation"
    app.click(say(lang, "why.delete_cancel"))
    assert say(lang, "why.delete_yes", count=2) not in app.labels()
    app.click(say(lang, "why.delete")).click(say(lang, "why.delete_yes", count=2))
    assert [n.id for n in tree(db, case).nodes] == [top]
    assert say(lang, "why.deleted", count=2) in app.text()
    assert app.value(f"why:{case.id}:pick") == f"node:{top}", "the picker goes back to the parent"


@pytest.mark.parametrize("lang", LANGS)
def test_mark_and_unmark_a_root_cause_with_a_rationale(app: Driver, db: Store, facilitator: Actor, lang: str) -> None:
    case = make_case(db, facilitator, lang)
    *_, bottom = build_chain(db, case, facilitator, CHAIN[lang])
    open_page(app, case, lang)
    pick(app, case, f"node:{bottom}")
    app.type(f"why:node:{bottom}:root:root_cause_rationale", "Within pharmacy's control").click(say(lang, "why.mark"))
    assert not app.errors()
    node = tree(db, case).nodes[-1]
    assert (node.is_root_cause, node.root_cause_rationale) == (True, "Within pharmacy's control")
    assert f"★ {CHAIN[lang][2][:5]}" in diagram(app) and "class n3 rootCause" in diagram(app)
    assert say(lang, "why.chain_title", text=CHAIN[lang][2]) in app.text()
    assert say(lang, "why.verdict_incomplete") in app.text(), "three untested links: incomplete"
    app.click(say(lang, "why.unmark"))
    assert tree(db, case).root_causes == []
    assert say(lang, "why.chains_none") in app.text()


@pytest.mark.parametrize("lang", LANGS)
def test_chain_summary_names_each_verdict(app: Driver, db: Store, facilitator: Actor, lang: str) -> None:
    case = make_case(db, facilitator, lang)
    sound = build_chain(db, case, facilitator, [
        "Because the heparin and insulin vials share a cap colour, the wrong vial was picked",
        "Because pharmacy stocks vials by drawer rather than by risk, look-alike vials share a drawer",
        "Because the stocking policy has no high-alert separation rule, risk is not considered"])
    for node_id in sound:
        causation.verify_causation(db, session_id=case.id, node_id=node_id, actor=facilitator,
                                   answers={"temporality": "yes", "necessity": "yes"})
    flawed = build_chain(db, case, facilitator, ["The nurse was careless"])
    for node_id in (sound[-1], flawed[-1]):
        why_tree.mark_root_cause(db, session_id=case.id, node_id=node_id, actor=facilitator)
    open_page(app, case, lang)
    shown = app.text()
    assert say(lang, "why.verdict_sound") in shown and say(lang, "why.chain_ok") in shown
    assert say(lang, "why.verdict_flawed") in shown and say(lang, "why.chain_individual") in shown
    assert say(lang, "why.chain_shallow") in shown
    quoted = say(lang, "why.quoted", text="The nurse was careless")
    assert say(lang, "why.chain_unverified", count=1, links=quoted) in shown


@pytest.mark.parametrize("lang", LANGS)
def test_edit_saves_with_the_version_and_an_agent_edit_is_not_overwritten(app: Driver, db: Store, facilitator: Actor,
                                                                         bot: Actor, lang: str) -> None:
    case = make_case(db, facilitator, lang)
    [node_id] = build_chain(db, case, facilitator, [CHAIN[lang][0]])
    open_page(app, case, lang)
    pick(app, case, f"node:{node_id}")
    app.type(f"why:node:{node_id}:text", "Edited by the room").click(say(lang, "why.save"))
    assert tree(db, case).nodes[0].text == "Edited by the room"
    assert say(lang, "why.saved") in app.text()
    app.type(f"why:node:{node_id}:root:root_cause_rationale", "In the hospital's control").click(say(lang, "why.mark"))
    assert say(lang, "conflict.reload") not in app.labels(), "its own root-cause mark is no clash for the form"
    app.type(f"why:node:{node_id}:text", "Room's second wording")
    why_tree.update_why(db, session_id=case.id, node_id=node_id, version=3, actor=bot, answer="Agent's wording")
    app.click(say(lang, "why.save"))
    assert app.value(f"why:node:{node_id}:text") == "Room's second wording", "typed text is kept"
    assert tree(db, case).nodes[0].text == "Agent's wording", "nothing silently overwritten"
    assert "Agent's wording" in app.text() and "Room's second wording" in app.text(), "both texts compared"
    app.click(say(lang, "conflict.keep"))
    assert tree(db, case).nodes[0].text == "Room's second wording"
    why_tree.update_why(db, session_id=case.id, node_id=node_id, version=5, actor=bot, answer="Agent once more")
    app.run()  # nothing typed has been sent since the save: a notice and the stored text, no false choice
    assert say(lang, "conflict.keep") not in app.labels() and "Agent once more" in app.text()
    app.click(say(lang, "conflict.load_theirs"))
    assert app.value(f"why:node:{node_id}:text") == "Agent once more"


@pytest.mark.parametrize("lang", LANGS)
def test_a_link_that_fails_necessity_is_flagged_on_the_why_tree(app: Driver, db: Store, facilitator: Actor,
                                                                lang: str) -> None:
    case = make_case(db, facilitator, lang)
    _, middle = build_chain(db, case, facilitator, CHAIN[lang][:2])
    causation.verify_causation(db, session_id=case.id, node_id=middle, actor=facilitator,
                               answers={"temporality": "yes", "necessity": "no"})
    why_tree.mark_root_cause(db, session_id=case.id, node_id=middle, actor=facilitator)
    open_page(app, case, lang)
    chart = diagram(app)
    assert f'n1 -.->|"{say(lang, "link.necessity_short")}"| n2' in chart and "class n2 failedLink" in chart
    picker = next(s for s in app.at.selectbox if s.key == f"why:{case.id}:pick")
    assert picker.format_func(f"node:{middle}").startswith(say(lang, "why.option_node", depth=2, text="★ ✗ "))
    assert say(lang, "why.verdict_flawed") in app.text()
    assert f"({say(lang, 'link.necessity_short')})" in app.text(), "the chain names the failed necessity"
    pick(app, case, f"node:{middle}")
    assert say(lang, "link.fails_necessity") in app.errors()
    assert say(lang, "link.verdict_not_supported") in app.text()


@pytest.mark.parametrize("lang", LANGS)
def test_a_change_by_a_signed_in_person_is_named_by_their_address_in_the_notice(app: Driver, db: Store,
                                                                                facilitator: Actor,
                                                                                lang: str) -> None:
    """Rows keep only a usr_… id; the notice that someone else saved in between names the person it stands for."""
    from rootcause.domain.model.access import user
    from rootcause.domain.model.actor import person
    from rootcause.services import teams, users

    case = make_case(db, facilitator, lang)
    [node_id] = build_chain(db, case, facilitator, [CHAIN[lang][0]])
    made = users.add_user(db, email="mia@hospital.org", role="member", actor=facilitator)
    teams.add_member(db, session_id=case.id, email="mia@hospital.org", actor=facilitator)
    open_page(app, case, lang)
    pick(app, case, f"node:{node_id}")
    why_tree.update_why(db.acting_for(user(made.id, "member")), session_id=case.id, node_id=node_id, version=1,
                        actor=person(made.id), answer="The member's wording of the cause")
    app.run()
    assert "mia@hospital.org" in app.text() and made.id not in app.text()


@pytest.mark.parametrize("lang", LANGS)
def test_an_answer_typed_under_a_why_a_colleague_deletes_is_kept_and_not_added_elsewhere(
        app: Driver, db: Store, facilitator: Actor, bot: Actor, lang: str) -> None:
    """Audit 30 (finding 6): the picked why went while its answer was typed, and Enter stored the answer directly under
    the problem. Now the page says what went, keeps the answer, and adds nothing until a statement is chosen."""
    case = make_case(db, facilitator, lang)
    top, deeper = build_chain(db, case, facilitator, CHAIN[lang][:2])
    open_page(app, case, lang)
    pick(app, case, f"node:{deeper}")
    why_tree.delete_branch(db, session_id=case.id, node_id=deeper, version=1, actor=bot, confirm=True)
    answer(app, case, CHAIN[lang][2], lang)
    assert say(lang, "why.orphaned", text=CHAIN[lang][1]) in app.text()
    assert [n.text for n in tree(db, case).nodes] == [CHAIN[lang][0]], "nothing was added under another statement"
    assert app.value(f"why:{case.id}:ask:answer") == CHAIN[lang][2], "the answer is still in its box"
    pick(app, case, f"node:{top}")
    app.click(say(lang, "why.add"))
    assert by_text(db, case).keys() == {CHAIN[lang][0], CHAIN[lang][2]}
    assert next(n for n in tree(db, case).nodes if n.text == CHAIN[lang][2]).parent_id == top
