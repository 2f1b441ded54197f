"""Rules plus AI in the services: the AI part is checked by our rules, and the rules always stand alone."""

from __future__ import annotations

import pytest
from fake_openai_server import Reply, closed_port_url

from rootcause.domain.causal.linter import passes
from rootcause.errors import NotFound, PHIDetected
from rootcause.services import (
    actions,
    assist_case,
    assist_statements,
    classification,
    problem,
    sessions,
    timeline,
    why_tree,
)

TIRED = "The nurse was tired after a double shift while the ward was understaffed"
LABEL = "Poor communication between the nurse and the pharmacist"
# The six ways a call can go (issue 10); each must give the AI's answer or the rules', never an exception.
SCRIPTS = {
    "normal": [],
    "malformed": [Reply.raw('{"codes": [ {"code": ')],
    "timeout": [Reply.hang(2.0)],
    "429_then_ok": [Reply.status(429, retry_after="0")],
    "500": [Reply.status(500)] * 5,
}
EXPECT_AI = {"normal": True, "malformed": False, "timeout": False, "429_then_ok": True, "500": False,
             "closed_port": False}


@pytest.fixture(params=[*SCRIPTS, "closed_port"])
def scripted(request, fake, make_assistant):
    if request.param == "closed_port":
        return request.param, make_assistant(closed_port_url(), timeout=0.5)
    fake.then(*SCRIPTS[request.param])
    return request.param, make_assistant(fake.base_url, timeout=0.5)


@pytest.fixture
def case(db, facilitator, fw):
    sid = sessions.create_session(db, title="Heparin and insulin mix-up", actor=facilitator).id
    problem.set_problem(db, session_id=sid, what="Insulin given instead of heparin for a line flush",
                        where="Ward 7B", actor=facilitator)
    timeline.add_timeline_event(db, session_id=sid, when="T+00:00", description="Flush prepared at the medication cart",
                       actor=facilitator)
    one = why_tree.ask_why(db, session_id=sid, answer="The nurse took the vial by its cap colour",
                           actor=facilitator).node
    two = why_tree.ask_why(db, session_id=sid, parent_id=one.id, actor=facilitator,
                           answer="Because both vials had the same cap colour and sat side by side, they were "
                                  "easy to confuse").node
    why_tree.mark_root_cause(db, session_id=sid, node_id=two.id, rationale="Storage design", actor=facilitator)
    weak = actions.add_action(db, fw, session_id=sid, root_cause_id=two.id, actor=facilitator,
                              description="Provide training to nurses on reading vial labels").action
    return {"sid": sid, "one": one.id, "two": two.id, "weak": weak.id}


# -- HFACS re-ranking ----------------------------------------------------------------------------------
def test_without_use_ai_the_rules_answer_alone_and_nothing_is_sent(db, fw, fake, assistant):
    rules = classification.suggest_hfacs(db, fw, description=TIRED)
    result = assist_statements.suggest_hfacs(db, fw, assistant, description=TIRED)
    assert result.assist == "not_requested" and result.notice is None
    assert [s.code for s in result.suggestions] == [s.code for s in rules.suggestions]
    assert fake.log == []


def test_the_model_reranks_and_every_rule_candidate_stays(db, fw, fake, assistant):
    rules = classification.suggest_hfacs(db, fw, description=TIRED)
    result = assist_statements.suggest_hfacs(db, fw, assistant, description=TIRED, use_ai=True)
    assert result.assist == "used"
    codes = [s.code for s in result.suggestions]
    assert codes[:2] == ["OI-RM", "PC-AMS"]  # the model's order
    assert {s.code for s in rules.suggestions} <= set(codes)
    for s in result.suggestions[:2]:
        assert s.ai_reason
        assert s.source == "ai" if s.code not in {r.code for r in rules.suggestions} else s.source != "ai"
    ai_only = [s for s in result.suggestions if s.source == "ai"]
    assert all(s.confidence is None and s.name and s.level for s in ai_only)
    [sent] = fake.requests()
    assert TIRED in sent.text and "PC-AMS" in sent.text


def test_invented_codes_are_dropped_and_a_learned_rule_stays_first(db, fw, fake, assistant, facilitator):
    fake.then(Reply.json({"codes": [{"code": "ZZ-TOP", "reason": "made up"}]}))
    rejected = assist_statements.suggest_hfacs(db, fw, assistant, description=TIRED, use_ai=True)
    assert rejected.assist == "rejected" and "did not pass" in rejected.notice
    assert all(s.source != "ai" for s in rejected.suggestions)
    classification.confirm_classification(db, fw, description=TIRED, hfacs_code="US-PIO", reason="team view",
                                          actor=facilitator)
    result = assist_statements.suggest_hfacs(db, fw, assistant, description=TIRED, use_ai=True)
    assert result.suggestions[0].code == "US-PIO" and result.suggestions[0].source == "learned"


def test_hfacs_reranking_in_every_failure_mode_gives_the_ai_view_or_the_rules(db, fw, scripted):
    mode, assistant = scripted
    rules = [s.code for s in classification.suggest_hfacs(db, fw, description=TIRED).suggestions]
    result = assist_statements.suggest_hfacs(db, fw, assistant, description=TIRED, use_ai=True)
    if EXPECT_AI[mode]:
        assert result.assist == "used" and result.suggestions[0].code == "OI-RM"
    else:
        assert result.assist == "unavailable" and [s.code for s in result.suggestions] == rules
        assert result.notice.startswith("AI unavailable, showing rule results")


