"""A causation check tests one claim ("this answer caused that effect"): when either side is rewritten, or the answer
is moved under another effect, the check goes back to open, and an answer sent against the old claim is stale. And a
cause is deleted with the whys under it only when the caller confirms (never while their root causes have actions)."""

from __future__ import annotations

import pytest

from rootcause.errors import InvalidInput, StaleVersion
from rootcause.services import actions, causation, causes, problem, sessions, why_tree

SUPPORTED = {"temporality": {"answer": "yes", "rationale": "The bin predates the error"},
             "necessity": {"answer": "yes", "rationale": "Separate bins would have stopped it"}}


@pytest.fixture
def chain(db, fw, facilitator):
    case = sessions.create_session(db, title="Wrong vial drawn up", actor=facilitator)
    problem.set_problem(db, session_id=case.id, what="Insulin drawn up instead of heparin", actor=facilitator)
    cause = causes.add_cause(db, fw, session_id=case.id, description="Look-alike vials", actor=facilitator).cause
    top = why_tree.ask_why(db, session_id=case.id, answer="Both vials sat in one bin", cause_id=cause.id,
                           actor=facilitator).node
    deep = why_tree.ask_why(db, session_id=case.id, answer="Pharmacy stocks both in one bin", parent_id=top.id,
                            actor=facilitator).node
    for link in ({"node_id": top.id}, {"node_id": deep.id}, {"cause_id": cause.id}):
        causation.verify_causation(db, session_id=case.id, actor=facilitator, answers=SUPPORTED, **link)
    return case, cause, top, deep


def _verdict(db, case, **link) -> str:
    return causation.get_check(db, session_id=case.id, **link).verdict


def test_rewriting_an_answer_reopens_its_own_link_and_the_links_it_is_the_effect_of(db, facilitator, chain):
    case, cause, top, deep = chain
    why_tree.update_why(db, session_id=case.id, node_id=top.id, version=None, actor=facilitator,
                        answer="The record showed bay patients without a second identifier")
    assert _verdict(db, case, node_id=top.id) == "open" and _verdict(db, case, node_id=deep.id) == "open"
    assert _verdict(db, case, cause_id=cause.id) == "supported"  # (the cause's own link is another claim)
    reopened = causation.get_check(db, session_id=case.id, node_id=top.id)
    assert all(c.answer is None and c.rationale is None for c in reopened.criteria.values())


def test_an_answer_sent_against_the_claim_before_the_rewrite_is_stale(db, facilitator, chain):
    case, _, top, _ = chain
    read = causation.get_check(db, session_id=case.id, node_id=top.id).version
    why_tree.update_why(db, session_id=case.id, node_id=top.id, version=None, actor=facilitator,
                        answer="The record showed bay patients without a second identifier")
    with pytest.raises(StaleVersion):
        causation.verify_causation(db, session_id=case.id, node_id=top.id, actor=facilitator, answers=SUPPORTED,
                                   expected_version=read)


def test_rewriting_the_problem_reopens_every_link_whose_effect_it_is(db, fw, facilitator, chain):
    """Audit 28: the problem is the effect of each cause's link and each why under no cause; a case must not close
    on checks that tested a claim about another event. Its other boxes, or the same words, keep the tests."""
    case, cause, top, deep = chain
    loose = why_tree.ask_why(db, session_id=case.id, answer="The restock map kept both vials together",
                             actor=facilitator).node
    causation.verify_causation(db, session_id=case.id, actor=facilitator, answers=SUPPORTED, node_id=loose.id)
    problem.set_problem(db, session_id=case.id, what="Insulin drawn up  instead of heparin", where="Ward 7B",
                        actor=facilitator)
    assert _verdict(db, case, cause_id=cause.id) == "supported" and _verdict(db, case, node_id=loose.id) == "supported"
    problem.set_problem(db, session_id=case.id, what="A patient fell from a trolley in radiology", actor=facilitator)
    assert _verdict(db, case, cause_id=cause.id) == "open" and _verdict(db, case, node_id=loose.id) == "open"
    assert _verdict(db, case, node_id=top.id) == "supported" and _verdict(db, case, node_id=deep.id) == "supported"


def test_evidence_alone_or_the_same_words_keep_the_test(db, facilitator, chain):
    case, _, top, _ = chain
    why_tree.update_why(db, session_id=case.id, node_id=top.id, version=None, actor=facilitator,
                        evidence="Pharmacy stock list", answer="Both vials sat in one bin")
    assert _verdict(db, case, node_id=top.id) == "supported"


def test_moving_an_answer_under_another_effect_reopens_its_link(db, facilitator, chain):
    case, _, top, deep = chain
    current = why_tree.get_tree(db, session_id=case.id)
    version = next(n.version for n in current.nodes if n.id == deep.id)
    why_tree.move_why(db, session_id=case.id, node_id=deep.id, version=version, actor=facilitator)
    assert _verdict(db, case, node_id=deep.id) == "open" and _verdict(db, case, node_id=top.id) == "supported"


def test_rewriting_a_cause_reopens_its_link_and_the_whys_that_explain_it(db, fw, facilitator, chain):
    case, cause, top, deep = chain
    causes.update_cause(db, fw, session_id=case.id, cause_id=cause.id, version=cause.version, actor=facilitator,
                        description="Vials of two drugs with the same cap colour")
    assert _verdict(db, case, cause_id=cause.id) == "open" and _verdict(db, case, node_id=top.id) == "open"
    assert _verdict(db, case, node_id=deep.id) == "supported"


def test_a_cause_with_whys_under_it_goes_only_when_confirmed_and_takes_them_with_it(db, fw, facilitator, chain):
    case, cause, top, deep = chain
    with pytest.raises(InvalidInput) as refused:
        causes.delete_cause(db, session_id=case.id, cause_id=cause.id, version=cause.version, actor=facilitator)
    assert refused.value.field == "confirm" and refused.value.details["count"] == 2
    assert {n.id for n in why_tree.get_tree(db, session_id=case.id).nodes} == {top.id, deep.id}  # nothing went
    causes.delete_cause(db, session_id=case.id, cause_id=cause.id, version=cause.version, actor=facilitator,
                        confirm=True)
    assert why_tree.get_tree(db, session_id=case.id).nodes == []


def test_a_cause_whose_whys_carry_actions_is_not_deleted(db, fw, facilitator, chain):
    case, cause, _, deep = chain
    why_tree.mark_root_cause(db, session_id=case.id, node_id=deep.id, actor=facilitator)
    actions.add_action(db, fw, session_id=case.id, root_cause_id=deep.id, description="Remove insulin from ward stock",
                       actor=facilitator)
    with pytest.raises(InvalidInput) as refused:
        causes.delete_cause(db, session_id=case.id, cause_id=cause.id, version=cause.version, actor=facilitator,
                            confirm=True)
    assert refused.value.field == "cause_id" and "action" in refused.value.en
