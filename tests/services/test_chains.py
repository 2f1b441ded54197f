"""Chain validation on a stored tree: depth, tested links, statement rules, stopping at a person."""

from __future__ import annotations

import pytest

from rootcause.domain.causal.chains import stops_at_individual, validate_chain
from rootcause.domain.model.chains import ChainLink
from rootcause.errors import NotFound
from rootcause.services import causation, chains, sessions, why_tree

SOUND_ROOT = ("Because the pharmacy's storage rule allowed heparin and insulin in adjacent bins, look-alike vials "
              "were stored together, which increased the likelihood of the wrong vial being picked")


@pytest.fixture
def case(db, facilitator):
    return sessions.create_session(db, title="Chains", actor=facilitator)


def _chain(db, actor, case_id, answers):
    parent = None
    made = []
    for answer in answers:
        node = why_tree.ask_why(db, session_id=case_id, answer=answer, parent_id=parent, actor=actor).node
        made.append(node)
        parent = node.id
    why_tree.mark_root_cause(db, session_id=case_id, node_id=made[-1].id, rationale="system level", actor=actor)
    return made


def test_a_deep_tested_systemic_chain_is_sound(db, facilitator, case):
    nodes = _chain(db, facilitator, case.id, ["Insulin was drawn up instead of heparin",
                                              "The two vials looked alike and sat side by side", SOUND_ROOT])
    for node in nodes:
        causation.verify_causation(db, session_id=case.id, node_id=node.id, actor=facilitator,
                                   answers={"temporality": "yes", "necessity": "yes"})
    [report] = chains.validate_chains(db, session_id=case.id)
    assert report.verdict == "sound", report.summary
    assert report.depth == 3 and report.path == [n.id for n in nodes]


def test_a_shallow_untested_chain_is_incomplete_and_a_failed_link_makes_it_flawed(db, facilitator, case):
    nodes = _chain(db, facilitator, case.id, ["Vials looked alike", SOUND_ROOT])
    [report] = chains.validate_chains(db, session_id=case.id)
    assert report.verdict == "incomplete" and report.too_shallow and report.unverified_links == [n.id for n in nodes]
    causation.verify_causation(db, session_id=case.id, node_id=nodes[0].id, actor=facilitator,
                               answers={"temporality": "yes", "necessity": "no"})
    [report] = chains.validate_chains(db, session_id=case.id, node_id=nodes[-1].id)
    assert report.verdict == "flawed" and report.failed_links == [nodes[0].id]


def test_a_chain_that_ends_at_the_nurse_is_flagged(db, facilitator, case):
    _chain(db, facilitator, case.id, ["Wrong drug drawn up", "The nurse picked the wrong vial",
                                      "The nurse was careless"])
    [report] = chains.validate_chains(db, session_id=case.id)
    assert report.stops_at_individual and report.verdict == "flawed"
    assert {"negative_descriptor"} <= {f.rule for f in report.findings}
    assert "individual" in report.summary


def test_unknown_nodes_are_not_found(db, facilitator, case):
    with pytest.raises(NotFound):
        chains.validate_chains(db, session_id=case.id, node_id="why_abcdefgh")


@pytest.mark.parametrize(("text", "code", "children", "expected"), [
    ("The nurse forgot to scan the wristband", None, False, True),
    ("護理師忘記掃描手圈", None, False, True),
    ("The nurse had no working scanner on the unit", None, False, False),
    ("Storage design put look-alike vials together", "UA-SBE", False, True),
    ("The nurse forgot to scan the wristband", None, True, False),
])
def test_stopping_at_an_individual(text, code, children, expected):
    assert stops_at_individual(ChainLink(id="x", text=text, verdict=None, hfacs_code=code,
                                         has_children=children)) is expected


def test_the_summary_speaks_chinese_for_a_chinese_case():
    report = validate_chain([ChainLink(id="a", text="護理師疏忽", verdict=None)], "zh-TW")
    assert report.verdict == "flawed" and report.summary.startswith("深度 1") and "個人" in report.summary
