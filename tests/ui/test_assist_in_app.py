"""The optional AI assist in the app (AppTest): the sidebar says its state; chips and drafts with accept /
edit / dismiss appear only when it is on, accepting is a person's write, and a broken endpoint only shows a
short notice beside the rule results."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from rootcause.domain.model.actor import Actor
from rootcause.services import actions, classification, problem, sessions, why_tree
from rootcause.services.frameworks import Frameworks
from rootcause.store import Store
from rootcause.ui.i18n import text_in

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "assist"))

from fake_openai_server import FakeOpenAI, closed_port_url

if TYPE_CHECKING:
    from app_driver import Driver

TIRED = "The nurse was tired after a double shift while the ward was understaffed"
LABEL = "Poor communication between the nurse and the pharmacist"
REWRITE = ("Because handoffs had no structured tool, the pharmacist did not learn of the changed order, which led "
           "to the delay")
ANSWERS = {
    "HfacsRanking": {"codes": [{"code": "OI-RM", "reason": "Staffing was below the ward's need."}]},
    "CausalRewrite": {"statement": REWRITE},
    "WhyQuestions": {"questions": ["Why was no structured handoff tool in use on this ward?"]},
    "ActionIdeas": {"actions": ["Remove concentrated insulin from ward stock and dispense it from pharmacy only."]},
    "SummaryText": {"summary": "Look-alike storage led to an insulin and heparin mix-up; insulin leaves ward stock."},
}


def say(key: str, lang: str = "en", **fmt: object) -> str:
    return text_in(lang, key, **fmt)


@pytest.fixture
def fake() -> Iterator[FakeOpenAI]:
    with FakeOpenAI(ANSWERS) as server:
        yield server


@pytest.fixture
def assist_on(data_dir: Path, fake: FakeOpenAI, monkeypatch: pytest.MonkeyPatch) -> FakeOpenAI:
    monkeypatch.setenv("ROOTCAUSE_LLM", "on")
    monkeypatch.setenv("ROOTCAUSE_LLM_MODEL", "local-model")
    monkeypatch.setenv("OPENAI_BASE_URL", fake.base_url)
    monkeypatch.setenv("OPENAI_API_KEY", "test-key")
    monkeypatch.setenv("ROOTCAUSE_LLM_TIMEOUT", "3")
    return fake


@pytest.fixture
def case(db: Store, fw: Frameworks, facilitator: Actor) -> dict[str, str]:
    sid = sessions.create_session(db, title="Heparin mix-up", actor=facilitator).id
    problem.set_problem(db, session_id=sid, what="Insulin given instead of heparin", actor=facilitator)
    label = why_tree.ask_why(db, session_id=sid, answer=LABEL, actor=facilitator).node.id
    root = why_tree.ask_why(db, session_id=sid, parent_id=label, actor=facilitator,
                            answer="Because both vials had the same cap colour and sat side by side, they were "
                                   "easy to confuse").node.id
    why_tree.mark_root_cause(db, session_id=sid, node_id=root, rationale="Storage design", actor=facilitator)
    weak = actions.add_action(db, fw, session_id=sid, root_cause_id=root, actor=facilitator,
                              description="Provide training to nurses on reading vial labels").action.id
    return {"sid": sid, "label": label, "root": root, "weak": weak}


def classify(app: Driver) -> Driver:
    app.open("pages/hfacs.py")
    return app.type("hfacs:text", TIRED).click(say("hfacs.suggest"))


# -- the sidebar -------------------------------------------------------------------------------------------
def test_the_sidebar_says_the_assist_is_off_by_default_and_no_ai_button_shows(app: Driver) -> None:
    classify(app.run())
    assert say("assist.sidebar_off") in app.text()
    assert say("assist.hfacs_ask") not in app.labels()


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_the_sidebar_shows_on_and_the_model(app: Driver, assist_on: FakeOpenAI, lang: str) -> None:
    app.run().type("rc_lang", lang).run()
    assert say("assist.sidebar_on", lang, model="local-model") in app.text()
    assert assist_on.log == []  # showing the state sends nothing


def test_on_without_a_model_says_so_and_stays_on_rules(app: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ROOTCAUSE_LLM", "on")
    classify(app.run())
    assert say("assist.sidebar_unconfigured") in app.text()
    assert say("assist.hfacs_ask") not in app.labels()


# -- HFACS -------------------------------------------------------------------------------------------------
def test_hfacs_chips_accept_is_a_persons_confirmation(app: Driver, db: Store, assist_on: FakeOpenAI) -> None:
    classify(app.run()).click(say("assist.hfacs_ask"))
    assert say("assist.reason", reason="Staffing was below the ward's need.").replace("\\", "") in app.text()
    assert {say("assist.accept"), say("assist.edit"), say("assist.dismiss")} <= set(app.labels())
    app.click(say("assist.accept"))
    [rule] = classification.list_learned_rules(db)
    assert rule.code == "OI-RM" and rule.actor_kind == "human" and rule.description == TIRED
    assert [r.schema for r in assist_on.requests()] == ["HfacsRanking"]


def test_hfacs_chip_edit_fills_the_form_and_dismiss_hides(app: Driver, db: Store, assist_on: FakeOpenAI) -> None:
    classify(app.run()).click(say("assist.hfacs_ask")).click(say("assist.edit"))
    assert app.value("hfacs:code") == "OI-RM" and app.value("hfacs:reason") == "Staffing was below the ward's need."
    app.click(say("assist.dismiss"))
    assert say("assist.accept") not in app.labels() and classification.list_learned_rules(db) == []


def test_a_closed_port_only_shows_a_notice_beside_the_rules(app: Driver, data_dir: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ROOTCAUSE_LLM", "on")
    monkeypatch.setenv("ROOTCAUSE_LLM_MODEL", "local-model")
    monkeypatch.setenv("OPENAI_BASE_URL", closed_port_url())
    classify(app.run()).click(say("assist.hfacs_ask"))
    assert say("assist.notice_unavailable") in app.text()
    assert say("hfacs.confirm") in app.labels() and not app.errors()


# -- Why tree, actions, report ------------------------------------------------------------------------------
def test_why_rewrite_accept_saves_it_and_next_whys_feed_the_ask_box(app: Driver, db: Store, assist_on: FakeOpenAI,
                                                                    case: dict[str, str]) -> None:
    app.run().open("pages/why_tree.py", case=case["sid"])
    app.type(f"why:{case['sid']}:pick", f"node:{case['label']}").run()
    app.click(say("assist.rewrite_ask"))
    assert REWRITE in [w.value for w in app.at.text_area]
    app.click(say("assist.accept"))
    texts = {n.id: n.text for n in why_tree.get_tree(db, session_id=case["sid"]).nodes}
    assert texts[case["label"]] == REWRITE
    app.click(say("assist.whys_ask")).click(say("assist.whys_use"))
    assert "Why was no structured handoff tool in use on this ward?" in app.text()
    sent = assist_on.requests()
    assert [r.schema for r in sent] == ["CausalRewrite", "WhyQuestions"]
    assert "Provide training" not in sent[1].text  # next whys send the problem and the chain only


def test_a_stronger_alternative_is_added_as_an_action(app: Driver, db: Store, assist_on: FakeOpenAI,
                                                      case: dict[str, str]) -> None:
    app.run().open("pages/actions.py", case=case["sid"])
    app.click(say("assist.actions_ask"))
    assert say("assist.action_add") in app.labels()
    app.click(say("assist.action_add"))
    listed = actions.list_actions(db, session_id=case["sid"])
    assert len(listed) == 2
    added = next(a for a in listed if a.id != case["weak"])
    assert added.strength == "stronger" and added.actor_kind == "human" and added.root_cause_id == case["root"]


def test_a_summary_draft_can_be_accepted(app: Driver, db: Store, assist_on: FakeOpenAI,
                                        case: dict[str, str]) -> None:
    app.run().open("pages/report.py", case=case["sid"])
    app.click(say("assist.summary_ask"))
    assert say("assist.summary_source_ai") in app.text()
    [draft] = [w for w in app.at.text_area if w.label == say("assist.summary_label")]
    draft.set_value("Edited: look-alike storage led to the mix-up; insulin leaves ward stock.")
    app.click(say("assist.accept"))
    assert say("assist.summary_accepted_header") in app.text() and say("assist.summary_saved") in app.text()
    stored = sessions.get_case(db, session_id=case["sid"]).session
    assert stored.summary == "Edited: look-alike storage led to the mix-up; insulin leaves ward stock."
    assert stored.actor_kind == "human"  # accepting is a person's write, audited as such
    assert "## Summary\n\nEdited: look-alike storage" in app.text()  # the report preview shows it too


def test_why_page_with_the_endpoint_down_keeps_the_rules(app: Driver, monkeypatch: pytest.MonkeyPatch,
                                                         case: dict[str, str]) -> None:
    monkeypatch.setenv("ROOTCAUSE_LLM", "on")
    monkeypatch.setenv("ROOTCAUSE_LLM_MODEL", "local-model")
    monkeypatch.setenv("OPENAI_BASE_URL", closed_port_url())
    app.run().open("pages/why_tree.py", case=case["sid"])
    app.type(f"why:{case['sid']}:pick", f"node:{case['root']}").run()
    assert say("assist.rewrite_ask") not in app.labels()  # it already passes the five rules
    app.click(say("assist.whys_ask"))
    assert say("assist.notice_unavailable") in app.text() and say("assist.whys_use") not in app.labels()
    assert "Why did this happen" in app.text() and not app.errors()  # the rules' next question stands