def test_an_identifier_in_the_statement_is_an_error_and_nothing_is_sent(db, fw, fake, assistant):
    with pytest.raises(PHIDetected):
        assist_statements.suggest_hfacs(db, fw, assistant, description="Patient A123456789 fell", use_ai=True)
    with pytest.raises(PHIDetected):
        assist_statements.draft_causal_statement(assistant, text="病歷號 12345678 的病人拿錯藥")
    assert fake.log == []


# -- causal rewrite ------------------------------------------------------------------------------------
def test_a_rewrite_is_returned_only_when_it_passes_the_linter(fake, assistant):
    used = assist_statements.draft_causal_statement(assistant, text=LABEL)
    assert used.assist == "used" and used.source == "ai" and used.passes and passes(used.draft)
    fake.then(Reply.json({"statement": "The nurse was careless."}))
    rejected = assist_statements.draft_causal_statement(assistant, text=LABEL)
    assert rejected.assist == "rejected" and rejected.draft is None and not rejected.passes
    assert {f.rule for f in rejected.findings} >= {"cause_effect", "negative_descriptor"}
    assert all(f.hint and f.message for f in rejected.findings)


def test_a_statement_that_already_passes_is_returned_without_asking(fake, assistant):
    good = "Because the two vials looked alike and were stored together, the nurse picked insulin instead of heparin"
    result = assist_statements.draft_causal_statement(assistant, text=good)
    assert result.passes and result.draft == good and result.source == "rules" and fake.log == []


def test_with_the_assist_off_the_rules_give_hints_in_the_texts_language():
    from rootcause.assist import Assistant

    result = assist_statements.draft_causal_statement(Assistant(), text="溝通不良")
    assert result.assist == "off" and result.draft is None and not result.passes
    assert "本伺服器未開啟" in result.notice and result.findings[0].name == "呈現因果關係"
    assert assist_statements.draft_causal_statement(Assistant(), text=LABEL, use_ai=False).assist == "not_requested"


def test_causal_rewrite_in_every_failure_mode(scripted):
    mode, assistant = scripted
    result = assist_statements.draft_causal_statement(assistant, text=LABEL, lang="en")
    if EXPECT_AI[mode]:
        assert result.source == "ai" and passes(result.draft)
    else:
        assert result.assist == "unavailable" and result.draft is None and result.findings


# -- next whys, stronger actions, summary ----------------------------------------------------------------
def test_next_whys_send_only_the_problem_and_the_chain(db, fake, assistant, case):
    result = assist_case.propose_next_whys(db, assistant, session_id=case["sid"], node_id=case["one"])
    assert result.target == f"node:{case['one']}" and result.assist == "used"
    assert [p.source for p in result.proposals] == ["ai", "ai", "rules"]
    [sent] = fake.requests()
    assert "cap colour" in sent.text and "Insulin given instead of heparin" in sent.text
    for private in ("Ward 7B", "medication cart", "training", "same cap colour and sat"):
        assert private not in sent.text  # location, timeline, actions and other nodes stay home
    with pytest.raises(NotFound):
        assist_case.propose_next_whys(db, assistant, session_id=case["sid"], node_id="why_zzzzzzzz")


def test_next_whys_fall_back_to_the_rules_question(db, make_assistant, case):
    broken = make_assistant(closed_port_url(), timeout=0.5)
    result = assist_case.propose_next_whys(db, broken, session_id=case["sid"])
    assert result.target == "problem" and result.assist == "unavailable"
    assert [p.source for p in result.proposals] == ["rules"] and "Insulin given" in result.proposals[0].question


def test_only_alternatives_our_rules_rate_stronger_are_kept(db, fw, fake, assistant, case):
    result = assist_case.propose_stronger_actions(db, fw, assistant, session_id=case["sid"], action_id=case["weak"])
    assert result.strength == "weaker" and result.hint and result.assist == "used"
    assert [p.description for p in result.proposals] == [
        "Remove concentrated insulin from ward stock and dispense it from pharmacy only."]
    assert result.proposals[0].strength == "stronger"
    [sent] = fake.requests()
    assert "Provide training" in sent.text and "same cap colour" in sent.text and "Ward 7B" not in sent.text
    fake.then(Reply.json({"actions": ["Remind staff to be careful."]}))
    weak_only = assist_case.propose_stronger_actions(db, fw, assistant, session_id=case["sid"],
                                                     action_id=case["weak"])
    assert weak_only.assist == "rejected" and weak_only.proposals == [] and weak_only.hint


def test_summary_draft_and_its_rules_fallback(db, fw, fake, assistant, make_assistant, case):
    drafted = assist_case.draft_summary(db, fw, assistant, session_id=case["sid"])
    assert drafted.source == "ai" and drafted.assist == "used" and "look-alike" in drafted.summary
    [sent] = fake.requests()
    assert "Provide training" in sent.text and "Ward 7B" not in sent.text and "medication cart" not in sent.text
    fallback = assist_case.draft_summary(db, fw, make_assistant(closed_port_url()), session_id=case["sid"],
                                         lang="zh-TW")
    assert fallback.source == "rules" and fallback.summary.startswith("問題：Insulin given")
    assert "較弱" in fallback.summary and "AI 暫時無法使用" in fallback.notice
